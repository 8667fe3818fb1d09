// libFuzzer target: the text engine on arbitrary UTF-16 (unpaired surrogates included), at
// arbitrary sizes, widths, line limits, break modes, directions and locales.
// Built and run by scripts/fuzz (`scripts/fuzz text 600`).
//
// Input: 8 bytes of parameters, then the text as UTF-16 little-endian code units.
//   [0] bits 0-2 break mode, bits 3-4 direction, bit 5 shrink, bit 6 fixed line height,
//       bit 7 repeat the text 64 times (long words, long paragraphs)
//   [1] size     [2-3] width (0xFFFF: none, 0xFFFE: infinite)     [4] line limit
//   [5] family   [6] locale   [7] tracking and weight
import Foundation
import TypeFitText

private let root = FuzzRoot.repository()
private let engine: TextEngine = {
    guard let fonts = try? FontLibrary(directory: root + "/Fonts") else {
        preconditionFailure("TextFuzz: cannot load \(root)/Fonts")
    }
    return TextEngine(fonts: fonts)
}()

private let families = [
    "Inter", "Inter Display", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Hebrew", "Noto Sans Thai",
    "Fonts/Noto/NotoSansThai-Regular.ttf",
]
private let locales: [String?] = [nil, "en", "ar", "he", "hi", "th", "ja", "de-CH", "", "zz-Invalid_@x"]

/// A size from one byte, including the edge values the engine must refuse or survive.
private func size(_ byte: UInt8) -> Double {
    switch byte {
    case 255: .nan
    case 254: .infinity
    case 253: 0
    case 252: 10_000
    case 251: 0.001
    case 250: -12
    default: Double(byte) * 0.5 + 0.25
    }
}

private func width(_ raw: UInt16) -> Double? {
    switch raw {
    case 0xFFFF: nil
    case 0xFFFE: .infinity
    case 0xFFFD: -1
    default: Double(raw) / 16
    }
}

private func request(_ bytes: [UInt8]) -> TextRequest? {
    guard bytes.count >= 8 else { return nil }
    let flags = bytes[0]
    let modes = LineBreakMode.allCases
    let directions = WritingDirection.allCases
    var units: [UInt16] = []
    var index = 8
    while index + 1 < bytes.count {
        units.append(UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8)
        index += 2
    }
    var text = String(decoding: units, as: UTF16.self)
    if flags & 0x80 != 0 { text = String(repeating: text, count: 64) }
    let weights = FontWeight.allCases
    let font = FontDescriptor(family: families[Int(bytes[5]) % families.count],
                              weight: weights[Int(bytes[7] & 0x0F) % weights.count],
                              size: size(bytes[1]), tracking: Double(Int(bytes[7] >> 4) - 8) / 4)
    return TextRequest(
        text: text, font: font, width: width(UInt16(bytes[2]) | UInt16(bytes[3]) << 8),
        lines: Int(bytes[4] % 8), lineBreak: modes[Int(flags & 0x07) % modes.count],
        minimumScaleFactor: flags & 0x20 != 0 ? Double(bytes[4]) / 255 : 0,
        lineHeight: flags & 0x40 != 0 ? size(bytes[6]) : nil,
        direction: directions[Int(flags >> 3 & 0x03) % directions.count],
        locale: locales[Int(bytes[6]) % locales.count], baseDirectory: root)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let request = request(Array(UnsafeBufferPointer(start: data, count: count))) else { return 0 }
    guard let layout = try? engine.layout(request) else { return 0 }
    // What any layout must satisfy, whatever the text.
    precondition(layout.width.isFinite && layout.height.isFinite && layout.height >= 0, "TextFuzz: non-finite size")
    precondition(request.lines == 0 || layout.lineCount <= request.lines, "TextFuzz: more lines than the limit")
    precondition(layout.lines.count == layout.lineCount, "TextFuzz: lineCount disagrees with lines")
    return 0
}
