/// The parsed command line of one command: its positionals, and the text given for each of
/// its options, read through the options' declarations.
///
/// Reading an option the command did not parse against is a programming error (a
/// declaration missing from the command's `options`), stopped by a precondition.
public struct ParsedArguments: Sendable {
    public private(set) var positionals: [String] = []
    private var texts: [String: [String]] = [:]
    private var flags: Set<String> = []
    private let accepted: Set<String>

    init(accepting names: [String]) {
        accepted = Set(names)
    }

    /// True when `flag` was given.
    public subscript(_ flag: Flag) -> Bool {
        flags.contains(checked(flag.spec.name))
    }

    /// True when `option` was given at least once.
    public func isGiven(_ option: any CommandOption) -> Bool {
        let name = checked(option.spec.name)
        return flags.contains(name) || texts[name] != nil
    }

    /// The value of the last text given for `option`, or nil when it was not given.
    public func value<Value, Failure>(_ option: Option<Value, Failure>) throws(Failure) -> Value? {
        guard let text = texts[checked(option.spec.name)]?.last else { return nil }
        return try option.read(text)
    }

    /// The value of every text given for `option`, in order.
    public func values<Value, Failure>(_ option: Option<Value, Failure>) throws(Failure) -> [Value] {
        var values: [Value] = []
        for text in texts[checked(option.spec.name)] ?? [] {
            values.append(try option.read(text))
        }
        return values
    }

    /// The text of an option declared with a requirement, or a usage error that gives it
    /// (`missing --output DIR: the directory to write the report into`).
    public func required(_ option: Option<String, Never>) throws(UsageError) -> String {
        guard let requirement = option.spec.requirement else {
            preconditionFailure("\(option.spec.name) is read as required but declared without a requirement")
        }
        guard let value = value(option) else {
            throw UsageError("missing \(option.spec.name)\(option.spec.valueSuffix): \(requirement)")
        }
        return value
    }

    mutating func add(flag name: String) { flags.insert(name) }
    mutating func add(value: String, for name: String) { texts[name, default: []].append(value) }
    mutating func add(positional: String) { positionals.append(positional) }

    private func checked(_ name: String) -> String {
        precondition(accepted.contains(name), "\(name) is read but not among the options the command declares")
        return name
    }
}
