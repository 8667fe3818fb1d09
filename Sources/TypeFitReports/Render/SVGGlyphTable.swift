import TypeFitText

/// The glyph outlines a set of SVG pictures draws, each written once as a `<path>` in font
/// units (y up) and placed with `<use>`: a glyph used a thousand times costs one outline.
///
/// Fonts and glyphs are numbered in the order they are first used, so the same pictures
/// rendered in the same order give the same ids. Not thread-safe: one table per document.
package final class SVGGlyphTable {
    /// Prefix of every id the table writes, unique within the document.
    package let idPrefix: String
    private let outlines: GlyphOutlines
    private var fontNumbers: [String: Int] = [:]
    private var unitsPerEm: [String: Int] = [:]
    private var entries: [GlyphKey: Entry] = [:]
    private var order: [GlyphKey] = []
    /// Fonts or glyphs that could not be drawn, one message each, in the order met.
    package private(set) var problems: [String] = []

    private struct GlyphKey: Hashable {
        var font: Int
        var glyph: UInt32
    }

    private struct Entry {
        var id: String
        var pathData: String
    }

    package init(idPrefix: String = "g", outlines: GlyphOutlines = .shared) {
        self.idPrefix = SVGFormat.identifier(idPrefix)
        self.outlines = outlines
    }

    /// The id of a glyph's outline and the scale from font units to points per point of size
    /// (1 / units per em); nil for a glyph that draws nothing or cannot be loaded.
    package func reference(fontFile: String, glyph: UInt32) -> (id: String, unitScale: Double)? {
        let font = fontNumber(fontFile)
        let key = GlyphKey(font: font, glyph: glyph)
        if let entry = entries[key] {
            guard !entry.pathData.isEmpty, let upem = unitsPerEm[fontFile] else { return nil }
            return (entry.id, 1 / Double(upem))
        }
        let entry: Entry
        do {
            let (path, upem) = try outlines.unitOutline(fontFile: fontFile, glyph: glyph)
            unitsPerEm[fontFile] = upem
            entry = Entry(id: "\(idPrefix)\(font)-\(glyph)", pathData: SVGFormat.pathData(path, decimals: 1))
        } catch {
            let message = error.description
            if !problems.contains(message) { problems.append(message) }
            entry = Entry(id: "", pathData: "")
        }
        entries[key] = entry
        order.append(key)
        guard !entry.pathData.isEmpty, let upem = unitsPerEm[fontFile] else { return nil }
        return (entry.id, 1 / Double(upem))
    }

    /// Number of distinct glyph outlines written so far.
    package var glyphCount: Int { order.count { entries[$0]?.pathData.isEmpty == false } }

    /// The `<path>` elements of every glyph used so far, in first-use order, for a `<defs>` block.
    package func definitions() -> String {
        var text = ""
        for key in order {
            guard let entry = entries[key], !entry.pathData.isEmpty else { continue }
            text += "<path id=\"\(entry.id)\" d=\"\(entry.pathData)\"/>\n"
        }
        return text
    }

    private func fontNumber(_ fontFile: String) -> Int {
        if let known = fontNumbers[fontFile] { return known }
        let number = fontNumbers.count
        fontNumbers[fontFile] = number
        return number
    }
}
