import TypeFitChecks
import TypeFitDynamicType

/// The findings of one element and kind on one screen, across the categories where they occur:
/// how the text, GitHub and SARIF reports list a failure once with its category range.
struct FindingGroup: Sendable, Hashable {
    /// The findings, smallest category first; never empty.
    var findings: [Finding]

    var first: Finding { findings[0] }
    var last: Finding { findings[findings.count - 1] }
    var categories: [ContentSizeCategory] { findings.map(\.category) }

    /// Groups `findings` by spec, device, locale, element, other element, kind and severity;
    /// groups are ordered by their first category, then by the element's place in the file.
    static func groups(of findings: [Finding]) -> [FindingGroup] {
        var order: [GroupKey] = []
        var members: [GroupKey: [Finding]] = [:]
        for finding in Finding.inReportOrder(findings) {
            let key = GroupKey(finding)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(finding)
        }
        return order.compactMap { key in members[key].map { FindingGroup(findings: $0) } }
    }

    /// The group's categories as ranges of consecutive checked categories:
    /// `accessibility1…accessibility5`, `large, accessibility2…accessibility3`.
    func categoryText(checked: [ContentSizeCategory], ellipsis: String) -> String {
        CategoryRuns.text(categories, within: checked, ellipsis: ellipsis)
    }

    private struct GroupKey: Hashable {
        var spec, device, locale, element, otherElement: String
        var kind: FindingKind
        var severity: Severity

        init(_ finding: Finding) {
            spec = finding.spec
            device = finding.device
            locale = finding.locale ?? ""
            element = finding.element
            otherElement = finding.otherElement ?? ""
            kind = finding.kind
            severity = finding.severity
        }
    }
}

/// Collapses a list of categories into runs of consecutive checked categories.
enum CategoryRuns {
    /// `categories` written as runs within `checked` (so a run may skip unchecked categories);
    /// a run of one is its name, longer runs `first…last`.
    static func text(_ categories: [ContentSizeCategory], within checked: [ContentSizeCategory], ellipsis: String) -> String {
        let present = Set(categories)
        let order = checked.isEmpty ? ContentSizeCategory.allCases : checked
        var runs: [[ContentSizeCategory]] = []
        var current: [ContentSizeCategory] = []
        for category in order {
            if present.contains(category) {
                current.append(category)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        // Categories outside the checked list (not expected) are listed on their own.
        for category in categories.sorted() where !order.contains(category) {
            runs.append([category])
        }
        return runs.map { run in
            run.count == 1 ? run[0].name : run[0].name + ellipsis + run[run.count - 1].name
        }.joined(separator: ", ")
    }
}
