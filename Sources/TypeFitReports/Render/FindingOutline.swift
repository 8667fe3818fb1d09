import TypeFitChecks
import TypeFitLayout

/// Where the visual report outlines one finding: a rectangle around each element it names (both
/// elements of an overlap; the screen when the element is not in the picture), and for an
/// overlap the common area to fill.
package struct FindingOutline: Sendable, Hashable {
    /// How far an element's first outline stands outside its area, in points.
    package static let firstOutset = 1.5
    /// How much further in each further outline around the same element is drawn, in points, so
    /// that every finding's colour shows when an element has several.
    package static let nesting = 2.0

    package var finding: Finding
    /// The rectangles to stroke, one per element the finding names.
    package var outlines: [Rect]
    /// For an overlap: the common part of the two elements' areas.
    package var overlap: Rect?

    package init(finding: Finding, outlines: [Rect], overlap: Rect?) {
        self.finding = finding
        self.outlines = outlines
        self.overlap = overlap
    }

    /// The area an outline goes around: the element's frame joined with its text lines (text
    /// may spill out of the frame).
    package static func area(of element: PictureElement) -> Rect {
        element.lines.reduce(element.frame) { $0.union($1.bounds) }
    }
}

extension ScreenPicture {
    /// The outline of each finding, in the order of ``findings``. An element's first outline
    /// stands ``FindingOutline/firstOutset`` outside it; each further finding about the same
    /// element is drawn ``FindingOutline/nesting`` further in, so none hides another.
    package func findingOutlines() -> [FindingOutline] {
        var drawn: [String: Int] = [:]
        return findings.map { finding in
            let targets = elements(for: finding)
            let named = targets.isEmpty ? [(key: "", area: screenRect)] : targets.map { (key: $0.name, area: FindingOutline.area(of: $0)) }
            let outlines = named.map { target in
                let earlier = drawn[target.key, default: 0]
                drawn[target.key] = earlier + 1
                return target.area.outset(by: FindingOutline.firstOutset - FindingOutline.nesting * Double(earlier))
            }
            var overlap: Rect?
            if finding.kind == .overlap, named.count == 2 { overlap = named[0].area.intersection(named[1].area) }
            return FindingOutline(finding: finding, outlines: outlines, overlap: overlap)
        }
    }
}
