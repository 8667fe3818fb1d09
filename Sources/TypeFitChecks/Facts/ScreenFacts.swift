import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout

/// One screen laid out on one device at one category, as the rules read it: the screen, its safe
/// area, and every visible element in document order with its ancestry.
struct ScreenFacts {
    /// Distances up to this (in points) do not count: frames that overlap or reach out by less
    /// merely touch after pixel snapping.
    static let tolerance = 0.01

    /// The spec file as given (or the spec's name when built in memory).
    var spec: String
    var screen: String
    var device: String
    var category: ContentSizeCategory
    var locale: String?
    /// The whole screen, in points.
    var bounds: Rect
    /// The screen minus the status bar, Dynamic Island and home indicator.
    var safeArea: Rect
    /// The software keyboard's frame when it is shown (the safe area then ends at its top).
    var keyboard: Rect?
    /// Visible elements in document order; a parent comes before its children.
    var nodes: [NodeFacts]
    /// How findings write the elements' paths: shared by the screens of one report, at every
    /// category, so that each element's path is written once.
    let paths: JSONPathDescriptions

    init(spec: String, screen: String, device: String, category: ContentSizeCategory, locale: String? = nil,
         bounds: Rect, safeArea: Rect, keyboard: Rect? = nil, nodes: [NodeFacts],
         paths: JSONPathDescriptions = JSONPathDescriptions()) {
        for (position, node) in nodes.enumerated() {
            precondition(node.index == position, "ScreenFacts: node \(node.name) is at \(position) but says \(node.index)")
            precondition(node.parent.map { $0 < position } ?? true, "ScreenFacts: \(node.name) comes before its parent")
        }
        self.spec = spec
        self.screen = screen
        self.device = device
        self.category = category
        self.locale = locale
        self.bounds = bounds
        self.safeArea = safeArea
        self.keyboard = keyboard
        self.nodes = nodes
        self.paths = paths
    }

    /// The indices of `node`'s ancestors, nearest first, walked up the parents as they are read
    /// (the rules ask for every node's, most often to find one that matches).
    func ancestors(of node: NodeFacts) -> Lineage {
        Lineage(nodes: nodes, upcoming: node.parent)
    }

    /// `node`'s index, then its ancestors' (``ancestors(of:)``).
    func lineage(of node: NodeFacts) -> Lineage {
        Lineage(nodes: nodes, upcoming: node.index)
    }

    /// Indices from a node up through its parents to the root.
    struct Lineage: Sequence, IteratorProtocol {
        fileprivate let nodes: [NodeFacts]
        fileprivate var upcoming: Int?

        mutating func next() -> Int? {
            guard let index = upcoming else { return nil }
            upcoming = nodes[index].parent
            return index
        }
    }

    /// True when `ancestor` is `node` or one of its ancestors.
    func isSelfOrAncestor(_ ancestor: Int, of node: Int) -> Bool {
        lineage(of: nodes[node]).contains(ancestor)
    }

    /// The nearest ancestor that is a scroll view, if any.
    func enclosingScroll(of node: NodeFacts) -> NodeFacts? {
        ancestors(of: node).first { nodes[$0].scroll != nil }.map { nodes[$0] }
    }

    /// The part of the screen through which `node` can be seen in the laid-out state: its drawn
    /// frame cut by every ancestor that clips and every enclosing scroll viewport; nil when none
    /// of it shows.
    func visibleArea(of node: NodeFacts) -> Rect? {
        var area = node.drawnFrame
        for index in ancestors(of: node) {
            if let viewport = nodes[index].scroll?.viewport {
                guard let cut = area.intersection(viewport, tolerance: ScreenFacts.tolerance) else { return nil }
                area = cut
            } else if nodes[index].clips {
                guard let cut = area.intersection(nodes[index].frame, tolerance: ScreenFacts.tolerance) else { return nil }
                area = cut
            }
        }
        return area.isEmpty(tolerance: ScreenFacts.tolerance) ? nil : area
    }

    /// True when an ancestor that clips (not a scroll view: what it hides can be scrolled to)
    /// hides all of `node`'s drawn frame.
    func isHiddenByClipping(_ node: NodeFacts) -> Bool {
        var area = node.drawnFrame
        for index in ancestors(of: node) where nodes[index].clips && nodes[index].scroll == nil {
            guard let cut = area.intersection(nodes[index].frame, tolerance: ScreenFacts.tolerance) else { return true }
            area = cut
        }
        return false
    }

    /// A finding of `rule`'s kind about `node` on this screen, filled with where it stands; its
    /// severity is the kind's default unless `severity` is given.
    func finding<Rule: CheckRule>(by rule: Rule, _ severity: Severity? = nil, about node: NodeFacts,
                                  other: NodeFacts? = nil, message: String, suggestion: String? = nil,
                                  numbers: [Finding.Number] = [], shownText: String? = nil) -> Finding {
        let description = Rule.description
        var severity = severity ?? description.defaultSeverity
        var message = message
        // A component's part is fixed with the component's own fields, not the rule's.
        var suggestion = node.part == nil ? suggestion : suggestion.flatMap { _ in node.part?.suggestion }
        if let intent = intent(for: description.kind, on: node) ?? other.flatMap({ intent(for: description.kind, on: $0) }) {
            severity = .info
            suggestion = nil
            message += (intent.origin == .system ? " By design: " : " Intended: ") + intent.reason
        }
        return Finding(spec: spec, screen: screen, device: device, category: category, locale: locale,
                       kind: description.kind, severity: severity,
                       element: node.name, otherElement: other?.name, message: message, suggestion: suggestion,
                       numbers: numbers, shownText: shownText, location: node.location,
                       path: node.path.map(paths.description))
    }

    /// The intent for findings of `kind` on `node`: its own, else the nearest ancestor's.
    func intent(for kind: FindingKind, on node: NodeFacts) -> DesignIntent? {
        for ancestor in lineage(of: node) {
            if let found = nodes[ancestor].intents.first(where: { $0.kind == kind.rawValue }) { return found }
        }
        return nil
    }
}
