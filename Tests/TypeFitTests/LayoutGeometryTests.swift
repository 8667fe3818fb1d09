import Testing
@testable import TypeFitLayout

/// Points, sizes and rectangles: the numbers of the frame tree, written for any value, and the
/// rectangle arithmetic the checks and the pictures use.
@Suite struct LayoutGeometryTests {
    /// Huge and non-finite values are written without trapping: two boxes 1.7e308 wide sum to
    /// infinity.
    @Test func pointsFormatHugeAndNonFiniteValuesWithoutTrapping() {
        #expect(formatPoints(1.7e308) == "1.7e+308")
        #expect(formatPoints(-9.3e15) == "-9.3e+15")
        #expect(formatPoints(.infinity) == "inf")
        #expect(formatPoints(.nan) == "nan")
        #expect(formatPoints(999_999_999.5) == "999999999.5")
        #expect(Size(width: 1e300, height: 2).description == "1e+300×2")
    }

    @Test func rectanglesIntersectOnlyBeyondTheTolerance() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil)
        #expect(a.intersection(Rect(x: 9.995, y: 0, width: 5, height: 5), tolerance: 0.01) == nil)
        #expect(a.intersection(Rect(x: 9.995, y: 0, width: 5, height: 5)) != nil)
        #expect(a.outset(by: 2) == Rect(x: -2, y: -2, width: 14, height: 14))
        #expect(a.outset(by: -6) == Rect(x: 6, y: 6, width: 0, height: 0))
        #expect(a.area == 100)
    }
}
