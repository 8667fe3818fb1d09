import Foundation
import Testing

/// Golden files: text a test makes, compared with a file recorded under `Fixtures/`.
///
/// `TYPEFIT_RECORD=1 swift test --filter NAME` writes the files from what the tests make instead
/// of comparing; review the diff before committing it. A missing file is written and fails the
/// test, so a new golden file is never taken on trust.
enum Golden {
    /// True when `TYPEFIT_RECORD=1`: tests write their golden files instead of comparing.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["TYPEFIT_RECORD"] == "1"
    }

    /// Compares `actual` with the file at `fixture` (relative to `Fixtures/`). On a difference it
    /// records an issue that shows the first differing lines; `note` says what else to update
    /// when the change is intended.
    static func assertMatches(_ actual: String, fixture: String, note: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = TestSupport.fixture(fixture)
        guard !isRecording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            if !isRecording {
                Issue.record(Comment(rawValue: "recorded the missing \(fixture); review it and run again"),
                             sourceLocation: sourceLocation)
            }
            return
        }
        guard actual != expected else { return }
        var message = "\(fixture) differs from what the test made:\n" + difference(expected: expected, actual: actual)
        message += "\n(TYPEFIT_RECORD=1 records it again" + (note.map { "; then " + $0 } ?? "") + ")"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The lines where `expected` and `actual` first differ: the lines in neither's common start
    /// and end, each side cut at `limit` lines, `-` for the file's, `+` for the test's, with line
    /// numbers and one line of context before.
    static func difference(expected: String, actual: String, limit: Int = 6) -> String {
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        while start < want.count, start < got.count, want[start] == got[start] { start += 1 }
        var end = 0
        while end < want.count - start, end < got.count - start, want[want.count - 1 - end] == got[got.count - 1 - end] {
            end += 1
        }
        var lines: [String] = []
        if start > 0 { lines.append("  \(start): \(want[start - 1])") }
        func show(_ side: [Substring], _ sign: String) {
            let changed = side[start..<(side.count - end)]
            for (offset, line) in changed.prefix(limit).enumerated() {
                lines.append("\(sign) \(start + offset + 1): \(line)")
            }
            if changed.count > limit { lines.append("\(sign) … \(changed.count - limit) more lines") }
        }
        show(want, "-")
        show(got, "+")
        return lines.joined(separator: "\n")
    }
}
