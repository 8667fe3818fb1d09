import TypeFitChecks
import TypeFitLayout
import TypeFitText

/// Paints a `ScreenPicture` into an RGBA image with FreeType's rasteriser, from the same glyph
/// outlines and in the same layers as the SVG frame: canvas, screen, everything faded, the
/// visible part at full strength, the safe area, the finding outlines. For pasting a screen at
/// one category into a design review (`typefit render --png`).
public struct PictureRasterizer {
    /// Pixels per point (2 gives an image the size of a Retina screenshot).
    public var pixelsPerPoint: Double

    public init(pixelsPerPoint: Double = 2) {
        precondition(pixelsPerPoint > 0 && pixelsPerPoint.isFinite, "PictureRasterizer: pixelsPerPoint must be positive")
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// The picture as PNG bytes.
    public func png(_ picture: ScreenPicture) throws -> [UInt8] {
        let image = try rgba(picture)
        return try PNGEncoder.encode(rgba: image.pixels, width: image.width, height: image.height)
    }

    /// The most pixels an image has (8 million: 32 MB of RGBA, room for the largest iPad at 2
    /// pixels per point); a larger picture is drawn at a smaller scale, so time and memory stay
    /// bounded whatever size a device is given.
    public static let maximumPixels = 8_000_000

    /// The picture as RGBA pixels, rows top down. The scale shrinks if the image would exceed
    /// the rasteriser's largest side or ``maximumPixels``.
    public func rgba(_ picture: ScreenPicture) throws -> (pixels: [UInt8], width: Int, height: Int) {
        let canvas = picture.canvas().outset(by: 8)
        let limit = Double(OutlineRasterizer.maximumSide)
        let area = max(1, canvas.width) * max(1, canvas.height)
        let scale = min(pixelsPerPoint, limit / max(1, canvas.width), limit / max(1, canvas.height),
                        (Double(Self.maximumPixels) / area).squareRoot() * 0.999)
        var painter = try Painter(canvas: canvas, scale: scale)

        painter.fill(rectangle: canvas, colour: (0xEC, 0xEF, 0xF3), alpha: 1)
        painter.fill(rectangle: picture.screenRect, colour: (0xFF, 0xFF, 0xFF), alpha: 1)
        painter.stroke(rectangle: picture.screenRect, width: 1.5, colour: (0x34, 0x3A, 0x40), alpha: 1)
        for element in picture.elements {
            try draw(element, painter: &painter, alpha: 0.25, clip: nil)
        }
        for element in picture.elements {
            guard let visible = element.visibleArea else { continue }
            try draw(element, painter: &painter, alpha: 1, clip: visible)
        }
        if let keyboard = picture.keyboard {
            painter.fill(rectangle: keyboard, colour: (0xAD, 0xB5, 0xBD), alpha: 0.6)
        }
        painter.dashed(rectangle: picture.safeArea, width: 0.75, dash: 4, gap: 3, colour: (0x4D, 0xAB, 0xF7))
        for outline in picture.findingOutlines() {
            let finding = outline.finding
            let style = FindingStyle.of(finding.kind)
            let colour = style.rgb
            for box in outline.outlines {
                painter.fill(rectangle: box, colour: (colour.red, colour.green, colour.blue), alpha: 0.07)
                if finding.severity == .error {
                    painter.stroke(rectangle: box, width: 2, colour: (colour.red, colour.green, colour.blue), alpha: 1)
                } else {
                    painter.dashed(rectangle: box, width: 2, dash: finding.severity == .warning ? 6 : 2, gap: 3,
                                   colour: (colour.red, colour.green, colour.blue))
                }
            }
            if let common = outline.overlap {
                painter.fill(rectangle: common, colour: (colour.red, colour.green, colour.blue), alpha: 0.3)
            }
        }
        return (painter.pixels, painter.width, painter.height)
    }

    private func draw(_ element: PictureElement, painter: inout Painter, alpha: Double, clip: Rect?) throws {
        if element.isInteractive {
            painter.fill(rectangle: element.frame, colour: (0xE7, 0xF5, 0xFF), alpha: alpha, clip: clip)
            painter.stroke(rectangle: element.frame, width: 0.5, colour: (0x74, 0xC0, 0xFC), alpha: alpha, clip: clip)
        } else {
            if element.isOpaque {
                painter.fill(rectangle: element.frame, colour: (0xF8, 0xF9, 0xFA), alpha: alpha, clip: clip)
            }
            painter.stroke(rectangle: element.frame, width: 0.5, colour: (0xCE, 0xD4, 0xDA), alpha: alpha, clip: clip)
        }
        for line in element.lines {
            var path = GlyphPath()
            for run in line.runs {
                for index in run.glyphs.indices {
                    let x = line.x + (index < run.xPositions.count ? run.xPositions[index] : 0)
                    let y = line.baseline - (index < run.yOffsets.count ? run.yOffsets[index] : 0)
                    guard let glyph = try? GlyphOutlines.shared.outline(fontFile: run.fontFile, glyph: run.glyphs[index],
                                                                         size: run.size) else { continue }
                    path.append(glyph.translated(dx: x, dy: y))
                }
            }
            try painter.fill(path: path, colour: (0x21, 0x25, 0x29), alpha: alpha, clip: clip)
        }
    }
}

/// An RGBA canvas in pixels with source-over blending of rasterised coverage.
private struct Painter {
    let canvas: Rect
    let scale: Double
    let width: Int
    let height: Int
    var pixels: [UInt8]
    let rasterizer: OutlineRasterizer

    init(canvas: Rect, scale: Double) throws {
        self.canvas = canvas
        self.scale = scale
        width = max(1, Int((canvas.width * scale).rounded(.up)))
        height = max(1, Int((canvas.height * scale).rounded(.up)))
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        rasterizer = try OutlineRasterizer()
    }

    /// Points to pixels.
    func pixelPath(_ path: GlyphPath) -> GlyphPath {
        path.scaled(by: scale, dx: -canvas.x * scale, dy: -canvas.y * scale)
    }

    mutating func fill(path: GlyphPath, colour: (UInt8, UInt8, UInt8), alpha: Double, clip: Rect? = nil,
                       evenOdd: Bool = false) throws {
        guard !path.isEmpty,
              let mask = try rasterizer.coverage(of: pixelPath(path), imageWidth: width, imageHeight: height,
                                                 evenOdd: evenOdd) else { return }
        var left = mask.x, top = mask.y, right = mask.x + mask.width, bottom = mask.y + mask.height
        if let clip {
            left = max(left, Int(((clip.x - canvas.x) * scale).rounded()))
            top = max(top, Int(((clip.y - canvas.y) * scale).rounded()))
            right = min(right, Int(((clip.maxX - canvas.x) * scale).rounded()))
            bottom = min(bottom, Int(((clip.maxY - canvas.y) * scale).rounded()))
        }
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right {
                let coverage = mask.coverage[(row - mask.y) * mask.width + (column - mask.x)]
                guard coverage > 0 else { continue }
                blend(column: column, row: row, colour: colour, amount: Double(coverage) / 255 * alpha)
            }
        }
    }

    mutating func fill(rectangle: Rect, colour: (UInt8, UInt8, UInt8), alpha: Double, clip: Rect? = nil) {
        var path = GlyphPath()
        path.appendRectangle(x: rectangle.x, y: rectangle.y, width: max(0, rectangle.width), height: max(0, rectangle.height))
        try? fill(path: path, colour: colour, alpha: alpha, clip: clip)
    }

    /// A rectangle's outline of `width` points, centred on its edges.
    mutating func stroke(rectangle: Rect, width lineWidth: Double, colour: (UInt8, UInt8, UInt8), alpha: Double,
                         clip: Rect? = nil) {
        let half = lineWidth / 2
        var path = GlyphPath()
        path.appendRectangle(x: rectangle.x - half, y: rectangle.y - half,
                             width: max(0, rectangle.width) + lineWidth, height: max(0, rectangle.height) + lineWidth)
        if rectangle.width > lineWidth, rectangle.height > lineWidth {
            path.appendRectangle(x: rectangle.x + half, y: rectangle.y + half, width: rectangle.width - lineWidth,
                                 height: rectangle.height - lineWidth, reversed: true)
        }
        try? fill(path: path, colour: colour, alpha: alpha, clip: clip)
    }

    /// A dashed rectangle outline: dashes of `dash` points with `gap` points between.
    mutating func dashed(rectangle: Rect, width lineWidth: Double, dash: Double, gap: Double,
                         colour: (UInt8, UInt8, UInt8)) {
        var path = GlyphPath()
        let half = lineWidth / 2
        func horizontal(_ y: Double) {
            var x = rectangle.x
            while x < rectangle.maxX {
                path.appendRectangle(x: x, y: y - half, width: min(dash, rectangle.maxX - x), height: lineWidth)
                x += dash + gap
            }
        }
        func vertical(_ x: Double) {
            var y = rectangle.y
            while y < rectangle.maxY {
                path.appendRectangle(x: x - half, y: y, width: lineWidth, height: min(dash, rectangle.maxY - y))
                y += dash + gap
            }
        }
        guard rectangle.width > 0, rectangle.height > 0, dash > 0, gap >= 0,
              (rectangle.width + rectangle.height) / (dash + gap) < 100_000 else { return }
        horizontal(rectangle.y)
        horizontal(rectangle.maxY)
        vertical(rectangle.x)
        vertical(rectangle.maxX)
        try? fill(path: path, colour: colour, alpha: 1)
    }

    /// Source-over: the colour at `amount` (0…1) over what is there.
    mutating func blend(column: Int, row: Int, colour: (UInt8, UInt8, UInt8), amount: Double) {
        let index = (row * width + column) * 4
        let a = min(1, max(0, amount))
        let existingAlpha = Double(pixels[index + 3]) / 255
        let outAlpha = a + existingAlpha * (1 - a)
        guard outAlpha > 0 else { return }
        func mix(_ source: UInt8, _ destination: UInt8) -> UInt8 {
            let value = (Double(source) * a + Double(destination) * existingAlpha * (1 - a)) / outAlpha
            return UInt8(min(255, max(0, value.rounded())))
        }
        pixels[index] = mix(colour.0, pixels[index])
        pixels[index + 1] = mix(colour.1, pixels[index + 1])
        pixels[index + 2] = mix(colour.2, pixels[index + 2])
        pixels[index + 3] = UInt8(min(255, max(0, (outAlpha * 255).rounded())))
    }
}
