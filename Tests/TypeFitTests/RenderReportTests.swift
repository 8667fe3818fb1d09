import Foundation
import Testing
import TypeFit
import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout
@testable import TypeFitReports
import TypeFitText

/// The visual report: the `Layouts/` screens drawn at every category, checked structurally
/// (frames, glyphs for every visible line, finding outlines), byte-identical when drawn twice,
/// and right-to-left and Devanagari lines placed exactly as shaped.
@Suite("Render: SVG and HTML report")
struct RenderReportTests {
    private static let builder = VisualReportBuilder(engine: LayoutEngine(text: TextTestSupport.engine))

    private static func spec(_ relative: String) throws -> ScreenSpec {
        try SpecDecoder(options: SpecDecoder.Options(ramp: TypeRamp.standard()))
            .decode(fileAt: TextTestSupport.repositoryRoot + "/" + relative)
    }

    private static func strips(_ relative: String) throws -> [PictureStrip] {
        let spec = try spec(relative)
        return try builder.strips(for: spec, devices: Array(spec.devices.prefix(1)), categories: ContentSizeCategory.allCases)
    }

    /// The spec files of `Layouts/`, sorted.
    private static let layoutFiles: [String] = {
        let directory = TextTestSupport.repositoryRoot + "/Layouts"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "Layouts/" + $0 }
    }()

    /// The text between the first `<g class="content">` and the findings layer: what is drawn at full strength.
    private static func contentLayer(_ svg: String) -> Substring {
        guard let start = svg.range(of: "<g class=\"content\">"),
              let end = svg.range(of: "<g class=\"findings\">", range: start.upperBound..<svg.endIndex) else { return "" }
        return svg[start.upperBound..<end.lowerBound]
    }

    private static func count(_ needle: String, in text: some StringProtocol) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func theLayoutsScreensAreThere() {
        #expect(Self.layoutFiles.count >= 2)
    }

    @Test(arguments: layoutFiles)
    func everyLayoutsScreenDrawsTwelveFramesWithGlyphsAndFindingOutlines(_ file: String) throws {
        let strips = try Self.strips(file)
        let strip = try #require(strips.first)
        #expect(strip.pictures.map(\.category) == ContentSizeCategory.allCases)
        let html = HTMLReport().render(strips)
        #expect(Self.count("<svg xmlns=\"http://www.w3.org/2000/svg\"", in: html) == 12)
        #expect(Self.count("<figure ", in: html) == 12)
        #expect(!html.contains("http://") || !html.contains("src=\"http"))
        #expect(!html.contains("<link") && !html.contains("<img") && !html.contains("src="))

        for picture in strip.pictures {
            let svg = SVGFrameRenderer().document(picture)
            let content = Self.contentLayer(svg)
            // Glyphs for every line that can be seen.
            for element in picture.elements {
                guard let visible = element.visibleArea else { continue }
                for line in element.lines where line.glyphCount > 0 && visible.intersection(line.bounds) != nil {
                    let marker = "data-text=\"\(Self.escaped(line.text))\">\n<use href=\"#"
                    #expect(content.contains(marker), "\(file) \(picture.category.name): no glyphs for “\(line.text)” of \(element.name)")
                }
            }
            // One outline per finding, naming its element, in the finding's colour.
            #expect(Self.count("<g class=\"finding finding-", in: svg) == picture.findings.count)
            for finding in picture.findings {
                let colour = FindingStyle.of(finding.kind).colour
                #expect(svg.contains("data-kind=\"\(finding.kind.rawValue)\" data-severity=\"\(finding.severity.rawValue)\" data-element=\"\(Self.escaped(finding.element))\""))
                #expect(svg.contains("stroke=\"\(colour)\""))
            }
            // Glyph outlines are defined once and used by reference.
            let definitions = Self.count("<path id=\"", in: svg)
            #expect(definitions > 0)
            #expect(Self.count("<use href=\"#", in: svg) >= definitions)
        }
        let findings = strip.pictures.reduce(0) { $0 + $1.findings.count }
        #expect(findings == strip.report.findings.count)
    }

    @Test func brokenScreensShowFindingsAndFixedOnesFewer() throws {
        let broken = try #require(try Self.strips("Layouts/signin.broken.json").first)
        let fixed = try #require(try Self.strips("Layouts/signin.fixed.json").first)
        #expect(broken.report.firstFailingCategory() != nil)
        #expect(fixed.report.firstFailingCategory() == nil)
        let html = HTMLReport().render([broken, fixed])
        #expect(html.contains("first fails at <strong>\(broken.report.firstFailingCategory()?.name ?? "")</strong>"))
        #expect(html.contains("href=\"#screen-0\"") && html.contains("href=\"#screen-1\""))
        #expect(html.contains("no failing finding"))
        // Content below the fold is drawn faded as well as clipped to the screen.
        #expect(html.contains("<g class=\"beyond\" opacity=\"0.25\""))
        #expect(broken.pictures.contains { $0.elements.contains { !$0.isFullyVisible } })
    }

    /// A screen with the keyboard up draws the keyboard over the bottom of the screen, at the
    /// frame the layout gives it (iPhone 15: 335 pt with the QuickType bar); others draw none.
    @Test func theKeyboardIsDrawnWhereTheLayoutPutsIt() throws {
        let picture = try #require(try Self.strips("Layouts/signin-keyboard.broken.json").first?.pictures.last)
        #expect(picture.keyboard == Rect(x: 0, y: 517, width: 393, height: 335))
        let svg = SVGFrameRenderer().document(picture)
        #expect(Self.count("class=\"keyboard\"", in: svg) == 1)
        #expect(svg.contains("<rect x=\"0\" y=\"517\" width=\"393\" height=\"335\" class=\"keyboard\""))
        let plain = try #require(try Self.strips("Layouts/signin.fixed.json").first?.pictures.last)
        #expect(plain.keyboard == nil && !SVGFrameRenderer().document(plain).contains("class=\"keyboard\""))
    }

    @Test func renderingIsDeterministic() throws {
        let first = HTMLReport().render(try Self.strips("Layouts/signin.broken.json") + Self.strips("Layouts/article.broken.json"))
        let second = HTMLReport().render(try Self.strips("Layouts/signin.broken.json") + Self.strips("Layouts/article.broken.json"))
        #expect(first == second)
        let picture = try #require(try Self.strips("Layouts/productgrid.broken.json").first?.pictures.last)
        #expect(SVGFrameRenderer().document(picture) == SVGFrameRenderer().document(picture))
        let png = try PictureRasterizer(pixelsPerPoint: 1).png(picture)
        #expect(png == (try PictureRasterizer(pixelsPerPoint: 1).png(picture)))
    }

    /// A device of any size gives a PNG within the pixel limit, drawn at a smaller scale.
    @Test func aHugeScreenIsDrawnWithinThePixelLimit() throws {
        let spec = try SpecDecoder(options: SpecDecoder.Options(ramp: TypeRamp.standard())).decode(bytes: Array("""
            {"typefit": 1, "name": "Wall", "device": {"name": "Wall", "width": 100000, "height": 100000},
             "root": {"type": "label", "text": "Hi"}}
            """.utf8), path: "wall.json")
        let strips = try Self.builder.strips(for: spec, devices: spec.devices, categories: [.large])
        let picture = try #require(strips.first?.pictures.first)
        let image = try PictureRasterizer().rgba(picture)
        #expect(image.width * image.height <= PictureRasterizer.maximumPixels)
        #expect(image.width > 2_000 && image.pixels.count == image.width * image.height * 4)
    }

    // MARK: Right to left and Devanagari

    /// One label's text laid out by the engine and drawn into a frame: the glyph ids and x
    /// positions of its `<use>` elements, in document order.
    private func drawnGlyphs(_ text: String, family: String, size: Double,
                             boxWidth: Double = 300) throws -> (glyphs: [UInt32], xs: [Double], line: PictureTextLine) {
        let layout = try TextTestSupport.layout(text, family: family, size: size)
        let lines = PictureTextLine.place(layout, boxTop: 100) { line in
            20 + (line.isRightToLeft ? boxWidth - line.width : 0)
        }
        let element = PictureElement(name: "label", kind: .label,
                                     frame: Rect(x: 20, y: 100, width: boxWidth, height: layout.height),
                                     depth: 0, visibleArea: Rect(x: 0, y: 0, width: 390, height: 844), lines: lines)
        let picture = ScreenPicture(spec: "test", screen: "test", device: "iPhone 14", category: .large,
                                    screenRect: Rect(x: 0, y: 0, width: 390, height: 844),
                                    safeArea: Rect(x: 0, y: 47, width: 390, height: 763),
                                    elements: [element], findings: [])
        let svg = SVGFrameRenderer().document(picture)
        let content = Self.contentLayer(svg)
        var glyphs: [UInt32] = []
        var xs: [Double] = []
        for part in content.components(separatedBy: "<use href=\"#f").dropFirst() {
            // `g0-769" transform="matrix(0.02 0 0 -0.02 9.68 0)"/>`
            let id = part.prefix { $0 != "\"" }
            let glyph = UInt32(id.split(separator: "-").last ?? "") ?? UInt32.max
            let matrix = part.split(separator: "(")[1].prefix { $0 != ")" }.split(separator: " ")
            glyphs.append(glyph)
            xs.append(Double(matrix[4]) ?? .nan)
        }
        #expect(lines.count == 1)
        return (glyphs, xs, try #require(lines.first))
    }

    @Test func arabicGlyphsAreDrawnInVisualOrderWhereTheyWereShaped() throws {
        // `hb-shape --no-glyph-names Fonts/Noto/NotoSansArabic-Regular.ttf "سلام"` (upem 1000):
        // [769=3+484|705=1+599|1077=0+784]: meem first on the left, the lam-alef ligature, seen last.
        let drawn = try drawnGlyphs("سلام", family: "Noto Sans Arabic", size: 20)
        #expect(drawn.glyphs == [769, 705, 1077])
        #expect(drawn.xs == [0, 9.68, 21.66])
        let run = try #require(drawn.line.runs.first)
        #expect(run.isRightToLeft)
        #expect(drawn.xs == run.xPositions.map { ($0 * 1000).rounded() / 1000 })
        // Natural alignment puts a right-to-left line against the box's right edge.
        #expect(abs(drawn.line.x + drawn.line.width - 320) < 1e-9)
    }

    @Test func devanagariGlyphsAreDrawnReorderedAsShaped() throws {
        // `hb-shape --no-glyph-names Fonts/Noto/NotoSansDevanagari-Regular.ttf "हिन्दी"` (upem 1000):
        // [607=0+259|61=0+531|202=2+309|42=4+520|653=4+259]: the i-matra drawn before its consonant.
        let drawn = try drawnGlyphs("हिन्दी", family: "Noto Sans Devanagari", size: 20)
        #expect(drawn.glyphs == [607, 61, 202, 42, 653])
        #expect(drawn.xs == [0, 5.18, 15.8, 21.98, 32.38])
        let run = try #require(drawn.line.runs.first)
        #expect(drawn.xs == run.xPositions.map { ($0 * 1000).rounded() / 1000 })
        #expect(drawn.line.x == 20)
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    /// Several findings on one element are outlined one inside the other, 2 pt apart, so each shows.
    @Test func furtherOutlinesAroundAnElementNestInside() {
        func finding(_ kind: FindingKind, _ element: String, other: String? = nil) -> Finding {
            Finding(spec: "s", screen: "s", device: "d", category: .large, kind: kind, severity: .error,
                    element: element, otherElement: other, message: kind.rawValue)
        }
        let button = PictureElement(name: "button", kind: .button, frame: Rect(x: 10, y: 10, width: 100, height: 40),
                                    depth: 0, visibleArea: Rect(x: 0, y: 0, width: 390, height: 844))
        let label = PictureElement(name: "label", kind: .label, frame: Rect(x: 50, y: 30, width: 100, height: 40),
                                   depth: 0, visibleArea: Rect(x: 0, y: 0, width: 390, height: 844))
        let picture = ScreenPicture(spec: "s", screen: "s", device: "d", category: .large,
                                    screenRect: Rect(x: 0, y: 0, width: 390, height: 844),
                                    safeArea: Rect(x: 0, y: 47, width: 390, height: 763), elements: [button, label],
                                    findings: [finding(.truncated, "button"), finding(.offscreen, "button"),
                                               finding(.overlap, "button", other: "label")])
        let outlines = picture.findingOutlines()
        #expect(outlines.map(\.finding) == picture.findings)
        let aroundButton = outlines.flatMap(\.outlines).filter { $0.midX == 60 && $0.midY == 30 }
        #expect(aroundButton.map(\.width) == [103, 99, 95])
        let overlap = outlines.first { $0.finding.kind == .overlap }
        #expect(overlap?.overlap == Rect(x: 50, y: 30, width: 60, height: 20))
        #expect(overlap?.outlines.last == Rect(x: 48.5, y: 28.5, width: 103, height: 43))
        let svg = SVGFrameRenderer().document(picture)
        #expect(svg.contains("<rect x=\"8.5\" y=\"8.5\" width=\"103\" height=\"43\""))
        #expect(svg.contains("<rect x=\"10.5\" y=\"10.5\" width=\"99\" height=\"39\""))
        #expect(svg.contains("<rect x=\"12.5\" y=\"12.5\" width=\"95\" height=\"35\""))
    }
}
