/// `touchTarget`: a button, text field or interactive image smaller than the minimum touch
/// target (44 × 44 pt by default; Apple's Human Interface Guidelines).
struct TouchTargetRule: CheckRule {
    let kind = FindingKind.touchTarget

    func findings(in screen: ScreenFacts, options: DetectorOptions) -> [Finding] {
        let minimum = options.minimumTouchTarget
        return screen.nodes.compactMap { node in
            guard node.isInteractive else { return nil }
            let width = node.frame.width, height = node.frame.height
            guard width < minimum - ScreenFacts.tolerance || height < minimum - ScreenFacts.tolerance else { return nil }
            let message = "It is \(FindingText.size(width, height)), smaller than the "
                + "\(FindingText.size(minimum, minimum)) minimum touch target."
            return screen.finding(kind, .warning, about: node, message: message,
                                  suggestion: "give it a minimum size of \(FindingText.size(minimum, minimum)) "
                                    + "(`minWidth`, `minHeight`) or larger content insets",
                                  numbers: [.init("width", FindingText.rounded(width)),
                                            .init("height", FindingText.rounded(height)),
                                            .init("minimum", FindingText.rounded(minimum))])
        }
    }
}
