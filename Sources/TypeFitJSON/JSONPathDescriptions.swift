/// Descriptions of JSON paths (``JSONPath/description``), each made once for the paths that share
/// its storage: an element's path is shared by its node in the layout at every category, and
/// every finding about the element names it.
///
/// For one thread at a time: a report's rules describe the paths of one spec.
public final class JSONPathDescriptions {
    /// By the storage of the path, which the entry keeps alive (so no other path can take its
    /// identity while the entry is held).
    private var known: [ObjectIdentifier: (path: JSONPath, description: String)] = [:]

    public init() {}

    /// `path.description`, made once for all paths that share `path`'s storage.
    public func description(of path: JSONPath) -> String {
        guard let identity = path.storageIdentity else { return path.description }
        if let entry = known[identity] { return entry.description }
        let description = path.description
        known[identity] = (path, description)
        return description
    }
}
