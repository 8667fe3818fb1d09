import Testing
@testable import TypeFitText

@Test func scratch() throws {
    for (text, width) in [("Hello, world! This is a test of the text engine.", 120.0), ("नमस्ते दुनिया, यह एक परीक्षण है", 100), ("مرحبا بالعالم هذا اختبار", 80), ("สวัสดีชาวโลก นี่คือการทดสอบ", 80), ("Mixed नमस्ते text 😀 中", 1000)] {
        let layout = try TextTestSupport.layout(text, width: width)
        print(text, layout.lineCount, layout.width, layout.height, layout.missingCharacters)
        for line in layout.lines { print("  [\(line.text)] \(line.width) \(line.range) runs=\(line.runs.map { ($0.fontFile.split(separator: "/").last!, $0.glyphs.count) })") }
    }
}
