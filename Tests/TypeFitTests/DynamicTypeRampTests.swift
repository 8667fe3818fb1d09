import Foundation
import Testing
import TypeFitText
@testable import TypeFitDynamicType

/// The recorded copy of Apple's ramp (the HIG table), read independently of TypeFit's loader.
private func recordedRamp() throws -> [String: Any] {
    let url = TestSupport.fixture("dynamic-type/type-ramp.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return try #require(object as? [String: Any])
}

@Suite struct DynamicTypeRampTests {
    @Test func all132CellsEqualTheRecordedHIGTable() throws {
        let recorded = try recordedRamp()
        let cells = try #require(recorded["ramp"] as? [[String: Any]])
        #expect(cells.count == 132)
        let ramp = try TypeRamp.named("ios")
        var seen = Set<String>()
        for cell in cells {
            let categoryName = try #require(cell["category"] as? String)
            let styleName = try #require(cell["style"] as? String)
            let category = try #require(ContentSizeCategory(name: categoryName))
            let style = try #require(TextStyle(name: styleName))
            let entry = ramp[style, category]
            #expect(entry.style == style && entry.category == category)
            #expect(entry.size == (cell["size"] as? NSNumber)?.doubleValue, "\(style) at \(category)")
            #expect(entry.leading == (cell["leading"] as? NSNumber)?.doubleValue, "\(style) at \(category)")
            #expect(entry.weight.name == cell["weight"] as? String, "\(style) at \(category)")
            #expect(entry.emphasizedWeight.name == cell["emphasizedWeight"] as? String, "\(style) at \(category)")
            seen.insert("\(style)/\(category)")
        }
        #expect(seen.count == 132)
        #expect(ramp.entries.count == 132)
        #expect(ramp.name == "ios")
        #expect(ramp.source == recorded["source"] as? String)
        #expect(ramp.notes == recorded["notes"] as? [String])
    }

    @Test func stylesAndCategoriesMatchTheRecordedLists() throws {
        let recorded = try recordedRamp()
        #expect(recorded["styles"] as? [String] == TextStyle.allCases.map(\.name))
        let categories = try #require(recorded["categories"] as? [[String: Any]])
        #expect(categories.map { $0["name"] as? String } == ContentSizeCategory.allCases.map(\.name))
        #expect(categories.map { $0["uikit"] as? String } == ContentSizeCategory.allCases.map(\.uikitName))
        #expect(categories.map { $0["rawValue"] as? String } == ContentSizeCategory.allCases.map(\.rawValueName))
        #expect(categories.map { $0["isAccessibility"] as? Bool } == ContentSizeCategory.allCases.map(\.isAccessibility))
    }

    @Test func bundledResourceIsTheRecordedFileByteForByte() throws {
        let root = TestSupport.repositoryRoot
        let resource = try Data(contentsOf: root.appendingPathComponent("Sources/TypeFitDynamicType/Ramps/ios.json"))
        let fixture = try Data(contentsOf: root.appendingPathComponent("Tests/TypeFitTests/Fixtures/dynamic-type/type-ramp.json"))
        #expect(resource == fixture)
        #expect(TypeRamp.availableNames().contains("ios"))
    }

    @Test func knownCells() throws {
        let ramp = try TypeRamp.named(TypeRamp.defaultName)
        #expect(ramp[.body, .large].size == 17)
        #expect(ramp[.body, .xSmall].size == 14)
        #expect(ramp[.body, .accessibility5].size == 53)
        #expect(ramp[.body, .accessibility5].leading == 62)
        #expect(ramp[.headline, .large].weight == .semibold)
        #expect(ramp[.largeTitle, .large].emphasizedWeight == .bold)
        #expect(ramp[.caption2, .accessibility5].size == 40)
        #expect(ramp.scale(.body, at: .large) == 1)
    }

    /// Holds strictly (largeTitle > title1 > … > caption2) except where Apple's table gives two
    /// neighbouring styles the same size: headline = body at every category (they differ in
    /// weight), subheadline = footnote at xSmall, caption1 = caption2 at xSmall, small and medium.
    @Test func hierarchyHoldsAtEveryCategory() throws {
        let ramp = try TypeRamp.named("ios")
        let styles = TextStyle.allCases
        var equalPairs: [String] = []
        for category in ContentSizeCategory.allCases {
            for (larger, smaller) in zip(styles, styles.dropFirst()) {
                let a = ramp.size(larger, at: category)
                let b = ramp.size(smaller, at: category)
                #expect(a >= b, "\(larger) < \(smaller) at \(category)")
                #expect(ramp[larger, category].leading >= ramp[smaller, category].leading)
                if a == b { equalPairs.append("\(category.shortName):\(larger)=\(smaller)") }
            }
            #expect(ramp.size(.largeTitle, at: category) > ramp.size(.title1, at: category))
            #expect(ramp.size(.title1, at: category) > ramp.size(.title2, at: category))
            #expect(ramp.size(.title3, at: category) > ramp.size(.headline, at: category))
            #expect(ramp.size(.body, at: category) > ramp.size(.callout, at: category))
        }
        let expected = ContentSizeCategory.allCases.map { "\($0.shortName):headline=body" }
            + ["XS:subheadline=footnote", "XS:caption1=caption2", "S:caption1=caption2", "M:caption1=caption2"]
        #expect(equalPairs.sorted() == expected.sorted())
    }

    @Test func everyStyleGrowsWithTheCategory() throws {
        let ramp = try TypeRamp.named("ios")
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { ramp.size(style, at: $0) }
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(sizes.last! > sizes.first!, "\(style)")
        }
    }

    @Test func textStyleSpellings() throws {
        #expect(TextStyle.allCases.count == 11)
        #expect(TextStyle(name: "Body") == .body)
        #expect(TextStyle(name: "title") == .title1)
        #expect(TextStyle(name: "caption") == .caption1)
        #expect(TextStyle(name: "subhead") == .subheadline)
        #expect(TextStyle(name: "UICTFontTextStyleLargeTitle") == .largeTitle)
        #expect(TextStyle.largeTitle < .caption2)
        #expect(TextStyle.allCases == TextStyle.allCases.sorted())
        do {
            _ = try TextStyle.parse("headlin")
            Issue.record("parsed")
        } catch {
            #expect(error.suggestion == "headline")
            #expect(error.description.hasPrefix("unknown text style \"headlin\"; did you mean \"headline\"?"))
        }
    }

    @Test func anotherRampNeedsOnlyAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-ramp-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try recordedRamp()
        var modified = original
        modified["source"] = "test copy"
        var cells = try #require(original["ramp"] as? [[String: Any]])
        cells[0]["size"] = 30.5
        modified["ramp"] = cells
        let path = directory.appendingPathComponent("ios-test.json").path
        try JSONSerialization.data(withJSONObject: modified).write(to: URL(fileURLWithPath: path))

        let ramp = try TypeRamp.load(contentsOf: path)
        #expect(ramp.name == "ios-test")
        #expect(ramp.source == "test copy")
        #expect(ramp[.largeTitle, .xSmall].size == 30.5)
    }

    @Test func brokenRampsAreClearErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-bad-ramp-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try recordedRamp()
        var cells = try #require(original["ramp"] as? [[String: Any]])

        func attempt(_ ramp: [[String: Any]], _ file: String) throws -> RampError? {
            var object = original
            object["ramp"] = ramp
            let path = directory.appendingPathComponent(file).path
            try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
            do {
                _ = try TypeRamp.load(contentsOf: path)
                return nil
            } catch {
                return error
            }
        }

        let missing = try attempt(Array(cells.dropLast()), "missing.json")
        #expect(missing?.description.hasSuffix("caption2 at accessibility5 is missing") == true)
        cells[3]["weight"] = "chunky"
        let weight = try attempt(cells, "weight.json")
        #expect(weight?.description.contains("ramp[3].weight: unknown weight \"chunky\"") == true)
        cells[3]["weight"] = "regular"
        cells[4]["style"] = "headlin"
        let style = try attempt(cells, "style.json")
        #expect(style?.description.contains("did you mean \"headline\"") == true)

        // Errors name the line and column of the value at fault.
        let numbered = Data(#"""
            {"source": "hand-written",
             "ramp": [
               {"category": "large", "style": "body", "size": "17", "leading": 22,
                "weight": "regular", "emphasizedWeight": "semibold"}]}
            """#.utf8)
        #expect(throws: RampError.invalid(path: "r.json:3:51", problem: "ramp[0].size: expected a number, found a string")) {
            try TypeRamp.decode(numbered, name: "r", path: "r.json")
        }
        #expect(throws: RampError.invalid(path: "r.json:1:12", problem: "source: expected a string, found a number")) {
            try TypeRamp.decode(Data(#"{"source": 1, "ramp": []}"#.utf8), name: "r", path: "r.json")
        }
        #expect(throws: RampError.invalid(path: "r.json:1:1", problem: "ramp: missing")) {
            try TypeRamp.decode(Data(#"{"source": "s"}"#.utf8), name: "r", path: "r.json")
        }
        #expect(throws: RampError.self) { try TypeRamp.decode(Data("{\"source\": ".utf8), name: "r", path: "r.json") }

        #expect(throws: RampError.self) { try TypeRamp.named("no-such-ramp") }
        #expect(throws: RampError.invalidName("../etc")) { try TypeRamp.named("../etc") }
        #expect(throws: RampError.self) { try TypeRamp.load(contentsOf: directory.appendingPathComponent("absent.json").path) }
    }
}
