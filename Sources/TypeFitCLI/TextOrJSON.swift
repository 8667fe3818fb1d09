/// The two output forms of `typefit layout` and `typefit styles` (`--format`).
enum TextOrJSON: String, CaseIterable {
    case text, json
}
