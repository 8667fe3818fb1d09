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
        Self.visit(layout.root, parent: nil, into: &nodes)
        self.init(spec: layout.specPath ?? layout.specName, screen: layout.specName, device: layout.device.name,
                  category: layout.category, locale: locale, bounds: layout.screen,
                  safeArea: layout.safeArea, keyboard: layout.keyboard, nodes: nodes, paths: paths)
    }

    /// Appends the facts of `node` and of its descendants, in document order.
    private static func visit(_ node: LayoutNode, parent: Int?, into nodes: inout [NodeFacts]) {
        let index = nodes.count
        nodes.append(facts(for: node, index: index, parent: parent))
        for child in node.children {
            visit(child, parent: index, into: &nodes)
        }
    }

    /// The facts of `node`, the `index`th in document order.
    private static func facts(for node: LayoutNode, index: Int, parent: Int?) -> NodeFacts {
        var drawn = node.frame
        var text: TextFacts?
        if let placement = node.text {
            drawn = drawn.union(placement.frame)
            text = textFacts(placement)
        }
        let scroll = node.scroll.map {
            ScrollFacts(axis: $0.axis, viewport: $0.viewport, contentWidth: $0.contentSize.width,
                        contentHeight: $0.contentSize.height)
        }
        // A list row's cell is the layout's wrapper, not an element of the spec: it goes by its row's name.
        let name = node.kind == .listRow ? node.children.first?.displayName ?? node.displayName : node.displayName
        let facts = NodeFacts(index: index, parent: parent, name: name, kind: node.kind,
                         path: node.source.path, location: node.source.location,
                         frame: node.frame, drawnFrame: drawn, clips: node.clipsToBounds,
                         isInteractive: node.isInteractive, allowsOverlap: node.allowsOverlap,
                         isOpaque: node.isOpaque, pin: node.pin, stackAxis: node.stackAxis,
                         scroll: scroll, fixedWidth: node.fixedWidth, fixedHeight: node.fixedHeight,
                         text: text, hitArea: node.hitArea)
        facts.intents = node.intents
        facts.part = node.part
        facts.priorities = node.priorities
        facts.stackDistribution = node.stackDistribution
        return facts
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
