import TypeFitSupport
/// How much work the measurement cache saved: HarfBuzz calls made, and lookups of
/// analysed text (itemised and shaped, size-independent) that hit or missed.
public struct TextCacheStatistics: Sendable, Hashable {
    /// HarfBuzz shaping calls made so far.
    public var shapes: Int
    /// Lookups of analysed text that found it already shaped: in the request's content
    /// (`TextRequest.Content.Analysis`) or in the analysed-text table.
    public var hits: Int
    /// Lookups that had to itemise and shape the text.
    public var misses: Int
    /// Analysed texts and shaped runs currently held.
    public var entries: Int
    /// Layout requests answered from the layout table (the same request laid out before).
    public var layoutHits: Int
    /// Layout requests that had to be composed.
    public var layoutMisses: Int

    public init(shapes: Int = 0, hits: Int = 0, misses: Int = 0, entries: Int = 0, layoutHits: Int = 0, layoutMisses: Int = 0) {
        self.shapes = shapes
        self.hits = hits
        self.misses = misses
        self.entries = entries
        self.layoutHits = layoutHits
        self.layoutMisses = layoutMisses
    }
}

/// The measurement cache: shaped runs by `ShapeKey` and analysed texts by `AnalysisKey`,
/// both independent of the point size, so one label at 12 sizes or a screen laid out
/// twice is shaped once; and finished layouts by request, so a screen checked again (the
/// same label at the same size and width) is not broken into lines again. Thread-safe (a lock per table); a table that would grow
/// past its ``Budget`` of bytes starts a new generation, keeping the one before (see `Table`),
/// which changes speed, never results.
final class ShapingCache: Sendable {
    /// What an analysed text depends on: the text's exact code units (see `TextRequest.==`) and
    /// the fonts of its chain, by identity (a library makes each chain once).
    struct AnalysisKey: DigestKey, Sendable {
        var text: String
        var fonts: [ChainFont]
        var direction: WritingDirection
        var locale: String?

        static func == (a: AnalysisKey, b: AnalysisKey) -> Bool {
            a.fonts.count == b.fonts.count && zip(a.fonts, b.fonts).allSatisfy { $0 === $1 }
                && a.direction == b.direction && a.locale == b.locale
                && TextRequest.sameCodeUnits(a.text, b.text)
        }

        /// One digest of the fields, which the table's seeded `Hasher` is fed in one piece.
        var digest: UInt64 {
            var state = CodeUnits.mix(TextRequest.digestOfCodeUnits(text), UInt64(fonts.count))
            for font in fonts { state = CodeUnits.mix(state, UInt64(UInt(bitPattern: ObjectIdentifier(font)))) }
            let directionBits: UInt64 = switch direction {
            case .natural: 0
            case .leftToRight: 1
            case .rightToLeft: 2
            }
            state = CodeUnits.mix(state, directionBits)
            return CodeUnits.mix(state, locale.map(TextRequest.digestOfCodeUnits) ?? 0)
        }
    }

    /// What the break opportunities of a text found afresh depend on (units hashed and
    /// compared as bytes).
    struct ResegmentKey: DigestKey, Sendable {
        var units: [UInt16]
        var language: String?

        static func == (a: ResegmentKey, b: ResegmentKey) -> Bool {
            a.language == b.language && CodeUnits.equal(a.units, b.units)
        }

        /// The units' digest and the language's.
        var digest: UInt64 {
            let units = self.units.withUnsafeBytes(CodeUnits.digest)
            return CodeUnits.mix(units, language.map(TextRequest.digestOfCodeUnits) ?? 0)
        }
    }

    /// A request with its hash computed once: a measure looks in two tables and may insert in
    /// one, and a table grows by rehashing its keys: each of them reads the hash stored here.
    struct HashedRequest: Hashable, Sendable {
        let request: TextRequest
        /// The request's ``TextRequest/digest``.
        let requestHash: UInt64

        init(_ request: TextRequest) {
            self.request = request
            self.requestHash = request.digest
        }

        static func == (a: HashedRequest, b: HashedRequest) -> Bool {
            a.requestHash == b.requestHash && a.request == b.request
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(requestHash)
        }
    }

    /// A finished layout's key: its request. One entry holds the request's layout both without
    /// and with glyph runs (``StoredLayout``): a measure that missed looked in the table twice,
    /// for each kind of layout, and every look at a table of thousands of entries, with few of
    /// them with glyph runs, meets a few cache misses of the processor.
    struct LayoutKey: DigestKey, Sendable {
        let request: HashedRequest

        /// The request's digest (a hash already).
        var digest: UInt64 { request.requestHash }
    }

    /// Bytes per table (two generations of half each; see `Table`). Entries vary
    /// a lot in size (a word, a paragraph of Thai), so tables are bounded by an estimate of the
    /// bytes they hold, not by how many entries: memory stays bounded however long the texts.
    struct Budget: Sendable {
        var shapes: Int
        var analyses: Int
        var layouts: Int
        var resegmentations: Int

        /// About 52 MB in all (estimated): enough for the shaping of a large check's distinct
        /// texts to be found again, small enough that memory stays bounded (docs/performance.md).
        static let standard = Budget(shapes: 12 << 20, analyses: 20 << 20, layouts: 14 << 20,
                                     resegmentations: 4 << 20)

        /// Each table's budget divided by `parts` (at least 1).
        func divided(by parts: Int) -> Budget {
            let parts = max(1, parts)
            return Budget(shapes: shapes / parts, analyses: analyses / parts, layouts: layouts / parts,
                          resegmentations: resegmentations / parts)
        }
    }

    let budget: Budget
    private let shapes: Table<ShapeKey, ShapeResult>
    private let analyses: Table<AnalysisKey, ShapedText>
    private let layouts: Table<LayoutKey, StoredLayout>
    private let resegmentations: Table<ResegmentKey, [Int]>

    /// Times the HarfBuzz calls when set (an engine made with `measuresPhases`).
    private let clock: TextPhaseClock?

    init(budget: Budget = .standard, clock: TextPhaseClock? = nil) {
        self.budget = budget
        self.clock = clock
        shapes = Table(limit: budget.shapes)
        analyses = Table(limit: budget.analyses)
        layouts = Table(limit: budget.layouts)
        resegmentations = Table(limit: budget.resegmentations)
    }

    /// The layout of `request`, composing it with `build` on a miss. A layout is a function of
    /// its request alone (the fonts of an engine never change), so a hit gives the same value.
    /// A layout with glyph runs is asked for only where a kept layout has them; one without is
    /// any kept layout's, without its runs. `build` is handed the request: a closure that
    /// captured it copied it (retaining its content) at every lookup, hit or miss.
    func layout(_ request: TextRequest, glyphRuns: Bool,
                build: (TextRequest) throws(TextError) -> TextLayout) throws(TextError) -> TextLayout {
        let key = LayoutKey(request: HashedRequest(request))
        if let known = layouts.value(for: key, counting: .hitsAndMisses, where: { !glyphRuns || $0.drawn != nil }) {
            return glyphRuns ? known.drawn ?? known.lines : known.lines
        }
        let built = try build(request)
        let stored = glyphRuns ? StoredLayout(lines: built.withoutGlyphRuns, drawn: built) : StoredLayout(lines: built)
        layouts.insert(stored, for: key, cost: CacheCost.of(request) + stored.cost)
        return built
    }

    /// The numbers of `request`'s layout: from a finished layout of the request, else the layout
    /// without glyph runs built with `build` and kept, so the request's layout, which the layout
    /// engine asks for after measuring it, is not composed again. Counted with the layout hits
    /// and misses. `build` is handed the request, as in ``layout(_:glyphRuns:build:)``.
    func measure(_ request: TextRequest, build: (TextRequest) throws(TextError) -> TextLayout) throws(TextError) -> TextMeasure {
        let key = LayoutKey(request: HashedRequest(request))
        if let known = layouts.value(for: key, counting: .hitsAndMisses) {
            return TextMeasure(known.lines)
        }
        let built = try build(request)
        let measure = TextMeasure(built)
        let stored = StoredLayout(lines: consume built)
        layouts.insert(stored, for: key, cost: CacheCost.of(request) + stored.cost)
        return measure
    }

    /// A finished layout as the table holds it: in an object of its own, so that a lookup hands
    /// over one reference rather than copying the layout (its lines, strings and arrays) out of
    /// the table, and a measure reads its numbers in place.
    final class StoredLayout: Sendable {
        /// The layout without glyph runs.
        let lines: TextLayout
        /// The layout with glyph runs, once a request asked for them (drawing a screen).
        let drawn: TextLayout?

        init(lines: TextLayout, drawn: TextLayout? = nil) {
            self.lines = lines
            self.drawn = drawn
        }

        /// Estimated bytes of both layouts (their lines share the text's code units).
        var cost: Int {
            CacheCost.of(lines) + (drawn.map(CacheCost.of) ?? 0)
        }
    }

    /// The break opportunities of `units` on their own (ICU, from their start), or nil when ICU
    /// fails (not cached).
    func resegmentation(of units: [UInt16], language: String?) -> [Int]? {
        let key = ResegmentKey(units: units, language: language)
        if let known = resegmentations.value(for: key, counting: .none) { return known }
        guard let found = try? BreakOpportunities.compute(units, locale: language) else { return nil }
        resegmentations.insert(found, for: key, cost: CacheCost.entry + units.count * 2 + found.count * 8)
        return found
    }

    /// The shaped run for `key`, shaping it on a miss (each miss counted as a HarfBuzz call).
    func shape(_ key: ShapeKey) -> ShapeResult {
        if let known = shapes.value(for: key, counting: .none) { return known }
        let shaped: ShapeResult
        if let clock {
            let start = ContinuousClock.now
            shaped = Shaper.shape(key)
            clock.recordShaping(since: start)
        } else {
            shaped = Shaper.shape(key)
        }
        shapes.count(hit: false)
        shapes.insert(shaped, for: key, cost: CacheCost.of(key) + CacheCost.of(shaped))
        return shaped
    }

    /// The analysed text for `key`, building it with `build` on a miss.
    func analysis(_ key: AnalysisKey, build: () throws(TextError) -> ShapedText) throws(TextError) -> ShapedText {
        if let known = analyses.value(for: key, counting: .hitsAndMisses) { return known }
        let built = try build()
        analyses.insert(built, for: key, cost: CacheCost.of(key) + CacheCost.of(built))
        return built
    }

    /// Counters so far.
    var statistics: TextCacheStatistics {
        let shaped = shapes.counts
        let analysed = analyses.counts
        let laidOut = layouts.counts
        return TextCacheStatistics(
            shapes: shaped.misses, hits: analysed.hits, misses: analysed.misses,
            entries: shaped.entries + analysed.entries + laidOut.entries,
            layoutHits: laidOut.hits, layoutMisses: laidOut.misses)
    }
}

/// One table of the shaping cache, with its own lock: threads looking up different tables
/// (a shaped run, an analysed text, a layout) do not wait for one another.
///
/// Entries are kept in two generations of half the budget each. When the current one would grow
/// past its half, it becomes the previous one (the one before is dropped) and a new one starts,
/// so the entries of the spec being checked survive: emptying the whole table at its limit made
/// the text engine analyse and compose again what it had just made.
final class Table<Key: DigestKey & Sendable, Value: Sendable>: Sendable {
    private struct Contents {
        var entries = Generation()
        /// The generation before `entries`, looked in when `entries` has no value.
        var previous = Generation()
        /// Estimated bytes held in `entries`.
        var held = 0
        var hits = 0
        var misses = 0
    }

    /// One generation's entries, found by their key's digest: a lookup probes a dictionary from
    /// digests to positions (its digests eight to a processor cache line), and compares a whole
    /// key only where the digest matches: keys are large values (a request, a run's units), so
    /// a probe touches one key, not every key that shares its bucket.
    private struct Generation {
        private struct Entry {
            let key: Key
            var value: Value
            /// The position of the entry before it with the same digest, or -1.
            let next: Int
        }

        /// Digest → position in `entries` of the last entry with that digest.
        private var positions: [MemoKey: Int] = [:]
        private var entries: [Entry] = []

        var count: Int { entries.count }
        var isEmpty: Bool { entries.isEmpty }

        /// The position of `key`'s entry, keys compared in place.
        private func position(of key: Key, digest: MemoKey) -> Int? {
            guard var position = positions[digest] else { return nil }
            while position >= 0 {
                if entries[position].key == key { return position }
                position = entries[position].next
            }
            return nil
        }

        func value(for key: Key, digest: MemoKey) -> Value? {
            position(of: key, digest: digest).map { entries[$0].value }
        }

        mutating func set(_ value: Value, for key: Key, digest: MemoKey) {
            if let position = position(of: key, digest: digest) {
                entries[position].value = value
                return
            }
            entries.append(Entry(key: key, value: value, next: positions[digest] ?? -1))
            positions[digest] = entries.count - 1
        }

        /// Empties the generation, keeping its storage (it fills to about the same size again).
        mutating func removeAll() {
            positions.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
        }
    }

    private let contents = LockedValue(Contents())
    private let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// What a lookup counts.
    enum Counting {
        case none, hitsAndMisses
    }

    /// The value for `key`, if held and `usable`, counted as `counting` says (a value held but
    /// not usable counts as a miss).
    func value(for key: Key, counting: Counting, where usable: (Value) -> Bool = { _ in true }) -> Value? {
        let digest = MemoKey(Int(truncatingIfNeeded: key.digest))
        return contents.withLock { contents in
            var found = contents.entries.value(for: key, digest: digest)
                ?? (contents.previous.isEmpty ? nil : contents.previous.value(for: key, digest: digest))
            if let value = found, !usable(value) { found = nil }
            switch counting {
            case .none: break
            case .hitsAndMisses: if found != nil { contents.hits += 1 } else { contents.misses += 1 }
            }
            return found
        }
    }

    /// Counts a lookup answered (or not) elsewhere.
    func count(hit: Bool) {
        contents.withLock { contents in
            if hit { contents.hits += 1 } else { contents.misses += 1 }
        }
    }

    /// Stores `value`, starting a new generation first when its estimated `cost` would take the
    /// current one past half the limit.
    func insert(_ value: Value, for key: Key, cost: Int) {
        let digest = MemoKey(Int(truncatingIfNeeded: key.digest))
        contents.withLock { contents in
            if contents.held + cost > limit / 2 {
                // The dropped generation's storage is kept for the new one (it fills to about the
                // same size again), so it is not grown again from nothing, rehashing at every doubling.
                swap(&contents.entries, &contents.previous)
                contents.entries.removeAll()
                contents.held = 0
            }
            contents.entries.set(value, for: key, digest: digest)
            contents.held += cost
        }
    }

    /// Hits, misses and entries held.
    var counts: (hits: Int, misses: Int, entries: Int) {
        contents.withLock { ($0.hits, $0.misses, $0.entries.count + $0.previous.count) }
    }
}
