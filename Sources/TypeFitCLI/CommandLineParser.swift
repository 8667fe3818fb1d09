import TypeFitDynamicType
import TypeFitSupport

/// A mistake in the command line: exit code 2 with this message and a pointer to --help.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Parses `arguments` (without the program and command names) against a command's declared
/// `options`: `--name value`, `--name=value`, `-x value` for an option with a short name, and
/// flags. `-` is a positional; `--` ends the options and everything after it is positional.
/// Values stay text until the command reads them through their declaration.
public func parseArguments(_ arguments: [String], options: [any CommandOption]) throws(UsageError) -> ParsedArguments {
    let specs = options.map(\.spec)
    var parsed = ParsedArguments(accepting: specs.map(\.name))
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
            spec = specs.first { $0.name == name }
        } else if name.count == 2, let letter = name.last {
            spec = specs.first { $0.short == letter }
        } else {
            spec = nil
        }
        guard let spec else {
            var message = "unknown option '\(name)'"
            if let nearest = Suggestion.nearest(to: name, among: specs.map(\.name)) {
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
