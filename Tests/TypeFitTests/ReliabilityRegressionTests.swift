import Foundation
import Testing
@testable import TypeFit
import TypeFitDynamicType
import TypeFitJSON
@testable import TypeFitLayout
@testable import TypeFitText

/// Regression tests for what fuzzing and the hostile-input corpus found: each once crashed,
/// hung or printed a machine-dependent report.
@Suite struct ReliabilityRegressionTests {
    static let decoder: SpecDecoder = {
        guard let ramp = try? TypeRamp.standard() else { preconditionFailure("the standard type ramp must load") }
        return SpecDecoder(options: .init(ramp: ramp))
    }()

    static func decodeError(_ json: String) -> SpecError? {
        do {
            _ = try decoder.decode(bytes: Array(json.utf8), path: "hostile.json")
            return nil
        } catch {
            return error
        }
    }

    /// Two boxes 1.7e308 wide summed to infinity and the frame tree's number formatting
    /// trapped converting it to an integer.
    @Test func pointsFormatHugeAndNonFiniteValuesWithoutTrapping() {
        #expect(formatPoints(1.7e308) == "1.7e+308")
        #expect(formatPoints(-9.3e15) == "-9.3e+15")
        #expect(formatPoints(.infinity) == "inf")
        #expect(formatPoints(.nan) == "nan")
        #expect(formatPoints(999_999_999.5) == "999999999.5")
        #expect(Size(width: 1e300, height: 2).description == "1e+300×2")
    }

    @Test func lengthsSizesAndInsetsAreLimited() throws {
        let wide = try #require(Self.decodeError(#"{"typefit": 1, "root": {"type": "box", "width": 1.7e308}}"#))
        #expect(wide.kind == .limit)
        #expect(wide.description == "hostile.json:1:49: $.root.width: 1.7e+308 is larger than 100000, the largest length or size a spec may give")
        let device = try #require(Self.decodeError(#"{"typefit": 1, "device": {"width": 1e9, "height": 800}, "root": {"type": "spacer"}}"#))
        #expect(device.kind == .limit)
        #expect(Self.decodeError(#"{"typefit": 1, "root": {"type": "box", "width": 100000, "height": 0}}"#) == nil)
    }

    /// An aspect ratio of 1e-300 made a height of 1e302 and more.
    @Test func aspectRatiosAreLimited() throws {
        let tiny = try #require(Self.decodeError(#"{"typefit": 1, "root": {"type": "box", "width": 100, "aspectRatio": 1e-300}}"#))
        #expect(tiny.description.hasSuffix("$.root.aspectRatio: expected an aspect ratio (width / height) from 0.001 to 1000, found 1e-300"))
        #expect(Self.decodeError(#"{"typefit": 1, "root": {"type": "box", "width": 100, "aspectRatio": 0.001}}"#) == nil)
    }

    /// A font file that is a named pipe blocked the run forever; /dev/zero was read up to the size limit.
    @Test func aFontThatIsNotARegularFileIsRefused() throws {
        let folder = try ReliabilityHostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipe = folder + "/font.ttf"
        #expect(mkfifo(pipe, 0o644) == 0)
        let engine = TextEngine(fonts: try FontLibrary(directory: TestSupport.path("Fonts")))
        for path in [pipe, "/dev/zero"] {
            #expect(throws: TextError.fontUnreadable(path: path, reason: "not a regular file (a pipe, socket or device)")) {
                try engine.layout(TextRequest(text: "Hi", font: FontDescriptor(family: path, size: 17)))
            }
        }
        // A symbolic link to a real font is followed.
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.ttf",
                                                   withDestinationPath: TestSupport.path("Fonts/Noto/NotoSansHebrew-Regular.ttf"))
        let layout = try engine.layout(TextRequest(text: "שלום", font: FontDescriptor(family: folder + "/link.ttf", size: 17)))
        #expect(layout.lineCount == 1)
    }

    @Test func aSpecThatIsNotARegularFileIsRefused() throws {
        let folder = try ReliabilityHostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/spec.json", 0o644) == 0)
        for path in [folder + "/spec.json", "/dev/zero"] {
            #expect(throws: SpecError(kind: .unreadable, file: path, problem: "not a regular file (a pipe, socket or device)")) {
                try Self.decoder.decode(fileAt: path)
            }
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json",
                                                   withDestinationPath: TestSupport.path("Layouts/alert.fixed.json"))
        #expect(try Self.decoder.decode(fileAt: folder + "/link.json").name == "Alert, fixed")
    }

    /// Problems named font files by their absolute path, so a report differed between checkouts.
    @Test func fontPathsInProblemsAreRelativeToTheWorkingDirectory() {
        let location = SourceLocation(line: 1, column: 24, offset: 23)
        func problem(_ font: String) -> CheckError {
            .layout(spec: "specs/a.json", error: .text(element: "$.root", path: JSONPath(), location: location,
                                                      error: .fontInvalid(path: font, reason: "the file is empty")))
        }
        let inside = problem("/work/repo/fonts/empty.ttf").relativizingFontPaths(to: "/work/repo")
        #expect(inside == problem("fonts/empty.ttf"))
        let outside = problem("/usr/share/fonts/empty.ttf").relativizingFontPaths(to: "/work/repo/")
        #expect(outside == problem("/usr/share/fonts/empty.ttf"))
    }

    /// Fuzzing found a text of 3,000 control characters at width 0 that took half a minute: each
    /// line scanned the rest of its word, the rest of its run and re-segmented the rest of the
    /// paragraph. Each line now costs about its own length; the result is unchanged.
    @Test func aLongWordAtZeroWidthIsCutWithoutRescanningTheRest() throws {
        let engine = TextEngine(fonts: try FontLibrary(directory: TestSupport.path("Fonts")))
        let piece = String(repeating: "\u{0}", count: 46) + "\u{FFFD}\u{FFFD}\u{1}"
        let request = TextRequest(text: String(repeating: piece, count: 64),
                                  font: FontDescriptor(family: "Inter", weight: .ultraLight, size: 0.25, tracking: -2),
                                  width: 0, lineBreak: .truncateTail, minimumScaleFactor: 0, lineHeight: 0.25)
        let layout = try engine.layout(request)
        // The control characters have no advance: all of them fit in one line of width 0.
        #expect(layout.lineCount == 1)
        #expect(layout.lines.first?.range == 0..<3136)
        let wrapped = try engine.layout(TextRequest(text: String(repeating: "Donaudampfschiff", count: 400),
                                                    font: FontDescriptor(family: "Inter", size: 17), width: 0))
        #expect(wrapped.lineCount == 6400)
        #expect(wrapped.lines.map(\.text).joined() == String(repeating: "Donaudampfschiff", count: 400))
    }

    /// The binary searches that replaced the scans find exactly what the scans found.
    @Test func glyphRangesAndNextClustersMatchALinearScan() {
        var generator = SplitMix(seed: 8)
        for trial in 0..<400 {
            var clusters: [Int] = []
            var value = 0
            for _ in 0..<Int(generator.next() % 40) {
                value += Int(generator.next() % 3)
                clusters.append(value)
            }
            if trial.isMultiple(of: 2) { clusters.reverse() }
            var shape = ShapeResult()
            shape.glyphs = clusters.map { ShapeResult.Glyph(cluster: $0) }
            let low = Int(generator.next() % UInt64(value + 3)) - 1
            let high = low + Int(generator.next() % 8)
            let scanned = clusters.indices.filter { clusters[$0] >= low && clusters[$0] < high }
            #expect(LineAssembler.glyphs(of: shape, clustersFrom: low, to: high) == scanned)
            let sorted = Set(clusters).sorted()
            #expect(LineAssembler.firstElement(of: sorted, after: low) == sorted.first { $0 > low })
        }
    }
}

/// A small deterministic generator (SplitMix64) for property tests.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
