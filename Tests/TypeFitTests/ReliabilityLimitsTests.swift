import Foundation
import Testing
import TypeFitDynamicType
import TypeFitLayout
import TypeFitText

/// The limits of docs/limits.md: each is enforced with its own error, and what is within it works.
@Suite struct ReliabilityLimitsTests {
    static let decoder: SpecDecoder = {
        guard let ramp = try? TypeRamp.standard() else { preconditionFailure("the standard type ramp must load") }
        return SpecDecoder(options: .init(ramp: ramp))
    }()

    static func decode(_ json: String) throws(SpecError) -> ScreenSpec {
        try decoder.decode(bytes: Array(json.utf8), path: "limits.json")
    }

    /// The error decoding `json` as `hostile.json` gives, or nil when it decodes.
    static func decodeError(_ json: String) -> SpecError? {
        do {
            _ = try decoder.decode(bytes: Array(json.utf8), path: "hostile.json")
            return nil
        } catch {
            return error
        }
    }

    static func repeated(_ count: Int, textLength: Int) -> String {
        let text = String(repeating: "x", count: textLength - 8) + " {index}"
        return #"{"typefit": 1, "root": {"type": "grid", "columns": 1, "repeat": {"count": \#(count), "item": {"type": "label", "text": "\#(text)"}}}}"#
    }

    @Test func theTextsOfAScreenAreLimitedInAll() throws {
        _ = try Self.decode(Self.repeated(10, textLength: 10_000))
        do {
            _ = try Self.decode(Self.repeated(11, textLength: 10_000))
            Issue.record("110,000 characters of text were accepted")
        } catch {
            #expect(error.kind == .limit)
            #expect(error.problem == "the screen's texts have more than 100000 UTF-16 code units in all at xSmall (the limit, counted after components and repeat expand)")
        }
    }

    @Test func aSpecListsAtMostSixteenDevices() throws {
        func spec(_ count: Int) -> String {
            let devices = Array(repeating: #""iPhone SE""#, count: count).joined(separator: ", ")
            return #"{"typefit": 1, "devices": [\#(devices)], "root": {"type": "spacer"}}"#
        }
        #expect(try Self.decode(spec(16)).devices.count == 16)
        do {
            _ = try Self.decode(spec(17))
            Issue.record("17 devices were accepted")
        } catch {
            #expect(error.kind == .limit)
            #expect(error.description == "limits.json:1:27: $.devices: the spec lists 17 devices; at most 16 are allowed")
        }
        let flags = Array(repeating: ["--device", "iPhone SE"], count: 17).flatMap { $0 }
        let result = try ReliabilityRun.typefit(["check", "specs/nan.json"] + flags)
        #expect(result.code == 2)
        #expect(result.err == "typefit check: 17 devices given; a run checks at most 16\nRun 'typefit check --help' for usage.\n")
    }

    @Test func aLibraryLoadsAtMostSixtyFourFontFiles() throws {
        let folder = try ReliabilityHostileInputTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let engine = TextEngine(fonts: try FontLibrary(directory: TestSupport.path("Fonts")))
        // The bundled fonts used by the fallback chain count too: load them first.
        _ = try engine.layout(TextRequest(text: "Hi", font: FontDescriptor(family: "Inter", size: 17)))
        var loaded = 0
        var refused: TextError?
        for index in 0..<80 {
            let path = folder + "/copy-\(index).ttf"
            try FileManager.default.copyItem(atPath: TestSupport.path("Fonts/Noto/NotoSansHebrew-Regular.ttf"), toPath: path)
            do {
                _ = try engine.layout(TextRequest(text: "שלום", font: FontDescriptor(family: path, size: 17)))
                loaded += 1
            } catch {
                refused = error
                break
            }
        }
        #expect(loaded > 40 && loaded < FontLibrary.maxLoadedFonts)
        #expect(refused?.description.hasSuffix(": not loaded: a run may load at most 64 font files") == true)
    }

    @Test func lengthsSizesAndInsetsAreLimited() throws {
        let wide = try #require(Self.decodeError(#"{"typefit": 1, "root": {"type": "box", "width": 1.7e308}}"#))
        #expect(wide.kind == .limit)
        #expect(wide.description == "hostile.json:1:49: $.root.width: 1.7e+308 is larger than 100000, the largest length or size a spec may give")
        let device = try #require(Self.decodeError(#"{"typefit": 1, "device": {"width": 1e9, "height": 800}, "root": {"type": "spacer"}}"#))
        #expect(device.kind == .limit)
        #expect(Self.decodeError(#"{"typefit": 1, "root": {"type": "box", "width": 100000, "height": 0}}"#) == nil)
    }

    /// An aspect ratio is limited so that no height it gives can overflow.
    @Test func aspectRatiosAreLimited() throws {
        let tiny = try #require(Self.decodeError(#"{"typefit": 1, "root": {"type": "box", "width": 100, "aspectRatio": 1e-300}}"#))
        #expect(tiny.description.hasSuffix("$.root.aspectRatio: expected an aspect ratio (width / height) from 0.001 to 1000, found 1e-300"))
        #expect(Self.decodeError(#"{"typefit": 1, "root": {"type": "box", "width": 100, "aspectRatio": 0.001}}"#) == nil)
    }
}
