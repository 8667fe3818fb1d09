import TypeFitChecks
import TypeFitLayout
import TypeFitText

extension ScreenPicture {
    /// The picture of a laid-out screen: its frame tree in drawing order, each element's
    /// visible area (the screen, cut by enclosing scroll viewports and by ancestors that clip,
    /// such as the cells of a fixed-height list), and its text lines placed by their alignment.
    ///
    /// - Parameters:
    ///   - layout: the screen laid out at one category.
    ///   - findings: the findings at `layout.category`; others are left out.
    public init(layout: ScreenLayout, findings: [Finding], locale: String? = nil) {
        let screen = layout.screen
        var elements: [PictureElement] = []

        func visit(_ node: LayoutNode, depth: Int, visible: Rect?) {
            var picture = PictureElement(
                name: node.displayName, kind: node.kind, frame: node.frame, depth: depth,
                visibleArea: visible, isInteractive: node.isInteractive, isOpaque: node.isOpaque,
                scrollViewport: node.scroll.map { $0.viewport })
            if let placement = node.text {
                let box = placement.frame
                picture.lines = PictureTextLine.place(placement.layout, boxTop: box.y) { line in
                    box.x + Self.offset(of: line, in: box.width, alignment: placement.alignment,
                                        screenDirection: layout.direction)
                }
            }
            elements.append(picture)

            // What the children may show: cut by this element when it clips or scrolls.
            var inner = visible
            if node.clipsToBounds { inner = inner?.intersection(node.frame) }
            if let scroll = node.scroll { inner = inner?.intersection(scroll.viewport) }
            for child in node.children {
                visit(child, depth: depth + 1, visible: inner)
            }
        }
        visit(layout.root, depth: 0, visible: screen)

        self.init(spec: layout.specPath ?? layout.specName, screen: layout.specName, device: layout.device.name,
                  category: layout.category, locale: locale, screenRect: screen,
                  safeArea: layout.safeArea, keyboard: layout.keyboard, elements: elements,
                  findings: findings.filter { $0.category == layout.category })
    }

    /// The distance from the text box's left edge to a line's left edge.
    ///
    /// Natural (and justified, whose lines the engine does not stretch) follows the line's own
    /// paragraph direction, as TextKit does; leading and trailing follow the screen's direction.
    static func offset(of line: TextLine, in width: Double, alignment: TextAlignment,
                       screenDirection: LayoutDirection) -> Double {
        let free = width - line.width
        let rightToLeftScreen = screenDirection == .rightToLeft
        switch alignment {
        case .natural, .justified: return line.isRightToLeft ? free : 0
        case .leading: return rightToLeftScreen ? free : 0
        case .trailing: return rightToLeftScreen ? 0 : free
        case .center: return free / 2
        }
    }
}
