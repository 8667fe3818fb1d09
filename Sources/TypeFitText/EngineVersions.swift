import CFreeType
import CHarfBuzz
import CICU

/// The versions of the text engines TypeFit is linked against, for `typefit --version`
/// and for reports that record how they were made.
public enum EngineVersions {
    /// HarfBuzz's version string, e.g. "6.0.0".
    public static var harfBuzz: String { String(cString: hb_version_string()) }

    /// ICU's version string, e.g. "72.1".
    public static var icu: String { String(cString: typefit_icu_version()) }

    /// FreeType's version, e.g. "2.12.1".
    public static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
