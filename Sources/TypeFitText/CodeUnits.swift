#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Hashing and equality of UTF-16 code unit arrays as raw bytes, for cache keys: one
/// `combine(bytes:)` and one `memcmp` where the synthesised conformances of `[UInt16]`
/// visit every unit on its own.
enum CodeUnits {
    /// Feeds the units' bytes and their count to `hasher`.
    static func hash(_ units: [UInt16], into hasher: inout Hasher) {
        units.withUnsafeBytes { bytes in hasher.combine(bytes: bytes) }
        hasher.combine(units.count)
    }

    /// Whether `a` and `b` hold the same units.
    static func equal(_ a: [UInt16], _ b: [UInt16]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { left in
            b.withUnsafeBytes { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
                return memcmp(leftBase, rightBase, left.count) == 0
            }
        }
    }
}
