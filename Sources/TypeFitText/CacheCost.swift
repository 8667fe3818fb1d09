/// Estimates of the bytes a cache entry holds, for the budgets of `ShapingCache`: the element
/// storage of its arrays and strings plus a fixed overhead per allocation. They need only be
/// proportional to the truth, so that a table of long texts turns over as soon as one of short
/// ones would be.
enum CacheCost {
    /// A table slot with its hashing overhead, or one heap allocation's header.
    static let entry = 64

    static func of(_ string: String) -> Int { entry + string.utf8.count }

    /// A request's strings, each an allocation of its own.
    static func of(_ request: TextRequest) -> Int {
        var bytes = FieldBytes()
        TextRequest.Content.Fields.visit(request.content.fields, request.content.fields, &bytes)
        return entry + bytes.bytes
    }

    static func of(_ key: ShapeKey) -> Int {
        entry + 2 * key.units.count
    }

    static func of(_ shape: ShapeResult) -> Int {
        // Per glyph: its id, cluster, advance, two offsets and the unsafe flag, padded; one array.
        entry + shape.glyphs.count * MemoryLayout<ShapeResult.Glyph>.stride
    }

    static func of(_ key: ShapingCache.AnalysisKey) -> Int {
        entry + of(key.text) + 8 * key.fonts.count
    }

    static func of(_ text: ShapedText) -> Int {
        text.paragraphs.reduce(entry) { total, paragraph in
            // Per unit: text, shaping text, level, prefix advance, grapheme prefix, four flags,
            // hanging; per opportunity and piece (measured when asked for): positions and widths;
            // the runs' own shapes.
            let units = paragraph.count * (2 + 2 + 1 + 8 + 8 + 1 + 1 + 1 + 1 + 1 + 8)
            let pieces = (paragraph.opportunities.count + paragraph.breakablePositions.count) * (8 + 16)
            let runs = paragraph.runs.reduce(0) { $0 + entry + of($1.shape) }
            return total + 16 * entry + units + pieces + runs
        }
    }

    static func of(_ layout: TextLayout) -> Int {
        layout.lines.reduce(2 * entry) { total, line in
            let runs = line.runs.reduce(0) { $0 + 4 * entry + of($1.fontFile) + $1.glyphs.count * (4 + 8 + 8) }
            return total + entry + 2 * line.textUnits.count + runs
        }
    }
}
