import Foundation

/// One line of standard input (`typefit measure --jsonl`).
public enum InputLine: Sendable, Equatable {
    /// The line without its newline (`\n` or `\r\n`).
    case line(String)
    /// A line longer than the limit, in bytes: it was read past and dropped, not held.
    case tooLong(limit: Int)
    /// Reading failed (standard input is a directory, an I/O error): the last item of the input.
    case unreadable(reason: String)
}

/// The lines of a file descriptor, read in blocks: a line is held only up to ``limit`` bytes,
/// the rest of a longer one is skipped as it is read, so memory stays bounded however long a
/// line (or an input without newlines, such as `/dev/zero`) is.
final class InputLines {
    /// The longest line kept, in bytes: a `measure` request's text may hold 1,000,000 UTF-16
    /// code units, six bytes each at most once escaped in JSON, with room for the other fields.
    static let limit = 8 << 20

    private let descriptor: Int32
    private var block = [UInt8](repeating: 0, count: 64 << 10)
    private var pending: ArraySlice<UInt8> = []
    private var atEnd = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line; nil at the end of the input.
    func next() -> InputLine? {
        var line: [UInt8] = []
        var tooLong = false
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                take(pending[pending.startIndex..<newline], into: &line, tooLong: &tooLong)
                pending = pending[(newline + 1)...]
                return finish(line, tooLong: tooLong)
            }
            take(pending, into: &line, tooLong: &tooLong)
            pending = []
            if atEnd { return line.isEmpty && !tooLong ? nil : finish(line, tooLong: tooLong) }
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 {
                let reason = String(cString: strerror(errno))
                atEnd = true
                return .unreadable(reason: reason)
            }
            if count == 0 {
                atEnd = true
            } else {
                pending = block[0..<count]
            }
        }
    }

    private func take(_ bytes: ArraySlice<UInt8>, into line: inout [UInt8], tooLong: inout Bool) {
        guard !tooLong else { return }
        if line.count + bytes.count > Self.limit {
            tooLong = true
            line = []
        } else {
            line += bytes
        }
    }

    private func finish(_ line: [UInt8], tooLong: Bool) -> InputLine {
        if tooLong { return .tooLong(limit: Self.limit) }
        let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
        return .line(String(decoding: text, as: UTF8.self))
    }
}
