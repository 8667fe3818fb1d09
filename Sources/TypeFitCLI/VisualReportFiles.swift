import Foundation
import TypeFitChecks
import TypeFitDynamicType
import TypeFitReports

/// Writes the visual report's files into a directory as its strips come: `index.html`,
/// `svg/SCREEN.DEVICE.CATEGORY.svg` for every frame, and `SCREEN.DEVICE.CATEGORY.png` for the PNG
/// category when asked.
///
/// Everything is written into a temporary folder beside ``directory``, made when the first
/// strips come: each batch's pictures go to their files at once, and the parts of `index.html`
/// that grow with the strips (see ``HTMLReport/Writer``) to files in that folder that are
/// unlinked as soon as they are made. ``finish(problems:)`` writes `index.html` from them and
/// puts the folder in place: it is renamed to ``directory`` when that does not exist, else its
/// files are renamed into it (other files there stay). A report that fails, or is discarded,
/// leaves ``directory`` as it was and no temporary behind. What is held between batches does
/// not grow with the pictures: the glyph outlines drawn so far and a name per strip.
final class VisualReportFiles {
    /// The output directory (created when missing).
    let directory: String
    /// The category drawn as PNG too; nil for none.
    let png: ContentSizeCategory?
    /// How many strips, and how many frames, have been added.
    private(set) var screenCount = 0
    private(set) var frameCount = 0

    private var staging: Staging?
    private var failure: (any Error)?
    private var finished = false
    /// Draws `index.html` into ``parts``; made with the temporary folder.
    private var html: HTMLReport.Writer?
    private var parts: [HTMLReport.Part: PartFile] = [:]
    /// The file stems taken by earlier strips.
    private var usedStems: Set<String> = []

    /// Why the report could not be written.
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// The temporary folder being filled, and what making it made besides.
    private struct Staging {
        var path: String
        /// Whether ``directory`` existed when the folder was made.
        var directoryExisted: Bool
        /// The folders made to hold it, outermost first (the missing parents of ``directory``).
        var madeParents: [String]
    }

    init(directory: String, png: ContentSizeCategory? = nil) {
        self.directory = directory
        self.png = png
    }

    deinit {
        discard()
    }

    /// Writes the files of `strips` (the next ones of the report, in order, with every locale
    /// of each screen they hold), and draws their part of `index.html`. A failure is kept for
    /// ``finish(problems:)`` to report; later strips are then ignored.
    func add(_ strips: [PictureStrip]) {
        guard failure == nil, !finished, !strips.isEmpty else { return }
        do {
            let (folder, html) = try stagingFolder()
            let first = screenCount
            screenCount += strips.count
            html.add(strips)
            // The page's parts are written before the pictures, so that a page that cannot be written is said to be.
            if let part = parts.values.first(where: { $0.failure != 0 }) {
                throw WriteError(description: "cannot write \(directory)/index.html: \(OutputFile.reason(part.failure))")
            }
            for (offset, strip) in strips.enumerated() {
                var stem = Self.fileStem(strip.report.screen) + "." + Self.fileStem(strip.report.device)
                if !usedStems.insert(stem).inserted { stem += ".\(first + offset)" }
                for picture in strip.pictures {
                    let name = "\(stem).\(picture.category.name)"
                    let svg = SVGFrameRenderer(idPrefix: "f").document(picture)
                    try write(Array(svg.utf8), to: folder, "svg/" + name + ".svg")
                    if picture.category == png {
                        let bytes = try PictureRasterizer().png(picture)
                        try write(bytes, to: folder, name + ".png")
                    }
                }
                frameCount += strip.pictures.count
            }
        } catch {
            failure = error
            discard()
        }
    }

    /// Writes `index.html`, listing `problems` at its top, and puts the report in place; throws
    /// the first failure met since the first strips came, leaving ``directory`` as it was.
    func finish(problems: [InputProblem]) throws {
        precondition(!finished, "VisualReportFiles: a report is finished once")
        defer { finished = true }
        do {
            if let failure { throw failure }
            let (folder, html) = try stagingFolder()
            html.report.problems = problems
            try writeIndex(html, into: folder)
            try putInPlace()
        } catch {
            discard()
            throw error
        }
    }

    /// Removes what has been written (the temporary folder, and the folders made to hold it);
    /// nothing once the report is in place.
    func discard() {
        for part in parts.values { part.closeFile() }
        parts = [:]
        html = nil
        guard let staging else { return }
        self.staging = nil
        try? FileManager.default.removeItem(atPath: staging.path)
        TemporaryFiles.forget(staging.path)
        for parent in staging.madeParents.reversed() { rmdir(parent) }
    }

    // MARK: Staging

    /// The temporary folder and the writer of `index.html`, made (with the `svg` folder and the
    /// parts of `index.html`) the first time.
    private func stagingFolder() throws -> (String, HTMLReport.Writer) {
        if let staging, let html { return (staging.path, html) }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: directory, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw WriteError(description: "cannot write the report in \(directory): it is not a directory")
        }
        let parent = (directory as NSString).deletingLastPathComponent
        var madeParents: [String] = []
        if !parent.isEmpty && !fileManager.fileExists(atPath: parent) {
            var missing = parent
            while !missing.isEmpty && missing != "/" && !fileManager.fileExists(atPath: missing) {
                madeParents.insert(missing, at: 0)
                missing = (missing as NSString).deletingLastPathComponent
            }
            do {
                try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw WriteError(description: "cannot create \(parent): \(Self.reason(error))")
            }
        }
        let path: String
        do throws(OutputFile.Failure) {
            path = try TemporaryFiles.createFolder(in: parent.isEmpty ? "." : parent, shown: directory)
        } catch {
            throw WriteError(description: error.description)
        }
        staging = Staging(path: path, directoryExisted: exists, madeParents: madeParents)
        let svgDirectory = (path as NSString).appendingPathComponent("svg")
        guard mkdir(svgDirectory, 0o777) == 0 else {
            throw WriteError(description: "cannot create \(directory)/svg: \(OutputFile.reason(errno))")
        }
        for part in HTMLReport.Part.allCases {
            let file = (path as NSString).appendingPathComponent(".index-\(part.rawValue)")
            guard let spool = PartFile(path: file) else {
                throw WriteError(description: "cannot write \(directory)/index.html: \(OutputFile.reason(errno))")
            }
            parts[part] = spool
        }
        let parts = parts
        let html = HTMLReport.Writer(HTMLReport()) { part, text in parts[part]?.append(text) }
        self.html = html
        return (path, html)
    }

    /// Writes `index.html` into `folder`: the writer's pieces, each part copied from its file.
    private func writeIndex(_ html: HTMLReport.Writer, into folder: String) throws {
        let path = (folder as NSString).appendingPathComponent("index.html")
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        var failure: Int32 = descriptor < 0 ? errno : 0
        if descriptor >= 0 {
            var output = BufferedWriter(descriptor: descriptor)
            for piece in html.finish() where failure == 0 {
                switch piece {
                case .text(let text):
                    output.append(Array(text.utf8))
                case .part(let name):
                    guard let part = parts[name] else { continue }
                    failure = part.copy { output.append($0) }
                }
            }
            let written = output.flush()
            if failure == 0 { failure = written }
            if close(descriptor) != 0 && failure == 0 { failure = errno }
        }
        guard failure == 0 else {
            throw WriteError(description: "cannot write \(directory)/index.html: \(OutputFile.reason(failure))")
        }
    }

    /// Renames the temporary folder to ``directory``, or its files into it when it exists.
    private func putInPlace() throws {
        guard let staging else { return }
        for part in parts.values { part.closeFile() }
        parts = [:]
        html = nil
        if !staging.directoryExisted {
            guard rename(staging.path, directory) == 0 else {
                throw WriteError(description: "cannot write \(directory): \(OutputFile.reason(errno))")
            }
        } else {
            let fileManager = FileManager.default
            let top = (try? fileManager.contentsOfDirectory(atPath: staging.path)) ?? []
            let svg = (try? fileManager.contentsOfDirectory(atPath: staging.path + "/svg")) ?? []
            try move(top.filter { $0 != "svg" }.sorted() + svg.sorted().map { "svg/" + $0 }, from: staging.path)
            try? fileManager.removeItem(atPath: staging.path)
        }
        TemporaryFiles.forget(staging.path)
        self.staging = nil
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

    private func write(_ bytes: [UInt8], to folder: String, _ name: String) throws {
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

/// A part of `index.html` being written: a file unlinked as soon as it is made (so nothing is
/// left of it however the process ends), appended to a batch at a time, then read back from the start.
private final class PartFile {
    private var descriptor: Int32
    /// The `errno` of the first failed write, 0 while none has failed; later writes are dropped.
    private(set) var failure: Int32 = 0

    init?(path: String) {
        descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        unlink(path)
    }

    deinit {
        closeFile()
    }

    func append(_ text: String) {
        guard failure == 0 else { return }
        var text = text
        failure = text.withUTF8 { OutputFile.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Hands what was appended to `sink` in blocks; 0, or the `errno` of the failure.
    func copy(to sink: ([UInt8]) -> Void) -> Int32 {
        guard failure == 0 else { return failure }
        var block = [UInt8](repeating: 0, count: BufferedWriter.blockSize)
        var offset: off_t = 0
        while true {
            let count = block.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if count == 0 { return 0 }
            sink(Array(block[0..<count]))
            offset += off_t(count)
        }
    }

    func closeFile() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}
