import Foundation
import TypeFit
import TypeFitDynamicType
import TypeFitJSON
import TypeFitText

/// `typefit styles`: prints the type ramp, every text style at every content size category.
///
/// The text form is a table with a row per style and a column per category (`size/leading` in
/// points); the JSON form is a list of `{category, style, size, leading, weight}` in category
/// order, then style order, using the canonical names. `--font-metrics` adds the font each cell
/// resolves to: family, tracking, the file and the font's line height, measured by the text engine.
public enum StylesCommand: Command {
    public static let name = "styles"
    public static let summary = "Print the type ramp: each text style's size, leading and weight at each size."
    enum Options {
        static let format = Option<TextOrJSON, UsageError>(
            "--format", value: "FORMAT", help: "text (a table, the default) or json.",
            unknown: { "unknown format '\($0)' (valid: text, json)" })
        static let category = Option(
            "--category", short: "c", value: "SET",
            help: "Only these categories: a name in any spelling, a range (large...AX2) or a list.", parse: CategorySet.parse)
        static let ramp = Option("--ramp", value: "NAME", help: "The type ramp to print (default: ios).")
        static let fontMetrics = Flag(
            "--font-metrics",
            help: "Also show the resolved system font: family, tracking, font file and line height (ascender + descender + line gap).")
    }

    public static let options: [any CommandOption] = [Options.format, Options.category, Options.ramp, Options.fontMetrics]
        + FontFlags.options

    public static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        guard arguments.positionals.isEmpty else {
            return usageError("unexpected argument '\(arguments.positionals[0])'", io: io)
        }
        let format: TextOrJSON
        let categories: CategorySet
        do {
            format = try arguments.value(Options.format) ?? .text
            categories = try arguments.value(Options.category) ?? .all
        } catch {
            return usageError(error.message, io: io)
        }
        let ramp: TypeRamp
        do {
            ramp = try TypeRamp.named(arguments.value(Options.ramp) ?? TypeRamp.defaultName)
        } catch {
            io.printError("typefit styles: \(error.description)")
            return ExitCode.inputError
        }
        let fonts = FontFlags(arguments)
        var selection = Selection(categories: categories, fontMetrics: arguments[Options.fontMetrics],
                                  system: .inter, boldText: fonts.boldText)
        // Fonts are opened only when they are shown or SF Pro files are named.
        if selection.fontMetrics || fonts.systemFontArgument != nil {
            do {
                let settings = try fonts.settings(io: io)
                selection.system = settings.systemFont
                selection.files = FileNames(settings: settings, systemFontArgument: fonts.systemFontArgument)
                selection.fonts = settings.fonts
            } catch {
                io.printError("typefit styles: \(error.description)")
                return ExitCode.inputError
            }
        }
        do throws(TextError) {
            if format == .json {
                io.print(JSONWriter().string(try json(ramp, selection)))
            } else {
                io.write(selection.fontMetrics ? try metricsTable(ramp, selection) : table(ramp, selection))
            }
        } catch {
            io.printError("typefit styles: \(error.description)")
            return ExitCode.inputError
        }
        return ExitCode.success
    }

    /// What to print.
    struct Selection {
        var categories: CategorySet
        var fontMetrics: Bool
        var system: SystemFontConfiguration
        var boldText: Bool
        /// The fonts metrics are measured with; nil when no font is shown.
        var fonts: FontLibrary?
        var files = FileNames(fontsDirectory: "", systemFontDirectory: nil, systemFontArgument: nil)
    }

    /// How font files are named in the output: bundled fonts relative to the fonts directory's
    /// parent (`Fonts/Inter/Inter-Regular.otf`), SF Pro files under the directory as it was given.
    struct FileNames {
        var fontsDirectory: String
        var systemFontDirectory: String?
        var systemFontArgument: String?

        init(fontsDirectory: String, systemFontDirectory: String?, systemFontArgument: String?) {
            self.fontsDirectory = fontsDirectory
            self.systemFontDirectory = systemFontDirectory
            self.systemFontArgument = systemFontArgument
        }

        init(settings: FontSettings, systemFontArgument: String?) {
            self.init(fontsDirectory: settings.fonts.directory, systemFontDirectory: settings.sfPro?.directory,
                      systemFontArgument: systemFontArgument)
        }

        func shown(_ path: String) -> String {
            if let directory = systemFontDirectory, let given = systemFontArgument, path.hasPrefix(directory + "/") {
                let base = given.hasSuffix("/") ? String(given.dropLast()) : given
                return base + path.dropFirst(directory.count)
            }
            if path.hasPrefix(fontsDirectory + "/") {
                return (fontsDirectory as NSString).lastPathComponent + path.dropFirst(fontsDirectory.count)
            }
            return path
        }
    }

    /// The JSON list: one object per category × style.
    static func json(_ ramp: TypeRamp, _ selection: Selection) throws(TextError) -> JSONValue {
        var items: [JSONValue] = []
        for category in selection.categories.categories {
            for style in TextStyle.allCases {
                let entry = ramp[style, category]
                let font = selection.system.font(for: style, at: category, in: ramp, boldText: selection.boldText)
                var pairs: [(String, JSONValue)] = [
                    ("category", .string(category.name)),
                    ("style", .string(style.name)),
                    ("size", .number(entry.size)),
                    ("leading", .number(entry.leading)),
                    ("weight", .string(font.descriptor.weight.name)),
                ]
                if selection.fontMetrics, let fonts = selection.fonts {
                    let metrics = try fonts.metrics(for: font.descriptor)
                    pairs += [
                        ("family", .string(font.descriptor.family)),
                        ("tracking", .number(rounded(font.descriptor.tracking))),
                        ("file", .string(selection.files.shown(metrics.file))),
                        ("ascender", .number(rounded(metrics.ascender))),
                        ("descender", .number(rounded(metrics.descender))),
                        ("lineGap", .number(rounded(metrics.lineGap))),
                        ("lineHeight", .number(rounded(metrics.lineHeight))),
                    ]
                }
                items.append(.object(ordered: pairs))
            }
        }
        return .array(items)
    }

    /// Rows are styles, columns are categories, cells are `size/leading`.
    static func table(_ ramp: TypeRamp, _ selection: Selection) -> String {
        let categories = selection.categories.categories
        var rows: [[String]] = [["style", "weight"] + categories.map(\.shortName)]
        for style in TextStyle.allCases {
            let weights = categories.map {
                selection.system.font(for: style, at: $0, in: ramp, boldText: selection.boldText).descriptor.weight.name
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

    /// One row per category × style with the resolved font: family, tracking, the font's line
    /// height and its file.
    static func metricsTable(_ ramp: TypeRamp, _ selection: Selection) throws(TextError) -> String {
        var rows: [[String]] = [["category", "style", "size", "leading", "weight", "family", "tracking", "lineHeight", "file"]]
        for category in selection.categories.categories {
            for style in TextStyle.allCases {
                let entry = ramp[style, category]
                let font = selection.system.font(for: style, at: category, in: ramp, boldText: selection.boldText)
                var lineHeight = ""
                var file = ""
                if let fonts = selection.fonts {
                    let metrics = try fonts.metrics(for: font.descriptor)
                    lineHeight = number(rounded(metrics.lineHeight))
                    file = selection.files.shown(metrics.file)
                }
                rows.append([
                    category.name, style.name, number(entry.size), number(entry.leading),
                    font.descriptor.weight.name, font.descriptor.family, number(rounded(font.descriptor.tracking)),
                    lineHeight, file,
                ])
            }
        }
        return header(ramp, "points") + layOut(rows, rightAligned: 2, except: [4, 5, 8])
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
