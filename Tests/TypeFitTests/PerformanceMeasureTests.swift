import Testing
@testable import TypeFitText

/// `TextEngine.measure` gives exactly the numbers of `TextEngine.layout`, for every line break
/// mode, shrinking, fixed line heights, several scripts and whichever is asked first.
@Suite struct PerformanceMeasureTests {
    static let requests: [TextRequest] = {
        let texts = [
            ("Benachrichtigungen und Datenschutz einstellen", "Inter"),
            ("سماعات لاسلكية مع علبة شحن وميكروفون", "Noto Sans Arabic"),
            ("संग्रहण लगभग भर गया है, कुछ फ़ाइलें हटाएँ", "Inter"),
            ("Settings\nDisplay & Brightness", "Inter"),
            ("", "Inter"),
        ]
        var requests: [TextRequest] = []
        for (text, family) in texts {
            for width in [nil, 0, 40, 95.5, 180, 1_000] as [Double?] {
                for (lines, mode) in [(0, LineBreakMode.wordWrap), (2, .wordWrap), (0, .charWrap), (1, .clip),
                                      (2, .truncateTail), (1, .truncateHead), (1, .truncateMiddle)] {
                    requests.append(TextRequest(text: text, font: FontDescriptor(family: family, size: 17), width: width,
                                                lines: lines, lineBreak: mode))
                }
                requests.append(TextRequest(text: text, font: FontDescriptor(family: family, size: 34),
                                            width: width, lines: 1, lineBreak: .truncateTail, minimumScaleFactor: 0.5))
                requests.append(TextRequest(text: text, font: FontDescriptor(family: family, size: 20), width: width,
                                            lines: 3, lineBreak: .truncateTail, lineHeight: 31))
            }
        }
        return requests
    }()

    @Test func measureEqualsTheLayoutsNumbers() throws {
        let measuredFirst = TextEngine(fonts: TextTestSupport.library)
        let laidOutFirst = TextEngine(fonts: TextTestSupport.library)
        for request in Self.requests {
            let measure = try measuredFirst.measure(request)
            let layout = try measuredFirst.layout(request)
            let fresh = try laidOutFirst.layout(request)
            #expect(layout == fresh, "\(request)")
            #expect(measure == TextMeasure(fresh), "\(request)")
            #expect(try laidOutFirst.measure(request) == TextMeasure(fresh), "\(request)")
            #expect(measure.lineCount == fresh.lines.count)
        }
    }

    @Test func measureRejectsWhatLayoutRejects() {
        let engine = TextEngine(fonts: TextTestSupport.library)
        let bad = TextRequest(text: "Hello", font: FontDescriptor(family: "Inter", size: 17), width: -1)
        #expect(throws: TextError.self) { try engine.measure(bad) }
        #expect(throws: TextError.self) { try engine.layout(bad) }
    }
}
