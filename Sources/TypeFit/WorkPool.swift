import Dispatch
import Foundation
import Synchronization
import TypeFitSupport
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
        var outputs: [Output] = []
        outputs.reserveCapacity(inputs.count)
        forEach(inputs, threads: threads, body) { _, output in outputs.append(output) }
        return outputs
    }

    /// `body` applied to every input on at most `threads` threads, each result handed to
    /// `deliver` in input order as soon as it and every earlier one are done, one call at a time,
    /// so that results need not all be held at once.
    ///
    /// `body` must be safe to call from several threads at once; `deliver` is called on the
    /// worker that completed the run of finished results, never on two threads at once.
    package static func forEach<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], threads: Int, _ body: @Sendable (Int, Input) -> Output,
        deliver: (Int, Output) -> Void
    ) {
        let workers = workers(for: inputs.count, threads: threads)
        guard workers > 1 else {
            for (index, input) in inputs.enumerated() { deliver(index, body(0, input)) }
            return
        }
        let next = Atomic<Int>(0)
        // Results finished ahead of an earlier one wait here; `next` is the first not delivered.
        let order = LockedValue<(waiting: [Int: Output], next: Int)>(([:], 0))
        withoutActuallyEscaping(deliver) { deliver in
            // `deliver` runs only under the lock, one call at a time.
            nonisolated(unsafe) let deliver = deliver
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < inputs.count else { return }
                    let output = body(worker, inputs[index])
                    order.withLock { order in
                        order.waiting[index] = output
                        while let ready = order.waiting.removeValue(forKey: order.next) {
                            deliver(order.next, ready)
                            order.next += 1
                        }
                    }
                }
            }
        }
    }
}
