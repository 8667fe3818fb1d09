import Foundation
import TypeFitFigma
import TypeFitJSON
import TypeFitReports

/// `typefit import figma FILE --output DIR`: writes a spec per screen of a saved Figma response.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "Write TypeFit specs from a saved Figma file or nodes response, one per screen."
    static let operands = "figma FILE"
    static let notes = [
        "FILE is the JSON of Figma's GET /v1/files/:key or /v1/files/:key/nodes (docs/figma.md).",
        "Screens are the top-level frames of each page, or the nodes the response was asked for.",
        "Each spec is written as DIR/NAME-NODEID.json; what was not imported as drawn is printed",
        "and kept in the spec's description. Exit code 2 for a usage error or a malformed file.",
    ]

    enum Options {
        static let output = Option("--output", short: "o", value: "DIR",
                                   requirement: "the directory to write the specs into",
                                   help: "Directory to write the specs into (made if missing).")
        static let node = Option("--node", value: "ID", repeated: true,
                                 help: "Import this node (1:2 or 1-2) as a screen instead; may be repeated.")
        static let fileKey = Option("--file-key", value: "KEY",
                                    help: "The file's key (from its URL), to link each screen to its node.")
    }

    static let options: [any CommandOption] = [Options.output, Options.node, Options.fileKey]

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        func fail(_ message: String) -> Int32 {
            io.printError("typefit import: " + TerminalText.escaped(message))
            return ExitCode.inputError
        }
        guard arguments.positionals.count == 2, arguments.positionals[0] == "figma" else {
            return fail("expected 'figma FILE'\nRun 'typefit import --help' for usage.")
        }
        let path = arguments.positionals[1]
        let output: String
        do {
            output = try arguments.required(Options.output)
        } catch {
            return fail(error.message)
        }
        let specs: [FigmaScreenSpec]
        do {
            let document = try FigmaDocument(fileAt: io.absolutePath(path), shown: path,
                                             fileKey: arguments.value(Options.fileKey), nodeIDs: arguments.values(Options.node))
            specs = try FigmaImporter().specs(document)
        } catch {
            io.printError(TerminalText.escaped(error.description))
            return ExitCode.inputError
        }
        let directory = io.absolutePath(output)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return fail("cannot make \(output): \(error.localizedDescription)")
        }
        for spec in specs {
            let file = (output as NSString).appendingPathComponent(spec.fileName)
            do {
                try OutputFile.write(to: io.absolutePath(file), shown: file, io: io) { write in
                    write(Array((JSONWriter().string(spec.spec) + "\n").utf8))
                }
            } catch {
                return fail(error.description)
            }
            io.print(TerminalText.escaped("\(file): \(spec.name) (\(spec.nodeID))"))
            for note in spec.notes {
                io.print(TerminalText.escaped("  not imported as drawn: \(note)"))
            }
        }
        return ExitCode.success
    }
}
