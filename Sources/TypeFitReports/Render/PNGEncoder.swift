import CZlib

/// Writes 8-bit RGBA images as PNG files: the signature, an IHDR chunk, one IDAT chunk of
/// zlib-compressed scanlines (filter type 0 on every row, so the bytes depend only on the
/// pixels and zlib's level) and IEND, each chunk with its CRC-32.
/// See the PNG specification, sections 5 (datastream) and 11.2 (critical chunks).
package enum PNGEncoder {
    /// Why an image could not be encoded.
    package enum EncodingError: Error, Sendable, Hashable, CustomStringConvertible {
        case invalidSize(width: Int, height: Int, pixelBytes: Int)
        case compressionFailed(zlibError: Int32)

        package var description: String {
            switch self {
            case .invalidSize(let width, let height, let bytes):
                "cannot encode a \(width)×\(height) RGBA image from \(bytes) bytes"
            case .compressionFailed(let error):
                "zlib could not compress the image (error \(error))"
            }
        }
    }

    /// The PNG bytes of an RGBA image of `width × height` pixels (4 bytes each, rows top down).
    package static func encode(rgba pixels: [UInt8], width: Int, height: Int) throws(EncodingError) -> [UInt8] {
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16, pixels.count == width * height * 4 else {
            throw .invalidSize(width: width, height: height, pixelBytes: pixels.count)
        }
        var raw = [UInt8]()
        raw.reserveCapacity((width * 4 + 1) * height)
        for row in 0..<height {
            raw.append(0)
            raw.append(contentsOf: pixels[(row * width * 4)..<((row + 1) * width * 4)])
        }
        var compressedLength = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        let status = compressed.withUnsafeMutableBufferPointer { destination in
            raw.withUnsafeBufferPointer { source in
                compress2(destination.baseAddress, &compressedLength, source.baseAddress, uLong(source.count), 9)
            }
        }
        guard status == Z_OK else { throw .compressionFailed(zlibError: status) }
        compressed.removeSubrange(Int(compressedLength)...)

        var header = [UInt8]()
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0] // bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", header)
        png += chunk("IDAT", compressed)
        png += chunk("IEND", [])
        return png
    }

    /// One chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "PNG chunk types have four letters")
        let body = typeBytes + data
        let checksum = body.withUnsafeBufferPointer { buffer in
            crc32(0, buffer.baseAddress, uInt(buffer.count))
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(UInt32(truncatingIfNeeded: checksum))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
