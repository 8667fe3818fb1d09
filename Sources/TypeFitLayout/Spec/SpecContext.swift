import TypeFitDynamicType
import TypeFitJSON
import TypeFitLocalization
import TypeFitSupport
import TypeFitText

/// What every part of a decoding needs: the file (for errors), the fonts and the type ramp,
/// the components; and the readers that turn JSON values into checked values or a ``SpecError``.
struct SpecContext {
    /// The spec's path as given, for messages.
    var file: String
    /// The directory font files are resolved against.
    var baseDirectory: String
    var options: SpecDecoder.Options
    /// Where the strings and font files the spec names are recorded (``SpecDecoder/inputFiles``).
    var inputFiles: InputFiles?
    /// The strings files the run has read (``SpecDecoder/stringsFiles``).
    var stringsFiles: StringsFileCache?
    /// Component name → its definition (`$.components.NAME`).
    var components: [String: SpecNode] = [:]
    /// The strings and language texts with a `key` are resolved in; nil when no element names one.
    var localization: SpecLocalization?

    // MARK: Errors

    /// An error about the value `node`.
    func error(_ node: SpecNode, _ problem: String, suggestion: String? = nil, kind: SpecError.Kind = .invalid) -> SpecError {
        SpecError(kind: kind, file: file, line: node.location.line, column: node.location.column,
                  path: node.path, problem: problem, suggestion: suggestion)
    }

    /// An error about a key (an unknown or misplaced one): it points at the key itself.
    func error(key: String, at location: SourceLocation, in object: SpecNode, _ problem: String,
               suggestion: String? = nil) -> SpecError {
        SpecError(kind: .invalid, file: file, line: location.line, column: location.column,
                  path: object.path.appending(Self.shortKey(key)), problem: problem, suggestion: suggestion)
    }

    /// `expected <expected>, found <what node holds>`.
    func mismatch(_ node: SpecNode, expected: String) -> SpecError {
        error(node, "expected \(expected), found \(Self.describe(node.value))")
    }

    /// A short rendering of a value for "found …": `-1`, `"12pt"`, `true`, `an object`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return format(number)
        case .string(let text):
            let limit = 40
            if text.count > limit {
                return JSONWriter.quoted(String(text.prefix(limit)) + "…")
            }
            return SpecContext.quote(text)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A number as people write it: `8`, `-1`, `0.5`.
    static func format(_ number: Double) -> String {
        JSONWriter.number(number)
    }

    /// Words longer than this get no suggestion: comparing costs O(n · m) per candidate.
    static let maxSuggestedWordLength = 64
    /// Words (names, keys) longer than this are rejected before any parser sees them.
    static let maxWordLength = 256

    /// The nearest of `candidates` to `word`, for "did you mean"; nil for long words.
    static func suggest(_ word: String, among candidates: [String]) -> String? {
        guard word.unicodeScalars.count <= maxSuggestedWordLength else { return nil }
        return Suggestion.nearest(to: word, among: candidates)
    }

    /// `word` in double quotes for a message, cut after 60 characters.
    static func quote(_ word: String) -> String {
        let limit = 60
        return JSONWriter.quoted(word.count > limit ? String(word.prefix(limit)) + "…" : word)
    }

    /// `key` for a path in a message, cut after 60 characters.
    static func shortKey(_ key: String) -> String {
        // At most 60 UTF-8 bytes is at most 60 characters: no need to count them.
        key.utf8.count <= 60 || key.count <= 60 ? key : String(key.prefix(60)) + "…"
    }

    /// A string meant as a name or keyword, at most ``maxWordLength`` characters long.
    func shortString(_ node: SpecNode, expected: String) throws(SpecError) -> String {
        let text = try string(node, expected: expected)
        // No more bytes than the limit is no more scalars.
        guard text.utf8.count <= Self.maxWordLength || text.unicodeScalars.count <= Self.maxWordLength else {
            throw error(node, "expected \(expected), found a \(text.count)-character string")
        }
        return text
    }

    // MARK: Structure

    /// The members of an object value.
    func object(_ node: SpecNode, expected: String = "an object") throws(SpecError) -> [JSONMember] {
        let resolved = try resolve(node)
        guard let members = resolved.node.members else { throw mismatch(resolved, expected: expected) }
        return members
    }

    /// The elements of an array value, as nodes with their paths.
    func array(_ node: SpecNode, expected: String = "an array") throws(SpecError) -> [SpecNode] {
        let resolved = try resolve(node).materialized()
        guard let items = resolved.node.arrayValue else { throw mismatch(resolved, expected: expected) }
        var result: [SpecNode] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            result.append(resolved.child(index, item))
        }
        return result
    }

    /// The member `key` of an object node, if present.
    func member(_ node: SpecNode, _ key: String) -> SpecNode? {
        guard let members = node.node.members, let member = members.first(where: { $0.key == key }) else {
            return nil
        }
        return node.child(key, member.node)
    }

    /// Rejects members of `object` not in `allowed`, suggesting the nearest allowed key.
    func checkKeys(_ object: SpecNode, allowed: [String], what: String) throws(SpecError) {
        guard let members = object.node.members else { return }
        for member in members where !allowed.contains(member.key) {
            let suggestion = SpecContext.suggest(member.key, among: allowed)
            var problem = "unknown key \(SpecContext.quote(member.key)) in \(what)"
            if let suggestion {
                problem += "; did you mean \(JSONWriter.quoted(suggestion))?"
            } else {
                problem += " (valid: \(allowed.joined(separator: ", ")))"
            }
            throw error(key: member.key, at: member.keyLocation, in: object, problem, suggestion: suggestion)
        }
    }

    /// The member `key` of `object`, or an error saying `what` needs it.
    func required(_ object: SpecNode, _ key: String, what: String) throws(SpecError) -> SpecNode {
        guard let node = member(object, key) else {
            throw error(object, "\(what) needs \(SpecContext.quote(key))")
        }
        return node
    }

    // MARK: Scalars

    /// A string, with `{name}` substitutions applied.
    func string(_ node: SpecNode, expected: String = "a string") throws(SpecError) -> String {
        guard case .string(let text) = node.value else { throw mismatch(node, expected: expected) }
        return try substitute(text, in: node)
    }

    /// A string that is not empty.
    func nonEmptyString(_ node: SpecNode, expected: String) throws(SpecError) -> String {
        let text = try string(node, expected: expected)
        guard !text.isEmpty else { throw error(node, "expected \(expected), found an empty string") }
        return text
    }

    func bool(_ node: SpecNode) throws(SpecError) -> Bool {
        let resolved = try resolve(node)
        guard let flag = resolved.node.boolValue else { throw mismatch(resolved, expected: "true or false") }
        return flag
    }

    /// Any finite number.
    func number(_ node: SpecNode, expected: String = "a number") throws(SpecError) -> Double {
        let resolved = try resolve(node)
        guard let number = resolved.node.numberValue, number.isFinite else {
            throw mismatch(resolved, expected: expected)
        }
        return number
    }

    /// A finite number within `range`; `expected` describes the range for messages.
    func number(_ node: SpecNode, in range: ClosedRange<Double>, expected: String) throws(SpecError) -> Double {
        let resolved = try resolve(node)
        guard let number = resolved.node.numberValue, number.isFinite, range.contains(number) else {
            throw mismatch(resolved, expected: expected)
        }
        return number
    }

    /// A number ≥ 0 and at most ``SpecLimits/maxLength``: lengths, sizes and insets, so that sums
    /// of them in layout stay finite.
    func nonNegative(_ node: SpecNode, expected: String = "a number ≥ 0") throws(SpecError) -> Double {
        let value = try number(node, in: 0...Double.greatestFiniteMagnitude, expected: expected)
        guard value <= SpecLimits.maxLength else {
            throw error(try resolve(node), "\(Self.format(value)) is larger than \(Self.format(SpecLimits.maxLength)), the largest length or size a spec may give", kind: .limit)
        }
        return value
    }

    /// A number > 0.
    func positive(_ node: SpecNode, expected: String = "a number > 0") throws(SpecError) -> Double {
        let value = try nonNegative(node, expected: expected)
        guard value > 0 else { throw mismatch(try resolve(node), expected: expected) }
        return value
    }

    /// A whole number ≥ `minimum` (and ≤ `maximum` when given).
    func wholeNumber(_ node: SpecNode, minimum: Int, maximum: Int? = nil) throws(SpecError) -> Int {
        var expected = "a whole number ≥ \(minimum)"
        if let maximum {
            expected = "a whole number from \(minimum) to \(maximum)"
        }
        let resolved = try resolve(node)
        guard let number = resolved.node.numberValue, number.isFinite, number.rounded() == number,
              number >= Double(minimum), number <= Double(maximum ?? Int(Int32.max))
        else {
            throw mismatch(resolved, expected: expected)
        }
        return Int(number)
    }

    /// One of an enumeration's names, case-insensitively; `what` names the enumeration in
    /// messages ("stack alignment"). An unknown name suggests the nearest.
    func choice<Value: RawRepresentable & CaseIterable>(
        _ node: SpecNode, _ type: Value.Type, what: String
    ) throws(SpecError) -> Value where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        let word = try word(node, among: names, what: what)
        guard let value = Value(rawValue: word) else {
            throw error(node, "unknown \(what) \(SpecContext.quote(word))")
        }
        return value
    }

    /// One of `names`, case-insensitively, returned in its canonical spelling.
    func word(_ node: SpecNode, among names: [String], what: String) throws(SpecError) -> String {
        let resolved = try resolve(node)
        guard case .string = resolved.value else {
            throw mismatch(resolved, expected: "a \(what) (valid: \(names.joined(separator: ", ")))")
        }
        let text = try shortString(resolved, expected: "a \(what)")
        if names.contains(text) {
            return text
        }
        let lowered = text.lowercased()
        if let match = names.first(where: { $0.lowercased() == lowered }) {
            return match
        }
        let suggestion = SpecContext.suggest(text, among: names)
        var problem = "unknown \(what) \(SpecContext.quote(text))"
        if let suggestion {
            problem += "; did you mean \(JSONWriter.quoted(suggestion))?"
        }
        throw error(resolved, problem + " (valid: \(names.joined(separator: ", ")))", suggestion: suggestion)
    }

    /// A text style name in any spelling the Dynamic Type module accepts.
    func textStyle(_ node: SpecNode) throws(SpecError) -> TextStyle {
        let resolved = try resolve(node)
        guard case .string = resolved.value else {
            throw mismatch(resolved, expected: "a text style (valid: \(TextStyle.allCases.map(\.name).joined(separator: ", ")))")
        }
        let text = try shortString(resolved, expected: "a text style")
        if let style = TextStyle(rawValue: text) {
            return style  // the canonical spelling, as most specs write it (no other style has it as a spelling)
        }
        do {
            return try TextStyle.parse(text)
        } catch {
            throw self.error(resolved, error.description, suggestion: error.suggestion)
        }
    }

    /// A font weight: a name (`semibold`) or a number (100…900 in steps of 100).
    func weight(_ node: SpecNode) throws(SpecError) -> FontWeight {
        let resolved = try resolve(node)
        let names = FontWeight.allCases.map(\.name)
        if let number = resolved.node.numberValue {
            if number.rounded() == number, number >= 100, number <= 900, let weight = FontWeight(rawValue: Int(number)) {
                return weight
            }
            throw mismatch(resolved, expected: "a font weight (\(names.joined(separator: ", ")) or 100…900 in steps of 100)")
        }
        if case .string(let raw) = resolved.value, let weight = FontWeight(name: raw) {
            return weight
        }
        let name = try word(resolved, among: names, what: "font weight")
        return FontWeight(name: name) ?? .regular
    }

    /// A set of content size categories: a string in the Dynamic Type module's syntax
    /// (`accessibility`, `xxLarge...`, `large,AX1`) or an array of such strings.
    func categorySet(_ node: SpecNode) throws(SpecError) -> CategorySet {
        let resolved = try resolve(node)
        var parts: [(String, SpecNode)] = []
        switch resolved.value {
        case .string:
            parts.append((try shortString(resolved, expected: "content size categories"), resolved))
        case .array:
            for item in try array(resolved) {
                parts.append((try shortString(item, expected: "a content size category or range"), item))
            }
            if parts.isEmpty {
                throw error(resolved, "expected at least one content size category, found an empty array")
            }
        default:
            throw mismatch(resolved, expected: "content size categories (a string such as \"accessibility\" or \"xxLarge...\", or an array of them)")
        }
        var members: [ContentSizeCategory] = []
        for (text, item) in parts {
            do {
                members += try CategorySet.parse(text).categories
            } catch {
                throw self.error(item, error.description, suggestion: error.suggestion)
            }
        }
        return CategorySet(members)
    }

    /// A Dynamic Type range limit: `...xxxLarge`, `large...accessibility2`, `AX1...`.
    func categoryRange(_ node: SpecNode) throws(SpecError) -> CategoryRange {
        let text = try shortString(node, expected: "a content size category range such as \"...xxxLarge\"")
        do {
            return try CategoryRange.parse(text)
        } catch {
            throw self.error(node, error.description, suggestion: error.suggestion)
        }
    }
}
