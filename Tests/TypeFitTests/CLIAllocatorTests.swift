import Foundation
import Testing

#if os(Linux)
/// The executables allocate through jemalloc on Linux (`allocator` in Package.swift). Linking it is
/// not enough: its `malloc` must be the one the Swift runtime and the C libraries call, which
/// holds only while the loader finds it ahead of the C library's.
@Suite struct CLIAllocatorTests {
    /// Under `scripts/sanitize` the executable is sanitized too, and the sanitizer's allocator
    /// takes the place of any other (the script sets these variables).
    static var sanitized: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["ASAN_OPTIONS"] != nil || environment["TSAN_OPTIONS"] != nil
    }

    /// jemalloc prints its statistics at exit when asked through `MALLOC_CONF`, which it does only
    /// once it has served an allocation: the check of a spec then ran on it.
    @Test(.enabled(if: !sanitized))
    func theCheckAllocatesThroughJemalloc() throws {
        let result = try ReliabilityRun.typefit(["check", "alert.broken.json", "--quiet"],
                                                in: TestSupport.path("Layouts"),
                                                environment: ["MALLOC_CONF": "stats_print:true"])
        #expect(result.code == 1, "the alert is broken on purpose")
        #expect(result.err.contains("Begin jemalloc statistics"), "stderr: \(result.err.prefix(300))")
    }

    /// Without `MALLOC_CONF`, nothing of the allocator shows.
    @Test func theAllocatorStaysSilentUnlessAsked() throws {
        let result = try ReliabilityRun.typefit(["check", "alert.broken.json", "--quiet"],
                                                in: TestSupport.path("Layouts"))
        #expect(!result.err.contains("jemalloc"))
    }
}
#endif
