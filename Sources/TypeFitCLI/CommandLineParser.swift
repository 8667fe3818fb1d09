import TypeFitDynamicType

/// A small, table-driven parser for TypeFit's command lines: each command declares its
/// options; the parser turns argv into values or a usage error. No package outside the
/// toolchain is used (there is no swift-argument-parser here).

/// One option a command accepts.
public struct OptionSpec: Sendable {
    public enum Kind: Sendable {
        /// `--json`: present or not.
        case flag
        /// `--format json` or `--format=json`: one value; given twice, the last one wins.
        case value(String)
        /// `--strings a.xcstrings --strings b.strings`: every value is kept, in order.
        case repeated(String)
    }

    public var name: String
    public var short: Character?
    public var kind: Kind
    public var help: String

    public init(_ name: String, short: Character? = nil, _ kind: Kind = .flag, help: String) {
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
    }

    var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }
}

/// The parsed command line of one command.
public struct ParsedArguments: Sendable {
    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// True when the flag `name` (e.g. "--json") was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `name`, or nil.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for `name`, in order.
    public func values(_ name: String) -> [String] { values[name] ?? [] }

    mutating func add(flag name: String) { flags.insert(name) }
    mutating func add(value: String, for name: String) { values[name, default: []].append(value) }
    mutating func add(positional: String) { positionals.append(positional) }
}

/// A mistake in the command line: exit code 2 with this message and a pointer to --help.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Parses `arguments` (without the program and command names) against `options`.
/// `--` ends the options; everything after it is positional.
public func parseArguments(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
            parsed.add(positional: argument)
            continue
        }
        if argument == "--" {
            optionsEnded = true
            continue
        }
        var name = argument
        var inlineValue: String?
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        }
        let spec: OptionSpec?
        if name.hasPrefix("--") {
            spec = options.first { $0.name == name }
        } else if name.count == 2, let letter = name.last {
            spec = options.first { $0.short == letter }
        } else {
            spec = nil
        }
        guard let spec else {
            let known = options.map(\.name)
            var message = "unknown option '\(name)'"
            if let nearest = Suggestion.nearest(to: name, among: known) {
                message += "; did you mean '\(nearest)'?"
            }
            throw UsageError(message)
        }
        if spec.takesValue {
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("option '\(spec.name)' needs a value")
            }
            parsed.add(value: value, for: spec.name)
        } else {
            if inlineValue != nil { throw UsageError("option '\(spec.name)' takes no value") }
            parsed.add(flag: spec.name)
        }
    }
    return parsed
}
