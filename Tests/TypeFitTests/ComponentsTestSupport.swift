import Testing
import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitLayout

/// What the tests of iOS's components share: the categories each component is laid out at, the
/// type ramp their expected sizes come from, and a screen checked end to end.
protocol ComponentTestSuite {}

extension ComponentTestSuite {
    /// xSmall, large, accessibility1 and accessibility5: the smallest, the default, the first and
    /// the last accessibility size.
    static var categories: [ContentSizeCategory] { [.xSmall, .large, .accessibility1, .accessibility5] }

    /// The bundled type ramp (the decoder's).
    static var ramp: TypeRamp { LayoutTestSupport.decoder.options.ramp }

    /// `root` (an element's JSON) as the root of a screen on `device`, checked at `categories`.
    func report(_ root: String, device: String = "iPhone 15",
                categories: [ContentSizeCategory] = Self.categories) throws -> ScreenReport {
        let spec = try LayoutTestSupport.spec(root, device: device)
        return try OverflowDetector().check(spec, device: spec.devices[0], categories: categories,
                                            engine: LayoutTestSupport.engine)
    }

    /// Decoding `root` fails with a problem that contains `problem`.
    func expectSpecError(_ root: String, containing problem: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try LayoutTestSupport.spec(root)
            Issue.record("expected an error for \(root)", sourceLocation: sourceLocation)
        } catch let error as SpecError {
            #expect(error.problem.contains(problem), "\(error.problem)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("expected a SpecError, got \(error)", sourceLocation: sourceLocation)
        }
    }
}
