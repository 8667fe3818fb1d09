import Foundation
import Testing
import TypeFitJSON
@testable import TypeFitText

/// Agreement with references no one here wrote: widths from `hb-shape`, line breaks from
/// headless Chromium, both recorded in Fixtures/text/ (see Tests/Tools/README.md).
@Suite struct TextReferenceTests {
    /// Reads a fixture file's `cases`.
    static func cases(_ name: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: TextTestSupport.fixture(name)))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["cases"] as? [[String: Any]])
    }

    static func request(_ fixture: [String: Any], width: Double?) throws -> TextRequest {
        let text = try #require(fixture["text"] as? String)
        let font = try #require(fixture["font"] as? String)
        let size = try #require((fixture["size"] as? NSNumber)?.doubleValue)
        return TextRequest(text: text, font: FontDescriptor(family: font, size: size), width: width,
                           direction: .leftToRight, baseDirectory: TextTestSupport.repositoryRoot)
    }

    @Test func widthsAgreeWithHarfBuzz() throws {
        let fixtures = try Self.cases("shaping-widths.json")
        #expect(fixtures.count >= 200)
        var agree = 0
        var worst = 0.0
        var byScript: [String: (agree: Int, total: Int)] = [:]
        for fixture in fixtures {
            let expected = try #require((fixture["width"] as? NSNumber)?.doubleValue)
            let layout = try TextTestSupport.engine.layout(try Self.request(fixture, width: nil))
            let difference = abs(layout.maxContentWidth - expected)
            worst = max(worst, difference)
            let script = fixture["script"] as? String ?? "?"
            var tally = byScript[script] ?? (0, 0)
            tally.total += 1
            if difference <= 0.01 {
                agree += 1
                tally.agree += 1
            } else {
                print("width differs: \(script) \(fixture["text"] ?? "") ours \(layout.maxContentWidth) hb-shape \(expected)")
            }
            byScript[script] = tally
        }
        let summary = byScript.keys.sorted().map { "\($0) \(byScript[$0]!.agree)/\(byScript[$0]!.total)" }
        print("hb-shape widths: \(agree)/\(fixtures.count) within 0.01 pt (worst \(worst)); \(summary.joined(separator: ", "))")
        #expect(agree == fixtures.count)
    }

    /// Runs one line-break fixture file; returns (agreeing, total).
    static func lineBreakAgreement(_ name: String) throws -> (Int, Int) {
        let fixtures = try cases(name)
        var agree = 0
        var byLanguage: [String: (agree: Int, total: Int)] = [:]
        var widthDifferences: [Double] = []
        for fixture in fixtures {
            let width = try #require((fixture["width"] as? NSNumber)?.doubleValue)
            let request = try Self.request(fixture, width: width)
            let layout = try TextTestSupport.engine.layout(request)
            let expectedLines = try #require(fixture["lines"] as? [[String: Any]])
            var expectedEnds: [Int] = []
            var offset = 0
            for line in expectedLines {
                offset += (line["text"] as? String ?? "").utf16.count
                expectedEnds.append(offset)
            }
            let ends = layout.lines.map(\.range.upperBound)
            let language = fixture["language"] as? String ?? "?"
            var tally = byLanguage[language] ?? (0, 0)
            tally.total += 1
            if ends == expectedEnds {
                agree += 1
                tally.agree += 1
                for (line, expected) in zip(layout.lines, expectedLines) {
                    // Chromium reports the right edge in LayoutUnits (1/64 px), rounded up.
                    let snapped = (line.width * 64 - 1e-6).rounded(.up) / 64
                    widthDifferences.append(abs(snapped - ((expected["width"] as? NSNumber)?.doubleValue ?? 0)))
                }
            } else {
                let ours = layout.lines.map { "\($0.text)|\(String(format: "%.3f", $0.width))" }
                let theirs = expectedLines.map { "\($0["text"] ?? "")|\($0["width"] ?? "")" }
                print("line breaks differ: \(fixture["id"] ?? "") size \(request.font.size) width \(width)\n  ours:     \(ours)\n  chromium: \(theirs)")
            }
            byLanguage[language] = tally
        }
        let summary = byLanguage.keys.sorted().map { "\($0) \(byLanguage[$0]!.agree)/\(byLanguage[$0]!.total)" }
        let exact = widthDifferences.filter { $0 < 1e-9 }.count
        let within = widthDifferences.filter { $0 <= 1.0 / 64 + 1e-9 }.count
        print("\(name): \(agree)/\(fixtures.count) cases with the same lines as Chromium (\(summary.joined(separator: ", "))); line widths rounded up to 1/64 pt: equal in \(exact), within 1/64 pt in \(within) of \(widthDifferences.count) lines, worst \(widthDifferences.max() ?? 0)")
        return (agree, fixtures.count)
    }

    @Test func lineBreaksAgreeWithChromium() throws {
        let (agree, total) = try Self.lineBreakAgreement("line-breaks.json")
        #expect(total >= 300)
        #expect(Double(agree) >= 0.99 * Double(total))
    }

    @Test func heldOutLineBreaksAgreeWithChromium() throws {
        let (agree, total) = try Self.lineBreakAgreement("line-breaks-holdout.json")
        #expect(Double(agree) >= 0.99 * Double(total))
    }

    /// Tail truncation against Chromium's `text-overflow: ellipsis` (truncation-tail.json):
    /// the same shown prefix, with the ellipsis shaped on its own after the prefix as laid out
    /// in the line. Where the two engines differ by design the case says so:
    /// - Chromium keeps the first character when nothing fits (CSS); the project shows "…"
    ///   alone, as UILabel does;
    /// - Chromium may cut a Devanagari conjunct after a half form; the project cuts between
    ///   grapheme clusters only, conjuncts whole;
    /// - Chromium keeps a space before the ellipsis; the project drops it (compared without);
    /// - for a font without "…" (Noto Sans Arabic) Chromium draws "..." from that font, the
    ///   project "…" from the next font of the chain that has it: there the box is narrowed or
    ///   widened by the difference, so both leave the prefix the same room;
    /// - within 1/32 pt of a limit (`borderline`, LayoutUnit rounding) either neighbouring prefix is
    ///   accepted.
    @Test func tailTruncationAgreesWithChromium() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: TextTestSupport.fixture("truncation-tail.json")))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fixtures = try #require(root["cases"] as? [[String: Any]])
        let checks = root["checks"] as? [String: Any]
        let disagreements = checks?["modelApartDisagreements"] as? [String: Any]
        func ids(_ key: String) -> Set<String> {
            Set((disagreements?[key] as? [String] ?? []).map { String($0.prefix { $0 != ":" }) })
        }
        let halfForms = ids("clusterInsideGrapheme")
        let rounding = ids("layoutUnitRounding")
        #expect(fixtures.count >= 150)
        var agree = 0
        var tolerated = 0
        var widthDifferences: [Double] = []
        for fixture in fixtures {
            let id = try #require(fixture["id"] as? String)
            let text = try #require(fixture["text"] as? String)
            let font = FontDescriptor(family: try #require(fixture["font"] as? String),
                                      size: try #require((fixture["size"] as? NSNumber)?.doubleValue))
            let direction: WritingDirection = fixture["direction"] as? String == "rtl" ? .rightToLeft : .leftToRight
            var width = try #require((fixture["width"] as? NSNumber)?.doubleValue)
            let theirEllipsis = try #require((fixture["ellipsisWidth"] as? NSNumber)?.doubleValue)
            let ourEllipsis = try TextTestSupport.engine.layout(TextRequest(
                text: "…", font: font, direction: direction, baseDirectory: TextTestSupport.repositoryRoot)).width
            if fixture["ellipsis"] as? String != "…" { width += ourEllipsis - theirEllipsis }
            let layout = try TextTestSupport.engine.layout(TextRequest(
                text: text, font: font, width: width, lines: 1, lineBreak: .truncateTail, direction: direction,
                baseDirectory: TextTestSupport.repositoryRoot))
            let line = try #require(layout.lines.first)
            #expect(layout.truncated && line.text.hasSuffix("…"), "\(id)")
            let ours = Self.trimmingTrailingSpaces(String(line.text.dropLast()))
            let theirs = Self.trimmingTrailingSpaces(try #require(fixture["shown"] as? String))
            if ours == theirs {
                agree += 1
                if theirs == fixture["shown"] as? String, let shownWidth = (fixture["shownWidth"] as? NSNumber)?.doubleValue {
                    widthDifferences.append(abs(line.width - ourEllipsis - shownWidth))
                }
            } else if fixture["firstCharacterRule"] as? Bool == true {
                #expect(ours.isEmpty, "\(id): nothing fits, so only the ellipsis shows")
                tolerated += 1
            } else if halfForms.contains(id) {
                // Chromium's cut inside the conjunct: the project stops at the conjunct's start.
                #expect(theirs.hasPrefix(ours) && theirs.utf16.count - ours.utf16.count <= 3, "\(id): \(ours) / \(theirs)")
                tolerated += 1
            } else if fixture["borderline"] as? Bool == true || rounding.contains(id) {
                #expect(theirs.hasPrefix(ours) || ours.hasPrefix(theirs), "\(id): \(ours) / \(theirs)")
                tolerated += 1
            } else {
                Issue.record("\(id) width \(width): shows \"\(ours)…\", Chromium \"\(theirs)…\"")
            }
        }
        let worst = widthDifferences.max() ?? 0
        print("truncation-tail.json: \(agree)/\(fixtures.count) cases show the same prefix as Chromium, \(tolerated) differ where the engines differ by design; the shown prefix's width within \(worst) pt of Chromium's in \(widthDifferences.count)")
        #expect(agree + tolerated == fixtures.count)
        #expect(Double(agree) >= 0.85 * Double(fixtures.count))
        // Chromium's advances run up to 0.03 px wider than HarfBuzz's over a line, and its widths are
        // LayoutUnits (1/64 px).
        #expect(worst <= 0.05)
    }

    static func trimmingTrailingSpaces(_ text: String) -> String {
        var result = text
        while result.last == " " { result.removeLast() }
        return result
    }

    /// The benchmark's baseline, HarfBuzz alone (`FontLibrary.shapeOnly`), shapes as `hb-shape` does.
    @Test func shapeOnlyMatchesHBShape() throws {
        let fonts = try FontLibrary(directory: TestSupport.path("Fonts"), usesFontConfig: false)
        let bytes = try [UInt8](Data(contentsOf: TestSupport.fixture("text/shaping-widths.json")))
        let root = try JSONReader().parse(bytes: bytes)
        let cases = root["cases"]?.arrayValue ?? []
        #expect(cases.count >= 200)
        var compared = 0
        for entry in cases {
            guard let text = entry["text"]?.stringValue, let font = entry["font"]?.stringValue,
                  let units = entry["advanceUnits"]?.numberValue else { continue }
            let advance = try fonts.shapeOnly(text, family: TestSupport.path(font))
            #expect(advance == Int(units), "\(text) in \(font)")
            compared += 1
        }
        #expect(compared == cases.count)
    }
}
