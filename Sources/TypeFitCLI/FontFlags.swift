import TypeFit
import TypeFitText

/// `--system-font DIR` and `--bold-text`: how `check`, `layout`, `render` and `styles` are told
/// to draw the system font with Apple's SF Pro files and to simulate the Bold Text setting.
struct FontFlags {
    enum Options {
        static let systemFont = Option(
            "--system-font", value: "DIR",
            help: "Draw the system font with the SF Pro files in DIR (SF-Pro-Text-*.otf, SF-Pro-Display-*.otf), "
                + "with Apple's tracking; default: the bundled Inter.")
        static let boldText = Flag(
            "--bold-text", help: "Simulate the Bold Text accessibility setting (regular → semibold, semibold → bold …).")
    }

    /// The two options, for each command's option table.
    static let options: [any CommandOption] = [Options.systemFont, Options.boldText]

    /// The SF Pro directory as given on the command line; nil for the bundled Inter.
    var systemFontArgument: String?
    var boldText: Bool

    init(_ arguments: ParsedArguments) {
        systemFontArgument = arguments.value(Options.systemFont)
        boldText = arguments[Options.boldText]
    }

    /// The SF Pro directory, made absolute against the working directory.
    func systemFontDirectory(io: CommandIO) -> String? {
        systemFontArgument.map(io.absolutePath)
    }

    /// The fonts the flags ask for, over `$TYPEFIT_FONTS` or the bundled `Fonts/`.
    func settings(io: CommandIO) throws(CheckError) -> FontSettings {
        let library: FontLibrary
        do throws(TextError) {
            library = try FontLibrary.locateBundled(environment: io.environment, currentDirectory: io.currentDirectory)
        } catch {
            throw .fonts(error)
        }
        return try FontSettings(fonts: library, systemFontDirectory: systemFontDirectory(io: io), boldText: boldText)
    }
}
