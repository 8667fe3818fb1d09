import TypeFitTesting
import XCTest

/// `TypeFit.assertFits` from XCTest, as a team with an XCTest suite would call it.
final class ReportsAssertionXCTests: XCTestCase {
    /// The failures recorded while `capturing` is set, instead of failing this test.
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAScreenThatFitsPasses() throws {
        let screens = TypeFit.assertFits(specAt: TestSupport.fixture("reports/specs/fixed/sign-in.json").path)
        XCTAssertEqual(screens.first?.categories.count, 12)
    }

    func testAScreenThatBreaksFailsAtTheCallersLine() {
        capturing = true
        let line = #line; let screens = TypeFit.assertFits(specAt: TestSupport.fixture("reports/specs/broken/sign-in.json").path)
        capturing = false
        XCTAssertEqual(screens.first?.findings.filter { $0.severity == .error }.count, 12)
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertTrue(captured.first?.description.contains("emailLabel at xLarge…accessibility5") == true)
    }

    func testAScreenThatBreaksThrowsItsReport() {
        XCTAssertThrowsError(try TypeFit.checkFits(specAt: TestSupport.fixture("reports/specs/broken/sign-in.json").path)) { error in
            let failure = error as? FitFailure
            XCTAssertEqual(failure?.failures.count, 12)
            XCTAssertTrue(failure?.description.contains("emailLabel at xLarge…accessibility5") == true)
        }
    }
}
