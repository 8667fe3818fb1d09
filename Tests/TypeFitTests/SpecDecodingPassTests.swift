import Foundation
import Testing
import TypeFitDynamicType
import TypeFitJSON
@testable import TypeFitLayout
import TypeFitLocalization

/// The decoder reads the element tree for all 12 categories in one pass; one pass per category
/// is the reference. Both must give the same spec, and the same error for an invalid one.
@Suite struct SpecDecodingPassTests {
    let together: SpecDecoder
    let oneByOne: SpecDecoder

    init() throws {
        together = SpecDecoder(options: SpecDecoder.Options(ramp: try TypeRamp.standard()))
        var reference = together
        reference.readsCategoriesTogether = false
        oneByOne = reference
    }

    /// The spec files of the repository: Layouts/ and the valid fixtures of every area.
    static func specFiles() -> [String] {
        var files: [String] = []
        for folder in ["Layouts", "Tests/TypeFitTests/Fixtures"] {
            let root = TestSupport.path(folder)
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let item = walker.nextObject() as? String {
                if item.hasSuffix(".json"), !item.contains("invalid"), !item.contains("hostile") {
                    files.append(root + "/" + item)
                }
            }
        }
        return files.sorted()
    }

    private func outcome(_ decoder: SpecDecoder, _ json: String) -> Result<ScreenSpec, SpecError> {
        Result { () throws(SpecError) in try decoder.decode(bytes: Array(json.utf8), path: "pass.json") }
    }

    @Test func everySpecFileDecodesTheSameInOnePass() throws {
        let files = Self.specFiles()
        #expect(files.count >= 30)
        var specs = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let bytes = [UInt8](data)
            let first = Result { () throws(SpecError) in try together.decode(bytes: bytes, path: file) }
            let second = Result { () throws(SpecError) in try oneByOne.decode(bytes: bytes, path: file) }
            #expect(first == second, "\(file)")
            if case .success = first { specs += 1 }
        }
        #expect(specs >= 25)
    }

    /// The decoder walks a spec for a member named `key` only when its text may hold one: the
    /// check on the bytes never says no where the walk finds one (every spec file, and keys
    /// written with escapes), and says no for the specs of the benchmark's kind.
    @Test func onlySpecsThatMayNameAKeyAreWalkedForOne() throws {
        var named = 0
        for file in Self.specFiles() {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let bytes = [UInt8](data)
            guard let document = try? JSONReader().parse(bytes: bytes) else { continue }
            if SpecContext.namesLocalizationKey(document) {
                named += 1
                #expect(SpecDecoder.mayNameKey(bytes), "\(file)")
            }
        }
        #expect(named > 0)
        for text in [#"{"k\u0065y": "greeting"}"#, #"{"root": {"\u006bey": 1}}"#, #"{"key":1}"#] {
            let bytes = Array(text.utf8)
            #expect(SpecDecoder.mayNameKey(bytes), "\(text)")
            #expect(try SpecContext.namesLocalizationKey(JSONReader().parse(bytes: bytes)), "\(text)")
        }
        for text in [#"{"typefit": 1, "root": {"type": "label", "text": "keys and a \"quote\""}}"#, "", #"{"ke": "y"}"#] {
            #expect(!SpecDecoder.mayNameKey(Array(text.utf8)), "\(text)")
        }
    }

    /// A `when` rule that changes a stack's axis makes two variants of it, each with the same
    /// ids in its children: that is no duplicate, as only one variant is in force at a category.
    @Test func variantsMayRepeatTheirChildrensIds() throws {
        let json = #"""
        {"typefit": 1, "root": {"type": "stack", "axis": "horizontal", "id": "row",
          "when": [{"categories": "accessibility", "set": {"axis": "vertical", "spacing": {"value": 4}}}],
          "children": [{"type": "label", "text": "Name", "id": "name"}, {"type": "icon", "size": {"value": 20}, "id": "chevron"}]}}
        """#
        let spec = try together.decode(bytes: Array(json.utf8), path: "pass.json")
        #expect(spec == (try oneByOne.decode(bytes: Array(json.utf8), path: "pass.json")))
        guard case .stack(let small) = spec.root(at: .large).kind, case .stack(let large) = spec.root(at: .accessibility3).kind else {
            Issue.record("expected stacks")
            return
        }
        #expect(small.axis == .horizontal && large.axis == .vertical)
        #expect(large.spacing > 4 && small.children.map(\.id) == ["name", "chevron"])
        #expect(large.children.map(\.id) == ["name", "chevron"])
    }

    /// Errors that only some categories meet are reported as the first category in order meets them.
    @Test func anErrorAtSomeCategoriesIsTheFirstInCategoryOrder() throws {
        let cases = [
            #"{"typefit": 1, "root": {"type": "box", "minWidth": {"value": 100}, "maxWidth": 110}}"#,
            #"{"typefit": 1, "root": {"type": "stack", "axis": "vertical", "children": [{"type": "label", "text": "A", "when": [{"categories": "xxLarge...", "set": {"lines": -1}}]}, {"type": "label", "text": "B", "when": [{"categories": "large", "set": {"lines": "two"}}]}]}}"#,
            #"{"typefit": 1, "root": {"type": "stack", "axis": "vertical", "children": [{"type": "box", "when": [{"categories": "AX1", "set": {"children": [{"type": "spacer", "id": "x"}]}}]}, {"type": "spacer", "id": "x"}]}}"#,
        ]
        for json in cases {
            let first = outcome(together, json)
            #expect(first == outcome(oneByOne, json), "\(json)")
            guard case .failure(let error) = first else {
                Issue.record("expected an error for \(json)")
                continue
            }
            #expect(!error.description.isEmpty)
        }
        guard case .failure(let scaled) = outcome(together, cases[0]) else { return }
        #expect(scaled.description.contains("minWidth") && scaled.description.contains("is greater than maxWidth 110 at"))
        guard case .failure(let lines) = outcome(together, cases[1]) else { return }
        #expect(lines.description.contains("children[1].when[0].set.lines"))
    }

    /// A filled format string and a substituted string stop at the longest text a spec may show,
    /// so the two limits are one number.
    @Test func theFormatLimitIsTheTextLimit() {
        #expect(FormatString.maximumLength == SpecLimits.maxTextLength)
    }

    /// Texts are counted in UTF-16 code units against the limits, the unit the text engine's
    /// work grows with: a cluster of combining marks counts every mark; a CR LF pair counts two.
    @Test func textsAreCountedInCodeUnits() throws {
        // At the limit in code units: accepted.
        let pairs = String(repeating: #"\r\n"#, count: SpecLimits.maxTextLength / 4)
            + String(repeating: "a", count: SpecLimits.maxTextLength / 2)
        _ = try together.decode(bytes: Array(#"{"typefit": 1, "root": {"type": "label", "text": "\#(pairs)"}}"#.utf8),
                                path: "pairs.json")
        // One cluster of a letter and many combining accents: one character, over the limit.
        let marks = "e" + String(repeating: "\u{301}", count: SpecLimits.maxTextLength)
        guard case .failure(let error) = outcome(together, #"{"typefit": 1, "root": {"type": "label", "text": "\#(marks)"}}"#)
        else {
            Issue.record("a text of \(SpecLimits.maxTextLength + 1) code units decoded")
            return
        }
        #expect(error.description.contains("the text has \(SpecLimits.maxTextLength + 1) UTF-16 code units"))
    }
}
