/// Apple's tracking table for SF Pro on iOS, iPadOS and visionOS, interpolated between listed sizes.
///
/// Source: Apple Human Interface Guidelines, Typography › Specifications › Tracking values ›
/// iOS, iPadOS, visionOS tracking values › SF Pro (page revision of December 16, 2025).
/// The HIG lists each size from 6 to 54 pt, then every 2 pt to 72, then 76, 80 … 96 pt, with the
/// tracking both in 1/1000 em and in points. TypeFit uses the points column (the values the
/// system applies; they are not exactly em × size because Apple rounds the em column) and
/// interpolates linearly between neighbouring sizes. Below 6 pt the 6 pt value applies, above
/// 96 pt the 96 pt value (0).
public enum SFProTracking {
    /// (size in points, tracking in 1/1000 em, tracking in points), ascending by size.
    public static let table: [(size: Double, em: Double, points: Double)] = [
        (6, 41, 0.24), (7, 34, 0.23), (8, 26, 0.21), (9, 19, 0.17), (10, 12, 0.12),
        (11, 6, 0.06), (12, 0, 0.0), (13, -6, -0.08), (14, -11, -0.15), (15, -16, -0.23),
        (16, -20, -0.31), (17, -26, -0.43), (18, -25, -0.44), (19, -24, -0.45), (20, -23, -0.45),
        (21, -18, -0.36), (22, -12, -0.26), (23, -4, -0.10), (24, 3, 0.07), (25, 6, 0.15),
        (26, 8, 0.22), (27, 11, 0.29), (28, 14, 0.38), (29, 14, 0.40), (30, 14, 0.40),
        (31, 13, 0.39), (32, 13, 0.41), (33, 12, 0.40), (34, 12, 0.40), (35, 11, 0.38),
        (36, 10, 0.37), (37, 10, 0.36), (38, 10, 0.37), (39, 10, 0.38), (40, 10, 0.37),
        (41, 9, 0.36), (42, 9, 0.37), (43, 9, 0.38), (44, 8, 0.37), (45, 8, 0.35),
        (46, 8, 0.36), (47, 8, 0.37), (48, 8, 0.35), (49, 7, 0.33), (50, 7, 0.34),
        (51, 7, 0.35), (52, 6, 0.33), (53, 6, 0.31), (54, 6, 0.32), (56, 6, 0.30),
        (58, 5, 0.28), (60, 4, 0.26), (62, 4, 0.24), (64, 4, 0.22), (66, 3, 0.19),
        (68, 2, 0.17), (70, 2, 0.14), (72, 2, 0.14), (76, 1, 0.07), (80, 0, 0),
        (84, 0, 0), (88, 0, 0), (92, 0, 0), (96, 0, 0),
    ]

    /// The tracking in points that iOS applies to SF Pro at `size` points.
    ///
    /// Exact at listed sizes, linear between them, clamped to the ends of the table.
    /// Complexity: O(log n) in the table's length.
    public static func tracking(forSize size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        guard size.isFinite else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return last.points }
        var low = 0
        var high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle].size <= size { low = middle } else { high = middle }
        }
        let a = table[low]
        let b = table[high]
        let fraction = (size - a.size) / (b.size - a.size)
        return a.points + (b.points - a.points) * fraction
    }
}
