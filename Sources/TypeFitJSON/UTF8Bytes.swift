extension String {
    /// Calls `body` with the string's UTF-8 bytes, read in place.
    ///
    /// `withUTF8` is mutating, so reading a string's bytes through it means copying the string
    /// first: a retain and a release, each an atomic operation (a quarter of the check's time went
    /// to those). A native string's bytes are read where they are, without the copy; any other
    /// string is copied and read through `withUTF8`.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
