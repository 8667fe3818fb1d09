import TypeFitJSON

/// Text made safe for XML and HTML: the one escaping the JUnit, SVG and HTML reports share.
///
/// Markup characters become entities; characters XML 1.0 cannot carry (C0 controls other than
/// tab, line feed and carriage return, U+FFFE, U+FFFF) and the C1 controls HTML rejects become
/// U+FFFD, so every report parses whatever text a spec holds.
enum XMLText {
    /// `text` escaped for an attribute value in double or single quotes (also safe as character
    /// data): `&`, `<`, `>`, both quotes, and line breaks and tabs as character references, so a
    /// parser's attribute-value normalisation keeps them. With `inAttribute: false`, for
    /// character data only: quotes, line feeds and tabs stay as they are.
    static func escape(_ text: String, inAttribute: Bool = true) -> String {
        text.withUTF8Bytes { bytes in
            // Most text needs no change and is returned as it is; else the runs between changes
            // are appended whole, which keeps a JUnit or HTML report of many findings quick to write.
            var index = 0
            while index < bytes.count, replacement(bytes, at: index, inAttribute: inAttribute) == nil { index += 1 }
            guard index < bytes.count else { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            var start = 0
            while index < bytes.count {
                guard let (escaped, length) = replacement(bytes, at: index, inAttribute: inAttribute) else {
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                out.append(contentsOf: escaped.utf8)
                index += length
                start = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// What the character starting at byte `index` of UTF-8 `bytes` becomes, and its length in
    /// bytes; nil when it stays as it is.
    private static func replacement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int,
                                    inAttribute: Bool) -> (String, Int)? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "&"): return ("&amp;", 1)
        case UInt8(ascii: "<"): return ("&lt;", 1)
        case UInt8(ascii: ">"): return ("&gt;", 1)
        case UInt8(ascii: "\""): return inAttribute ? ("&quot;", 1) : nil
        case UInt8(ascii: "'"): return inAttribute ? ("&#39;", 1) : nil
        case UInt8(ascii: "\n"): return inAttribute ? ("&#10;", 1) : nil
        case UInt8(ascii: "\t"): return inAttribute ? ("&#9;", 1) : nil
        case UInt8(ascii: "\r"): return ("&#13;", 1)
        case 0x00..<0x20, 0x7F: return ("\u{FFFD}", 1)
        case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
            // U+0080 to U+009F, the C1 controls.
            return ("\u{FFFD}", 2)
        case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && (0xBE...0xBF).contains(bytes[index + 2]):
            // U+FFFE and U+FFFF.
            return ("\u{FFFD}", 3)
        default: return nil
        }
    }
}
