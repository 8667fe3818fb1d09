@_exported import TypeFit

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

extension TypeFit {
    /// Checks the spec at `path` and, when a finding fails under the configuration's `failOn`
    /// (errors, by default) or the spec cannot be read, records a test failure at the line that
    /// called it, with the text report: which element breaks at which category, by how much, and
    /// the fix. Returns the screen reports (empty when the spec could not be checked).
    ///
    /// Inside a Swift Testing test (`Test.current` is set) the failure is an `Issue` at the
    /// caller's source location; otherwise it is an `XCTFail` at the caller's file and line.
    /// The caller's location comes from the defaulted arguments; pass them on from a helper of
    /// your own to have failures point at the helper's caller.
    ///
    /// - Parameters:
    ///   - categories: the categories to check; nil checks the spec's own (all 12 by default).
    ///   - devices: device preset names; nil checks the spec's devices.
    ///   - locales: `all`, or a comma-separated list of locales and pseudo-languages, for a spec
    ///     whose elements name localisation keys.
    ///   - configuration: severities, the fail threshold and the touch-target minimum (`typefit.json`).
    @discardableResult
    public static func assertFits(specAt path: String, categories: CategorySet? = .all, devices: [String]? = nil,
                                  locales: String? = nil, configuration: CheckConfiguration = CheckConfiguration(),
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column) -> [ScreenReport] {
        do throws(FitFailure) {
            return try checkFits(specAt: path, categories: categories, devices: devices, locales: locales,
                                 configuration: configuration)
        } catch {
            recordFailure(error.description, fileID: fileID, filePath: filePath, line: line, column: column)
            return error.screens
        }
    }

    /// Records `message` as a failure of the running test, at the given location, in whichever
    /// framework runs it.
    static func recordFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID.description, filePath: filePath.description,
                                                        line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        preconditionFailure("TypeFit.assertFits: no test framework to record a failure in:\n" + message)
        #endif
    }
}
