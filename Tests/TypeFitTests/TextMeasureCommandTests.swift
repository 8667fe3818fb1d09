import Foundation
import Testing
@testable import TypeFitCLI
@testable import TypeFitText

/// `typefit measure`, run in process: flags for one string, `--jsonl` for a stream.
@Suite struct TextMeasureCommandTests {
    /// Runs `typefit ARGS` with `input` lines on standard input; returns (exit code, stdout, stderr).
    func run(_ arguments: [String], input: [String] = []) -> (Int32, String, String) {
        var out = ""
        var err = ""
        var remaining = input[...]
        let io = CommandIO(environment: ["TYPEFIT_FONTS": TextTestSupport.fontsDirectory],
                           currentDirectory: TextTestSupport.repositoryRoot,
                           out: { out += $0 }, err: { err += $0 },
                           readLine: { remaining.popFirst() })
        let code = TypeFitCommandLine.run(arguments, io: io)
        return (code, out, err)
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func oneStringFromFlagsMatchesTheEngine() throws {
        let (code, out, err) = run(["measure", "Hello, world! This is TypeFit.", "--font", "Inter", "--size", "17",
                                    "--width", "120"])
        #expect(code == 0)
        #expect(err.isEmpty)
        let result = try json(out)
        let layout = try TextTestSupport.layout("Hello, world! This is TypeFit.", size: 17, width: 120)
        let lines = try #require(result["lines"] as? [[String: Any]])
        #expect(lines.map { $0["text"] as? String } == layout.lines.map(\.text))
        #expect(result["lineCount"] as? Int == layout.lineCount)
        #expect(abs(((result["width"] as? NSNumber)?.doubleValue ?? 0) - layout.width) < 1e-4)
        #expect(abs(((result["height"] as? NSNumber)?.doubleValue ?? 0) - layout.height) < 1e-4)
        #expect(result["truncated"] as? Bool == false)
        #expect(result["fontSize"] as? Int == 17)
        #expect(Array(result.keys).count == 12)
        #expect(out.hasPrefix("{\n  \"lines\": [\n"))
    }

    @Test func styleAndCategoryUseTheTypeRamp() throws {
        let (code, out, _) = run(["measure", "Continue", "--style", "body", "--category", "AX5"])
        #expect(code == 0)
        #expect(try json(out)["fontSize"] as? Int == 53)
        let scaled = run(["measure", "Continue", "--style", "body", "--category", "xSmall", "--font", "Inter Display", "--size", "34"])
        #expect(scaled.0 == 0)
        #expect(try json(scaled.1)["fontSize"] as? Int == 28)  // 34 × 14/17
    }

    @Test func truncationAndShrinkingFromFlags() throws {
        let (code, out, _) = run(["measure", "--text", "The quick brown fox jumps over the lazy dog", "--font", "Inter",
                                  "--size", "17", "--width", "120", "--lines", "1", "--line-break", "truncateTail"])
        #expect(code == 0)
        let result = try json(out)
        #expect(result["truncated"] as? Bool == true)
        #expect((result["lines"] as? [[String: Any]])?.first?["text"] as? String == "The quick br…")
        let shrunk = try json(run(["measure", "The quick brown fox", "--font", "Inter", "--size", "20", "--width", "150",
                                   "--lines", "1", "--minimum-scale-factor", "0.5"]).1)
        #expect(((shrunk["fontSize"] as? NSNumber)?.doubleValue ?? 20) < 20)
        #expect(shrunk["truncated"] as? Bool == false)
    }

    @Test func jsonlWritesOneResultPerRequestAndErrorsDoNotEndTheStream() throws {
        let input = [
            #"{"id": "a", "text": "नमस्ते दुनिया", "font": "Inter", "size": 20, "width": 80}"#,
            "not json",
            "",
            #"{"text": "x", "fnt": "Inter", "size": 12}"#,
            #"{"text": "x", "font": "Fonts/Missing.ttf", "size": 12, "id": 4}"#,
            #"{"text": "Hi 😀", "style": "headline", "category": "xxxLarge", "lineBreak": "truncateTail", "lines": 1}"#,
            #"{"text": "x", "font": "Inter", "size": -3}"#,
        ]
        let (code, out, err) = run(["measure", "--jsonl"], input: input)
        #expect(code == 2)
        #expect(err.isEmpty)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        let first = try json(lines[0])
        #expect(first["id"] as? String == "a")
        #expect((first["lines"] as? [[String: Any]])?.map { $0["text"] as? String } == ["नमस्ते", "दुनिया"])
        #expect(lines[1].hasPrefix(#"{"error":{"line":2,"message":"1:1: "#))
        #expect(lines[2] == #"{"error":{"line":4,"field":"fnt","message":"unknown field; did you mean 'font'?"}}"#)
        let missing = try json(lines[3])
        #expect(missing["id"] as? Int == 4)
        let missingError = try #require(missing["error"] as? [String: Any])
        #expect(missingError["field"] as? String == "font")
        #expect((missingError["message"] as? String)?.contains("Fonts/Missing.ttf: font file not found") == true)
        let emoji = try json(lines[4])
        #expect(emoji["missingCharacters"] as? [String] == ["U+1F600"])
        #expect(lines[5].contains(#""field":"size""#))
    }

    @Test func outputIsDeterministic() {
        let input = [#"{"text": "مرحبا بالعالم Hello", "font": "Inter", "size": 17, "width": 90}"#]
        let first = run(["measure", "--jsonl"], input: input)
        let second = run(["measure", "--jsonl"], input: input)
        #expect(first.0 == 0)
        #expect(first.1 == second.1)
    }

    @Test func usageErrors() {
        let cases: [([String], String)] = [
            (["measure", "--font", "Inter", "--size", "17"], "no text"),
            (["measure", "x", "--font", "Inter", "--size", "big"], "--size must be a number"),
            (["measure", "x", "y", "--font", "Inter", "--size", "17"], "unexpected argument 'y'"),
            (["measure", "--jsonl", "--font", "Inter"], "cannot be combined with --jsonl"),
            (["measure", "x", "--font", "Inter"], "size: is required with font"),
            (["measure", "x", "--style", "body"], "category: is required with style"),
            (["measure", "x", "--font", "Inter", "--size", "17", "--line-break", "wrap"], "lineBreak: unknown mode 'wrap'"),
        ]
        for (arguments, message) in cases {
            let (code, out, err) = run(arguments)
            #expect(code == 2, "\(arguments)")
            #expect(out.isEmpty)
            #expect(err.contains(message), "\(arguments): \(err)")
        }
    }

    @Test func helpListsTheOptions() {
        let (code, out, _) = run(["measure", "--help"])
        #expect(code == 0)
        #expect(out.contains("--jsonl"))
        #expect(out.contains("--minimum-scale-factor"))
        #expect(run(["--help"]).1.contains("measure"))
    }
}
