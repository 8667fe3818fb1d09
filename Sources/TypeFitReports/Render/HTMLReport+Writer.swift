extension HTMLReport {
    /// A part of the document that grows with the strips: written as strips are added, in order,
    /// and put in its place when the document is finished.
    public enum Part: Int, CaseIterable, Sendable {
        /// The summary's rows, one per strip.
        case screenRows
        /// The locales × categories matrices of the screens drawn in several locales.
        case localeMatrices
        /// The summary's elements × categories matrices, one per strip.
        case matrices
        /// The strips: each screen's frames, drawn inline.
        case strips
    }

    /// A piece of the finished document: text, or a part written while the strips came.
    public enum Piece: Hashable, Sendable {
        case text(String)
        case part(Part)
    }

    /// The document of ``render(_:)`` made as its strips come, holding none of them: each batch
    /// of strips is drawn at once into the parts, which the caller keeps (in a file, for a long
    /// run), and ``finish()`` says how to put the document together. The same strips in the same
    /// order give the same bytes as ``render(_:)``, however they are split into batches, as
    /// long as a batch holds every locale of each screen it has (as a check delivers a spec).
    ///
    /// What stays between batches: the glyph outlines used so far (written once, at the top)
    /// and the keys of the screens drawn in several locales. Not thread-safe.
    public final class Writer {
        /// The report's title, problems and frame width.
        public var report: HTMLReport
        /// How many strips have been added.
        public private(set) var stripCount = 0
        private let glyphs = SVGGlyphTable(idPrefix: "g")
        private let write: (Part, String) -> Void
        private var hasLocaleMatrices = false
        /// `spec NUL device` of every screen added in a locale, for the check that batches keep a
        /// screen's locales together.
        private var localeScreens: Set<String> = []

        /// A writer that hands each part's text to `write` as the strips come, in document order
        /// within each part.
        public init(_ report: HTMLReport, write: @escaping (Part, String) -> Void) {
            self.report = report
            self.write = write
        }

        /// Draws `strips` (the next ones of the document, in order) into the parts.
        public func add(_ strips: [PictureStrip]) {
            guard !strips.isEmpty else { return }
            let first = stripCount
            var screensInLocales: Set<String> = []
            for strip in strips where strip.report.locale != nil {
                screensInLocales.insert(strip.report.spec + "\u{0}" + strip.report.device)
            }
            precondition(localeScreens.isDisjoint(with: screensInLocales),
                         "HTMLReport.Writer: a screen's locales must be added in one batch")
            localeScreens.formUnion(screensInLocales)
            var rows = "", matrices = "", sections = ""
            for (offset, strip) in strips.enumerated() {
                rows += report.screenRow(strip, index: first + offset)
                matrices += report.matrix(strip, index: first + offset)
                sections += report.section(strip, index: first + offset, glyphs: glyphs)
            }
            write(.screenRows, rows)
            let tables = report.localeMatrixTables(strips, firstIndex: first)
            if !tables.isEmpty {
                hasLocaleMatrices = true
                write(.localeMatrices, tables)
            }
            write(.matrices, matrices)
            write(.strips, sections)
            stripCount += strips.count
        }

        /// The document, in order: the text between the parts, and where each part goes. The
        /// head carries every glyph outline the strips drew and the list of ``report``'s problems.
        public func finish() -> [Piece] {
            var pieces: [Piece] = [.text(report.documentStart(glyphs: glyphs) + HTMLReport.summaryStart), .part(.screenRows)]
            if hasLocaleMatrices {
                pieces += [.text("</table>\n" + HTMLReport.localeMatricesStart), .part(.localeMatrices),
                           .text(HTMLReport.localeMatricesEnd + "<div class=\"matrices\">\n")]
            } else {
                pieces.append(.text("</table>\n<div class=\"matrices\">\n"))
            }
            pieces += [.part(.matrices), .text("</div>\n</section>\n" + report.problemList(glyphs: glyphs)), .part(.strips),
                       .text(HTMLReport.documentEnd)]
            return pieces
        }
    }
}
