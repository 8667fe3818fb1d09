import CHarfBuzz
import Testing
@testable import TypeFitText

/// The code unit helpers of the text engine's cache keys and line strings give what the
/// standard library gives, on valid text and on unpaired surrogates alike.
@Suite struct TextCodeUnitsTests {
    static let texts: [[UInt16]] = [
        [],
        Array("Settings".utf16),
        Array("Größe: 12 pt — “quoted” …".utf16),
        Array("नमस्ते दुनिया".utf16),
        Array("مرحبا بالعالم".utf16),
        Array("สวัสดีชาวโลก".utf16),
        Array("👩🏽‍💻 and 🇩🇪, 𝔘𝔫𝔦𝔠𝔬𝔡𝔢".utf16),
        Array("tab\tand\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}".utf16),
        [0xD800],
        [0xDC00, 0x0041],
        [0x0041, 0xD83D],
        [0xD83D, 0xD83D, 0xDE00, 0xDE00],
    ]

    @Test(arguments: texts) func stringsAreThoseOfTheStandardLibrary(units: [UInt16]) {
        let expected = String(decoding: units, as: UTF16.self)
        let made = CodeUnits.string(units[...])
        #expect(Array(made.utf8) == Array(expected.utf8))
        if units.count > 2 {
            let slice = units[1..<units.count - 1]
            #expect(Array(CodeUnits.string(slice).utf8) == Array(String(decoding: slice, as: UTF16.self).utf8))
        }
    }

    @Test(arguments: texts) func scalarsAreThoseOfTheStandardLibrary(units: [UInt16]) {
        var scalars: [Unicode.Scalar] = ["x"]
        CodeUnits.appendScalars(of: units[...], to: &scalars)
        #expect(scalars == ["x"] + Array(String(decoding: units, as: UTF16.self).unicodeScalars))
    }

    @Test func equalityAndHashingFollowTheUnits() {
        for a in Self.texts {
            for b in Self.texts {
                #expect(CodeUnits.equal(a, b) == (a == b))
                if a == b {
                    #expect(a.withUnsafeBytes(CodeUnits.digest) == b.withUnsafeBytes(CodeUnits.digest))
                }
            }
        }
        // A text that is a prefix of another, and the same units in another array.
        #expect(!CodeUnits.equal([0x41], [0x41, 0x42]))
        #expect(CodeUnits.equal(Array([0x41, 0x42, 0x43][1...]), [0x42, 0x43]))
    }

    /// The digest under every cache key: a function of the bytes alone, which tells apart texts
    /// differing in one byte, in length only, or in where their bytes fall in a word.
    @Test func digestsFollowTheBytes() {
        func digest(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes(CodeUnits.digest) }
        let samples: [[UInt8]] = [[], [0], [0, 0], Array("a".utf8), Array("a\u{0}".utf8), Array("Settings".utf8),
                                  Array("Settingz".utf8), Array("Settings!".utf8), Array("Display & Brightness".utf8),
                                  Array("Display & Brightnesz".utf8), Array("नमस्ते".utf8), Array("ab".utf8), Array("ba".utf8)]
        let digests = samples.map(digest)
        #expect(Set(digests).count == samples.count)
        for sample in samples {
            let copy = Array(sample)
            #expect(digest(copy) == digest(sample))
            // The same bytes at another alignment digest alike.
            let shifted = [UInt8(7)] + sample
            let again = shifted.withUnsafeBytes { CodeUnits.digest(UnsafeRawBufferPointer(rebasing: $0[1...])) }
            #expect(again == digest(sample))
        }
    }

    /// Requests are cache keys: equal requests hash alike (a width or size of -0 is 0), the
    /// fields the digest covers tell requests apart, and texts compare by their bytes, whether
    /// they share storage, are small or large, or are canonically equivalent.
    @Test func requestsHashAndCompareByTheirBytes() {
        let long = String(repeating: "Display & Brightness ", count: 4)
        let base = TextRequest(text: long, font: FontDescriptor(family: "Inter", size: 17), width: 0, lines: 2)
        var negativeZero = base
        negativeZero.width = -0.0
        #expect(negativeZero == base)
        #expect(negativeZero.hashValue == base.hashValue)
        // The same text in other storage.
        var copy = base
        copy.text = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(copy == base && copy.hashValue == base.hashValue)
        var variants: [TextRequest] = []
        for change in 0..<7 {
            var request = base
            switch change {
            case 0: request.text = long + "!"
            case 1: request.font.family = "Inter Display"
            case 2: request.font.size = 17.5
            case 3: request.width = nil
            case 4: request.lines = 3
            case 5: request.lineBreak = .truncateTail
            default: request.text = "Settings"
            }
            #expect(request != base)
            variants.append(request)
        }
        #expect(Set(variants.map(\.digest) + [base.digest]).count == variants.count + 1)
        #expect(TextRequest.sameCodeUnits("Settings", "Settings"))
        #expect(!TextRequest.sameCodeUnits("Settings", "Settingz"))
        #expect(TextRequest.sameCodeUnits(long, String(decoding: Array(long.utf8), as: UTF8.self)))
        #expect(!TextRequest.sameCodeUnits("caf\u{E9}", "cafe\u{301}"))
        #expect(!TextRequest.sameCodeUnits("", "a") && TextRequest.sameCodeUnits("", ""))
    }

    /// A request's text, family, weight, direction, locale and directory sit in one shared
    /// content object: copies share it, a change of size or box keeps it, a change of any of
    /// those fields makes a new one, and requests with equal contents in different objects
    /// are equal, so the object never decides a cache lookup.
    @Test func requestsShareTheirContentAndCompareItByValue() {
        let base = TextRequest(text: "Storage & iCloud", font: FontDescriptor(family: "Inter", weight: .semibold, size: 17),
                               width: 120, lines: 1, locale: "de", baseDirectory: "/specs")
        var resized = base
        resized.font.size = 23
        resized.font.tracking = -0.4
        resized.width = nil
        #expect(resized.content === base.content)
        #expect(resized.font == FontDescriptor(family: "Inter", weight: .semibold, size: 23, tracking: -0.4))
        let fresh = TextRequest(text: String(decoding: Array("Storage & iCloud".utf8), as: UTF8.self),
                                font: base.font, width: 120, lines: 1, locale: "de", baseDirectory: "/specs")
        #expect(fresh.content !== base.content)
        #expect(fresh == base && fresh.hashValue == base.hashValue)
        let shared = TextRequest(content: base.content, pointSize: 17, width: 120, lines: 1)
        #expect(shared == base && shared.content === base.content)
        var changes: [TextRequest] = []
        for change in 0..<6 {
            var request = base
            switch change {
            case 0: request.font.weight = .bold
            case 1: request.font.family = "Inter Display"
            case 2: request.direction = .rightToLeft
            case 3: request.locale = nil
            case 4: request.baseDirectory = "/other"
            default: request.text = "Storage"
            }
            #expect(request.content !== base.content)
            #expect(request != base)
            #expect(!request.content.isSame(as: base.content))
            changes.append(request)
        }
        #expect(changes[0].font.weight == .bold && changes[0].font.family == "Inter")
        #expect(changes[2].direction == .rightToLeft && changes[2].text == "Storage & iCloud")
        #expect(changes[3].locale == nil && changes[3].baseDirectory == "/specs")
    }

    @Test func shapeKeysHoldTheTextWithFiveUnitsOfContextWhereItCanMatter() throws {
        let inter = try TextTestSupport.library.face(at: TextTestSupport.font("Inter/Inter-Regular.otf"))
        let bold = try TextTestSupport.library.face(at: TextTestSupport.font("Inter/Inter-Bold.otf"))
        // One face per file: the same file gives the same face.
        #expect(try TextTestSupport.library.face(at: TextTestSupport.font("Inter/Inter-Regular.otf")) === inter)
        // Arabic joins across a cut: the key holds five units of context on each side.
        let arabic = Array("مرحبا بالعالم الكبير".utf16)
        let joined = ShapeKey(font: inter, paragraph: arabic, range: 6..<13, script: "Arab", rightToLeft: true,
                              language: nil)
        #expect(joined.units == Array(arabic[1..<18]))
        #expect(joined.textRange == 5..<12)
        // So does Latin text with a combining mark near it.
        let marked = Array("one two\u{301} three".utf16)
        let nearMark = ShapeKey(font: inter, paragraph: marked, range: 4..<7, script: "Latn", rightToLeft: false,
                                language: nil)
        #expect(nearMark.units == Array(marked[0..<12]) && nearMark.textRange == 4..<7)
        // Other Latin text holds none: equal pieces of different paragraphs are one key.
        let key = ShapeKey(font: inter, paragraph: Array("one two three".utf16), range: 4..<7,
                           script: "Latn", rightToLeft: false, language: nil)
        #expect(key.units == Array("two".utf16))
        #expect(key.textRange == 0..<3)
        let first = ShapeKey(font: inter, paragraph: Array("aaaaaa two bbbbbb".utf16), range: 7..<10,
                             script: "Latn", rightToLeft: false, language: nil)
        let second = ShapeKey(font: inter, paragraph: Array("Ab two!".utf16), range: 3..<6,
                              script: "Latn", rightToLeft: false, language: nil)
        #expect(first == second && first == key)
        #expect(first.hashValue == second.hashValue)
        // The same units with the text elsewhere in them, or another font, are other keys.
        let shifted = ShapeKey(font: inter, paragraph: Array("one two three".utf16), range: 4..<8,
                               script: "Latn", rightToLeft: false, language: nil)
        let otherFont = ShapeKey(font: bold, paragraph: Array("one two three".utf16), range: 4..<7,
                                 script: "Latn", rightToLeft: false, language: nil)
        #expect(shifted != key && otherFont != key)
        #expect(Set([key, key, shifted, otherFont]).count == 3)
    }

    /// The ground for leaving Latin keys without context: every piece of one to three units of
    /// these texts, in regular and bold Inter, shapes to the same glyphs, advances, offsets and
    /// unsafe-to-break flags with its five units of context on each side as without (also where
    /// the key keeps its context, beside a quotation mark or a dash).
    @Test func latinPiecesShapeTheSameWithAndWithoutTheirContext() throws {
        let faces = try ["Inter/Inter-Regular.otf", "Inter/Inter-Bold.otf"].map {
            try TextTestSupport.library.face(at: TextTestSupport.font($0))
        }
        let texts = ["AVATAR Wave, office: fi ffi ffl Tr Ty Yo P. L’ T” f) 1/2 ½ -> --- «Zürich» Straße",
                     "Größenänderung Überschrift: Einstellungen fürs Konto (3×) — «Öffnen»",
                     "Your order #1042 ships Tuesday. Need help? Call +1 (555) 010-4477 · 23:59 WiFi"]
        var compared = 0
        var kerned = 0
        for face in faces {
            for text in texts {
                let units = Array(text.utf16)
                for start in 0..<units.count {
                    for end in start + 1...min(units.count, start + 3) {
                        let lower = max(0, start - Shaper.contextLength)
                        let window = units[lower..<min(units.count, end + Shaper.contextLength)]
                        let key = ShapeKey(font: face, paragraph: units, range: start..<end, script: "Latn",
                                           rightToLeft: false, language: nil)
                        // Left out exactly where the window has no unit from U+0300 on (’ and — keep it).
                        #expect((key.units.count == end - start) == !window.contains { $0 >= 0x300 })
                        var bare = key
                        bare.units = Array(units[start..<end])
                        bare.textRange = 0..<end - start
                        var withContext = key
                        withContext.units = Array(window)
                        withContext.textRange = start - lower..<end - lower
                        let alone = Shaper.shape(bare)
                        #expect(Shaper.shape(withContext) == alone, "\(text.debugDescription) \(start)..<\(end)")
                        if alone.glyphs.contains(where: \.unsafeToBreak) { kerned += 1 }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1_000)
        #expect(kerned > 50)
        // Where the script joins, the context does change the shaping: a letter cut out of the
        // middle of an Arabic word takes its medial form only with its neighbours as context.
        let arabicFace = try TextTestSupport.library.face(at: TextTestSupport.font("Noto/NotoSansArabic-Regular.ttf"))
        let word = Array("بالعالم".utf16)
        var middle = ShapeKey(font: arabicFace, paragraph: word, range: 3..<4, script: "Arab", rightToLeft: true, language: nil)
        let joined = Shaper.shape(middle)
        middle.units = [word[3]]
        middle.textRange = 0..<1
        #expect(Shaper.shape(middle).glyphs.map(\.id) != joined.glyphs.map(\.id))
    }

    /// A script's tag is made as HarfBuzz makes it from the name: the same script for names of
    /// every length, case and kind, the empty name and a name cut by a NUL included.
    @Test func scriptTagsAreHarfBuzzs() {
        for name in ["Latn", "latn", "LATN", "Arab", "Deva", "Zyyy", "Zinh", "Qaai", "Qaac", "Hira", "Hrkt", "Cyrs",
                     "", "L", "La", "Lat", "Latin", "Latnx", "Zzzz", "x\u{0}yz", "\u{0}abc", "ü", "日本", "1234"] {
            #expect(hb_script_from_iso15924_tag(Shaper.tag(name)) == hb_script_from_string(name, -1), "\(name.debugDescription)")
            #expect(Shaper.tag(name) == hb_tag_from_string(name, -1), "\(name.debugDescription)")
        }
    }

    /// A thread's buffer, used again for every run, shapes as a new buffer does: runs of several
    /// scripts and directions in turn, a run longer than the buffer kept (it is let go), and the
    /// same runs again, compared with HarfBuzz shaping each in a buffer of its own.
    @Test func reusedShapingBuffersShapeAsNewOnes() throws {
        let library = TextTestSupport.library
        let inter = try library.chain(family: "Inter", weight: .regular, baseDirectory: nil).primary
        let arabic = try library.face(at: TextTestSupport.font("Noto/NotoSansArabic-Regular.ttf"))
        let long = String(repeating: "Wave To ", count: 700)
        let runs: [(FontFace, String, String, Bool)] = [
            (inter, "Wave To office", "Latn", false), (arabic, "مرحبا بالعالم", "Arab", true),
            (inter, long, "Latn", false), (inter, "AVATAR", "Latn", false), (arabic, "اختبار", "Arab", true),
        ]
        func alone(_ key: ShapeKey) -> [UInt32] {
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            key.units.withUnsafeBufferPointer { units in
                hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), UInt32(key.textRange.lowerBound),
                                    Int32(key.textRange.count))
            }
            hb_buffer_set_direction(buffer, key.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, hb_script_from_string(key.script, -1))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(key.font.hbFont, buffer, nil, 0)
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            return (0..<Int(count)).flatMap { [infos![$0].codepoint, infos![$0].cluster, UInt32(bitPattern: positions![$0].x_advance)] }
        }
        for _ in 0..<2 {
            for (font, text, script, rightToLeft) in runs {
                let units = Array(text.utf16)
                let key = ShapeKey(font: font, paragraph: units, range: 0..<units.count, script: script,
                                   rightToLeft: rightToLeft, language: nil)
                let shaped = Shaper.shape(key)
                let flat = shaped.glyphs.flatMap { [$0.id, UInt32($0.cluster), UInt32(bitPattern: $0.advance)] }
                #expect(flat == alone(key), "\(text.prefix(20))")
            }
        }
    }

    /// The memos' keys are hashed by the standard library's seeded `Hasher` (their digest fed
    /// to it): equal keys hash alike, and small integers (positions) spread over a table's low
    /// bits about as far as random hashes do.
    @Test func memoKeysSpreadOverBuckets() {
        #expect(MemoKey(42).hashValue == MemoKey(42).hashValue)
        // 1,024 keys into 1,024 buckets: about 647 buckets are hit when hashes are random.
        let buckets = Set((0..<1024).map { MemoKey($0).hashValue & 1023 })
        #expect(buckets.count > 560, "\(buckets.count) buckets")
        // Packed positions differ only in high bits; they must spread too.
        let packed = Set((0..<1024).map { MemoKey(5 | $0 << 21 | 9 << 42).hashValue & 1023 })
        #expect(packed.count > 560, "\(packed.count) buckets")
        var memo: [MemoKey: Int] = [:]
        for value in 0..<5000 { memo[MemoKey(value << 21)] = value }
        #expect((0..<5000).allSatisfy { memo[MemoKey($0 << 21)] == $0 })
    }
}
