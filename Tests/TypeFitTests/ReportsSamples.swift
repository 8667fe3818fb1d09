import TypeFitChecks
import TypeFitDynamicType
import TypeFitJSON

/// Hand-made check reports that cover every finding kind and severity, the characters each
/// format must escape, a locale, a finding without a location and a spec that could not be read.
enum ReportsSamples {
    static let signIn = "Layouts/sign-in.json"

    static func finding(_ kind: FindingKind, _ element: String, at category: ContentSizeCategory,
                        severity: Severity = .error, other: String? = nil, message: String,
                        suggestion: String? = nil, numbers: [Finding.Number] = [], shown: String? = nil,
                        line: Int? = 12, column: Int = 7, offset: Int = 300, path: String? = nil,
                        spec: String = signIn, screen: String = "Sign in", device: String = "iPhone 15",
                        locale: String? = nil) -> Finding {
        Finding(spec: spec, screen: screen, device: device, category: category, locale: locale, kind: kind,
                severity: severity, element: element, otherElement: other, message: message,
                suggestion: suggestion, numbers: numbers, shownText: shown,
                location: line.map { TypeFitJSON.SourceLocation(line: $0, column: column, offset: offset) }, path: path)
    }

    /// Sign in (iPhone 15): holds through xxxLarge, breaks at accessibility1 with every kind.
    static var signInScreen: ScreenReport {
        var findings: [Finding] = []
        let needed: [ContentSizeCategory: Double] = [.accessibility1: 214, .accessibility2: 236, .accessibility3: 258,
                                                     .accessibility4: 281, .accessibility5: 301]
        for (category, width) in needed {
            findings.append(finding(
                .truncated, "submitButton", at: category,
                message: "\"सबमिट करें\" needs \(JSONWriter.number(width)) pt, has 180 pt on 1 line.",
                suggestion: "allow 2 lines or let the stack turn vertical at accessibility sizes",
                numbers: [.init("needed", width), .init("available", 180), .init("linesNeeded", 2), .init("linesAllowed", 1)],
                shown: "सबमि…", line: 24, column: 9, offset: 610, path: "$.root.children[2]"))
        }
        findings.append(finding(
            .clipped, "passwordHint", at: .accessibility2,
            message: "3 lines need 96 pt, the fixed height is 60 pt; the last 2 lines are cut.",
            suggestion: "remove the fixed height or let it grow with the text",
            numbers: [.init("needed", 96), .init("available", 60)], line: 30, column: 11, offset: 700,
            path: "$.root.children[3].children[1]"))
        for category in [ContentSizeCategory.accessibility3, .accessibility4, .accessibility5] {
            findings.append(finding(
                .overlap, "title", at: category, other: "closeButton",
                message: "title and closeButton overlap by 38 × 22 pt.",
                suggestion: "constrain the title's trailing edge to the button",
                numbers: [.init("overlapWidth", 38), .init("overlapHeight", 22)], line: 8, column: 7, offset: 120,
                path: "$.root.children[0]"))
        }
        findings.append(finding(
            .offscreen, "submitButton", at: .accessibility5,
            message: "The Submit button cannot be reached: it starts at y = 912 pt, the screen ends at 818 pt and does not scroll.",
            suggestion: "put the form in a scroll view",
            numbers: [.init("minY", 912), .init("screenMaxY", 818)], line: 24, column: 9, offset: 610,
            path: "$.root.children[2]"))
        findings.append(finding(
            .squeezed, "form", at: .accessibility5, other: "signInBar",
            message: "Shows only 93.7 pt of its content, less than the 128.2 pt (two lines of its 64.1 pt text) it needs to be usable: the keyboard and \"signInBar\" (296.7 pt) take the rest of the screen.",
            suggestion: "move \"signInBar\" into the scroll view's content at accessibility sizes (a `when` rule)",
            numbers: [.init("needed", 128.2), .init("available", 93.7), .init("keyboard", 335)], line: 18, column: 7,
            offset: 400, path: "$.root.children[1]"))
        findings.append(finding(
            .shrunk, "caption", at: .accessibility1, severity: .warning,
            message: "minimumScaleFactor 0.5 draws the caption at 19.5 pt; accessibility1 asks for 31 pt.",
            numbers: [.init("fontSize", 19.5), .init("categorySize", 31)], line: 40, column: 7, offset: 900))
        for category in ContentSizeCategory.allCases {
            findings.append(finding(
                .fixedFont, "legal", at: category, severity: .info,
                message: "The legal text is 11 pt at every category.", line: 44, column: 7, offset: 950))
        }
        findings.append(finding(
            .touchTarget, "forgotLink", at: .xSmall, severity: .warning,
            message: "forgotLink is 120 × 28 pt; a touch target needs 44 × 44 pt.",
            suggestion: "add vertical padding", numbers: [.init("width", 120), .init("height", 28), .init("minimum", 44)],
            line: 50, column: 7, offset: 1000))
        findings.append(finding(
            .hierarchy, "title", at: .accessibility3, severity: .warning, other: "body",
            message: "The title (title1, capped at xxxLarge: 34 pt) renders smaller than body text (body: 44 pt).",
            numbers: [.init("size", 34), .init("otherSize", 44)], line: 8, column: 7, offset: 120))
        findings.append(finding(
            .missingGlyphs, "greeting", at: .large,
            message: "No configured font can draw U+1F9A9 in \"Hi 🦩\".", suggestion: "add a font that covers emoji",
            numbers: [.init("missing", 1)], line: nil))
        findings.append(finding(
            .truncated, "subtitle", at: .accessibility4, severity: .info,
            message: "Truncation is intended: \"Welcome back to the 100% <new> app, friend\" shows 1 of 2 lines.",
            shown: "Welcome back to the 100% <new>…", line: 14, column: 7, offset: 200))
        let elements = ["title", "closeButton", "subtitle", "greeting", "form", "submitButton", "passwordHint", "caption",
                        "legal", "forgotLink", "body", "footer"]
        return ScreenReport(spec: signIn, screen: "Sign in", device: "iPhone 15", categories: ContentSizeCategory.allCases,
                            elements: elements, findings: findings)
    }

    /// A screen in German that holds at the categories checked.
    static var profileScreen: ScreenReport {
        ScreenReport(spec: "Layouts/profile.json", screen: "Profile", device: "iPhone SE (3rd generation)", locale: "de",
                     categories: Array(ContentSizeCategory.allCases[3...]), elements: ["avatar", "name", "handle"],
                     findings: [])
    }

    static var report: CheckReport {
        CheckReport(
            screens: [signInScreen, profileScreen],
            problems: [InputProblem(spec: "Layouts/broken, v2.json",
                                    message: "Layouts/broken, v2.json:3:12: $.root.type: unknown element type \"lable\"; did you mean \"label\"?",
                                    location: TypeFitJSON.SourceLocation(line: 3, column: 12, offset: 40))],
            suppressedCount: 2)
    }
}
