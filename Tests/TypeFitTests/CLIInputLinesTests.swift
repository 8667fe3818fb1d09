import Foundation
import Testing
@testable import TypeFitCLI

/// Standard input for `measure --jsonl` is read in blocks: lines come out whole, a line longer
/// than the limit comes out as too long without being held, and the lines after it still come;
/// an input that cannot be read says why, once.
@Suite struct CLIInputLinesTests {
    @Test func aLongLineIsSkippedAndTheNextOnesRead() throws {
        let path = NSTemporaryDirectory() + "typefit-lines-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: path) }
        var bytes = Array("first\r\n\n".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: InputLines.limit + 1)
        bytes += Array("\nlast".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let lines = InputLines(descriptor: descriptor)
        var read: [InputLine] = []
        while let line = lines.next() { read.append(line) }
        #expect(read == [.line("first"), .line(""), .tooLong(limit: InputLines.limit), .line("last")])
    }

    @Test func anUnreadableInputSaysWhyAndEnds() throws {
        let descriptor = open(NSTemporaryDirectory(), O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let lines = InputLines(descriptor: descriptor)
        #expect(lines.next() == .unreadable(reason: String(cString: strerror(EISDIR))))
        #expect(lines.next() == nil)
    }
}
