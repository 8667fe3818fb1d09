@_exported import TypeFitChecks
@_exported import TypeFitDynamicType
@_exported import TypeFitLayout
@_exported import TypeFitLocalization
@_exported import TypeFitReports
@_exported import TypeFitText

/// TypeFit as a library: check screen specs from Swift code and tests.
///
/// ```swift
/// import TypeFit
///
/// let report = try TypeFit.check(specAt: "Layouts/sign-in.json")   // [ScreenReport], one per device
/// print(TextReport.render(CheckReport(screens: report)))
///
/// // Throws a FitFailure whose description is the text report when the screen breaks.
/// try TypeFit.checkFits(specAt: "Layouts/sign-in.json", categories: .all)
/// ```
///
/// In tests, `import TypeFitTesting` and call `TypeFit.assertFits(specAt:)`: it records a failing
/// screen as a failure at its own line, in XCTest and in Swift Testing.
///
/// `import TypeFit` is all a program needs. The library's public surface is:
/// - **check**: ``Checker`` (``Checker/check(paths:options:relativeTo:)``,
///   ``Checker/check(specAt:configuration:locales:strings:)``, ``Checker/check(spec:configuration:)``),
///   the static functions here, ``CheckOptions``, `CheckConfiguration` (`typefit.json`), `Baseline`,
///   ``Shard``, ``FontSettings``, ``CheckError``;
/// - **layout**: `SpecDecoder`, `ScreenSpec`, `LayoutEngine` and the frame tree it makes
///   (`ScreenLayout`, `LayoutNode`), content size categories and text styles;
/// - **measure**: `TextEngine`, `TextRequest`, `TextLayout`;
/// - **findings**: `Finding`, `FindingKind` with each kind's `RuleDescription`, `Severity`,
///   `ScreenReport`, `CheckReport`;
/// - **reports**: `TextReport`, `JSONReport`, `JUnitReport`, `SARIFReport`, `GitHubReport`
///   (`ReportFormat`, `ReportOptions`), and the visual report (`HTMLReport`, `ScreenPicture`,
///   `SVGFrameRenderer`, `PictureRasterizer`, ``VisualReportBuilder``).
///
/// These are the public declarations of the modules re-exported above; what the package's
/// modules share among themselves (the overflow detector, the work pool, streaming report
/// writers, performance switches) is `package` and not part of it.
///
/// The functions here share one ``Checker`` (fonts, text engine, layout engine), made on first
/// use from the bundled fonts (`Fonts/`, or `$TYPEFIT_FONTS`). Make your own ``Checker`` to use
/// other fonts or to control its lifetime.
public enum TypeFit {
    /// The checker the static functions use, made once.
    public static func sharedChecker() throws(CheckError) -> Checker {
        try shared.get()
    }

    private static let shared: Result<Checker, CheckError> = {
        do throws(CheckError) {
            return .success(try Checker())
        } catch {
            return .failure(error)
        }
    }()

    /// Checks a decoded spec on its first device (or `device`, a preset name) at `categories`
    /// (the spec's own when nil); severities and the touch-target minimum come from `configuration`.
    public static func check(spec: ScreenSpec, categories: CategorySet? = nil, device: String? = nil,
                             configuration: CheckConfiguration = CheckConfiguration()) throws(CheckError) -> ScreenReport {
        let checker = try sharedChecker()
        var configuration = configuration
        if let categories { configuration.categories = categories }
        if let device { configuration.devices = [device] }
        let reports = try checker.check(spec: spec, configuration: configuration)
        guard let first = reports.first else {
            throw CheckError.noDevice(spec: spec.sourcePath ?? spec.name)
        }
        return first
    }

    /// Reads the spec at `path` and checks it on each of its devices (or the configuration's).
    public static func check(specAt path: String, configuration: CheckConfiguration = CheckConfiguration()) throws(CheckError) -> [ScreenReport] {
        try sharedChecker().check(specAt: path, configuration: configuration)
    }

    /// Checks every spec in `paths` (files, or folders searched recursively for `*.json`), as
    /// `typefit check` does: specs that cannot be read are reported as problems, not thrown.
    public static func check(paths: [String], options: CheckOptions = CheckOptions()) throws(CheckError) -> CheckReport {
        try sharedChecker().check(paths: paths, options: options).report
    }
}
