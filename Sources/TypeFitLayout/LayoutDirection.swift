/// Which way leading and trailing point on a screen.
///
/// The engine lays every screen out left to right and, for right-to-left screens, mirrors all
/// frames about the screen's vertical centre line afterwards: UIKit's
/// `semanticContentAttribute` and SwiftUI's `layoutDirection` flip leading and trailing the same
/// way. Text inside a frame is not mirrored: the text engine orders each line by its own bidi rules.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}
