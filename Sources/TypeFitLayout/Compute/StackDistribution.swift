import TypeFitText

/// UIStackView's distributions along the stack's axis, as pure arithmetic on the arranged
/// views' lengths: <https://developer.apple.com/documentation/uikit/uistackview/distribution>.
///
/// Every function is O(n log n) in the number of arranged views.
struct StackDistribution {
    /// One arranged view, reduced to what the distribution reads.
    struct Item {
        /// Length along the axis when nothing limits it (intrinsic content size).
        var ideal: Double
        /// The shortest it may be made (a wrapping label: its longest word); nil when not measured,
        /// which only an item without a maximum may be: only shrinking an overflowing arrangement
        /// reads it then, and measuring it (a wrapping label's widest grapheme cluster, a
        /// container's children at theirs) is wasted on every arrangement that fits.
        var minimum: Double?
        /// The longest it may be made (a fixed or maximum size; infinity when free).
        var maximum: Double
        /// A spacer or an element with an infinite maximum: takes extra room before anything else.
        var isFlexible: Bool
        var hugging: Double
        var compressionResistance: Double
        /// SwiftUI's layout priority: shrinks last, higher first.
        var layoutPriority: Double

        /// Takes the length the view measured at its shortest: never more than its ideal length,
        /// and a fixed or maximum length below it gives way to it.
        mutating func take(measuredMinimum measured: Double) {
            minimum = min(measured, ideal)
            maximum = max(maximum, measured)
        }
    }

    /// The lengths and leading offsets (from the stack's inner leading edge) of the items.
    ///
    /// The offsets are worked out when read: measuring a stack reads only the lengths and the
    /// extent, so no array of offsets is made for each proposal a stack is measured for. Read
    /// them once when placing.
    struct Arrangement {
        var lengths: [Double]
        /// From the first item's leading edge to the last item's trailing edge.
        var extent: Double
        /// How the items follow one another.
        fileprivate var spacing: Spacing

        fileprivate enum Spacing {
            /// One after another with this gap between them.
            case packed(gap: Double)
            /// Centres this far apart, the first item's centre at `firstCentre`.
            case centred(firstCentre: Double, distance: Double)
        }

        var offsets: [Double] {
            switch spacing {
            case .packed(let gap):
                var offsets: [Double] = []
                offsets.reserveCapacity(lengths.count)
                _ = StackDistribution.pack(lengths, gap: gap) { offsets.append($0) }
                return offsets
            case .centred(let firstCentre, let distance):
                return lengths.indices.map {
                    StackDistribution.centredOffset($0, of: lengths, firstCentre: firstCentre, distance: distance)
                }
            }
        }
    }

    /// Walks `lengths` one after another with `gap` between them, handing `visit` each item's
    /// leading offset; the extent. The one place both the offsets and the extent are added up,
    /// so they are the same numbers whether or not the offsets are asked for.
    fileprivate static func pack(_ lengths: [Double], gap: Double, visit: (Double) -> Void = { _ in }) -> Double {
        var position = 0.0
        for (index, length) in lengths.enumerated() {
            if index > 0 { position += gap }
            visit(position)
            position += length
        }
        return position
    }

    /// The leading offset of item `index` when the centres are `distance` apart, the first at
    /// `firstCentre`.
    fileprivate static func centredOffset(_ index: Int, of lengths: [Double], firstCentre: Double,
                                          distance: Double) -> Double {
        firstCentre + Double(index) * distance - lengths[index] / 2
    }

    var distribution: StackSpec.Distribution
    var spacing: Double

    /// Arranges `items` at their ideal lengths, as for measuring: no minimum is read.
    func arrange(_ items: [Item]) -> Arrangement {
        guard let arrangement = arrange(items, available: nil) else {
            preconditionFailure("an arrangement without a length to fit read a minimum")
        }
        return arrangement
    }

    /// Arranges `items` in `available` (nil: at their ideal lengths, as for measuring); nil when
    /// it has to shrink an item whose minimum was not measured (never without `available`).
    func arrange(_ items: [Item], available: Double?) -> Arrangement? {
        guard !items.isEmpty else { return Arrangement(lengths: [], extent: 0, spacing: .packed(gap: spacing)) }
        let gaps = spacing * Double(items.count - 1)
        switch distribution {
        case .fill:
            return fill(items, available: available.map { $0 - gaps }).map { packed($0) }
        case .fillEqually:
            let each: Double
            if let available {
                each = max(0, (available - gaps) / Double(items.count))
            } else {
                each = items.map(\.ideal).max() ?? 0
            }
            return packed([Double](repeating: each, count: items.count))
        case .fillProportionally:
            guard let available else { return packed(items.map(\.ideal)) }
            let total = items.map(\.ideal).reduce(0, +)
            let room = max(0, available - gaps)
            if total <= 0 { return packed([Double](repeating: room / Double(items.count), count: items.count)) }
            return packed(items.map { $0.ideal * room / total })
        case .equalSpacing:
            guard let lengths = shrinkOnly(items, available: available.map { $0 - gaps }) else { return nil }
            var gap = spacing
            if let available, items.count > 1 {
                gap = max(spacing, (available - lengths.reduce(0, +)) / Double(items.count - 1))
            }
            return packed(lengths, gap: gap)
        case .equalCentering:
            return shrinkOnly(items, available: available.map { $0 - gaps }).map { equalCentering($0, available: available) }
        }
    }

    /// `.fill`: ideal lengths; when they overflow, the lowest compression resistance shrinks first
    /// (ties: the later view); when there is room left, flexible items share it equally, else the
    /// lowest hugging priority grows (ties: the later view). Auto Layout leaves equal priorities
    /// ambiguous; the later view is TypeFit's choice, stated so results are reproducible.
    func fill(_ items: [Item], available: Double?) -> [Double]? {
        guard var lengths = shrinkOnly(items, available: available) else { return nil }
        guard let available else { return lengths }
        var extra = available - lengths.reduce(0, +)
        guard extra > 1e-9 else { return lengths }
        let flexible = items.indices.filter { items[$0].isFlexible }
        if !flexible.isEmpty {
            let share = extra / Double(flexible.count)
            for index in flexible { lengths[index] += share }
            return lengths
        }
        let growers = items.indices.sorted { a, b in
            if items[a].hugging != items[b].hugging { return items[a].hugging < items[b].hugging }
            return a > b
        }
        for index in growers where extra > 1e-9 {
            let room = items[index].maximum - lengths[index]
            let grow = min(room, extra)
            if grow > 0 {
                lengths[index] += grow
                extra -= grow
            }
        }
        return lengths
    }

    /// Ideal lengths, shrunk in compression-resistance order (lowest first, later views first on
    /// ties, lower layout priority before higher) down to each item's minimum when they overflow.
    /// Items that cannot shrink further keep their minimum: the arrangement then overflows. Nil
    /// when an item whose minimum was not measured is reached while the arrangement overflows.
    func shrinkOnly(_ items: [Item], available: Double?) -> [Double]? {
        // An item without a measured minimum has no maximum: its length is its ideal one.
        var lengths = items.map { min(max($0.ideal, $0.minimum ?? $0.ideal), $0.maximum) }
        guard let available else { return lengths }
        var deficit = lengths.reduce(0, +) - available
        guard deficit > 1e-9 else { return lengths }
        let order = items.indices.sorted { a, b in
            if items[a].layoutPriority != items[b].layoutPriority { return items[a].layoutPriority < items[b].layoutPriority }
            if items[a].compressionResistance != items[b].compressionResistance {
                return items[a].compressionResistance < items[b].compressionResistance
            }
            return a > b
        }
        for index in order where deficit > 1e-9 {
            guard let minimum = items[index].minimum else { return nil }
            let room = lengths[index] - minimum
            let cut = min(max(0, room), deficit)
            lengths[index] -= cut
            deficit -= cut
        }
        return lengths
    }

    /// `.equalCentering`: the centres of consecutive items equally far apart, the first item at
    /// the leading edge and the last at the trailing edge, keeping at least `spacing` between edges.
    private func equalCentering(_ lengths: [Double], available: Double?) -> Arrangement {
        guard lengths.count > 1 else { return packed(lengths) }
        var minimumDistance = 0.0
        for index in 0..<(lengths.count - 1) {
            minimumDistance = max(minimumDistance, lengths[index] / 2 + lengths[index + 1] / 2 + spacing)
        }
        var distance = minimumDistance
        if let available, let first = lengths.first, let last = lengths.last {
            distance = max(minimumDistance, (available - first / 2 - last / 2) / Double(lengths.count - 1))
        }
        let firstCentre = lengths[0] / 2
        let last = lengths.count - 1
        let extent = Self.centredOffset(last, of: lengths, firstCentre: firstCentre, distance: distance) + lengths[last]
        return Arrangement(lengths: lengths, extent: extent, spacing: .centred(firstCentre: firstCentre, distance: distance))
    }

    /// Items one after another with `gap` between them.
    private func packed(_ lengths: [Double], gap: Double? = nil) -> Arrangement {
        let gap = gap ?? spacing
        return Arrangement(lengths: lengths, extent: Self.pack(lengths, gap: gap), spacing: .packed(gap: gap))
    }
}
