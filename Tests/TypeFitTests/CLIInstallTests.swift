import Foundation
import Testing

/// `scripts/install` lays out a tree that works wherever it is moved: the installed `typefit`
/// finds its fonts and ramps in `PREFIX/share/typefit` and reports exactly what the build tree's
/// binary reports.
@Suite struct CLIInstallTests {
    /// What a finished process gave.
    struct Run: Equatable {
        var code: Int32
        var out: String
        var err: String
    }

    /// Runs `tool arguments` in `directory` with exactly `environment`; the output goes through
    /// files so that neither pipe can fill while the other is read.
    static func run(_ tool: String, _ arguments: [String], in directory: String,
                    environment: [String: String]) throws -> Run {
        let files = try ScratchDirectory("typefit-install-run")
        defer { withExtendedLifetime(files) {} }
        let outURL = URL(fileURLWithPath: files.file("out"))
        let errURL = URL(fileURLWithPath: files.file("err"))
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return Run(code: process.terminationStatus,
                   out: try String(contentsOf: outURL, encoding: .utf8),
                   err: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// PATH only: no TYPEFIT_FONTS or TYPEFIT_RESOURCES, as on a machine that just installed it.
    static let environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]

    /// Holds the installs; removed with the suite.
    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory("typefit-install")
    }

    /// Installs the build tree's `typefit` with `scripts/install --binary` at `prefix`.
    func install(at prefix: String) throws {
        let built = ReliabilityRun.executable
        try #require(FileManager.default.isExecutableFile(atPath: built), "build the typefit executable first (swift build)")
        let installed = try Self.run(TestSupport.path("scripts/install"), ["--prefix", prefix, "--binary", built],
                                     in: scratch.path, environment: Self.environment)
        try #require(installed.code == 0, "\(installed.err)")
    }

    /// Whether this machine can hide a directory from one process: a private mount namespace
    /// (`unshare -m`, which needs root) in which an empty directory is mounted over it.
    static let canHideDirectories: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let probe = try? run("/usr/bin/unshare", ["-m", "sh", "-c", "mount --bind /tmp /mnt 2>/dev/null || mount --bind / /mnt"],
                             in: "/", environment: environment)
        return probe?.code == 0
    }()

    /// The issue's own test: the installed tree, moved, checks a spec from an unrelated directory
    /// with the whole source checkout out of reach (an empty directory mounted over it, in a mount
    /// namespace of its own) and reports exactly what the build tree's binary reports. The
    /// checkout's fonts, ramps and metrics cannot be what the installed tool reads.
    @Test(.enabled(if: canHideDirectories, "needs unshare -m and mount (root)"))
    func aMovedInstallWorksWithTheSourceCheckoutOutOfReach() throws {
        let first = scratch.file("hidden-first")
        try install(at: first)
        let moved = scratch.file("hidden-moved")
        try FileManager.default.moveItem(atPath: first, toPath: moved)
        let work = scratch.file("hidden-work")
        let empty = scratch.file("hidden-empty")
        for directory in [work, empty] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: TestSupport.path("Layouts/mailinbox.broken.json"),
                                         toPath: work + "/mailinbox.broken.json")
        let checkout = TestSupport.repositoryRoot.path
        for format in ["text", "json"] {
            let arguments = ["check", "mailinbox.broken.json", "--format", format]
            let fromBuildTree = try Self.run(ReliabilityRun.executable, arguments, in: work, environment: Self.environment)
            // Inside the namespace the checkout is an empty directory; `ls` proves it before the check runs.
            let hidden = try Self.run("/usr/bin/unshare", ["-m", "sh", "-c",
                                                           "mount --bind \"$1\" \"$2\" && [ -z \"$(ls -A \"$2\")\" ] && shift 2 && exec \"$@\"",
                                                           "sh", empty, checkout, moved + "/bin/typefit"] + arguments,
                                      in: work, environment: Self.environment)
            #expect(hidden.code == 1, "\(format): \(hidden.err)")
            #expect(!hidden.out.isEmpty)
            #expect(hidden == fromBuildTree, "\(format)")
        }
    }

    @Test func aMovedInstallReportsWhatTheBuildTreeReports() throws {
        let built = ReliabilityRun.executable
        let environment = Self.environment
        let first = scratch.file("first")
        try install(at: first)
        let moved = scratch.file("moved")
        try FileManager.default.moveItem(atPath: first, toPath: moved)
        for file in ["bin/typefit", "share/typefit/Fonts/manifest.json", "share/typefit/Fonts/Inter/LICENSE.txt",
                     "share/typefit/Fonts/Noto/OFL.txt", "share/typefit/Ramps/ios.json",
                     "share/typefit/Metrics/controls.json",
                     "share/typefit/Metrics/keyboard.json"] {
            #expect(FileManager.default.fileExists(atPath: moved + "/" + file), "\(file) not installed")
        }

        // An unrelated working directory holding only the spec, typed the same way for both.
        let work = scratch.file("work")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.path("Layouts/alert.broken.json"),
                                         toPath: work + "/alert.broken.json")
        for format in ["text", "json", "sarif"] {
            let arguments = ["check", "alert.broken.json", "--format", format]
            let fromInstall = try Self.run(moved + "/bin/typefit", arguments, in: work, environment: environment)
            let fromBuildTree = try Self.run(built, arguments, in: work, environment: environment)
            #expect(fromInstall.code == 1, "\(format): \(fromInstall.err)")
            #expect(!fromInstall.out.isEmpty)
            #expect(fromInstall == fromBuildTree, "\(format)")
        }
        // The ramp is the installed copy, not the source tree's: a mark put in it shows.
        let ramp = moved + "/share/typefit/Ramps/ios.json"
        let original = try String(contentsOfFile: ramp, encoding: .utf8)
        let marked = original.replacingOccurrences(of: #""source": ""#, with: #""source": "installed copy: "#)
        try #require(marked != original)
        try marked.write(toFile: ramp, atomically: true, encoding: .utf8)
        let styles = try Self.run(moved + "/bin/typefit", ["styles"], in: work, environment: environment)
        #expect(styles.code == 0, "\(styles.err)")
        #expect(styles.out.contains("installed copy: "), "\(styles.out)")
    }

    /// The keyboard heights are the installed copy's: a keyboard spec fails to lay out, naming
    /// the installed file, once that copy is broken.
    @Test func theInstalledMetricsComeFromShare() throws {
        let prefix = scratch.file("metrics")
        try install(at: prefix)
        let spec = TestSupport.path("Layouts/signin-keyboard.broken.json")
        let working = try Self.run(prefix + "/bin/typefit", ["check", spec], in: scratch.path, environment: Self.environment)
        #expect(working.code == 1, "\(working.err)")
        let metrics = prefix + "/share/typefit/Metrics/keyboard.json"
        try "{".write(toFile: metrics, atomically: true, encoding: .utf8)
        let broken = try Self.run(prefix + "/bin/typefit", ["check", spec], in: scratch.path, environment: Self.environment)
        #expect(broken.code == 2, "\(broken.err)")
        #expect((broken.out + broken.err).contains(metrics), "\(broken.out)")
    }

    /// The fonts are the installed copy's, looked for before any other: a check fails, naming the
    /// installed manifest, once that copy is broken (rather than falling back to the fonts of the
    /// source checkout the binary was built from).
    @Test func theInstalledFontsComeFromShare() throws {
        let prefix = scratch.file("prefix")
        try install(at: prefix)
        let manifest = prefix + "/share/typefit/Fonts/manifest.json"
        try "{".write(toFile: manifest, atomically: true, encoding: .utf8)
        let broken = try Self.run(prefix + "/bin/typefit", ["check", TestSupport.path("Layouts/alert.broken.json")],
                                  in: scratch.path, environment: Self.environment)
        #expect(broken.code == 2, "\(broken.err)")
        #expect(broken.err.contains(manifest), "\(broken.err)")
    }
}
