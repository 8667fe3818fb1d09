/// Why a glyph outline could not be produced.
public enum GlyphOutlineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The font file could not be read.
    case fontUnreadable(path: String, reason: String)
    /// FreeType refused the file or the glyph.
    case freeType(path: String, operation: String, freetypeError: Int32)
    /// The glyph id is not in the font.
    case glyphOutOfRange(path: String, glyph: UInt32, glyphCount: Int)
    /// The requested size is not a finite positive number.
    case invalidSize(Double)
    /// The image to rasterise into is empty or larger than the rasteriser accepts.
    case invalidImageSize(width: Int, height: Int, limit: Int)

    public var description: String {
        switch self {
        case .fontUnreadable(let path, let reason):
            "\(path): cannot read the font: \(reason)"
        case .freeType(let path, let operation, let error):
            "\(path): FreeType \(operation) failed (error \(error))"
        case .glyphOutOfRange(let path, let glyph, let count):
            "\(path): glyph \(glyph) is out of range (the font has \(count) glyphs)"
        case .invalidSize(let size):
            "invalid font size \(size): expected a finite number above 0"
        case .invalidImageSize(let width, let height, let limit):
            "invalid image size \(width)×\(height): each side must be between 1 and \(limit) pixels"
        }
    }
}
