#if canImport(Glibc)
import Glibc
#endif

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
package enum WriteSignals {
    static let capacity = 1024
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Registers a temporary file; returns its slot (nil when every slot is
    /// taken: the file is then only removed by the normal paths).
    static func register(_ path: String) -> Int? {
        installOnce()
        pthread_mutex_lock(state.lock)
        defer { pthread_mutex_unlock(state.lock) }
        for i in 0..<capacity where state.slots[i] == nil {
            state.slots[i] = strdup(path)
            return i
        }
        return nil
    }

    /// Forgets a temporary file (after it was renamed or removed).
    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        pthread_mutex_lock(state.lock)
        let p = state.slots[slot]
        // Cleared before it is freed: a handler running now sees nil or a live string.
        state.slots[slot] = nil
        pthread_mutex_unlock(state.lock)
        free(p)
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
        let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        let previous: UnsafeMutablePointer<sigaction>
        let lock: UnsafeMutablePointer<pthread_mutex_t>
        let installed: UnsafeMutablePointer<Int32>
    }

    static let state: State = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        previous.initialize(repeating: sigaction(), count: 65)
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        let installed = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        installed.initialize(to: 0)
        return State(slots: slots, previous: previous, lock: lock, installed: installed)
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
        for i in 0..<capacity {
            if let p = s.slots[i] { unlink(p) }
        }
        sigaction(sig, s.previous + Int(sig), nil)
        raise(sig)
    }
}

/// Removes the registered temporary files and re-raises `sig`.
private func writeSignalHandler(_ sig: Int32) {
    WriteSignals.cleanUp(sig)
}
