import CHarfBuzz

/// What one shaping call depends on: the font file, the text of the run, its script,
/// direction and language. Features are HarfBuzz's defaults (kerning and ligatures on).
struct ShapeKey: Hashable, Sendable {
    var fontPath: String
    var text: [UInt16]
    /// Up to five units before and after the text: HarfBuzz context for contextual
    /// lookups (Arabic joining), not shaped themselves.
    var preContext: [UInt16] = []
    var postContext: [UInt16] = []
    /// ISO 15924 tag ("Latn", "Deva").
    var script: String
    var rightToLeft: Bool
    /// BCP 47 language for `locl` forms, or nil for HarfBuzz's default.
    var language: String?
}

/// HarfBuzz's output for one run, in font units (scale = units per em), so that one
/// shaping serves every point size: multiply by `size / unitsPerEm`.
/// Glyphs are in visual order (right to left runs come out reversed); clusters are
/// UTF-16 offsets into the shaped text.
struct ShapeResult: Sendable, Hashable {
    var glyphs: [UInt32] = []
    var clusters: [Int] = []
    var advances: [Int32] = []
    var xOffsets: [Int32] = []
    var yOffsets: [Int32] = []
    /// HB_GLYPH_FLAG_UNSAFE_TO_BREAK: breaking the text at the start of this glyph's
    /// cluster changes the shaping of both sides.
    var unsafeToBreak: [Bool] = []
    var unitsPerEm: Int = 1000

    /// The sum of the advances, in font units.
    var totalAdvance: Int { advances.reduce(0) { $0 + Int($1) } }
}

/// Shapes runs with HarfBuzz using its OpenType functions, as `hb-shape` does by default.
enum Shaper {
    /// How many units of context HarfBuzz keeps on each side (HB_BUFFER_CONTEXT_LENGTH).
    static let contextLength = 5

    /// Shapes `key.text` with `font`, its context seen but not shaped.
    static func shape(_ key: ShapeKey, font: FontFace) -> ShapeResult {
        var result = ShapeResult(unitsPerEm: font.unitsPerEm)
        guard !key.text.isEmpty, let buffer = hb_buffer_create() else { return result }
        defer { hb_buffer_destroy(buffer) }
        let all = key.preContext + key.text + key.postContext
        all.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), UInt32(key.preContext.count),
                                Int32(key.text.count))
        }
        hb_buffer_set_direction(buffer, key.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_string(key.script, -1))
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
        result.clusters.reserveCapacity(glyphCount)
        result.advances.reserveCapacity(glyphCount)
        for index in 0..<glyphCount {
            let info = infos[index]
            let position = positions[index]
            result.glyphs.append(info.codepoint)
            result.clusters.append(Int(info.cluster) - key.preContext.count)
            result.advances.append(position.x_advance)
            result.xOffsets.append(position.x_offset)
            result.yOffsets.append(position.y_offset)
            result.unsafeToBreak.append(info.mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
        }
        return result
    }
}
