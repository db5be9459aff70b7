#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import Testing
@testable import TallySystem
import TallySyntax
import TallyTestSupport

/// The handlers TallySystem installs keep working beside those that were
/// there before them: a `SIGBUS` the mapping guard does not own goes to the
/// earlier handler every time, and the guard stays installed; the list of
/// temporary files a write signal removes stays whole while many threads
/// add and remove files.
@Suite(.serialized) struct SignalChainTests {
    nonisolated(unsafe) static var earlierCalls = 0

    /// Maps a small file, so the guard is installed (once per process).
    static func installGuard() throws -> SourceBytes {
        let path = Files.temporaryDirectory() + "/mapped.ledger"
        Files.writeBytes(path, [UInt8](repeating: 65, count: 5000))
        let fd = open(path, O_RDONLY)
        #expect(fd >= 0)
        var st = stat()
        #expect(fstat(fd, &st) == 0)
        return try #require(SourceBytes(mapping: fd, status: st))
    }

    @Test func aSignalTheGuardDoesNotOwnGoesToTheEarlierHandlerEachTime() throws {
        let mapped = try Self.installGuard()
        let saved = BusErrorGuard.previous.pointee
        defer { BusErrorGuard.previous.pointee = saved }
        // Stands for a handler that was installed before the guard (the
        // runtime's crash report, an embedding program's own).
        var earlier = sigaction()
        earlier.__sigaction_handler.sa_sigaction = { _, _, _ in SignalChainTests.earlierCalls += 1 }
        earlier.sa_flags = SA_SIGINFO
        BusErrorGuard.previous.pointee = earlier
        Self.earlierCalls = 0
        // Sent by a process: no fault, no address inside a mapping.
        raise(SIGBUS)
        raise(SIGBUS)
        #expect(Self.earlierCalls == 2)
        // The guard is still the action, not the earlier handler.
        var now = sigaction()
        sigaction(SIGBUS, nil, &now)
        #expect(now.sa_flags & SA_SIGINFO != 0)
        let installed = now.__sigaction_handler.sa_sigaction.map { unsafeBitCast($0, to: Int.self) }
        let earlierAddress = earlier.__sigaction_handler.sa_sigaction.map { unsafeBitCast($0, to: Int.self) }
        #expect(installed != nil && installed != earlierAddress)
        #expect(mapped[0] == 65)
    }

    @Test func anIgnoredSignalTheGuardDoesNotOwnStaysIgnored() throws {
        _ = try Self.installGuard()
        let saved = BusErrorGuard.previous.pointee
        defer { BusErrorGuard.previous.pointee = saved }
        var ignored = sigaction()
        ignored.__sigaction_handler.sa_handler = SIG_IGN
        BusErrorGuard.previous.pointee = ignored
        // Would end the process if it were passed on to the default action.
        raise(SIGBUS)
        var now = sigaction()
        sigaction(SIGBUS, nil, &now)
        #expect(now.sa_flags & SA_SIGINFO != 0)
    }

    @Test func temporaryFilesRegisteredFromManyThreadsAreAllForgotten() async {
        let before = WriteSignals.registered.count
        await withTaskGroup(of: Void.self) { group in
            for t in 0..<4 {
                group.addTask {
                    for i in 0..<500 {
                        let slot = WriteSignals.register("/nonexistent/tally-\(t)-\(i)")
                        #expect(slot != nil)
                        WriteSignals.unregister(slot)
                    }
                }
            }
        }
        #expect(WriteSignals.registered.count == before)
        let slot = WriteSignals.register("/nonexistent/tally-kept")
        #expect(WriteSignals.registered.contains("/nonexistent/tally-kept"))
        WriteSignals.unregister(slot)
        #expect(!WriteSignals.registered.contains("/nonexistent/tally-kept"))
    }
}
