#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Temporary files that a signal must not leave behind.
///
/// While Tally writes, every temporary file it has made is listed here. A
/// SIGINT, SIGTERM or SIGHUP then runs `cleanUp`, which removes the listed
/// files with `unlink` (async-signal-safe, as is everything the handler
/// calls), puts back the signal's earlier disposition and raises the signal
/// again, so the process ends as it would have. A signal the process was
/// started ignoring (a background job's SIGINT, `nohup`'s SIGHUP) stays
/// ignored. SIGXFSZ is ignored from the first write on, so a file larger
/// than `ulimit -f` allows fails with EFBIG, which is reported, instead of
/// killing the process with its temporary file in place.
///
/// `critical` blocks those signals while files are being put in place, so a
/// group of renames or a rewrite in place is never cut in half by them.
///
/// The handler may run on any thread, while another registers or forgets a
/// file. Each slot is an atomic word holding the address of its path; the
/// handler counts itself in `running` before it reads a slot, and
/// `unregister` empties the slot, then waits until no handler is running
/// before it frees the path. Either a handler read the slot after it was
/// emptied, or it was counted before, and the path is freed only once it is
/// done with it (sequentially consistent operations on both words make one
/// of the two true), so the handler never reads freed memory.
package enum WriteSignals {
    static let capacity = 1024
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Registers a temporary file; returns its slot (nil when every slot is
    /// taken: the file is then only removed by the normal paths).
    static func register(_ path: String) -> Int? {
        installOnce()
        guard let copy = strdup(path) else { return nil }
        pthread_mutex_lock(state.lock)
        defer { pthread_mutex_unlock(state.lock) }
        for i in 0..<capacity where state.slots[i].load(ordering: .sequentiallyConsistent) == 0 {
            state.slots[i].store(Int(bitPattern: copy), ordering: .sequentiallyConsistent)
            return i
        }
        free(copy)
        return nil
    }

    /// Forgets a temporary file (after it was renamed or removed).
    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        pthread_mutex_lock(state.lock)
        let p = state.slots[slot].exchange(0, ordering: .sequentiallyConsistent)
        pthread_mutex_unlock(state.lock)
        // A handler that may have read the slot before it was emptied is
        // counted in `running`; the path is freed once none is. A handler
        // re-raises its signal, which ends the process, unless the signal's
        // earlier action returns: the wait is that long at most.
        while state.running.pointee.load(ordering: .sequentiallyConsistent) != 0 { sched_yield() }
        free(UnsafeMutablePointer<CChar>(bitPattern: p))
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held back; one that
    /// arrives meanwhile is delivered when `body` returns.
    static func critical<T>(_ body: () -> T) -> T {
        installOnce()
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        for s in handled { sigaddset(&blocked, s) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Storage the handler reads: allocated once, never freed, so it needs
    /// no Swift runtime work inside the handler.
    struct State: @unchecked Sendable {
        /// Per slot, the address of a registered path made by `strdup`, or 0.
        let slots: UnsafeMutablePointer<Atomic<Int>>
        /// The handlers running now, on any thread.
        let running: UnsafeMutablePointer<Atomic<Int>>
        let previous: UnsafeMutablePointer<sigaction>
        let lock: UnsafeMutablePointer<pthread_mutex_t>
        let installed: UnsafeMutablePointer<Int32>
    }

    static let state: State = {
        let slots = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: capacity)
        for i in 0..<capacity { (slots + i).initialize(to: Atomic(0)) }
        let running = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 1)
        running.initialize(to: Atomic(0))
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        previous.initialize(repeating: sigaction(), count: 65)
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        let installed = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        installed.initialize(to: 0)
        return State(slots: slots, running: running, previous: previous, lock: lock, installed: installed)
    }()

    private static func installOnce() {
        let s = state
        pthread_mutex_lock(s.lock)
        defer { pthread_mutex_unlock(s.lock) }
        guard s.installed.pointee == 0 else { return }
        s.installed.pointee = 1
        signal(SIGXFSZ, SIG_IGN)
        for sig in handled {
            var current = sigaction()
            sigaction(sig, nil, &current)
            // Function pointers are not Equatable: compare their addresses.
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = writeSignalHandler
            sigemptyset(&action.sa_mask)
            for other in handled { sigaddset(&action.sa_mask, other) }
            sigaction(sig, &action, s.previous + Int(sig))
        }
    }

    /// The handler's work (see `writeSignalHandler`).
    static func cleanUp(_ sig: Int32) {
        let s = state
        s.running.pointee.add(1, ordering: .sequentiallyConsistent)
        for i in 0..<capacity {
            if let p = UnsafePointer<CChar>(bitPattern: s.slots[i].load(ordering: .sequentiallyConsistent)) { unlink(p) }
        }
        sigaction(sig, s.previous + Int(sig), nil)
        raise(sig)
        s.running.pointee.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// The paths registered now (for tests).
    package static var registered: [String] {
        pthread_mutex_lock(state.lock)
        defer { pthread_mutex_unlock(state.lock) }
        return (0..<capacity).compactMap { i in
            UnsafePointer<CChar>(bitPattern: state.slots[i].load(ordering: .sequentiallyConsistent)).map { String(cString: $0) }
        }
    }
}

/// Removes the registered temporary files and re-raises `sig`.
private func writeSignalHandler(_ sig: Int32) {
    WriteSignals.cleanUp(sig)
}
