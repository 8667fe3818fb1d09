import TypeFitDynamicType
import TypeFitText

/// A font resolved for one category: the descriptor to measure with, and how it got there.
public struct ResolvedFont: Sendable, Hashable {
    /// Family or file, weight, size after scaling and any maximum, tracking.
    public var descriptor: FontDescriptor
    /// The text style the font is (or scales relative to); nil for a fixed custom font.
    public var textStyle: TextStyle?
    /// False for a font with a fixed size (`UIFont(name:size:)`, `.system(size:)`): it ignores Dynamic Type.
    public var scalesWithDynamicType: Bool
    /// The size Dynamic Type asks for at this category before a maximum or a range limit applied.
    public var preferredSize: Double

    public init(descriptor: FontDescriptor, textStyle: TextStyle?, scalesWithDynamicType: Bool, preferredSize: Double) {
        self.descriptor = descriptor
        self.textStyle = textStyle
        self.scalesWithDynamicType = scalesWithDynamicType
        self.preferredSize = preferredSize
    }
}

/// Horizontal alignment of text lines inside a label's frame.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case natural, leading, center, trailing, justified
}

/// A UILabel / SwiftUI Text.
public struct LabelSpec: Sendable, Hashable {
    public var text: String
    public var font: ResolvedFont
    /// Maximum lines; 0 = unlimited (UILabel `numberOfLines`, default 1).
    public var lines: Int
    public var lineBreak: LineBreakMode
    /// Shrink down to this fraction of the font size before truncating; 0 = never shrink.
    public var minimumScaleFactor: Double
    public var alignment: TextAlignment
    /// A fixed line height in points, or nil for the font's own.
    public var lineHeight: Double?
    /// The author means this text to be truncated (a preview line): reported as information only.
    public var truncationIntended: Bool

    public init(text: String, font: ResolvedFont, lines: Int = 1, lineBreak: LineBreakMode = .truncateTail,
                minimumScaleFactor: Double = 0, alignment: TextAlignment = .natural, lineHeight: Double? = nil,
                truncationIntended: Bool = false) {
        self.text = text
        self.font = font
        self.lines = lines
        self.lineBreak = lineBreak
        self.minimumScaleFactor = minimumScaleFactor
        self.alignment = alignment
        self.lineHeight = lineHeight
        self.truncationIntended = truncationIntended
    }
}

/// A UIButton: a title label inside content insets, with an optional minimum size.
public struct ButtonSpec: Sendable, Hashable {
    public var title: LabelSpec
    public var contentInsets: EdgeInsets
    /// The smallest frame the button takes whatever its title (e.g. 44 × 44).
    public var minimumWidth: Double?
    public var minimumHeight: Double?

    public init(title: LabelSpec, contentInsets: EdgeInsets, minimumWidth: Double? = nil, minimumHeight: Double? = nil) {
        self.title = title
        self.contentInsets = contentInsets
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
    }
}

/// A UITextField: one line of text (the value, or the placeholder when empty) inside insets.
public struct TextFieldSpec: Sendable, Hashable {
    /// The value when set, otherwise the placeholder; one line, clipped or truncated at the tail.
    public var text: String
    public var isPlaceholder: Bool
    public var font: ResolvedFont
    public var contentInsets: EdgeInsets
    /// A border style draws a box around the text (`roundedRect`); `none` draws none.
    public var bordered: Bool

    public init(text: String, isPlaceholder: Bool, font: ResolvedFont, contentInsets: EdgeInsets, bordered: Bool) {
        self.text = text
        self.isPlaceholder = isPlaceholder
        self.font = font
        self.contentInsets = contentInsets
        self.bordered = bordered
    }
}

/// An image or SF Symbol–like icon with a size already scaled for the category.
public struct ImageSpec: Sendable, Hashable {
    public var width: Double
    public var height: Double
    /// The text style the size scales with (SF Symbols follow the text style), or nil when fixed.
    public var scalesWith: TextStyle?

    public init(width: Double, height: Double, scalesWith: TextStyle? = nil) {
        self.width = width
        self.height = height
        self.scalesWith = scalesWith
    }
}

/// A plain view holding children on top of each other inside its padding.
public struct BoxSpec: Sendable, Hashable {
    public var padding: EdgeInsets
    public var children: [ElementSpec]
    /// True when the box draws a background or border (it is visible even when empty).
    public var isOpaque: Bool

    public init(padding: EdgeInsets = .zero, children: [ElementSpec] = [], isOpaque: Bool = false) {
        self.padding = padding
        self.children = children
        self.isOpaque = isOpaque
    }
}

/// Flexible space along a stack's axis.
public struct SpacerSpec: Sendable, Hashable {
    public var minLength: Double

    public init(minLength: Double = 0) {
        self.minLength = minLength
    }
}

/// Layout axis.
public enum Axis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}

/// A UIStackView / SwiftUI HStack or VStack.
public struct StackSpec: Sendable, Hashable {
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }

    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public var axis: Axis
    public var spacing: Double
    public var alignment: Alignment
    public var distribution: Distribution
    /// Layout margins around the arranged views.
    public var padding: EdgeInsets
    public var children: [ElementSpec]

    public init(axis: Axis, spacing: Double = 0, alignment: Alignment = .fill, distribution: Distribution = .fill,
                padding: EdgeInsets = .zero, children: [ElementSpec]) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.padding = padding
        self.children = children
    }
}

/// A UIScrollView / SwiftUI ScrollView: unbounded room along its axis.
public struct ScrollSpec: Sendable, Hashable {
    public var axis: Axis
    public var padding: EdgeInsets
    public var content: ElementSpec

    public init(axis: Axis = .vertical, padding: EdgeInsets = .zero, content: ElementSpec) {
        self.axis = axis
        self.padding = padding
        self.content = content
    }
}

/// A compositional-layout grid: equal columns, rows as tall as their tallest item (or fixed).
public struct GridSpec: Sendable, Hashable {
    public var columns: Int
    public var rowSpacing: Double
    public var columnSpacing: Double
    /// A fixed item height, or nil for rows as tall as their content (estimated dimension).
    public var itemHeight: Double?
    public var padding: EdgeInsets
    public var children: [ElementSpec]

    public init(columns: Int, rowSpacing: Double = 0, columnSpacing: Double = 0, itemHeight: Double? = nil,
                padding: EdgeInsets = .zero, children: [ElementSpec]) {
        self.columns = columns
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.itemHeight = itemHeight
        self.padding = padding
        self.children = children
    }
}

/// A table view: full-width rows, self-sizing (automatic dimension) unless a row height is fixed.
public struct ListSpec: Sendable, Hashable {
    /// A fixed row height; nil = each row as tall as its content, at least `minimumRowHeight`.
    public var rowHeight: Double?
    public var minimumRowHeight: Double
    /// Insets inside each cell (the cell's layout margins).
    public var rowPadding: EdgeInsets
    public var rows: [ElementSpec]
    /// How each row is laid out, one per row, for lists with sections or a grouped style
    /// (section headers and footers, the gap between sections, inset sections); nil = every row
    /// a cell with `rowHeight`, `minimumRowHeight` and `rowPadding`, full width.
    public var rowLayouts: [ListRowLayout]?

    public init(rowHeight: Double? = nil, minimumRowHeight: Double = 44, rowPadding: EdgeInsets = .zero, rows: [ElementSpec],
                rowLayouts: [ListRowLayout]? = nil) {
        self.rowHeight = rowHeight
        self.minimumRowHeight = minimumRowHeight
        self.rowPadding = rowPadding
        self.rows = rows
        self.rowLayouts = rowLayouts
    }

    /// The layout of row `index`: its own, or the list's for every row.
    func layout(ofRow index: Int) -> ListRowLayout {
        rowLayouts?[index] ?? ListRowLayout(padding: rowPadding, minimumHeight: minimumRowHeight, fixedHeight: rowHeight)
    }
}

/// How one row of a list is laid out: a cell, or a section's header or footer.
public struct ListRowLayout: Sendable, Hashable {
    /// The row's layout margins around its content.
    public var padding: EdgeInsets
    /// Self-sizing rows are at least this tall.
    public var minimumHeight: Double
    /// A fixed height (the content spills out and is cut off), or nil to size to the content.
    public var fixedHeight: Double?
    /// Space between the row's frame and the list's leading and trailing edges (an inset
    /// grouped section).
    public var sideInset: ListSideInset
    /// Space above the row (the gap before a section).
    public var spaceBefore: Double
    /// A cell draws its background (opaque); a header or footer draws none.
    public var isCell: Bool

    public init(padding: EdgeInsets, minimumHeight: Double, fixedHeight: Double? = nil, sideInset: ListSideInset = .none,
                spaceBefore: Double = 0, isCell: Bool = true) {
        self.padding = padding
        self.minimumHeight = minimumHeight
        self.fixedHeight = fixedHeight
        self.sideInset = sideInset
        self.spaceBefore = spaceBefore
        self.isCell = isCell
    }
}

/// How far an inset grouped list insets its sections from each side: the layout margins of
/// the list, which are wider from a width on (UIKit's system minimum layout margins).
public struct ListSideInset: Sendable, Hashable {
    public var compact: Double
    public var regular: Double
    /// Lists at least this wide use `regular`.
    public var regularFromWidth: Double

    public init(compact: Double, regular: Double, regularFromWidth: Double) {
        self.compact = compact
        self.regular = regular
        self.regularFromWidth = regularFromWidth
    }

    /// No inset: rows span the list.
    public static let none = ListSideInset(compact: 0, regular: 0, regularFromWidth: 0)

    /// The inset on each side of a list `width` wide (nil: not yet known, the compact one).
    public func at(width: Double?) -> Double {
        guard let width, width >= regularFromWidth else { return compact }
        return regular
    }
}

/// SwiftUI `ViewThatFits`: the first alternative whose ideal size fits along the given axes.
public struct FitsSpec: Sendable, Hashable {
    /// Axes along which an alternative must fit; both by default.
    public var axes: [Axis]
    public var alternatives: [ElementSpec]

    public init(axes: [Axis] = [.horizontal, .vertical], alternatives: [ElementSpec]) {
        self.axes = axes
        self.alternatives = alternatives
    }
}
