import Foundation
import TypeFitChecks
import TypeFitDynamicType
import TypeFitReports

/// Writes the visual report's files into a directory: `index.html`, `svg/SCREEN.DEVICE.CATEGORY.svg`
/// for every frame, and `SCREEN.DEVICE.CATEGORY.png` for the PNG category when asked.
struct VisualReportFiles {
    /// The output directory (created when missing).
    var directory: String

    /// Why the report could not be written.
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes the report into a temporary folder beside ``directory``, then puts it in place: the
    /// folder is renamed to ``directory`` when that does not exist, else its files are renamed
    /// into it (other files there stay). A render that fails leaves ``directory`` as it was and no
    /// temporary behind.
    func write(strips: [PictureStrip], problems: [InputProblem], png: ContentSizeCategory?) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: directory, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw WriteError(description: "cannot write the report in \(directory): it is not a directory")
        }
        let parent = (directory as NSString).deletingLastPathComponent
        if !parent.isEmpty && !fileManager.fileExists(atPath: parent) {
            do {
                try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw WriteError(description: "cannot create \(parent): \(Self.reason(error))")
            }
        }
        let staging: String
        do throws(OutputFile.Failure) {
            staging = try TemporaryFiles.createFolder(in: parent.isEmpty ? "." : parent, shown: directory)
        } catch {
            throw WriteError(description: error.description)
        }
        defer { TemporaryFiles.forget(staging) }
        do {
            let names = try write(strips: strips, problems: problems, png: png, into: staging)
            if !exists {
                guard rename(staging, directory) == 0 else {
                    throw WriteError(description: "cannot write \(directory): \(OutputFile.reason(errno))")
                }
                return
            }
            try move(names, from: staging)
            try? fileManager.removeItem(atPath: staging)
        } catch {
            try? fileManager.removeItem(atPath: staging)
            throw error
        }
    }

    /// Writes every file into `folder`; returns their paths relative to it.
    private func write(strips: [PictureStrip], problems: [InputProblem], png: ContentSizeCategory?,
                       into folder: String) throws -> [String] {
        var names: [String] = []
        let svgDirectory = (folder as NSString).appendingPathComponent("svg")
        guard mkdir(svgDirectory, 0o777) == 0 else {
            throw WriteError(description: "cannot create \(directory)/svg: \(OutputFile.reason(errno))")
        }
        let html = HTMLReport(problems: problems).render(strips)
        try write(Array(html.utf8), to: folder, "index.html", names: &names)
        var used = Set<String>()
        for (index, strip) in strips.enumerated() {
            var stem = Self.fileStem(strip.report.screen) + "." + Self.fileStem(strip.report.device)
            if !used.insert(stem).inserted { stem += ".\(index)" }
            for picture in strip.pictures {
                let name = "\(stem).\(picture.category.name)"
                let svg = SVGFrameRenderer(idPrefix: "f").document(picture)
                try write(Array(svg.utf8), to: folder, "svg/" + name + ".svg", names: &names)
                if picture.category == png {
                    let bytes = try PictureRasterizer().png(picture)
                    try write(bytes, to: folder, name + ".png", names: &names)
                }
            }
        }
        return names
    }

    /// Renames each of `names` from `staging` into ``directory``, making its `svg` folder when missing.
    private func move(_ names: [String], from staging: String) throws {
        let svg = (directory as NSString).appendingPathComponent("svg")
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: svg, isDirectory: &isDirectory) {
            guard mkdir(svg, 0o777) == 0 else {
                throw WriteError(description: "cannot create \(svg): \(OutputFile.reason(errno))")
            }
        } else if !isDirectory.boolValue {
            throw WriteError(description: "cannot write \(svg): it is not a directory")
        }
        for name in names {
            let target = (directory as NSString).appendingPathComponent(name)
            guard rename((staging as NSString).appendingPathComponent(name), target) == 0 else {
                throw WriteError(description: "cannot write \(target): \(OutputFile.reason(errno))")
            }
        }
    }

    private func write(_ bytes: [UInt8], to folder: String, _ name: String, names: inout [String]) throws {
        let path = (folder as NSString).appendingPathComponent(name)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        var failure: Int32 = descriptor < 0 ? errno : 0
        if descriptor >= 0 {
            failure = bytes.withUnsafeBytes { OutputFile.writeAll(descriptor, $0) }
            if close(descriptor) != 0 && failure == 0 { failure = errno }
        }
        guard failure == 0 else {
            throw WriteError(description: "cannot write \(directory)/\(name): \(OutputFile.reason(failure))")
        }
        names.append(name)
    }

    /// An error's reason without Foundation's domain and code.
    static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain { return OutputFile.reason(Int32(code)) }
        return error.localizedDescription
    }

    /// A name made safe for a file: letters, digits, '-' and '_' kept, runs of others as one '-'.
    static func fileStem(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result += "-"
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "screen" : trimmed
    }
}
