import Foundation
import TypeFitLayout

extension FigmaDocument {
    /// Reads the response saved at `path` (a regular file of at most ``FigmaImporter/maxFileBytes``).
    public init(fileAt path: String, shown: String? = nil, fileKey: String? = nil, nodeIDs: [String] = []) throws(SpecError) {
        let name = shown ?? path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecError.figma(file: name, problem: "no such file")
        }
        guard !isDirectory.boolValue else { throw SpecError.figma(file: name, problem: "is a directory, not a Figma file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw SpecError.figma(file: name, problem: "not a regular file (a pipe, socket or device)")
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > FigmaImporter.maxFileBytes {
            throw SpecError.figma(file: name, problem: "\(size) bytes is larger than the \(FigmaImporter.maxFileBytes >> 20) MiB a Figma file may have")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError.figma(file: name, problem: "cannot read the file (check its permissions)")
        }
        try self.init(bytes: [UInt8](data), file: name, fileKey: fileKey, nodeIDs: nodeIDs)
    }
}
