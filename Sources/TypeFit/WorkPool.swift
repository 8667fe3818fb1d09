import Dispatch
import Foundation
import Synchronization
import TypeFitText

/// Runs independent pieces of work on a bounded number of threads and returns their results in
/// input order, so the output never depends on the number of threads or on scheduling.
///
/// Workers take the next input from a shared counter (cheap pieces do not wait behind
/// expensive ones); with one thread, or one input, the work runs on the calling thread.
package enum WorkPool {
    /// `body` applied to every input on at most `threads` threads, results in input order.
    ///
    /// `body` must be safe to call from several threads at once.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], threads: Int, _ body: @Sendable (Input) -> Output
    ) -> [Output] {
        map(inputs, threads: threads) { _, input in body(input) }
    }

    /// The number of workers ``map(_:threads:_:)`` runs for `count` inputs on `threads` threads.
    package static func workers(for count: Int, threads: Int) -> Int {
        min(max(1, threads), count)
    }

    /// As ``map(_:threads:_:)``, with `body` also given the number of the worker that runs it,
    /// from 0 to ``workers(for:threads:)`` − 1: one worker runs one input at a time, so what a
    /// worker number names is used by one thread at a time.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], threads: Int, _ body: @Sendable (Int, Input) -> Output
    ) -> [Output] {
        let workers = workers(for: inputs.count, threads: threads)
        guard workers > 1 else { return inputs.map { body(0, $0) } }
        let next = Atomic<Int>(0)
        let results = LockedValue<[Output?]>(Array(repeating: nil, count: inputs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < inputs.count else { return }
                let output = body(worker, inputs[index])
                results.withLock { $0[index] = output }
            }
        }
        return results.withLock { outputs in
            outputs.map { output in
                guard let output else { preconditionFailure("a work item produced no result") }
                return output
            }
        }
    }
}
