import Foundation

/// Looks a family up among the fonts installed on the machine with `fc-match`,
/// when fontconfig is installed. Used only for family names that are neither in
/// the manifest nor file paths; tests never reach it.
enum FontConfig {
    /// Where `fc-match` is looked for.
    static let candidates = ["/usr/bin/fc-match", "/usr/local/bin/fc-match", "/opt/homebrew/bin/fc-match"]

    /// The file of an installed font whose family is `family` (case-insensitive), at the
    /// weight fontconfig finds closest; nil when fontconfig is missing or only offers
    /// a different family (fc-match always answers with something).
    static func match(family: String, weight: FontWeight) -> String? {
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        let pattern = "\(escaped(family)):weight=\(weightName(weight))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--format=%{family}\n%{file}\n", pattern]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.count >= 2 else { return nil }
        let families = lines[0].split(separator: ",").map { $0.lowercased() }
        guard families.contains(family.lowercased()) else { return nil }
        return lines[1]
    }

    /// fontconfig's name for a weight.
    static func weightName(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: "thin"
        case .thin: "extralight"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "extrabold"
        case .black: "black"
        }
    }

    /// Escapes the characters fontconfig's pattern syntax gives a meaning (`-`, `:`, `,`, `\`).
    static func escaped(_ family: String) -> String {
        var result = ""
        for character in family {
            if "\\-:,".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
