import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files and folders a run has made and not yet renamed into place, removed when
/// SIGINT or SIGTERM ends the process.
///
/// The signal handler uses only async-signal-safe calls: it reads a fixed table of C strings
/// prepared when each temporary was made, `unlink`s the files, removes the folders with
/// `fork` + `execve("/bin/rm")` + `waitpid`, restores the default action and raises the signal
/// again, so the process ends as it would have without TypeFit's handler. A signal the process
/// ignored when the first temporary was made stays ignored.
enum TemporaryFiles {
    /// Most temporaries alive at once (a run has one or two).
    static let capacity = 32

    /// Slot i: the path of a live temporary, or nil.
    nonisolated(unsafe) static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// Slot i: for a folder, the argument vector `rm -rf -- PATH` (nil-terminated); nil for a file.
    nonisolated(unsafe) static let removals: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    nonisolated(unsafe) static let remover: UnsafeMutablePointer<CChar> = strdup("/bin/rm")!

    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0
    nonisolated(unsafe) private static var handlersInstalled = false

    /// Creates a new empty file `DIRECTORY/.tf-PID-N.tmp` (mode 0666 less the umask) and
    /// registers it; returns its path and an open descriptor for writing.
    static func create(in directory: String, shown: String) throws(OutputFile.Failure) -> (String, Int32) {
        for _ in 0..<100 {
            let path = nextName(in: directory)
            register(path, folder: false)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (path, descriptor) }
            let code = errno
            forget(path)
            if code != EEXIST { throw OutputFile.Failure(description: "cannot write \(shown): \(OutputFile.reason(code))") }
        }
        throw OutputFile.Failure(description: "cannot write \(shown): no free temporary name in \(directory)")
    }

    /// Creates a new empty folder `DIRECTORY/.tf-PID-N.tmp` and registers it.
    static func createFolder(in directory: String, shown: String) throws(OutputFile.Failure) -> String {
        for _ in 0..<100 {
            let path = nextName(in: directory)
            register(path, folder: true)
            if mkdir(path, 0o777) == 0 { return path }
            let code = errno
            forget(path)
            if code != EEXIST { throw OutputFile.Failure(description: "cannot write \(shown): \(OutputFile.reason(code))") }
        }
        throw OutputFile.Failure(description: "cannot write \(shown): no free temporary name in \(directory)")
    }

    /// `.tf-PID-N.tmp` in `directory`: at most 30 bytes of name, whatever the target's.
    private static func nextName(in directory: String) -> String {
        lock.lock()
        counter += 1
        let number = counter
        lock.unlock()
        let name = ".tf-\(getpid())-\(number).tmp"
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Adds `path` to the table the signal handler removes (installing the handler the first time).
    static func register(_ path: String, folder: Bool) {
        lock.lock()
        defer { lock.unlock() }
        installHandlersIfNeeded()
        guard let slot = (0..<capacity).first(where: { paths[$0] == nil }) else { return }
        let copy = strdup(path)
        if folder {
            let arguments = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 5)
            arguments[0] = strdup("rm")
            arguments[1] = strdup("-rf")
            arguments[2] = strdup("--")
            arguments[3] = strdup(path)
            arguments[4] = nil
            removals[slot] = arguments
        }
        paths[slot] = copy
    }

    /// Takes `path` out of the table (it has been renamed into place or removed).
    static func forget(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for slot in 0..<capacity {
            guard let registered = paths[slot], String(cString: registered) == path else { continue }
            paths[slot] = nil
            if let arguments = removals[slot] {
                removals[slot] = nil
                for index in 0..<4 { free(arguments[index]) }
                arguments.deallocate()
            }
            free(registered)
            return
        }
    }

    private static func installHandlersIfNeeded() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        _ = paths
        _ = removals
        _ = remover
        for number in [SIGINT, SIGTERM, SIGHUP] {
            install(number)
        }
    }

    private static func install(_ number: Int32) {
        let previous = signal(number, removeTemporariesAndReraise)
        // SIG_IGN is 1: a signal the process was told to ignore stays ignored.
        if let previous, unsafeBitCast(previous, to: Int.self) == 1 {
            _ = signal(number, previous)
        }
    }
}

/// The handler of SIGINT, SIGTERM and SIGHUP once a temporary exists (see ``TemporaryFiles``).
private func removeTemporariesAndReraise(_ number: Int32) {
    for slot in 0..<TemporaryFiles.capacity {
        guard let path = TemporaryFiles.paths[slot] else { continue }
        if let arguments = TemporaryFiles.removals[slot] {
            let child = fork()
            if child == 0 {
                execve(TemporaryFiles.remover, arguments, nil)
                _exit(127)
            }
            if child > 0 {
                var status: Int32 = 0
                while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            }
        } else {
            unlink(path)
        }
    }
    _ = signal(number, SIG_DFL)
    raise(number)
}
