/// What a parent offers a child along one axis, as in SwiftUI's `ProposedViewSize` and Taffy's
/// `AvailableSpace`.
enum ProposedLength: Hashable, Sendable {
    /// Exactly this much room; the child answers with the size it takes in it.
    case definite(Double)
    /// No limit: the child answers with its ideal (intrinsic) size.
    case ideal
    /// As little as possible: the child answers with the smallest size it can take without
    /// breaking its own rules (a wrapping label: its longest word).
    case minimum

    /// The definite value, or nil.
    var value: Double? {
        if case .definite(let value) = self { return value }
        return nil
    }

    /// The proposal as two numbers the pass's memos compare at once: a definite length's bits
    /// (0 and -0 are told apart, which costs at most a measure, never a result) and its kind.
    var memoBits: (value: UInt64, kind: UInt8) {
        switch self {
        case .definite(let value): (value.bitPattern, 0)
        case .ideal: (0, 1)
        case .minimum: (0, 2)
        }
    }

    /// The proposal minus `amount` (padding, insets), never below zero.
    func shrunk(by amount: Double) -> ProposedLength {
        if case .definite(let value) = self { return .definite(max(0, value - amount)) }
        return self
    }
}

/// A proposal for both axes.
struct ProposedSize: Hashable, Sendable {
    var width: ProposedLength
    var height: ProposedLength

    static let ideal = ProposedSize(width: .ideal, height: .ideal)

    init(width: ProposedLength, height: ProposedLength) {
        self.width = width
        self.height = height
    }

    init(_ size: Size) {
        self.init(width: .definite(size.width), height: .definite(size.height))
    }

    /// A proposal built from its length along `axis` and across it.
    init(along main: ProposedLength, across cross: ProposedLength, axis: Axis) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }

    func along(_ axis: Axis) -> ProposedLength { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> ProposedLength { axis == .horizontal ? height : width }

    /// The proposal minus insets on each axis.
    func shrunk(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.shrunk(by: insets.horizontal), height: height.shrunk(by: insets.vertical))
    }
}
