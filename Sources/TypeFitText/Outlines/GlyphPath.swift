/// A vector outline: contours of straight lines and quadratic and cubic Bézier curves,
/// in points with y growing downwards (screen coordinates), filled with the non-zero rule.
///
/// Glyph outlines come from `GlyphOutlines`; the renderers translate them to a glyph's pen
/// position and write them as SVG path data or hand them to `OutlineRasterizer`.
public struct GlyphPath: Sendable, Hashable {
    /// A point of a path.
    public struct Point: Sendable, Hashable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// One drawing command; every contour starts with `move` and ends with `close`.
    public enum Command: Sendable, Hashable {
        case move(Point)
        case line(Point)
        /// A quadratic Bézier curve: control point, end point.
        case quad(Point, Point)
        /// A cubic Bézier curve: two control points, end point.
        case cubic(Point, Point, Point)
        case close
    }

    public var commands: [Command]

    public init(commands: [Command] = []) {
        self.commands = commands
    }

    /// True when the path draws nothing (a space, a zero-width joiner).
    public var isEmpty: Bool { commands.isEmpty }

    /// Number of contours (`move` commands).
    public var contourCount: Int {
        commands.reduce(0) { count, command in
            if case .move = command { return count + 1 }
            return count
        }
    }

    /// The smallest rectangle holding every point, control points included, as
    /// (minX, minY, maxX, maxY); nil for an empty path.
    public var controlBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        forEachPoint { point in
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        guard minX <= maxX else { return nil }
        return (minX, minY, maxX, maxY)
    }

    /// The path with every point mapped through `transform`.
    public func mapPoints(_ transform: (Point) -> Point) -> GlyphPath {
        GlyphPath(commands: commands.map { command in
            switch command {
            case .move(let p): .move(transform(p))
            case .line(let p): .line(transform(p))
            case .quad(let c, let p): .quad(transform(c), transform(p))
            case .cubic(let c1, let c2, let p): .cubic(transform(c1), transform(c2), transform(p))
            case .close: .close
            }
        })
    }

    /// The path scaled by `scale` about the origin, then moved by `dx`, `dy`.
    public func scaled(by scale: Double, dx: Double = 0, dy: Double = 0) -> GlyphPath {
        mapPoints { Point(x: $0.x * scale + dx, y: $0.y * scale + dy) }
    }

    /// The path moved by `dx`, `dy`.
    public func translated(dx: Double, dy: Double) -> GlyphPath {
        if dx == 0 && dy == 0 { return self }
        return mapPoints { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// Appends another path's contours.
    public mutating func append(_ other: GlyphPath) {
        commands.append(contentsOf: other.commands)
    }

    /// Appends an axis-aligned rectangle as one closed contour, clockwise on screen
    /// (or counter-clockwise when `reversed`, to cut a hole with the non-zero rule).
    public mutating func appendRectangle(x: Double, y: Double, width: Double, height: Double, reversed: Bool = false) {
        let corners = [Point(x: x, y: y), Point(x: x + width, y: y),
                       Point(x: x + width, y: y + height), Point(x: x, y: y + height)]
        let ordered = reversed ? [corners[0], corners[3], corners[2], corners[1]] : corners
        commands.append(.move(ordered[0]))
        for corner in ordered.dropFirst() { commands.append(.line(corner)) }
        commands.append(.close)
    }

    private func forEachPoint(_ body: (Point) -> Void) {
        for command in commands {
            switch command {
            case .move(let p), .line(let p): body(p)
            case .quad(let c, let p):
                body(c)
                body(p)
            case .cubic(let c1, let c2, let p):
                body(c1)
                body(c2)
                body(p)
            case .close: break
            }
        }
    }
}
