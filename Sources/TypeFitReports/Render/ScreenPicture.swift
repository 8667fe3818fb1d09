import TypeFitChecks
import TypeFitDynamicType
import TypeFitLayout

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
    public var screenRect: Rect
    /// The screen minus the device's safe-area insets (ending at the keyboard when it is up).
    public var safeArea: Rect
    /// The software keyboard, drawn over the screen, when the spec has it up.
    public var keyboard: Rect?
    /// Elements in drawing order (parents before children, later ones above earlier ones).
    public var elements: [PictureElement]
    /// The findings at this category, in report order.
    public var findings: [Finding]

    public init(spec: String, screen: String, device: String, category: ContentSizeCategory, locale: String? = nil,
                screenRect: Rect, safeArea: Rect, keyboard: Rect? = nil, elements: [PictureElement], findings: [Finding]) {
        self.keyboard = keyboard
        self.spec = spec
        self.screen = screen
        self.device = device
        self.category = category
        self.locale = locale
        self.screenRect = screenRect
        self.safeArea = safeArea
        self.elements = elements
        self.findings = Finding.inReportOrder(findings)
    }

    /// The area the picture must show: the screen and every element frame, text line and
    /// finding outline, however far they run beyond the screen, bounded to `limit` times
    /// the screen's size in each direction so a runaway frame cannot make the picture huge.
    public func canvas(limit: Double = 4) -> Rect {
        var area = screenRect
        for element in elements {
            area = area.union(element.frame)
            for line in element.lines { area = area.union(line.bounds) }
        }
        let maxWidth = screenRect.width * limit, maxHeight = screenRect.height * limit
        let left = max(area.x, screenRect.x - maxWidth), top = max(area.y, screenRect.y - maxHeight)
        let right = min(area.maxX, screenRect.maxX + maxWidth), bottom = min(area.maxY, screenRect.maxY + maxHeight)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
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
