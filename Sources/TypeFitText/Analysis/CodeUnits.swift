#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Hashing and equality of UTF-16 code unit arrays as raw bytes, for cache keys: one digest
/// of the bytes and one `memcmp` where the synthesised conformances of `[UInt16]` visit every
/// unit on its own.
enum CodeUnits {
    /// A quick 64-bit digest of bytes for the caches' hash tables: eight bytes at a time, each
    /// word rotated in and multiplied (as rustc's FxHash), then the length. A table feeds the
    /// digest to its seeded `Hasher`, so a text is read once per hash however long it is; equal
    /// keys are still told apart by `==`.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            state = mix(state, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return mix(mix(state, tail), UInt64(bytes.count))
    }

    /// One step of ``digest(_:)``: `word` rotated into `state` and multiplied. Also combines
    /// digests and numbers into the digest of a whole key.
    static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        ((state << 5 | state >> 59) ^ word) &* 0x517c_c1b7_2722_0a95
    }
}

/// A key of the text engine's tables and memos that makes one digest of its fields: the
/// digest is fed to the table's seeded `Hasher` in place of the fields one by one. Equal keys
/// have equal digests; `==` compares the fields themselves, never the digests alone.
protocol DigestKey: Hashable {
    var digest: UInt64 { get }
}

extension DigestKey {
    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}

extension CodeUnits {
    /// The string of `units`, transcoded to UTF-8 in one pass (`String(decoding:as: UTF16.self)`
    /// takes the standard library's slow generic path). An unpaired surrogate becomes U+FFFD,
    /// as there.
    static func string(_ units: ArraySlice<UInt16>) -> String {
        String(unsafeUninitializedCapacity: units.count * 3) { bytes in
            var count = 0
            var index = units.startIndex
            while index < units.endIndex {
                let value = scalarValue(units, at: &index)
                if value < 0x80 {
                    bytes[count] = UInt8(value)
                    count += 1
                } else if value < 0x800 {
                    bytes[count] = UInt8(0xC0 | value >> 6)
                    bytes[count + 1] = UInt8(0x80 | value & 0x3F)
                    count += 2
                } else if value < 0x10000 {
                    bytes[count] = UInt8(0xE0 | value >> 12)
                    bytes[count + 1] = UInt8(0x80 | value >> 6 & 0x3F)
                    bytes[count + 2] = UInt8(0x80 | value & 0x3F)
                    count += 3
                } else {
                    bytes[count] = UInt8(0xF0 | value >> 18)
                    bytes[count + 1] = UInt8(0x80 | value >> 12 & 0x3F)
                    bytes[count + 2] = UInt8(0x80 | value >> 6 & 0x3F)
                    bytes[count + 3] = UInt8(0x80 | value & 0x3F)
                    count += 4
                }
            }
            return count
        }
    }

    /// Appends the scalars of `units` to `scalars` (an unpaired surrogate as U+FFFD).
    static func appendScalars(of units: ArraySlice<UInt16>, to scalars: inout [Unicode.Scalar]) {
        var index = units.startIndex
        while index < units.endIndex {
            scalars.append(Unicode.Scalar(scalarValue(units, at: &index)) ?? "\u{FFFD}")
        }
    }

    /// The scalar value starting at `index` (U+FFFD for an unpaired surrogate); moves `index`
    /// past it.
    private static func scalarValue(_ units: ArraySlice<UInt16>, at index: inout Int) -> UInt32 {
        let unit = UInt32(units[index])
        index += 1
        if unit & 0xFC00 == 0xD800, index < units.endIndex, units[index] & 0xFC00 == 0xDC00 {
            let low = UInt32(units[index])
            index += 1
            return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        return unit & 0xF800 == 0xD800 ? 0xFFFD : unit
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
