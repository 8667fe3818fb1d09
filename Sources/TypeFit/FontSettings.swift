import TypeFitDynamicType
import TypeFitLayout
import TypeFitText

/// The fonts a run lays text out with: the font library, the fonts that stand for the iOS
/// system font, and whether the Bold Text accessibility setting is on.
///
/// By default the system font is the bundled Inter / Inter Display. Given a directory of Apple's
/// SF Pro files (`--system-font DIR`), text styles resolve to SF Pro Text / SF Pro Display from
/// those files with Apple's tracking table; with `boldText` every system-font weight moves up as
/// iOS does (``FontWeight/boldTextWeight``).
public struct FontSettings: Sendable {
    /// The fonts: the manifest's families, plus SF Pro Text and SF Pro Display when given.
    public let fonts: FontLibrary
    /// How text styles resolve to font families and tracking.
    public let systemFont: SystemFontConfiguration
    /// The SF Pro files in use, or nil for the bundled stand-in.
    public let sfPro: SFProFiles?
    /// Simulate Bold Text (Settings › Accessibility › Display & Text Size).
    public let boldText: Bool

    /// Settings over the fonts in `fontsDirectory` (the bundled ones when nil: `$TYPEFIT_FONTS`,
    /// else the nearest `Fonts/` above the executable or the working directory), with the SF Pro
    /// files in `systemFontDirectory` when given.
    public init(fontsDirectory: String? = nil, systemFontDirectory: String? = nil, boldText: Bool = false) throws(CheckError) {
        let library: FontLibrary
        do throws(TextError) {
            if let fontsDirectory {
                library = try FontLibrary(directory: fontsDirectory)
            } else {
                library = try FontLibrary.locateBundled()
            }
        } catch {
            throw .fonts(error)
        }
        try self.init(fonts: library, systemFontDirectory: systemFontDirectory, boldText: boldText)
    }

    /// Settings over an existing library, with the SF Pro files in `systemFontDirectory` added to it when given.
    public init(fonts: FontLibrary, systemFontDirectory: String? = nil, boldText: Bool = false) throws(CheckError) {
        var library = fonts
        var configuration = SystemFontConfiguration.inter
        var files: SFProFiles?
        if let systemFontDirectory {
            do throws(SystemFontError) {
                let found = try SFProFiles.find(in: systemFontDirectory)
                library = library.adding(found.families)
                configuration = found.configuration
                files = found
            } catch {
                throw .systemFont(error)
            }
        }
        self.fonts = library
        self.systemFont = configuration
        self.sfPro = files
        self.boldText = boldText
    }

    /// What a spec decoder needs to resolve fonts with these settings: the system font, Bold
    /// Text, and the families a spec may name (the bundled ones, plus SF Pro when given).
    package func decoderOptions(ramp: TypeRamp) -> SpecDecoder.Options {
        var families = SpecDecoder.bundledFontFamilies
        if sfPro != nil {
            families += [SFProFiles.textFamily, SFProFiles.displayFamily]
        }
        return SpecDecoder.Options(ramp: ramp, systemFont: systemFont, fontFamilies: families, boldText: boldText)
    }
}
