/// Decodes the bytes of a `.strings` file: UTF-8 (with or without a byte-order mark) or UTF-16
/// (little or big endian, found by its byte-order mark or, without one, by the zero bytes of
/// ASCII text), the encodings Xcode and `genstrings` write.
enum TextDecoding {
    /// The encodings a `.strings` file may be in.
    enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    /// The detected encoding and the number of byte-order-mark bytes to skip.
    static func detect(_ bytes: [UInt8]) -> (Encoding, bomLength: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        if bytes.count >= 2 {
            if bytes[0] == 0 && bytes[1] != 0 { return (.utf16BigEndian, 0) }
            if bytes[0] != 0 && bytes[1] == 0 { return (.utf16LittleEndian, 0) }
        }
        return (.utf8, 0)
    }

    /// The Unicode scalars of the text; an invalid sequence is a `LocalizationError.encoding`
    /// naming the line and column where decoding stopped.
    static func decode(_ bytes: [UInt8], file: String) throws(LocalizationError) -> (scalars: [Unicode.Scalar], encoding: Encoding) {
        let (encoding, bomLength) = detect(bytes)
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        func fail(_ problem: String) -> LocalizationError {
            let (line, column) = SourcePosition.of(scalars.count, in: scalars)
            return .encoding(file: file, line: line, column: column, problem: problem)
        }
        switch encoding {
        case .utf8:
            var index = bomLength
            while index < bytes.count {
                let lead = bytes[index]
                let length: Int
                var value: UInt32
                switch lead {
                case 0x00...0x7F: length = 1; value = UInt32(lead)
                case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
                case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
                case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
                default: throw fail("byte 0x\(hex(lead)) at offset \(index) is not UTF-8; save the file as UTF-8 or UTF-16")
                }
                guard index + length <= bytes.count else {
                    throw fail("the file ends inside a UTF-8 sequence (offset \(index))")
                }
                for k in 1..<length {
                    let next = bytes[index + k]
                    guard next & 0xC0 == 0x80 else {
                        throw fail("byte 0x\(hex(lead)) at offset \(index) is not UTF-8; save the file as UTF-8 or UTF-16")
                    }
                    value = value << 6 | UInt32(next & 0x3F)
                }
                let minimum: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
                guard value >= minimum, let scalar = Unicode.Scalar(value) else {
                    throw fail("the bytes at offset \(index) are not a valid UTF-8 character")
                }
                scalars.append(scalar)
                index += length
            }
        case .utf16LittleEndian, .utf16BigEndian:
            let count = bytes.count - bomLength
            let end = bytes.count - count % 2
            var index = bomLength
            func unit(_ at: Int) -> UInt16 {
                encoding == .utf16LittleEndian
                    ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
                    : UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
            }
            while index < end {
                let first = unit(index)
                if (0xD800...0xDBFF).contains(first) {
                    guard index + 3 < end, (0xDC00...0xDFFF).contains(unit(index + 2)) else {
                        throw fail("a UTF-16 high surrogate (0x\(hex(first))) at offset \(index) has no low surrogate after it")
                    }
                    let second = unit(index + 2)
                    let value = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00)
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    index += 4
                } else if (0xDC00...0xDFFF).contains(first) {
                    throw fail("a UTF-16 low surrogate (0x\(hex(first))) at offset \(index) has no high surrogate before it")
                } else {
                    scalars.append(Unicode.Scalar(first) ?? "\u{FFFD}")
                    index += 2
                }
            }
            if count % 2 == 1 {
                throw fail("\(encoding.rawValue) text needs an even number of bytes, but has \(count) after the byte-order mark; the last character is cut off")
            }
        }
        return (scalars, encoding)
    }

    static func hex<T: BinaryInteger>(_ value: T) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count % 2 == 1 ? "0" + digits : digits
    }
}

/// Line and column (1-based; columns count Unicode scalars) of an index into decoded text.
enum SourcePosition {
    /// A line ends at "\n", "\r\n" or a lone "\r".
    static func of(_ index: Int, in scalars: [Unicode.Scalar]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var i = 0
        while i < index && i < scalars.count {
            if scalars[i] == "\n" || (scalars[i] == "\r" && (i + 1 >= scalars.count || scalars[i + 1] != "\n")) {
                line += 1
                column = 1
            } else if scalars[i] != "\r" {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }
}
