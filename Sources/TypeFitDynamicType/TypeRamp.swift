/// A named, versioned table of the 11 text styles at the 12 content size categories.
///
/// The current iOS table is ``named(_:)`` `"ios"`: Apple's Human Interface Guidelines, shipped as
/// the resource `Ramps/ios.json` with its `source` field. Another iOS version's table is another
/// `Ramps/<name>.json` file in the same format; no code changes are needed to use it.
/// Lookups are O(1).
public struct TypeRamp: Sendable, Hashable {
    /// The ramp's name, the resource file's base name: `"ios"`.
    public let name: String
    /// Where the numbers come from, as the file's `source` field says.
    public let source: String
    /// Remarks kept with the table (the file's `notes`).
    public let notes: [String]
    /// The 132 cells, category-major: index `category.rawValue * 11 + style index`.
    private let cells: [RampEntry]

    /// The name of the ramp TypeFit uses unless told otherwise.
    public static let defaultName = "ios"

    /// A ramp from its cells, which must hold every style × category exactly once, with
    /// positive, finite sizes and leadings.
    public init(name: String, source: String, notes: [String] = [], entries: [RampEntry]) throws(RampError) {
        var slots = [RampEntry?](repeating: nil, count: TypeRamp.cellCount)
        for entry in entries {
            let index = TypeRamp.index(entry.style, entry.category)
            guard slots[index] == nil else {
                throw .invalid(path: name, problem: "\(entry.style.name) at \(entry.category.name) is listed twice")
            }
            guard entry.size.isFinite, entry.size > 0, entry.leading.isFinite, entry.leading > 0 else {
                throw .invalid(path: name, problem: "\(entry.style.name) at \(entry.category.name) needs a positive size and leading")
            }
            slots[index] = entry
        }
        var cells: [RampEntry] = []
        cells.reserveCapacity(TypeRamp.cellCount)
        for category in ContentSizeCategory.allCases {
            for style in TextStyle.allCases {
                guard let entry = slots[TypeRamp.index(style, category)] else {
                    throw .invalid(path: name, problem: "\(style.name) at \(category.name) is missing")
                }
                cells.append(entry)
            }
        }
        self.name = name
        self.source = source
        self.notes = notes
        self.cells = cells
    }

    /// The cell for `style` at `category`.
    public subscript(style: TextStyle, category: ContentSizeCategory) -> RampEntry {
        cells[TypeRamp.index(style, category)]
    }

    /// The point size of `style` at `category`.
    public func size(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
        self[style, category].size
    }

    /// How much `style` grows from the default category (large) to `category`:
    /// ramp(style, category) / ramp(style, large). UIFontMetrics scales custom fonts by this.
    public func scale(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
        size(style, at: category) / size(style, at: .default)
    }

    /// All 132 cells, category by category (xSmall first), styles in ramp order within each.
    public var entries: [RampEntry] { cells }

    private static let styleCount = TextStyle.allCases.count
    private static let cellCount = ContentSizeCategory.allCases.count * styleCount

    /// A cell's index, from the style's place in the ramp's order (a switch): finding the style
    /// in `allCases` made that array and compared names at every size asked for.
    private static func index(_ style: TextStyle, _ category: ContentSizeCategory) -> Int {
        category.rawValue * styleCount + TextStyle.order(style)
    }
}
