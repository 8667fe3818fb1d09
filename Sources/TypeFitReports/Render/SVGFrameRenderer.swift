import TypeFitChecks
import TypeFitLayout
import TypeFitText

/// Draws a `ScreenPicture` as SVG: the screen edge and safe area, the elements as a quiet
/// wireframe, their text from the glyph outlines of the shaped runs, content beyond the fold
/// faded, and every finding outlined in its kind's colour with the facts in `data-`
/// attributes and a `<title>`.
///
/// Layers, bottom to top: the canvas beyond the screen; the screen; every element faded and
/// unclipped (what lies beyond the fold or off the screen); every element again at full
/// strength, clipped to the part that can be seen; the safe area; the finding outlines.
/// Output is deterministic: numbers have fixed decimals, elements keep the picture's order,
/// ids are numbered in order of use, and nothing depends on the clock or the machine.
public struct SVGFrameRenderer {
    /// Pixels per point of the `width` and `height` attributes (the viewBox stays in points).
    public var pixelsPerPoint: Double
    /// Prefix of the ids of this frame's clip paths, unique within the document.
    public var idPrefix: String

    /// Opacity of content that cannot be seen without scrolling, or not at all.
    static let fadedOpacity = "0.25"

    public init(pixelsPerPoint: Double = 1, idPrefix: String = "f") {
        precondition(pixelsPerPoint > 0 && pixelsPerPoint.isFinite, "SVGFrameRenderer: pixelsPerPoint must be positive")
        self.pixelsPerPoint = pixelsPerPoint
        self.idPrefix = SVGFormat.identifier(idPrefix)
    }

    /// A standalone SVG document for `picture`, with its glyph outlines in its own `<defs>`.
    public func document(_ picture: ScreenPicture) -> String {
        let glyphs = SVGGlyphTable(idPrefix: idPrefix + "g")
        let body = frame(picture, glyphs: glyphs, definitions: true)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + body
    }

    /// The `<svg>` element for `picture`. Glyph outlines are taken from `glyphs`; with
    /// `definitions` they are written into this frame's `<defs>`, otherwise the caller
    /// writes `glyphs.definitions()` once elsewhere in the document.
    package func frame(_ picture: ScreenPicture, glyphs: SVGGlyphTable, definitions: Bool) -> String {
        let canvas = picture.canvas().outset(by: 8)
        var clips = ClipTable(prefix: idPrefix + "c")
        var content = ""
        var faded = ""
        for element in picture.elements {
            let drawing = draw(element, glyphs: glyphs)
            faded += drawing
            if let area = element.visibleArea {
                let clip = clips.id(for: area)
                content += "<g class=\"element\" clip-path=\"url(#\(clip))\" data-element=\"\(XMLText.escape(element.name))\""
                content += " data-kind=\"\(element.kind.rawValue)\">\n"
                content += "<title>\(XMLText.escape(elementTitle(element, picture: picture)))</title>\n"
                content += drawing + "</g>\n"
            }
        }

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        svg += " viewBox=\"\(n(canvas.x)) \(n(canvas.y)) \(n(canvas.width)) \(n(canvas.height))\""
        svg += " width=\"\(n(canvas.width * pixelsPerPoint, 0))\" height=\"\(n(canvas.height * pixelsPerPoint, 0))\""
        svg += " class=\"frame\" data-screen=\"\(XMLText.escape(picture.screen))\""
        svg += " data-device=\"\(XMLText.escape(picture.device))\" data-category=\"\(picture.category.name)\""
        svg += " data-findings=\"\(picture.findings.count)\">\n"
        svg += "<title>\(XMLText.escape("\(picture.screen) · \(picture.device) · \(picture.category.name)"))</title>\n"
        svg += "<rect class=\"canvas\" x=\"\(n(canvas.x))\" y=\"\(n(canvas.y))\" width=\"\(n(canvas.width))\""
        svg += " height=\"\(n(canvas.height))\" fill=\"#eceff3\"/>\n"
        svg += rect(picture.screenRect, attributes: "class=\"screen\" fill=\"#ffffff\" stroke=\"#343a40\" stroke-width=\"1.5\"")
        svg += "<g class=\"beyond\" opacity=\"\(Self.fadedOpacity)\" pointer-events=\"none\">\n" + faded + "</g>\n"
        svg += "<g class=\"content\">\n" + content + "</g>\n"
        if let keyboard = picture.keyboard {
            svg += rect(keyboard, attributes: "class=\"keyboard\" fill=\"#adb5bd\" fill-opacity=\"0.6\" pointer-events=\"none\"")
        }
        svg += rect(picture.safeArea, attributes: "class=\"safe-area\" fill=\"none\" stroke=\"#4dabf7\" stroke-width=\"0.75\" stroke-dasharray=\"4 3\" pointer-events=\"none\"")
        svg += findingOutlines(picture)
        let glyphDefinitions = definitions ? glyphs.definitions() : ""
        svg += "<defs>\n" + clips.definitions() + glyphDefinitions + "</defs>\n"
        svg += "</svg>\n"
        return svg
    }

    // MARK: Elements

    /// The element's box (wireframe), scroll viewport and text, without clipping.
    func draw(_ element: PictureElement, glyphs: SVGGlyphTable) -> String {
        var text = ""
        let style: String
        if element.isInteractive {
            style = "fill=\"#e7f5ff\" stroke=\"#74c0fc\""
        } else if element.isOpaque {
            style = "fill=\"#f8f9fa\" stroke=\"#ced4da\""
        } else {
            style = "fill=\"none\" stroke=\"#ced4da\""
        }
        text += rect(element.frame, attributes: "class=\"box\" \(style) stroke-width=\"0.5\"")
        if let viewport = element.scrollViewport {
            text += rect(viewport, attributes: "class=\"viewport\" fill=\"none\" stroke=\"#adb5bd\" stroke-width=\"0.75\" stroke-dasharray=\"2 2\"")
        }
        for line in element.lines {
            text += draw(line, glyphs: glyphs)
        }
        return text
    }

    /// One text line: a group at the line's origin (left edge, baseline) holding one `<use>`
    /// per glyph, at the glyph's x position and offset from the shaped run.
    func draw(_ line: PictureTextLine, glyphs: SVGGlyphTable) -> String {
        var text = "<g class=\"line\" fill=\"#212529\" transform=\"translate(\(n(line.x, 3)) \(n(line.baseline, 3)))\""
        text += " data-text=\"\(XMLText.escape(line.text))\">\n"
        for run in line.runs {
            for index in run.glyphs.indices {
                guard let reference = glyphs.reference(fontFile: run.fontFile, glyph: run.glyphs[index]) else { continue }
                let scale = run.size * reference.unitScale
                let x = index < run.xPositions.count ? run.xPositions[index] : 0
                let y = index < run.yOffsets.count ? -run.yOffsets[index] : 0
                text += "<use href=\"#\(reference.id)\" transform=\"matrix(\(n(scale, 6)) 0 0 \(n(-scale, 6)) \(n(x, 3)) \(n(y, 3)))\"/>\n"
            }
        }
        return text + "</g>\n"
    }

    /// The element's `<title>`: its name and kind, and its findings at this category.
    func elementTitle(_ element: PictureElement, picture: ScreenPicture) -> String {
        var title = "\(element.name) (\(element.kind.rawValue))"
        for finding in picture.findings(forElement: element.name) {
            title += "\n" + Self.describe(finding)
        }
        return title
    }

    // MARK: Findings

    /// One outline per finding, over the element (both elements and their common area for an
    /// overlap; the screen when the element is not in the picture); further outlines around the
    /// same element nest inside the first (see ``ScreenPicture/findingOutlines()``).
    func findingOutlines(_ picture: ScreenPicture) -> String {
        var text = "<g class=\"findings\">\n"
        for (index, outline) in picture.findingOutlines().enumerated() {
            let finding = outline.finding
            let style = FindingStyle.of(finding.kind)
            var attributes = "class=\"finding finding-\(finding.kind.rawValue)\" data-index=\"\(index)\""
            attributes += " data-kind=\"\(finding.kind.rawValue)\" data-severity=\"\(finding.severity.rawValue)\""
            attributes += " data-element=\"\(XMLText.escape(finding.element))\""
            if let other = finding.otherElement { attributes += " data-other=\"\(XMLText.escape(other))\"" }
            attributes += " data-category=\"\(finding.category.name)\""
            for number in finding.numbers {
                attributes += " data-\(Self.attributeName(number.name))=\"\(n(number.value))\""
            }
            attributes += " data-message=\"\(XMLText.escape(finding.message))\""
            if let suggestion = finding.suggestion { attributes += " data-suggestion=\"\(XMLText.escape(suggestion))\"" }
            if let shown = finding.shownText { attributes += " data-shown=\"\(XMLText.escape(shown))\"" }
            text += "<g \(attributes) stroke=\"\(style.colour)\" fill=\"\(style.colour)\">\n"
            text += "<title>\(XMLText.escape(Self.describe(finding)))</title>\n"
            var dash = ""
            if let pattern = FindingStyle.dashArray(for: finding.severity) { dash = " stroke-dasharray=\"\(pattern)\"" }
            for box in outline.outlines {
                text += rect(box, attributes: "fill-opacity=\"0.07\" stroke-width=\"2\"\(dash)")
            }
            if let common = outline.overlap {
                text += rect(common, attributes: "class=\"overlap-area\" fill-opacity=\"0.3\" stroke=\"none\"")
            }
            text += "</g>\n"
        }
        return text + "</g>\n"
    }

    /// One line about a finding: kind, severity and category, the numbers, the message.
    package static func describe(_ finding: Finding) -> String {
        var text = "\(finding.kind.rawValue) (\(finding.severity.rawValue)) at \(finding.category.name)"
        if let needed = finding.number("needed"), let available = finding.number("available") {
            text += ": needs \(SVGFormat.number(needed, decimals: 1)) pt, has \(SVGFormat.number(available, decimals: 1)) pt"
        }
        text += ". " + finding.message
        if let shown = finding.shownText { text += " Shows “\(shown)”." }
        if let suggestion = finding.suggestion { text += " " + suggestion }
        return text
    }

    /// A finding number's name as a `data-` attribute name: "linesNeeded" → "lines-needed".
    static func attributeName(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if ("A"..."Z").contains(scalar) {
                result += "-" + String(scalar).lowercased()
            } else if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" {
                result.unicodeScalars.append(scalar)
            } else {
                result += "-"
            }
        }
        return result.isEmpty ? "number" : result
    }

    // MARK: Helpers

    private func rect(_ box: Rect, attributes: String) -> String {
        "<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(max(0, box.width)))\" height=\"\(n(max(0, box.height)))\" \(attributes)/>\n"
    }

    private func n(_ value: Double, _ decimals: Int = 2) -> String {
        SVGFormat.number(value, decimals: decimals)
    }
}

/// The clip rectangles of one frame, numbered in order of first use.
private struct ClipTable {
    let prefix: String
    private var ids: [Rect: String] = [:]
    private var order: [Rect] = []

    init(prefix: String) {
        self.prefix = prefix
    }

    mutating func id(for area: Rect) -> String {
        if let known = ids[area] { return known }
        let id = "\(prefix)\(order.count)"
        ids[area] = id
        order.append(area)
        return id
    }

    func definitions() -> String {
        var text = ""
        for area in order {
            guard let id = ids[area] else { continue }
            text += "<clipPath id=\"\(id)\"><rect x=\"\(SVGFormat.number(area.x))\" y=\"\(SVGFormat.number(area.y))\""
            text += " width=\"\(SVGFormat.number(area.width))\" height=\"\(SVGFormat.number(area.height))\"/></clipPath>\n"
        }
        return text
    }
}
