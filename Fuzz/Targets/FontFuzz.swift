// libFuzzer target: font loading on mutated font files. The bytes are written to a file
// that a fresh FontLibrary loads and shapes a few scripts with; a bad file must give a
// TextError, never a crash. Built and run by scripts/fuzz (`scripts/fuzz font 600`).
import Foundation
import TypeFitText

private let root = FuzzRoot.repository()
private let fontPath: String = {
    let directory = NSTemporaryDirectory() + "typefit-fontfuzz-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory + "/font.ttf"
}()
private let samples = ["Hello, world! fi ffl 0123", "سلام عليكم", "नमस्ते दुनिया", "שלום", "สวัสดีครับ", "e\u{301}\u{302}\u{303}"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Data(bytes: data, count: count)
    guard FileManager.default.createFile(atPath: fontPath, contents: bytes) else {
        preconditionFailure("FontFuzz: cannot write \(fontPath)")
    }
    // A new library each time: faces are cached by path.
    guard let fonts = try? FontLibrary(directory: root + "/Fonts") else {
        preconditionFailure("FontFuzz: cannot load \(root)/Fonts")
    }
    let engine = TextEngine(fonts: fonts)
    for (index, text) in samples.enumerated() {
        let request = TextRequest(text: text, font: FontDescriptor(family: fontPath, size: 17),
                                  width: index.isMultiple(of: 2) ? 40 : nil, lines: index % 3)
        do {
            _ = try engine.layout(request)
        } catch {
            _ = error.description
            return 0
        }
    }
    return 0
}
