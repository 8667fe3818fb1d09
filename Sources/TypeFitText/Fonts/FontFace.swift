import CFreeType
import CHarfBuzz
import Foundation

/// One loaded font file: its bytes in a HarfBuzz face and font (OpenType functions,
/// scale = units per em, immutable and so safe to share between threads), its
/// vertical metrics and its character coverage.
///
/// A face is created once per file by `FontLibrary` and lives as long as the library.
final class FontFace: @unchecked Sendable {
    /// Font files larger than this are refused (the largest CJK fonts are about 20 MiB).
    static let maximumFileSize = 64 * 1024 * 1024

    /// The file the face was loaded from, as resolved (absolute when the caller gave a base).
    let path: String
    /// The family name recorded in the file (FreeType's `family_name`).
    let familyName: String
    let metrics: FontFileCheck.Metrics
    /// Size of the font file, which the face keeps in memory.
    let byteCount: Int
    /// HarfBuzz `hb_font_t`, immutable; shaping with it is thread-safe.
    let hbFont: OpaquePointer
    private let hbFace: OpaquePointer
    /// Bit `n` is set when the cmap maps the ASCII scalar `n`: asked of every cluster when fonts
    /// are chosen, and most text is mostly ASCII.
    private let asciiCoverage: ASCIISet

    var unitsPerEm: Int { metrics.unitsPerEm }

    /// Reads, checks and opens the font file at `path`.
    init(path: String) throws(TextError) {
        let bytes = try Self.readFile(path)
        let metrics = try FontFileCheck(path: path, bytes: bytes).check()
        let familyName = try Self.checkWithFreeType(path: path, bytes: bytes)

        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        bytes.withUnsafeBytes { raw in
            if let base = raw.baseAddress {
                storage.update(from: base.assumingMemoryBound(to: CChar.self), count: bytes.count)
            }
        }
        let blob = hb_blob_create(storage, UInt32(bytes.count), HB_MEMORY_MODE_READONLY, storage) { pointer in
            pointer?.assumingMemoryBound(to: CChar.self).deallocate()
        }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else {
            throw .fontInvalid(path: path, reason: "HarfBuzz could not open it")
        }
        guard hb_face_get_glyph_count(face) > 0 else {
            // The face holds the blob and with it a copy of the file.
            hb_face_destroy(face)
            throw .fontInvalid(path: path, reason: "HarfBuzz found no glyphs")
        }
        hb_face_make_immutable(face)
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            throw .fontInvalid(path: path, reason: "HarfBuzz could not create a font")
        }
        hb_ot_font_set_funcs(font)
        let upem = Int32(metrics.unitsPerEm)
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)

        self.path = path
        self.familyName = familyName
        self.metrics = metrics
        self.byteCount = bytes.count
        self.hbFace = face
        self.hbFont = font
        var coverage = ASCIISet()
        for value in 0..<UInt32(128) {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(font, value, &glyph) != 0 { coverage.insert(value) }
        }
        self.asciiCoverage = coverage
    }

    deinit {
        hb_font_destroy(hbFont)
        hb_face_destroy(hbFace)
    }

    /// The nominal glyph for a scalar, or nil when the font's cmap lacks it.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 else { return nil }
        return glyph
    }

    /// Whether the font's cmap maps this scalar to a glyph.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? asciiCoverage.contains(scalar.value) : glyph(for: scalar) != nil
    }

    /// Reads a whole font file, refusing what is missing, not a regular file, or too large.
    private static func readFile(_ path: String) throws(TextError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fontNotFound(path: path)
        }
        guard !isDirectory.boolValue else {
            throw .fontUnreadable(path: path, reason: "it is a directory")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .fontUnreadable(path: path, reason: "permission denied")
        }
        let size: Int
        do {
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let attributes = try FileManager.default.attributesOfItem(atPath: target)
            // A FIFO or a device would block the read or never end (/dev/zero).
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw TextError.fontUnreadable(path: path, reason: "not a regular file (a pipe, socket or device)")
            }
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch let error as TextError {
            throw error
        } catch {
            throw .fontUnreadable(path: path, reason: "cannot read what kind of file it is")
        }
        guard size <= maximumFileSize else {
            throw .fontTooLarge(path: path, bytes: size, limit: maximumFileSize)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .fontUnreadable(path: path, reason: "cannot open")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw .fontUnreadable(path: path, reason: "the read failed")
        }
        guard data.count <= maximumFileSize else {
            throw .fontTooLarge(path: path, bytes: data.count, limit: maximumFileSize)
        }
        guard !data.isEmpty else {
            throw .fontInvalid(path: path, reason: "the file is empty")
        }
        return [UInt8](data)
    }

    /// Opens the bytes with FreeType, as a second opinion on their validity, and
    /// returns the family name. Uses its own FT_Library: nothing is shared between threads.
    private static func checkWithFreeType(path: String, bytes: [UInt8]) throws(TextError) -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw .fontUnreadable(path: path, reason: "FreeType could not start")
        }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        let error = bytes.withUnsafeBufferPointer { buffer in
            FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), 0, &face)
        }
        guard error == 0, let face else {
            throw .fontInvalid(path: path, reason: "FreeType cannot open it (error \(error))")
        }
        defer { FT_Done_Face(face) }
        if let name = face.pointee.family_name {
            return String(cString: name)
        }
        return ""
    }
}
