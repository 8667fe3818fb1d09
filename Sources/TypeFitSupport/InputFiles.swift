/// The files a run reads besides its specs (strings files, font files), recorded when a spec
/// names them, before they are read: one that fails to load is an input all the same, and a
/// report is never written over an input. Thread-safe.
public final class InputFiles: Sendable {
    private let paths = LockedValue<Set<String>>([])

    public init() {}

    /// Records the file at `path` (absolute).
    public func add(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    /// Every file recorded, sorted.
    public var sorted: [String] {
        paths.withLock { Array($0) }.sorted()
    }
}
