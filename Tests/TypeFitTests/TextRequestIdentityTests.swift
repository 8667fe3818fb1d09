import Testing
@testable import TypeFitText

/// A request's identity is one list of fields (`TextRequestFieldVisitor`): changing any one of
/// them makes another request, with another digest, and the strings among them are what a cache
/// entry is charged for. The list of changes below must cover every field the list visits.
@Suite struct TextRequestIdentityTests {
    static let base = TextRequest(text: "Settings", font: FontDescriptor(family: "Inter", weight: .regular, size: 17),
                                  width: 200, lines: 1, lineBreak: .truncateTail, minimumScaleFactor: 0.5,
                                  lineHeight: 22, direction: .natural, locale: "en", baseDirectory: "Layouts")

    /// One change per field, named after it.
    static let changes: [(field: String, change: @Sendable (inout TextRequest) -> Void)] = [
        ("weight", { $0.font.weight = .bold }),
        ("direction", { $0.direction = .rightToLeft }),
        ("text", { $0.text = "Settings." }),
        ("family", { $0.font.family = "Inter Display" }),
        ("locale", { $0.locale = "de" }),
        ("baseDirectory", { $0.baseDirectory = nil }),
        ("pointSize", { $0.pointSize = 17.5 }),
        ("width", { $0.width = nil }),
        ("lines", { $0.lines = 2 }),
        ("lineBreak", { $0.lineBreak = .truncateMiddle }),
        ("tracking", { $0.tracking = 0.25 }),
        ("minimumScaleFactor", { $0.minimumScaleFactor = 0.75 }),
        ("lineHeight", { $0.lineHeight = nil }),
    ]

    /// Counts the fields visited.
    struct Counter: TextRequestFieldVisitor {
        var count = 0
        mutating func codeUnits(_ a: String?, _ b: String?) { count += 1 }
        mutating func number(_ a: Double?, _ b: Double?) { count += 1 }
        mutating func integer(_ a: Int, _ b: Int) { count += 1 }
    }

    @Test func everyFieldOfTheIdentityHasAChangeHere() {
        var counter = Counter()
        TextRequest.Content.Fields.visit(Self.base.content.fields, Self.base.content.fields, &counter)
        TextRequest.visitSizeAndBox(Self.base, Self.base, &counter)
        #expect(counter.count == Self.changes.count)
    }

    @Test(arguments: changes.indices)
    func changingOneFieldMakesAnotherRequest(index: Int) {
        let (field, change) = Self.changes[index]
        var changed = Self.base
        change(&changed)
        #expect(changed != Self.base, "\(field)")
        #expect(changed.digest != Self.base.digest, "\(field)")
        // A copy made the same way, with a content of its own, is the same request.
        var again = TextRequest(text: Self.base.text, font: Self.base.font, width: Self.base.width,
                                lines: Self.base.lines, lineBreak: Self.base.lineBreak,
                                minimumScaleFactor: Self.base.minimumScaleFactor, lineHeight: Self.base.lineHeight,
                                direction: Self.base.direction, locale: Self.base.locale,
                                baseDirectory: Self.base.baseDirectory)
        change(&again)
        #expect(again.content !== changed.content)
        #expect(again == changed && again.digest == changed.digest && again.hashValue == changed.hashValue, "\(field)")
    }

    /// Strings are compared by code units: canonically equivalent texts are other requests; a
    /// size of -0 is the size 0.
    @Test func textsAreComparedByCodeUnitsAndNumbersByValue() {
        var composed = Self.base
        composed.text = "Caf\u{E9}"
        var decomposed = Self.base
        decomposed.text = "Cafe\u{301}"
        #expect(composed != decomposed)
        var zero = Self.base
        zero.width = 0
        var negativeZero = Self.base
        negativeZero.width = -0.0
        #expect(zero == negativeZero && zero.digest == negativeZero.digest)
    }

    /// A cache entry is charged for every string of the request's identity.
    @Test func theCostCountsEveryString() {
        var longer = Self.base
        longer.locale = "en-GB-oxendict"
        #expect(CacheCost.of(longer) == CacheCost.of(Self.base) + "-GB-oxendict".utf8.count)
        var withoutDirectory = Self.base
        withoutDirectory.baseDirectory = nil
        #expect(CacheCost.of(withoutDirectory) == CacheCost.of(Self.base) - CacheCost.of("Layouts"))
    }
}
