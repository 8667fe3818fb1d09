import Foundation
import Testing

/// Paths from the repository root: SARIF locations, GitHub annotations and baseline keys are the
/// same whatever the working directory and however the specs' paths are typed. Runs the built
/// executable in a scratch tree made to look like a git work tree (a `.git` directory).
@Suite struct ReportsRootTests {
    let scratch: ScratchDirectory
    /// The work tree: `.git/`, `Layouts/alert.broken.json`, `Layouts/more/profile.broken.json`.
    var repository: String { scratch.file("repo") }

    init() throws {
        scratch = try ScratchDirectory("typefit-root")
        let manager = FileManager.default
        try manager.createDirectory(atPath: scratch.file("repo/.git"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: scratch.file("repo/Layouts/more"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: scratch.file("out"), withIntermediateDirectories: true)
        try manager.copyItem(atPath: TestSupport.path("Layouts/alert.broken.json"), toPath: scratch.file("repo/Layouts/alert.broken.json"))
        try manager.copyItem(atPath: TestSupport.path("Layouts/profile.broken.json"),
                             toPath: scratch.file("repo/Layouts/more/profile.broken.json"))
    }

    /// One way of running the same check: a working directory and how the specs are typed.
    struct Way: CustomStringConvertible {
        var directory: String
        var paths: [String]
        var description: String { "in \(directory): \(paths.joined(separator: " "))" }
    }

    /// The same two specs typed from the root, from a subfolder, as absolute paths, through `..`
    /// and `./`, and from outside the work tree.
    var ways: [Way] {
        [
            Way(directory: repository, paths: ["Layouts"]),
            Way(directory: repository + "/Layouts", paths: ["alert.broken.json", "more"]),
            Way(directory: repository + "/Layouts/more", paths: ["../alert.broken.json", "./profile.broken.json"]),
            Way(directory: "/", paths: [repository + "/Layouts/alert.broken.json", repository + "/Layouts/./more/../more/"]),
            Way(directory: scratch.path, paths: ["repo/Layouts"]),
        ]
    }

    func run(_ way: Way, _ arguments: [String]) throws -> ReliabilityRun.Result {
        try ReliabilityRun.typefit(["check"] + way.paths + arguments, in: way.directory)
    }

    @Test func sarifGitHubAndBaselinesAreTheSameFromAnyDirectory() throws {
        var sarif: [String] = []
        var github: [String] = []
        var baselines: [String] = []
        for (index, way) in ways.enumerated() {
            let sarifFile = scratch.file("out/\(index).sarif")
            let written = try run(way, ["--format", "sarif", "--output", sarifFile])
            #expect(written.code == 1, "\(way): \(written.err)")
            sarif.append(try String(contentsOfFile: sarifFile, encoding: .utf8))
            let annotations = try run(way, ["--format", "github"])
            #expect(annotations.code == 1, "\(way): \(annotations.err)")
            github.append(annotations.out)
            let baselineFile = scratch.file("out/\(index).baseline.json")
            let update = try run(way, ["--baseline", baselineFile, "--update-baseline", "--format", "json"])
            #expect(update.code == 0, "\(way): \(update.err)")
            baselines.append(try String(contentsOfFile: baselineFile, encoding: .utf8))
        }
        for index in ways.indices.dropFirst() {
            #expect(sarif[index] == sarif[0], "SARIF \(ways[index])")
            #expect(github[index] == github[0], "GitHub \(ways[index])")
            #expect(baselines[index] == baselines[0], "baseline \(ways[index])")
        }
        #expect(sarif[0].contains(#""uri" : "Layouts/more/profile.broken.json""#)
                || sarif[0].contains(#""uri": "Layouts/more/profile.broken.json""#))
        #expect(!sarif[0].contains("file://"))
        #expect(!sarif[0].contains(scratch.path))
        #expect(sarif[0].contains("Layouts/alert.broken.json|"), "fingerprints name the spec from the root")
        #expect(github[0].contains("::error file=Layouts/alert.broken.json,"))
        #expect(github[0].contains("file=Layouts/more/profile.broken.json,"))
        #expect(baselines[0].contains(#"{"spec":"Layouts/more/profile.broken.json","#))
        // A baseline written one way suppresses every finding when the check runs another way.
        for way in ways {
            let known = try run(way, ["--baseline", scratch.file("out/0.baseline.json")])
            #expect(known.code == 0, "\(way): \(known.out)")
            #expect(!known.err.contains("warning"), "\(way): \(known.err)")
        }
    }

    @Test func textAndJSONKeepThePathsAsTyped() throws {
        let way = ways[1]
        let text = try run(way, [])
        #expect(text.out.contains("alert.broken.json:12:7"))
        #expect(!text.out.contains("Layouts/alert.broken.json"))
        let json = try run(way, ["--format", "json"])
        #expect(json.out.contains(#""spec": "more/profile.broken.json""#) || json.out.contains(#""spec":"more/profile.broken.json""#))
    }

    @Test func rootOverridesTheWorkTreeAndSpecsOutsideItKeepTheirPath() throws {
        let layouts = Way(directory: repository, paths: ["Layouts"])
        let rooted = try run(layouts, ["--format", "github", "--root", "Layouts/more"])
        #expect(rooted.out.contains("file=profile.broken.json,"), "\(rooted.out)")
        #expect(rooted.out.contains("file=Layouts/alert.broken.json,"), "outside the root: as typed")
        let missing = try run(layouts, ["--root", "nowhere"])
        #expect(missing.code == 2)
        #expect(missing.err.contains("--root: nowhere: no such directory"))
    }

    @Test func aLinkedWorktreeIsARoot() throws {
        // In a linked worktree or a submodule `.git` is a file.
        let tree = scratch.file("worktree")
        try FileManager.default.createDirectory(atPath: tree + "/specs", withIntermediateDirectories: true)
        try "gitdir: /elsewhere/.git/worktrees/x\n".write(toFile: tree + "/.git", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: TestSupport.path("Layouts/alert.broken.json"), toPath: tree + "/specs/alert.json")
        let result = try ReliabilityRun.typefit(["check", "alert.json", "--format", "github"], in: tree + "/specs")
        #expect(result.out.contains("::error file=specs/alert.json,"), "\(result.out)")
    }

    @Test func staleEntriesAreReportedAndDroppedButOtherSpecsKeepTheirs() throws {
        let way = ways[0]
        let file = scratch.file("out/stale.json")
        #expect(try run(way, ["--baseline", file, "--update-baseline"]).code == 0)
        let recorded = try String(contentsOfFile: file, encoding: .utf8)
        let gone = #"{"spec":"Layouts/alert.broken.json","device":"iPhone SE","category":"large","kind":"clipped","element":"gone"}"#
        let unchecked = #"{"spec":"Layouts/unchecked.json","device":"iPhone SE","category":"large","kind":"clipped","element":"x"}"#
        let edited = recorded.replacingOccurrences(of: "  \"findings\": [\n", with: "  \"findings\": [\n    \(gone),\n    \(unchecked),\n")
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        let stale = try run(way, ["--baseline", file])
        #expect(stale.code == 0, "\(stale.out)")
        #expect(stale.err.contains("warning: 1 entry of the baseline \(file) matches no finding any more (--update-baseline drops them): "
                                   + "Layouts/alert.broken.json, iPhone SE, large: clipped gone"), "\(stale.err)")
        // The text report wraps at 100 columns.
        let summary = stale.out.replacingOccurrences(of: "\n  ", with: " ")
        #expect(summary.contains("; 1 stale baseline entry (no such finding any more)\n"), "\(stale.out)")
        #expect(summary.contains("Stale baseline entries (typefit check --update-baseline drops them): "
                                   + "Layouts/alert.broken.json, iPhone SE, large: clipped gone"))
        let json = try run(way, ["--baseline", file, "--format", "json"])
        #expect(json.out.contains(#""staleBaselineEntries" : 1"#) || json.out.contains(#""staleBaselineEntries": 1"#), "\(json.out)")
        let update = try run(way, ["--baseline", file, "--update-baseline"])
        #expect(update.err.contains("matches no finding any more and is dropped: "))
        let updated = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!updated.contains(gone))
        #expect(updated.contains(unchecked), "an entry of a spec not checked is kept")
        #expect(try run(way, ["--baseline", file]).err.isEmpty)
    }

    @Test func aBaselineThatMatchesNothingWarnsLoudly() throws {
        // Written from Layouts/ by hand: its specs are not named from the root.
        let root = ways[0]
        let file = scratch.file("out/other-root.json")
        #expect(try run(root, ["--baseline", file, "--update-baseline"]).code == 0)
        let moved = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"spec\":\"Layouts/", with: "\"spec\":\"")
        try moved.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try run(root, ["--baseline", file])
        #expect(result.code == 1)
        #expect(result.err.contains("of the baseline \(file) matches a finding of this run."), "\(result.err)")
        #expect(result.err.contains(#"The baseline names specs like "alert.broken.json"; this run names them like "Layouts/alert.broken.json"."#))
        #expect(!result.err.contains("stale"), "entries about specs the run did not check are not stale")
    }
}
