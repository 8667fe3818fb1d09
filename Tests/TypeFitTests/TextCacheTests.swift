import Testing
@testable import TypeFitText

/// The measurement cache: one text is shaped once for every size and width, and a
/// screen laid out twice is not shaped again.
@Suite struct TextCacheTests {
    static let sizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    @Test func oneLabelAtTwelveSizesIsShapedOnce() throws {
        let engine = TextEngine(fonts: TextTestSupport.library)
        let text = "Deliver to Jane Appleseed, 1 Infinite Loop"
        let first = try engine.layout(TextRequest(text: text, font: FontDescriptor(family: "Inter", size: 14), width: 200))
        let afterOne = engine.cacheStatistics
        #expect(afterOne.misses == 1 && afterOne.hits == 0)
        #expect(afterOne.shapes >= 1)
        for size in Self.sizes.dropFirst() {
            _ = try engine.layout(TextRequest(text: text, font: FontDescriptor(family: "Inter", size: size), width: 200))
        }
        let afterAll = engine.cacheStatistics
        #expect(afterAll.misses == 1)
        #expect(afterAll.hits == 11)
        // Only pieces cut at unsafe places are shaped again, never the whole text.
        #expect(afterAll.shapes - afterOne.shapes <= 11)
        #expect(first.fontSize == 14)
    }

    /// A paragraph remembers the corrections of pieces reshaped at unsafe cuts, for the next
    /// width or size it is broken at. That memo changes speed only: every layout of a text broken
    /// at many widths and sizes by one engine equals the layout a fresh engine makes of it alone.
    @Test func rememberedPieceCorrectionsNeverChangeALayout() throws {
        let texts = ["AVATAR Wave: Toyota LAVA, “quoted” Type", "नमस्ते दुनिया, यह एक परीक्षण है",
                     "مرحبا بالعالم، هذا اختبار طويل", "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz"]
        let shared = TextEngine(fonts: TextTestSupport.library)
        var compared = 0
        for text in texts {
            for size in [17.0, 33, 53] {
                for (mode, lines) in [(LineBreakMode.wordWrap, 0), (.charWrap, 0), (.truncateTail, 1), (.truncateMiddle, 2)] {
                    for width in stride(from: 30.0, through: 330, by: 25) {
                        let request = TextRequest(text: text, font: FontDescriptor(family: "Inter", size: size),
                                                  width: width, lines: lines, lineBreak: mode)
                        let alone = try TextEngine(fonts: TextTestSupport.library).layout(request, glyphRuns: false)
                        #expect(try shared.layout(request, glyphRuns: false) == alone, "\(text) \(size) \(mode) \(width)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 4 * 3 * 4 * 13)
    }

    /// A text's content keeps its analysis for the library that made it. Requests sharing one
    /// content, as the layout engine makes them, lay out as requests of their own do, also when
    /// engines over two libraries take the content in turn (each then keeps its own library's).
    @Test func contentsSharedByRequestsAndLibrariesNeverChangeALayout() throws {
        let other = try FontLibrary(directory: TextTestSupport.fontsDirectory, usesFontConfig: false)
        let engines = [TextEngine(fonts: TextTestSupport.library), TextEngine(fonts: other)]
        var compared = 0
        for text in ["Deliver to Jane Appleseed, 1 Infinite Loop", "مرحبا بالعالم، هذا اختبار طويل", "नमस्ते दुनिया"] {
            let content = TextRequest.Content(text: text, family: "Inter")
            for size in [14.0, 28, 53] {
                for width in [40.0, 120, 400] {
                    for engine in engines {
                        let shared = TextRequest(content: content, pointSize: size, width: width, lines: 2,
                                                 lineBreak: .truncateTail)
                        let own = TextRequest(text: text, font: FontDescriptor(family: "Inter", size: size), width: width,
                                              lines: 2, lineBreak: .truncateTail)
                        let alone = try TextEngine(fonts: TextTestSupport.library).layout(own)
                        #expect(try engine.layout(shared) == alone, "\(text) \(size) \(width)")
                        #expect(content.analysis(by: engine.fonts)?.library === engine.fonts)
                        #expect(content.analysis(by: engine === engines[0] ? other : TextTestSupport.library) == nil)
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 3 * 3 * 3 * 2)
    }

    /// One entry of the layout table holds a request's layout without glyph runs and, once
    /// asked for, with them. Asked in either order, each is what a fresh engine composes, a
    /// measure reads the same numbers, and only the layout asked with runs has them.
    @Test func layoutsWithAndWithoutGlyphRunsShareAnEntryAndNeverChangeALayout() throws {
        let requests = [
            TextRequest(text: "Deliver to Jane Appleseed, 1 Infinite Loop", font: FontDescriptor(family: "Inter", size: 17),
                        width: 120, lines: 2, lineBreak: .truncateTail),
            TextRequest(text: "مرحبا بالعالم، هذا اختبار طويل", font: FontDescriptor(family: "Noto Sans Arabic", size: 28),
                        width: 150),
            TextRequest(text: "संग्रहण लगभग भर गया है", font: FontDescriptor(family: "Inter", size: 33), width: 90, lines: 1,
                        lineBreak: .truncateMiddle),
        ]
        for request in requests {
            for order in [[false, true, false], [true, false, true]] {
                let engine = TextEngine(fonts: TextTestSupport.library)
                for glyphRuns in order {
                    let fresh = try TextEngine(fonts: TextTestSupport.library).layout(request, glyphRuns: glyphRuns)
                    let kept = try engine.layout(request, glyphRuns: glyphRuns)
                    #expect(kept == fresh, "\(request.text) \(order) \(glyphRuns)")
                    #expect(kept.lines.allSatisfy { $0.runs.isEmpty } != glyphRuns)
                    #expect(try engine.measure(request) == TextMeasure(fresh))
                }
                // Three layouts and three measures of one request: composed once, or twice when
                // its layout without runs came first.
                #expect(engine.cacheStatistics.layoutMisses == (order[0] ? 1 : 2))
            }
        }
    }

    /// A key whose every value has the same digest: a cache table finds entries by digest, and
    /// keys that share one must keep their own values.
    struct CollidingKey: DigestKey, Sendable {
        let name: String
        var digest: UInt64 { 42 }
    }

    @Test func keysSharingADigestKeepTheirOwnValues() {
        let table = Table<CollidingKey, Int>(limit: 1 << 20)
        for (value, name) in ["a", "b", "c"].enumerated() {
            table.insert(value, for: CollidingKey(name: name), cost: 1)
        }
        table.insert(10, for: CollidingKey(name: "b"), cost: 1)
        #expect(table.value(for: CollidingKey(name: "a"), counting: .hitsAndMisses) == 0)
        #expect(table.value(for: CollidingKey(name: "b"), counting: .hitsAndMisses) == 10)
        #expect(table.value(for: CollidingKey(name: "c"), counting: .hitsAndMisses) == 2)
        #expect(table.value(for: CollidingKey(name: "d"), counting: .hitsAndMisses) == nil)
        #expect(table.value(for: CollidingKey(name: "c"), counting: .none, where: { $0 > 5 }) == nil)
        let counts = table.counts
        #expect(counts.hits == 3 && counts.misses == 1 && counts.entries == 3)
    }

    /// A generation that would grow past half the limit becomes the previous one, still looked
    /// in; the one before it is dropped.
    @Test func aFullGenerationIsKeptAsThePreviousOne() {
        let table = Table<CollidingKey, Int>(limit: 8)
        for value in 0..<12 {
            table.insert(value, for: CollidingKey(name: "key \(value)"), cost: 1)
        }
        // Four a generation: 0…3 dropped, 4…7 previous, 8…11 current.
        #expect((0..<12).map { table.value(for: CollidingKey(name: "key \($0)"), counting: .none) }
                == [nil, nil, nil, nil, 4, 5, 6, 7, 8, 9, 10, 11])
        #expect(table.counts.entries == 8)
    }

    /// The memo is keyed by start, end and visible end: every piece of a paragraph measured
    /// with every visible end, in opposite orders in two analyses of the same text (each filling
    /// its own memo), gives the same width.
    @Test func pieceCorrectionsAreKeptPerStartEndAndVisibleEnd() throws {
        let chain = try TextTestSupport.library.chain(family: "Inter", weight: .regular, baseDirectory: nil)
        for text in ["AVATAR Wave: To yo ta LAVA, “quoted” Type", "مرحبا بالعالم، هذا اختبار", "नमस्ते दुनिया"] {
            func analysed() throws -> ShapedParagraph {
                let analyzer = TextAnalyzer(chain: chain, cache: ShapingCache(), direction: .natural, locale: nil)
                return try #require(analyzer.analyze(text).paragraphs.first)
            }
            let (forward, backward) = (try analysed(), try analysed())
            let positions = [0] + forward.breakablePositions
            var triples: [(Int, Int, Int)] = []
            for start in positions {
                for end in positions where end > start {
                    for visible in positions where visible > start && visible <= end { triples.append((start, end, visible)) }
                }
            }
            let cache = ShapingCache()
            let ahead = triples.map { forward.widthEm(start: $0.0, end: $0.1, visible: $0.2, cache: cache) }
            let behind = triples.reversed().map { backward.widthEm(start: $0.0, end: $0.1, visible: $0.2, cache: cache) }
            #expect(ahead == Array(behind.reversed()), "\(text)")
            #expect(triples.count > 50)
        }
    }

    /// A table past its budget starts a new generation and keeps the one before: a text laid
    /// out a moment ago is still answered from the cache after the table turns over, entries
    /// stay bounded, and a cache too small for the work changes no result.
    @Test func anEngineMadeToWorkBesideOthersKeepsItsShareOfTheBudget() {
        let standard = ShapingCache.Budget.standard
        for share in [1, 2, 3, 8] {
            let budget = TextEngine(fonts: TextTestSupport.library, measuresPhases: false, cacheShare: share).cache.budget
            #expect(budget.shapes == standard.shapes / share)
            #expect(budget.analyses == standard.analyses / share)
            #expect(budget.layouts == standard.layouts / share)
            #expect(budget.resegmentations == standard.resegmentations / share)
        }
        // A share below one keeps the whole budget.
        #expect(TextEngine(fonts: TextTestSupport.library, measuresPhases: false, cacheShare: 0).cache.budget.layouts == standard.layouts)
    }

    @Test func tablesOverBudgetKeepThePreviousGenerationAndNeverChangeAResult() throws {
        let tiny = ShapingCache.Budget(shapes: 1 << 16, analyses: 1 << 16, layouts: 1 << 14,
                                       resegmentations: 1 << 12)
        let small = TextEngine(fonts: TextTestSupport.library, budget: tiny)
        let standard = TextEngine(fonts: TextTestSupport.library)
        func request(_ number: Int) -> TextRequest {
            TextRequest(text: "Label number \(number) with a few words", font: FontDescriptor(family: "Inter", size: 17),
                        width: 120, lines: 0)
        }
        var largest = 0
        for number in 0..<200 {
            #expect(try small.layout(request(number), glyphRuns: false) == standard.layout(request(number), glyphRuns: false))
            if number > 0 {
                let before = small.cacheStatistics.layoutHits
                _ = try small.layout(request(number - 1), glyphRuns: false)
                #expect(small.cacheStatistics.layoutHits == before + 1, "request \(number - 1) after \(number)")
            }
            largest = max(largest, small.cacheStatistics.entries)
        }
        #expect(largest < 400)
        #expect(standard.cacheStatistics.entries > largest)
    }

    /// A layout without glyph runs is the layout with them, runs taken out; the cache keeps the
    /// two apart, so whichever is asked for first, each request gets what it asked for.
    @Test func layoutsWithoutGlyphRunsDifferOnlyInTheRuns() throws {
        let texts = ["Display & Brightness", "नमस्ते दुनिया, यह एक परीक्षण है", "مرحبا بالعالم، هذا اختبار",
                     "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz", "Two\nparagraphs here"]
        let modes: [LineBreakMode] = [.wordWrap, .charWrap, .clip, .truncateHead, .truncateMiddle, .truncateTail]
        for (order, runsFirst) in [false, true].enumerated() {
            let engine = TextEngine(fonts: TextTestSupport.library)
            var runs = 0
            for text in texts {
                for mode in modes {
                    for (width, lines) in [(nil, 0), (90.0, 1), (90.0, 2), (140.0, 0)] as [(Double?, Int)] {
                        let request = TextRequest(text: text, font: FontDescriptor(family: "Inter", size: 17 + Double(order)),
                                                  width: width, lines: lines, lineBreak: mode)
                        let drawn: TextLayout
                        let checked: TextLayout
                        if runsFirst {
                            drawn = try engine.layout(request)
                            checked = try engine.layout(request, glyphRuns: false)
                        } else {
                            checked = try engine.layout(request, glyphRuns: false)
                            drawn = try engine.layout(request)
                        }
                        var stripped = drawn
                        for index in stripped.lines.indices { stripped.lines[index].runs = [] }
                        #expect(checked == stripped, "\(text) \(mode) \(String(describing: width)) \(lines)")
                        #expect(drawn.lines.allSatisfy { !$0.runs.isEmpty || $0.text.isEmpty })
                        runs += drawn.lines.count
                    }
                }
            }
            #expect(runs > 200)
        }
    }

    @Test func aScreenLaidOutTwiceIsNotShapedAgain() throws {
        let engine = TextEngine(fonts: TextTestSupport.library)
        let labels = ["Settings", "Display & Brightness", "नमस्ते दुनिया", "مرحبا بالعالم", "สวัสดีชาวโลก", "Text Size"]
        func layOutScreen() throws -> [TextLayout] {
            try labels.map { try engine.layout(TextRequest(text: $0, font: FontDescriptor(family: "Inter", size: 17), width: 120)) }
        }
        let first = try layOutScreen()
        let shapes = engine.cacheStatistics.shapes
        let second = try layOutScreen()
        #expect(second == first)
        let statistics = engine.cacheStatistics
        #expect(statistics.shapes == shapes)
        #expect(statistics.misses == labels.count)
        // The same requests again are answered by the layout cache, before the analysis cache.
        #expect(statistics.layoutHits == labels.count)
        #expect(statistics.hits + statistics.layoutHits == labels.count)
    }

    @Test func concurrentLayoutsAgreeWithSerialOnes() async throws {
        let engine = TextEngine(fonts: TextTestSupport.library)
        let requests = (0..<48).map { index in
            TextRequest(text: ["Hello world, this wraps", "नमस्ते दुनिया यह", "مرحبا بالعالم هذا", "สวัสดีชาวโลก"][index % 4],
                        font: FontDescriptor(family: "Inter", size: Self.sizes[index % 12]), width: 100)
        }
        let serial = try requests.map { try TextTestSupport.engine.layout($0) }
        let parallel = try await withThrowingTaskGroup(of: (Int, TextLayout).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask { (index, try engine.layout(request)) }
            }
            var results = [TextLayout?](repeating: nil, count: requests.count)
            for try await (index, layout) in group { results[index] = layout }
            return results
        }
        #expect(parallel == serial.map { Optional($0) })
    }

    /// A layout does not depend on what the engine laid out before: a warm engine answers each
    /// request as a fresh one does, and composes each distinct request once.
    @Test func textLayoutsDoNotDependOnWhatWasLaidOutBefore() throws {
        let fonts = try FontLibrary(directory: TestSupport.path("Fonts"), usesFontConfig: false)
        let requests = [
            TextRequest(text: "Benachrichtigungen und Datenschutz", font: FontDescriptor(family: "Inter", size: 17), width: 120),
            TextRequest(text: "سماعات لاسلكية مع علبة شحن", font: FontDescriptor(family: "Noto Sans Arabic", size: 23), width: 150, lines: 1),
            TextRequest(text: "संग्रहण लगभग भर गया है", font: FontDescriptor(family: "Inter", size: 28), width: 90),
            TextRequest(text: "Geschwindigkeitsbegrenzung", font: FontDescriptor(family: "Inter", weight: .bold, size: 40), width: 200,
                        lines: 1, minimumScaleFactor: 0.5),
        ]
        let warm = TextEngine(fonts: fonts, measuresPhases: true, cacheShare: 1)
        for request in requests + requests.reversed() {
            _ = try warm.layout(request)
            var wider = request
            wider.width = (request.width ?? 100) * 1.7
            _ = try warm.layout(wider)
        }
        for request in requests {
            let cold = try TextEngine(fonts: fonts).layout(request)
            #expect(try warm.layout(request) == cold, "\(request.text)")
        }
        // Each distinct request is composed once: the four, and the four wider.
        #expect(warm.phaseTimes.calls == requests.count * 2)
        #expect(warm.cacheStatistics.layoutHits == requests.count * 3)
        // The HarfBuzz calls are timed, within the analysis.
        let times = warm.phaseTimes
        #expect(warm.cacheStatistics.shapes > 0)
        #expect(times.harfBuzzNanoseconds > 0)
        #expect(times.harfBuzzNanoseconds <= times.analysisNanoseconds + times.compositionNanoseconds)
        #expect(TextEngine(fonts: fonts).phaseTimes == TextPhaseTimes())
    }
}
