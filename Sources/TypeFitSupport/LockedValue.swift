#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a `pthread_mutex_t`: a lock ThreadSanitizer can see.
///
/// Used instead of `Synchronization.Mutex`, which on Linux locks with raw futex system calls
/// that ThreadSanitizer does not intercept: it cannot see the ordering such a lock gives, so
/// every value handed from one thread to another under it is reported as a data race, and the
/// false reports hide real ones. `pthread_mutex_lock` and `pthread_mutex_unlock` are
/// intercepted, so code locked with this type runs clean under `--sanitize=thread`.
///
/// The mutex and the value are allocated once, when the lock is made, and never move (a
/// `pthread_mutex_t` must not be copied once in use); taking and releasing the lock allocates
/// nothing. Uncontended, a lock and an unlock cost one atomic operation each, as with `Mutex`.
/// The lock is not recursive: calling `withLock` again from inside `body` is a programmer error
/// (it deadlocks, as `Mutex` does).
public final class LockedValue<Value>: @unchecked Sendable {
    // @unchecked Sendable: the value is read and written only inside `withLock`, under the
    // mutex, and it crosses threads only as `Mutex`'s does: it comes in with `sending`, the
    // closure gets it `inout sending`, and what the closure returns is `sending`, so the
    // compiler's region checking keeps a non-Sendable value from escaping the lock.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let value: UnsafeMutablePointer<Value>

    /// A lock guarding `initialValue`.
    public init(_ initialValue: sending Value) {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        #if canImport(Glibc)
        // Held for a table lookup at a time: a thread that finds it taken spins a little before
        // sleeping, instead of a futex call each time two threads meet.
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
        #endif
        let status = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
        value = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        value.initialize(to: initialValue)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    /// The lock is released when `body` returns or throws.
    public func withLock<Output, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Output
    ) throws(Failure) -> sending Output {
        let locked = pthread_mutex_lock(mutex)
        precondition(locked == 0, "pthread_mutex_lock failed with \(locked)")
        defer {
            let unlocked = pthread_mutex_unlock(mutex)
            precondition(unlocked == 0, "pthread_mutex_unlock failed with \(unlocked)")
        }
        return try body(&value.pointee)
    }
}
