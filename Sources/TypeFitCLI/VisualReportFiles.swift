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

    func write(strips: [PictureStrip], problems: [InputProblem], png: ContentSizeCategory?) throws {
        let svgDirectory = (directory as NSString).appendingPathComponent("svg")
        do {
            try FileManager.default.createDirectory(atPath: svgDirectory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(description: "cannot create \(svgDirectory): \(error.localizedDescription)")
        }
        let html = HTMLReport(problems: problems).render(strips)
        try write(Array(html.utf8), to: (directory as NSString).appendingPathComponent("index.html"))
        var used = Set<String>()
        for (index, strip) in strips.enumerated() {
            var stem = Self.fileStem(strip.report.screen) + "." + Self.fileStem(strip.report.device)
            if !used.insert(stem).inserted { stem += ".\(index)" }
            for picture in strip.pictures {
                let name = "\(stem).\(picture.category.name)"
                let svg = SVGFrameRenderer(idPrefix: "f").document(picture)
                try write(Array(svg.utf8), to: (svgDirectory as NSString).appendingPathComponent(name + ".svg"))
                if picture.category == png {
                    let bytes = try PictureRasterizer().png(picture)
                    try write(bytes, to: (directory as NSString).appendingPathComponent(name + ".png"))
                }
            }
        }
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw WriteError(description: "cannot write \(path)")
        }
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
