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
    /// the array, so reading a large file holds it once (a `Data` and then an array held it
    /// twice), and no more than `maximum` + 1 bytes are read however long a special file runs on.
    public static func read(_ path: String, maximum: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(.unreadable(reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            guard Int(info.st_size) <= maximum else { return .failure(.tooLarge(bytes: Int(info.st_size))) }
        }
        var bytes: [UInt8] = []
        if (info.st_mode & S_IFMT) == S_IFREG { bytes.reserveCapacity(Int(info.st_size)) }
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
