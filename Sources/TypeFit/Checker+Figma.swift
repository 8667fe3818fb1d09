import Foundation
import TypeFitFigma
import TypeFitJSON
import TypeFitLayout

extension Checker {
    /// How much of a file is looked at for the keys of a Figma response before it is read as one.
    static let figmaSniffBytes = 64 << 10

    /// The screens of the saved Figma response at `path` (a top-level `document` or `nodes`) as
    /// specs, or nil when the file is not one. A spec is read as a Figma file only when the first
    /// ``figmaSniffBytes`` hold `"document"` or `"nodes"`, so other specs are parsed once.
    static func figmaSpecs(at path: String, shown: String, nodes: [String], decoder: SpecDecoder) throws(SpecError) -> [ScreenSpec]? {
        // Only a regular file is opened: a FIFO would block the read and a device never end;
        // anything else is left to the spec decoder, which says what it is.
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.intValue, size <= FigmaImporter.maxFileBytes,
              let handle = FileHandle(forReadingAtPath: path) else { return nil }
        let head = [UInt8]((try? handle.read(upToCount: figmaSniffBytes)) ?? Data())
        try? handle.close()
        guard head.firstRange(of: Array(#""document""#.utf8)) != nil || head.firstRange(of: Array(#""nodes""#.utf8)) != nil
        else { return nil }
        guard let data = FileManager.default.contents(atPath: path), data.count <= FigmaImporter.maxFileBytes,
              let root = try? JSONReader(limits: .init(maxDepth: 1024, maxBytes: FigmaImporter.maxFileBytes)).parse(bytes: [UInt8](data)),
              FigmaDocument.looksLikeFigma(root) else { return nil }
        let document = try FigmaDocument(root: root, file: shown, nodeIDs: nodes)
        var specs: [ScreenSpec] = []
        for screen in try FigmaImporter().specs(document) {
            specs.append(try decoder.decode(bytes: Array(JSONWriter().string(screen.spec).utf8), path: path))
        }
        return specs
    }
}
