import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// `typefit styles`: prints the type ramp, every text style at every content size category.
///
/// The text form is a table with a row per style and a column per category (`size/leading` in
/// points); the JSON form is a list of `{category, style, size, leading, weight}` in category
/// order, then style order, using the canonical names.
public enum StylesCommand: Command {
    public static let name = "styles"
    public static let summary = "Print the type ramp: each text style's size, leading and weight at each size."
    public static let usage = """
        typefit styles [--format text|json] [--category SET] [--ramp NAME] [--font-metrics] [--sf-pro] [--bold-text]
        """
    public static let options = [
        OptionSpec("--format", .value("FORMAT"), help: "text (a table, the default) or json."),
        OptionSpec("--category", short: "c", .value("SET"),
                   help: "Only these categories: a name in any spelling, a range (large...AX2) or a list."),
        OptionSpec("--ramp", .value("NAME"), help: "The type ramp to print (default: ios)."),
        OptionSpec("--font-metrics", help: "Also show the resolved system font: family, weight and tracking."),
        OptionSpec("--sf-pro", help: "Resolve the system font to SF Pro Text/Display with Apple's tracking table."),
        OptionSpec("--bold-text", help: "Apply the Bold Text accessibility setting to the weights."),
    ]

    public static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        guard arguments.positionals.isEmpty else {
            return usageError("unexpected argument '\(arguments.positionals[0])'", io: io)
        }
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "json" else {
            return usageError("unknown format '\(format)' (valid: text, json)", io: io)
        }
        var categories = CategorySet.all
        if let text = arguments.value("--category") {
            do {
                categories = try CategorySet.parse(text)
            } catch {
                return usageError(error.description, io: io)
            }
        }
        let ramp: TypeRamp
        do {
            ramp = try TypeRamp.named(arguments.value("--ramp") ?? TypeRamp.defaultName)
        } catch {
            io.printError("typefit styles: \(error.description)")
            return ExitCode.inputError
        }
        let options = Options(
            categories: categories,
            fontMetrics: arguments.flag("--font-metrics"),
            system: arguments.flag("--sf-pro") ? .sfPro() : .inter,
            boldText: arguments.flag("--bold-text")
        )
        if format == "json" {
            io.print(JSONWriter().string(json(ramp, options)))
        } else {
            io.write(options.fontMetrics ? metricsTable(ramp, options) : table(ramp, options))
        }
        return ExitCode.success
    }

    /// What to print.
    struct Options {
        var categories: CategorySet
        var fontMetrics: Bool
        var system: SystemFontConfiguration
        var boldText: Bool
    }

    /// The JSON list: one object per category × style.
    static func json(_ ramp: TypeRamp, _ options: Options) -> JSONValue {
        var items: [JSONValue] = []
        for category in options.categories.categories {
            for style in TextStyle.allCases {
                let entry = ramp[style, category]
                let font = options.system.font(for: style, at: category, in: ramp, boldText: options.boldText)
                var pairs: [(String, JSONValue)] = [
                    ("category", .string(category.name)),
                    ("style", .string(style.name)),
                    ("size", .number(entry.size)),
                    ("leading", .number(entry.leading)),
                    ("weight", .string(font.descriptor.weight.name)),
                ]
                if options.fontMetrics {
                    pairs.append(("family", .string(font.descriptor.family)))
                    pairs.append(("tracking", .number(rounded(font.descriptor.tracking))))
                }
                items.append(.object(ordered: pairs))
            }
        }
        return .array(items)
    }

    /// Rows are styles, columns are categories, cells are `size/leading`.
    static func table(_ ramp: TypeRamp, _ options: Options) -> String {
        let categories = options.categories.categories
        var rows: [[String]] = [["style", "weight"] + categories.map(\.shortName)]
        for style in TextStyle.allCases {
            let weights = categories.map {
                options.system.font(for: style, at: $0, in: ramp, boldText: options.boldText).descriptor.weight.name
            }
            var distinct: [String] = []
            for weight in weights where !distinct.contains(weight) { distinct.append(weight) }
            let cells = categories.map { category -> String in
                let entry = ramp[style, category]
                return number(entry.size) + "/" + number(entry.leading)
            }
            rows.append([style.name, distinct.joined(separator: "/")] + cells)
        }
        return header(ramp, "size/leading in points") + layOut(rows, rightAligned: 2)
    }

    /// One row per category × style with the resolved font.
    static func metricsTable(_ ramp: TypeRamp, _ options: Options) -> String {
        var rows: [[String]] = [["category", "style", "size", "leading", "weight", "family", "tracking"]]
        for category in options.categories.categories {
            for style in TextStyle.allCases {
                let entry = ramp[style, category]
                let font = options.system.font(for: style, at: category, in: ramp, boldText: options.boldText)
                rows.append([
                    category.name, style.name, number(entry.size), number(entry.leading),
                    font.descriptor.weight.name, font.descriptor.family, number(rounded(font.descriptor.tracking)),
                ])
            }
        }
        return header(ramp, "points") + layOut(rows, rightAligned: 2, except: [4, 5])
    }

    private static func header(_ ramp: TypeRamp, _ units: String) -> String {
        "Type ramp \"\(ramp.name)\": \(ramp.source)\n\(units)\n\n"
    }

    /// Columns padded to their widest cell; columns from `rightAligned` on are right-aligned
    /// except those in `except`.
    private static func layOut(_ rows: [[String]], rightAligned: Int, except: Set<Int> = []) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() {
                widths[index] = max(widths[index], cell.count)
            }
        }
        var text = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                if index > 0 { line += "  " }
                line += index >= rightAligned && !except.contains(index) ? padding + cell : cell + padding
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
        }
        return text
    }

    /// A value rounded to thousandths of a point, so interpolated tracking prints stably.
    private static func rounded(_ value: Double) -> Double {
        let result = (value * 1000).rounded() / 1000
        return result == 0 ? 0 : result
    }

    private static func number(_ value: Double) -> String {
        JSONWriter.number(value)
    }

    private static func usageError(_ message: String, io: CommandIO) -> Int32 {
        io.printError("typefit styles: \(message)\nRun 'typefit styles --help' for usage.")
        return ExitCode.inputError
    }
}
