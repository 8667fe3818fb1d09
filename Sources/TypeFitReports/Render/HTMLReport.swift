import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout

/// One screen on one device, ready for the visual report: its check report (for the summary)
/// and its picture at each category checked.
public struct PictureStrip: Sendable, Hashable {
    public var report: ScreenReport
    /// The pictures, in category order.
    public var pictures: [ScreenPicture]

    public init(report: ScreenReport, pictures: [ScreenPicture]) {
        self.report = report
        self.pictures = pictures.sorted { $0.category < $1.category }
    }

    /// The strip of a checked screen: one picture per layout the check read, each showing the
    /// report's findings at its category and named after the report's spec.
    public init(report: ScreenReport, layouts: [ScreenLayout]) {
        let pictures = layouts.map { layout in
            var picture = ScreenPicture(layout: layout, findings: report.findings, locale: report.locale)
            picture.spec = report.spec
            return picture
        }
        self.init(report: report, pictures: pictures)
    }
}

/// The visual report: one self-contained HTML file (inline CSS, a little inline JavaScript, no
/// network and no other file) with a summary on top (the matrix of elements × categories per
/// screen, each screen's first failing category, links; with locales, a locales × categories
/// matrix per screen) and, per screen, device and locale, a strip of
/// the category frames side by side, drawn as SVG. Hovering or clicking an element shows its
/// findings at that category.
///
/// Glyph outlines are written once for the whole document and shared by every frame.
/// Deterministic: the same strips give the same bytes.
public struct HTMLReport {
    /// The page title.
    public var title: String
    /// Input problems to list at the top (specs that could not be read).
    public var problems: [InputProblem]
    /// The width of a phone screen in a frame, in pixels; larger screens scale to the same width.
    public var frameWidth: Double

    public init(title: String = "TypeFit report", problems: [InputProblem] = [], frameWidth: Double = 260) {
        precondition(frameWidth > 0 && frameWidth.isFinite, "HTMLReport: frameWidth must be positive")
        self.title = title
        self.problems = problems
        self.frameWidth = frameWidth
    }

    /// The whole HTML document for `strips`.
    public func render(_ strips: [PictureStrip]) -> String {
        let glyphs = SVGGlyphTable(idPrefix: "g")
        var body = ""
        for (index, strip) in strips.enumerated() {
            body += section(strip, index: index, glyphs: glyphs)
        }
        var html = documentStart(glyphs: glyphs)
        html += summary(strips)
        html += problemList(glyphs: glyphs)
        html += body
        html += Self.documentEnd
        return html
    }

    /// The document up to its summary: the head, the glyph outlines `glyphs` holds, the title and legend.
    func documentStart(glyphs: SVGGlyphTable) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(esc(title))</title>\n<style>\n\(HTMLReportAssets.css)</style>\n</head>\n<body>\n"
        html += "<svg class=\"glyphs\" width=\"0\" height=\"0\" aria-hidden=\"true\"><defs>\n"
        html += glyphs.definitions() + "</defs></svg>\n"
        html += "<header>\n<h1>\(esc(title))</h1>\n"
        html += legend()
        return html + "</header>\n<main>\n"
    }

    /// The input problems and the glyphs that could not be drawn, between the summary and the
    /// strips; empty when there are none.
    func problemList(glyphs: SVGGlyphTable) -> String {
        guard !problems.isEmpty || !glyphs.problems.isEmpty else { return "" }
        var html = "<section class=\"problems\"><h2>Problems</h2><ul>\n"
        for problem in problems { html += "<li>\(esc(problem.message))</li>\n" }
        for problem in glyphs.problems { html += "<li>\(esc(problem))</li>\n" }
        return html + "</ul></section>\n"
    }

    /// The document after its strips: the details panel and the script.
    static let documentEnd = "</main>\n<aside id=\"details\" hidden></aside>\n"
        + "<script>\n\(HTMLReportAssets.script)</script>\n</body>\n</html>\n"

    /// The anchor of a strip's section.
    static func anchor(_ index: Int) -> String { "screen-\(index)" }

    // MARK: Summary

    /// Every screen with its first failing category and link, then its matrix.
    func summary(_ strips: [PictureStrip]) -> String {
        var html = Self.summaryStart
        for (index, strip) in strips.enumerated() {
            html += screenRow(strip, index: index)
        }
        html += "</table>\n"
        html += localeMatrices(strips)
        html += "<div class=\"matrices\">\n"
        for (index, strip) in strips.enumerated() {
            html += matrix(strip, index: index)
        }
        return html + "</div>\n</section>\n"
    }

    /// The summary's heading and the head of its table of screens.
    static let summaryStart = "<section class=\"summary\">\n<h2>Summary</h2>\n<table class=\"screens\">\n"
        + "<tr><th>Screen</th><th>Device</th><th>First failing category</th><th>Findings</th></tr>\n"

    /// A screen's row of the summary's table: its name and link, device, first failing category and count.
    func screenRow(_ strip: PictureStrip, index: Int) -> String {
        let report = strip.report
        let failing = report.firstFailingCategory()
        var html = "<tr><td><a href=\"#\(Self.anchor(index))\">\(esc(report.screen))</a>"
        if let locale = report.locale { html += " <span class=\"locale\">\(esc(locale))</span>" }
        html += " <span class=\"spec\">\(esc(report.spec))</span></td><td>\(esc(report.device))</td>"
        if let failing {
            html += "<td class=\"fail\">\(failing.name) (\(failing.shortName))</td>"
        } else {
            html += "<td class=\"pass\">none</td>"
        }
        // Information (by design, intended) never fails: counted apart so a passing screen reads 0.
        let info = report.findings.count { $0.severity == .info }
        return html + "<td>\(report.findings.count - info)" + (info > 0 ? " <span class=\"info\">+ \(info) info</span>" : "") + "</td></tr>\n"
    }

    /// Elements × categories: each cell shows the kinds found there, in their colours.
    func matrix(_ strip: PictureStrip, index: Int) -> String {
        let report = strip.report
        let open = report.findings.isEmpty ? "" : " open"
        var html = "<details class=\"matrix\"\(open)><summary><a href=\"#\(Self.anchor(index))\">"
        html += "\(esc(report.screen)) · \(esc(report.device))"
        if let locale = report.locale { html += " · \(esc(locale))" }
        html += "</a></summary>\n<table>\n<tr><th>Element</th>"
        for category in report.categories {
            html += "<th title=\"\(category.name)\">\(category.shortName)</th>"
        }
        html += "</tr>\n"
        var elements = report.elements
        for finding in report.findings where !elements.contains(finding.element) {
            elements.append(finding.element)
        }
        for element in elements {
            html += "<tr><td class=\"element\">\(esc(element))</td>"
            for category in report.categories {
                let findings = report.findings.filter {
                    $0.category == category && ($0.element == element || $0.otherElement == element)
                }
                guard !findings.isEmpty else {
                    html += "<td></td>"
                    continue
                }
                let tip = findings.map { SVGFrameRenderer.describe($0) }.joined(separator: "\n")
                html += "<td title=\"\(esc(tip))\">"
                var seen: [FindingKind] = []
                for finding in findings where !seen.contains(finding.kind) {
                    seen.append(finding.kind)
                    html += "<span class=\"mark \(finding.severity.rawValue)\" style=\"background:\(FindingStyle.of(finding.kind).colour)\"></span>"
                }
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</table>\n</details>\n"
    }

    /// The legend: finding colours, severities, and what the other marks mean.
    func legend() -> String {
        var html = "<div class=\"legend\">"
        for kind in FindingKind.allCases {
            let style = FindingStyle.of(kind)
            html += "<span class=\"key\"><span class=\"swatch\" style=\"border-color:\(style.colour)\"></span>\(style.label)</span>"
        }
        html += "<span class=\"key\"><span class=\"swatch error\"></span>error</span>"
        html += "<span class=\"key\"><span class=\"swatch warning\"></span>warning</span>"
        html += "<span class=\"key\"><span class=\"swatch info\"></span>info</span>"
        html += "<span class=\"key\"><span class=\"swatch safe\"></span>safe area</span>"
        html += "<span class=\"key\"><span class=\"swatch faded\"></span>beyond the fold (scroll or off screen)</span>"
        return html + "</div>\n"
    }

    // MARK: Strips

    /// One screen on one device: a heading and its frames side by side.
    func section(_ strip: PictureStrip, index: Int, glyphs: SVGGlyphTable) -> String {
        let report = strip.report
        var html = "<section class=\"strip\" id=\"\(Self.anchor(index))\">\n<h2>\(esc(report.screen))"
        html += " <span class=\"device\">\(esc(report.device))</span>"
        if let locale = report.locale { html += " <span class=\"locale\">\(esc(locale))</span>" }
        html += "</h2>\n<p class=\"meta\">\(esc(report.spec)) · "
        if let failing = report.firstFailingCategory() {
            html += "first fails at <strong>\(failing.name)</strong>"
        } else {
            html += "no failing finding"
        }
        html += "</p>\n<div class=\"frames\">\n"
        for picture in strip.pictures {
            let scale = frameWidth / max(1, picture.screenRect.width)
            let renderer = SVGFrameRenderer(pixelsPerPoint: scale, idPrefix: "s\(index)-\(picture.category.rawValue)-")
            let failing = picture.findings.contains { $0.severity == .error }
            html += "<figure class=\"\(failing ? "failing" : "passing")\" data-category=\"\(picture.category.name)\">\n"
            html += "<figcaption><strong>\(picture.category.shortName)</strong> \(picture.category.name)"
            html += " <span class=\"count\">\(picture.findings.count == 0 ? "✓" : "\(picture.findings.count) finding\(picture.findings.count == 1 ? "" : "s")")</span></figcaption>\n"
            html += renderer.frame(picture, glyphs: glyphs, definitions: false)
            html += "</figure>\n"
        }
        return html + "</div>\n</section>\n"
    }

    func esc(_ text: String) -> String { XMLText.escape(text) }
}
