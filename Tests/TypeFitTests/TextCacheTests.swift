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
}
