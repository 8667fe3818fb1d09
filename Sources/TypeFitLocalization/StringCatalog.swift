/// A String Catalog (`.xcstrings`), the JSON file Xcode 15 and later writes: for each key, its
/// text in each language, plain or varied by plural category and device.
///
/// ```json
/// { "sourceLanguage": "en", "version": "1.0",
///   "strings": { "%lld photos": { "comment": "Album subtitle",
///     "localizations": { "de": { "variations": { "plural": {
///       "one": { "stringUnit": { "state": "translated", "value": "%lld Foto" } },
///       "other": { "stringUnit": { "state": "translated", "value": "%lld Fotos" } } } } } } } } }
/// ```
///
/// Read one with ``init(parsing:file:)`` or ``load(path:)``; ask for text with ``lookup(_:locale:plural:device:)``
/// (a raw template) or ``resolve(_:locale:device:arguments:)`` (plural chosen by the number
/// argument, format arguments filled). Lookups never fail: a missing translation falls back
/// from the exact locale to its language, then to the development language, then to the key.
public struct StringCatalog: Sendable, Hashable {
    /// The file it was read from, as given (used in errors and reports).
    public var file: String
    /// The table name: the file name without `.xcstrings` (`Localizable`).
    public var tableName: String
    /// The development language (`sourceLanguage`), whose text stands in for missing translations.
    public var sourceLanguage: LocaleIdentifier
    /// The format version Xcode wrote, such as "1.0".
    public var version: String?
    /// The entries by key.
    public var entries: [String: Entry]

    public init(file: String, tableName: String, sourceLanguage: LocaleIdentifier, version: String? = nil,
                entries: [String: Entry] = [:]) {
        self.file = file
        self.tableName = tableName
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
    }

    /// All keys, sorted.
    public var keys: [String] { entries.keys.sorted() }

    /// Every language that has at least one localisation, plus the source language, sorted.
    public var locales: [LocaleIdentifier] {
        var all: Set<LocaleIdentifier> = [sourceLanguage]
        for entry in entries.values { all.formUnion(entry.localizations.keys) }
        return all.sorted()
    }

    /// The raw text (a template, not yet formatted) of `key` in `locale`, for one plural
    /// category and device.
    ///
    /// Fallback order: the exact locale (`de-CH`), its shorter tags (`de`), the source language,
    /// the key itself. Within variations: the asked category or device, then `other`, then the
    /// first variant in a fixed order.
    public func lookup(
        _ key: String, locale: LocaleIdentifier, plural: PluralCategory = .other, device: DeviceClass = .iphone
    ) -> LocalizedText {
        guard let (localization, used, source) = localization(of: key, locale: locale) else {
            return LocalizedText(text: key, key: key, locale: nil, source: .key, state: nil)
        }
        let unit = localization.value.unit(plural: plural, device: device)
        return LocalizedText(text: unit.value, key: key, locale: used, source: source, state: unit.state)
    }

    /// The text of `key` in `locale` as a screen shows it: the plural variant chosen by the
    /// number argument with `locale`'s CLDR rules, device variations for `device`, `%#@name@`
    /// substitutions expanded, and format arguments filled (defaults where `arguments` has no
    /// value; see ``FormatArguments``).
    ///
    /// Throws `LocalizationError.format` when the template cannot be filled.
    public func resolve(
        _ key: String, locale: LocaleIdentifier, device: DeviceClass = .iphone,
        arguments: FormatArguments = .defaults
    ) throws(LocalizationError) -> LocalizedText {
        let (text, segments) = try resolveSegments(key, locale: locale, device: device, arguments: arguments)
        var resolved = text
        resolved.text = segments.map(\.text).joined()
        return resolved
    }

    /// Finds the localisation to use and says which tag supplied it.
    func localization(
        of key: String, locale: LocaleIdentifier
    ) -> (Localization, LocaleIdentifier, LocalizedText.Source)? {
        guard let entry = entries[key] else { return nil }
        if entry.shouldTranslate {
            for (index, tag) in locale.fallbackChain.enumerated() {
                guard let id = try? LocaleIdentifier(tag), let found = entry.localizations[id] else { continue }
                return (found, id, index == 0 ? .exact : .language)
            }
        }
        for tag in sourceLanguage.fallbackChain {
            guard let id = try? LocaleIdentifier(tag), let found = entry.localizations[id] else { continue }
            return (found, id, .developmentLanguage)
        }
        return nil
    }

    /// ``resolve(_:locale:device:arguments:)`` keeping which parts came from arguments.
    func resolveSegments(
        _ key: String, locale: LocaleIdentifier, device: DeviceClass, arguments: FormatArguments
    ) throws(LocalizationError) -> (LocalizedText, [FormattedSegment]) {
        guard let (localization, used, source) = localization(of: key, locale: locale) else {
            let format = try FormatString(key, key: key)
            let segments = try format.render(arguments, locale: locale, key: key, groupingSeparators: true) {
                (name: String, _: Int) throws(LocalizationError) -> [FormattedSegment] in
                throw LocalizationError.format(key: key, problem: "%#@\(name)@ names a substitution, but the key has no localisation")
            }
            return (LocalizedText(text: key, key: key, locale: nil, source: .key, state: nil), segments)
        }
        let rules = PluralRules(locale: used)
        let variants = localization.value.forDevice(device)
        let unit: StringUnit
        if case .plural = variants {
            let probe = try FormatString(variants.unit(plural: .other, device: device).value, key: key)
            let shown = try probe.firstNumberOperands(arguments, key: key)
            let operands = shown ?? Self.operands(of: arguments.values[1])
            unit = variants.unit(plural: rules.category(for: operands), device: device)
        } else {
            unit = variants.unit(plural: .other, device: device)
        }
        let format = try FormatString(unit.value, key: key)
        let segments = try format.render(arguments, locale: locale, key: key, groupingSeparators: true) {
            (name: String, _: Int) throws(LocalizationError) -> [FormattedSegment] in
            try Self.expand(name, in: localization, key: key, locale: locale, rules: rules, device: device, arguments: arguments)
        }
        return (LocalizedText(text: unit.value, key: key, locale: used, source: source, state: unit.state), segments)
    }

    /// The plural operands of a lone number argument, or of the default number.
    static func operands(of value: FormatValue?) -> PluralOperands {
        if case .number(let n)? = value, n == n.rounded(), abs(n) < 1e15 { return PluralOperands(Int(n)) }
        if case .number(let n)? = value {
            return PluralOperands(decimal: FormatValue.number(abs(n)).description) ?? PluralOperands(0)
        }
        return PluralOperands(Int(FormatArguments.defaultNumber))
    }

    /// Expands `%#@name@` from the localisation's substitutions: the plural variant for the
    /// substitution's argument, with `%arg` standing for that argument.
    static func expand(
        _ name: String, in localization: Localization, key: String, locale: LocaleIdentifier,
        rules: PluralRules, device: DeviceClass, arguments: FormatArguments
    ) throws(LocalizationError) -> [FormattedSegment] {
        guard let substitution = localization.substitutions[name] else {
            let known = localization.substitutions.keys.sorted().joined(separator: ", ")
            throw .format(key: key, problem: "%#@\(name)@ has no substitution named \"\(name)\"" + (known.isEmpty ? "" : " (have: \(known))"))
        }
        let written = "%\(substitution.argumentNumber)$\(substitution.formatSpecifier)"
        let specifierFormat = try FormatString(written, key: key)
        guard case .specifier(let specifier)? = specifierFormat.tokens.first, specifierFormat.tokens.count == 1 else {
            throw .format(key: key, problem: "substitution \"\(name)\" has formatSpecifier \"\(substitution.formatSpecifier)\"; expected one conversion such as \"lld\" or \"@\"")
        }
        let value = arguments.value(at: substitution.argumentNumber, numeric: specifier.isNumeric)
        let category = specifier.isNumeric
            ? rules.category(for: try FormatString.operands(of: value, as: specifier, key: key)) : .other
        let template = substitution.variants.unit(plural: category, device: device).value
            .replacingOccurrences(of: "%arg", with: written)
        return try FormatString(template, key: key).render(arguments, locale: locale, key: key, groupingSeparators: true) {
            (inner: String, _: Int) throws(LocalizationError) -> [FormattedSegment] in
            throw LocalizationError.format(key: key, problem: "substitution \"\(name)\" uses %#@\(inner)@; substitutions do not nest")
        }
    }
}

extension String {
    /// Replaces every occurrence of `target` (compared by Unicode scalars) with `replacement`.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        let needle = Array(target.unicodeScalars)
        let haystack = Array(unicodeScalars)
        guard !needle.isEmpty, haystack.count >= needle.count else { return self }
        var result = String.UnicodeScalarView()
        var i = 0
        while i < haystack.count {
            if i + needle.count <= haystack.count, Array(haystack[i..<i + needle.count]) == needle {
                result.append(contentsOf: replacement.unicodeScalars)
                i += needle.count
            } else {
                result.append(haystack[i])
                i += 1
            }
        }
        return String(result)
    }
}
