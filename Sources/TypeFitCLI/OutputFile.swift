import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way `typefit` writes what it makes: standard streams with `write(2)` (an error is
/// recorded, never a crash), and files named on the command line (`--output`, a baseline) put
/// in place atomically where that is safe.
///
/// A regular file or a new path is written to a temporary file beside it (`.tf-PID-N.tmp`, short
/// whatever the target's name) and renamed over it, so that a reader never sees half a report
/// and a failed write leaves the old file as it was. Special files (FIFOs, character devices) are
/// written straight, and `/dev/stdout` and `/dev/stderr` are the process's own streams. A target
/// that is one of the run's inputs is refused. Temporaries are removed on error and on SIGINT and
/// SIGTERM (``TemporaryFiles``).
enum OutputFile {
    /// Why a file could not be written, in TypeFit's words.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A file's identity (device and inode), which names it whatever path reaches it.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64

        /// The identity of the file `path` names (symbolic links followed); nil when it does not exist.
        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
        }
    }

    /// The files a run reads, which its output may not replace, each with what it is ("a spec").
    struct Inputs {
        private var files: [Identity: String] = [:]

        /// Adds `path` (when it names a regular file) as `role`.
        mutating func add(_ path: String, as role: String) {
            guard let identity = Identity(path: path), files[identity] == nil else { return }
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
            files[identity] = role
        }

        /// What `path` is among the inputs, or nil when it is none of them.
        func role(of path: String) -> String? {
            Identity(path: path).flatMap { files[$0] }
        }
    }

    /// Where a write goes once the target has been looked at.
    enum Destination: Equatable {
        /// The process's standard output (`/dev/stdout`, `/dev/fd/1`).
        case standardOutput
        /// The process's standard error (`/dev/stderr`, `/dev/fd/2`).
        case standardError
        /// A special file (FIFO, character device) opened and written as it is.
        case special(String)
        /// A regular file or a new path, written beside and renamed; the mode to keep when it exists.
        case atomic(String, mode: mode_t?)
    }

    /// Decides how `path` is written, refusing a directory, a block device or socket and any of `inputs`.
    /// `shown` is the path as the user gave it, for messages.
    static func destination(of path: String, shown: String, inputs: Inputs) throws(Failure) -> Destination {
        switch path {
        case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": return .standardOutput
        case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": return .standardError
        default: break
        }
        if let role = inputs.role(of: path) {
            throw Failure(description: "will not write \(shown): it is \(role) this run reads; choose another file")
        }
        // A symbolic link is followed: the file it names is replaced, the link stays.
        var target = path
        var linkStatus = stat()
        if lstat(path, &linkStatus) == 0, linkStatus.st_mode & S_IFMT == S_IFLNK, let resolved = realPath(path) {
            target = resolved
        }
        var status = stat()
        guard stat(target, &status) == 0 else { return .atomic(target, mode: nil) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .atomic(target, mode: status.st_mode & 0o7777)
        case S_IFDIR: throw Failure(description: "cannot write \(shown): it is a directory")
        case S_IFIFO, S_IFCHR: return .special(target)
        default: throw Failure(description: "cannot write \(shown): not a regular file, FIFO or character device")
        }
    }

    /// Writes what `produce` hands over to `path` (absolute), or to the standard stream it names.
    static func write(to path: String, shown: String, inputs: Inputs = Inputs(), io: CommandIO,
                      writing produce: (@escaping ([UInt8]) -> Void) -> Void) throws(Failure) {
        switch try destination(of: path, shown: shown, inputs: inputs) {
        case .standardOutput:
            produce { io.write(String(decoding: $0, as: UTF8.self)) }
        case .standardError:
            produce { io.writeError(String(decoding: $0, as: UTF8.self)) }
        case .special(let target):
            let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(description: "cannot write \(shown): \(reason(errno))") }
            var writer = BufferedWriter(descriptor: descriptor)
            produce { writer.append($0) }
            var failure = writer.flush()
            if close(descriptor) != 0 && failure == 0 { failure = errno }
            if failure != 0 { throw Failure(description: "cannot write \(shown): \(reason(failure))") }
        case .atomic(let target, let mode):
            try writeAtomically(to: target, shown: shown, mode: mode, writing: produce)
        }
    }

    /// Writes to a temporary file beside `target`, then renames it over `target`.
    private static func writeAtomically(to target: String, shown: String, mode: mode_t?,
                                        writing produce: (@escaping ([UInt8]) -> Void) -> Void) throws(Failure) {
        let directory = (target as NSString).deletingLastPathComponent
        let (temporary, descriptor) = try TemporaryFiles.create(in: directory.isEmpty ? "." : directory, shown: shown)
        defer { TemporaryFiles.forget(temporary) }
        var writer = BufferedWriter(descriptor: descriptor)
        produce { writer.append($0) }
        var failure = writer.flush()
        if failure == 0, let mode, fchmod(descriptor, mode) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw Failure(description: "cannot write \(shown): \(reason(failure))")
        }
    }

    /// The canonical path of `path` (links resolved), or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// An `errno` in words ("No space left on device").
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Writes all of `bytes` to `descriptor`, retrying when interrupted; 0, or the `errno` of the failure.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        guard var base = bytes.baseAddress else { return 0 }
        var left = bytes.count
        while left > 0 {
            let written = systemWrite(descriptor, base, left)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            base += written
            left -= written
        }
        return 0
    }
}

/// Gathers small pieces into blocks of 64 KiB before writing them; keeps the first error.
struct BufferedWriter {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    /// The `errno` of the first failed write, 0 while none has failed.
    private(set) var failure: Int32 = 0
    static let blockSize = 1 << 16

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.blockSize)
    }

    mutating func append(_ bytes: [UInt8]) {
        guard failure == 0 else { return }
        if buffer.count + bytes.count > Self.blockSize {
            _ = flush()
            if bytes.count >= Self.blockSize {
                if failure == 0 { failure = bytes.withUnsafeBytes { OutputFile.writeAll(descriptor, $0) } }
                return
            }
        }
        buffer += bytes
    }

    /// Writes what is buffered; returns the first error (0 for none).
    mutating func flush() -> Int32 {
        if failure == 0 && !buffer.isEmpty {
            failure = buffer.withUnsafeBytes { OutputFile.writeAll(descriptor, $0) }
        }
        buffer.removeAll(keepingCapacity: true)
        return failure
    }
}

/// One of the process's standard streams, written with `write(2)`. A failed write (a full disk,
/// a pipe closed early while SIGPIPE is ignored, a file-size limit) is recorded and later writes
/// are dropped; ``TypeFitCommandLine`` turns it into a one-line error and exit code 2.
final class StandardStream: @unchecked Sendable {
    let descriptor: Int32
    /// "standard output" or "standard error".
    let name: String
    private let lock = NSLock()
    private var firstFailure: Int32 = 0

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard firstFailure == 0 else { return }
        var text = text
        firstFailure = text.withUTF8 { OutputFile.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// The `errno` of the first failed write, or nil.
    var failure: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure == 0 ? nil : firstFailure
    }
}

/// `write(2)`, named apart from the writers above.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
