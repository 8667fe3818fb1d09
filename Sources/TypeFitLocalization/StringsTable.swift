/// A legacy `.strings` file: one language's `"key" = "value";` pairs for one table.
///
/// Read with ``init(parsing:file:locale:)`` or ``load(path:)`` (which takes the locale from
/// the enclosing `de.lproj` directory). The grammar is the old-style property list that
/// Apple's `CFPropertyList` reads for `.strings`: quoted (`"…"` or `'…'`) or unquoted keys and
/// values (letters, digits and `_ $ / : . -`), `key;` meaning a value equal to the key,
/// `/* */` and `//` comments, and the escapes `\" \' \\ \n \t \r \a \b \f \v`, `\U20AC`
/// (1–4 hex digits; surrogate pairs combine) and octal `\101`.
public struct StringsTable: Sendable, Hashable {
    /// The file it was read from, as given.
    public var file: String
    /// The table name: the file name without `.strings` (`Localizable`).
    public var tableName: String
    /// The language, from the `.lproj` directory; nil for a file outside one.
    public var locale: LocaleIdentifier?
    /// The encoding the file was in: "UTF-8", "UTF-16LE" or "UTF-16BE".
    public var encoding: String
    /// The values by key. A key given twice keeps its last value, as `CFPropertyList` does.
    public var entries: [String: String]
    /// Keys given more than once, in the order of their second appearance.
    public var duplicateKeys: [String]

    public init(file: String, tableName: String, locale: LocaleIdentifier?, encoding: String = "UTF-8",
                entries: [String: String], duplicateKeys: [String] = []) {
        self.file = file
        self.tableName = tableName
        self.locale = locale
        self.encoding = encoding
        self.entries = entries
        self.duplicateKeys = duplicateKeys
    }

    /// Parses a `.strings` file's bytes. `file` names it in errors.
    ///
    /// Throws `LocalizationError.encoding` for bytes that are not UTF-8 or UTF-16 (an odd
    /// UTF-16 byte count, a lone surrogate), and `LocalizationError.strings` with the line and
    /// column for a syntax error (an unterminated string or comment, a bad escape, a missing
    /// `=` value or `;`).
    public init(parsing bytes: [UInt8], file: String, locale: LocaleIdentifier?) throws(LocalizationError) {
        if bytes.starts(with: Array("bplist".utf8)) || bytes.starts(with: Array("<?xml".utf8))
            || bytes.starts(with: Array("<plist".utf8)) {
            throw .strings(file: file, line: 1, column: 1,
                           problem: "this is a binary or XML property list; TypeFit reads .strings in the text form \"key\" = \"value\";")
        }
        let (scalars, encoding) = try TextDecoding.decode(bytes, file: file)
        var parser = StringsParser(scalars: scalars, file: file)
        let pairs = try parser.parse()
        var entries: [String: String] = [:]
        var duplicates: [String] = []
        for (key, value) in pairs {
            if entries.updateValue(value, forKey: key) != nil { duplicates.append(key) }
        }
        self.init(file: file, tableName: StringCatalog.tableName(of: file), locale: locale,
                  encoding: encoding.rawValue, entries: entries, duplicateKeys: duplicates)
    }

    /// All keys, sorted.
    public var keys: [String] { entries.keys.sorted() }

    /// The value for `key`, if the file has one.
    public subscript(key: String) -> String? { entries[key] }
}
