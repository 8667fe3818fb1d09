/// The one definition of a text request's identity: every field that changes a layout, listed
/// once, for ``TextRequest/Content`` and for ``TextRequest``. Equality (`==`), the digest the
/// caches hash and the bytes a cache entry is charged for are all visits of this list, so a field
/// added to a request and listed here counts everywhere at once; a field left out of it is a
/// field two requests may differ in and still share a layout.
///
/// The list pairs the fields of two requests: equality compares each pair; the digest and the
/// cost visit a request paired with itself.
protocol TextRequestFieldVisitor {
    /// A string compared by its code units, not by `String` equality: canonically equivalent
    /// strings ("é" and "e\u{301}") do not shape alike. Nil is no string.
    mutating func codeUnits(_ a: String?, _ b: String?)
    /// A number; -0 is 0, as `==` has it.
    mutating func number(_ a: Double?, _ b: Double?)
    /// A whole number or a case of an enumeration.
    mutating func integer(_ a: Int, _ b: Int)
}

extension TextRequest.Content.Fields {
    /// Visits the fields of `a` and `b` in pairs.
    @inline(__always)
    static func visit<Visitor: TextRequestFieldVisitor>(_ a: Self, _ b: Self, _ visitor: inout Visitor) {
        visitor.integer(a.weight.rawValue, b.weight.rawValue)
        visitor.integer(a.direction.identity, b.direction.identity)
        visitor.codeUnits(a.text, b.text)
        visitor.codeUnits(a.family, b.family)
        visitor.codeUnits(a.locale, b.locale)
        visitor.codeUnits(a.baseDirectory, b.baseDirectory)
    }
}

extension TextRequest {
    /// Visits the fields of `a` and `b` apart from their contents, in pairs.
    @inline(__always)
    static func visitSizeAndBox<Visitor: TextRequestFieldVisitor>(_ a: Self, _ b: Self, _ visitor: inout Visitor) {
        visitor.number(a.pointSize, b.pointSize)
        visitor.number(a.width, b.width)
        visitor.integer(a.lines, b.lines)
        visitor.integer(a.lineBreak.identity, b.lineBreak.identity)
        visitor.number(a.tracking, b.tracking)
        visitor.number(a.minimumScaleFactor, b.minimumScaleFactor)
        visitor.number(a.lineHeight, b.lineHeight)
    }
}

/// Whether every pair of fields is equal; stops comparing at the first that is not.
struct FieldEquality: TextRequestFieldVisitor {
    var equal = true

    mutating func codeUnits(_ a: String?, _ b: String?) {
        if equal { equal = TextRequest.sameCodeUnits(a, b) }
    }

    mutating func number(_ a: Double?, _ b: Double?) {
        if equal { equal = a == b }
    }

    mutating func integer(_ a: Int, _ b: Int) {
        if equal { equal = a == b }
    }
}

/// A digest of the fields of one request (visited paired with itself): equal fields give
/// equal digests.
struct FieldDigest: TextRequestFieldVisitor {
    var state: UInt64

    mutating func codeUnits(_ a: String?, _ b: String?) {
        state = CodeUnits.mix(state, a.map(TextRequest.digestOfCodeUnits) ?? 1)
    }

    mutating func number(_ a: Double?, _ b: Double?) {
        state = CodeUnits.mix(state, a.map { $0 == 0 ? 0 : $0.bitPattern } ?? 0x7FF8_0000_0000_0001)
    }

    mutating func integer(_ a: Int, _ b: Int) {
        state = CodeUnits.mix(state, UInt64(bitPattern: Int64(a)))
    }
}

/// The bytes the strings of one request hold (visited paired with itself), for ``CacheCost``.
struct FieldBytes: TextRequestFieldVisitor {
    var bytes = 0

    mutating func codeUnits(_ a: String?, _ b: String?) {
        if let a { bytes += CacheCost.of(a) }
    }

    mutating func number(_ a: Double?, _ b: Double?) {}

    mutating func integer(_ a: Int, _ b: Int) {}
}

extension WritingDirection {
    /// The direction as a field of a request's identity.
    var identity: Int {
        switch self {
        case .natural: 0
        case .leftToRight: 1
        case .rightToLeft: 2
        }
    }
}

extension LineBreakMode {
    /// The mode as a field of a request's identity.
    var identity: Int {
        switch self {
        case .wordWrap: 0
        case .charWrap: 1
        case .clip: 2
        case .truncateHead: 3
        case .truncateMiddle: 4
        case .truncateTail: 5
        }
    }
}
