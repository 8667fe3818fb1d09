import TypeFitText

/// One layout pass over one screen at one category: measures nodes for proposals (cached per
/// node and proposal) and places them in frames.
///
/// Each algorithm lives in its own file as an extension (`StackLayout.swift`, `GridLayout.swift`
/// …); this file dispatches on the element kind and applies the size constraints every element
/// may carry (fixed, minimum and maximum sizes, aspect ratio), as SwiftUI's `.frame` does around
/// a view.
final class LayoutPass {
    let text: TextEngine
    /// Directory relative font paths are resolved against (the spec file's directory).
    let baseDirectory: String?
    /// The language text is broken and shaped for (`th`, `hi`, `de`); nil when the spec is not localised.
    let locale: String?
    /// Sizes measured in this pass, by node index: each node is measured for a handful of
    /// proposals, so a short list searched in order beats hashing the proposal.
    private let sizeCache: NodeMemo<SizeEntry>
    /// Text measured in this pass, by node index (each node measures one or two strings at a
    /// few sizes and widths), searched in order: no hashing of the text.
    private let measureCache: NodeMemo<TextEntry<TextMeasure>>
    /// Text laid out (with its lines) in this pass, by node index, likewise.
    private let layoutCache: NodeMemo<TextEntry<TextLayout>>
    /// The content of each text a node asks for (its string, family, weight, locale), made once
    /// per node and shared by all its requests, so they compare by identity: by the passes that
    /// lay one spec out at several categories when they are given one (``TextContents``), else
    /// by this pass's.
    private let contentCache: TextContents
    /// A stack's view of its arranged children by the length proposed across its axis
    /// (``stackItems(of:axis:crossProposal:)``): a stack is measured for several lengths along
    /// its axis with the same length across, and placed, and each time asked each child for its
    /// ideal and minimum lengths again (two of every three such questions were repeats).
    private let stackItemsCache: NodeMemo<StackItemsEntry>
    /// The baselines of the children of baseline-aligned stacks, by node index and size
    /// (``baselineOffset(_:size:last:)``): such a stack places each child to find its baseline
    /// for every proposal it is measured for, and a child that is such a stack does the same
    /// below it; kept, nested baseline stacks cost one placement per node and size, not a
    /// product over their depth.
    private let baselineCache: NodeMemo<BaselineEntry>
    /// Measurements (memo misses) and placements made, and the most the pass may make.
    private var measurements = 0
    private let measurementLimit: Int
    /// How many times the pass asked the text engine (each distinct request once).
    private(set) var textRequests = 0
    /// Whether laid-out text carries its glyph runs.
    let glyphRuns: Bool
    /// Whether containers work out their needed size (``LayoutEngine/containerNeededSizes``).
    let containerNeededSizes: Bool

    /// A measured size and what it was measured for: the proposal and whether it is the
    /// element's own size or its content's, packed into three integers compared at once (the
    /// lookups walk a node's entries on every measure call), as ``ProposedLength/memoBits`` gives
    /// them.
    private struct SizeEntry {
        let width: UInt64
        let height: UInt64
        let kinds: UInt8
        var size: Size

        init(_ proposal: ProposedSize, content: Bool, size: Size = Size(width: 0, height: 0)) {
            let (width, height) = (proposal.width.memoBits, proposal.height.memoBits)
            (self.width, self.height) = (width.value, height.value)
            kinds = width.kind | height.kind << 2 | (content ? 16 : 0)
            self.size = size
        }

        func matches(_ other: SizeEntry) -> Bool {
            width == other.width && height == other.height && kinds == other.kinds
        }
    }

    /// A stack's items for one length proposed across it (``ProposedLength/memoBits``), with
    /// every minimum measured or not (``StackDistribution/Item/minimum``).
    struct StackItemsEntry {
        let across: UInt64
        let kind: UInt8
        let hasMinimums: Bool
        var items: [StackDistribution.Item]

        init(_ across: ProposedLength, hasMinimums: Bool, items: [StackDistribution.Item] = []) {
            (self.across, kind) = across.memoBits
            self.hasMinimums = hasMinimums
            self.items = items
        }

        /// Whether `other` answers this key: an entry with every minimum answers both kinds.
        func matches(_ other: StackItemsEntry) -> Bool {
            across == other.across && kind == other.kind && (other.hasMinimums || !hasMinimums)
        }
    }

    /// The stack items of `node` for `crossProposal`, from this pass's memo or worked out
    /// (``stackItems(_:axis:crossProposal:minimums:)``) and kept. Without `minimums`, the items
    /// without a maximum may come without their minimum lengths.
    func stackItems(of node: LayoutTree.Node, axis: Axis, crossProposal: ProposedLength,
                    minimums: Bool) throws(LayoutError) -> [StackDistribution.Item] {
        let key = StackItemsEntry(crossProposal, hasMinimums: minimums)
        if let known = stackItemsCache.first(at: node.index, where: key.matches, read: { $0.items }) {
            return known
        }
        var items: [StackDistribution.Item]
        if minimums, let partial = stackItemsCache.first(at: node.index,
                                                         where: StackItemsEntry(crossProposal, hasMinimums: false).matches,
                                                         read: { $0.items }) {
            items = partial
            try measureMinimums(of: node.flowChildren, axis: axis, crossProposal: crossProposal, into: &items)
        } else {
            items = try stackItems(node.flowChildren, axis: axis, crossProposal: crossProposal, minimums: minimums)
        }
        stackItemsCache.append(StackItemsEntry(crossProposal, hasMinimums: minimums, items: items), at: node.index)
        return items
    }

    /// A text request of one node within this pass and its measure or layout. The request's
    /// content is the node's own (``textContent(_:font:for:)``), so comparing a request with an
    /// entry compares numbers and one reference.
    private struct TextEntry<Result> {
        var request: TextRequest
        var result: Result

        init(_ request: TextRequest, result: Result) {
            self.request = request
            self.result = result
        }

        /// Whether the entry was made for `request`: the requests are equal
        /// (``TextRequest/==(_:_:)``, the one definition of a request's identity).
        func answers(_ request: TextRequest) -> Bool {
            self.request == request
        }
    }

    /// The contents of the texts of passes over one spec (``contentCache``), by node index.
    typealias TextContents = NodeMemo<TextRequest.Content>

    /// A pass over a tree of `nodeCount` nodes, sharing `contents` with other passes over the
    /// same spec when given.
    init(text: TextEngine, baseDirectory: String?, locale: String? = nil, nodeCount: Int, glyphRuns: Bool = true,
         containerNeededSizes: Bool = true, contents: TextContents? = nil) {
        self.text = text
        self.glyphRuns = glyphRuns
        self.containerNeededSizes = containerNeededSizes
        self.baseDirectory = baseDirectory
        self.locale = locale
        sizeCache = NodeMemo(nodeCount: nodeCount)
        measureCache = NodeMemo(nodeCount: nodeCount)
        layoutCache = NodeMemo(nodeCount: nodeCount)
        if let contents {
            contents.reserveNodes(nodeCount)
            contentCache = contents
        } else {
            contentCache = NodeMemo(nodeCount: nodeCount)
        }
        stackItemsCache = NodeMemo(nodeCount: nodeCount)
        baselineCache = NodeMemo(nodeCount: nodeCount)
        measurementLimit = Self.measurementLimit(nodeCount: nodeCount)
    }

    /// Measurements and placements a pass makes per element, at most: an element is measured
    /// for a handful of proposals (its ideal, its minimum, the lengths its parent tries) and
    /// placed once or twice, so the budget is far above what a screen needs, and stops the
    /// passes whose work would grow faster than the screen (nesting that measures children at
    /// ever new sizes).
    static let measurementsPerNode = 32

    /// Counts a measurement or a placement of `node` against the pass's limit.
    private func countWork(at node: LayoutTree.Node) throws(LayoutError) {
        measurements += 1
        guard measurements <= measurementLimit else {
            throw .tooMuchWork(element: node.spec.displayName, path: node.spec.source.path, location: node.spec.source.location,
                               limit: measurementLimit)
        }
    }

    /// The most measurements and placements a pass over `nodeCount` nodes may make.
    static func measurementLimit(nodeCount: Int) -> Int {
        measurementsPerNode * nodeCount + 1_000
    }

    /// A child's first or last baseline at a size.
    private struct BaselineEntry {
        let width: UInt64
        let height: UInt64
        let last: Bool
        var offset: Double
    }

    /// The distance from the top of `child`, laid out at `size`, to its first (or last) baseline;
    /// its height when it shows no text.
    func baselineOffset(_ child: LayoutTree.Node, size: Size, last: Bool) throws(LayoutError) -> Double {
        let (width, height) = (size.width.bitPattern, size.height.bitPattern)
        if let known = baselineCache.first(at: child.index, where: { $0.width == width && $0.height == height && $0.last == last },
                                           read: { $0.offset }) {
            return known
        }
        let laid = try place(child, in: Rect(x: 0, y: 0, size: size), context: PlacementContext())
        let offset = Self.baseline(of: laid, last: last) ?? size.height
        baselineCache.append(BaselineEntry(width: width, height: height, last: last, offset: offset), at: child.index)
        return offset
    }

    // MARK: Measuring

    /// The size `node` takes for `proposal`, its own size constraints applied.
    func measure(_ node: LayoutTree.Node, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        // Without size constraints the proposal passes to the content unchanged and the content's
        // size is the element's: the content's memo entry answers, and no second one is kept.
        if node.isUnconstrained { return try measureContent(node, proposal) }
        if let cached = cachedSize(node, proposal, content: false) { return cached }
        let constraints = node.spec.size
        var inner = ProposedSize(
            width: Self.constrain(proposal.width, fixed: constraints.width, min: constraints.minWidth, max: constraints.maxWidth),
            height: Self.constrain(proposal.height, fixed: constraints.height, min: constraints.minHeight, max: constraints.maxHeight))
        if let ratio = constraints.aspectRatio, ratio > 0 {
            if let width = constraints.width, constraints.height == nil {
                inner.height = .definite(width / ratio)
            } else if let height = constraints.height, constraints.width == nil {
                inner.width = .definite(height * ratio)
            }
        }
        let content = try measureContent(node, inner)
        var size = Size(
            width: Self.resolve(content.width, proposal: proposal.width, fixed: constraints.width,
                                min: constraints.minWidth, max: constraints.maxWidth),
            height: Self.resolve(content.height, proposal: proposal.height, fixed: constraints.height,
                                 min: constraints.minHeight, max: constraints.maxHeight))
        if let ratio = constraints.aspectRatio, ratio > 0 {
            if constraints.height != nil && constraints.width == nil {
                size.width = size.height * ratio
            } else if constraints.height == nil {
                size.height = size.width / ratio
            }
        }
        sizeCache.append(SizeEntry(proposal, content: false, size: size), at: node.index)
        return size
    }

    private func cachedSize(_ node: LayoutTree.Node, _ proposal: ProposedSize, content: Bool) -> Size? {
        let wanted = SizeEntry(proposal, content: content)
        return sizeCache.first(at: node.index, where: { $0.matches(wanted) }, read: { $0.size })
    }

    /// The size of the element's content for `proposal`, ignoring its own size constraints.
    func measureContent(_ node: LayoutTree.Node, _ proposal: ProposedSize) throws(LayoutError) -> Size {
        // Text leaves take their size from the width offered alone, so every height offered
        // shares one entry.
        let proposal = switch node.spec.kind {
        case .label, .button, .textField: ProposedSize(width: proposal.width, height: .ideal)
        case .image: ProposedSize.ideal
        default: proposal
        }
        if let cached = cachedSize(node, proposal, content: true) { return cached }
        try countWork(at: node)
        let size: Size
        switch node.spec.kind {
        case .label(let label): size = try measureLabel(node, label, proposal)
        case .button(let button): size = try measureButton(node, button, proposal)
        case .textField(let field): size = try measureTextField(node, field, proposal)
        case .image(let image): size = Size(width: image.width, height: image.height)
        case .spacer(let spacer): size = measureSpacer(spacer, proposal)
        case .box(let box): size = try measureBox(node, box, proposal)
        case .stack(let stack): size = try measureStack(node, stack, proposal)
        case .scroll(let scroll): size = try measureScroll(node, scroll, proposal)
        case .grid(let grid): size = try measureGrid(node, grid, proposal)
        case .list(let list): size = try measureList(node, list, proposal)
        case .fits(let fits): size = try measureFits(node, fits, proposal)
        }
        sizeCache.append(SizeEntry(proposal, content: true, size: size), at: node.index)
        return size
    }

    /// What the proposal becomes inside the element's constraints: a fixed size replaces it,
    /// a definite proposal is clamped to the minimum and maximum.
    static func constrain(_ proposal: ProposedLength, fixed: Double?, min low: Double?, max high: Double?) -> ProposedLength {
        if let fixed { return .definite(fixed) }
        guard case .definite(let value) = proposal else { return proposal }
        var clamped = value
        if let high, high.isFinite { clamped = Swift.min(clamped, high) }
        if let low { clamped = Swift.max(clamped, low) }
        return .definite(clamped)
    }

    /// The element's length from its content's: a fixed size wins; a maximum of infinity takes
    /// all that is offered; otherwise the content's length clamped to the minimum and maximum.
    static func resolve(_ content: Double, proposal: ProposedLength, fixed: Double?, min low: Double?, max high: Double?) -> Double {
        if let fixed { return fixed }
        var length = content
        if let high {
            if high.isInfinite {
                if case .definite(let offered) = proposal { length = Swift.max(length, offered) }
            } else {
                length = Swift.min(length, high)
            }
        }
        if let low { length = Swift.max(length, low) }
        return length
    }

    /// The spacer's size outside a stack: what is offered, or its minimum length.
    private func measureSpacer(_ spacer: SpacerSpec, _ proposal: ProposedSize) -> Size {
        Size(width: proposal.width.value.map { Swift.max($0, spacer.minLength) } ?? spacer.minLength,
             height: proposal.height.value.map { Swift.max($0, spacer.minLength) } ?? spacer.minLength)
    }

    // MARK: Needed size

    /// The smallest size the content of a container takes without spilling, at the width it was
    /// given: its minimum width, and its minimum height at `given.width`, raised to the element's
    /// own minimum sizes. `given` itself when the pass does not work it out
    /// (``containerNeededSizes``).
    func neededSize(_ node: LayoutTree.Node, given: Size) throws(LayoutError) -> Size {
        guard containerNeededSizes else { return given }
        let minimumWidth = try measureContent(node, ProposedSize(width: .minimum, height: .minimum)).width
        let minimumHeight = try measureContent(node, ProposedSize(width: .definite(given.width), height: .minimum)).height
        let constraints = node.spec.size
        return Size(width: Swift.max(minimumWidth, constraints.minWidth ?? 0),
                    height: Swift.max(minimumHeight, constraints.minHeight ?? 0))
    }

    // MARK: Text

    /// Lays text out through the text engine with its lines (and glyph runs when the pass draws),
    /// once per node and distinct request in this pass (the engine itself caches shaping and
    /// layouts across passes). A request measured
    /// before in this pass is not counted again in ``textRequests``. A width at which the text
    /// does not break is asked for as no width, so all such widths share one layout.
    func layoutText(_ request: consuming TextRequest, for node: LayoutTree.Node) throws(LayoutError) -> TextLayout {
        var request = request
        if let width = request.width, try unlimitedMeasure(request, for: node).isUnaffected(byWidth: width) {
            request.width = nil
        }
        if let cached = layoutCache.first(at: node.index, where: { $0.answers(request) }, read: { $0.result }) { return cached }
        if cachedMeasure(request, for: node) == nil { textRequests += 1 }
        do {
            let layout = try text.layout(request, glyphRuns: glyphRuns)
            layoutCache.append(TextEntry(consume request, result: layout), at: node.index)
            return layout
        } catch {
            throw .text(element: node.spec.displayName, path: node.spec.source.path,
                        location: node.spec.source.location, error: error)
        }
    }

    /// The numbers of a text's layout (no glyph runs), once per node and request in this pass:
    /// what measuring needs. Placement asks ``layoutText(_:for:)`` for the lines.
    ///
    /// A width at which the text does not break measures as no width at all
    /// (``TextMeasure/isUnaffected(byWidth:)``), so a label probed at many widths wider than its
    /// text costs one request.
    func measureText(_ request: consuming TextRequest, for node: LayoutTree.Node) throws(LayoutError) -> TextMeasure {
        if let cached = cachedMeasure(request, for: node) { return cached }
        if let width = request.width {
            let unlimited = try unlimitedMeasure(request, for: node)
            if unlimited.isUnaffected(byWidth: width) { return unlimited }
        }
        return try engineMeasure(request, for: node)
    }

    /// The measure of `request` with no width limit.
    private func unlimitedMeasure(_ request: TextRequest, for node: LayoutTree.Node) throws(LayoutError) -> TextMeasure {
        var unlimited = request
        unlimited.width = nil
        if let cached = cachedMeasure(unlimited, for: node) { return cached }
        return try engineMeasure(unlimited, for: node)
    }

    private func cachedMeasure(_ request: TextRequest, for node: LayoutTree.Node) -> TextMeasure? {
        measureCache.first(at: node.index, where: { $0.answers(request) }, read: { $0.result })
    }

    /// The request is taken (as by ``measureText(_:for:)`` and ``layoutText(_:for:)``), to be
    /// moved into the memo without a copy.
    private func engineMeasure(_ request: consuming TextRequest, for node: LayoutTree.Node) throws(LayoutError) -> TextMeasure {
        // The engine answers a request without a width through its widthless form when that
        // shows all the lines the request allows (``TextRequest/widthlessForm``). That form is
        // asked through this pass's memo first: a label's narrowest width asks for it anyway,
        // and the engine's answer takes a table lookup (a lock, hashing, comparing the key).
        if let widthless = request.widthlessForm {
            let measure = try measureText(widthless, for: node)
            if TextEngine.showsAllLines(measure.neededLineCount, of: request) {
                measureCache.append(TextEntry(consume request, result: measure), at: node.index)
                return measure
            }
        }
        textRequests += 1
        do {
            let measure = try text.measure(request)
            measureCache.append(TextEntry(consume request, result: measure), at: node.index)
            return measure
        } catch {
            throw .text(element: node.spec.displayName, path: node.spec.source.path,
                        location: node.spec.source.location, error: error)
        }
    }

    /// The widest grapheme cluster of `request`'s text (``TextEngine/widestClusterWidth(_:)``).
    func widestClusterWidth(_ request: TextRequest, for node: LayoutTree.Node) throws(LayoutError) -> Double {
        do {
            return try text.widestClusterWidth(request)
        } catch {
            throw .text(element: node.spec.displayName, path: node.spec.source.path,
                        location: node.spec.source.location, error: error)
        }
    }

    /// A text request of `node` for `font` at `width` (nil = unlimited).
    func textRequest(_ string: String, font: ResolvedFont, width: Double?, lines: Int, lineBreak: LineBreakMode,
                     minimumScaleFactor: Double = 0, lineHeight: Double? = nil, for node: LayoutTree.Node) -> TextRequest {
        TextRequest(content: textContent(string, font: font.descriptor, for: node), pointSize: font.descriptor.size,
                    tracking: font.descriptor.tracking, width: width.map { Swift.max(0, $0) }, lines: lines,
                    lineBreak: lineBreak, minimumScaleFactor: minimumScaleFactor, lineHeight: lineHeight)
    }

    /// The content of `node`'s text `string` in `font`, made the first time the node asks for it
    /// (in this pass, or in an earlier one sharing ``contentCache``). Another pass's node at the
    /// same index may be another element: a content is taken only when its text, family and
    /// weight are the same (its locale and font directory are the spec's, the same in every
    /// pass that shares it, and its direction is always natural).
    private func textContent(_ string: String, font: FontDescriptor, for node: LayoutTree.Node) -> TextRequest.Content {
        let known = contentCache.first(at: node.index) { content in
            content.weight == font.weight && TextRequest.sameCodeUnits(content.text, string)
                && TextRequest.sameCodeUnits(content.family, font.family)
        }
        if let known { return known }
        let content = TextRequest.Content(text: string, family: font.family, weight: font.weight, direction: .natural,
                                          locale: locale, baseDirectory: baseDirectory)
        contentCache.append(content, at: node.index)
        return content
    }

    // MARK: Placing

    /// Where a node is being placed: the scroll view it is in, and for the screen's root the
    /// rectangles its pinned children anchor to.
    struct PlacementContext {
        var enclosingScroll: ScrollContext?
        /// Set for the screen's root element only: the safe area and the whole screen.
        var screenAnchors: (safeArea: Rect, screen: Rect)?
    }

    /// Places `node` in `frame` (given by its parent) and its descendants inside it.
    func place(_ node: LayoutTree.Node, in frame: Rect, context: PlacementContext, isPinned: Bool = false) throws(LayoutError) -> LayoutNode {
        try countWork(at: node)
        var result = Self.startNode(node, in: frame, context: context, isPinned: isPinned)
        try placeContent(node, in: frame, context: context, into: &result)
        Self.finish(&result, node)
        return result
    }

    /// Places `node` as ``place(_:in:context:isPinned:)`` does, at the end of `placed`: the node is
    /// started and filled in where the array holds it: an empty node, which holds nothing to
    /// retain, is appended first, so the node's strings and path are never copied.
    func place(_ node: LayoutTree.Node, in frame: Rect, context: PlacementContext, isPinned: Bool = false,
               appendingTo placed: inout [LayoutNode]) throws(LayoutError) {
        try countWork(at: node)
        placed.append(Self.emptyNode)
        Self.start(&placed[placed.count - 1], node, in: frame, context: context, isPinned: isPinned)
        try placeContent(node, in: frame, context: context, into: &placed[placed.count - 1])
        Self.finish(&placed[placed.count - 1], node)
    }

    /// Sets in `result` what `node`'s spec says over its kind's defaults.
    private static func finish(_ result: inout LayoutNode, _ node: LayoutTree.Node) {
        if let interactive = node.spec.interactive { result.isInteractive = interactive }
        result.hitArea = node.spec.hitArea
        result.intents = node.spec.intents
        result.part = node.spec.part
        result.priorities = node.spec.priorities
    }

    /// A placed node before its content is placed: what its spec and its frame say.
    private static func startNode(_ node: LayoutTree.Node, in frame: Rect, context: PlacementContext,
                                  isPinned: Bool) -> LayoutNode {
        var result = emptyNode
        start(&result, node, in: frame, context: context, isPinned: isPinned)
        return result
    }

    /// A node with nothing set: every field as `LayoutNode.init` leaves it by default, its names
    /// empty.
    private static let emptyNode = LayoutNode(displayName: "", id: nil, kind: .box,
                                              source: SourceReference(path: .root, location: .init(line: 0, column: 0, offset: 0)),
                                              frame: .zero, neededSize: .zero)

    /// Sets in `result` what `node`'s spec and its frame say.
    private static func start(_ result: inout LayoutNode, _ node: LayoutTree.Node, in frame: Rect,
                              context: PlacementContext, isPinned: Bool) {
        let spec = node.spec
        result.displayName = spec.displayName
        result.id = spec.id
        result.kind = spec.kind.nodeKind
        result.source = spec.source
        result.frame = frame
        result.neededSize = frame.size
        result.clipsToBounds = spec.clipsToBounds
        result.allowsOverlap = spec.allowsOverlap
        result.isPinned = isPinned
        result.pin = spec.pin
        result.fixedWidth = spec.size.width
        result.fixedHeight = spec.size.height
        result.enclosingScroll = context.enclosingScroll
    }

    /// Places what `node` holds (its text, its children) into `result`, its placed node.
    private func placeContent(_ node: LayoutTree.Node, in frame: Rect, context: PlacementContext,
                              into result: inout LayoutNode) throws(LayoutError) {
        let spec = node.spec
        let inner = PlacementContext(enclosingScroll: context.enclosingScroll, screenAnchors: nil)
        switch spec.kind {
        case .label(let label):
            try placeLabel(node, label, into: &result)
        case .button(let button):
            try placeButton(node, button, into: &result)
        case .textField(let field):
            try placeTextField(node, field, into: &result)
        case .image(let image):
            result.neededSize = Size(width: spec.size.width ?? image.width, height: spec.size.height ?? image.height)
            result.isOpaque = true
        case .spacer:
            result.neededSize = Size(width: spec.size.minWidth ?? 0, height: spec.size.minHeight ?? 0)
        case .box(let box):
            result.isOpaque = box.isOpaque
            result.neededSize = try neededSize(node, given: frame.size)
            result.children = try placeBox(node, box, in: frame, context: context)
        case .stack(let stack):
            result.stackAxis = stack.axis
            result.stackDistribution = stack.distribution
            result.neededSize = try neededSize(node, given: frame.size)
            result.children = try placeStack(node, stack, in: frame, context: context)
        case .scroll(let scroll):
            result.neededSize = try neededSize(node, given: frame.size)
            try placeScroll(node, scroll, into: &result, context: inner)
        case .grid(let grid):
            result.neededSize = try neededSize(node, given: frame.size)
            result.children = try placeGrid(node, grid, in: frame, context: inner)
        case .list(let list):
            result.isOpaque = true
            result.neededSize = try neededSize(node, given: frame.size)
            try placeList(node, list, into: &result, context: inner)
        case .fits(let fits):
            result.neededSize = try neededSize(node, given: frame.size)
            result.children = try placeFits(node, fits, in: frame, context: inner)
        }
    }
}
