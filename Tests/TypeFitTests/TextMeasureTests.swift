import Testing
@testable import TypeFitText

/// `TextEngine.measure` gives exactly the numbers of `TextEngine.layout`, for every line break
/// mode, shrinking, fixed line heights, several scripts and whichever is asked first.
@Suite struct TextMeasureTests {
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

    /// The layout pass asks for a text at a width where it does not break as for no width at all
    /// (`TextMeasure.isUnaffected(byWidth:)`); the engine, composing each request afresh, must
    /// agree at and around the edge, for every mode, line limit, shrinking and negative tracking.
    @Test func aWidthTheTextDoesNotBreakAtLaysOutAsNoWidth() throws {
        let texts: [(String, String, Double)] = [
            ("Benachrichtigungen und Datenschutz einstellen", "Inter", 0),
            ("Wi-Fi, Bluetooth & AirDrop", "Inter", -0.6),
            ("i i i i i i", "Inter", -4),
            ("سماعات لاسلكية مع علبة شحن وميكروفون", "Noto Sans Arabic", 0),
            ("संग्रहण लगभग भर गया है, कुछ फ़ाइलें हटाएँ", "Inter", 0),
            ("ภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำ", "Noto Sans Thai", 0),
            ("Settings\nDisplay & Brightness\n", "Inter", 0),
            ("A  ", "Inter", 0),
            ("", "Inter", 0),
        ]
        let modes: [(Int, LineBreakMode, Double)] = [
            (0, .wordWrap, 0), (1, .wordWrap, 0), (2, .truncateTail, 0), (1, .truncateHead, 0), (1, .truncateMiddle, 0),
            (1, .clip, 0), (0, .charWrap, 0), (1, .truncateTail, 0.5), (2, .truncateTail, 0.7),
        ]
        var unaffected = 0
        var affected = 0
        for (text, family, tracking) in texts {
            for (lines, mode, scale) in modes {
                let font = FontDescriptor(family: family, size: 23, tracking: tracking)
                let engine = TextEngine(fonts: TextTestSupport.library)
                let request = TextRequest(text: text, font: font, lines: lines, lineBreak: mode, minimumScaleFactor: scale)
                let free = try engine.layout(request)
                let edge = free.oneLineWidth
                for width in [0, edge / 2, edge - 1, edge - 1.0 / 64, edge - 1.0 / 256, edge, edge + 1.0 / 256,
                              edge + 1, edge + 80] where width >= 0 {
                    var limited = request
                    limited.width = width
                    let fresh = try TextEngine(fonts: TextTestSupport.library).layout(limited)
                    if TextMeasure(free).isUnaffected(byWidth: width) {
                        unaffected += 1
                        #expect(fresh == free, "\(text) \(mode) lines \(lines) at \(width) (edge \(edge))")
                    } else {
                        affected += 1
                    }
                }
            }
        }
        #expect(unaffected > 200)
        #expect(affected > 200)
    }

    /// Without a width, every line break mode (charWrap apart), line limit and shrink factor is
    /// answered through one request (`TextRequest.widthlessForm`) while the text's lines are all
    /// shown: the answers must be those of composing each request as asked, for every field;
    /// texts with more paragraphs than the limit are composed as asked.
    @Test func requestsWithoutAWidthShareOneLayoutWhileEveryLineShows() throws {
        let texts: [(String, String)] = [
            ("Benachrichtigungen und Datenschutz einstellen", "Inter"),
            ("سماعات لاسلكية مع علبة شحن وميكروفون", "Noto Sans Arabic"),
            ("Settings\nDisplay & Brightness\n", "Inter"),
            ("One\nTwo\nThree", "Inter"),
            ("A  ", "Inter"),
            ("", "Inter"),
        ]
        var shared = 0
        var asked = 0
        let engine = TextEngine(fonts: TextTestSupport.library)
        for (text, family) in texts {
            for mode in LineBreakMode.allCases {
                for lines in 0...3 {
                    for scale in [0, 0.5] {
                        let font = FontDescriptor(family: family, size: 23)
                        let request = TextRequest(text: text, font: font, lines: lines, lineBreak: mode,
                                                  minimumScaleFactor: scale)
                        let composed = try engine.compose(request)
                        let viaForm = try engine.layout(request)
                        #expect(viaForm == composed, "\(text) \(mode) lines \(lines) scale \(scale)")
                        #expect(try engine.measure(request) == TextMeasure(composed))
                        #expect(try TextEngine(fonts: TextTestSupport.library).measure(request) == TextMeasure(composed))
                        if let form = request.widthlessForm, lines == 0 || composed.neededLineCount <= lines {
                            #expect(form.lines == 0 && form.minimumScaleFactor == 0)
                            shared += 1
                        } else {
                            asked += 1
                        }
                    }
                }
            }
        }
        #expect(shared > 200)
        #expect(asked > 40)
    }

    /// The layout pass takes a wrapping label's narrowest width from the widest grapheme cluster
    /// (pieces measured once per analysed text) instead of laying the text out one grapheme
    /// cluster a line: both must give the same number, for every script and with tracking, and
    /// the widest cluster asked for on its own is that number in every mode.
    @Test func minContentOfCharWrapIsTheWidthOfOneClusterALine() throws {
        let texts: [(String, String, Double)] = [
            ("Benachrichtigungen und Datenschutz einstellen", "Inter", 0),
            ("Wi-Fi, Bluetooth & AirDrop", "Inter", -0.6),
            ("WAVE Ta Yo", "Inter", 0.8),
            ("سماعات لاسلكية مع علبة شحن وميكروفون", "Noto Sans Arabic", 0),
            ("संग्रहण लगभग भर गया है, कुछ फ़ाइलें हटाएँ", "Inter", 0),
            ("ภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำ", "Noto Sans Thai", 0),
            ("👩‍👩‍👧‍👦 family e\u{301}\u{302} ok", "Inter", 0),
            ("Settings\nDisplay & Brightness\n", "Inter", 0),
            ("  spaced  out  ", "Inter", 0),
            ("", "Inter", 0),
        ]
        let engine = TextEngine(fonts: TextTestSupport.library)
        for (text, family, tracking) in texts {
            for size in [11.0, 17, 53] {
                let font = FontDescriptor(family: family, size: size, tracking: tracking)
                let minContent = try engine.minContentWidth(TextRequest(text: text, font: font, lineBreak: .charWrap))
                let oneClusterALine = try TextEngine(fonts: TextTestSupport.library)
                    .layout(TextRequest(text: text, font: font, width: 0, lineBreak: .charWrap))
                #expect(minContent == oneClusterALine.width, "\(text) at \(size)")
                // The widest cluster asked for on its own (as the layout pass asks for a wrapping
                // label's) is the same whatever the mode and limit, and whether the text was
                // measured before or not.
                for mode in [LineBreakMode.wordWrap, .charWrap, .truncateTail, .truncateMiddle, .clip] {
                    for (width, lines) in [(nil, 0), (nil, 1), (120.0, 2)] as [(Double?, Int)] {
                        let request = TextRequest(text: text, font: font, width: width, lines: lines, lineBreak: mode)
                        #expect(try engine.widestClusterWidth(request) == minContent, "\(text) \(mode) at \(size)")
                        let fresh = TextEngine(fonts: TextTestSupport.library)
                        #expect(try fresh.widestClusterWidth(request) == minContent, "\(text) \(mode) at \(size), cold")
                    }
                }
            }
        }
    }
}
