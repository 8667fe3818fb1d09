import TypeFit
import TypeFitText

/// `--system-font DIR` and `--bold-text`: how `check`, `layout`, `render` and `styles` are told
/// to draw the system font with Apple's SF Pro files and to simulate the Bold Text setting.
enum FontFlags {
    /// The two options, for each command's option table.
    static let options = [
        OptionSpec("--system-font", .value("DIR"),
                   help: "Draw the system font with the SF Pro files in DIR (SF-Pro-Text-*.otf, SF-Pro-Display-*.otf), "
                       + "with Apple's tracking; default: the bundled Inter."),
        OptionSpec("--bold-text", help: "Simulate the Bold Text accessibility setting (regular → semibold, semibold → bold …)."),
    ]

    /// The directory `--system-font` names, made absolute against the working directory.
    static func systemFontDirectory(_ arguments: ParsedArguments, io: CommandIO) -> String? {
        arguments.value("--system-font").map(io.absolutePath)
    }

    /// The fonts the flags ask for, over `$TYPEFIT_FONTS` or the bundled `Fonts/`.
    static func settings(_ arguments: ParsedArguments, io: CommandIO) throws(CheckError) -> FontSettings {
        let library: FontLibrary
        do throws(TextError) {
            library = try FontLibrary.locateBundled(environment: io.environment, currentDirectory: io.currentDirectory)
        } catch {
            throw .fonts(error)
        }
        return try FontSettings(fonts: library, systemFontDirectory: systemFontDirectory(arguments, io: io),
                                boldText: arguments.flag("--bold-text"))
    }
}
