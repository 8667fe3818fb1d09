import TypeFitChecks
import TypeFitDynamicType

/// Everything the visual report draws for one screen on one device at one category: the
/// screen and its safe area, the laid-out elements in drawing order with their text as shaped
/// glyph runs, and the findings at that category.
///
/// A picture is a display list: the SVG and PNG renderers only draw what it holds, so the
/// same picture always gives the same bytes.
public struct ScreenPicture: Sendable, Hashable {
    /// The spec file as given (or the spec's name when built in memory).
    public var spec: String
    /// The screen's name.
    public var screen: String
    public var device: String
    public var category: ContentSizeCategory
    public var locale: String?
    /// The whole screen: (0, 0, device width × height), in points.
    public var screenRect: PictureRect
    /// The screen minus the device's safe-area insets.
    public var safeArea: PictureRect
    /// Elements in drawing order (parents before children, later ones above earlier ones).
    public var elements: [PictureElement]
    /// The findings at this category, in report order.
    public var findings: [Finding]

    public init(spec: String, screen: String, device: String, category: ContentSizeCategory, locale: String? = nil,
                screenRect: PictureRect, safeArea: PictureRect, elements: [PictureElement], findings: [Finding]) {
        self.spec = spec
        self.screen = screen
        self.device = device
        self.category = category
        self.locale = locale
        self.screenRect = screenRect
        self.safeArea = safeArea
        self.elements = elements
        self.findings = findings.sorted(by: Finding.reportOrder)
    }

    /// The area the picture must show: the screen and every element frame, text line and
    /// finding outline, however far they run beyond the screen, bounded to `limit` times
    /// the screen's size in each direction so a runaway frame cannot make the picture huge.
    public func canvas(limit: Double = 4) -> PictureRect {
        var area = screenRect
        for element in elements {
            area = area.union(element.frame)
            for line in element.lines { area = area.union(line.bounds) }
        }
        let maxWidth = screenRect.width * limit, maxHeight = screenRect.height * limit
        let left = max(area.x, screenRect.x - maxWidth), top = max(area.y, screenRect.y - maxHeight)
        let right = min(area.maxX, screenRect.maxX + maxWidth), bottom = min(area.maxY, screenRect.maxY + maxHeight)
        return PictureRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The elements a finding names (its element and, for an overlap, the other one), by display name.
    public func elements(for finding: Finding) -> [PictureElement] {
        let names = [finding.element] + (finding.otherElement.map { [$0] } ?? [])
        return names.compactMap { name in elements.first { $0.name == name } }
    }

    /// The findings that name the element `name`, in report order.
    public func findings(forElement name: String) -> [Finding] {
        findings.filter { $0.element == name || $0.otherElement == name }
    }
}

/// A rectangle in screen points, y growing downwards.
public struct PictureRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = PictureRect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The smallest rectangle holding both.
    public func union(_ other: PictureRect) -> PictureRect {
        let left = min(x, other.x), top = min(y, other.y)
        return PictureRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The common part of both, or nil when they do not meet.
    public func intersection(_ other: PictureRect) -> PictureRect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return PictureRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// True when `other` lies wholly inside this rectangle (with `tolerance` points to spare).
    public func contains(_ other: PictureRect, tolerance: Double = 0.01) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The rectangle grown by `amount` on every side.
    public func outset(by amount: Double) -> PictureRect {
        PictureRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }
}
