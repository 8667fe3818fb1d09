/// `touchTarget`: a button, text field or interactive image smaller than the minimum touch
/// target (44 × 44 pt by default; Apple's Human Interface Guidelines).
struct TouchTargetRule: CheckRule {
    let kind = FindingKind.touchTarget

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        let minimum = options.minimumTouchTarget
        var result: [Finding] = []
        for node in screen.nodes {
            guard node.isInteractive else { continue }
            let width = node.frame.width, height = node.frame.height
            guard width < minimum - ScreenFacts.tolerance || height < minimum - ScreenFacts.tolerance else { continue }
            let message = "It is \(FindingText.size(width, height)), smaller than the "
                + "\(FindingText.size(minimum, minimum)) minimum touch target."
            result.append(screen.finding(kind, .warning, about: node, message: message,
                                         suggestion: "give it a minimum size of \(FindingText.size(minimum, minimum)) "
                                           + "(`minWidth`, `minHeight`) or larger content insets",
                                         numbers: [.init("width", FindingText.rounded(width)),
                                                   .init("height", FindingText.rounded(height)),
                                                   .init("minimum", FindingText.rounded(minimum))]))
        }
        return result
    }
}
