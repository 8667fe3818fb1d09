import Foundation
import PackagePlugin

/// `swift package typefit [ARGUMENTS]`: runs the `typefit` executable, built from this package,
/// in the root of the package the command is run on.
///
/// With no arguments it checks the package's `Layouts/`; arguments that start with a command name
/// (`check`, `measure`, `styles`, `layout`, `render`, `import`, `help`) or `--help` or `--version`
/// are passed as they are, and any others are given to `check`. The plugin exits with typefit's
/// exit code (0 when every screen fits, 1 on failing findings, 2 on bad input); `swift package`
/// exits 0 when that is 0, and 1 otherwise, saying "Plugin ended with exit code N".
@main
struct TypeFitPlugin: CommandPlugin {
    /// typefit's commands and the flags that stand alone; other first arguments belong to `check`.
    static let passedThrough: Set<String> = ["check", "measure", "styles", "layout", "render", "import", "help",
                                             "--help", "-h", "--version"]

    /// The arguments typefit is run with for the arguments given to the plugin.
    static func typefitArguments(_ arguments: [String]) -> [String] {
        guard let first = arguments.first else { return ["check"] }
        return passedThrough.contains(first) ? arguments : ["check"] + arguments
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "typefit")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = Self.typefitArguments(arguments)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("typefit ended by signal \(process.terminationStatus)")
            exit(2)
        }
        // typefit has written its report and messages; its exit code is the command's.
        exit(process.terminationStatus)
    }
}
