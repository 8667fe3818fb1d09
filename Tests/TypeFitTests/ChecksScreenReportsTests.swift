import Foundation
import Testing
import TypeFit
@testable import TypeFitChecks
import TypeFitJSON

/// `ScreenReports`: a run's screen reports kept in a spool file read back one screen at a time
/// are the reports that were written, field for field, whichever storage holds them.
@Suite struct ChecksScreenReportsTests {
    /// Reports with every field of a finding set and unset, a finding of another spec, screen,
    /// device and locale than its screen's, and negative, fractional and huge numbers.
    static let screens: [ScreenReport] = {
        let full = Finding(spec: "a.json", screen: "Sign in", device: "iPhone 15", category: .accessibility3,
                           locale: "de", kind: .overlap, severity: .warning, element: "title", otherElement: "button",
                           message: "overlaps by 4 pt ✓ «é»", suggestion: "let the stack turn vertical",
                           numbers: [.init("needed", 214.5), .init("available", -3), .init("huge", 1e300)],
                           shownText: "Sign i…", location: TypeFitJSON.SourceLocation(line: 12, column: 7, offset: 301),
                           path: "$.root.children[1]")
        let bare = Finding(spec: "other.json", screen: "Other", device: "iPad", category: .xSmall, kind: .truncated,
                           severity: .error, element: "", message: "")
        var first = ScreenReport(spec: "a.json", screen: "Sign in", device: "iPhone 15", locale: "de",
                                 categories: [.xSmall, .large, .accessibility5], elements: ["title", "button"],
                                 findings: [full, bare])
        first.repositoryPath = "Layouts/a.json"
        let empty = ScreenReport(spec: "b.json", screen: "", device: "iPhone SE", categories: [], elements: [], findings: [])
        return [first, empty, first]
    }()

    @Test func spooledReportsReadBackAsWritten() {
        var writer = ScreenReports.Writer(spooled: true)
        writer.append(contentsOf: Self.screens)
        let spooled = writer.finish()
        #expect(spooled.count == Self.screens.count)
        #expect(Array(spooled) == Self.screens)
        #expect(spooled == ScreenReports(Self.screens))
        // Read out of order and again: the same reports.
        #expect(spooled[2] == Self.screens[2])
        #expect(spooled[0] == Self.screens[0])
        #expect(spooled.reversed().map(\.spec) == Self.screens.reversed().map(\.spec))
    }

    @Test func settingAScreenOfASpooledRunKeepsTheOthers() {
        var writer = ScreenReports.Writer(spooled: true)
        writer.append(contentsOf: Self.screens)
        var reports = writer.finish()
        var changed = Self.screens[1]
        changed.screen = "Changed"
        reports[1] = changed
        #expect(reports.map(\.screen) == ["Sign in", "Changed", "Sign in"])
        #expect(reports.mapped { $0 }.array == reports.array)
    }

    @Test func theSpoolLeavesNoFileBehind() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spool-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spool = try #require(ScreenSpool(directory: folder))
        #expect(spool.append(Self.screens[0]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(spool.read(0) == Self.screens[0])
    }

    @Test func withoutATemporaryDirectoryTheReportsStayInMemory() {
        #expect(ScreenSpool(directory: "/nonexistent-\(UUID().uuidString)") == nil)
    }

    @Test func aSpooledCheckReportsWhatAnInMemoryOneDoes() throws {
        let checker = try TypeFit.sharedChecker()
        let specs = TestSupport.fixture("reports/specs").path
        let run = try checker.check(paths: [specs + "/broken", specs + "/fixed"], options: CheckOptions(keepsLayouts: true))
        // The kept layouts hold each screen's report as checked, in memory.
        #expect(run.report.screens.array == run.screens.map(\.report))
        #expect(run.report.screens.count >= 2)
    }
}
