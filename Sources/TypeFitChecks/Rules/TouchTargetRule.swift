/// `touchTarget`: a button, text field or other interactive element whose touch area (its
/// frame, or its `hitArea` where that is larger) is narrower or shorter than the configured
/// minimum (``CheckConfiguration/minimumTouchTarget``).
struct TouchTargetRule: CheckRule {
    static let description = RuleDescription(
        kind: .touchTarget, defaultSeverity: .warning,
        summary: "An interactive element is smaller than the minimum touch target (\(defaultSize) by default).",
        help: "Give the control at least \(defaultSize) of hit area: padding, a minimum size, or a larger content inset.",
        example: .init(spec: "Layouts/navbars.broken.json", element: "composeButton", category: .xSmall,
                       message: "It is 30 × 30 pt, smaller than the 44 × 44 pt minimum touch target."))

    /// `44 × 44 pt`: the default minimum, as the summary and help word it.
    private static var defaultSize: String {
        FindingText.size(CheckConfiguration.defaultMinimumTouchTarget, CheckConfiguration.defaultMinimumTouchTarget)
    }

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        let minimum = options.minimumTouchTarget
        var result: [Finding] = []
        for node in screen.nodes {
            guard node.isInteractive else { continue }
            let width = max(node.frame.width, node.hitArea?.width ?? 0)
            let height = max(node.frame.height, node.hitArea?.height ?? 0)
            guard width < minimum - ScreenFacts.tolerance || height < minimum - ScreenFacts.tolerance else { continue }
            let what = node.hitArea == nil ? "It is" : "Its touch area is"
            let message = "\(what) \(FindingText.size(width, height)), smaller than the "
                + "\(FindingText.size(minimum, minimum)) minimum touch target."
            let suggestion = node.hitArea == nil
                ? "give it a minimum size of \(FindingText.size(minimum, minimum)) "
                    + "(`minWidth`, `minHeight`) or larger content insets"
                : "make its `hitArea` at least \(FindingText.size(minimum, minimum))"
            result.append(screen.finding(by: self, about: node, message: message,
                                         suggestion: suggestion,
                                         numbers: [.init("width", FindingText.rounded(width)),
                                                   .init("height", FindingText.rounded(height)),
                                                   .init("minimum", FindingText.rounded(minimum))]))
        }
        return result
    }
}
