import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import TallyEngine

/// `Workers` on Dispatch's global threads, one per processor.
///
/// The calling thread consumes results in order and, when the result it
/// needs has not been started, computes it itself: the pipeline finishes
/// even when no pool thread is free (a file included from a file whose
/// workers are still busy).
package struct DispatchWorkers: Workers {
    package let threads: Int

    package init(threads: Int = DispatchWorkers.processors) {
        self.threads = max(1, threads)
    }

    /// The processors this process may run on.
    package static var processors: Int {
        #if canImport(Glibc)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 1
        #endif
    }

    package func run<Item: Sendable, Output: Sendable>(window: Int, next: @escaping @Sendable () -> Item?,
                                                      work: @escaping @Sendable (Item) -> Output, consume: (Output) -> Void) {
        if threads == 1 {
            while let item = next() { consume(work(item)) }
            return
        }
        let pipeline = Pipeline<Item, Output>(window: max(window, 1), next: next, work: work)
        // A serial queue of its own per worker gets a thread even while
        // other workers wait. Workers still queued when the last result is
        // taken find no item and return; nothing waits for them.
        for k in 0..<threads {
            DispatchQueue(label: "tally.worker.\(k)").async { pipeline.workLoop() }
        }
        var index = 0
        while let output = pipeline.take(index) {
            consume(output)
            // Freed by a worker, off the consumer's path.
            pipeline.discard(output)
            index += 1
        }
    }
}

/// The shared state of one `DispatchWorkers.run`: items are numbered as
/// `next` hands them out, results wait in `results` until taken in order.
private final class Pipeline<Item: Sendable, Output: Sendable>: @unchecked Sendable {
    // Every field below is read and written only while holding `lock`.
    private let lock = DispatchSemaphore(value: 1)
    /// Signalled whenever a result is stored or the items run out.
    private let changed = DispatchSemaphore(value: 0)
    /// Room for results ahead of the consumer; taken before an item is.
    private let room: DispatchSemaphore
    private let window: Int
    private let next: @Sendable () -> Item?
    private let work: @Sendable (Item) -> Output
    private var handedOut = 0
    private var total: Int?
    private var results: [Int: Output] = [:]
    /// Consumed results, for a worker to free.
    private var consumed: [Output] = []

    init(window: Int, next: @escaping @Sendable () -> Item?, work: @escaping @Sendable (Item) -> Output) {
        self.window = window
        room = DispatchSemaphore(value: window)
        self.next = next
        self.work = work
    }

    /// Keeps a consumed result for a worker to free; when the workers are
    /// not running (all busy elsewhere, or done), the consumer frees them
    /// itself once a window's worth has piled up, so they never accumulate.
    func discard(_ output: Output) {
        lock.wait()
        consumed.append(output)
        let piledUp = consumed.count > 2 * window
        lock.signal()
        if piledUp { freeConsumed() }
    }

    /// Frees the consumed results (outside the lock).
    func freeConsumed() {
        lock.wait()
        var garbage: [Output] = []
        swap(&garbage, &consumed)
        lock.signal()
        garbage.removeAll()
    }

    /// The next item and its number, or `nil` when there are no more.
    private func claim() -> (Int, Item)? {
        lock.wait()
        defer { lock.signal() }
        if total != nil { return nil }
        guard let item = next() else {
            total = handedOut
            return nil
        }
        handedOut += 1
        return (handedOut - 1, item)
    }

    private func store(_ output: Output, at index: Int) {
        lock.wait()
        results[index] = output
        lock.signal()
        changed.signal()
    }

    func workLoop() {
        while true {
            room.wait()
            freeConsumed()
            guard let (index, item) = claim() else {
                room.signal()
                changed.signal()
                return
            }
            store(work(item), at: index)
        }
    }

    /// Result `index`, waiting for it (or computing it when no worker has
    /// started it); `nil` after the last.
    func take(_ index: Int) -> Output? {
        while true {
            lock.wait()
            if let output = results.removeValue(forKey: index) {
                lock.signal()
                room.signal()
                return output
            }
            if let total, index >= total {
                lock.signal()
                return nil
            }
            let unclaimed = handedOut == index
            lock.signal()
            if unclaimed {
                // Claiming needs no room: this result is consumed at once.
                guard let (claimed, item) = claim() else { continue }
                let output = work(item)
                if claimed == index { return output }
                store(output, at: claimed)
                continue
            }
            changed.wait()
        }
    }
}
