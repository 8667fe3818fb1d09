import Foundation
import Testing

/// The GitHub Action (`action.yml`): its metadata checked by `Tests/Tools/check-action.py`
/// (a JSON Schema of composite actions written from GitHub's metadata syntax reference, and the
/// inputs and step outputs its expressions name), and its build and check steps run in a
/// temporary workspace by the same script, as GitHub runs a bash step, with the built `typefit`.
///
/// Not run here: the apt and Homebrew steps, `scripts/install` inside the action (the install
/// tests run it), and the SARIF upload, which needs GitHub.
@Suite struct CLIActionTests {
    static let python = "/usr/bin/python3"

    /// True when /usr/bin/python3 can import jsonschema and yaml.
    static let hasTools: Bool = {
        (try? TestSupport.run(python, ["-c", "import jsonschema, yaml"]).status) == 0
    }()

    static let script = TestSupport.path("Tests/Tools/check-action.py")
    static let action = TestSupport.path("action.yml")

    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory("typefit-action")
    }

    /// Runs check-action.py in `directory` with its output and exit code.
    func checkAction(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [Self.script] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let log = scratch.file("log-" + UUID().uuidString)
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOfFile: log, encoding: .utf8))
    }

    /// A workspace holding Layouts/ with the given specs copied from this repository's.
    func workspace(_ name: String, specs: [String]) throws -> String {
        let root = scratch.file(name)
        try FileManager.default.createDirectory(atPath: root + "/Layouts", withIntermediateDirectories: true)
        for spec in specs {
            try FileManager.default.copyItem(atPath: TestSupport.path("Layouts/" + spec), toPath: root + "/Layouts/" + spec)
        }
        return root
    }

    @Test(.enabled(if: hasTools, "skipped: /usr/bin/python3 lacks jsonschema or yaml (apt install python3-jsonschema python3-yaml)"))
    func theActionsMetadataIsValid() throws {
        let result = try checkAction([Self.action], in: scratch.path)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(.enabled(if: hasTools, "skipped: /usr/bin/python3 lacks jsonschema or yaml (apt install python3-jsonschema python3-yaml)"))
    func brokenMetadataIsReported() throws {
        let original = try String(contentsOfFile: Self.action, encoding: .utf8)
        let cases: [(from: String, to: String, message: String)] = [
            ("      shell: bash\n      run: brew", "      run: brew", "is not valid under any of the given schemas"),
            ("  using: composite", "  using: node20", "'composite' was expected"),
            ("${{ inputs.sarif-file }}", "${{ inputs.sarif-path }}", "inputs.sarif-path is not a declared input"),
            ("${{ steps.build.outputs.typefit }}", "${{ steps.setup.outputs.typefit }}", "steps.setup is not the id of an earlier step"),
        ]
        for (index, change) in cases.enumerated() {
            #expect(original.contains(change.from), "\(change.from)")
            let broken = scratch.file("broken-\(index).yml")
            try original.replacingOccurrences(of: change.from, with: change.to).write(toFile: broken, atomically: true, encoding: .utf8)
            let result = try checkAction([broken], in: scratch.path)
            #expect(result.status == 1, "\(change.to): \(result.output)")
            #expect(result.output.contains(change.message), "\(change.to): \(result.output)")
        }
    }

    @Test(.enabled(if: hasTools, "skipped: /usr/bin/python3 lacks jsonschema or yaml (apt install python3-jsonschema python3-yaml)"))
    func theCheckStepAnnotatesWritesSARIFAndFailsOnABrokenScreen() throws {
        let typefit = ReliabilityRun.executable
        try #require(FileManager.default.isExecutableFile(atPath: typefit), "build the typefit executable first (swift build)")
        let root = try workspace("broken", specs: ["signin.fixed.json", "signin.broken.json"])
        let outputs = root + "/github-output"

        // The build step with an installed typefit given passes it on.
        let build = try checkAction([Self.action, "--run", "build", "--input", "typefit=" + typefit,
                                     "--github-output", outputs], in: root)
        #expect(build.status == 0, "\(build.output)")
        #expect(try String(contentsOfFile: outputs, encoding: .utf8) == "typefit=\(typefit)\n")
        try FileManager.default.removeItem(atPath: outputs)

        let check = try checkAction([Self.action, "--run", "check", "--input", "sarif=true",
                                     "--step-output", "build.typefit=" + typefit, "--github-output", outputs], in: root)
        #expect(check.status == 1, "\(check.output)")
        #expect(check.output.contains("::error file=Layouts/signin.broken.json,line="), "\(check.output)")
        #expect(check.output.contains("typefit: 2 screens checked, 1 failing"), "\(check.output)")
        #expect(try String(contentsOfFile: outputs, encoding: .utf8) == "exit-code=1\n")
        let sarif = try String(contentsOfFile: root + "/typefit.sarif", encoding: .utf8)
        #expect(sarif.contains("\"version\": \"2.1.0\""))
        #expect(sarif.contains("signin.broken.json"))
    }

    @Test(.enabled(if: hasTools, "skipped: /usr/bin/python3 lacks jsonschema or yaml (apt install python3-jsonschema python3-yaml)"))
    func theCheckStepPassesWithTheGivenPathsAndArguments() throws {
        let typefit = ReliabilityRun.executable
        try #require(FileManager.default.isExecutableFile(atPath: typefit), "build the typefit executable first (swift build)")
        let root = try workspace("fixed", specs: ["signin.fixed.json", "signin.broken.json"])
        try FileManager.default.createDirectory(atPath: root + "/app", withIntermediateDirectories: true)
        let outputs = root + "/github-output"
        // Only the fixed spec, from a working directory below the workspace, at two categories.
        let check = try checkAction([Self.action, "--run", "check",
                                     "--input", "working-directory=app",
                                     "--input", "paths=../Layouts/signin.fixed.json",
                                     "--input", "arguments=--categories large,accessibility5",
                                     "--step-output", "build.typefit=" + typefit, "--github-output", outputs], in: root)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("typefit: 1 screen checked"), "\(check.output)")
        #expect(!FileManager.default.fileExists(atPath: root + "/app/typefit.sarif"))
        #expect(try String(contentsOfFile: outputs, encoding: .utf8) == "exit-code=0\n")
        // A spec path that is not there is typefit's input error, exit 2, passed on.
        let missing = try checkAction([Self.action, "--run", "check", "--input", "paths=Nowhere",
                                       "--step-output", "build.typefit=" + typefit, "--github-output", outputs], in: root)
        #expect(missing.status == 2, "\(missing.output)")
    }
}
