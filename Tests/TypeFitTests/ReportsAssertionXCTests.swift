import TypeFit
import XCTest

/// `TypeFit.assertFits` from XCTest, as a team with an XCTest suite would call it.
final class ReportsAssertionXCTests: XCTestCase {
    func testAScreenThatFitsPasses() throws {
        let screens = try TypeFit.assertFits(specAt: TestSupport.fixture("reports/specs/fixed/sign-in.json").path)
        XCTAssertEqual(screens.first?.categories.count, 12)
    }

    func testAScreenThatBreaksThrowsItsReport() {
        XCTAssertThrowsError(try TypeFit.assertFits(specAt: TestSupport.fixture("reports/specs/broken/sign-in.json").path)) { error in
            let failure = error as? FitFailure
            XCTAssertEqual(failure?.failures.count, 12)
            XCTAssertTrue(failure?.description.contains("emailLabel at xLarge…accessibility5") == true)
        }
    }
}
