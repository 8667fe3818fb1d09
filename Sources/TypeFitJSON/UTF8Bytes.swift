extension String {
    /// Calls `body` with the string's UTF-8 bytes, read in place.
    ///
    /// A native string's bytes are read where they are; any other string is copied and read
    /// through `withUTF8` (which is mutating, so it needs a copy of its own to read a string
    /// held elsewhere).
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
