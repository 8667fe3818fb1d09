import CFreeType
import TypeFitSupport

/// Coverage of a filled path over a rectangle of pixels: 0 (outside) … 255 (inside),
/// anti-aliased, rows top to bottom.
public struct CoverageMask: Sendable, Hashable {
    /// Column of the mask's left edge in the target image.
    public var x: Int
    /// Row of the mask's top edge in the target image.
    public var y: Int
    public var width: Int
    public var height: Int
    /// `width × height` coverage values, row by row from the top.
    public var coverage: [UInt8]

    public init(x: Int, y: Int, width: Int, height: Int, coverage: [UInt8]) {
        precondition(coverage.count == width * height, "coverage must hold width × height values")
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// The coverage at a target image pixel (0 outside the mask).
    public func value(atColumn column: Int, row: Int) -> UInt8 {
        let localX = column - x, localY = row - y
        guard localX >= 0, localY >= 0, localX < width, localY < height else { return 0 }
        return coverage[localY * width + localX]
    }
}

/// Fills paths with FreeType's anti-aliasing ("smooth") rasteriser: a `GlyphPath` in pixels
/// (y down) becomes an `FT_Outline` drawn into an 8-bit gray bitmap with `FT_Outline_Get_Bitmap`.
///
/// An `FT_Outline` holds at most 32 767 points, so long paths are drawn in pieces of whole
/// contours and the pieces' coverage combined (the larger value wins). The rasteriser's
/// FreeType library is used under a lock. Thread-safe.
public final class OutlineRasterizer: Sendable {
    /// The largest image side accepted, in pixels.
    public static let maximumSide = 16_384
    /// Points per `FT_Outline` piece (FreeType counts them in a `short`).
    static let pointsPerPiece = 30_000

    private let library: LockedValue<LibraryHandle>

    /// Starts FreeType for this rasteriser.
    public init() throws(GlyphOutlineError) {
        var created: FT_Library?
        let error = FT_Init_FreeType(&created)
        guard error == 0, let created else {
            throw .freeType(path: "", operation: "FT_Init_FreeType", freetypeError: error)
        }
        library = LockedValue(LibraryHandle(library: created))
    }

    /// The coverage of `path` (in pixels, y down, filled with the non-zero rule, or even-odd)
    /// inside an image of `imageWidth × imageHeight` pixels; nil when nothing of it falls inside.
    public func coverage(of path: GlyphPath, imageWidth: Int, imageHeight: Int,
                         evenOdd: Bool = false) throws(GlyphOutlineError) -> CoverageMask? {
        let limit = Self.maximumSide
        guard imageWidth > 0, imageHeight > 0, imageWidth <= limit, imageHeight <= limit else {
            throw .invalidImageSize(width: imageWidth, height: imageHeight, limit: limit)
        }
        guard let bounds = path.controlBounds, bounds.minX.isFinite, bounds.maxX.isFinite,
              bounds.minY.isFinite, bounds.maxY.isFinite else { return nil }
        let left = max(0, Int(bounds.minX.rounded(.down)))
        let top = max(0, Int(bounds.minY.rounded(.down)))
        let right = min(imageWidth, Int(min(bounds.maxX, Double(imageWidth)).rounded(.up)))
        let bottom = min(imageHeight, Int(min(bounds.maxY, Double(imageHeight)).rounded(.up)))
        guard left < right, top < bottom else { return nil }
        let width = right - left, height = bottom - top

        // Points far outside the image are pulled in: FreeType's 26.6 arithmetic stays in range,
        // and what lies outside is not drawn anyway.
        let margin = 1024.0
        func fixed(_ point: GlyphPath.Point) -> FT_Vector {
            let x = min(max(point.x - Double(left), -margin), Double(width) + margin)
            let y = min(max(Double(bottom) - point.y, -margin), Double(height) + margin)
            return FT_Vector(x: FT_Pos((x * 64).rounded()), y: FT_Pos((y * 64).rounded()))
        }

        var mask = [UInt8](repeating: 0, count: width * height)
        for piece in Self.pieces(of: path) {
            var points: [FT_Vector] = []
            var tags: [CChar] = []
            var ends: [Int16] = []
            for contour in piece {
                for command in contour {
                    switch command {
                    case .move(let p), .line(let p):
                        points.append(fixed(p))
                        tags.append(CChar(FT_CURVE_TAG_ON))
                    case .quad(let c, let p):
                        points.append(fixed(c))
                        tags.append(CChar(FT_CURVE_TAG_CONIC))
                        points.append(fixed(p))
                        tags.append(CChar(FT_CURVE_TAG_ON))
                    case .cubic(let c1, let c2, let p):
                        points.append(fixed(c1))
                        tags.append(CChar(FT_CURVE_TAG_CUBIC))
                        points.append(fixed(c2))
                        tags.append(CChar(FT_CURVE_TAG_CUBIC))
                        points.append(fixed(p))
                        tags.append(CChar(FT_CURVE_TAG_ON))
                    case .close:
                        break
                    }
                }
                ends.append(Int16(points.count - 1))
            }
            guard !points.isEmpty else { continue }
            var scratch = [UInt8](repeating: 0, count: width * height)
            let error = library.withLock { handle -> FT_Error in
                points.withUnsafeMutableBufferPointer { pointBuffer in
                    tags.withUnsafeMutableBufferPointer { tagBuffer in
                        ends.withUnsafeMutableBufferPointer { endBuffer in
                            scratch.withUnsafeMutableBufferPointer { pixels in
                                var outline = FT_Outline(
                                    n_contours: Int16(endBuffer.count), n_points: Int16(pointBuffer.count),
                                    points: pointBuffer.baseAddress, tags: tagBuffer.baseAddress,
                                    contours: endBuffer.baseAddress,
                                    flags: evenOdd ? Int32(FT_OUTLINE_EVEN_ODD_FILL) : Int32(FT_OUTLINE_NONE))
                                var bitmap = FT_Bitmap()
                                bitmap.rows = UInt32(height)
                                bitmap.width = UInt32(width)
                                bitmap.pitch = Int32(width)
                                bitmap.buffer = pixels.baseAddress
                                bitmap.num_grays = 256
                                bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
                                return FT_Outline_Get_Bitmap(handle.library, &outline, &bitmap)
                            }
                        }
                    }
                }
            }
            guard error == 0 else {
                throw .freeType(path: "", operation: "FT_Outline_Get_Bitmap", freetypeError: error)
            }
            for index in mask.indices where scratch[index] > mask[index] {
                mask[index] = scratch[index]
            }
        }
        return CoverageMask(x: left, y: top, width: width, height: height, coverage: mask)
    }

    /// The path's contours grouped into pieces of at most `pointsPerPiece` points.
    /// A single contour larger than that is dropped (no font or picture has one).
    static func pieces(of path: GlyphPath) -> [[[GlyphPath.Command]]] {
        var pieces: [[[GlyphPath.Command]]] = []
        var current: [[GlyphPath.Command]] = []
        var currentPoints = 0
        var contour: [GlyphPath.Command] = []
        var contourPoints = 0
        func endContour() {
            guard !contour.isEmpty else { return }
            defer {
                contour = []
                contourPoints = 0
            }
            guard contourPoints <= pointsPerPiece else { return }
            if currentPoints + contourPoints > pointsPerPiece {
                pieces.append(current)
                current = []
                currentPoints = 0
            }
            current.append(contour)
            currentPoints += contourPoints
        }
        for command in path.commands {
            switch command {
            case .move:
                endContour()
                contour.append(command)
                contourPoints += 1
            case .line:
                contour.append(command)
                contourPoints += 1
            case .quad:
                contour.append(command)
                contourPoints += 2
            case .cubic:
                contour.append(command)
                contourPoints += 3
            case .close:
                endContour()
            }
        }
        endContour()
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}

/// The rasteriser's FreeType library, released with the rasteriser.
private final class LibraryHandle {
    let library: FT_Library

    init(library: FT_Library) {
        self.library = library
    }

    deinit {
        FT_Done_FreeType(library)
    }
}
