import TypeFitChecks
import TypeFitJSON

/// What every report format may need besides the report: the configuration the run used
/// (severity levels and the fail threshold), how the terminal looks, and the tool's version.
public struct ReportOptions: Sendable, Hashable {
    /// The configuration of the run: SARIF rules show its levels; ``failingSeverity`` comes from its `failOn`.
    public var configuration: CheckConfiguration
    /// Colour the text report with ANSI escapes (only when writing to a terminal and `NO_COLOR` is unset).
    public var colour: Bool
    /// Use Unicode marks (✓ ✗ …) in the text report; false falls back to ASCII.
    public var unicode: Bool
    /// Only failing screens and the summary (text and GitHub formats).
    public var quiet: Bool
    /// The column the text report wraps at.
    public var width: Int
    /// The version written into SARIF and JSON reports.
    public var toolVersion: String
    /// The absolute `file:` URI of the repository root spec paths are counted from, for SARIF's
    /// `originalUriBaseIds`; nil leaves it unstated (code scanning resolves against the repository).
    public var sourceRootURI: String?

    public init(configuration: CheckConfiguration = CheckConfiguration(), colour: Bool = false, unicode: Bool = true,
                quiet: Bool = false, width: Int = 100, toolVersion: String = ReportOptions.defaultToolVersion,
                sourceRootURI: String? = nil) {
        precondition(width >= 40, "ReportOptions: the text width must be at least 40 columns")
        self.configuration = configuration
        self.colour = colour
        self.unicode = unicode
        self.quiet = quiet
        self.width = width
        self.toolVersion = toolVersion
        self.sourceRootURI = sourceRootURI
    }

    /// The version of TypeFit the reports name.
    public static let defaultToolVersion = "0.1.0"

    /// The least severity reports call a failure: the fail threshold's, or `error` under `--fail-on never`
    /// (which changes the exit code, not what is shown as broken).
    package var failingSeverity: Severity {
        configuration.failOn.minimumSeverity ?? .error
    }

    /// True when reports show `finding` as a failure.
    package func isFailure(_ finding: Finding) -> Bool {
        finding.severity >= failingSeverity
    }
}

/// How a report makes independent pieces of its text (a batch of findings, of screens, of
/// specs): `(count, piece)` returns `piece(0)` to `piece(count - 1)` in that order, made one
/// after another or on several threads at once. A report's text never depends on which.
package typealias PieceMaker = JSONWriter.PieceMaker

/// Takes a report's text as it is made, piece by piece, as UTF-8 bytes.
package typealias ByteSink = JSONWriter.ByteSink

/// How the text, JUnit and GitHub reports hand their pieces over.
enum ReportPieces {
    /// `piece` of `0..<count` cut into ranges of `perPiece`, handed to `sink` in order: made by
    /// `making` when it is given and there is more than one piece, else one after another.
    static func write(count: Int, perPiece: Int, making: PieceMaker?, to sink: ByteSink,
                      piece: @escaping @Sendable (Range<Int>) -> String) {
        let pieceCount = (count + perPiece - 1) / perPiece
        let ranges = (0..<pieceCount).map { $0 * perPiece..<min(count, ($0 + 1) * perPiece) }
        if let making, pieceCount > 1 {
            // A round of pieces at a time, as the JSON writer asks for them: the text held at once
            // stays a few megabytes however long the report.
            let round = JSONWriter.piecesPerRound
            for first in stride(from: 0, to: pieceCount, by: round) {
                let count = min(round, pieceCount - first)
                for text in making(count, { Array(piece(ranges[first + $0]).utf8) }) { sink(text) }
            }
        } else {
            for range in ranges { sink(Array(piece(range).utf8)) }
        }
    }
}

/// The output formats of `typefit check` (`--format`).
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    case text, json, junit, sarif, github

    /// The report in this format.
    public func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        var bytes: [UInt8] = []
        write(report, options: options) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of ``render(_:options:)``, handed to `sink` in pieces as it is made, so that a
    /// large report is never held whole as one string. With `making`, every format makes its
    /// pieces (batches of findings, results, screens or specs) with it; the text is the same
    /// either way.
    package func write(_ report: CheckReport, options: ReportOptions = ReportOptions(),
                      making: PieceMaker? = nil, to sink: ByteSink) {
        switch self {
        case .json: JSONReport.write(report, options: options, making: making, to: sink)
        case .text: TextReport.write(report, options: options, making: making, to: sink)
        case .junit: JUnitReport.write(report, options: options, making: making, to: sink)
        case .github: GitHubReport.write(report, options: options, making: making, to: sink)
        case .sarif: SARIFReport.write(report, options: options, making: making, to: sink)
        }
    }
}
