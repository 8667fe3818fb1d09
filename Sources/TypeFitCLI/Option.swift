/// An option a command declares: what the parser, the usage line and `--help` need of it.
public protocol CommandOption: Sendable {
    var spec: OptionSpec { get }
}

/// An option that takes a value, declared once with how its text becomes a `Value`. A command
/// reads it with ``ParsedArguments/value(_:)`` (the last one given) or
/// ``ParsedArguments/values(_:)`` (every one, for a `repeated` option).
///
/// `Failure` is `Never` for an option whose value is its text (a path, a name): reading it cannot
/// fail. It is ``UsageError`` for one whose text is checked (`--threads 0`): reading throws the
/// option's own message, at the point the command reads it, so the command decides how to print it.
public struct Option<Value, Failure: Error>: CommandOption {
    public let spec: OptionSpec
    /// Turns one given text into the value, or says why it cannot.
    let read: @Sendable (String) throws(Failure) -> Value

    init(spec: OptionSpec, read: @escaping @Sendable (String) throws(Failure) -> Value) {
        self.spec = spec
        self.read = read
    }
}

extension Option where Failure == UsageError {
    /// An option whose text `read` checks and turns into the value.
    public init(_ name: String, short: Character? = nil, value valueName: String, repeated: Bool = false,
                choices: [String]? = nil, help: String,
                read: @escaping @Sendable (String) throws(UsageError) -> Value) {
        self.init(spec: OptionSpec(name, short: short, repeated ? .repeated(valueName) : .value(valueName),
                                   choices: choices, help: help),
                  read: read)
    }
}

extension Option where Failure == UsageError {
    /// An option whose text a library parser reads (`CategorySet.parse`); the parser's error is
    /// the usage error, after the option's name when `errorsStartWithName` (`--categories: …`).
    public init<ParseError: Error & CustomStringConvertible>(
        _ name: String, short: Character? = nil, value valueName: String, choices: [String]? = nil, help: String,
        errorsStartWithName: Bool = false, parse: @escaping @Sendable (String) throws(ParseError) -> Value
    ) {
        self.init(name, short: short, value: valueName, choices: choices, help: help) { text throws(UsageError) in
            do throws(ParseError) {
                return try parse(text)
            } catch {
                throw UsageError((errorsStartWithName ? name + ": " : "") + error.description)
            }
        }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String, Failure == UsageError {
    /// An option whose value is one of `Value`'s cases by raw value; the usage line lists them.
    /// `unknown` is the message for a text that names none.
    public init(_ name: String, short: Character? = nil, value valueName: String, help: String,
                unknown: @escaping @Sendable (String) -> String) {
        self.init(name, short: short, value: valueName, choices: Value.allCases.map(\.rawValue), help: help) {
            text throws(UsageError) in
            guard let value = Value(rawValue: text) else { throw UsageError(unknown(text)) }
            return value
        }
    }
}

extension Option where Value == String, Failure == Never {
    /// An option whose value is its text as given. With a `requirement`, the command cannot run
    /// without it (see ``ParsedArguments/required(_:)``).
    public init(_ name: String, short: Character? = nil, value valueName: String, repeated: Bool = false,
                requirement: String? = nil, help: String) {
        self.init(spec: OptionSpec(name, short: short, repeated ? .repeated(valueName) : .value(valueName),
                                   requirement: requirement, help: help),
                  read: { $0 })
    }
}

/// An option that is present or not: `--quiet`, read with ``ParsedArguments/subscript(_:)``.
public struct Flag: CommandOption {
    public let spec: OptionSpec

    public init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name, short: short, help: help)
    }

    /// `-h`, `--help`: every command's, answered before its options are parsed.
    public static let help = Flag("--help", short: "h", help: "Show this help.")
}
