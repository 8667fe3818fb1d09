import TypeFitChecks
import TypeFitLayout
import TypeFitText

extension ScreenPicture {
    /// The picture of a laid-out screen: its frame tree in drawing order, each element's
    /// visible area (the screen, cut by enclosing scroll viewports, ancestors that clip and
    /// list rows of a fixed height), and its text lines placed by the spec's alignment.
    ///
    /// - Parameters:
    ///   - layout: the screen laid out at one category.
    ///   - spec: the spec it was laid out from (for text alignment and list rows).
    ///   - findings: the findings at `layout.category`; others are left out.
    public init(layout: ScreenLayout, spec: ScreenSpec, findings: [Finding], locale: String? = nil) {
        let elementSpecs = Self.elementsByPath(spec.root(at: layout.category))
        let screen = PictureRect(layout.screen)
        var elements: [PictureElement] = []

        func visit(_ node: LayoutNode, depth: Int, visible: PictureRect?) {
            let element = elementSpecs[node.source.path.description]
            var picture = PictureElement(
                name: node.displayName, kind: node.kind, frame: PictureRect(node.frame), depth: depth,
                visibleArea: visible, isInteractive: node.isInteractive, isOpaque: node.isOpaque,
                scrollViewport: node.scroll.map { PictureRect($0.viewport) })
            if let placement = node.text {
                let alignment = Self.alignment(of: element)
                let box = PictureRect(placement.frame)
                picture.lines = PictureTextLine.place(placement.layout, boxTop: box.y) { line in
                    box.x + Self.offset(of: line, in: box.width, alignment: alignment, screenDirection: layout.direction)
                }
            }
            elements.append(picture)

            // What the children may show: cut by this element when it clips or scrolls.
            var inner = visible
            if node.clipsToBounds { inner = inner?.intersection(PictureRect(node.frame)) }
            if let scroll = node.scroll { inner = inner?.intersection(PictureRect(scroll.viewport)) }
            var rowClip: ((LayoutNode) -> PictureRect)?
            if case .list(let list)? = element?.kind, list.rowHeight != nil {
                let padding = list.rowPadding
                rowClip = { row in
                    PictureRect(x: row.frame.x - padding.leading, y: row.frame.y - padding.top,
                                width: row.frame.width + padding.horizontal, height: row.frame.height + padding.vertical)
                }
            }
            for child in node.children {
                var childVisible = inner
                if let rowClip { childVisible = childVisible?.intersection(rowClip(child)) }
                visit(child, depth: depth + 1, visible: childVisible)
            }
        }
        visit(layout.root, depth: 0, visible: screen)

        self.init(spec: layout.specPath ?? layout.specName, screen: layout.specName, device: layout.device.name,
                  category: layout.category, locale: locale, screenRect: screen,
                  safeArea: PictureRect(layout.safeArea), elements: elements,
                  findings: findings.filter { $0.category == layout.category })
    }

    /// How a text element aligns its lines: labels as the spec says, button titles centred,
    /// text fields by their text's direction.
    static func alignment(of element: ElementSpec?) -> TextAlignment {
        switch element?.kind {
        case .label(let label)?: label.alignment
        case .button?: .center
        default: .natural
        }
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

    /// Every element spec of the tree at one category by its JSON path (first one wins).
    static func elementsByPath(_ root: ElementSpec) -> [String: ElementSpec] {
        var result: [String: ElementSpec] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            let key = element.source.path.description
            if result[key] == nil { result[key] = element }
            switch element.kind {
            case .label, .button, .textField, .image, .spacer: break
            case .box(let box): pending.append(contentsOf: box.children)
            case .stack(let stack): pending.append(contentsOf: stack.children)
            case .scroll(let scroll): pending.append(scroll.content)
            case .grid(let grid): pending.append(contentsOf: grid.children)
            case .list(let list): pending.append(contentsOf: list.rows)
            case .fits(let fits): pending.append(contentsOf: fits.alternatives)
            }
        }
        return result
    }
}

extension PictureRect {
    /// The same rectangle as the layout engine's `Rect`.
    public init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
