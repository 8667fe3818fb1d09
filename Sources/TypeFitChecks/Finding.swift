import TypeFitDynamicType
import TypeFitJSON

/// The canonical kinds of finding (the product contract: names users and CI configs depend on).
public enum FindingKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Text needs more lines or width than it gets and shows "…" (or loses lines).
    case truncated
    /// Content cut by a container that clips, or text lines that do not fit a fixed height.
    case clipped
    /// Two visible elements intersect that are not meant to.
    case overlap
    /// Content outside the screen (safe area) and not reachable by scrolling.
    case offscreen
    /// `minimumScaleFactor` made text smaller than the category asks.
    case shrunk
    /// Text whose size does not follow Dynamic Type.
    case fixedFont
    /// An interactive element smaller than the minimum touch target (44 × 44 pt).
    case touchTarget
    /// A style meant to be larger renders smaller than one meant to be smaller.
    case hierarchy
    /// Characters no configured font can draw.
    case missingGlyphs

    /// Position in the canonical order above.
    public var rank: Int { Self.canonicalOrder.firstIndex(of: self) ?? 0 }

    /// The cases in declaration order, made once: `allCases` builds a new array at each use, and
    /// findings are sorted by kind.
    private static let canonicalOrder = allCases

    public static func < (a: FindingKind, b: FindingKind) -> Bool { a.rank < b.rank }
}

/// How much a finding matters. `info` is for what the author declared intended
/// (truncation marked `truncationIntended`): reported, never failing.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info, warning, error

    /// Position in the order info < warning < error.
    public var rank: Int { Self.canonicalOrder.firstIndex(of: self) ?? 0 }

    /// The cases in declaration order, made once (`allCases` builds a new array at each use).
    private static let canonicalOrder = allCases

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One problem at one category: which element, what it needed, what it had, and what it shows.
///
/// A finding is copied several times on its way to a report (sorted, merged across categories,
/// written). Its strings and numbers are kept in one shared, immutable box, so a copy retains
/// the box alone where it retained each of a dozen strings, every retain an atomic operation;
/// setting one of them makes a new box.
public struct Finding: Sendable, Hashable {
    /// The fields that hold references.
    private struct Texts: Sendable, Hashable {
        var spec: String
        var screen: String
        var device: String
        var locale: String?
        var element: String
        var otherElement: String?
        var message: String
        var suggestion: String?
        var numbers: [Number]
        var shownText: String?
        var path: String?
    }

    private final class Box: Sendable {
        let texts: Texts

        init(_ texts: Texts) {
            self.texts = texts
        }
    }

    private var box: Box

    /// Sets fields of the box: a new box, since others may share this one.
    private mutating func change(_ body: (inout Texts) -> Void) {
        var texts = box.texts
        body(&texts)
        box = Box(texts)
    }

    /// The spec file as given on the command line (or the spec's name when built in memory).
    public var spec: String {
        get { box.texts.spec }
        set { change { $0.spec = newValue } }
    }
    /// The screen's name.
    public var screen: String {
        get { box.texts.screen }
        set { change { $0.screen = newValue } }
    }
    /// The device the screen was laid out on.
    public var device: String {
        get { box.texts.device }
        set { change { $0.device = newValue } }
    }
    public var category: ContentSizeCategory
    /// The locale the strings came from, when the run checks localisations.
    public var locale: String? {
        get { box.texts.locale }
        set { change { $0.locale = newValue } }
    }
    public var kind: FindingKind
    public var severity: Severity
    /// The element's id, or its JSON path when it has none.
    public var element: String {
        get { box.texts.element }
        set { change { $0.element = newValue } }
    }
    /// The second element of an overlap.
    public var otherElement: String? {
        get { box.texts.otherElement }
        set { change { $0.otherElement = newValue } }
    }
    /// One sentence: what is wrong, with the numbers ("needs 214 pt, has 180 pt").
    public var message: String {
        get { box.texts.message }
        set { change { $0.message = newValue } }
    }
    /// A suggested fix ("allow 2 lines or let the stack turn vertical at accessibility sizes").
    public var suggestion: String? {
        get { box.texts.suggestion }
        set { change { $0.suggestion = newValue } }
    }
    /// The numbers behind the finding, in a stable order: needed, available, linesNeeded …
    public var numbers: [Number] {
        get { box.texts.numbers }
        set { change { $0.numbers = newValue } }
    }
    /// What the element shows instead, e.g. the visible text with its "…".
    public var shownText: String? {
        get { box.texts.shownText }
        set { change { $0.shownText = newValue } }
    }
    /// Where the element stands in the spec file.
    public var location: SourceLocation?
    /// The element's JSON path in the spec file.
    public var path: String? {
        get { box.texts.path }
        set { change { $0.path = newValue } }
    }

    /// A named number behind a finding.
    public struct Number: Sendable, Hashable {
        public var name: String
        public var value: Double

        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    public init(spec: String, screen: String, device: String, category: ContentSizeCategory, locale: String? = nil,
                kind: FindingKind, severity: Severity, element: String, otherElement: String? = nil,
                message: String, suggestion: String? = nil, numbers: [Number] = [], shownText: String? = nil,
                location: SourceLocation? = nil, path: String? = nil) {
        box = Box(Texts(spec: spec, screen: screen, device: device, locale: locale, element: element,
                        otherElement: otherElement, message: message, suggestion: suggestion, numbers: numbers,
                        shownText: shownText, path: path))
        self.category = category
        self.kind = kind
        self.severity = severity
        self.location = location
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        a.category == b.category && a.kind == b.kind && a.severity == b.severity && a.location == b.location
            && (a.box === b.box || a.box.texts == b.box.texts)
    }

    /// Every field, in the order they are declared in.
    public func hash(into hasher: inout Hasher) {
        let texts = box.texts
        hasher.combine(texts.spec)
        hasher.combine(texts.screen)
        hasher.combine(texts.device)
        hasher.combine(category)
        hasher.combine(texts.locale)
        hasher.combine(kind)
        hasher.combine(severity)
        hasher.combine(texts.element)
        hasher.combine(texts.otherElement)
        hasher.combine(texts.message)
        hasher.combine(texts.suggestion)
        hasher.combine(texts.numbers)
        hasher.combine(texts.shownText)
        hasher.combine(location)
        hasher.combine(texts.path)
    }

    /// The value of the number named `name`, if the finding has it.
    public func number(_ name: String) -> Double? {
        numbers.first { $0.name == name }?.value
    }

    /// The stable order of findings in every report: spec, device, locale, category, then the
    /// element's position in the file, kind, element names.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in reportOrder(a, b) } }
    }

    /// ``reportOrder(_:_:)`` read in place, field by field: passing the findings by value, or
    /// reading one whole, copied it (its box retained, then released) at every comparison of a
    /// sort.
    private static func reportOrder(_ a: UnsafePointer<Finding>, _ b: UnsafePointer<Finding>) -> Bool {
        let (ta, tb) = (a.pointee.box, b.pointee.box)
        if ta !== tb {
            if ta.texts.spec != tb.texts.spec { return ta.texts.spec < tb.texts.spec }
            if ta.texts.device != tb.texts.device { return ta.texts.device < tb.texts.device }
            if (ta.texts.locale ?? "") != (tb.texts.locale ?? "") { return (ta.texts.locale ?? "") < (tb.texts.locale ?? "") }
        }
        if a.pointee.category != b.pointee.category { return a.pointee.category < b.pointee.category }
        let la = a.pointee.location?.offset ?? -1, lb = b.pointee.location?.offset ?? -1
        if la != lb { return la < lb }
        if a.pointee.kind != b.pointee.kind { return a.pointee.kind < b.pointee.kind }
        if ta === tb { return false }
        if ta.texts.element != tb.texts.element { return ta.texts.element < tb.texts.element }
        return (ta.texts.otherElement ?? "") < (tb.texts.otherElement ?? "")
    }

    /// `findings` sorted by ``reportOrder(_:_:)`` (stably). Their positions are sorted and each
    /// finding is moved once: sorting the findings themselves copied a finding, a dozen strings
    /// retained, at every step of the sort.
    static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        let order = findings.withUnsafeBufferPointer { buffer -> [Int] in
            guard let base = buffer.baseAddress else { return [] }
            return buffer.indices.sorted { reportOrder(base + $0, base + $1) }
        }
        guard order.indices.contains(where: { order[$0] != $0 }) else { return findings }
        return order.map { findings[$0] }
    }
}
