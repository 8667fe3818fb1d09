import TypeFitLocalization

/// `--locales LIST|all` and `--strings FILE`: the languages `check` and `render` lay localised
/// specs out in, and the strings files they read besides those next to the specs.
enum LocalizationFlags {
    /// `--locales`, with the command's help: its value is the list as given, once
    /// ``LocalizationBundle/targets(_:)`` accepts it.
    static func locales(help: String) -> Option<String, UsageError> {
        Option("--locales", value: "LIST", help: help, errorsStartWithName: true) { list throws(LocalizationError) in
            _ = try LocalizationBundle().targets(list)
            return list
        }
    }

    /// `--strings`, as given (whether each file exists is the command's to say).
    static let strings = Option(
        "--strings", value: "FILE", repeated: true,
        help: "A String Catalog, .strings file or .lproj folder to read besides those next to the specs (repeatable).")
}
