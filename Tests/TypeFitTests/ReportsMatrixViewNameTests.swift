import Testing
@testable import TypeFitReports

/// The matrix cuts long element names between escape units, never inside an escape.
@Suite struct ReportsMatrixViewNameTests {
    let view = MatrixView(screen: ReportsSamples.report.screens[0], style: TextStyle(options: ReportOptions()),
                          options: ReportOptions())

    @Test func anIdIsCutBeforeAnEscapeThatWouldNotFit() {
        // 25 letters then ESC: "\u{1B}" (6 columns) does not fit in the 27 kept; it is left out whole.
        let name = String(repeating: "a", count: 25) + "\u{1B}[31mred"
        #expect(view.shortened(name) == String(repeating: "a", count: 25) + "…")
    }

    @Test func aPathKeepsWholeEscapesFromItsEnd() {
        let name = "$" + String(repeating: "x", count: 30) + "\n" + String(repeating: "y", count: 20)
        let shown = view.shortened(name)
        #expect(shown == "…" + String(repeating: "x", count: 5) + "\\n" + String(repeating: "y", count: 20))
        #expect(shown.count == MatrixView.maximumNameWidth)
    }

    @Test func aShortNameIsOnlyEscaped() {
        #expect(view.shortened("a\tb") == "a\\tb")
    }
}
