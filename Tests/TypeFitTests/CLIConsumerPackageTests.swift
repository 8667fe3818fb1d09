import Foundation
import Testing

/// A package that depends on this checkout, as a team adopting TypeFit writes one: its tests call
/// `TypeFit.assertFits` in Swift Testing and XCTest with no TypeFit environment variable, and
/// `swift package typefit` checks its `Layouts/`.
///
/// The package is made in a temporary directory, outside this checkout, so that nothing there is
/// found by walking up from the working directory; it is built once (its scratch path is inside
/// it), which takes minutes. The plugin's `typefit` is built for the host by SwiftPM besides.
@Suite struct CLIConsumerPackageTests {
    /// What a finished process gave: its exit code and its standard output and error together.
    struct Run {
        var code: Int32
        var output: String
    }

    /// The lines of the consumer's Swift Testing file; `brokenLine` is the failing call's.
    static let swiftTestingFile = """
        import Testing
        import TypeFitTesting

        @Test func fixedScreenFits() {
            let screens = TypeFit.assertFits(specAt: "Layouts/signin.fixed.json")
            #expect(screens.count == 1)
        }

        @Test func brokenScreenFails() {
            TypeFit.assertFits(specAt: "Layouts/signin.broken.json", categories: .accessibility)
        }

        """
    static let swiftTestingBrokenLine = 10

    /// The consumer's XCTest file; `brokenLine` is the failing call's.
    static let xctestFile = """
        import TypeFitTesting
        import XCTest

        final class FitsXCTests: XCTestCase {
            func testFixedScreenFits() {
                XCTAssertEqual(TypeFit.assertFits(specAt: "Layouts/signin.fixed.json").count, 1)
            }

            func testBrokenScreenFails() {
                TypeFit.assertFits(specAt: "Layouts/signin.broken.json", devices: ["iPhone 15"])
            }
        }

        """
    static let xctestBrokenLine = 10

    /// The consumer's manifest: a test target using the TypeFitTesting product of this checkout.
    static func manifest(checkout: String) -> String {
        // A path dependency's identity is its directory's name.
        let identity = URL(fileURLWithPath: checkout).lastPathComponent
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [.package(path: "\(checkout)")],
                targets: [
                    .testTarget(name: "ConsumerTests",
                                dependencies: [.product(name: "TypeFitTesting", package: "\(identity)")]),
                ]
            )

            """
    }

    /// `swift` from PATH.
    static var swift: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// PATH and HOME only (SwiftPM keeps its caches below HOME), and TMPDIR `temporary`, where
    /// SwiftPM leaves its lock files: no TYPEFIT_FONTS or TYPEFIT_RESOURCES, and nothing of the
    /// test run this suite is part of.
    static func environment(temporary: String) -> [String: String] {
        let parent = ProcessInfo.processInfo.environment
        var environment = ["PATH": parent["PATH"] ?? "/usr/bin:/bin", "NO_COLOR": "1", "TMPDIR": temporary]
        environment["HOME"] = parent["HOME"]
        return environment
    }

    /// Runs `swift arguments` in `directory`; the output goes through a file so that the pipe
    /// cannot fill while the process waits.
    static func swift(_ arguments: [String], in directory: String, swift: String) throws -> Run {
        let log = directory + "/../swift-" + UUID().uuidString + ".log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment(temporary: directory + "/../tmp")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Run(code: process.terminationStatus, output: try String(contentsOfFile: log, encoding: .utf8))
    }

    let scratch: ScratchDirectory

    init() throws {
        scratch = try ScratchDirectory("typefit-consumer")
    }

    /// Writes the consumer package at `root`, with two specs copied from Layouts/.
    func writeConsumer(at root: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Tests/ConsumerTests", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/Layouts", withIntermediateDirectories: true)
        try Self.manifest(checkout: TestSupport.repositoryRoot.path)
            .write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        try Self.swiftTestingFile.write(toFile: root + "/Tests/ConsumerTests/FitsTests.swift", atomically: true, encoding: .utf8)
        try Self.xctestFile.write(toFile: root + "/Tests/ConsumerTests/FitsXCTests.swift", atomically: true, encoding: .utf8)
        for name in ["signin.fixed.json", "signin.broken.json"] {
            try manager.copyItem(atPath: TestSupport.path("Layouts/" + name), toPath: root + "/Layouts/" + name)
        }
    }

    @Test func aConsumerPackageTestsItsScreensAndRunsThePlugin() throws {
        let swift = try #require(Self.swift, "swift is not on PATH")
        let root = scratch.file("Consumer")
        try writeConsumer(at: root)
        try FileManager.default.createDirectory(atPath: scratch.file("tmp"), withIntermediateDirectories: true)
        let scratchPath = root + "/.build"

        let tests = try Self.swift(["test", "--scratch-path", scratchPath], in: root, swift: swift)
        let output = tests.output
        // The broken screen fails both tests that check it, so `swift test` fails.
        #expect(tests.code != 0, "\(output)")
        #expect(!output.contains("manifest.json"), "\(output)")
        #expect(!output.contains("not found"), "\(output)")
        // Swift Testing: the fitting screen passes, the broken one is an issue at its own call.
        #expect(output.contains("Test fixedScreenFits() passed"), "\(output)")
        #expect(output.contains("Test brokenScreenFails() recorded an issue at FitsTests.swift:\(Self.swiftTestingBrokenLine):"),
                "\(output)")
        #expect(output.contains("submit at accessibility1…accessibility5"), "\(output)")
        // XCTest: likewise, at the file and line of the call.
        #expect(output.contains("FitsXCTests.testFixedScreenFits' passed"), "\(output)")
        #expect(output.contains("Tests/ConsumerTests/FitsXCTests.swift:\(Self.xctestBrokenLine): error: FitsXCTests.testBrokenScreenFails"),
                "\(output)")
        #expect(output.contains("Executed 2 tests, with 1 failure"), "\(output)")

        // The command plugin: a spec that fits, then the package's Layouts/ with a broken spec.
        let fits = try Self.swift(["package", "--scratch-path", scratchPath, "typefit", "Layouts/signin.fixed.json"],
                                  in: root, swift: swift)
        #expect(fits.code == 0, "\(fits.output)")
        #expect(fits.output.contains("holds at all 12 categories"), "\(fits.output)")
        let all = try Self.swift(["package", "--scratch-path", scratchPath, "typefit", "--format", "github"],
                                 in: root, swift: swift)
        #expect(all.code == 1, "\(all.output)")
        #expect(all.output.contains("::error file=Layouts/signin.broken.json,line="), "\(all.output)")
        #expect(all.output.contains("2 screens checked"), "\(all.output)")
        // A report written into the package, with the permission asked for it.
        let sarif = try Self.swift(["package", "--scratch-path", scratchPath, "--allow-writing-to-package-directory",
                                    "typefit", "check", "Layouts/signin.fixed.json", "--format", "sarif",
                                    "--output", "typefit.sarif"],
                                   in: root, swift: swift)
        #expect(sarif.code == 0, "\(sarif.output)")
        let report = try String(contentsOfFile: root + "/typefit.sarif", encoding: .utf8)
        #expect(report.contains("\"version\": \"2.1.0\""), "\(report)")
    }
}
