/// How TypeFit names a character in messages: `U+0915`, `U+1F600`.
public enum CodePointLabel {
    /// `U+` and the scalar's code point in upper-case hex, at least four digits (The Unicode
    /// Standard's notation), the same bytes on every machine.
    public static func of(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
