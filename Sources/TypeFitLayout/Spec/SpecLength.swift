import TypeFitDynamicType

/// A length as a spec writes it, checked once and resolved at any category: points, a scaled
/// metric, or (for a maximum size) infinity.
///
/// The decoder reads each length once for all the categories that see the same fields and
/// resolves it at each of them; resolving is arithmetic only and never fails.
enum SpecLength: Hashable {
    /// A number of points, the same at every category.
    case points(Double)
    /// `{"value": 8, "relativeTo": "body", "max": 20}`: value × ramp(style, category) /
    /// ramp(style, large), then at most `maximum`.
    case scaled(value: Double, style: TextStyle, maximum: Double?)
    /// `"infinity"` for a maximum size: fill what the parent offers.
    case infinity

    /// The length in points at `category` (the category after any range limit).
    func at(_ category: ContentSizeCategory, in ramp: TypeRamp) -> Double {
        switch self {
        case .points(let value):
            return value
        case .scaled(let value, let style, let maximum):
            let scaled = FontScaling.relative(to: style).scaledValue(value, at: category, in: ramp)
            guard let maximum else { return scaled }
            return min(scaled, maximum)
        case .infinity:
            return .infinity
        }
    }
}

/// Padding or insets as written: a ``SpecLength`` for each side (a side not written holds its
/// default in points).
struct SpecInsets: Hashable {
    var top: SpecLength
    var leading: SpecLength
    var bottom: SpecLength
    var trailing: SpecLength

    /// The same length on all four sides.
    init(all: SpecLength) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// Fixed insets, as the defaults of sides not written.
    init(_ insets: EdgeInsets) {
        self.init(top: .points(insets.top), leading: .points(insets.leading),
                  bottom: .points(insets.bottom), trailing: .points(insets.trailing))
    }

    init(top: SpecLength, leading: SpecLength, bottom: SpecLength, trailing: SpecLength) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The insets in points at `category`.
    func at(_ category: ContentSizeCategory, in ramp: TypeRamp) -> EdgeInsets {
        EdgeInsets(top: top.at(category, in: ramp), leading: leading.at(category, in: ramp),
                   bottom: bottom.at(category, in: ramp), trailing: trailing.at(category, in: ramp))
    }
}
