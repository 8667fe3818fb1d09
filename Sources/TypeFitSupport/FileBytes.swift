#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a whole file into an array of bytes, bounded.
public enum FileBytes {
    public enum Failure: Error, Sendable, Hashable {
        /// The file could not be opened or read: `strerror` of the error.
        case unreadable(reason: String)
        /// The file has more than the maximum asked for; `bytes` is its size (or what was read).
        case tooLarge(bytes: Int)
    }

    /// The bytes of the file at `path`, if it has at most `maximum`. They are read straight into
    /// the array, so a large file is held once, and a file that grows while it is read stops at
    /// `maximum` + 1 bytes. Pipes, sockets and devices are refused (they could block or never end).
    public static func read(_ path: String, maximum: Int) -> Result<[UInt8], Failure> {
        // Not blocking: opening a named pipe would wait for a writer. Only regular files are read.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.unreadable(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.unreadable(reason: "not a regular file (a pipe, socket or device)"))
        }
        guard Int(info.st_size) <= maximum else { return .failure(.tooLarge(bytes: Int(info.st_size))) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason: String(cString: strerror(errno))))
            }
            if count == 0 { return .success(bytes) }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > maximum { return .failure(.tooLarge(bytes: bytes.count)) }
        }
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
