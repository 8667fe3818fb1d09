import Foundation
import Testing
import TypeFitDynamicType
import TypeFitJSON
import TypeFitLayout

/// Broken specs: each file in Fixtures/spec/invalid gives the message in its `.expected` sidecar,
/// a golden file (see ``Golden``: `TYPEFIT_RECORD=1` writes the sidecars from the decoder's
/// messages).
@Suite struct SpecErrorTests {
    let decoder: SpecDecoder

    init() throws {
        decoder = SpecDecoder(options: SpecDecoder.Options(ramp: try TypeRamp.standard()))
    }

    /// The message for the spec at `path`, with the repository root taken off the file name,
    /// as `typefit` prints it when run from the root; nil when the spec decodes.
    private func message(forSpecAt path: String) -> String? {
        do {
            _ = try decoder.decode(fileAt: path)
            return nil
        } catch {
            return error.description.replacingOccurrences(of: TestSupport.repositoryRoot.path + "/", with: "")
        }
    }

    private static func corpus() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: specFixture("invalid"))
            .filter { $0.hasSuffix(".json") }
            .sorted()
    }

    @Test func corpusHasAtLeastThirtyBrokenSpecs() throws {
        #expect(try Self.corpus().count >= 30)
    }

    @Test(arguments: try corpus())
    func brokenSpecGivesItsMessage(_ name: String) throws {
        let actual = try #require(message(forSpecAt: specFixture("invalid/" + name)), "\(name) decoded without an error")
        #expect(actual.hasPrefix("Tests/TypeFitTests/Fixtures/spec/invalid/\(name)"))
        try Golden.assertMatches(actual + "\n", fixture: "spec/invalid/" + name.dropLast(".json".count) + ".expected")
    }

    @Test func theBriefsExampleMessage() throws {
        let actual = try #require(message(forSpecAt: specFixture("invalid/14-lines-negative.json")))
        #expect(actual == "Tests/TypeFitTests/Fixtures/spec/invalid/14-lines-negative.json:13:18: $.root.children[2].lines: expected a whole number ≥ 0, found -1")
    }

    @Test func errorsCarryTheirFacts() throws {
        do {
            _ = try decoder.decode(bytes: Array(#"{"typefit": 1, "root": {"type": "stack", "axis": "vertical", "spaicng": 8}}"#.utf8),
                                   path: "Layouts/x.json")
            Issue.record("decoded a misspelt key")
        } catch {
            #expect(error.kind == .invalid)
            #expect(error.file == "Layouts/x.json")
            #expect(error.line == 1 && error.column == 62)
            #expect(error.path?.description == "$.root.spaicng")
            #expect(error.suggestion == "spacing")
            #expect(error.problem == #"unknown key "spaicng" in a stack; did you mean "spacing"?"#)
        }
    }

    // MARK: Files

    @Test func missingFileAndDirectory() {
        #expect(message(forSpecAt: "/nonexistent/spec.json") == "/nonexistent/spec.json: no such file")
        #expect(message(forSpecAt: specFixture("invalid")) == "Tests/TypeFitTests/Fixtures/spec/invalid: is a directory, not a spec file")
    }

    @Test func fileSizeLimit() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: SpecLimits.maxFileBytes + 1)
        do {
            _ = try decoder.decode(bytes: bytes, path: "big.json")
            Issue.record("decoded a file over the limit")
        } catch {
            #expect(error.kind == .limit)
            #expect(error.description == "big.json: the file is 4194305 bytes; a spec may have at most 4194304 (4 MiB)")
        }
    }

    /// A spec path that is not a regular file is refused rather than read; a symbolic link to a
    /// spec is followed.
    @Test func aSpecThatIsNotARegularFileIsRefused() throws {
        let folder = try ReliabilityHostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/spec.json", 0o644) == 0)
        for path in [folder + "/spec.json", "/dev/zero"] {
            #expect(throws: SpecError(kind: .unreadable, file: path, problem: "not a regular file (a pipe, socket or device)")) {
                try decoder.decode(fileAt: path)
            }
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json",
                                                   withDestinationPath: TestSupport.path("Layouts/alert.fixed.json"))
        #expect(try decoder.decode(fileAt: folder + "/link.json").name == "Alert, fixed")
    }

    @Test func limitsArePublic() {
        #expect(SpecLimits.maxElements == 10_000)
        #expect(SpecLimits.maxDepth == 64)
        #expect(SpecLimits.maxTextLength == 10_000)
        #expect(SpecLimits.maxFileBytes == 4 * 1024 * 1024)
    }

    @Test func limitsAreInclusive() throws {
        var deep: String = #"{"type": "label", "text": "deep"}"#
        for _ in 1..<SpecLimits.maxDepth {
            deep = #"{"type": "box", "children": [\#(deep)]}"#
        }
        _ = try decoder.decode(bytes: Array(#"{"typefit": 1, "root": \#(deep)}"#.utf8), path: nil)
        let text = String(repeating: "a", count: SpecLimits.maxTextLength)
        _ = try decoder.decode(bytes: Array(#"{"typefit": 1, "root": {"type": "label", "text": "\#(text)"}}"#.utf8), path: nil)
        let grid = #"{"typefit": 1, "root": {"type": "grid", "columns": 3, "repeat": {"count": 9999, "item": {"type": "spacer"}}}}"#
        _ = try decoder.decode(bytes: Array(grid.utf8), path: nil)
    }

    @Test func fitsAlternativesMayShareIdsButNotWithTheRest() throws {
        let shared = #"""
        {"typefit": 1, "root": {"type": "stack", "axis": "vertical", "children": [
          {"type": "fits", "alternatives": [{"type": "button", "id": "ok", "title": "OK"}, {"type": "button", "id": "ok", "title": "OK"}]},
          {"type": "label", "id": "after", "text": "After"}]}}
        """#
        _ = try decoder.decode(bytes: Array(shared.utf8), path: "fits.json")
        let clash = #"""
        {"typefit": 1, "root": {"type": "stack", "axis": "vertical", "children": [
          {"type": "fits", "alternatives": [{"type": "button", "id": "ok", "title": "OK"}, {"type": "box"}]},
          {"type": "label", "id": "ok", "text": "Again"}]}}
        """#
        #expect(throws: SpecError.self) { try decoder.decode(bytes: Array(clash.utf8), path: "fits.json") }
        do {
            _ = try decoder.decode(bytes: Array(clash.utf8), path: "fits.json")
        } catch {
            #expect(error.description == #"fits.json:3:27: $.root.children[1].id: duplicate id "ok" (first used at 2:62, $.root.children[0].alternatives[0].id); ids must be unique"#)
        }
    }

    @Test func hugeWordsAreRejectedWithoutComparingThem() {
        let long = String(repeating: "x", count: 200_000)
        let specs = [
            #"{"typefit": 1, "root": {"type": "label", "text": "Hi", "\#(long)": 1}}"#,
            #"{"typefit": 1, "categories": "\#(long)", "root": {"type": "label", "text": "Hi"}}"#,
            #"{"typefit": 1, "root": {"type": "label", "text": "Hi", "style": "\#(long)"}}"#,
            #"{"typefit": 1, "device": "\#(long)", "root": {"type": "label", "text": "Hi"}}"#,
        ]
        for spec in specs {
            do {
                _ = try decoder.decode(bytes: Array(spec.utf8), path: "long.json")
                Issue.record("decoded a spec with a huge word")
            } catch {
                #expect(error.description.count < 1_000)
                #expect(error.suggestion == nil)
            }
        }
    }

    // MARK: Robustness

    /// Every prefix of a valid spec, and every single-byte change to it, gives a value or an error.
    @Test func truncatedAndMutatedSpecsNeverCrash() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: specFixture("valid/signin.json"))))
        var errors = 0
        for length in stride(from: 0, to: bytes.count, by: 7) {
            do { _ = try decoder.decode(bytes: Array(bytes[..<length]), path: "cut.json") } catch { errors += 1 }
        }
        #expect(errors > 0)
        let replacements: [UInt8] = Array("-0{}[]\",:x".utf8)
        for index in stride(from: 0, to: bytes.count, by: 5) {
            var mutated = bytes
            mutated[index] = replacements[index % replacements.count]
            do { _ = try decoder.decode(bytes: mutated, path: "mutated.json") } catch { #expect(!error.description.isEmpty) }
        }
    }
}

/// The broken-spec corpus through the command line: `typefit check` reports each file's message
/// with exit code 2, and `typefit layout` does the same on standard error.
@Suite struct SpecErrorCommandTests {
    @Test(arguments: try FileManager.default.contentsOfDirectory(atPath: specFixture("invalid"))
        .filter { $0.hasSuffix(".json") }.sorted())
    func brokenSpecExitsWithTwoAndItsMessage(_ name: String) throws {
        let relative = "Tests/TypeFitTests/Fixtures/spec/invalid/" + name
        let expectedPath = TestSupport.path(String(relative.dropLast(".json".count)) + ".expected")
        let expected = try #require(try String(contentsOfFile: expectedPath, encoding: .utf8)
            .split(separator: "\n").first.map(String.init))

        let check = TestSupport.runCommand(["check", relative])
        #expect(check.code == 2)
        #expect(check.out.contains("  error: " + expected + "\n"), "\(check.out)")

        let json = TestSupport.runCommand(["check", relative, "--format", "json"])
        #expect(json.code == 2)
        #expect(json.err.contains("typefit check: " + expected), "\(json.err)")

        let layout = TestSupport.runCommand(["layout", relative, "--category", "large"])
        #expect(layout.code == 2)
        #expect(layout.out.isEmpty)
        #expect(layout.err.contains(expected), "\(layout.err)")
    }
}
