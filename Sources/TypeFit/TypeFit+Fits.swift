import TypeFitChecks
import TypeFitDynamicType
import TypeFitReports

/// A screen that does not fit, or could not be checked: thrown by ``TypeFit/checkFits(specAt:categories:devices:locales:configuration:)``.
///
/// Its ``description`` is the text report of the failures, so a failing test shows which element
/// breaks at which category, by how much, and how to fix it.
public struct FitFailure: Error, Sendable, CustomStringConvertible {
    /// The screens checked (with all their findings); empty when the spec could not be checked.
    public var screens: [ScreenReport]
    /// The findings that failed under the configuration's fail threshold.
    public var failures: [Finding]
    /// The readable message.
    public var description: String

    public init(screens: [ScreenReport], failures: [Finding], description: String) {
        self.screens = screens
        self.failures = failures
        self.description = description
    }
}

extension TypeFit {
    /// Checks the spec at `path` and throws a ``FitFailure`` with a readable report when any
    /// finding fails under the configuration's `failOn` (errors, by default), or when the spec
    /// cannot be read. Returns the screen reports when the screen fits, for further checks.
    ///
    /// In a test, `TypeFit.assertFits` of the `TypeFitTesting` module calls this and records the
    /// failure at the line that called it, in XCTest and in Swift Testing.
    ///
    /// - Parameters:
    ///   - categories: the categories to check; nil checks the spec's own (all 12 by default).
    ///   - devices: device preset names; nil checks the spec's devices.
    ///   - locales: `all`, or a comma-separated list of locales and pseudo-languages, for a spec
    ///     whose elements name localisation keys (``Checker/check(specAt:configuration:locales:strings:)``).
    @discardableResult
    public static func checkFits(specAt path: String, categories: CategorySet? = .all, devices: [String]? = nil,
                                 locales: String? = nil,
                                 configuration: CheckConfiguration = CheckConfiguration()) throws(FitFailure) -> [ScreenReport] {
        var configuration = configuration
        if let categories { configuration.categories = categories }
        if let devices { configuration.devices = devices }
        let screens: [ScreenReport]
        do {
            screens = try sharedChecker().check(specAt: path, configuration: configuration, locales: locales)
        } catch {
            throw FitFailure(screens: [], failures: [], description: "\(path) could not be checked: \(error)")
        }
        let failures = screens.flatMap(\.findings).filter(configuration.fails)
        guard failures.isEmpty else {
            let failing = screens.map { screen in
                var copy = screen
                copy.findings = screen.findings.filter(configuration.fails)
                return copy
            }
            let options = ReportOptions(configuration: configuration, quiet: true)
            let text = TextReport.render(CheckReport(screens: failing), options: options)
            throw FitFailure(screens: screens, failures: failures,
                             description: "\(path) does not fit:\n" + text)
        }
        return screens
    }
}
