import Foundation
import TypeFitJSON
import TypeFitText

/// `typefit measure`: lays out one string (given by flags) or many (`--jsonl`: one JSON
/// request per standard input line, one JSON result per standard output line) and prints
/// the lines, size and truncation the text engine computes.
///
/// A result is `{lines: [{text, width}], lineCount, width, height, truncated, fontSize,
/// neededLineCount, minContentWidth, maxContentWidth, firstBaseline, lastBaseline,
/// missingCharacters}` (points, rounded to 1/10000; `id` first when the request had one).
/// In `--jsonl` mode a bad line gives `{"error": {"line", "field", "message"}}` and the stream
/// goes on; blank lines are skipped. Exit code 0, or 2 when any request failed.
public enum MeasureCommand: Command {
    public static let name = "measure"
    public static let summary = "Measure text: its lines, width and height in a font, size and box."
    public static let operands = "[TEXT]"
    public static let notes = [
        "Give TEXT with --font and --size, or with --style and --category (adding --font scales that font along",
        "the style, from --size). With --jsonl, each line of standard input is one JSON request.",
    ]

    enum Options {
        static let text = Option("--text", value: "TEXT", help: "The text (or give it as the only argument).")
        static let font = Option("--font", value: "FONT",
                                 help: "Family name (Inter, Inter Display, Noto Sans Arabic …) or font file path.")
        static let size = number("--size", value: "PT", help: "Point size (with --style: the base size scaled like UIFontMetrics).")
        static let style = Option("--style", value: "STYLE", help: "Text style (body, headline …), with --category.")
        static let category = Option("--category", short: "c", value: "CATEGORY",
                                     help: "Content size category (large, AX5 …), with --style.")
        static let weight = Option("--weight", value: "WEIGHT", help: "regular, medium, semibold, bold … or 100…900.")
        static let width = number("--width", value: "PT", help: "Available width; absent = unlimited.")
        static let lines = Option("--lines", value: "N", help: "Most lines shown; 0 = unlimited (default).") { text throws(UsageError) in
            guard let value = Int(text) else { throw UsageError("--lines must be a whole number, got '\(text)'") }
            return value
        }
        static let lineBreak = Option(
            "--line-break", value: "MODE",
            help: "wordWrap (default), charWrap, clip, truncateHead, truncateMiddle, truncateTail.")
        static let minimumScaleFactor = number("--minimum-scale-factor", value: "F",
                                               help: "Shrink down to F × size before truncating (0…1).")
        static let lineHeight = number("--line-height", value: "PT", help: "Fixed line height; default: the font's.")
        static let tracking = number("--tracking", value: "PT", help: "Extra space after each character.")
        static let direction = Option("--direction", value: "DIR", help: "natural (default), ltr or rtl.")
        static let locale = Option("--locale", value: "LOCALE", help: "Locale for line breaking (th, ja …).")
        static let fonts = Option("--fonts", value: "DIR",
                                  help: "Fonts directory with manifest.json (default: $TYPEFIT_FONTS or the bundled Fonts/).")
        static let jsonl = Flag("--jsonl", help: "Read JSON requests from standard input, one per line; write one result per line.")

        /// The options that describe one request: with `--jsonl`, each request gives them instead.
        static let request: [any CommandOption] = [
            text, font, size, style, category, weight, width, lines, lineBreak, minimumScaleFactor, lineHeight,
            tracking, direction, locale,
        ]

        /// An option whose value is a finite number.
        private static func number(_ name: String, value: String, help: String) -> Option<Double, UsageError> {
            Option(name, value: value, help: help) { text throws(UsageError) in
                guard let number = Double(text), number.isFinite else {
                    throw UsageError("\(name) must be a number, got '\(text)'")
                }
                return number
            }
        }
    }

    public static let options: [any CommandOption] = Options.request + [Options.fonts, Options.jsonl]

    public static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let library: FontLibrary
        do {
            if let directory = arguments.value(Options.fonts) {
                library = try FontLibrary(directory: io.absolutePath(directory))
            } else {
                library = try FontLibrary.locateBundled(environment: io.environment, currentDirectory: io.currentDirectory)
            }
        } catch {
            io.printError("typefit measure: \(error.description)")
            return ExitCode.inputError
        }
        let engine = TextEngine(fonts: library)
        if arguments[Options.jsonl] {
            if let given = Options.request.first(where: arguments.isGiven)?.spec.name ?? arguments.positionals.first {
                return usageError("'\(given)' cannot be combined with --jsonl; put it in each request", io: io)
            }
            return runLines(engine: engine, io: io)
        }
        let request: MeasureRequest
        do {
            request = try fromFlags(arguments)
        } catch {
            return usageError(error.message, io: io)
        }
        switch measure(request, engine: engine, baseDirectory: io.currentDirectory) {
        case .success(let result):
            io.print(JSONWriter().string(result))
            return ExitCode.success
        case .failure(let problem):
            io.printError("typefit measure: \(problem.description)")
            return ExitCode.inputError
        }
    }

    /// Measures every line of standard input; a bad line gives an error object and the stream goes on.
    static func runLines(engine: TextEngine, io: CommandIO) -> Int32 {
        let writer = JSONWriter(indent: nil)
        var failed = false
        var lineNumber = 0
        // Once standard output cannot be written, no result can reach anyone: the stream stops.
        while io.writeFailure == nil, let input = io.readInputLine() {
            lineNumber += 1
            let line: String
            switch input {
            case .line(let text):
                line = text
            case .tooLong(let limit):
                failed = true
                io.print(writer.string(errorObject(id: nil, line: lineNumber, field: nil,
                                                   message: "the line is longer than \(limit) bytes (the limit)")))
                continue
            case .unreadable(let reason):
                io.printError("typefit measure: cannot read standard input: \(reason)")
                return ExitCode.inputError
            }
            if line.allSatisfy(\.isWhitespace) { continue }
            let request: MeasureRequest
            do {
                request = try MeasureRequest.decode(try JSONReader().parse(line))
            } catch let error as JSONSyntaxError {
                failed = true
                io.print(writer.string(errorObject(id: nil, line: lineNumber, field: nil, message: error.description)))
                continue
            } catch let problem as MeasureRequest.Problem {
                failed = true
                io.print(writer.string(errorObject(id: nil, line: lineNumber, field: problem.field, message: problem.message)))
                continue
            } catch {
                failed = true
                io.print(writer.string(errorObject(id: nil, line: lineNumber, field: nil, message: "\(error)")))
                continue
            }
            switch measure(request, engine: engine, baseDirectory: io.currentDirectory) {
            case .success(let result):
                io.print(writer.string(result))
            case .failure(let problem):
                failed = true
                io.print(writer.string(errorObject(id: request.id, line: lineNumber, field: problem.field,
                                                   message: problem.message)))
            }
        }
        return failed ? ExitCode.inputError : ExitCode.success
    }

    /// Lays one request out and turns the layout into the result object.
    static func measure(_ request: MeasureRequest, engine: TextEngine,
                        baseDirectory: String) -> Result<JSONValue, MeasureRequest.Problem> {
        do {
            let textRequest = try request.textRequest(baseDirectory: baseDirectory)
            let layout = try engine.layout(textRequest)
            // At the size the text was laid out at, after any shrinking.
            var shrunk = textRequest
            shrunk.pointSize = layout.fontSize
            return .success(resultObject(layout, minContentWidth: try engine.minContentWidth(shrunk), id: request.id))
        } catch let problem as MeasureRequest.Problem {
            return .failure(problem)
        } catch let error as TextError {
            return .failure(MeasureRequest.Problem(field: field(of: error), message: error.description))
        } catch {
            return .failure(MeasureRequest.Problem(field: "", message: "\(error)"))
        }
    }

    /// The result object, keys in the documented order.
    static func resultObject(_ layout: TextLayout, minContentWidth: Double, id: JSONValue?) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let id { pairs.append(("id", id)) }
        let lines = layout.lines.map { line in
            JSONValue.object(ordered: [("text", .string(line.text)), ("width", .number(rounded(line.width)))])
        }
        pairs += [
            ("lines", .array(lines)),
            ("lineCount", .number(Double(layout.lineCount))),
            ("width", .number(rounded(layout.width))),
            ("height", .number(rounded(layout.height))),
            ("truncated", .bool(layout.truncated)),
            ("fontSize", .number(rounded(layout.fontSize))),
            ("neededLineCount", .number(Double(layout.neededLineCount))),
            ("minContentWidth", .number(rounded(minContentWidth))),
            ("maxContentWidth", .number(rounded(layout.maxContentWidth))),
            ("firstBaseline", .number(rounded(layout.firstBaseline))),
            ("lastBaseline", .number(rounded(layout.lastBaseline))),
            ("missingCharacters", .array(layout.missingCharacters.map { .string(CodePointLabel.of($0)) })),
        ]
        return .object(ordered: pairs)
    }

    static func errorObject(id: JSONValue?, line: Int, field: String?, message: String) -> JSONValue {
        var details: [(String, JSONValue)] = [("line", .number(Double(line)))]
        if let field, !field.isEmpty { details.append(("field", .string(field))) }
        details.append(("message", .string(message)))
        var pairs: [(String, JSONValue)] = []
        if let id { pairs.append(("id", id)) }
        pairs.append(("error", .object(ordered: details)))
        return .object(ordered: pairs)
    }

    /// The request built from the flags.
    static func fromFlags(_ arguments: ParsedArguments) throws(UsageError) -> MeasureRequest {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("unexpected argument '\(arguments.positionals[1])'; quote the text")
        }
        if arguments.positionals.count == 1 && arguments.isGiven(Options.text) {
            throw UsageError("give the text either as an argument or with --text, not both")
        }
        var request = MeasureRequest()
        request.text = arguments.value(Options.text) ?? arguments.positionals.first
        guard request.text != nil else { throw UsageError("no text: give it as an argument or with --text (or use --jsonl)") }
        request.font = arguments.value(Options.font)
        request.size = try arguments.value(Options.size)
        request.style = arguments.value(Options.style)
        request.category = arguments.value(Options.category)
        request.weight = arguments.value(Options.weight)
        request.width = try arguments.value(Options.width)
        request.lines = try arguments.value(Options.lines)
        request.lineBreak = arguments.value(Options.lineBreak)
        request.minimumScaleFactor = try arguments.value(Options.minimumScaleFactor)
        request.lineHeight = try arguments.value(Options.lineHeight)
        request.tracking = try arguments.value(Options.tracking)
        request.direction = arguments.value(Options.direction)
        request.locale = arguments.value(Options.locale)
        return request
    }

    /// The request field a text engine error is about, when it is about one.
    private static func field(of error: TextError) -> String {
        switch error {
        case .invalidRequest(let field, _): field
        case .fontNotFound, .fontUnreadable, .fontTooLarge, .fontInvalid, .unknownFamily: "font"
        default: ""
        }
    }

    /// Points rounded to 1/10000, so float noise does not show.
    private static func rounded(_ value: Double) -> Double {
        let result = (value * 10_000).rounded() / 10_000
        return result == 0 ? 0 : result
    }

    private static func usageError(_ message: String, io: CommandIO) -> Int32 {
        io.printError("typefit measure: \(message)\nRun 'typefit measure --help' for usage.")
        return ExitCode.inputError
    }
}
