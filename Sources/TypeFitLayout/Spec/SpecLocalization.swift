import Foundation
import TypeFitJSON
import TypeFitLocalization

/// The localised text a spec was decoded with: the strings files, the language, and the keys
/// its labels, buttons and text fields name.
///
/// A spec has one when an element names a `key`. Its strings come from the files the spec lists
/// in `"strings"` (relative to the spec), else from the String Catalogs and `.lproj` folders next
/// to the spec, together with the files given to the decoder (``SpecDecoder/Options/strings``).
public struct SpecLocalization: Sendable, Hashable {
    /// Every catalog and `.strings` table the spec's text is looked up in.
    public var bundle: LocalizationBundle
    /// The language the texts were resolved in; nil = the development language.
    public var target: LocalizationTarget?
    /// The keys the elements name, sorted, each once.
    public var keys: [String]

    public init(bundle: LocalizationBundle, target: LocalizationTarget?, keys: [String]) {
        self.bundle = bundle
        self.target = target
        self.keys = keys
    }

    /// What `--locales LIST|all` asks of this spec: `all` is every language its strings have,
    /// then the pseudo-languages.
    public func targets(_ list: String) throws(LocalizationError) -> [LocalizationTarget] {
        try bundle.targets(list)
    }

    /// Whether a catalog or `.strings` table of the bundle has `key` (in any language).
    public func hasKey(_ key: String) -> Bool {
        bundle.catalogs.contains { $0.entries[key] != nil } || bundle.stringsTables.contains { $0[key] != nil }
    }

    /// The language the text engine breaks lines and picks glyphs for (`de`, `hi`, `th`):
    /// the target's, or the development language for pseudo-languages and no target.
    public var language: String {
        if case .locale(let locale) = target { return locale.identifier }
        return bundle.developmentLanguage.identifier
    }
}

extension SpecContext {
    /// Whether any object in the document has a member named `key` (an element naming a
    /// localisation key, directly or inside a component or `when` rule). Linear in the document.
    /// Walked in place, as deep as the document nests (the JSON reader bounds that): a stack of
    /// the nodes still to visit copied each node onto it.
    static func namesLocalizationKey(_ node: JSONNode) -> Bool {
        switch node.value {
        case .object(let members):
            members.contains { $0.key == "key" } || members.contains { namesLocalizationKey($0.node) }
        case .array(let items):
            items.contains { namesLocalizationKey($0) }
        case .null, .bool, .number, .string:
            false
        }
    }

    /// Loads the strings for the spec: `"strings"` (a list of paths relative to the spec) when
    /// given, else the catalogs and `.lproj` folders next to the spec; then `extra` (paths as given).
    func loadStrings(_ stringsNode: SpecNode?, extra: [String]) throws(SpecError) -> LocalizationBundle {
        var paths: [String] = []
        if let stringsNode {
            let items = try array(stringsNode, expected: "a list of strings files (.xcstrings or .strings, relative to the spec)")
            for item in items {
                let name = try nonEmptyString(item, expected: "a strings file path")
                let path = name.hasPrefix("/") ? name : baseDirectory + "/" + name
                guard FileManager.default.fileExists(atPath: path) else {
                    throw error(item, "no strings file \(SpecContext.quote(name)) (looked for \(path))")
                }
                paths.append(path)
            }
        } else {
            paths.append(baseDirectory)
        }
        paths += extra
        do {
            return try LocalizationBundle.load(paths: paths, recordingIn: inputFiles, cache: stringsFiles)
        } catch {
            let node = stringsNode
            return try Self.rethrow(error, file: file, at: node)
        }
    }

    private static func rethrow(_ error: LocalizationError, file: String, at node: SpecNode?) throws(SpecError) -> LocalizationBundle {
        throw SpecError(kind: .invalid, file: file, line: node?.location.line ?? 0, column: node?.location.column ?? 0,
                        path: node?.path, problem: "cannot read the strings: \(error)")
    }
}

extension ElementDecoder {
    /// The text of a label, button title or text-field placeholder: the localised text of
    /// `key` when the element names one (with `fallbackField` as the development-language
    /// text when no strings file has the key), else `fallbackField` itself.
    ///
    /// Returns nil when the element has neither (the caller decides whether that is allowed).
    mutating func localizedText(_ fields: SpecFields, fallbackField: String, what: String) throws(SpecError) -> String? {
        let fallbackNode = fields[fallbackField]
        let fallback = try fallbackNode.map { node throws(SpecError) in try text(node, what: what) }
        guard let keyNode = fields["key"] else {
            if let node = fields["arguments"] {
                throw context.error(node, "\"arguments\" fill the format of a localisation \"key\"; this element names none")
            }
            return fallback
        }
        let key = try context.nonEmptyString(keyNode, expected: "a localisation key (a non-empty string)")
        keysUsed.insert(key)
        let arguments = try formatArguments(fields["arguments"])
        guard let localization = context.localization else {
            // Unreachable in practice: the decoder loads strings whenever a "key" is written.
            throw context.error(keyNode, "no strings are loaded for this spec")
        }
        let bundle = localization.bundle
        let development = bundle.developmentLanguage
        guard localization.hasKey(key) else {
            if let fallback { return fallback }
            throw context.error(keyNode, "no strings file has the key \(SpecContext.quote(key)), and the element gives no \(SpecContext.quote(fallbackField)) to fall back on")
        }
        let target = localization.target ?? .locale(development)
        let resolved: LocalizedText
        do throws(LocalizationError) {
            resolved = try bundle.resolve(key, target: target, arguments: arguments)
        } catch {
            throw context.error(keyNode, "cannot show key \(SpecContext.quote(key)) in \(target): \(error)")
        }
        let count = resolved.text.utf16.count
        if count > SpecLimits.maxTextLength {
            throw context.error(keyNode, "the text of key \(SpecContext.quote(key)) in \(target) has \(count) UTF-16 code units; at most \(SpecLimits.maxTextLength) are allowed", kind: .limit)
        }
        return resolved.text
    }

    /// `"arguments": ["Maximilian", 3]`: the values of format arguments 1, 2 … (strings or numbers).
    func formatArguments(_ written: SpecNode?) throws(SpecError) -> FormatArguments {
        guard let written else { return .defaults }
        let items = try context.array(written, expected: "a list of format argument values (strings or numbers)")
        var values: [FormatValue] = []
        for item in items {
            let node = try context.resolve(item)
            switch node.value {
            case .string: values.append(.string(try context.string(node)))
            case .number(let number) where number.isFinite: values.append(.number(number))
            default: throw context.mismatch(node, expected: "a format argument value (a string or a number)")
            }
        }
        return FormatArguments(values)
    }
}
