import Foundation
import Testing
import TypeFitChecks
import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout

/// The mock screens in `Layouts/`: every file decodes, screens come in broken/fixed pairs, each
/// says what it is and what fails, and the fixed versions avoid the constructs the broken ones
/// are built to show (fixed fonts, shrinking text, fixed row and item heights).
@Suite("Layouts screens")
struct LayoutsScreensTests {
    private static let directory = TestSupport.path("Layouts")

    /// The spec files in `Layouts/`, sorted by name.
    private static func specFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    private static func decoder() throws -> SpecDecoder {
        SpecDecoder(options: .init(ramp: try TypeRamp.standard()))
    }

    /// The top-level `description` of a spec file (the decoder ignores it, so read it here).
    private static func description(of file: String) throws -> String {
        let data = try #require(FileManager.default.contents(atPath: directory + "/" + file))
        let document = try JSONReader().parse(bytes: [UInt8](data))
        return try #require(document["description"]?.stringValue, "\(file) has no description")
    }

    @Test("at least 10 screens, each as NAME.broken.json and NAME.fixed.json")
    func screensComeInPairs() {
        let files = Self.specFiles()
        let broken = Set(files.filter { $0.hasSuffix(".broken.json") }.map { $0.dropLast(".broken.json".count) })
        let fixed = Set(files.filter { $0.hasSuffix(".fixed.json") }.map { $0.dropLast(".fixed.json".count) })
        #expect(broken.count >= 10)
        #expect(broken == fixed, "unpaired screens: \(broken.symmetricDifference(fixed).sorted())")
        #expect(files.count == broken.count + fixed.count, "a file in Layouts/ is neither broken nor fixed")
    }

    @Test("every spec decodes", arguments: specFiles())
    func decodes(file: String) throws {
        let spec = try Self.decoder().decode(fileAt: Self.directory + "/" + file)
        #expect(!spec.devices.isEmpty)
        #expect(spec.rootByCategory.count == ContentSizeCategory.allCases.count)
    }

    @Test("every spec describes itself; broken ones name their findings", arguments: specFiles())
    func describesItself(file: String) throws {
        let text = try Self.description(of: file)
        if file.hasSuffix(".broken.json") {
            #expect(text.contains("BROKEN"))
            #expect(text.contains("Expected findings"))
            let kinds = FindingKind.allCases.filter { text.contains($0.rawValue) }
            #expect(!kinds.isEmpty, "\(file) names no finding kind")
        } else {
            #expect(text.contains("FIXED"))
            #expect(text.contains("no findings at any of the 12 categories"))
        }
    }

    @Test("the broken screens together show every finding kind")
    func everyKindIsShown() throws {
        var named = Set<String>()
        for file in Self.specFiles() where file.hasSuffix(".broken.json") {
            let text = try Self.description(of: file)
            for kind in FindingKind.allCases where text.contains(kind.rawValue) {
                named.insert(kind.rawValue)
            }
        }
        let missing = FindingKind.allCases.map(\.rawValue).filter { !named.contains($0) }
        #expect(missing.isEmpty, "no broken screen shows \(missing)")
    }

    @Test("fixed screens keep every font scaling and never shrink text", arguments: specFiles().filter { $0.hasSuffix(".fixed.json") })
    func fixedScreensScale(file: String) throws {
        let spec = try Self.decoder().decode(fileAt: Self.directory + "/" + file)
        for category in ContentSizeCategory.allCases {
            for element in Self.elements(spec.root(at: category)) {
                guard let label = Self.text(of: element) else { continue }
                // iOS's bars draw their text at a fixed size by design (the Large Content Viewer shows it).
                if element.intents.contains(where: { $0.kind == "fixedFont" && $0.origin == .system }) { continue }
                #expect(label.font.scalesWithDynamicType, "\(file): \(element.displayName) has a fixed font")
                #expect(label.minimumScaleFactor == 0, "\(file): \(element.displayName) shrinks its text")
            }
        }
    }

    @Test("the fixed-font, shrinking and fixed-height constructs are where the broken screens say")
    func brokenConstructsArePresent() throws {
        let decoder = try Self.decoder()
        let article = try decoder.decode(fileAt: Self.directory + "/article.broken.json")
        let byline = try #require(Self.element("byline", in: article.root(at: .accessibility5)).flatMap(Self.text(of:)))
        #expect(!byline.font.scalesWithDynamicType)
        #expect(byline.font.descriptor.size == 13)
        let headline = try #require(Self.element("headline", in: article.root(at: .accessibility3)).flatMap(Self.text(of:)))
        #expect(headline.font.descriptor.size == 34)

        let grid = try decoder.decode(fileAt: Self.directory + "/productgrid.broken.json")
        let button = try #require(Self.element("sweaterAdd", in: grid.root(at: .large)).flatMap(Self.text(of:)))
        #expect(button.minimumScaleFactor == 0.5)

        let settings = try decoder.decode(fileAt: Self.directory + "/settings.broken.json")
        guard case .list(let list)? = Self.element("settingsList", in: settings.root(at: .accessibility1))?.kind else {
            Issue.record("settingsList is not a list")
            return
        }
        #expect(list.rowHeight == 44)
        let fixedSettings = try decoder.decode(fileAt: Self.directory + "/settings.fixed.json")
        guard case .list(let selfSizing)? = Self.element("settingsList", in: fixedSettings.root(at: .accessibility1))?.kind else {
            Issue.record("settingsList is not a list")
            return
        }
        #expect(selfSizing.rowHeight == nil)
    }

    @Test("the fixed product grid has two columns at standard sizes and one at accessibility sizes")
    func gridColumnsFollowTheCategory() throws {
        let spec = try Self.decoder().decode(fileAt: Self.directory + "/productgrid.fixed.json")
        for category in ContentSizeCategory.allCases {
            guard case .grid(let grid)? = Self.element("products", in: spec.root(at: category))?.kind else {
                Issue.record("products is not a grid at \(category.name)")
                continue
            }
            #expect(grid.columns == (category.isAccessibility ? 1 : 2), "at \(category.name)")
            #expect(grid.itemHeight == nil)
        }
    }

    // MARK: - Walking the element tree

    private static func elements(_ root: ElementSpec) -> [ElementSpec] {
        [root] + root.kind.children.flatMap(elements)
    }

    private static func element(_ id: String, in root: ElementSpec) -> ElementSpec? {
        elements(root).first { $0.id == id }
    }

    /// The label of a label or a button's title.
    private static func text(of element: ElementSpec) -> LabelSpec? {
        switch element.kind {
        case .label(let label): label
        case .button(let button): button.title
        default: nil
        }
    }
}
