import Foundation
import Synchronization
import TypeFitJSON
import TypeFitSupport

/// The fonts TypeFit can use: the families of a font manifest (normally the bundled
/// `Fonts/`), font files named by path, and families found through fontconfig.
///
/// Files are loaded lazily, once, and checked before use; a bad file gives a
/// `TextError` with its path and the reason. Thread-safe.
public final class FontLibrary: Sendable {
    /// Environment variable naming the fonts directory (the one holding `manifest.json`).
    public static let environmentVariable = "TYPEFIT_FONTS"

    /// The directory holding the manifest.
    public let directory: String
    /// Whether family names outside the manifest are looked up with fontconfig.
    public let usesFontConfig: Bool
    let manifest: FontManifest
    private let faces = LockedValue<[String: Result<FontFace, TextError>]>([:])
    private let chains = LockedValue<[ChainKey: Result<FontChain, TextError>]>([:])

    private struct ChainKey: Hashable {
        var family: String
        var weight: FontWeight
        var baseDirectory: String?
        var localeGroup: Int?
    }

    /// Loads the manifest in `directory`; font files are opened only when first used.
    /// `usesFontConfig: false` keeps the library to the manifest and font files (as tests do).
    public init(directory: String, usesFontConfig: Bool = true) throws(TextError) {
        let absolute = Self.absolutePath(directory, base: nil)
        self.manifest = try FontManifest.load(directory: absolute)
        self.directory = absolute
        self.usesFontConfig = usesFontConfig
    }

    /// A library over an already decoded manifest, with empty caches.
    init(manifest: FontManifest, usesFontConfig: Bool) {
        self.manifest = manifest
        self.directory = manifest.directory
        self.usesFontConfig = usesFontConfig
    }

    /// Finds the bundled fonts: `$TYPEFIT_FONTS`, else the installed layout's
    /// `<executable dir>/../share/typefit/Fonts`, else the first `Fonts/manifest.json` walking up
    /// from the executable's directory (a build tree), else the `Fonts/` of the package this
    /// library was built from (its root, found from this source file's path: present in a build
    /// tree and in the checkout of a package that depends on TypeFit), else walking up from the
    /// current directory.
    public static func locateBundled() throws(TextError) -> FontLibrary {
        try locateBundled(environment: ProcessInfo.processInfo.environment,
                          currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// `locateBundled()` with the environment and working directory given (a relative
    /// `$TYPEFIT_FONTS` is resolved against `currentDirectory`).
    public static func locateBundled(environment: [String: String], currentDirectory: String) throws(TextError) -> FontLibrary {
        if let configured = environment[environmentVariable], !configured.isEmpty {
            return try FontLibrary(directory: absolutePath(configured, base: currentDirectory))
        }
        var searched: [String] = []
        if let directory = ExecutablePath.directory {
            // `PREFIX/bin/typefit` with `PREFIX/share/typefit/Fonts`, as `scripts/install` lays it out.
            let installed = (((directory as NSString).deletingLastPathComponent as NSString)
                .appendingPathComponent("share/typefit/Fonts") as NSString).standardizingPath
            if let library = try look(in: installed, searched: &searched) { return library }
            if let library = try walkUp(from: directory, searched: &searched) { return library }
        }
        // Sources/TypeFitText/Fonts/FontLibrary.swift → the package root.
        var root = #filePath
        for _ in 0..<4 { root = (root as NSString).deletingLastPathComponent }
        if let library = try look(in: (root as NSString).appendingPathComponent("Fonts"), searched: &searched) { return library }
        if let library = try walkUp(from: currentDirectory, searched: &searched) { return library }
        throw .manifestNotFound(searched: searched)
    }

    /// The library of the first `Fonts/manifest.json` in `start` or one of its ancestors.
    private static func walkUp(from start: String, searched: inout [String]) throws(TextError) -> FontLibrary? {
        var current = start
        while true {
            if let library = try look(in: (current as NSString).appendingPathComponent("Fonts"), searched: &searched) {
                return library
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// The library of `directory` when it holds a `manifest.json`; `searched` lists each directory
    /// looked in once, in order, for the error that says where fonts were looked for.
    private static func look(in directory: String, searched: inout [String]) throws(TextError) -> FontLibrary? {
        guard !searched.contains(directory) else { return nil }
        searched.append(directory)
        guard FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent("manifest.json")) else {
            return nil
        }
        return try FontLibrary(directory: directory)
    }

    /// The family names of the manifest, in its order.
    public var familyNames: [String] { manifest.families.map(\.name) }

    /// The fallback family names of the manifest, in the order they are tried.
    public var fallbackFamilies: [String] { manifest.fallback }

    /// The font file a family (or path) and weight resolve to: a manifest family at the
    /// nearest available weight, a font file path (relative to `baseDirectory`, else the
    /// current directory), or a family installed on the machine, found with fontconfig.
    public func resolveFile(family: String, weight: FontWeight, baseDirectory: String? = nil) throws(TextError) -> String {
        if let manifestFamily = manifest.family(named: family),
           let nearest = manifestFamily.nearestWeight(to: weight),
           let file = manifestFamily.faces[nearest] {
            return file
        }
        if Self.looksLikePath(family) {
            return Self.absolutePath(family, base: baseDirectory)
        }
        if usesFontConfig, let file = FontConfig.match(family: family, weight: weight) {
            return file
        }
        throw .unknownFamily(name: family)
    }

    /// Most font files one library loads (the bundled fonts are 16).
    public static let maxLoadedFonts = 64
    /// Most bytes of font files one library holds in memory (256 MiB; one file may have 64 MiB).
    public static let maxLoadedFontBytes = 256 << 20

    /// The absolute path of every file the library may read, sorted: the manifest, its font files,
    /// and any other font file it has opened or tried to open.
    public var files: [String] {
        var files = Set(faces.withLock { Array($0.keys) })
        files.insert((directory as NSString).appendingPathComponent("manifest.json"))
        for family in manifest.families { files.formUnion(family.faces.values) }
        return files.sorted()
    }

    /// Opens (once) the font file at an absolute path, within ``maxLoadedFonts`` files and
    /// ``maxLoadedFontBytes`` bytes.
    func face(at path: String) throws(TextError) -> FontFace {
        let result = faces.withLock { cache -> Result<FontFace, TextError> in
            if let known = cache[path] { return known }
            var count = 0
            var bytes = 0
            for case .success(let face) in cache.values {
                count += 1
                bytes += face.byteCount
            }
            let loaded: Result<FontFace, TextError>
            do throws(TextError) {
                guard count < Self.maxLoadedFonts else {
                    throw .tooManyFonts(path: path, reason: "a run may load at most \(Self.maxLoadedFonts) font files")
                }
                let face = try FontFace(path: path)
                guard bytes + face.byteCount <= Self.maxLoadedFontBytes else {
                    throw .tooManyFonts(path: path, reason: "a run may load at most \(Self.maxLoadedFontBytes >> 20) MiB of font files")
                }
                loaded = .success(face)
            } catch {
                loaded = .failure(error)
            }
            cache[path] = loaded
            return loaded
        }
        return try result.get()
    }

    /// The position of `locale`'s entry among the manifest's locale fallbacks (``chain(family:weight:baseDirectory:localeGroup:)``), or nil.
    func localeGroup(for locale: String?) -> Int? {
        manifest.localeGroup(for: locale)
    }

    /// The requested font followed by the fallback fonts at the nearest weight: first those of
    /// the language's entry among the manifest's locale fallbacks (`localeGroup`), then the
    /// manifest's fallback order. A fallback file that fails to load is skipped; the requested
    /// font must load.
    func chain(family: String, weight: FontWeight, baseDirectory: String?,
               localeGroup: Int? = nil) throws(TextError) -> FontChain {
        let key = ChainKey(family: family, weight: weight, baseDirectory: Self.looksLikePath(family) ? baseDirectory : nil,
                           localeGroup: localeGroup)
        if let known = chains.withLock({ $0[key] }) { return try known.get() }
        let built: Result<FontChain, TextError>
        do throws(TextError) {
            let primaryPath = try resolveFile(family: family, weight: weight, baseDirectory: baseDirectory)
            let primary = try face(at: primaryPath)
            var fonts = [ChainFont(face: primary)]
            let first = localeGroup.map { manifest.localeFallback[$0].families } ?? []
            // The library is the chains' owner: a chain does not keep it alive.
            let open: @Sendable (String) -> FontFace? = { [weak self] path in try? self?.face(at: path) }
            for name in first + manifest.fallback {
                guard let fallbackFamily = manifest.family(named: name),
                      let nearest = fallbackFamily.nearestWeight(to: weight),
                      let file = fallbackFamily.faces[nearest],
                      !fonts.contains(where: { $0.path == file }) else { continue }
                fonts.append(ChainFont(path: file, open: open))
            }
            built = .success(FontChain(fonts: fonts, primary: primary))
        } catch {
            built = .failure(error)
        }
        chains.withLock { $0[key] = built }
        return try built.get()
    }

    /// A family string names a file when it has a directory separator or a font extension.
    /// (Read byte by byte: every text request asks for its font chain.)
    static func looksLikePath(_ family: String) -> Bool {
        family.withUTF8Bytes { bytes in
            if bytes.contains(UInt8(ascii: "/")) { return true }
            let count = bytes.count
            guard count >= 4, bytes[count - 4] == UInt8(ascii: ".") else { return false }
            // The extension's letters in lower case (ASCII letters differ from capitals by 0x20).
            let (first, second, third) = (bytes[count - 3] | 0x20, bytes[count - 2] | 0x20, bytes[count - 1] | 0x20)
            let (o, t, f, c) = (UInt8(ascii: "o"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "c"))
            return (first == o || first == t) && second == t && (third == f || third == c)
        }
    }

    /// Makes `path` absolute against `base` (or the current directory) and standardises it.
    static func absolutePath(_ path: String, base: String?) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        let root = base.map { absolutePath($0, base: nil) } ?? FileManager.default.currentDirectoryPath
        return ((root as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}

/// The fonts tried for each character, in order: the requested font first.
struct FontChain: Sendable {
    var fonts: [ChainFont]
    /// The requested font, opened with the chain.
    var primary: FontFace

    /// The face of `fonts[index]`: it is open, since the itemiser chose it for covering a
    /// character; the primary font when it could not be opened.
    func face(at index: Int) -> FontFace {
        fonts[index].face ?? primary
    }
}

/// A font of a chain, opened when a character first needs it: a chain lists every fallback font
/// (the CJK faces alone are tens of megabytes), and most texts need only the first, so a check of
/// Latin text neither reads nor holds the others. A font that cannot be opened covers nothing.
final class ChainFont: Sendable {
    /// The font file's absolute path.
    let path: String
    private let open: @Sendable (String) -> FontFace?
    private let opened = AtomicLazyReference<Opened>()

    /// The outcome of opening the file, kept so that it is tried once.
    private final class Opened: Sendable {
        let face: FontFace?
        init(_ face: FontFace?) { self.face = face }
    }

    /// A font opened already.
    init(face: FontFace) {
        path = face.path
        open = { _ in nil }
        _ = opened.storeIfNil(Opened(face))
    }

    /// A font `open` opens from `path` when first asked for.
    init(path: String, open: @escaping @Sendable (String) -> FontFace?) {
        self.path = path
        self.open = open
    }

    /// The face, opened on first use; nil when the file cannot be opened.
    var face: FontFace? {
        if let known = opened.load() { return known.face }
        return opened.storeIfNil(Opened(open(path))).face
    }

    func covers(_ scalar: Unicode.Scalar) -> Bool {
        face?.covers(scalar) ?? false
    }
}
