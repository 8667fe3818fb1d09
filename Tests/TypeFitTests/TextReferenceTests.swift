import Foundation
import Testing
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
}
