import Testing
import TypeFit
import TypeFitSupport
import TypeFitText

/// `WorkPool`, on which checks and long reports run: outputs in input order for any number of
/// threads, and each worker number used by one thread at a time.
@Suite struct TypeFitWorkPoolTests {
    @Test func workPoolKeepsInputOrderForAnyThreadCount() {
        let inputs = Array(0..<257)
        for threads in [1, 2, 3, 16, 1_000] {
            let outputs = WorkPool.map(inputs, threads: threads) { value -> Int in
                // Uneven work, so that workers finish out of order.
                var total = 0
                for step in 0..<((value % 7) * 500) { total &+= step ^ value }
                return value * 2 + (total == -1 ? 1 : 0)
            }
            #expect(outputs == inputs.map { $0 * 2 }, "\(threads) threads")
        }
        #expect(WorkPool.map([Int](), threads: 4) { $0 }.isEmpty)
    }

    @Test func resultsAreDeliveredInInputOrderOneAtATime() {
        let inputs = Array(0..<257)
        for threads in [1, 2, 3, 16] {
            var delivered: [Int] = []
            var inside = false
            var overlapped = false
            WorkPool.forEach(inputs, threads: threads) { _, value -> Int in
                var total = 0
                for step in 0..<(((value * 7) % 11) * 500) { total &+= step ^ value }
                return value + (total == -1 ? 1 : 0)
            } deliver: { index, value in
                if inside { overlapped = true }
                inside = true
                delivered.append(index)
                #expect(value == index)
                inside = false
            }
            #expect(delivered == inputs, "\(threads) threads")
            #expect(!overlapped)
        }
    }

    @Test func eachWorkerNumberIsUsedByOneThreadAtATime() {
        let inputs = Array(0..<300)
        for threads in [1, 2, 3, 8] {
            let workers = WorkPool.workers(for: inputs.count, threads: threads)
            #expect(workers == min(threads, inputs.count))
            // Each worker's slot is marked busy while its body runs: finding it busy would mean
            // two threads working as the same worker.
            let busy = LockedValue([Bool](repeating: false, count: workers))
            let outputs = WorkPool.map(inputs, threads: threads) { (worker: Int, value: Int) -> Int? in
                guard worker >= 0 && worker < workers else { return nil }
                let wasBusy = busy.withLock { slots in
                    defer { slots[worker] = true }
                    return slots[worker]
                }
                guard !wasBusy else { return nil }
                var total = 0
                for step in 0..<((value % 5) * 400) { total &+= step ^ value }
                busy.withLock { $0[worker] = false }
                return value + (total == -1 ? 1 : 0)
            }
            #expect(outputs == inputs.map { Optional($0) }, "\(threads) threads")
        }
    }
}
