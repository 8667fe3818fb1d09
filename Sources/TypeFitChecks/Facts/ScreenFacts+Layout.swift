import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout
import TypeFitText

/// Building the rules' view of a screen from the layout engine's frame tree, which carries all
/// the rules read: frames, clipping (a fixed-height list row clips at its cell), pins, stack
/// axes, fixed sizes and each text with the settings it was laid out with.
extension ScreenFacts {
    init(layout: ScreenLayout, locale: String? = nil, paths: JSONPathDescriptions = JSONPathDescriptions()) {
        var nodes: [NodeFacts] = []
        withUnsafePointer(to: layout.root) { Self.visit($0, parent: nil, into: &nodes) }
        self.init(spec: layout.specPath ?? layout.specName, screen: layout.specName, device: layout.device.name,
                  category: layout.category, locale: locale, bounds: layout.screen,
                  safeArea: layout.safeArea, nodes: nodes, paths: paths)
    }

    /// Appends the facts of the node at `node` and of its descendants, in document order.
    ///
    /// Through pointers into the tree: a node passed, or its children iterated or subscripted,
    /// is copied whole (its strings, arrays and text layout retained, then released). The list is
    /// passed along, not captured by a nested function: a captured variable is checked for
    /// exclusive access at run time at every use.
    private static func visit(_ node: UnsafePointer<LayoutNode>, parent: Int?, into nodes: inout [NodeFacts]) {
        let index = nodes.count
        nodes.append(facts(for: node, index: index, parent: parent))
        node.pointee.children.withUnsafeBufferPointer { children in
            for position in children.indices {
                visit(children.baseAddress! + position, parent: index, into: &nodes)
            }
        }
    }

    /// The facts of the node at `node`, read field by field (a node read whole is copied).
    private static func facts(for node: UnsafePointer<LayoutNode>, index: Int, parent: Int?) -> NodeFacts {
        var drawn = node.pointee.frame
        var text: TextFacts?
        if let placement = node.pointee.text {
            drawn = drawn.union(placement.frame)
            text = textFacts(placement)
        }
        let scroll = node.pointee.scroll.map {
            ScrollFacts(axis: $0.axis, viewport: $0.viewport, contentWidth: $0.contentSize.width,
                        contentHeight: $0.contentSize.height)
        }
        // A list row's cell is the layout's wrapper, not an element of the spec: it goes by its row's name.
        let kind = node.pointee.kind
        let name = kind == .cell ? node.pointee.children.first?.displayName ?? node.pointee.displayName
            : node.pointee.displayName
        return NodeFacts(index: index, parent: parent, name: name, kind: kind,
                         path: node.pointee.source.path, location: node.pointee.source.location,
                         frame: node.pointee.frame, drawnFrame: drawn, clips: node.pointee.clipsToBounds,
                         isInteractive: node.pointee.isInteractive, allowsOverlap: node.pointee.allowsOverlap,
                         isOpaque: node.pointee.isOpaque, pin: node.pointee.pin, stackAxis: node.pointee.stackAxis,
                         scroll: scroll, fixedWidth: node.pointee.fixedWidth, fixedHeight: node.pointee.fixedHeight,
                         text: text)
    }

    private static func textFacts(_ placement: TextPlacement) -> TextFacts {
        let layout = placement.layout
        let room = Rect(x: placement.frame.x, y: placement.frame.y,
                        width: placement.givenSize.width, height: placement.givenSize.height)
        return TextFacts(lines: layout.lines, fullText: placement.text, font: placement.font,
                         renderedSize: layout.fontSize, minimumScaleFactor: placement.minimumScaleFactor,
                         lineLimit: placement.lineLimit, isTruncated: layout.truncated,
                         truncationIntended: placement.truncationIntended, neededLineCount: layout.neededLineCount,
                         neededWidth: placement.neededWidth, neededHeight: placement.neededHeight,
                         shownHeight: layout.height, textFrame: room, missingCharacters: layout.missingCharacters)
    }
}
