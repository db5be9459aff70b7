#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import TallySyntax

/// A regular file mapped read-only into memory: the `ByteSource` of a large
/// journal's `SourceBytes`.
///
/// The mapping keeps its file open, so `hasChanged` compares the file the
/// process is reading with what it was when mapped, whatever path or name
/// it has by then. A program that replaces the file (as Tally's own writes
/// and most editors do, by renaming a new file over it) leaves the mapping
/// on the old, unchanged file; one that writes it in place changes what the
/// mapping reads, and one that shortens it would make a read past the new
/// end stop the process with `SIGBUS`. Such a read instead finds a page of
/// zeros put in its place, and the mapping remembers it was cut short.
final class FileMapping: ByteSource, @unchecked Sendable {
    /// The mapping's first byte: this object's own, unmapped only by its
    /// `deinit`, and a journal's `SourceBytes` hold this object for as
    /// long as any copy of them lives (their storage's `source`).
    private let address: UnsafeMutableRawPointer
    let count: Int
    private let fd: Int32
    private let size: Int
    private let modified: timespec
    private let slot: Int
    /// Bytes before this offset have been released.
    private let released = Mutex(0)

    /// Maps the open regular file `fd` of `size` bytes, taking over the
    /// descriptor (closed with the mapping); `nil` when it cannot be mapped,
    /// and the descriptor is then left open.
    init?(fd: Int32, status st: stat) {
        let size = Int(st.st_size)
        guard size > 0, let slot = BusErrorGuard.claimSlot() else { return nil }
        let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0)
        guard let p, p != MAP_FAILED else {
            BusErrorGuard.freeSlot(slot)
            return nil
        }
        address = p
        count = size
        self.fd = fd
        self.size = size
        modified = st.st_mtim
        self.slot = slot
        BusErrorGuard.guardRange(slot, Int(bitPattern: p)..<Int(bitPattern: p) + size)
    }

    deinit {
        BusErrorGuard.freeSlot(slot)
        munmap(address, count)
        close(fd)
    }

    /// Drops the pages wholly before `offset` from the process (they are
    /// read again from the page cache if needed). Releases in steps of at
    /// least 4 MiB, so a load makes few calls.
    func release(upTo offset: Int) {
        let page = BusErrorGuard.pageSize
        let upTo = offset & ~(page - 1)
        let from: Int? = released.withLock { done in
            guard upTo - done >= 1 << 22 || (upTo > done && offset >= count) else { return nil }
            defer { done = upTo }
            return done
        }
        guard let from else { return }
        _ = madvise(address + from, upTo - from, MADV_DONTNEED)
    }

    var start: UnsafeRawPointer { UnsafeRawPointer(address) }

    var hasChanged: Bool {
        if BusErrorGuard.wasCutShort(slot) { return true }
        var now = stat()
        guard fstat(fd, &now) == 0 else { return true }
        return Int(now.st_size) != size || now.st_mtim.tv_sec != modified.tv_sec || now.st_mtim.tv_nsec != modified.tv_nsec
    }
}

extension SourceBytes {
    /// The open regular file `fd` (of status `status`) mapped, the
    /// descriptor then belonging to the bytes; `nil` when it cannot be
    /// mapped (the descriptor stays the caller's).
    package init?(mapping fd: Int32, status: stat) {
        guard let mapping = FileMapping(fd: fd, status: status) else { return nil }
        self.init(source: mapping)
    }
}

/// The address ranges of the live mappings, and the `SIGBUS` handler that
/// puts a page of zeros where a shortened file's bytes were. The table is a
/// fixed block of memory the handler reads without locks or allocation.
enum BusErrorGuard {
    static let slots = 64
    /// Per slot: start, end, cut short (0 or 1); a free slot has start 0.
    /// Created by the first `claimSlot`, before the handler is installed,
    /// so the handler never runs its one-time initialisation.
    nonisolated(unsafe) static let table: UnsafeMutablePointer<Int> = {
        let t = UnsafeMutablePointer<Int>.allocate(capacity: 3 * slots + 1)
        t.initialize(repeating: 0, count: 3 * slots + 1)
        t[3 * slots] = Int(sysconf(Int32(_SC_PAGESIZE)))
        return t
    }()
    private static let lock = Mutex(false)
    /// The `SIGBUS` action before the handler's (the runtime's crash
    /// report, or the default), which a signal the handler does not own is
    /// passed on to.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
        p.initialize(to: sigaction())
        return p
    }()

    static var pageSize: Int { table[3 * slots] }

    /// A free slot, installing the handler the first time; `nil` when all
    /// are taken (the file is then read into memory instead).
    static func claimSlot() -> Int? {
        lock.withLock { installed -> Int? in
            guard let k = (0..<slots).first(where: { table[3 * $0] == 0 && table[3 * $0 + 1] == 0 }) else { return nil }
            if !installed {
                var action = sigaction()
                action.__sigaction_handler.sa_sigaction = onBusError
                action.sa_flags = SA_SIGINFO
                guard sigaction(SIGBUS, &action, previous) == 0 else { return nil }
                installed = true
            }
            table[3 * k + 1] = -1
            return k
        }
    }

    static func guardRange(_ slot: Int, _ range: Range<Int>) {
        lock.withLock { _ in
            table[3 * slot + 2] = 0
            table[3 * slot + 1] = range.upperBound
            table[3 * slot] = range.lowerBound
        }
    }

    static func freeSlot(_ slot: Int) {
        lock.withLock { _ in
            table[3 * slot] = 0
            table[3 * slot + 1] = 0
            table[3 * slot + 2] = 0
        }
    }

    static func wasCutShort(_ slot: Int) -> Bool { lock.withLock { _ in table[3 * slot + 2] != 0 } }
}

/// Runs on a `SIGBUS`: for an address inside a mapping, maps a page of
/// zeros over it (the read that faulted is then retried and finds zeros)
/// and marks the mapping cut short; any other is passed on to the action
/// there was before (`passOn`), and the handler stays in place for the
/// mappings that follow.
private let onBusError: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { sig, info, context in
    let table = BusErrorGuard.table
    let page = table[3 * BusErrorGuard.slots]
    // A fault has a positive code; a signal sent by a process does not, and
    // has no address.
    let fault = (info?.pointee.si_code ?? 0) > 0
    if fault, let address = info?.pointee._sifields._sigfault.si_addr {
        let a = Int(bitPattern: address)
        for k in 0..<BusErrorGuard.slots where table[3 * k] != 0 && a >= table[3 * k] && a < table[3 * k + 1] {
            let p = mmap(UnsafeMutableRawPointer(bitPattern: a & ~(page - 1)), page, PROT_READ,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            if let p, p != MAP_FAILED {
                table[3 * k + 2] = 1
                return
            }
        }
    }
    BusErrorGuard.passOn(sig, info, context, fault: fault)
}

extension BusErrorGuard {
    /// Gives a `SIGBUS` the guard does not own to the action there was
    /// before: a handler is called as the kernel would have called it; an
    /// ignored signal sent by a process is ignored; the default (or an
    /// ignored fault, which cannot be ignored) is put back and takes effect,
    /// which ends the process: when the handler returns, a fault happens
    /// again, and a sent signal is raised again.
    static func passOn(_ sig: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?, fault: Bool) {
        let before = previous.pointee
        let handler = before.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
        let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
        if handler != 0 && handler != ignore {
            if before.sa_flags & SA_SIGINFO != 0, let f = before.__sigaction_handler.sa_sigaction {
                f(sig, info, context)
            } else if let f = before.__sigaction_handler.sa_handler {
                f(sig)
            }
            return
        }
        if handler == ignore && !fault { return }
        var byDefault = sigaction()
        byDefault.__sigaction_handler.sa_handler = nil
        sigaction(SIGBUS, &byDefault, nil)
        if !fault { raise(SIGBUS) }
    }
}
