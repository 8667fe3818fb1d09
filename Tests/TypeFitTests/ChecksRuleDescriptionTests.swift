import Foundation
import Testing
import TypeFit
import TypeFitJSON

/// Each rule's description (kind, default severity, summary, help, example) against what depends
/// on it: the configuration's defaults, the findings a check of `Layouts/` makes, and
/// `docs/findings.md`, which is written by hand and must say what the code says.
@Suite("Checks rule descriptions")
struct ChecksRuleDescriptionTests {
    @Test func eachKindHasItsOwnRule() {
        for kind in FindingKind.allCases {
            #expect(kind.rule.kind == kind)
            #expect(!kind.rule.summary.isEmpty && kind.rule.summary.hasSuffix("."), "\(kind)")
            #expect(!kind.rule.help.isEmpty && kind.rule.help.hasSuffix("."), "\(kind)")
            #expect(CheckConfiguration().level(for: kind) == SeverityLevel(kind.rule.defaultSeverity))
        }
    }

    /// The example is a finding the check really makes, at the kind's default severity.
    @Test(arguments: FindingKind.allCases)
    func theExampleIsWhatTheCheckFinds(kind: FindingKind) throws {
        let example = kind.rule.example
        let reports = try TypeFit.check(specAt: TestSupport.path(example.spec))
        let findings = reports.flatMap(\.findings).filter {
            $0.kind == kind && $0.element == example.element && $0.category == example.category
        }
        #expect(findings.map(\.message) == [example.message])
        #expect(findings.allSatisfy { $0.severity == kind.rule.defaultSeverity })
    }

    /// `docs/findings.md` lists every kind in its table with the default severity and the summary
    /// as the rule states them, and gives each a section with the rule's example.
    @Test(arguments: FindingKind.allCases)
    func theFindingsPageSaysWhatTheRuleSays(kind: FindingKind) throws {
        let page = try String(contentsOfFile: TestSupport.path("docs/findings.md"), encoding: .utf8)
        let rule = kind.rule
        let row = "| [`\(kind.rawValue)`](#\(kind.rawValue.lowercased())) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |"
        #expect(page.split(separator: "\n").contains { $0 == row }, "no table row \(row)")
        let sections = page.components(separatedBy: "\n## ")
        let section = try #require(sections.first { $0.hasPrefix(kind.rawValue + "\n") }, "no section ## \(kind.rawValue)")
        let writer = JSONWriter(indent: nil)
        for (key, value) in [("spec", rule.example.spec), ("element", rule.example.element),
                             ("category", rule.example.category.name), ("message", rule.example.message)] {
            let field = "\"\(key)\": " + writer.string(.string(value))
            #expect(section.contains(field), "the \(kind.rawValue) section has no \(field)")
        }
    }
}
