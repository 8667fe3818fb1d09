/// The vertical metrics of the font a descriptor resolves to, in points at the descriptor's size.
///
/// The line height is what UILabel and the text engine lay a line of this font out at:
/// ascender + descender + line gap (from `hhea`, or from `OS/2`'s typographic metrics when the
/// font sets USE_TYPO_METRICS).
public struct FontMetrics: Sendable, Hashable {
    /// The absolute path of the font file the descriptor resolves to.
    public var file: String
    /// The family name recorded in the file (which may differ from the name asked for).
    public var familyName: String
    /// The point size the values below are scaled to.
    public var size: Double
    /// Distance from the baseline up to the ascender line, in points (positive).
    public var ascender: Double
    /// Distance from the baseline down to the descender line, in points (positive).
    public var descender: Double
    /// Extra space between lines that the font asks for, in points.
    public var lineGap: Double
    /// The font's units per em.
    public var unitsPerEm: Int

    public init(file: String, familyName: String, size: Double, ascender: Double, descender: Double,
                lineGap: Double, unitsPerEm: Int) {
        self.file = file
        self.familyName = familyName
        self.size = size
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.unitsPerEm = unitsPerEm
    }

    /// The font's own line height: ascender + descender + line gap, in points.
    public var lineHeight: Double { ascender + descender + lineGap }
}

extension FontLibrary {
    /// The metrics of the font file `descriptor` resolves to (the family at the nearest weight
    /// the library has), at the descriptor's size. Tracking does not change vertical metrics.
    ///
    /// Throws when the family resolves to no file, the file cannot be loaded, or the size is
    /// not a positive finite number.
    public func metrics(for descriptor: FontDescriptor, baseDirectory: String? = nil) throws(TextError) -> FontMetrics {
        guard descriptor.size.isFinite && descriptor.size > 0 else {
            throw .invalidRequest(field: "size", reason: "must be a positive number, not \(descriptor.size)")
        }
        let path = try resolveFile(family: descriptor.family, weight: descriptor.weight, baseDirectory: baseDirectory)
        let face = try face(at: path)
        let units = face.metrics
        let scale = descriptor.size / Double(units.unitsPerEm)
        return FontMetrics(
            file: path, familyName: face.familyName, size: descriptor.size,
            ascender: Double(units.ascender) * scale, descender: Double(units.descender) * scale,
            lineGap: Double(units.lineGap) * scale, unitsPerEm: units.unitsPerEm
        )
    }
}
