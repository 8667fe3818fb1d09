#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TypeFitSupport

/// The strings files a run has read, shared by its specs: the catalog beside a hundred specs is
/// read and parsed once, not once per spec and language, and held once, not once per worker.
///
/// A file is known by its path as given (errors and warnings name it) and its identity on disk
/// (device, inode, size and modification time): a file changed during the run is read again.
/// What is held is bounded by ``budgetBytes`` of file size, least recently used first out; the
/// file last used always stays, however large, so specs that share one catalog read it once.
/// Files that fail to load are not kept: each spec that names one reports it.
public final class StringsFileCache: Sendable {
    /// The file bytes of the strings files kept (the parsed model holds a few times as much).
    public static let budgetBytes = 32 << 20

    private enum Loaded {
        case catalog(StringCatalog)
        case table(StringsTable)
    }

    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64
    }

    private struct Entry {
        var identity: Identity
        var loaded: Loaded
        var lastUse: Int
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var clock = 0
        var reads = 0
    }

    // Loading happens under the lock: two workers that need the same catalog parse it once.
    private let state = LockedValue(State())

    public init() {}

    /// How many times a file was read and parsed (not found unchanged).
    var filesRead: Int { state.withLock { $0.reads } }

    /// The String Catalog at `path`, parsed once while the file is unchanged.
    public func catalog(at path: String) throws(LocalizationError) -> StringCatalog {
        let loaded = try load(path) { () throws(LocalizationError) in .catalog(try StringCatalog.load(path: path)) }
        guard case .catalog(let catalog) = loaded else { preconditionFailure("\(path) was read as a .strings table") }
        return catalog
    }

    /// The `.strings` table at `path`, parsed once while the file is unchanged.
    public func table(at path: String) throws(LocalizationError) -> StringsTable {
        let loaded = try load(path) { () throws(LocalizationError) in .table(try StringsTable.load(path: path)) }
        guard case .table(let table) = loaded else { preconditionFailure("\(path) was read as a String Catalog") }
        return table
    }

    private func load(_ path: String, _ read: () throws(LocalizationError) -> Loaded) throws(LocalizationError) -> Loaded {
        guard let identity = Self.identity(of: path) else { return try read() }
        let result: Result<Loaded, LocalizationError> = state.withLock { state in
            state.clock += 1
            if let entry = state.entries[path], entry.identity == identity {
                state.entries[path]?.lastUse = state.clock
                return .success(entry.loaded)
            }
            state.reads += 1
            let loaded: Loaded
            do throws(LocalizationError) {
                loaded = try read()
            } catch {
                state.entries[path] = nil
                return .failure(error)
            }
            state.entries[path] = Entry(identity: identity, loaded: loaded, lastUse: state.clock)
            var held = state.entries.values.reduce(0) { $0 + Int($1.identity.size) }
            while held > Self.budgetBytes, state.entries.count > 1,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                held -= Int(oldest.value.identity.size)
                state.entries[oldest.key] = nil
            }
            return .success(loaded)
        }
        return try result.get()
    }

    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                        modifiedSeconds: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec))
    }
}
