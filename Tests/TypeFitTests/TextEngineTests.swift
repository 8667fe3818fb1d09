import Testing
@testable import TypeFitText

extension String {
    /// The string without trailing characters matching `predicate`.
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}

/// Line breaking, clusters, fallback and metrics of the text engine, with the repository's fonts.
@Suite struct TextEngineTests {
    let support = TextTestSupport.self

    static let stableWrapTexts = [
        "Your order #48213 has shipped and will arrive Tuesday–Thursday.",
        "Bitte beachten Sie, dass die Rechnungsadresse mit der Adresse Ihrer Kreditkarte übereinstimmen muss.",
        "नमस्ते दुनिया, यह एक परीक्षण है कि पाठ सही ढंग से टूटता है।",
        "مرحبا بالعالم، هذا اختبار لتقسيم الأسطر في النص العربي.",
        "ทุกวันพฤหัสบดีลานตลาดจะเต็มไปด้วยแผงขายผลไม้ ดอกไม้ และหนังสือมือสอง",
        "Supercalifragilisticexpialidocious and Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
    ]

    @Test(arguments: stableWrapTexts)
    func layingOutAgainAtItsOwnWidthGivesTheSameLines(text: String) throws {
        for size in [11.0, 17, 28, 53] {
            for width in [60.0, 97.5, 150, 233, 420] {
                let first = try support.layout(text, size: size, width: width)
                // A single grapheme cluster wider than the line overflows it; the text then
                // measures wider than the box, and laying out at that width legitimately differs.
                if !LineBreaker.fits(first.width, in: width) {
                    let overflowing = first.lines.filter { !LineBreaker.fits($0.width, in: width) }
                    #expect(overflowing.allSatisfy { $0.text.trimmingSuffix(while: \.isWhitespace).count == 1 }, "\(overflowing.map(\.text)) at size \(size) width \(width)")
                    continue
                }
                let again = try support.layout(text, size: size, width: first.width)
                #expect(again.lines.map(\.range) == first.lines.map(\.range),
                        "size \(size) width \(width) → \(first.width)")
                #expect(again.width == first.width)
            }
        }
    }

    /// ASCII scalars take their script and whether they need a glyph from tables made once:
    /// the tables must say what ICU and the Unicode properties say.
    @Test func asciiShortcutsAgreeWithICUAndTheUnicodeProperties() {
        for value in UInt32(0)..<128 {
            let scalar = Unicode.Scalar(value)!
            let properties = scalar.properties
            let drawn = !properties.isDefaultIgnorableCodePoint && properties.generalCategory != .control
            #expect(Itemizer.needsGlyph(scalar) == drawn, "U+\(String(value, radix: 16))")
            let expectedScript: Int32 = properties.isAlphabetic ? 25 : UnicodeAnalysis.commonScript
            #expect(UnicodeAnalysis.script(of: scalar) == expectedScript, "U+\(String(value, radix: 16))")
        }
        for value in UInt32(0xA0)..<0x115F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let drawn = !properties.isDefaultIgnorableCodePoint && properties.generalCategory != .control
            #expect(Itemizer.needsGlyph(scalar) == drawn, "U+\(String(value, radix: 16))")
        }
        #expect(UnicodeAnalysis.scriptTag(UnicodeAnalysis.script(of: "a")) == "Latn")
        #expect(UnicodeAnalysis.script(of: "\u{00E9}") == UnicodeAnalysis.script(of: "e"))
    }

    @Test func asciiSetsHoldWhatWasPutInThem() {
        let letters = ASCIISet("az{".utf16)
        let both = letters.union(ASCIISet([0x00, 0x3F, 0x40, 0x7F]))
        for value in UInt32(0)..<200 {
            let inLetters = [0x61, 0x7A, 0x7B].contains(value)
            #expect(letters.contains(value) == inLetters, "\(value)")
            #expect(both.contains(value) == (inLetters || [0x00, 0x3F, 0x40, 0x7F].contains(value)), "\(value)")
        }
        #expect(!both.contains(UInt16(0x80 + 0x3F)))
    }

    /// Text of printable ASCII, spaces and tabs takes its break opportunities without ICU: they
    /// must be those found with ICU's answers, for every such unit next to every other.
    @Test func asciiBreakOpportunitiesAgreeWithICU() throws {
        let units: [UInt16] = [0x09] + Array(0x20...0x7F)
        var texts: [[UInt16]] = [Array("See https://example.com/a-b?c=1 (or -5, a?b, x-9) now.".utf16),
                                 Array("\tpre-order\t[1]{2}<3>(4) and/or e.g.".utf16)]
        for first in units {
            // Each unit before and after every other.
            texts.append(units.flatMap { [first, $0] })
        }
        // And 200 strings of pseudo-random units (a fixed linear congruential sequence).
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<200 {
            texts.append((0...next(40)).map { _ in units[next(units.count)] })
        }
        for text in texts {
            for locale in [nil, "de", "th"] {
                let fast = try BreakOpportunities.compute(text, locale: locale)
                let withICU = try BreakOpportunities.compute(text, locale: locale, alwaysAsksICU: true)
                #expect(fast == withICU, "\(locale ?? "root") \(text)")
            }
        }
        // Any other unit makes it ask ICU, which decides next to it ("a–b" breaks after the dash).
        #expect(try BreakOpportunities.compute(Array("a\u{2013}b".utf16), locale: nil) == [2, 3])
    }

    /// Latin-1 text takes its grapheme boundaries and (left to right) bidi levels without ICU:
    /// they must be ICU's, for every Latin-1 unit next to every other (CR LF among them).
    @Test func latin1ShortcutsAgreeWithICU() throws {
        var texts: [[UInt16]] = [Array("Größe: 12 % — nein".utf16).filter { $0 <= 0xFF }, [0x0D, 0x0A, 0x41, 0x0D, 0x0D, 0x0A, 0x0A],
                                 [0x31, 0x32, 0x2E, 0x35], [0x21, 0x20, 0x3F], [0xAD, 0x41, 0xA9, 0x01, 0x85, 0x09]]
        for first in UInt16(0)...0xFF {
            // Each unit before and after every other, in strings of 256 units.
            texts.append((UInt16(0)...0xFF).flatMap { [first, $0] })
        }
        // And 200 strings of pseudo-random units (a fixed linear congruential sequence).
        var state: UInt64 = 2024
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (state >> 33) % bound
        }
        for _ in 0..<200 {
            texts.append((0...next(40)).map { _ in UInt16(next(0x100)) })
        }
        for text in texts {
            #expect(UnicodeAnalysis.isLatin1(text))
            #expect(UnicodeAnalysis.latin1GraphemeBoundaries(text) == (try UnicodeAnalysis.icuGraphemeBoundaries(text)), "\(text)")
            for direction in [WritingDirection.natural, .leftToRight] {
                let fast = try UnicodeAnalysis.bidiLevels(text, direction: direction)
                let icu = try UnicodeAnalysis.icuBidiLevels(text, direction: direction)
                #expect(fast.levels == icu.levels && fast.base == icu.base, "\(direction) \(text)")
            }
        }
        #expect(!UnicodeAnalysis.isLatin1(Array("Ω".utf16)))
    }

    @Test func linesNeverExceedTheWidthUnlessOneClusterIsWider() throws {
        let text = "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz wurde abgeschafft."
        let layout = try support.layout(text, size: 30, width: 100)
        for line in layout.lines { #expect(line.width <= 100 + 1.0 / 128) }
        #expect(layout.lines.map(\.text).joined() == text.replacingOccurrences(of: " ", with: ""))
        let narrow = try support.layout("W", size: 60, width: 10)
        #expect(narrow.lineCount == 1)
        #expect(narrow.width > 10)
    }

    @Test func trailingSpacesHangAndNewlinesBreak() throws {
        let spaced = try support.layout("Hello   ", size: 17)
        let plain = try support.layout("Hello", size: 17)
        #expect(spaced.width == plain.width)
        let broken = try support.layout("One\nTwo\r\nThree\u{2028}Four", size: 17)
        #expect(broken.lines.map(\.text) == ["One", "Two", "Three", "Four"])
        #expect(broken.lines.map(\.range) == [0..<3, 4..<7, 9..<14, 15..<19])
        let blank = try support.layout("A\n\nB\n", size: 17)
        #expect(blank.lines.map(\.text) == ["A", "", "B"])
        let empty = try support.layout("", size: 17)
        #expect(empty.lineCount == 0 && empty.height == 0 && empty.width == 0)
    }

    @Test func urlsAndPathsStayWholeAsInBrowsers() throws {
        let layout = try support.layout("see https://www.example.com/help/accessibility now", size: 17, width: 150)
        #expect(layout.lines.contains { $0.text.hasPrefix("https://www.") })
        let dash = try support.layout("well-known", size: 17, width: 50)
        #expect(dash.lines.first?.text == "well-")
    }

    @Test func devanagariClustersAreNeverSplit() throws {
        // Conjuncts (क्ष, ज्ञ, स्त्र) and matras stay with their consonants even when the word is broken.
        let word = "क्षत्रियस्त्रीज्ञानविज्ञानप्रौद्योगिकी"
        let units = Array(word.utf16)
        for width in stride(from: 20.0, through: 120, by: 7) {
            let layout = try support.layout(word, family: "Noto Sans Devanagari", size: 24, width: width)
            for line in layout.lines.dropLast() {
                let end = line.range.upperBound
                #expect(!UnicodeAnalysis.isConjunctLinker(units[end - 1]), "line ends in a virama at width \(width)")
                let next = Unicode.Scalar(units[end]).map { $0.properties.generalCategory }
                #expect(next != .nonspacingMark && next != .spacingMark, "next line starts with a mark at width \(width)")
            }
        }
    }

    @Test func arabicWordsKeepTheirJoiningAndClusters() throws {
        let text = "مرحبا بالعالم، هذا اختبار"
        let layout = try support.layout(text, size: 20, width: 80)
        #expect(layout.lines.map(\.text) == ["مرحبا", "بالعالم،", "هذا اختبار"])
        #expect(layout.lines.allSatisfy { $0.isRightToLeft })
        // Shaped as one word, the joined forms are narrower than the isolated letters.
        let word = try support.layout("بالعالم", size: 20)
        let letters = try "بالعالم".map { try support.layout(String($0), size: 20).width }.reduce(0, +)
        #expect(abs(word.width - letters) > 1)
    }

    @Test func thaiBreaksBetweenWordsWithoutSpaces() throws {
        let text = "สวัสดีชาวโลก"
        let layout = try support.layout(text, size: 20, width: 70)
        #expect(layout.lineCount == 2)
        // Breaks fall between the words สวัสดี | ชาว | โลก.
        #expect(layout.lines.dropLast().allSatisfy { [6, 9].contains($0.range.upperBound) })
        let units = Array(text.utf16)
        for width in stride(from: 15.0, through: 80, by: 5) {
            for line in try support.layout(text, size: 20, width: width).lines.dropLast() {
                let next = Unicode.Scalar(units[line.range.upperBound]).map { $0.properties.generalCategory }
                #expect(next != .nonspacingMark && next != .spacingMark, "split inside a cluster at width \(width)")
            }
        }
    }

    @Test func mixedLatinAndDevanagariFallsBackPerScript() throws {
        let layout = try support.layout("Hello नमस्ते world", size: 17)
        let fonts = layout.lines[0].runs.map { $0.fontFile.split(separator: "/").last.map(String.init) ?? "" }
        #expect(fonts == ["Inter-Regular.otf", "NotoSansDevanagari-Regular.ttf", "Inter-Regular.otf"])
        #expect(layout.missingCharacters.isEmpty)
        let bold = try support.layout("Hello नमस्ते", weight: .bold, size: 17)
        #expect(bold.lines[0].runs.map(\.fontFile).contains { $0.hasSuffix("NotoSansDevanagari-Bold.ttf") })
    }

    @Test func missingCharactersAreReportedAndStillTakeSpace() throws {
        let layout = try support.layout("Hi 😀 ሀለ 😀", size: 17)
        #expect(layout.missingCharacters == ["😀", "ሀ", "ለ"])
        let plain = try support.layout("Hi", size: 17)
        #expect(layout.width > plain.width + 3 * 5)
        #expect(try support.layout("Hello", size: 17).missingCharacters.isEmpty)
    }

    /// A face answers whether it covers an ASCII scalar from a table made when it is loaded:
    /// the table must say what the font's cmap says.
    @Test func asciiCoverageAgreesWithTheCmap() throws {
        let chain = try support.library.chain(family: "Inter", weight: .regular, baseDirectory: nil)
        #expect(chain.fonts.count > 1)
        for face in chain.fonts.compactMap(\.face) {
            for value in 0..<UInt32(128) {
                let scalar = Unicode.Scalar(value)!
                #expect(face.covers(scalar) == (face.glyph(for: scalar) != nil), "\(face.path) U+\(String(value, radix: 16))")
            }
        }
    }

    /// Clusters of one unit take a shorter way through the itemizer than longer ones; both must
    /// choose scripts and fonts alike: a mark on its own resolves to the script after it, a tab
    /// and a control stay in the run, a scalar no font covers is reported, and a cluster of two
    /// units (a base and its mark) sits beside them in the same run.
    @Test func oneUnitClustersAreItemizedAsLongerOnes() throws {
        let chain = try support.library.chain(family: "Inter", weight: .regular, baseDirectory: nil)
        let itemizer = Itemizer(chain: chain)
        func items(_ text: String) throws -> (items: [Itemizer.Item], missing: [Unicode.Scalar]) {
            let units = Array(text.utf16)
            var starts = [Bool](repeating: false, count: units.count + 1)
            starts[0] = true
            for boundary in try UnicodeAnalysis.graphemeBoundaries(units) { starts[boundary] = true }
            var missing: [Unicode.Scalar] = []
            let found = itemizer.itemize(units, graphemeStart: starts, levels: [UInt8](repeating: 0, count: units.count)) {
                missing.append($0)
            }
            return (found, missing)
        }
        let latin = try items("\u{0301}ab\tc\u{0007}d")
        #expect(latin.items == [Itemizer.Item(range: 0..<7, fontIndex: 0, script: "Latn", level: 0)])
        #expect(latin.missing.isEmpty)
        // "e" + U+0301 is one cluster of two units; Ethiopic "ሀ" one of one unit that no font covers.
        let mixed = try items("e\u{0301} ሀ नमस्ते")
        let devanagari = try #require(chain.fonts.firstIndex { $0.path.hasSuffix("NotoSansDevanagari-Regular.ttf") })
        #expect(mixed.items.map(\.range) == [0..<3, 3..<5, 5..<11])
        #expect(mixed.items.map(\.script) == ["Latn", "Ethi", "Deva"])
        #expect(mixed.items.map(\.fontIndex) == [0, 0, devanagari])
        #expect(mixed.missing == ["ሀ"])
    }

    @Test func bidiLinesAreReorderedForDisplay() throws {
        let layout = try support.layout("Hello مرحبا world", size: 17)
        let runs = layout.lines[0].runs
        // "Hello ", the Arabic word, the space after it (in the Arabic font, left to right), "world".
        #expect(runs.map(\.isRightToLeft) == [false, true, false, false])
        #expect(runs[1].xPositions.first.map { $0 > runs[0].xPositions.last ?? 0 } == true)
        let rtl = try support.engine.layout(TextRequest(text: "مرحبا Hello", font: FontDescriptor(family: "Inter", size: 17)))
        #expect(rtl.lines[0].isRightToLeft)
        #expect(rtl.lines[0].runs.first?.isRightToLeft == false)  // "Hello" is drawn on the left
    }

    @Test func lineHeightComesFromTheFontOrIsFixed() throws {
        let layout = try support.layout("One\nTwo", size: 20)
        let face = try TextTestSupport.library.face(at: TextTestSupport.font("Inter/Inter-Regular.otf"))
        let metrics = face.metrics
        let expected = Double(metrics.ascender + metrics.descender + metrics.lineGap) * 20 / Double(metrics.unitsPerEm)
        #expect(abs(layout.lineHeight - expected) < 1e-9)
        #expect(abs(layout.height - 2 * expected) < 1e-9)
        #expect(abs(layout.firstBaseline - layout.ascent) < 1e-9)
        let fixed = try support.engine.layout(TextRequest(text: "One\nTwo", font: FontDescriptor(family: "Inter", size: 20), lineHeight: 30))
        #expect(fixed.height == 60)
        #expect(abs(fixed.lastBaseline - (60 - fixed.descent)) < 1e-9)
    }

    @Test func minAndMaxContentWidths() throws {
        let layout = try support.layout("a bb extraordinary", size: 17, width: 50)
        let longest = try support.layout("extraordinary", size: 17)
        let whole = try support.layout("a bb extraordinary", size: 17)
        let font = FontDescriptor(family: "Inter", size: 17)
        let minContent = try support.engine.minContentWidth(TextRequest(text: "a bb extraordinary", font: font, width: 50))
        #expect(abs(minContent - longest.width) < 1e-9)
        #expect(abs(layout.maxContentWidth - whole.width) < 1e-9)
        #expect(layout.neededLineCount == layout.lineCount)
        // The widest word with its space, each cut out of its paragraph (reshaped at unsafe cuts)
        // at the size and tracking asked, whatever the width, limit and mode: the figures
        // `typefit measure` gave when every layout carried its min-content width (rounded to
        // 1/10,000 pt), on an engine that has seen the text and on a fresh one.
        let expected: [(String, [Double])] = [
            ("Schifffahrt  öffnet AVAST Wolf.", [59.5719, 89.6656, 270.2281]),
            ("سماعات لاسلكية مع علبة", [40.24, 60.88, 184.72]),
            ("संग्रहण लगभग भर गया है", [29.177, 44.219, 134.471]),
        ]
        for (text, widths) in expected {
            for (size, width) in zip([11.0, 17, 53], widths) {
                let font = FontDescriptor(family: "Inter", size: size, tracking: 0.4)
                let request = TextRequest(text: text, font: font, width: 120, lines: 1, lineBreak: .truncateTail)
                #expect(abs(try support.engine.minContentWidth(request) - width) < 0.00005, "\(text) at \(size)")
                #expect(abs(try TextEngine(fonts: support.library).minContentWidth(request) - width) < 0.00005)
            }
        }
    }

    @Test func trackingAddsSpaceAfterEveryGraphemeCluster() throws {
        let plain = try support.layout("Tracking", size: 17)
        let tracked = try support.layout("Tracking", size: 17, tracking: 1.5)
        #expect(abs(tracked.width - plain.width - 8 * 1.5) < 1e-9)
        let devanagari = try support.layout("क्षत्रिय", size: 17, tracking: 2)
        let untracked = try support.layout("क्षत्रिय", size: 17)
        #expect(abs(devanagari.width - untracked.width - 3 * 2) < 1e-9)  // क्ष, त्रि, य
    }

    @Test func sameRequestGivesTheSameLayout() throws {
        let request = TextRequest(text: "Deterministic नमस्ते مرحبا", font: FontDescriptor(family: "Inter", size: 19), width: 90)
        let first = try support.engine.layout(request)
        let other = TextEngine(fonts: TextTestSupport.library)
        #expect(try other.layout(request) == first)
    }

    /// A long word at width 0 is cut a cluster a line, each line found without scanning the rest
    /// of its word, its run or its paragraph again.
    @Test func aLongWordAtZeroWidthIsCutWithoutRescanningTheRest() throws {
        let engine = TextEngine(fonts: try FontLibrary(directory: TestSupport.path("Fonts")))
        let piece = String(repeating: "\u{0}", count: 46) + "\u{FFFD}\u{FFFD}\u{1}"
        let request = TextRequest(text: String(repeating: piece, count: 64),
                                  font: FontDescriptor(family: "Inter", weight: .ultraLight, size: 0.25, tracking: -2),
                                  width: 0, lineBreak: .truncateTail, minimumScaleFactor: 0, lineHeight: 0.25)
        let layout = try engine.layout(request)
        // The control characters have no advance: all of them fit in one line of width 0.
        #expect(layout.lineCount == 1)
        #expect(layout.lines.first?.range == 0..<3136)
        let wrapped = try engine.layout(TextRequest(text: String(repeating: "Donaudampfschiff", count: 400),
                                                    font: FontDescriptor(family: "Inter", size: 17), width: 0))
        #expect(wrapped.lineCount == 6400)
        #expect(wrapped.lines.map(\.text).joined() == String(repeating: "Donaudampfschiff", count: 400))
    }

    /// The binary searches for a glyph range and for the next cluster find what a linear scan finds.
    @Test func glyphRangesAndNextClustersMatchALinearScan() {
        var generator = SplitMix(seed: 8)
        for trial in 0..<400 {
            var clusters: [Int] = []
            var value = 0
            for _ in 0..<Int(generator.next() % 40) {
                value += Int(generator.next() % 3)
                clusters.append(value)
            }
            if trial.isMultiple(of: 2) { clusters.reverse() }
            var shape = ShapeResult()
            shape.glyphs = clusters.map { ShapeResult.Glyph(cluster: $0) }
            let low = Int(generator.next() % UInt64(value + 3)) - 1
            let high = low + Int(generator.next() % 8)
            let scanned = clusters.indices.filter { clusters[$0] >= low && clusters[$0] < high }
            #expect(LineAssembler.glyphs(of: shape, clustersFrom: low, to: high) == scanned)
            let sorted = Set(clusters).sorted()
            #expect(LineAssembler.firstElement(of: sorted, after: low) == sorted.first { $0 > low })
        }
    }
}

/// A small deterministic generator (SplitMix64) for property tests.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
