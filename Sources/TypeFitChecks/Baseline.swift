import Foundation
import TypeFitDynamicType
import TypeFitJSON

/// Known findings a team has accepted, so that a check fails only on new breakage (`--baseline FILE`).
///
/// A finding is known when an entry has the same spec (named by its path from the repository
/// root, see ``ScreenReport/filePath``), device, locale, category, kind, element and other element; the message and the numbers do not matter, so a label that gets a little
/// longer stays suppressed. The file is JSON, one entry per line, sorted, so that it diffs well:
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {"spec":"Layouts/sign-in.json","device":"iPhone 15","category":"accessibility1","kind":"truncated","element":"submitButton"}
///   ]
/// }
/// ```
public struct Baseline: Sendable, Hashable {
    /// What identifies a finding across runs.
    public struct Entry: Sendable, Hashable, Comparable, CustomStringConvertible {
        public var spec: String
        public var device: String
        public var locale: String?
        public var category: ContentSizeCategory
        public var kind: FindingKind
        public var element: String
        public var otherElement: String?

        public init(spec: String, device: String, locale: String? = nil, category: ContentSizeCategory,
                    kind: FindingKind, element: String, otherElement: String? = nil) {
            self.spec = spec
            self.device = device
            self.locale = locale
            self.category = category
            self.kind = kind
            self.element = element
            self.otherElement = otherElement
        }

        /// The entry that matches `finding`, its spec named `file` (by default ``Finding/spec``).
        public init(_ finding: Finding, file: String? = nil) {
            self.init(spec: file ?? finding.spec, device: finding.device, locale: finding.locale, category: finding.category,
                      kind: finding.kind, element: finding.element, otherElement: finding.otherElement)
        }

        /// `Layouts/sign-in.json, iPhone 15, de, accessibility1: truncated submitButton`.
        public var description: String {
            var text = "\(spec), \(device)"
            if let locale { text += ", \(locale)" }
            text += ", \(category.name): \(kind.rawValue) \(element)"
            if let otherElement { text += " and \(otherElement)" }
            return text
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            if a.spec != b.spec { return a.spec < b.spec }
            if a.device != b.device { return a.device < b.device }
            if (a.locale ?? "") != (b.locale ?? "") { return (a.locale ?? "") < (b.locale ?? "") }
            if a.category != b.category { return a.category < b.category }
            if a.kind != b.kind { return a.kind < b.kind }
            if a.element != b.element { return a.element < b.element }
            return (a.otherElement ?? "") < (b.otherElement ?? "")
        }
    }

    /// The format version written and read.
    public static let version = 1

    public var entries: Set<Entry>

    public init(entries: Set<Entry> = []) {
        self.entries = entries
    }

    /// A baseline of the errors and warnings of `report` (information never fails, so it is not recorded).
    public init(recording report: CheckReport) {
        var entries: Set<Entry> = []
        for screen in report.screens {
            for finding in screen.findings where finding.severity > .info {
                entries.insert(Entry(finding, file: screen.filePath))
            }
        }
        self.entries = entries
    }

    /// True when `finding` is known, its spec named by ``Finding/spec``.
    public func contains(_ finding: Finding) -> Bool {
        entries.contains(Entry(finding))
    }

    /// `report` without the known findings; ``CheckReport/suppressedCount`` counts them and
    /// ``CheckReport/staleBaselineEntries`` lists the stale entries (see ``staleEntries(for:)``).
    /// Findings are matched by their screen's ``ScreenReport/filePath``, the path from the
    /// repository root, so the same baseline serves runs from any directory.
    public func apply(to report: CheckReport) -> CheckReport {
        var result = report
        var suppressed = 0
        result.screens = report.screens.mapped { screen in
            var copy = screen
            copy.findings = screen.findings.filter { finding in
                if entries.contains(Entry(finding, file: screen.filePath)) {
                    suppressed += 1
                    return false
                }
                return true
            }
            return copy
        }
        result.suppressedCount += suppressed
        result.staleBaselineEntries = staleEntries(for: report)
        return result
    }

    /// The entries about what `report` checked (a spec, device and locale it checked, at a
    /// category it checked) that match none of its errors or warnings: the finding is fixed or
    /// gone, and ``updated(with:)`` drops the entry. Sorted. Entries about other specs, devices,
    /// locales or categories are not stale: a sharded or partial run says nothing about them.
    public func staleEntries(for report: CheckReport) -> [Entry] {
        let recorded = Baseline(recording: report).entries
        let scope = Scope(report)
        return entries.filter { scope.covers($0) && !recorded.contains($0) }.sorted()
    }

    /// How many entries match a finding of `report` (of any severity).
    public func matchCount(in report: CheckReport) -> Int {
        var matched: Set<Entry> = []
        for screen in report.screens {
            for finding in screen.findings {
                let entry = Entry(finding, file: screen.filePath)
                if entries.contains(entry) { matched.insert(entry) }
            }
        }
        return matched.count
    }

    /// This baseline with the entries about what `report` checked replaced by its errors and
    /// warnings: stale entries go, while entries about specs, devices, locales or categories the
    /// run did not check (other shards, other paths, `--categories`) are kept.
    public func updated(with report: CheckReport) -> Baseline {
        let scope = Scope(report)
        let kept = entries.filter { !scope.covers($0) }
        return Baseline(entries: kept.union(Baseline(recording: report).entries))
    }

    /// The spec, device, locale and categories of each screen a report checked.
    struct Scope {
        struct Key: Hashable {
            var spec: String
            var device: String
            var locale: String?
        }

        var categories: [Key: Set<ContentSizeCategory>] = [:]

        init(_ report: CheckReport) {
            for screen in report.screens {
                let key = Key(spec: screen.filePath, device: screen.device, locale: screen.locale)
                categories[key, default: []].formUnion(screen.categories)
            }
        }

        func covers(_ entry: Entry) -> Bool {
            categories[Key(spec: entry.spec, device: entry.device, locale: entry.locale)]?.contains(entry.category) ?? false
        }
    }

    /// The baseline file's text: sorted entries, one per line, ending with a newline.
    public func serialized() -> String {
        let writer = JSONWriter(indent: nil)
        let lines = entries.sorted().map { entry -> String in
            var pairs: [(String, JSONValue)] = [("spec", .string(entry.spec)), ("device", .string(entry.device))]
            if let locale = entry.locale { pairs.append(("locale", .string(locale))) }
            pairs += [
                ("category", .string(entry.category.name)),
                ("kind", .string(entry.kind.rawValue)),
                ("element", .string(entry.element)),
            ]
            if let other = entry.otherElement { pairs.append(("otherElement", .string(other))) }
            return "    " + writer.string(.object(ordered: pairs))
        }
        if lines.isEmpty {
            return "{\n  \"version\": \(Self.version),\n  \"findings\": []\n}\n"
        }
        return "{\n  \"version\": \(Self.version),\n  \"findings\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// The largest baseline file read, and so the largest ``fileBytes()`` writes: 256 MiB, about
    /// two million entries. Reading one costs memory in proportion to its size.
    public static let maximumFileBytes = 256 << 20

    /// The baseline file's bytes (``serialized()``), refused when they are more than `maximum`
    /// (``maximumFileBytes``): a baseline is only written when the same tool can read it back.
    public func fileBytes(maximum: Int = Self.maximumFileBytes) throws(ConfigurationError) -> [UInt8] {
        let bytes = Array(serialized().utf8)
        guard bytes.count <= maximum else {
            throw ConfigurationError(problem: "the baseline would be \(bytes.count) bytes (\(entries.count) entries), more than the "
                                     + "\(maximum) bytes a baseline may have; it is not written "
                                     + "(give each folder of specs its own baseline)")
        }
        return bytes
    }

    /// Reads the baseline file at `path` (at most ``maximumFileBytes``); `displayPath` is how errors name it.
    public static func load(file path: String, displayPath: String? = nil) throws(ConfigurationError) -> Baseline {
        let shown = displayPath ?? path
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
           size.intValue > maximumFileBytes {
            throw ConfigurationError(problem: "the baseline file \(shown) is \(size.intValue) bytes; a baseline may have at most "
                                     + "\(maximumFileBytes) (\(maximumFileBytes >> 20) MiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(problem: "cannot read the baseline file \(shown)")
        }
        return try parse(bytes: [UInt8](data), file: shown)
    }

    /// Parses the text of a baseline file; `file` names it in errors.
    public static func parse(_ text: String, file: String? = nil) throws(ConfigurationError) -> Baseline {
        try parse(bytes: Array(text.utf8), file: file)
    }

    static func parse(bytes: [UInt8], file: String?) throws(ConfigurationError) -> Baseline {
        let reader = ConfigurationReader(file: file)
        let root = try reader.document(bytes, maximumBytes: maximumFileBytes)
        var entries: Set<Entry> = []
        var sawVersion = false
        for member in try reader.object(root, at: .root) {
            let path = JSONPath.root.appending(member.key)
            switch member.key {
            case "version":
                let version = try reader.number(member.node, at: path)
                guard version == Double(Self.version) else {
                    throw reader.error("this baseline has version \(JSONWriter.number(version)); this typefit reads version \(Self.version)",
                                       member.node.location, path)
                }
                sawVersion = true
            case "findings":
                guard let items = member.node.arrayValue else {
                    throw reader.error("expected an array, found \(member.node.value.kindDescription)", member.node.location, path)
                }
                for (index, item) in items.enumerated() {
                    entries.insert(try entry(item, at: path.appending(index), reader: reader))
                }
            default:
                throw reader.unknownKey(member, at: path, known: ["version", "findings"])
            }
        }
        guard sawVersion else {
            throw reader.error("a baseline needs \"version\": \(Self.version)", root.location, .root)
        }
        return Baseline(entries: entries)
    }

    static let entryKeys = ["spec", "device", "locale", "category", "kind", "element", "otherElement"]

    static func entry(_ node: JSONNode, at path: JSONPath, reader: ConfigurationReader) throws(ConfigurationError) -> Entry {
        var fields: [String: String] = [:]
        var locations: [String: SourceLocation] = [:]
        for member in try reader.object(node, at: path) {
            let memberPath = path.appending(member.key)
            guard entryKeys.contains(member.key) else {
                throw reader.unknownKey(member, at: memberPath, known: entryKeys)
            }
            fields[member.key] = try reader.string(member.node, at: memberPath)
            locations[member.key] = member.node.location
        }
        for key in ["spec", "device", "category", "kind", "element"] where fields[key] == nil {
            throw reader.error("a baseline entry needs \"\(key)\"", node.location, path)
        }
        let categoryName = fields["category"] ?? ""
        guard let category = ContentSizeCategory(name: categoryName) else {
            throw reader.error("unknown content size category \"\(categoryName)\""
                               + CheckConfiguration.didYouMean(categoryName, ContentSizeCategory.allCases.map(\.name)),
                               locations["category"] ?? node.location, path.appending("category"))
        }
        let kind = try CheckConfiguration.parseKind(
            fields["kind"] ?? "",
            location: reader.location(locations["kind"] ?? node.location, path.appending("kind")))
        return Entry(spec: fields["spec"] ?? "", device: fields["device"] ?? "", locale: fields["locale"], category: category,
                     kind: kind, element: fields["element"] ?? "", otherElement: fields["otherElement"])
    }
}
