/// A rectangle in screen points: origin at the top-left of the screen, y growing downwards.
///
/// Its small operations are `@inlinable`: the rules, in another module, intersect every pair of
/// visible elements of a screen, and a call across modules is not inlined otherwise.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(x: Double, y: Double, size: Size) {
        self.init(x: x, y: y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var midX: Double { x + width / 2 }
    @inlinable public var midY: Double { y + height / 2 }
    public var size: Size { Size(width: width, height: height) }
    /// Width times height, in square points.
    @inlinable public var area: Double { width * height }

    /// True when the rectangle is no wider or no taller than `tolerance` points.
    @inlinable public func isEmpty(tolerance: Double = 0) -> Bool {
        width <= tolerance || height <= tolerance
    }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (leading is the left edge: frames are computed left to
    /// right and mirrored afterwards for right-to-left screens). Width and height stop at zero.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.leading, y: y + insets.top,
             width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }

    /// The rectangle grown by `amount` on every side (shrunk for a negative amount; width and
    /// height stop at zero).
    public func outset(by amount: Double) -> Rect {
        Rect(x: x - amount, y: y - amount, width: max(0, width + 2 * amount), height: max(0, height + 2 * amount))
    }

    /// True when `other` lies inside this rectangle, allowing `tolerance` points on each edge.
    @inlinable public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The smallest rectangle holding both.
    @inlinable public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The common part of both rectangles, or nil when it is no wider or no taller than
    /// `tolerance` points (rectangles that merely touch do not intersect).
    @inlinable public func intersection(_ other: Rect, tolerance: Double = 0) -> Rect? {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let common = Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
        return common.isEmpty(tolerance: tolerance) ? nil : common
    }

    /// `(16, 59, 361×44)`.
    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(size))"
    }
}
