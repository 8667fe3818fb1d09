import CFreeType
import Foundation
import TypeFitSupport

/// Glyph outlines from FreeType, for drawing the glyph runs the text engine shaped.
///
/// Each font file is opened once (`FT_New_Memory_Face` on its bytes) and each glyph is
/// loaded once, unhinted and unscaled, in font units; `outline(fontFile:glyph:size:)`
/// scales the cached outline to points, y down, with the origin at the glyph's pen position
/// on the baseline. FreeType faces are not thread-safe: every FreeType call is made under
/// one lock. Thread-safe.
public final class GlyphOutlines: Sendable {
    /// One process-wide instance, so every renderer shares the cache.
    public static let shared = GlyphOutlines()

    private let state: LockedValue<State>

    public init() {
        state = LockedValue(State())
    }

    /// The outline of `glyph` of the font at `fontFile` at `size` points: commands in points,
    /// y down, origin at the pen position on the baseline. Empty for a glyph without contours.
    public func outline(fontFile: String, glyph: UInt32, size: Double) throws(GlyphOutlineError) -> GlyphPath {
        guard size.isFinite, size > 0 else { throw .invalidSize(size) }
        let (units, unitsPerEm) = try unitOutline(fontFile: fontFile, glyph: glyph)
        let scale = size / Double(unitsPerEm)
        return units.mapPoints { GlyphPath.Point(x: $0.x * scale, y: -$0.y * scale) }
    }

    /// The outline of `glyph` in font units, y up, and the font's units per em. Cached.
    public func unitOutline(fontFile: String, glyph: UInt32) throws(GlyphOutlineError) -> (path: GlyphPath, unitsPerEm: Int) {
        let result = state.withLock { state -> Result<(GlyphPath, Int), GlyphOutlineError> in
            do throws(GlyphOutlineError) {
                let face = try state.face(at: fontFile)
                let key = GlyphKey(fontFile: fontFile, glyph: glyph)
                if let cached = state.glyphs[key] { return .success((cached, face.unitsPerEm)) }
                let path = try face.load(glyph: glyph)
                state.glyphs[key] = path
                return .success((path, face.unitsPerEm))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The font's units per em.
    public func unitsPerEm(fontFile: String) throws(GlyphOutlineError) -> Int {
        let result = state.withLock { state -> Result<Int, GlyphOutlineError> in
            do throws(GlyphOutlineError) {
                return .success(try state.face(at: fontFile).unitsPerEm)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct GlyphKey: Hashable {
        var fontFile: String
        var glyph: UInt32
    }

    /// Everything behind the lock: open faces and cached outlines.
    private struct State {
        var faces: [String: Result<LoadedFace, GlyphOutlineError>] = [:]
        var glyphs: [GlyphKey: GlyphPath] = [:]

        mutating func face(at path: String) throws(GlyphOutlineError) -> LoadedFace {
            if let known = faces[path] { return try known.get() }
            let loaded: Result<LoadedFace, GlyphOutlineError>
            do throws(GlyphOutlineError) {
                loaded = .success(try LoadedFace(path: path))
            } catch {
                loaded = .failure(error)
            }
            faces[path] = loaded
            return try loaded.get()
        }
    }
}

/// One font file opened with FreeType (in a library of its own), with the bytes FreeType reads from.
private final class LoadedFace {
    let library: FT_Library
    let face: FT_Face
    let unitsPerEm: Int
    let glyphCount: Int
    let path: String
    private let bytes: UnsafeMutableBufferPointer<UInt8>

    init(path: String) throws(GlyphOutlineError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .fontUnreadable(path: path, reason: "no such file or not readable")
        }
        guard !data.isEmpty else { throw .fontUnreadable(path: path, reason: "the file is empty") }
        var createdLibrary: FT_Library?
        let libraryError = FT_Init_FreeType(&createdLibrary)
        guard libraryError == 0, let library = createdLibrary else {
            throw .freeType(path: path, operation: "FT_Init_FreeType", freetypeError: libraryError)
        }
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: data.count)
        _ = storage.initialize(from: data)
        var opened: FT_Face?
        let error = FT_New_Memory_Face(library, storage.baseAddress, FT_Long(storage.count), 0, &opened)
        guard error == 0, let opened else {
            storage.deallocate()
            FT_Done_FreeType(library)
            throw .freeType(path: path, operation: "FT_New_Memory_Face", freetypeError: error)
        }
        self.library = library
        self.face = opened
        self.bytes = storage
        self.path = path
        self.unitsPerEm = max(1, Int(opened.pointee.units_per_EM))
        self.glyphCount = Int(opened.pointee.num_glyphs)
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        bytes.deallocate()
    }

    /// Loads one glyph unscaled and unhinted and walks its outline into a path in font units.
    func load(glyph: UInt32) throws(GlyphOutlineError) -> GlyphPath {
        guard Int(glyph) < glyphCount else {
            throw .glyphOutOfRange(path: path, glyph: glyph, glyphCount: glyphCount)
        }
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_IGNORE_TRANSFORM)
        let error = FT_Load_Glyph(face, glyph, flags)
        guard error == 0 else { throw .freeType(path: path, operation: "FT_Load_Glyph", freetypeError: error) }
        guard let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
            return GlyphPath()
        }
        var builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.from(user).move(to)
                return 0
            },
            line_to: { to, user in
                OutlineBuilder.from(user).line(to)
                return 0
            },
            conic_to: { control, to, user in
                OutlineBuilder.from(user).quad(control, to)
                return 0
            },
            cubic_to: { control1, control2, to, user in
                OutlineBuilder.from(user).cubic(control1, control2, to)
                return 0
            },
            shift: 0, delta: 0)
        let decomposeError = withUnsafeMutablePointer(to: &builder) { pointer in
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, UnsafeMutableRawPointer(pointer))
        }
        guard decomposeError == 0 else {
            throw .freeType(path: path, operation: "FT_Outline_Decompose", freetypeError: decomposeError)
        }
        return builder.finish()
    }
}

/// Collects FreeType's decomposition callbacks into path commands, closing each contour.
private struct OutlineBuilder {
    var commands: [GlyphPath.Command] = []
    var open = false

    static func from(_ user: UnsafeMutableRawPointer?) -> Handle {
        Handle(pointer: user?.assumingMemoryBound(to: OutlineBuilder.self))
    }

    /// Forwards callbacks to the builder behind FreeType's `user` pointer.
    struct Handle {
        let pointer: UnsafeMutablePointer<OutlineBuilder>?

        func move(_ to: UnsafePointer<FT_Vector>?) {
            guard let pointer, let to else { return }
            if pointer.pointee.open { pointer.pointee.commands.append(.close) }
            pointer.pointee.commands.append(.move(point(to)))
            pointer.pointee.open = true
        }

        func line(_ to: UnsafePointer<FT_Vector>?) {
            guard let pointer, let to else { return }
            pointer.pointee.commands.append(.line(point(to)))
        }

        func quad(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
            guard let pointer, let control, let to else { return }
            pointer.pointee.commands.append(.quad(point(control), point(to)))
        }

        func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
            guard let pointer, let c1, let c2, let to else { return }
            pointer.pointee.commands.append(.cubic(point(c1), point(c2), point(to)))
        }

        private func point(_ vector: UnsafePointer<FT_Vector>) -> GlyphPath.Point {
            GlyphPath.Point(x: Double(vector.pointee.x), y: Double(vector.pointee.y))
        }
    }

    mutating func finish() -> GlyphPath {
        if open { commands.append(.close) }
        open = false
        return GlyphPath(commands: commands)
    }
}
