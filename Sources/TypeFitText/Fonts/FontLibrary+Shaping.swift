import TypeFitJSON
import CHarfBuzz

extension FontLibrary {
    /// Shapes `text` with HarfBuzz in one font and nothing else: no paragraphs, bidi,
    /// itemisation, fallback, cache or line breaking. Returns the total advance in font units.
    ///
    /// This is the floor a full text layout is measured against (the benchmark's baseline):
    /// one `hb_shape` call on the whole string, its direction, script and language guessed by
    /// HarfBuzz as `hb-shape` does. The font file is loaded (once) like any other.
    public func shapeOnly(_ text: String, family: String, weight: FontWeight = .regular) throws(TextError) -> Int {
        let font = try face(at: resolveFile(family: family, weight: weight))
        guard let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        text.withUTF8Bytes { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total = 0
        for index in 0..<Int(count) {
            total += Int(positions[index].x_advance)
        }
        return total
    }
}
