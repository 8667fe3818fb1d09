import Foundation
import Testing
@testable import TypeFitChecks
import TypeFitDynamicType
@testable import TypeFitLayout
import TypeFitText

/// What every iOS component shares: the measured sizes in `Metrics/`, the parts named after
/// the component, findings intended by design (the author's `intended` and iOS's own), and the
/// switch, the smallest component.
@Suite("Components: foundation")
struct ComponentsFoundationTests: ComponentTestSuite {

    /// UISwitch keeps its 51 × 31 pt size at every category: it ignores the size it is given
    /// (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)); the size comes
    /// from the metrics file.
    @Test(arguments: categories)
    func aSwitchKeepsItsFixedSize(category: ContentSizeCategory) throws {
        let layout = try LayoutTestSupport.layout("""
            {"type": "stack", "axis": "horizontal", "alignment": "center", "padding": 16, "children": [
              {"type": "label", "id": "title", "text": "Airplane Mode"},
              {"type": "switch", "id": "airplane", "isOn": false}]}
            """, category: category)
        let toggle = try #require(layout.root.node(withID: "airplane"))
        let metrics = try ComponentMetrics.named("controls")
        #expect(toggle.frame.width == (try metrics.number("switch", "width")))
        #expect(toggle.frame.size == Size(width: 51, height: 31))
        #expect(toggle.isInteractive)
        #expect(toggle.frame.maxX == 393 - 16)
    }

    /// A switch is smaller than 44 pt tall by iOS's design: the touch-target finding says so as
    /// information, and the check does not fail.
    @Test func aSwitchsSmallSizeIsIOSsDesign() throws {
        let found = try report(#"{"type": "switch", "id": "wifi"}"#, categories: [.large])
        let finding = try #require(found.findings.first { $0.kind == .touchTarget })
        #expect(finding.severity == .info)
        #expect(finding.message.contains("By design: iOS draws a switch at its fixed size"))
        #expect(finding.message.hasSuffix("(51 × 31 pt)."))
        #expect(finding.suggestion == nil)
    }

    /// `intended` turns a finding on the element, or inside it, into information with the reason.
    @Test func intendedFindingsAreInformationWithTheirReason() throws {
        let root = """
            {"type": "stack", "axis": "horizontal", "padding": 16, "width": 200, "intended": %@, "children": [
              {"type": "label", "id": "subject", "text": "Re: the quarterly numbers, with the attachments you asked for"}]}
            """
        let plain = try report(root.replacingOccurrences(of: "%@", with: "{}"), categories: [.large])
        #expect(plain.findings.first { $0.kind == .truncated }?.severity == .error)
        let intended = try report(root.replacingOccurrences(of: "%@", with: #"{"truncated": "A subject line shows one line."}"#),
                                  categories: [.large])
        let finding = try #require(intended.findings.first { $0.kind == .truncated })
        #expect(finding.severity == .info)
        #expect(finding.element == "subject")
        #expect(finding.message.hasSuffix(" Intended: A subject line shows one line."))
        #expect(finding.suggestion == nil)
    }

    /// `intended` takes finding kinds by name, each with a reason.
    @Test func intendedRejectsUnknownKindsAndEmptyReasons() throws {
        let wrong = #"{"type": "label", "text": "Hi", "intended": {"trunkated": "why"}}"#
        #expect(throws: SpecError.self) { try LayoutTestSupport.spec(wrong) }
        do {
            _ = try LayoutTestSupport.spec(wrong)
        } catch let error as SpecError {
            #expect(error.problem.contains("unknown finding kind \"trunkated\"; did you mean \"truncated\"?"))
        }
        do {
            _ = try LayoutTestSupport.spec(#"{"type": "label", "text": "Hi", "intended": {"truncated": " "}}"#)
            Issue.record("an empty reason must be an error")
        } catch let error as SpecError {
            #expect(error.problem == "say why the truncated finding is intended (the reason is empty)")
        }
    }

    /// The kinds `intended` accepts are the detector's finding kinds.
    @Test func intendedKindsAreTheFindingKinds() {
        #expect(DesignIntent.findingKinds == FindingKind.allCases.map(\.rawValue))
    }

    /// Every metrics file names its source, and every component in it lists where its values come
    /// from. (`keyboard.json` is a table by device, read and checked by KeyboardMetrics.)
    @Test func everyMetricsFileCitesItsSources() throws {
        let directory = TestSupport.path("Sources/TypeFitLayout/Metrics")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") && $0 != "keyboard.json" }.sorted()
        #expect(!files.isEmpty)
        for file in files {
            let metrics = try ComponentMetrics.named(String(file.dropLast(".json".count)))
            #expect(!metrics.componentNames.isEmpty, "\(file)")
            for component in metrics.componentNames {
                #expect(!metrics.sources(of: component).isEmpty, "\(file): \(component) has no sources")
            }
        }
    }

    /// A metrics file that is not there is an error that says where TypeFit looked.
    @Test func aMissingMetricsFileSaysWhereItLooked() {
        #expect(throws: MetricsError.self) { try ComponentMetrics.named("no-such-family") }
        do {
            _ = try ComponentMetrics.named("no-such-family")
        } catch {
            #expect(error.description.contains("component metrics \"no-such-family\" not found (looked in "))
        }
    }
}
