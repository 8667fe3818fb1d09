import Foundation
import Testing
import TypeFit
import TypeFitSupport
@testable import TypeFitText

/// The lock and the per-thread ICU cache, from several threads. Under `scripts/sanitize`
/// these tests are also checked by ThreadSanitizer (the lock orders what it guards) and
/// LeakSanitizer (ICU iterators cached by a thread are closed when the thread exits).
@Suite struct ReliabilityThreadTests {
    static let texts: [(text: String, locale: String?)] = [
        ("Bitte beachten Sie die Rechnungsadresse.", "de"),
        ("ทุกวันพฤหัสบดีลานตลาดจะเต็มไปด้วยแผงขายผลไม้", "th"),
        ("日本語の文章は「句読点」の前で改行しない。", "ja"),
        ("नमस्ते दुनिया, यह एक परीक्षण है।", nil),
        // A locale name longer than the cache keeps (63 bytes): its iterator is closed at once.
        ("Longer locale names are not cached.", "en_US@" + String(repeating: "x", count: 70)),
    ]

    @Test func breaksFoundOnThreadsThatExitMatchTheCurrentThreads() throws {
        var expected: [[Bool]] = []
        var expectedClusters: [[Int]] = []
        for (text, locale) in Self.texts {
            expected.append(try UnicodeAnalysis.lineBreakFlags(Array(text.utf16), locale: locale).flags)
            expectedClusters.append(try UnicodeAnalysis.graphemeBoundaries(Array(text.utf16)))
        }
        for round in 0..<4 {
            let found = try ExitingThread.run {
                var breaks: [[Bool]] = []
                var clusters: [[Int]] = []
                for (text, locale) in Self.texts {
                    breaks.append(try UnicodeAnalysis.lineBreakFlags(Array(text.utf16), locale: locale).flags)
                    clusters.append(try UnicodeAnalysis.graphemeBoundaries(Array(text.utf16)))
                }
                return (breaks, clusters)
            }
            #expect(found.0 == expected, "round \(round)")
            #expect(found.1 == expectedClusters, "round \(round)")
        }
    }

    @Test func everyUpdateUnderTheLockIsKept() {
        // Enough work per item that the pool's threads overlap (a lock that did not exclude
        // would lose updates here, and ThreadSanitizer would report the race).
        let counts = LockedValue<[Int: Int]>([:])
        let items = 16, perItem = 20_000
        let finished = WorkPool.map(Array(0..<items), threads: 4) { item in
            for step in 0..<perItem {
                counts.withLock { $0[step % 7, default: 0] += 1 }
            }
            return item
        }
        #expect(finished == Array(0..<items))
        let final = counts.withLock { $0 }
        #expect(final.values.reduce(0, +) == items * perItem)
        #expect(final.keys.sorted() == Array(0..<7))
    }

    @Test func aThrowingBodyReleasesTheLock() {
        struct Refused: Error, Equatable {}
        let value = LockedValue(1)
        #expect(throws: Refused.self) {
            try value.withLock { current throws(Refused) in
                current += 1
                throw Refused()
            }
        }
        // A lock left held would deadlock here.
        #expect(value.withLock { $0 } == 2)
    }
}

/// Runs a closure on a new POSIX thread and waits for the thread to end, so its thread-specific
/// data destructors have run when `run` returns.
private final class ExitingThread {
    private let body: () -> Void

    private init(_ body: @escaping () -> Void) {
        self.body = body
    }

    static func run<Output>(_ body: @escaping () throws -> Output) throws -> Output {
        var result: Result<Output, any Error>?
        let work = ExitingThread { result = Result { try body() } }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(work).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ExitingThread>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<ExitingThread>.fromOpaque(context).release()
            throw POSIXError(POSIXErrorCode(rawValue: created) ?? .EAGAIN)
        }
        let joined = pthread_join(thread, nil)
        guard joined == 0, let result else { throw POSIXError(POSIXErrorCode(rawValue: joined) ?? .EINVAL) }
        return try result.get()
    }
}
