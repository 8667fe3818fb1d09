/// All the localised text a project has: String Catalogs and `.lproj` `.strings` tables, looked
/// up together by key, table and locale or pseudo-language.
///
/// This is what the spec decoder asks: "the text of key K in target T, with these argument
/// values". A catalog entry wins over a `.strings` value for the same table and key.
public struct LocalizationBundle: Sendable, Hashable {
    /// The catalogs, sorted by table name, then file.
    public private(set) var catalogs: [StringCatalog]
    /// The `.strings` tables, sorted by table name, locale, then file.
    public private(set) var stringsTables: [StringsTable]
    /// The language whose text stands in for missing translations and that pseudo-languages
    /// transform: the first catalog's `sourceLanguage`, else the one given, else `en`.
    public var developmentLanguage: LocaleIdentifier

    /// The table searched first when a lookup names none.
    public static let defaultTable = "Localizable"

    public init(catalogs: [StringCatalog] = [], stringsTables: [StringsTable] = [],
                developmentLanguage: LocaleIdentifier? = nil) {
        self.catalogs = catalogs.sorted { ($0.tableName, $0.file) < ($1.tableName, $1.file) }
        self.stringsTables = stringsTables.sorted {
            ($0.tableName, $0.locale?.identifier ?? "", $0.file) < ($1.tableName, $1.locale?.identifier ?? "", $1.file)
        }
        let english = LocaleIdentifier.english
        self.developmentLanguage = developmentLanguage ?? self.catalogs.first?.sourceLanguage ?? english
    }

    /// Whether there is no text at all.
    public var isEmpty: Bool { catalogs.isEmpty && stringsTables.isEmpty }

    /// Every language with text, sorted (the development language included).
    public var locales: [LocaleIdentifier] {
        var all: Set<LocaleIdentifier> = [developmentLanguage]
        for catalog in catalogs { all.formUnion(catalog.locales) }
        for table in stringsTables { all.insert(table.locale ?? developmentLanguage) }
        return all.sorted()
    }

    /// The table names, sorted, `Localizable` first.
    public var tableNames: [String] {
        let names = Set(catalogs.map(\.tableName) + stringsTables.map(\.tableName))
        return names.sorted { a, b in
            if (a == Self.defaultTable) != (b == Self.defaultTable) { return a == Self.defaultTable }
            return a < b
        }
    }

    /// The targets a `--locales` value names: `all` (every locale with text, then
    /// ``PseudoLanguage/standard``), or a comma-separated list such as `en,de,pseudo-accented`.
    public func targets(_ list: String) throws(LocalizationError) -> [LocalizationTarget] {
        if list == "all" {
            return locales.map(LocalizationTarget.locale) + PseudoLanguage.standard.map(LocalizationTarget.pseudo)
        }
        var targets: [LocalizationTarget] = []
        for item in list.split(separator: ",") {
            let name = String(item).trimmingSpaces()
            guard !name.isEmpty else { continue }
            let target = try LocalizationTarget(parsing: name)
            if !targets.contains(target) { targets.append(target) }
        }
        guard !targets.isEmpty else {
            throw .identifier(list, problem: "expected \"all\" or a comma-separated list of locales, such as en,de,pseudo-accented")
        }
        return targets
    }

    /// The raw template of `key` (other plural category), without arguments filled; for
    /// listing and diffing text, not for layout.
    public func lookup(
        _ key: String, table: String? = nil, locale: LocaleIdentifier, device: DeviceClass = .iphone
    ) -> LocalizedText {
        for name in tablesToSearch(table) {
            for catalog in catalogs where catalog.tableName == name && catalog.entries[key] != nil {
                return catalog.lookup(key, locale: locale, device: device)
            }
            if let found = stringsValue(key, table: name, locale: locale) { return found }
        }
        return LocalizedText(text: key, key: key, locale: nil, source: .key, state: nil)
    }

    /// The text of `key` as a screen in `target` shows it: the translation (or fallback),
    /// plural and device variants chosen, format arguments filled, and a pseudo-language's
    /// transformation applied. `table` nil searches `Localizable` first, then the others.
    ///
    /// Throws `LocalizationError.format` when the text's format string cannot be filled.
    public func resolve(
        _ key: String, table: String? = nil, target: LocalizationTarget, device: DeviceClass = .iphone,
        arguments: FormatArguments = .defaults
    ) throws(LocalizationError) -> LocalizedText {
        switch target {
        case .locale(let locale):
            let (text, segments) = try resolveSegments(key, table: table, locale: locale, device: device, arguments: arguments)
            var resolved = text
            resolved.text = segments.map(\.text).joined()
            return resolved
        case .pseudo(let pseudo):
            let (text, segments) = try resolveSegments(
                key, table: table, locale: developmentLanguage, device: device, arguments: arguments)
            var resolved = text
            resolved.text = pseudo.apply(to: segments)
            return resolved
        }
    }

    func resolveSegments(
        _ key: String, table: String?, locale: LocaleIdentifier, device: DeviceClass, arguments: FormatArguments
    ) throws(LocalizationError) -> (LocalizedText, [FormattedSegment]) {
        var found = LocalizedText(text: key, key: key, locale: nil, source: .key, state: nil)
        search: for name in tablesToSearch(table) {
            for catalog in catalogs where catalog.tableName == name && catalog.entries[key] != nil {
                return try catalog.resolveSegments(key, locale: locale, device: device, arguments: arguments)
            }
            if let value = stringsValue(key, table: name, locale: locale) {
                found = value
                break search
            }
        }
        let segments = try FormatString(found.text, key: key).render(
            arguments, locale: locale, key: key, groupingSeparators: true
        ) { (name: String, _: Int) throws(LocalizationError) -> [FormattedSegment] in
            throw LocalizationError.format(key: key, problem: "%#@\(name)@ needs a String Catalog substitution; .strings files have none")
        }
        return (found, segments)
    }

    private func tablesToSearch(_ table: String?) -> [String] {
        table.map { [$0] } ?? tableNames
    }

    /// The `.strings` value for `key`: exact locale, shorter tags, then the development language.
    private func stringsValue(_ key: String, table: String, locale: LocaleIdentifier) -> LocalizedText? {
        let candidates = stringsTables.filter { $0.tableName == table }
        guard !candidates.isEmpty else { return nil }
        for (index, tag) in locale.fallbackChain.enumerated() {
            for file in candidates where (file.locale ?? developmentLanguage).identifier == tag {
                if let value = file[key] {
                    return LocalizedText(text: value, key: key, locale: file.locale ?? developmentLanguage,
                                         source: index == 0 ? .exact : .language, state: nil)
                }
            }
        }
        for tag in developmentLanguage.fallbackChain {
            for file in candidates where (file.locale ?? developmentLanguage).identifier == tag {
                if let value = file[key] {
                    return LocalizedText(text: value, key: key, locale: file.locale ?? developmentLanguage,
                                         source: .developmentLanguage, state: nil)
                }
            }
        }
        return nil
    }
}

extension LocaleIdentifier {
    /// `en`, the default development language.
    static let english: LocaleIdentifier = {
        guard let english = try? LocaleIdentifier("en") else { preconditionFailure("\"en\" is a language tag") }
        return english
    }()
}

extension String {
    func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
