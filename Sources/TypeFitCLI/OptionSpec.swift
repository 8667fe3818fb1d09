/// How an option is spelled, what it takes and what the help says of it: the part of a
/// declaration (``Flag``, ``Option``) that the parser, the usage line and `--help` read.
public struct OptionSpec: Sendable {
    public enum Kind: Sendable {
        /// `--json`: present or not.
        case flag
        /// `--format json` or `--format=json`: one value; given twice, the last one wins.
        case value(String)
        /// `--strings a.xcstrings --strings b.strings`: every value is kept, in order.
        case repeated(String)
    }

    /// The long spelling, `--format`.
    public var name: String
    /// The one-letter spelling, `f` for `-f`.
    public var short: Character?
    public var kind: Kind
    /// One line for the options table of `--help`.
    public var help: String
    /// The values the usage line shows in place of the value name (`text|json`); nil shows the name.
    public var choices: [String]?
    /// Why the command cannot run without the option (the usage line shows it without brackets);
    /// nil for an option that may be left out.
    public var requirement: String?

    public init(_ name: String, short: Character? = nil, _ kind: Kind = .flag, choices: [String]? = nil,
                requirement: String? = nil, help: String) {
        precondition(name.hasPrefix("--"), "an option's name starts with --: \(name)")
        self.name = name
        self.short = short
        self.kind = kind
        self.choices = choices
        self.requirement = requirement
        self.help = help
    }

    var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// The value name after a space (` FORMAT`), or nothing for a flag.
    var valueSuffix: String {
        switch kind {
        case .flag: ""
        case .value(let value), .repeated(let value): " " + value
        }
    }

    /// The option in the options table: `-f, --format FORMAT`, `    --quiet`.
    var label: String {
        (short.map { "-\($0), " } ?? "    ") + name + valueSuffix
    }

    /// The option in the usage line: `[--format text|json]`, `[--strings FILE ...]`, `--output DIR`.
    var usageItem: String {
        var item = name
        switch kind {
        case .flag: break
        case .value(let value): item += " " + (choices?.joined(separator: "|") ?? value)
        case .repeated(let value): item += " " + (choices?.joined(separator: "|") ?? value) + " ..."
        }
        return requirement != nil ? item : "[" + item + "]"
    }

    /// The options table of a help text: a line per option, the labels padded to one width.
    static func table(_ options: [OptionSpec]) -> String {
        let width = (options.map(\.label.count).max() ?? 0) + 2
        return options.map { "  " + $0.label + String(repeating: " ", count: width - $0.label.count) + $0.help + "\n" }
            .joined()
    }
}
