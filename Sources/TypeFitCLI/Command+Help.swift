/// The usage line and `--help` of a command, made from its declarations.
extension Command {
    /// The widest a usage line grows before it goes on under the command's name.
    static var usageWidth: Int { 100 }

    /// `typefit NAME OPERANDS [--option VALUE] …`, wrapped at ``usageWidth`` with the
    /// continuation lines starting under the first operand.
    static var usageLines: [String] {
        let head = "typefit \(name)"
        let indent = String(repeating: " ", count: head.count + 1)
        let items = (operands.isEmpty ? [] : [operands]) + options.map(\.spec.usageItem)
        var lines: [String] = []
        var line = head
        for item in items {
            if line.count + 1 + item.count > usageWidth && line.count > indent.count {
                lines.append(line)
                line = indent + item
            } else {
                line += " " + item
            }
        }
        lines.append(line)
        return lines
    }

    /// The text of `typefit NAME --help`: the summary, the usage line and notes, and a table of
    /// the options (``Flag/help`` last).
    static var helpText: String {
        var text = "typefit \(name): \(summary)\n\nUsage:\n"
        for line in usageLines + notes { text += "  \(line)\n" }
        return text + "\nOptions:\n" + OptionSpec.table(options.map(\.spec) + [Flag.help.spec])
    }
}
