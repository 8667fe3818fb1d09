import Testing
import TypeFitReports
@testable import TypeFitText

/// Glyph outlines, the rasteriser and the PNG encoder: the pieces the pictures are drawn with.
@Suite("Render: glyph outlines, rasteriser, PNG")
struct RenderGlyphTests {
    private static let inter = TextTestSupport.font("Inter/Inter-Regular.otf")
    private static let arabic = TextTestSupport.font("Noto/NotoSansArabic-Regular.ttf")

    /// Glyph extents in font units recorded with HarfBuzz, which reads the outlines itself:
    /// `hb-shape --show-extents --no-glyph-names FONT TEXT` → `glyph=cluster+advance<xBearing,yBearing,width,height>`.
    /// Straight-edged glyphs only, so the control box of the outline is the glyph's extent.
    private static let recordedExtents: [(font: String, glyph: UInt32, xBearing: Double, yBearing: Double, width: Double, height: Double)] = [
        (inter, 161, 248, 2048, 1588, -2048),   // "H"
    ]

    @Test func straightGlyphOutlinesMatchHarfBuzzExtents() throws {
        for entry in Self.recordedExtents {
            let (path, upem) = try GlyphOutlines.shared.unitOutline(fontFile: entry.font, glyph: entry.glyph)
            let bounds = try #require(path.controlBounds)
            #expect(upem == 2816)
            #expect(bounds.minX == entry.xBearing)
            #expect(bounds.maxX == entry.xBearing + entry.width)
            #expect(bounds.maxY == entry.yBearing)
            #expect(bounds.minY == entry.yBearing + entry.height)
            #expect(path.contourCount == 1)
        }
    }

    @Test func outlinesScaleToPointsWithYDown() throws {
        let path = try GlyphOutlines.shared.outline(fontFile: Self.inter, glyph: 161, size: 28.16)
        let bounds = try #require(path.controlBounds)
        // 2816 units per em at 28.16 pt: one unit is 0.01 pt; the H stands on the baseline, above it.
        #expect(abs(bounds.minX - 2.48) < 1e-9)
        #expect(abs(bounds.maxX - 18.36) < 1e-9)
        #expect(abs(bounds.minY - -20.48) < 1e-9)
        #expect(abs(bounds.maxY) < 1e-9)
    }

    @Test func curvedGlyphsHaveCurvesAndTheSpaceIsEmpty() throws {
        // Inter is a CFF font (cubic curves); Noto Sans Arabic is TrueType (quadratic curves).
        let o = try GlyphOutlines.shared.unitOutline(fontFile: Self.inter, glyph: 650).path
        #expect(o.commands.contains { if case .cubic = $0 { true } else { false } })
        let arabicGlyph = try GlyphOutlines.shared.unitOutline(fontFile: Self.arabic, glyph: 769).path
        #expect(arabicGlyph.commands.contains { if case .quad = $0 { true } else { false } })
        let space = try #require(TextTestSupport.layout(" a").lines.first?.runs.first?.glyphs.first)
        #expect(try GlyphOutlines.shared.outline(fontFile: Self.inter, glyph: space, size: 17).isEmpty)
    }

    @Test func badFontsAndGlyphsGiveErrors() {
        #expect(throws: GlyphOutlineError.self) {
            try GlyphOutlines.shared.outline(fontFile: "/nonexistent/font.otf", glyph: 1, size: 17)
        }
        #expect(throws: GlyphOutlineError.self) {
            try GlyphOutlines.shared.outline(fontFile: Self.inter, glyph: 999_999, size: 17)
        }
        #expect(throws: GlyphOutlineError.self) {
            try GlyphOutlines.shared.outline(fontFile: Self.inter, glyph: 161, size: .nan)
        }
        // A file that is not a font.
        #expect(throws: GlyphOutlineError.self) {
            try GlyphOutlines.shared.outline(fontFile: TextTestSupport.fontsDirectory + "/manifest.json", glyph: 1, size: 17)
        }
    }

    @Test func theRasteriserCoversASquareExactly() throws {
        var path = GlyphPath()
        path.appendRectangle(x: 2, y: 3, width: 4, height: 2.5)
        let mask = try #require(try OutlineRasterizer().coverage(of: path, imageWidth: 10, imageHeight: 10))
        #expect(mask.x == 2 && mask.y == 3 && mask.width == 4 && mask.height == 3)
        #expect(mask.value(atColumn: 3, row: 3) == 255)
        #expect(mask.value(atColumn: 5, row: 4) == 255)
        // The bottom row is half covered.
        #expect((126...129).contains(mask.value(atColumn: 3, row: 5)))
        #expect(mask.value(atColumn: 1, row: 3) == 0)
        #expect(mask.value(atColumn: 3, row: 6) == 0)
    }

    @Test func aReversedInnerRectangleCutsAHole() throws {
        var path = GlyphPath()
        path.appendRectangle(x: 0, y: 0, width: 8, height: 8)
        path.appendRectangle(x: 2, y: 2, width: 4, height: 4, reversed: true)
        let mask = try #require(try OutlineRasterizer().coverage(of: path, imageWidth: 8, imageHeight: 8))
        #expect(mask.value(atColumn: 1, row: 1) == 255)
        #expect(mask.value(atColumn: 4, row: 4) == 0)
    }

    @Test func theRasteriserClipsToTheImageAndRefusesBadSizes() throws {
        var path = GlyphPath()
        path.appendRectangle(x: -50, y: -50, width: 60, height: 55)
        let mask = try #require(try OutlineRasterizer().coverage(of: path, imageWidth: 20, imageHeight: 20))
        #expect(mask.x == 0 && mask.y == 0 && mask.width == 10 && mask.height == 5)
        #expect(mask.coverage.allSatisfy { $0 == 255 })
        var outside = GlyphPath()
        outside.appendRectangle(x: 30, y: 30, width: 5, height: 5)
        #expect(try OutlineRasterizer().coverage(of: outside, imageWidth: 20, imageHeight: 20) == nil)
        #expect(throws: GlyphOutlineError.self) {
            try OutlineRasterizer().coverage(of: path, imageWidth: 0, imageHeight: 20)
        }
    }

    @Test func aGlyphRasterisesInsideItsOutline() throws {
        let path = try GlyphOutlines.shared.outline(fontFile: Self.inter, glyph: 161, size: 28.16).translated(dx: 0, dy: 24)
        let mask = try #require(try OutlineRasterizer().coverage(of: path, imageWidth: 24, imageHeight: 28))
        // The H's left stem starts 2.48 px in; the crossbar sits near the middle of its height.
        #expect(mask.value(atColumn: 1, row: 14) == 0)
        #expect(mask.value(atColumn: 3, row: 14) > 200)
        #expect(mask.value(atColumn: 10, row: 6) == 0)
    }

    @Test func pngChunksFollowTheSpecification() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128]
        let png = try PNGEncoder.encode(rgba: pixels, width: 2, height: 1)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: length 13, type, width 2, height 1, depth 8, colour type 6 (RGBA).
        #expect(Array(png[8..<16]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        #expect(Array(png[16..<29]) == [0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        // The IEND chunk is constant, its CRC-32 included (PNG specification, 11.2.5).
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        #expect(throws: PNGEncoder.EncodingError.self) { try PNGEncoder.encode(rgba: pixels, width: 3, height: 1) }
    }
}
