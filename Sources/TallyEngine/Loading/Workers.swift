/// Runs independent pieces of work on several threads and hands their
/// results back in order; the loader parses the chunks of large files with
/// it. The engine has no threads of its own: the command line supplies a
/// threaded implementation (`DispatchWorkers`), and `SequentialWorkers`
/// runs everything on the calling thread.
package protocol Workers: Sendable {
    /// Takes items from `next` (called under a lock, in order, until it
    /// returns `nil`), runs `work` on each, possibly on other threads, and
    /// calls `consume` on the calling thread with the results in the order
    /// of their items. At most `window` results are computed ahead of
    /// `consume`.
    func run<Item: Sendable, Output: Sendable>(window: Int, next: @escaping @Sendable () -> Item?, work: @escaping @Sendable (Item) -> Output,
                           consume: (Output) -> Void)
}

/// Everything on the calling thread, one item at a time.
package struct SequentialWorkers: Workers {
    package init() {}

    package func run<Item: Sendable, Output: Sendable>(window: Int, next: @escaping @Sendable () -> Item?, work: @escaping @Sendable (Item) -> Output,
                                  consume: (Output) -> Void) {
        while let item = next() { consume(work(item)) }
    }
}
