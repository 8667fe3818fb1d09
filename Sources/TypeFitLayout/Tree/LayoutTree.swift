/// The element tree of one screen at one category, as the layout pass walks it: one node per
/// visible element, numbered so measurements can be cached per node and proposal.
///
/// Hidden elements are left out here, so no algorithm sees them.
final class LayoutTree {
    /// One element and its visible children.
    final class Node {
        let index: Int
        let spec: ElementSpec
        let depth: Int
        /// Visible children in spec order (for a scroll view: its content; for fits: the alternatives).
        private(set) var children: [Node] = []
        /// Children laid out in the flow (not pinned).
        private(set) var flowChildren: [Node] = []
        /// Children anchored to an edge of this element.
        private(set) var pinnedChildren: [Node] = []
        /// Whether this element or one inside it is a ViewThatFits that compares heights.
        fileprivate(set) var holdsHeightCheckingFits = false
        /// Whether a label here must work out its height when measured at its minimum width
        /// (see ``LayoutPass/measureLabel(_:_:_:)``), and a horizontal stack, grid or list its
        /// height at its narrowest from its children laid out there rather than from their own
        /// minimum measures. That height is read only by a ViewThatFits
        /// comparing heights: directly when the fits is an ancestor, or through a vertical stack
        /// holding both the label and the fits, whose share of height decides what the fits is
        /// offered. Everywhere else a measure at a minimum width is read for its width only.
        fileprivate(set) var needsHeightAtMinimumWidth = false
        /// Whether the element sets no size of its own (`SizeConstraints.isEmpty`, read once here
        /// for every measure call): it then measures exactly as its content.
        let isUnconstrained: Bool

        init(index: Int, spec: consuming ElementSpec, depth: Int) {
            self.index = index
            self.spec = spec
            self.depth = depth
            isUnconstrained = self.spec.size.isEmpty
        }

        /// Sets the visible children (once, while the tree is built). Without pinned children
        /// the flow list shares the children's storage.
        fileprivate func adopt(_ visible: [Node]) {
            children = visible
            if visible.contains(where: { $0.spec.pin != nil }) {
                flowChildren = visible.filter { $0.spec.pin == nil }
                pinnedChildren = visible.filter { $0.spec.pin != nil }
            } else {
                flowChildren = visible
            }
        }
    }

    /// How deep the engine follows nesting (each level costs stack frames when measuring).
    static let depthLimit = 200

    let root: Node
    private(set) var count = 0

    init(root spec: ElementSpec) throws(LayoutError) {
        var counter = 0
        root = try Self.build(spec, depth: 0, counter: &counter)
        count = counter
        if root.holdsHeightCheckingFits {
            Self.markHeightsAtMinimumWidth(root, inherited: false)
        }
    }

    /// The node of `spec` and its visible descendants. The spec is taken, not borrowed: each is
    /// moved once, out of its parent's children, into its node.
    private static func build(_ spec: consuming ElementSpec, depth: Int, counter: inout Int) throws(LayoutError) -> Node {
        guard depth <= depthLimit else {
            throw .tooDeep(element: spec.displayName, path: spec.source.path, limit: depthLimit)
        }
        let node = Node(index: counter, spec: spec, depth: depth)
        counter += 1
        let specs = node.spec.kind.children
        if !specs.isEmpty {
            var visible: [Node] = []
            visible.reserveCapacity(specs.count)
            // By index: iterating the specs would copy each one (its strings and kind) before
            // the node keeps its own copy.
            for position in specs.indices where !specs[position].isHidden {
                let built = try build(specs[position], depth: depth + 1, counter: &counter)
                node.holdsHeightCheckingFits = node.holdsHeightCheckingFits || built.holdsHeightCheckingFits
                visible.append(built)
            }
            node.adopt(visible)
        }
        if case .fits(let fits) = node.spec.kind, fits.axes.contains(.vertical) {
            node.holdsHeightCheckingFits = true
        }
        return node
    }

    /// Sets ``Node/needsHeightAtMinimumWidth`` below every vertical stack or height-checking
    /// fits that holds a height-checking fits.
    private static func markHeightsAtMinimumWidth(_ node: Node, inherited: Bool) {
        var needs = inherited
        if !needs && node.holdsHeightCheckingFits {
            switch node.spec.kind {
            case .stack(let stack): needs = stack.axis == .vertical
            case .fits: needs = true
            default: break
            }
        }
        node.needsHeightAtMinimumWidth = needs
        for child in node.children where needs || child.holdsHeightCheckingFits {
            markHeightsAtMinimumWidth(child, inherited: needs)
        }
    }
}
