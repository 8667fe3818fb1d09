/// Structural checks of an OpenType/TrueType file before any engine touches it:
/// the sfnt header, the table directory, the tables TypeFit needs, and the few
/// header fields it reads itself (units per em, vertical metrics).
///
/// See the [OpenType font file](https://learn.microsoft.com/typography/opentype/spec/otff)
/// chapter for the layout checked here.
struct FontFileCheck {
    /// The vertical metrics TypeFit reads from `hhea` and `OS/2`, in font units.
    struct Metrics: Sendable, Hashable {
        var unitsPerEm: Int
        /// Distance from the baseline up to the ascender line (positive).
        var ascender: Int
        /// Distance from the baseline down to the descender line (positive).
        var descender: Int
        var lineGap: Int
    }

    /// The tables every font must have for TypeFit to shape and measure with it.
    static let requiredTables = ["cmap", "head", "hhea", "hmtx", "maxp"]

    let path: String
    let bytes: [UInt8]

    /// Checks the file and returns its vertical metrics, or says precisely what is wrong.
    func check() throws(TextError) -> Metrics {
        guard bytes.count >= 12 else {
            throw .fontInvalid(path: path, reason: "truncated: \(bytes.count) bytes is shorter than a font header")
        }
        let tag = tagString(at: 0)
        var base = 0
        switch tag {
        case "\u{0}\u{1}\u{0}\u{0}", "OTTO", "true":
            base = 0
        case "ttcf":
            guard bytes.count >= 16, let first = u32(at: 12) else {
                throw .fontInvalid(path: path, reason: "truncated font collection header")
            }
            base = Int(first)
        case "wOFF", "wOF2":
            throw .fontInvalid(path: path, reason: "WOFF/WOFF2 web fonts are not supported; use the OpenType (.otf/.ttf) file")
        default:
            throw .fontInvalid(path: path, reason: "not an OpenType or TrueType file (unknown signature)")
        }
        guard let numTables = u16(at: base + 4) else {
            throw .fontInvalid(path: path, reason: "truncated: the table directory is cut off")
        }
        guard numTables > 0 else {
            throw .fontInvalid(path: path, reason: "the font has no tables")
        }
        let directoryEnd = base + 12 + Int(numTables) * 16
        guard directoryEnd <= bytes.count else {
            throw .fontInvalid(path: path, reason: "truncated: the table directory needs \(directoryEnd) bytes, the file has \(bytes.count)")
        }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for index in 0..<Int(numTables) {
            let record = base + 12 + index * 16
            let name = tagString(at: record)
            guard let offset = u32(at: record + 8), let length = u32(at: record + 12) else {
                throw .fontInvalid(path: path, reason: "truncated table record")
            }
            let end = Int(offset) + Int(length)
            guard end <= bytes.count else {
                throw .fontInvalid(path: path, reason: "truncated: table '\(name)' ends at byte \(end), the file has \(bytes.count)")
            }
            tables[name] = (Int(offset), Int(length))
        }
        for required in Self.requiredTables where tables[required] == nil {
            throw .fontInvalid(path: path, reason: "missing the required '\(required)' table")
        }
        let hasOutlines = tables["glyf"] != nil || tables["CFF "] != nil || tables["CFF2"] != nil
        guard hasOutlines else {
            throw .fontInvalid(path: path, reason: "no glyph outlines ('glyf', 'CFF ' or 'CFF2' table)")
        }
        return try metrics(tables)
    }

    /// Units per em from `head`; ascender, descender and line gap from `hhea`, or from
    /// `OS/2`'s typo metrics when its USE_TYPO_METRICS bit (fsSelection bit 7) is set.
    private func metrics(_ tables: [String: (offset: Int, length: Int)]) throws(TextError) -> Metrics {
        guard let head = tables["head"], head.length >= 54, let upem = u16(at: head.offset + 18) else {
            throw .fontInvalid(path: path, reason: "the 'head' table is too short")
        }
        guard upem >= 16 && upem <= 16384 else {
            throw .fontInvalid(path: path, reason: "unitsPerEm \(upem) is outside 16…16384")
        }
        guard let hhea = tables["hhea"], hhea.length >= 36,
              let ascender = i16(at: hhea.offset + 4), let descender = i16(at: hhea.offset + 6),
              let lineGap = i16(at: hhea.offset + 8) else {
            throw .fontInvalid(path: path, reason: "the 'hhea' table is too short")
        }
        var result = Metrics(unitsPerEm: Int(upem), ascender: Int(ascender), descender: -Int(descender), lineGap: Int(lineGap))
        if let os2 = tables["OS/2"], os2.length >= 78,
           let selection = u16(at: os2.offset + 62), selection & (1 << 7) != 0,
           let typoAscender = i16(at: os2.offset + 68), let typoDescender = i16(at: os2.offset + 70),
           let typoLineGap = i16(at: os2.offset + 72) {
            result.ascender = Int(typoAscender)
            result.descender = -Int(typoDescender)
            result.lineGap = Int(typoLineGap)
        }
        result.lineGap = max(0, result.lineGap)
        return result
    }

    private func tagString(at offset: Int) -> String {
        guard offset + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<offset + 4], as: Unicode.ASCII.self)
    }

    private func u16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private func i16(at offset: Int) -> Int16? {
        u16(at: offset).map { Int16(bitPattern: $0) }
    }

    private func u32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
