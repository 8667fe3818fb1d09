import TypeFitJSON

extension StringCatalog {
    /// Reads a String Catalog from its bytes (UTF-8 JSON). `file` names it in errors; the
    /// table name is the file name without directories and without `.xcstrings`.
    ///
    /// Throws `LocalizationError.json` for a JSON syntax error and `LocalizationError.catalog`
    /// (with the JSON path) for a member of the wrong type, a missing `sourceLanguage` or
    /// `stringUnit.value`, an unknown plural category or device, or a bad language tag.
    /// Members Xcode does not write are ignored, so catalogs from later versions still load.
    public init(parsing bytes: [UInt8], file: String) throws(LocalizationError) {
        let reader = CatalogReader(file: file)
        let stringsPath = JSONPath.root.appending("strings")
        // The entries are read as the JSON reader reaches them, so a catalog's whole JSON tree is
        // never held: only the entry being read and the model. The first entry that is wrong is
        // reported after the syntax of the whole file and the members before it in this order.
        var entries: [String: Entry] = [:]
        var entryError: LocalizationError?
        let root: JSONNode
        do {
            root = try JSONReader(limits: .init(maxBytes: LocalizationFiles.maximumFileBytes))
                .parse(bytes: bytes, handingMembersOf: "strings") { member in
                guard entryError == nil else { return }
                do throws(LocalizationError) {
                    entries[member.key] = try reader.entry(member.key, member.node, stringsPath.appending(member.key))
                } catch {
                    entryError = error
                }
            }
        } catch {
            throw .json(file: file, line: error.location.line, column: error.location.column, problem: error.problem)
        }
        let members = try reader.object(root, .root)
        guard let sourceNode = root["sourceLanguage"] else {
            throw reader.fail(root, .root, "a String Catalog needs \"sourceLanguage\" (such as \"en\")")
        }
        let sourceLanguage = try reader.locale(sourceNode, JSONPath.root.appending("sourceLanguage"))
        var version: String?
        if let node = root["version"] {
            version = try reader.string(node, JSONPath.root.appending("version"))
        }
        if let stringsMember = members.first(where: { $0.key == "strings" }) {
            // An object's members were handed over above; anything else is an error here.
            _ = try reader.object(stringsMember.node, stringsPath)
        }
        if let entryError { throw entryError }
        self.init(file: file, tableName: Self.tableName(of: file), sourceLanguage: sourceLanguage,
                  version: version, entries: entries)
    }

    /// `Localizable` for `Resources/Localizable.xcstrings`.
    static func tableName(of file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        for suffix in [".xcstrings", ".strings"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}

/// Turns the JSON tree of a catalog into the model, naming the JSON path in every error.
private struct CatalogReader {
    let file: String

    func fail(_ node: JSONNode, _ path: JSONPath, _ problem: String) -> LocalizationError {
        .catalog(file: file, path: path.description, line: node.location.line, column: node.location.column, problem: problem)
    }

    func object(_ node: JSONNode, _ path: JSONPath) throws(LocalizationError) -> [JSONMember] {
        guard let members = node.members else {
            throw fail(node, path, "expected an object, found \(node.value.kindDescription)")
        }
        return members
    }

    func string(_ node: JSONNode, _ path: JSONPath) throws(LocalizationError) -> String {
        guard let value = node.stringValue else {
            throw fail(node, path, "expected a string, found \(node.value.kindDescription)")
        }
        return value
    }

    func locale(_ node: JSONNode, _ path: JSONPath) throws(LocalizationError) -> LocaleIdentifier {
        let text = try string(node, path)
        do {
            return try LocaleIdentifier(text)
        } catch {
            throw fail(node, path, "\"\(text)\" is not a language tag; expected one such as \"en\", \"de\" or \"pt-BR\"")
        }
    }

    func entry(_ key: String, _ node: JSONNode, _ path: JSONPath) throws(LocalizationError) -> StringCatalog.Entry {
        var entry = StringCatalog.Entry(key: key)
        for member in try object(node, path) {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "comment":
                entry.comment = try string(member.node, memberPath)
            case "extractionState":
                entry.extractionState = try string(member.node, memberPath)
            case "shouldTranslate":
                guard let flag = member.node.boolValue else {
                    throw fail(member.node, memberPath, "expected true or false, found \(member.node.value.kindDescription)")
                }
                entry.shouldTranslate = flag
            case "localizations":
                for localization in try object(member.node, memberPath) {
                    let localizationPath = memberPath.appending(localization.key)
                    let language: LocaleIdentifier
                    do {
                        language = try LocaleIdentifier(localization.key)
                    } catch {
                        throw .catalog(file: file, path: localizationPath.description, line: localization.keyLocation.line,
                                       column: localization.keyLocation.column,
                                       problem: "\"\(localization.key)\" is not a language tag; expected one such as \"de\" or \"pt-BR\"")
                    }
                    entry.localizations[language] = try self.localization(localization.node, localizationPath)
                }
            default:
                continue
            }
        }
        return entry
    }

    func localization(_ node: JSONNode, _ path: JSONPath) throws(LocalizationError) -> StringCatalog.Localization {
        let value = try variants(node, path)
        var substitutions: [String: StringCatalog.Substitution] = [:]
        if let substitutionsNode = node["substitutions"] {
            let substitutionsPath = path.appending("substitutions")
            for member in try object(substitutionsNode, substitutionsPath) {
                substitutions[member.key] = try substitution(member.node, substitutionsPath.appending(member.key))
            }
        }
        return StringCatalog.Localization(value: value, substitutions: substitutions)
    }

    /// `{"stringUnit": …}` or `{"variations": {"plural" | "device": …}}`.
    func variants(_ node: JSONNode, _ path: JSONPath) throws(LocalizationError) -> StringCatalog.Variants {
        _ = try object(node, path)
        switch (node["stringUnit"], node["variations"]) {
        case (let unit?, nil):
            return .unit(try stringUnit(unit, path.appending("stringUnit")))
        case (nil, let variations?):
            return try self.variations(variations, path.appending("variations"))
        case (_?, _?):
            throw fail(node, path, "has both \"stringUnit\" and \"variations\"; expected one of them")
        case (nil, nil):
            throw fail(node, path, "expected \"stringUnit\" or \"variations\"")
        }
    }

    func variations(_ node: JSONNode, _ path: JSONPath) throws(LocalizationError) -> StringCatalog.Variants {
        let members = try object(node, path)
        guard members.count == 1, let member = members.first else {
            throw fail(node, path, "expected exactly one of \"plural\" or \"device\", found \(members.count) members")
        }
        let memberPath = path.appending(member.key)
        switch member.key {
        case "plural":
            var cases: [PluralCategory: StringCatalog.Variants] = [:]
            for variant in try object(member.node, memberPath) {
                guard let category = PluralCategory(rawValue: variant.key) else {
                    throw .catalog(file: file, path: memberPath.appending(variant.key).description, line: variant.keyLocation.line,
                                   column: variant.keyLocation.column,
                                   problem: "unknown plural category \"\(variant.key)\"; expected zero, one, two, few, many or other")
                }
                cases[category] = try variants(variant.node, memberPath.appending(variant.key))
            }
            guard !cases.isEmpty else { throw fail(member.node, memberPath, "has no plural variants") }
            return .plural(cases)
        case "device":
            var cases: [DeviceClass: StringCatalog.Variants] = [:]
            for variant in try object(member.node, memberPath) {
                guard let device = DeviceClass(rawValue: variant.key) else {
                    let known = DeviceClass.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .catalog(file: file, path: memberPath.appending(variant.key).description, line: variant.keyLocation.line,
                                   column: variant.keyLocation.column,
                                   problem: "unknown device \"\(variant.key)\"; expected one of \(known)")
                }
                cases[device] = try variants(variant.node, memberPath.appending(variant.key))
            }
            guard !cases.isEmpty else { throw fail(member.node, memberPath, "has no device variants") }
            return .device(cases)
        default:
            throw .catalog(file: file, path: memberPath.description, line: member.keyLocation.line, column: member.keyLocation.column,
                           problem: "unknown variation \"\(member.key)\"; expected \"plural\" or \"device\"")
        }
    }

    func stringUnit(_ node: JSONNode, _ path: JSONPath) throws(LocalizationError) -> StringCatalog.StringUnit {
        _ = try object(node, path)
        guard let valueNode = node["value"] else {
            throw fail(node, path, "a stringUnit needs \"value\"")
        }
        let value = try string(valueNode, path.appending("value"))
        var state = TranslationState.translated
        if let stateNode = node["state"] {
            state = TranslationState(rawValue: try string(stateNode, path.appending("state")))
        }
        return StringCatalog.StringUnit(state: state, value: value)
    }

    func substitution(_ node: JSONNode, _ path: JSONPath) throws(LocalizationError) -> StringCatalog.Substitution {
        _ = try object(node, path)
        guard let argNode = node["argNum"] else { throw fail(node, path, "a substitution needs \"argNum\"") }
        guard let number = argNode.numberValue, number == number.rounded(), number >= 1, number <= 1000 else {
            throw fail(argNode, path.appending("argNum"), "expected a whole number from 1, found \(argNode.value.kindDescription)")
        }
        guard let specifierNode = node["formatSpecifier"] else {
            throw fail(node, path, "a substitution needs \"formatSpecifier\" (such as \"lld\")")
        }
        let specifier = try string(specifierNode, path.appending("formatSpecifier"))
        guard let variationsNode = node["variations"] else {
            throw fail(node, path, "a substitution needs \"variations\"")
        }
        return StringCatalog.Substitution(argumentNumber: Int(number), formatSpecifier: specifier,
                                          variants: try variations(variationsNode, path.appending("variations")))
    }
}
