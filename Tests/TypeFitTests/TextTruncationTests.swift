import Testing
@testable import TypeFitText

/// Line limits, the truncation and clip modes, and shrinking with minimumScaleFactor.
@Suite struct TextTruncationTests {
    let support = TextTestSupport.self
    let sentence = "The quick brown fox jumps over the lazy dog"

    @Test func truncateTailEndsTheLastLineWithAnEllipsis() throws {
        let layout = try support.layout(sentence, size: 17, width: 120, lines: 1, lineBreak: .truncateTail)
        #expect(layout.lineCount == 1)
        #expect(layout.truncated)
        let line = try #require(layout.lines.first)
        #expect(line.text.hasSuffix("…"))
        #expect(sentence.hasPrefix(String(line.text.dropLast())))
        #expect(!line.text.dropLast().hasSuffix(" "))
        #expect(line.width <= 120)
        // One more grapheme would not fit.
        let longer = String(sentence.prefix(line.text.count)) + "…"
        #expect(try support.layout(longer, size: 17).width > 120)
        #expect(layout.neededLineCount > 1)
    }

    @Test func multiLineTailTruncationCutsTheLastAllowedLine() throws {
        let layout = try support.layout(sentence, size: 17, width: 100, lines: 2, lineBreak: .truncateTail)
        let full = try support.layout(sentence, size: 17, width: 100)
        #expect(layout.lineCount == 2)
        #expect(layout.lines[0].text == full.lines[0].text)
        #expect(layout.lines[1].text.hasSuffix("…"))
        #expect(layout.lines.allSatisfy { $0.width <= 100 })
        #expect(layout.height < full.height)
        #expect(layout.neededLineCount == full.lineCount)
        #expect(abs(layout.neededHeight - full.height) < 1e-9)
    }

    @Test func truncateHeadAndMiddle() throws {
        let head = try support.layout(sentence, size: 17, width: 120, lines: 1, lineBreak: .truncateHead)
        let headText = try #require(head.lines.first?.text)
        #expect(headText.hasPrefix("…"))
        #expect(sentence.hasSuffix(String(headText.dropFirst())))
        #expect(head.width <= 120)

        let middle = try support.layout(sentence, size: 17, width: 120, lines: 1, lineBreak: .truncateMiddle)
        let middleText = try #require(middle.lines.first?.text)
        let parts = middleText.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(sentence.hasPrefix(String(parts[0])))
        #expect(sentence.hasSuffix(String(parts[1])))
        #expect(!parts[0].isEmpty && !parts[1].isEmpty)
        #expect(middle.width <= 120)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        for mode in LineBreakMode.allCases {
            let layout = try support.layout("Short", size: 17, width: 200, lines: 1, lineBreak: mode)
            #expect(!layout.truncated)
            #expect(layout.lines.map(\.text) == ["Short"])
        }
    }

    @Test func clipShowsWhatStartsInsideTheBox() throws {
        let layout = try support.layout(sentence, size: 17, width: 100, lines: 1, lineBreak: .clip)
        #expect(layout.truncated)
        let line = try #require(layout.lines.first)
        #expect(!line.text.contains("…"))
        #expect(sentence.hasPrefix(line.text))
        #expect(line.width == 100)
        let shown = try support.layout(String(line.text.dropLast()), size: 17)
        #expect(shown.width <= 100)
    }

    @Test func wordWrapWithALineLimitCutsLines() throws {
        let layout = try support.layout(sentence, size: 17, width: 100, lines: 2)
        #expect(layout.lineCount == 2)
        #expect(layout.truncated)
        #expect(!layout.lines[1].text.contains("…"))
    }

    @Test func tailTruncationMarksLaterParagraphsCut() throws {
        let layout = try support.layout("First\nSecond", size: 17, width: 200, lines: 1, lineBreak: .truncateTail)
        #expect(layout.lines.map(\.text) == ["First…"])
        #expect(layout.truncated)
    }

    @Test func ellipsisNeverSplitsAGraphemeCluster() throws {
        let text = "क्षत्रियस्त्रीज्ञानविज्ञान"
        for width in stride(from: 30.0, through: 150, by: 11) {
            let layout = try support.layout(text, family: "Noto Sans Devanagari", size: 20, width: width, lines: 1,
                                            lineBreak: .truncateTail)
            let shown = try #require(layout.lines.first?.text)
            let prefix = shown.dropLast()
            #expect(text.hasPrefix(prefix))
            if let last = prefix.unicodeScalars.last {
                #expect(!UnicodeAnalysis.isConjunctLinker(UInt16(truncatingIfNeeded: last.value)))
            }
        }
    }

    @Test func truncatedArabicKeepsItsEllipsisInTheLine() throws {
        let layout = try support.layout("مرحبا بالعالم هذا اختبار طويل", size: 20, width: 90, lines: 1, lineBreak: .truncateTail)
        let line = try #require(layout.lines.first)
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= 90)
        #expect(line.isRightToLeft)
        #expect(!line.runs.isEmpty)
    }

    /// Core Text and Chromium draw the ellipsis as a token of its own: the shown text keeps its
    /// shaping in the line and "…" is not kerned with the letter before it (Inter kerns "T…"
    /// by 240 units when the two are shaped together).
    @Test func theEllipsisIsShapedAloneAfterThePrefixAsLaidOutInTheLine() throws {
        let text = String(repeating: "T", count: 24)
        let ellipsis = try support.layout("…", size: 17).width
        var checked = 0
        for width in stride(from: 40.0, through: 160, by: 7) {
            let layout = try support.layout(text, size: 17, width: width, lines: 1, lineBreak: .truncateTail)
            let line = try #require(layout.lines.first)
            let prefix = String(line.text.dropLast())
            #expect(line.text.hasSuffix("…") && text.hasPrefix(prefix))
            let prefixWidth = try support.layout(prefix, size: 17).width
            #expect(abs(line.width - (prefixWidth + ellipsis)) < 1e-9)
            #expect(LineBreaker.fits(line.width, in: width))
            // One more letter would not fit, and shaped together the line would be narrower.
            let longer = try support.layout(prefix + "T", size: 17).width + ellipsis
            #expect(!LineBreaker.fits(longer, in: width))
            #expect(try support.layout(prefix + "…", size: 17).width < line.width - 0.5)
            // Drawn as measured: the ellipsis is a run of its own where the prefix ends.
            let runs = line.runs
            #expect(runs.count == 2)
            #expect(abs((runs.last?.xPositions.first ?? -1) - prefixWidth) < 1e-9)
            checked += 1
        }
        #expect(checked > 10)
    }

    @Test func middleTruncationIsPrefixEllipsisAndSuffixSideBySide() throws {
        let layout = try support.layout(sentence, size: 17, width: 150, lines: 1, lineBreak: .truncateMiddle)
        let line = try #require(layout.lines.first)
        let parts = line.text.split(separator: "…", omittingEmptySubsequences: false).map(String.init)
        #expect(parts.count == 2)
        let sum = try support.layout(parts[0], size: 17).width + support.layout("…", size: 17).width
            + support.layout(parts[1], size: 17).width
        #expect(abs(line.width - sum) < 1e-9)
        #expect(line.runs.count == 3)
        #expect(LineBreaker.fits(line.width, in: 150))
    }

    /// In a right-to-left paragraph the ellipsis ends the line on its left. Noto Sans Arabic has
    /// no "…", so it comes from the next font of the chain that has one (Inter), and Noto Sans
    /// Devanagari draws its own.
    @Test func theEllipsisTakesTheFontBeforeItWhenItHasOneAndSitsAtTheLineEnd() throws {
        let arabic = try support.layout("مرحبا بالعالم هذا اختبار طويل", family: "Noto Sans Arabic", size: 20,
                                        width: 90, lines: 1, lineBreak: .truncateTail)
        let arabicLine = try #require(arabic.lines.first)
        let leftmost = try #require(arabicLine.runs.first)
        #expect(leftmost.glyphs.count == 1 && leftmost.xPositions == [0])
        #expect(leftmost.fontFile.hasSuffix("Inter/Inter-Regular.otf"))
        #expect(arabicLine.runs.dropFirst().allSatisfy { $0.fontFile.hasSuffix("NotoSansArabic-Regular.ttf") })

        let hindi = try support.layout("क्षत्रियस्त्रीज्ञानविज्ञान", family: "Noto Sans Devanagari", size: 20, width: 90,
                                       lines: 1, lineBreak: .truncateTail)
        let hindiLine = try #require(hindi.lines.first)
        let rightmost = try #require(hindiLine.runs.last)
        #expect(hindiLine.text.hasSuffix("…"))
        #expect(rightmost.glyphs.count == 1)
        #expect(rightmost.fontFile.hasSuffix("NotoSansDevanagari-Regular.ttf"))
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let natural = try support.layout(sentence, size: 20)
        let width = natural.width * 0.8
        let shrunk = try support.layout(sentence, size: 20, width: width, lines: 1, lineBreak: .truncateTail,
                                        minimumScaleFactor: 0.5)
        #expect(!shrunk.truncated)
        #expect(shrunk.fontSize < 20 && shrunk.fontSize >= 10)
        #expect(shrunk.width <= width)
        // The largest size on the 0.01 pt grid: 0.01 pt more would not fit.
        let bigger = try support.layout(sentence, size: shrunk.fontSize + 0.01)
        #expect(bigger.width > width - 1.0 / 128)
        #expect(abs(shrunk.fontSize - 20 * 0.8) < 0.05)

        let limited = try support.layout(sentence, size: 20, width: natural.width * 0.3, lines: 1,
                                         lineBreak: .truncateTail, minimumScaleFactor: 0.5)
        #expect(limited.fontSize == 10)
        #expect(limited.truncated)
        #expect(limited.lines.first?.text.hasSuffix("…") == true)
    }

    @Test func minimumScaleFactorWithSeveralLines() throws {
        let layout = try support.layout(sentence, size: 20, width: 150, lines: 2, lineBreak: .truncateTail,
                                        minimumScaleFactor: 0.6)
        #expect(layout.lineCount <= 2)
        #expect(!layout.truncated)
        #expect(layout.fontSize < 20)
        let unshrunk = try support.layout(sentence, size: 20, width: 150)
        #expect(unshrunk.lineCount > 2)
    }
}
