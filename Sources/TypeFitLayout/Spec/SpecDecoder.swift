import Foundation
import TypeFitDynamicType
import TypeFitJSON
import TypeFitLocalization
import TypeFitSupport
import TypeFitText

/// Reads a spec file (format version 1, see docs/spec.md) into a ``ScreenSpec``: the devices,
/// the categories to check, and the element tree resolved at each of the 12 categories.
///
/// Every problem is a ``SpecError`` naming the file, line, column and JSON path; the decoder
/// never stops the process and its work is bounded by ``SpecLimits``. Decoding is deterministic:
/// the same bytes give the same spec.
///
/// ```swift
/// let decoder = SpecDecoder(options: .init(ramp: try TypeRamp.standard()))
/// let spec = try decoder.decode(fileAt: "Layouts/signin.json")
/// ```
public struct SpecDecoder: Sendable {
    /// What the decoder resolves fonts and metrics with.
    public struct Options: Sendable, Hashable {
        /// The type ramp text styles and scaled metrics follow.
        public var ramp: TypeRamp
        /// The fonts that stand for the system font (Inter / Inter Display by default).
        public var systemFont: SystemFontConfiguration
        /// The font families a spec may name in `"font": {"family": …}` (the text engine's
        /// registered families; the bundled ones by default).
        public var fontFamilies: [String]
        /// Simulate the Bold Text accessibility setting for the system font.
        public var boldText: Bool
        /// String Catalogs, `.strings` files, `.lproj` folders or folders holding them, read for
        /// every spec that names a localisation key, besides the spec's own (`--strings`).
        public var strings: [String]

        public init(ramp: TypeRamp, systemFont: SystemFontConfiguration = .inter,
                    fontFamilies: [String] = SpecDecoder.bundledFontFamilies, boldText: Bool = false,
                    strings: [String] = []) {
            self.ramp = ramp
            self.systemFont = systemFont
            self.fontFamilies = fontFamilies
            self.boldText = boldText
            self.strings = strings
        }
    }

    /// The families of the fonts in the repository's `Fonts/` (see `Fonts/manifest.json`).
    public static let bundledFontFamilies = [
        "Inter", "Inter Display", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Hebrew", "Noto Sans Thai",
    ]

    /// The only format version this decoder reads.
    public static let formatVersion = 1

    static let topLevelKeys = [
        "typefit", "name", "device", "devices", "keyboard", "presentation", "categories", "components", "root", "direction",
        "language",
        "strings", "$schema", "description",
    ]

    public var options: Options
    /// Where the strings files and font files a spec names are recorded before they are read (see ``InputFiles``).
    public var inputFiles: InputFiles?
    /// The strings files already read, shared by the specs of a run (nil: each spec reads its own).
    public var stringsFiles: StringsFileCache?
    /// Reads the element tree for all categories in one pass (false: one pass per category, the
    /// reference the single pass is tested against).
    var readsCategoriesTogether = true

    public init(options: Options) {
        self.options = options
    }

    /// Reads and decodes the spec at `path`; relative font and strings files resolve against its
    /// directory. Texts with a localisation `key` are resolved in `target` (nil = the development
    /// language); a right-to-left target mirrors the screen unless the spec sets `direction`.
    /// `strings`, when given, are the spec's strings as decoding it before loaded them
    /// (``ScreenSpec/localization``): a spec decoded in each of many languages reads its
    /// catalogs once, not once per language.
    public func decode(fileAt path: String, target: LocalizationTarget? = nil,
                       strings: LocalizationBundle? = nil) throws(SpecError) -> ScreenSpec {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecError(kind: .unreadable, file: path, problem: Self.whyMissing(path))
        }
        guard !isDirectory.boolValue else {
            throw SpecError(kind: .unreadable, file: path, problem: "is a directory, not a spec file")
        }
        if let attributes = try? FileManager.default.attributesOfItem(atPath: Self.resolvingSymlinks(path)) {
            // A FIFO or a device would block the read or never end (/dev/zero).
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw SpecError(kind: .unreadable, file: path, problem: "not a regular file (a pipe, socket or device)")
            }
            if let size = (attributes[.size] as? NSNumber)?.intValue, size > SpecLimits.maxFileBytes {
                throw Self.tooLarge(path, size: size)
            }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError(kind: .unreadable, file: path, problem: "cannot read the file (check its permissions)")
        }
        return try decode(bytes: [UInt8](data), path: path, target: target, strings: strings)
    }

    /// Why there is no file at `path`, as `stat` found it.
    static func whyMissing(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) != 0 else { return "no such file" }
        switch errno {
        case ELOOP: return "a loop of symbolic links"
        case ENAMETOOLONG: return "the path is longer than the system allows"
        case EACCES: return "a folder on its path cannot be searched (check its permissions)"
        case ENOENT where lstat(path, &status) == 0: return "a symbolic link to a file that does not exist"
        default: return "no such file"
        }
    }

    /// Decodes a spec from its bytes; `path` names it in errors, gives the default name and the
    /// directory font and strings files resolve against (the current directory when nil).
    /// `target` is the language texts with a `key` are shown in (nil = the development language);
    /// `strings` as for ``decode(fileAt:target:strings:)``.
    public func decode(bytes: [UInt8], path: String?, target: LocalizationTarget? = nil,
                       strings: LocalizationBundle? = nil) throws(SpecError) -> ScreenSpec {
        let file = path ?? "<spec>"
        if bytes.count > SpecLimits.maxFileBytes {
            throw Self.tooLarge(file, size: bytes.count)
        }
        let reader = JSONReader(limits: JSONReader.Limits(maxDepth: SpecLimits.maxJSONDepth, maxBytes: SpecLimits.maxFileBytes))
        let document: JSONNode
        do {
            document = try reader.parse(bytes: bytes)
        } catch {
            let kind: SpecError.Kind = error.problem.hasPrefix("nesting is deeper") ? .limit : .syntax
            throw SpecError(kind: kind, file: file, line: error.location.line, column: error.location.column,
                            problem: "invalid JSON: \(error.problem)")
        }
        var context = SpecContext(file: file, baseDirectory: Self.directory(of: path), options: options)
        context.inputFiles = inputFiles
        context.stringsFiles = stringsFiles
        return try decode(document, mayNameKey: Self.mayNameKey(bytes), context: &context, path: path, target: target,
                          strings: strings)
    }

    /// Whether the JSON text `bytes` may have a member named `key`: false only when it holds
    /// neither `"key"` nor a `\u` escape (with which a key's letters may be written), so that
    /// most specs are not walked for a key (``SpecContext/namesLocalizationKey(_:)``). Found with
    /// `memchr` from each `k` and each backslash, both rare in a spec.
    static func mayNameKey(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { text -> Bool in
            guard let base = text.baseAddress else { return false }
            let count = text.count
            func anyPosition(of byte: UInt8, where matches: (Int) -> Bool) -> Bool {
                var offset = 0
                while offset < count, let found = memchr(base + offset, Int32(byte), count - offset) {
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if matches(position) { return true }
                    offset = position + 1
                }
                return false
            }
            let quote = UInt8(ascii: "\""), e = UInt8(ascii: "e"), y = UInt8(ascii: "y"), u = UInt8(ascii: "u")
            return anyPosition(of: UInt8(ascii: "k")) { at in
                at > 0 && at + 3 < count && text[at - 1] == quote && text[at + 1] == e && text[at + 2] == y
                    && text[at + 3] == quote
            } || anyPosition(of: UInt8(ascii: "\\")) { at in at + 1 < count && text[at + 1] == u }
        }
    }

    private func decode(_ document: JSONNode, mayNameKey: Bool, context: inout SpecContext, path: String?,
                        target: LocalizationTarget?, strings: LocalizationBundle?) throws(SpecError) -> ScreenSpec {
        let top = SpecNode(root: document)
        guard top.node.members != nil else {
            throw context.mismatch(top, expected: "a spec object {\"typefit\": 1, \"root\": …}")
        }
        try context.checkKeys(top, allowed: Self.topLevelKeys, what: "the spec")

        guard let versionNode = context.member(top, "typefit") else {
            throw context.error(top, "missing \"typefit\": a spec starts with its format version, \"typefit\": 1")
        }
        guard versionNode.node.numberValue == Double(Self.formatVersion) else {
            throw context.mismatch(versionNode, expected: "format version 1 (\"typefit\": 1)")
        }
        var name = Self.baseName(of: path)
        if let nameNode = context.member(top, "name") {
            name = try context.nonEmptyString(nameNode, expected: "a screen name")
        }
        let devices = try self.devices(top, context: context)
        var keyboard = KeyboardState.hidden
        if let node = context.member(top, "keyboard") {
            keyboard = try context.keyboard(node)
        }
        var presentation = Presentation.fullScreen
        if let node = context.member(top, "presentation") {
            presentation = try context.choice(node, Presentation.self, what: "presentation")
        }
        var categories = CategorySet.all
        if let node = context.member(top, "categories") {
            categories = try context.categorySet(node)
        }
        var direction = LayoutDirection.leftToRight
        if let node = context.member(top, "direction") {
            direction = try context.choice(node, LayoutDirection.self, what: "layout direction")
        } else if target?.isRightToLeft == true {
            direction = .rightToLeft
        }
        var language: String?
        if let node = context.member(top, "language") {
            let text = try context.nonEmptyString(node, expected: "a language tag such as \"ja\", \"zh-Hant\" or \"ko\"")
            do throws(LocalizationError) {
                language = try LocaleIdentifier(text).identifier
            } catch {
                throw context.error(node, "\"\(text)\" is not a language tag; expected one such as \"ja\", \"zh-Hant\" or \"ko\"")
            }
        }
        let stringsNode = context.member(top, "strings")
        if stringsNode != nil || (mayNameKey && SpecContext.namesLocalizationKey(document)) {
            let bundle: LocalizationBundle
            if let strings { bundle = strings } else { bundle = try context.loadStrings(stringsNode, extra: options.strings) }
            context.localization = SpecLocalization(bundle: bundle, target: target, keys: [])
        }
        if let node = context.member(top, "components") {
            try context.readComponents(node)
        }
        guard let rootNode = context.member(top, "root") else {
            throw context.error(top, "missing \"root\": a spec needs a root element")
        }

        let (roots, keys) = try Self.elements(rootNode, context: context, together: readsCategoriesTogether)
        var spec = ScreenSpec(version: Self.formatVersion, name: name, sourcePath: path, devices: devices,
                              categories: categories, direction: direction, rootByCategory: roots)
        spec.keyboard = keyboard
        spec.presentation = presentation
        spec.language = language
        if var localization = context.localization, !keys.isEmpty {
            localization.keys = keys.sorted()
            spec.localization = localization
        }
        return spec
    }

    /// The root element at each of the 12 categories, and the localisation keys the elements name.
    ///
    /// One pass reads the tree for all categories at once. When it fails, the tree is read again
    /// one category at a time, in order, so that the error reported is the first one a reader of
    /// the categories in order meets (the pass over all of them may meet another first, or count
    /// the elements of all variants against the limits together and fail where no category does).
    private static func elements(_ rootNode: SpecNode, context: SpecContext,
                                 together: Bool) throws(SpecError) -> ([ElementSpec], Set<String>) {
        let categories = ContentSizeCategory.allCases
        if together {
            var pass = ElementDecoder(context: context, categories: categories)
            if let roots = try? pass.root(rootNode), roots.count == categories.count {
                return (roots, pass.keysUsed)
            }
        }
        var roots: [ElementSpec] = []
        roots.reserveCapacity(categories.count)
        var keys = Set<String>()
        for category in categories {
            var pass = ElementDecoder(context: context, categories: [category])
            roots += try pass.root(rootNode)
            keys.formUnion(pass.keysUsed)
        }
        return (roots, keys)
    }

    /// `device` (one) or `devices` (a non-empty list); "iPhone 15" when neither is given.
    private func devices(_ top: SpecNode, context: SpecContext) throws(SpecError) -> [Device] {
        let single = context.member(top, "device")
        let list = context.member(top, "devices")
        if let single, list != nil {
            throw context.error(single, "give either \"device\" or \"devices\", not both")
        }
        if let single {
            return [try context.device(single)]
        }
        guard let list else {
            return Device.preset(named: Device.defaultPresetName).map { [$0] } ?? []
        }
        let items = try context.array(list, expected: "a list of devices")
        guard !items.isEmpty else {
            throw context.error(list, "expected at least one device, found an empty array")
        }
        guard items.count <= SpecLimits.maxDevices else {
            throw context.error(list, "the spec lists \(items.count) devices; at most \(SpecLimits.maxDevices) are allowed", kind: .limit)
        }
        var devices: [Device] = []
        for item in items {
            devices.append(try context.device(item))
        }
        return devices
    }

    private static func tooLarge(_ file: String, size: Int) -> SpecError {
        SpecError(kind: .limit, file: file,
                  problem: "the file is \(size) bytes; a spec may have at most \(SpecLimits.maxFileBytes) (4 MiB)")
    }

    /// `path` with symbolic links followed, so that the file's own type and size are read.
    static func resolvingSymlinks(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The directory part of `path` ("." for a bare file name or no path).
    static func directory(of path: String?) -> String {
        guard let path, let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// The file name without directory and extension ("signin" for "Layouts/signin.json").
    static func baseName(of path: String?) -> String {
        guard let path else { return "Untitled" }
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            name = String(name[..<dot])
        }
        return name.isEmpty ? "Untitled" : name
    }
}
