import CHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one shaping call depends on: the font file, the text of the run with its context,
/// its script, direction and language. Features are HarfBuzz's defaults (kerning and
/// ligatures on).
///
/// The text and its context are one array (one allocation per key), hashed and compared as
/// bytes (``CodeUnits``). The font is the face itself, compared by identity: a library loads
/// one face per file and keeps it, and the key holds it, so identity is the file (hashing a
/// path string on every lookup cost more than the rest of the key).
struct ShapeKey: DigestKey, Sendable {
    var font: FontFace
    /// The text with up to five units of the paragraph before and after it: HarfBuzz context
    /// for contextual lookups (Arabic joining), not shaped themselves. Latin text has none
    /// (``shapesAlike(_:script:)``).
    var units: [UInt16]
    /// Where the text shaped lies in ``units``.
    var textRange: Range<Int>
    /// ISO 15924 tag ("Latn", "Deva").
    var script: String
    var rightToLeft: Bool
    /// BCP 47 language for `locl` forms, or nil for HarfBuzz's default.
    var language: String?

    /// The key of `range` of `paragraph` (shaping units), with its context: none for Latin text
    /// (``shapesAlike(_:script:)``), so equal pieces of different paragraphs share one shaping.
    init(font: FontFace, paragraph: [UInt16], range: Range<Int>, script: String, rightToLeft: Bool,
         language: String?) {
        var lower = max(0, range.lowerBound - Shaper.contextLength)
        var upper = min(paragraph.count, range.upperBound + Shaper.contextLength)
        if Self.shapesAlike(paragraph[lower..<upper], script: script) {
            (lower, upper) = (range.lowerBound, range.upperBound)
        }
        self.font = font
        self.units = Array(paragraph[lower..<upper])
        self.textRange = range.lowerBound - lower..<range.upperBound - lower
        self.script = script
        self.rightToLeft = rightToLeft
        self.language = language
    }

    /// Whether text of `script` whose units with their context are `window` shapes the same
    /// whatever the context: Latin below U+0300 (no combining marks). HarfBuzz reads the context
    /// only to join letters (the Arabic shaper's scripts) and to decide on a dotted circle
    /// before a leading mark; the default shaper, Latin's, joins nothing.
    static func shapesAlike(_ window: ArraySlice<UInt16>, script: String) -> Bool {
        script == "Latn" && !window.contains { $0 >= 0x300 }
    }

    static func == (a: ShapeKey, b: ShapeKey) -> Bool {
        a.textRange == b.textRange && a.rightToLeft == b.rightToLeft && a.script == b.script
            && a.language == b.language && a.font === b.font && CodeUnits.equal(a.units, b.units)
    }

    /// One digest of the fields (the units as bytes): feeding `Hasher` seven fields cost more
    /// than the lookup.
    var digest: UInt64 {
        var state = units.withUnsafeBytes(CodeUnits.digest)
        state = CodeUnits.mix(state, UInt64(UInt(bitPattern: ObjectIdentifier(font))))
        state = CodeUnits.mix(state, UInt64(textRange.lowerBound) << 32 | UInt64(textRange.upperBound) << 1
                                  | (rightToLeft ? 1 : 0))
        state = CodeUnits.mix(state, TextRequest.digestOfCodeUnits(script))
        return CodeUnits.mix(state, language.map(TextRequest.digestOfCodeUnits) ?? 0)
    }
}

/// HarfBuzz's output for one run, in font units (scale = units per em), so that one
/// shaping serves every point size: multiply by `size / unitsPerEm`.
/// Glyphs are in visual order (right to left runs come out reversed); clusters are
/// UTF-16 offsets into the shaped text.
struct ShapeResult: Sendable, Hashable {
    /// One glyph as HarfBuzz placed it.
    struct Glyph: Sendable, Hashable {
        var id: UInt32 = 0
        /// UTF-16 offset of the glyph's cluster in the shaped text.
        var cluster: Int = 0
        var advance: Int32 = 0
        var xOffset: Int32 = 0
        var yOffset: Int32 = 0
        /// HB_GLYPH_FLAG_UNSAFE_TO_BREAK: breaking the text at the start of this glyph's
        /// cluster changes the shaping of both sides.
        var unsafeToBreak = false
    }

    /// The glyphs, in one array: six arrays, one per field, took six allocations for every run
    /// shaped (most of them a cluster or two cut out at an unsafe place) and six retains for
    /// every copy.
    var glyphs: [Glyph] = []
    var unitsPerEm: Int = 1000
}

/// Shapes runs with HarfBuzz using its OpenType functions, as `hb-shape` does by default.
enum Shaper {
    /// How many units of context HarfBuzz keeps on each side (HB_BUFFER_CONTEXT_LENGTH).
    static let contextLength = 5

    /// Shapes the text of `key` with its font, its context seen but not shaped.
    static func shape(_ key: ShapeKey) -> ShapeResult {
        let font = key.font
        var result = ShapeResult(unitsPerEm: font.unitsPerEm)
        guard !key.textRange.isEmpty, let buffer = ShapingBuffer.take() else { return result }
        defer { ShapingBuffer.give(buffer) }
        key.units.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), UInt32(key.textRange.lowerBound),
                                Int32(key.textRange.count))
        }
        hb_buffer_set_direction(buffer, key.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(Self.tag(key.script)))
        if let language = key.language {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font.hbFont, buffer, nil, 0)

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return result }
        let glyphCount = Int(count)
        result.glyphs.reserveCapacity(glyphCount)
        for index in 0..<glyphCount {
            let info = infos[index]
            let position = positions[index]
            result.glyphs.append(ShapeResult.Glyph(
                id: info.codepoint, cluster: Int(info.cluster) - key.textRange.lowerBound, advance: position.x_advance,
                xOffset: position.x_offset, yOffset: position.y_offset,
                unsafeToBreak: info.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
        }
        return result
    }

    /// The OpenType tag of a script name as `hb_tag_from_string` makes it: its first four bytes
    /// (up to a NUL), padded with spaces; 0 for an empty name. Made here rather than by HarfBuzz,
    /// which needed the name as a C string, copied at every run shaped.
    static func tag(_ name: String) -> hb_tag_t {
        var tag: hb_tag_t = 0
        var count = 0
        for byte in name.utf8.prefix(4) {
            if byte == 0 { break }
            tag = tag << 8 | hb_tag_t(byte)
            count += 1
        }
        guard count > 0 else { return 0 }
        for _ in count..<4 { tag = tag << 8 | 0x20 }
        return tag
    }
}

/// Each thread's HarfBuzz buffer, emptied and used again for every run the thread shapes:
/// making and destroying a buffer for each run cost more than a short run's shaping setup.
/// A thread-specific key's destructor destroys the buffer when the thread exits. A buffer that
/// grew past ``largestKept`` glyphs is destroyed after its run, so no thread keeps the memory of
/// a huge text.
enum ShapingBuffer {
    static let largestKept: UInt32 = 4096

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { buffer in hb_buffer_destroy(OpaquePointer(buffer)) }
        return key
    }()

    /// The calling thread's buffer, empty (as HarfBuzz makes a new one), or nil when HarfBuzz
    /// cannot make one.
    static func take() -> OpaquePointer? {
        if let kept = pthread_getspecific(key) {
            pthread_setspecific(key, nil)
            let buffer = OpaquePointer(kept)
            hb_buffer_clear_contents(buffer)
            return buffer
        }
        return hb_buffer_create()
    }

    /// Keeps `buffer` for the thread's next run, or destroys it: when it grew large, or when the
    /// thread's slot does not take it (no key could be made), so that no buffer is ever dropped.
    static func give(_ buffer: OpaquePointer) {
        if hb_buffer_get_length(buffer) <= largestKept, pthread_getspecific(key) == nil,
           pthread_setspecific(key, UnsafeRawPointer(buffer)) == 0 {
            return
        }
        hb_buffer_destroy(buffer)
    }
}
