import Foundation
import Testing
@testable import TypeFitCLI
import TypeFitJSON

/// `typefit layout`, run in process with captured output, and frame-tree snapshots.
@Suite struct LayoutCommandTests {
    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        TestSupport.runCommand(arguments)
    }

    private let signIn = "Tests/TypeFitTests/Fixtures/spec/valid/signin.json"

    @Test func printsTheFrameTree() {
        let result = run(["layout", signIn, "--category", "AX5", "--device", "iphone se"])
        #expect(result.code == 0)
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n")
        #expect(lines.first == "Sign in · iPhone SE (375×667 @2x) · accessibility5 · leftToRight")
        #expect(lines.contains { $0.hasPrefix("  button submit ") && $0.contains("[pinned, interactive, opaque]") })
        #expect(lines.contains { $0.contains("TRUNCATED") })
    }

    @Test func printsJSON() throws {
        let result = run(["layout", signIn, "--category", "large", "--format", "json"])
        #expect(result.code == 0)
        let document = try JSONReader().parse(bytes: Array(result.out.utf8))
        #expect(document["category"]?.stringValue == "large")
        #expect(document["device"]?["name"]?.stringValue == "iPhone SE")
        #expect(document["root"]?["children"]?.arrayValue?.count == 4)
    }

    @Test func specErrorsExitWithTwo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typefit-layout-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.json")
        try Data(#"{ "typefit": 1, "root": { "type": "stack", "spaicng": 8, "children": [] } }"#.utf8).write(to: bad)
        let result = run(["layout", bad.path, "--category", "large"])
        #expect(result.code == 2)
        #expect(result.out == "")
        #expect(result.err.contains("bad.json:1:"))
        #expect(result.err.contains("spacing"))
    }

    @Test func badArgumentsExitWithTwo() {
        #expect(run(["layout", signIn, "--category", "huge"]).code == 2)
        #expect(run(["layout", signIn, "--category", "accesibility1"]).err.contains("did you mean 'accessibility1'"))
        #expect(run(["layout", signIn, "--device", "Nokia"]).code == 2)
        #expect(run(["layout", signIn, "--format", "xml"]).code == 2)
        #expect(run(["layout"]).code == 2)
        #expect(run(["layout", "no-such-file.json"]).code == 2)
        #expect(run(["layout", "--help"]).out.contains("--category"))
    }

    /// The frame trees of the sign-in spec compared with the golden files
    /// `Fixtures/layout/signin-CATEGORY.txt` (see ``Golden``).
    @Test(arguments: ["xSmall", "large", "accessibility5"])
    func frameTreeSnapshot(category: String) throws {
        let result = run(["layout", signIn, "--category", category, "--device", "iPhone 15"])
        #expect(result.code == 0)
        try Golden.assertMatches(result.out, fixture: "layout/signin-\(category).txt")
    }
}
