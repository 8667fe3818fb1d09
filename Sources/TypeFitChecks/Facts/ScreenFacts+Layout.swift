import TypeFitDynamicType
import TypeFitLayout
import TypeFitText

/// Building the rules' view of a screen from the layout engine's frame tree and the spec it came
/// from (the spec supplies what the frame tree does not carry: pins, fixed sizes, stack axes,
/// the full text, shrinking and line-break settings).
extension ScreenFacts {
    init(layout: ScreenLayout, spec: ScreenSpec, locale: String? = nil) {
        let elements = Self.elementsByPath(spec.root(at: layout.category))
        var nodes: [NodeFacts] = []
        // A list with a fixed row height needs nothing special here: the layout engine wraps each
        // row in a `cell` node whose frame includes the row padding and which clips.
        func visit(_ node: LayoutNode, parent: Int?) {
            let element = elements[node.source.path.description]
            let index = nodes.count
            nodes.append(Self.facts(for: node, element: element, index: index, parent: parent))
            for child in node.children {
                visit(child, parent: index)
            }
        }
        visit(layout.root, parent: nil)
        self.init(spec: layout.specPath ?? layout.specName, screen: layout.specName, device: layout.device.name,
                  category: layout.category, locale: locale, bounds: Area(layout.screen),
                  safeArea: Area(layout.safeArea), nodes: nodes)
    }

    private static func facts(for node: LayoutNode, element: ElementSpec?, index: Int, parent: Int?) -> NodeFacts {
        let frame = Area(node.frame)
        var drawn = frame
        var text: TextFacts?
        if let placement = node.text {
            drawn = frame.union(Area(placement.frame))
            text = textFacts(placement, element: element)
        }
        var stackAxis: Axis?
        if case .stack(let stack)? = element?.kind { stackAxis = stack.axis }
        let scroll = node.scroll.map {
            ScrollFacts(axis: $0.axis, viewport: Area($0.viewport), contentWidth: $0.contentSize.width,
                        contentHeight: $0.contentSize.height)
        }
        var pin = element?.pin
        if pin == nil && node.isPinned { pin = Pin(edge: .bottom) }
        return NodeFacts(index: index, parent: parent, name: node.displayName, kind: node.kind,
                         path: node.source.path.description, location: node.source.location, frame: frame,
                         drawnFrame: drawn, clips: node.clipsToBounds,
                         isInteractive: node.isInteractive, allowsOverlap: node.allowsOverlap, isOpaque: node.isOpaque,
                         pin: pin, stackAxis: stackAxis, scroll: scroll, fixedWidth: element?.size.width,
                         fixedHeight: element?.size.height, text: text)
    }

    private static func textFacts(_ placement: TextPlacement, element: ElementSpec?) -> TextFacts {
        let layout = placement.layout
        var fullText = placement.shownLines.joined(separator: " ")
        var minimumScaleFactor = 0.0
        var lineBreak = LineBreakMode.truncateTail
        switch element?.kind {
        case .label(let label)?:
            fullText = label.text
            minimumScaleFactor = label.minimumScaleFactor
            lineBreak = label.lineBreak
        case .button(let button)?:
            fullText = button.title.text
            minimumScaleFactor = button.title.minimumScaleFactor
            lineBreak = button.title.lineBreak
        case .textField(let field)?:
            fullText = field.text
        default:
            break
        }
        let room = Area(x: placement.frame.x, y: placement.frame.y,
                        width: placement.givenSize.width, height: placement.givenSize.height)
        return TextFacts(shownLines: placement.shownLines, fullText: fullText, font: placement.font,
                         renderedSize: layout.fontSize, minimumScaleFactor: minimumScaleFactor, lineBreak: lineBreak,
                         lineLimit: placement.lineLimit, isTruncated: layout.truncated,
                         truncationIntended: placement.truncationIntended, neededLineCount: layout.neededLineCount,
                         neededWidth: placement.neededWidth, neededHeight: placement.neededHeight,
                         shownHeight: layout.height, textFrame: room, missingCharacters: layout.missingCharacters)
    }

    /// Every element of the tree by its JSON path (the first one, when a component repeats a path).
    private static func elementsByPath(_ root: ElementSpec) -> [String: ElementSpec] {
        var result: [String: ElementSpec] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            let key = element.source.path.description
            if result[key] == nil { result[key] = element }
            switch element.kind {
            case .label, .button, .textField, .image, .spacer: break
            case .box(let box): pending.append(contentsOf: box.children.reversed())
            case .stack(let stack): pending.append(contentsOf: stack.children.reversed())
            case .scroll(let scroll): pending.append(scroll.content)
            case .grid(let grid): pending.append(contentsOf: grid.children.reversed())
            case .list(let list): pending.append(contentsOf: list.rows.reversed())
            case .fits(let fits): pending.append(contentsOf: fits.alternatives.reversed())
            }
        }
        return result
    }
}

extension Area {
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
