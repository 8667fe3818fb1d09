/// Why the text engine could not load a font or lay out a request.
///
/// Every case carries the facts a person needs to fix the input: the path of the
/// file, the field of the request, and the reason in words.
public enum TextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No font manifest (`manifest.json`) was found where one was looked for.
    case manifestNotFound(searched: [String])
    /// The manifest exists but cannot be read or understood.
    case manifestInvalid(path: String, reason: String)
    /// A font file does not exist.
    case fontNotFound(path: String)
    /// A font file exists but cannot be read (a directory, no permission, an I/O error).
    case fontUnreadable(path: String, reason: String)
    /// A font file is larger than the engine accepts.
    case fontTooLarge(path: String, bytes: Int, limit: Int)
    /// A font file was read but is not a usable font (not OpenType, truncated, missing tables).
    case fontInvalid(path: String, reason: String)
    /// Loading this font file would pass ``FontLibrary/maxLoadedFonts`` files or
    /// ``FontLibrary/maxLoadedFontBytes`` bytes of fonts in one library.
    case tooManyFonts(path: String, reason: String)
    /// A family name that neither the manifest, a file path nor fontconfig resolves.
    case unknownFamily(name: String)
    /// A request field has a value the engine cannot lay out.
    case invalidRequest(field: String, reason: String)
    /// ICU or HarfBuzz reported an error on the given text.
    case engineFailure(stage: String, code: Int32)

    /// A one-line message naming the file or field and the reason.
    public var description: String {
        switch self {
        case .manifestNotFound(let searched):
            let places = searched.isEmpty ? "nowhere" : searched.joined(separator: ", ")
            return "no Fonts/manifest.json found (looked in \(places)); set TYPEFIT_FONTS to the fonts directory"
        case .manifestInvalid(let path, let reason):
            return "\(path): invalid font manifest: \(reason)"
        case .fontNotFound(let path):
            return "\(path): font file not found"
        case .fontUnreadable(let path, let reason):
            return "\(path): cannot read font file: \(reason)"
        case .fontTooLarge(let path, let bytes, let limit):
            return "\(path): font file is \(bytes) bytes, more than the limit of \(limit) bytes"
        case .fontInvalid(let path, let reason):
            return "\(path): not a usable font: \(reason)"
        case .tooManyFonts(let path, let reason):
            return "\(path): not loaded: \(reason)"
        case .unknownFamily(let name):
            return "unknown font family \"\(name)\": not in the font manifest, not a font file, not found by fontconfig"
        case .invalidRequest(let field, let reason):
            return "invalid text request: \(field): \(reason)"
        case .engineFailure(let stage, let code):
            return "text engine failure in \(stage) (code \(code))"
        }
    }
}
