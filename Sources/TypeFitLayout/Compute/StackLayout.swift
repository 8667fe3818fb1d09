/// Stacks (UIStackView, SwiftUI HStack/VStack): arranged views along an axis, with a
/// distribution along it and an alignment across it, inside layout margins (`padding`).
///
/// - Along the axis the lengths come from ``StackDistribution``. A stack measures as the sum of
///   its arranged views (it hugs), except that it takes all it is offered when it holds
///   something flexible (a spacer, a scroll view, an element with an infinite maximum). When its
///   parent gives it more than it asked for (a fill alignment), the distribution spreads the
///   extra room; when less, views shrink by compression resistance down to their minimum and
///   then overflow the stack (they keep their minimum and spill out).
/// - Across the axis: `fill` stretches every view to the stack's inner size (a view that needs
///   more, or has a fixed size, keeps its own); `leading`, `center`, `trailing` place views at
///   their own size; `firstBaseline` and `lastBaseline` (horizontal stacks) line up the baselines
///   of the first or last lines of text, views without text by their bottom edge. A vertical
///   stack treats the baseline alignments as `fill`, as UIStackView does.
/// - Pinned children are taken out of the flow (see `PinLayout.swift`).
/// See <https://developer.apple.com/documentation/uikit/uistackview>.
extension LayoutPass {
    func measureStack(_ node: LayoutTree.Node, _ stack: StackSpec, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        let axis = stack.axis
        let padding = stack.padding
        let paddingAlong = axis == .horizontal ? padding.horizontal : padding.vertical
        let paddingAcross = axis == .horizontal ? padding.vertical : padding.horizontal
        let inner = proposal.shrunk(by: padding)
        let flow = node.flowChildren
        guard !flow.isEmpty else { return Size(along: paddingAlong, across: paddingAcross, axis: axis) }
        let crossProposal = inner.across(axis)
        let distribution = StackDistribution(distribution: stack.distribution, spacing: stack.spacing)
        let arrangement: StackDistribution.Arrangement
        switch inner.along(axis) {
        case .ideal:
            arrangement = distribution.arrange(try stackItems(of: node, axis: axis, crossProposal: crossProposal, minimums: false))
        case .minimum:
            var shrunk = try stackItems(of: node, axis: axis, crossProposal: crossProposal, minimums: true)
            for index in shrunk.indices {
                guard let minimum = shrunk[index].minimum else { preconditionFailure("stack items with minimums lack one") }
                shrunk[index].ideal = minimum
            }
            arrangement = distribution.arrange(shrunk)
        case .definite(let available):
            let items = try stackItems(of: node, axis: axis, crossProposal: crossProposal, minimums: false)
            let ideal = distribution.arrange(items)
            if items.contains(where: \.isFlexible) || ideal.extent > available {
                arrangement = try arrange(node, distribution, items, available: available, axis: axis,
                                          crossProposal: crossProposal)
            } else {
                arrangement = ideal
            }
        }
        let across: Double
        if axis == .horizontal, inner.width == .minimum, !node.needsHeightAtMinimumWidth {
            // At its narrowest a horizontal stack is as tall as its children are at theirs, as
            // measured for the distribution, not as they are laid out at those widths (a wrapping
            // label one character a line): only a fits comparing heights reads that height.
            across = try narrowestCrossExtent(flow, axis: axis, crossProposal: crossProposal)
        } else {
            across = try crossExtent(flow, lengths: arrangement.lengths, axis: axis, alignment: stack.alignment,
                                     crossProposal: crossProposal)
        }
        return Size(along: arrangement.extent + paddingAlong, across: across + paddingAcross, axis: axis)
    }

    /// The stack's arrangement of `items` (its items for `crossProposal`, not every minimum
    /// measured) in `available`; when that has to shrink an item whose minimum was not measured,
    /// of its items with every minimum.
    func arrange(_ node: LayoutTree.Node, _ distribution: StackDistribution, _ items: [StackDistribution.Item],
                 available: Double, axis: Axis, crossProposal: ProposedLength) throws(LayoutError) -> StackDistribution.Arrangement {
        if let arrangement = distribution.arrange(items, available: available) { return arrangement }
        let measured = try stackItems(of: node, axis: axis, crossProposal: crossProposal, minimums: true)
        guard let arrangement = distribution.arrange(measured, available: available) else {
            preconditionFailure("a distribution asked for a minimum of items that have all theirs")
        }
        return arrangement
    }

    /// The distribution's view of each arranged child. Without `minimums`, a child without a
    /// fixed or maximum length along the axis is not measured at its minimum length: only an
    /// arrangement that overflows reads it (``StackDistribution/Item/minimum``).
    func stackItems(_ children: [LayoutTree.Node], axis: Axis, crossProposal: ProposedLength,
                    minimums: Bool) throws(LayoutError) -> [StackDistribution.Item] {
        var items: [StackDistribution.Item] = []
        items.reserveCapacity(children.count)
        for child in children {
            // Fields read one by one: a copy of the whole spec retains every string in it.
            let priorities = child.spec.priorities
            let size = child.spec.size
            let hugging = axis == .horizontal ? priorities.huggingHorizontal : priorities.huggingVertical
            let compression = axis == .horizontal ? priorities.compressionHorizontal : priorities.compressionVertical
            if case .spacer(let spacer) = child.spec.kind {
                let minimum = max(spacer.minLength, axis == .horizontal ? size.minWidth ?? 0 : size.minHeight ?? 0)
                items.append(StackDistribution.Item(ideal: minimum, minimum: minimum, maximum: .infinity, isFlexible: true,
                                                    hugging: hugging, compressionResistance: compression,
                                                    layoutPriority: priorities.layoutPriority))
                continue
            }
            let ideal = try measure(child, ProposedSize(along: .ideal, across: crossProposal, axis: axis)).along(axis)
            let fixed = axis == .horizontal ? size.width : size.height
            let maximumLength = axis == .horizontal ? size.maxWidth : size.maxHeight
            let maximum = fixed ?? maximumLength ?? .infinity
            let greedy = Self.isGreedy(child.spec.kind, along: axis)
            let flexible = fixed == nil && (maximumLength == .infinity || (greedy && maximumLength == nil))
            var item = StackDistribution.Item(ideal: ideal, minimum: nil, maximum: maximum, isFlexible: flexible,
                                              hugging: hugging, compressionResistance: compression,
                                              layoutPriority: priorities.layoutPriority)
            if minimums || maximum.isFinite {
                item.take(measuredMinimum: try minimumLength(of: child, axis: axis, crossProposal: crossProposal))
            }
            items.append(item)
        }
        return items
    }

    /// Measures the minimum lengths `items` (of `children`) were made without.
    func measureMinimums(of children: [LayoutTree.Node], axis: Axis, crossProposal: ProposedLength,
                         into items: inout [StackDistribution.Item]) throws(LayoutError) {
        for (index, child) in children.enumerated() where items[index].minimum == nil {
            items[index].take(measuredMinimum: try minimumLength(of: child, axis: axis, crossProposal: crossProposal))
        }
    }

    /// How short `child` can be made along the stack's axis.
    private func minimumLength(of child: LayoutTree.Node, axis: Axis, crossProposal: ProposedLength) throws(LayoutError) -> Double {
        try measure(child, ProposedSize(along: .minimum, across: crossProposal, axis: axis)).along(axis)
    }

    /// Kinds that take all the room offered along `axis`, as SwiftUI's greedy views do: scroll
    /// views and lists along both axes, grids and text fields along the horizontal.
    static func isGreedy(_ kind: ElementKind, along axis: Axis) -> Bool {
        switch kind {
        case .scroll, .list: true
        case .grid, .textField: axis == .horizontal
        default: false
        }
    }

    /// The stack's inner length across its axis at its narrowest: the largest of its children's
    /// at their minimum lengths along it (``LayoutTree/Node/needsHeightAtMinimumWidth``).
    private func narrowestCrossExtent(_ children: [LayoutTree.Node], axis: Axis,
                                      crossProposal: ProposedLength) throws(LayoutError) -> Double {
        var largest = 0.0
        for child in children {
            if case .spacer = child.spec.kind { continue }
            largest = max(largest, try measure(child, ProposedSize(along: .minimum, across: crossProposal, axis: axis)).across(axis))
        }
        return largest
    }

    /// The stack's inner length across its axis for the given lengths along it.
    private func crossExtent(_ children: [LayoutTree.Node], lengths: [Double], axis: Axis,
                             alignment: StackSpec.Alignment, crossProposal: ProposedLength) throws(LayoutError) -> Double {
        func size(_ child: LayoutTree.Node, _ length: Double) throws(LayoutError) -> Size {
            if case .spacer = child.spec.kind { return Size(along: length, across: 0, axis: axis) }
            return try measure(child, ProposedSize(along: .definite(length), across: crossProposal, axis: axis))
        }
        guard axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) else {
            // The largest length across, kept as the children are measured (no arrays: a stack is
            // measured for many proposals).
            var largest: Double?
            for (child, length) in zip(children, lengths) {
                let across = try size(child, length).across(axis)
                largest = max(largest ?? across, across)
            }
            return largest ?? 0
        }
        var sizes: [Size] = []
        sizes.reserveCapacity(children.count)
        for (child, length) in zip(children, lengths) { sizes.append(try size(child, length)) }
        let baselines = try zip(children, sizes).map { (child, size) throws(LayoutError) in
            try baselineOffset(child, size: size, last: alignment == .lastBaseline)
        }
        let above = baselines.max() ?? 0
        return zip(baselines, sizes).map { above - $0 + $1.height }.max() ?? 0
    }

    func placeStack(_ node: LayoutTree.Node, _ stack: StackSpec, in frame: Rect, context: PlacementContext) throws(LayoutError) -> [LayoutNode] {
        let axis = stack.axis
        let (pinned, area) = try placePinnedChildren(node, container: frame, flowArea: frame.inset(by: stack.padding),
                                                     context: context)
        let flow = node.flowChildren
        let childContext = PlacementContext(enclosingScroll: context.enclosingScroll, screenAnchors: nil)
        let innerAcross = area.size.across(axis)
        let distribution = StackDistribution(distribution: stack.distribution, spacing: stack.spacing)
        let items = try stackItems(of: node, axis: axis, crossProposal: .definite(innerAcross), minimums: false)
        let arrangement = try arrange(node, distribution, items, available: area.size.along(axis), axis: axis,
                                      crossProposal: .definite(innerAcross))
        let baselineAligned = axis == .horizontal && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline)
        var placed: [LayoutNode] = []
        placed.reserveCapacity(node.children.count)
        var baselines: [Double] = []
        let offsets = arrangement.offsets
        for (index, child) in flow.enumerated() {
            let length = arrangement.lengths[index]
            let along = offsets[index]
            let across = try crossLength(child, length: length, axis: axis, alignment: stack.alignment, innerAcross: innerAcross)
            var offsetAcross = 0.0
            switch stack.alignment {
            case .fill, .leading, .firstBaseline, .lastBaseline: offsetAcross = 0
            case .center: offsetAcross = (innerAcross - across) / 2
            case .trailing: offsetAcross = innerAcross - across
            }
            let rect = axis == .horizontal
                ? Rect(x: area.minX + along, y: area.minY + offsetAcross, width: length, height: across)
                : Rect(x: area.minX + offsetAcross, y: area.minY + along, width: across, height: length)
            try place(child, in: rect, context: childContext, appendingTo: &placed)
            if baselineAligned {
                let laid = placed.count - 1
                baselines.append(Self.baseline(of: placed[laid], last: stack.alignment == .lastBaseline)
                                 ?? placed[laid].frame.height)
            }
        }
        if baselineAligned, let above = baselines.max() {
            for (index, baseline) in zip(placed.indices, baselines) where above != baseline {
                placed[index].transformRects { $0.offsetBy(dx: 0, dy: above - baseline) }
            }
        }
        // Appended rather than `placed + pinned`, which copies every node (retaining what it holds).
        placed.append(contentsOf: pinned)
        return placed
    }

    /// A child's length across the stack's axis under the stack's alignment.
    private func crossLength(_ child: LayoutTree.Node, length: Double, axis: Axis, alignment: StackSpec.Alignment,
                             innerAcross: Double) throws(LayoutError) -> Double {
        if case .spacer = child.spec.kind {
            return alignment == .fill ? innerAcross : 0
        }
        let measured = try measure(child, ProposedSize(along: .definite(length), across: .definite(innerAcross), axis: axis))
            .across(axis)
        let stretches = alignment == .fill || (axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline))
        guard stretches else { return measured }
        let size = child.spec.size
        let fixed = axis == .horizontal ? size.height : size.width
        let maximum = axis == .horizontal ? size.maxHeight : size.maxWidth
        if fixed != nil || (maximum.map { $0.isFinite } ?? false) { return measured }
        // A text leaf whose one line fits is stretched without measuring its minimum width.
        if axis == .vertical, let bound = try minimumWidthBound(child), bound <= innerAcross { return innerAcross }
        let minimum = try measure(child, ProposedSize(along: .definite(length), across: .minimum, axis: axis)).across(axis)
        return max(innerAcross, minimum)
    }

    /// The first (or last) baseline of a placed node from its top: its own text's, else that of
    /// its first (or last) child in the flow that has one.
    static func baseline(of node: LayoutNode, last: Bool) -> Double? {
        if let text = node.text, let line = last ? text.layout.lines.last : text.layout.lines.first {
            return text.frame.minY + line.baseline - node.frame.minY
        }
        let flow = node.children.filter { !$0.isPinned }
        for child in (last ? flow.reversed() : flow) {
            if let baseline = baseline(of: child, last: last) {
                return child.frame.minY - node.frame.minY + baseline
            }
        }
        return nil
    }
}
