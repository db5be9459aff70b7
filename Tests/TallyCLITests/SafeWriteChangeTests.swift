#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TallyCLI
@testable import TallyEditing
import TallySystem
import TallyTestSupport

/// A change made by another program while Tally writes (between reading
/// the file and renaming the new text over it) is kept: the write starts
/// again from the new bytes, or refuses; it never overwrites it.
@Suite("safe writing: changes made meanwhile")
struct SafeWriteChangeTests {
    static let ledger = AddCommandTests.household
    static let appended = "\n2026-11-03 Appended by an editor\n    Expenses:Food    $1.00\n    Assets:Cash\n"

    /// Appends "new\n" to whatever the file holds, counting its calls.
    final class Appender {
        var calls = 0
        func callAsFunction(_ current: [[UInt8]?]) -> Result<[[UInt8]?], SafeFileWriter.Failure> {
            calls += 1
            return .success([(current[0] ?? []) + Array("new\n".utf8)])
        }
    }

    @Test("an append between reading and the check: the write starts again and keeps it")
    func appendBeforeCheck() {
        let s = Scratch(["j.ledger": "old\n"])
        var fired = false
        let faults = SafeFileWriter.FaultPlan(beforeCheck: {
            if !fired { s.append("j.ledger", "theirs\n") }
            fired = true
        })
        let appender = Appender()
        let r = SafeFileWriter.updateAll([s.path("j.ledger")], faults: faults) { appender($0) }
        #expect((try? r.get()) != nil)
        #expect(appender.calls == 2)
        #expect(s.text("j.ledger") == "old\ntheirs\nnew\n")
        #expect(s.names == ["j.ledger"])
    }

    @Test("an append after the check, while the file is replaced: the original comes back and the write starts again")
    func appendAfterCheck() {
        let s = Scratch(["j.ledger": "old\n"])
        var fired = false
        let faults = SafeFileWriter.FaultPlan(afterCheck: {
            // The name still leads to the old file: this append lands in it.
            if !fired { s.append("j.ledger", "theirs\n") }
            fired = true
        })
        let appender = Appender()
        let r = SafeFileWriter.updateAll([s.path("j.ledger")], faults: faults) { appender($0) }
        #expect((try? r.get()) != nil)
        #expect(appender.calls == 2)
        #expect(s.text("j.ledger") == "old\ntheirs\nnew\n")
        #expect(s.names == ["j.ledger"])
    }

    @Test("a file that keeps changing is refused after three tries, with every change kept")
    func keepsChanging() {
        let s = Scratch(["j.ledger": "old\n"])
        let faults = SafeFileWriter.FaultPlan(beforeCheck: { s.append("j.ledger", "theirs\n") })
        let r = SafeFileWriter.updateAll([s.path("j.ledger")], faults: faults) { Appender()($0) }
        guard case .failure(let f) = r else { Issue.record("a file changing on every try was overwritten"); return }
        #expect(f.description.contains("'\(s.path("j.ledger"))' kept changing while Tally wrote it"))
        #expect(s.text("j.ledger") == "old\ntheirs\ntheirs\ntheirs\n")
        #expect(s.names == ["j.ledger"])
    }

    @Test("a same-size edit made in place within the same instant is seen by the content hash")
    func sameSizeEdit() {
        let s = Scratch(["j.ledger": "old\n"])
        var fired = false
        let faults = SafeFileWriter.FaultPlan(beforeCheck: {
            guard !fired else { return }
            fired = true
            // Same size, and the old modification time put back: only the bytes differ.
            var st = stat()
            stat(s.path("j.ledger"), &st)
            s.write("j.ledger", "OLD\n")
            var times = [st.st_atim, st.st_mtim]
            utimensat(AT_FDCWD, s.path("j.ledger"), &times, 0)
        })
        let appender = Appender()
        _ = SafeFileWriter.updateAll([s.path("j.ledger")], faults: faults) { appender($0) }
        #expect(appender.calls == 2)
        #expect(s.text("j.ledger") == "OLD\nnew\n")
    }

    @Test("a file replaced by an editor (a new inode) is seen")
    func replacedByEditor() {
        let s = Scratch(["j.ledger": "old\n", "saved": "old\n"])
        var fired = false
        let faults = SafeFileWriter.FaultPlan(beforeCheck: {
            if !fired { rename(s.path("saved"), s.path("j.ledger")) }
            fired = true
        })
        let appender = Appender()
        _ = SafeFileWriter.updateAll([s.path("j.ledger")], faults: faults) { appender($0) }
        #expect(appender.calls == 2)
        #expect(s.text("j.ledger") == "old\nnew\n")
    }

    @Test("tally add: another program's append while add writes is kept, and the transaction added")
    func addKeepsAppend() throws {
        let s = Scratch(["h.ledger": Self.ledger])
        let paused = try #require(PausedTally(["add", "-f", s.path("h.ledger"), "--today", "2026-11-21", "Tea", "2", "coffee"],
                                              stdout: s.path("out"), stderr: s.path("err")), "build the tally binary first (swift build)")
        #expect(paused.waitForPause())
        s.append("h.ledger", Self.appended)
        paused.resume(times: 2)
        #expect(paused.finish().status == 0, "\(s.text("err"))")
        let text = s.text("h.ledger")
        #expect(text.hasPrefix(Self.ledger + Self.appended))
        #expect(text.contains("2026-11-21 Tea\n"))
        #expect(s.temporaryFiles.isEmpty)
        let checked = s.run(["check", "-f", s.path("h.ledger")])
        // The fixture leaves its expense accounts undeclared: warnings, no errors.
        #expect(checked.status == 0 && checked.stdout.hasPrefix("ok: 5 transactions, 6 accounts;"), "\(checked.stdout)\(checked.stderr)")
    }

    @Test("tally post-due: another program's append while it writes is kept")
    func postDueKeepsAppend() throws {
        let journal = Self.ledger + "\nrecurring \"Phone\"  monthly on 21  from 2026-11-21\n    Expenses:Phone    $20.00\n    Assets:Checking\n"
        let s = Scratch(["h.ledger": journal])
        let paused = try #require(PausedTally(["post-due", "-f", s.path("h.ledger"), "--today", "2026-11-21"],
                                              stdout: s.path("out"), stderr: s.path("err")), "build the tally binary first (swift build)")
        #expect(paused.waitForPause())
        s.append("h.ledger", Self.appended)
        paused.resume(times: 2)
        #expect(paused.finish().status == 0, "\(s.text("err"))")
        let text = s.text("h.ledger")
        #expect(text.hasPrefix(journal + Self.appended))
        #expect(text.contains("recurring:Phone"))
        #expect(s.temporaryFiles.isEmpty)
    }

    @Test("tally fmt: a file changed while it is formatted is refused, exit 1, and the change kept")
    func fmtRefuses() throws {
        let s = Scratch(["h.ledger": Self.ledger])
        let paused = try #require(PausedTally(["fmt", "-f", s.path("h.ledger")], stdout: s.path("out"), stderr: s.path("err")),
                                  "build the tally binary first (swift build)")
        #expect(paused.waitForPause())
        s.append("h.ledger", Self.appended)
        paused.resume(times: 2)
        #expect(paused.finish().status == 1)
        #expect(s.text("err").contains("changed while it was being formatted; run tally fmt again"), "\(s.text("err"))")
        #expect(s.text("h.ledger") == Self.ledger + Self.appended)
        #expect(s.temporaryFiles.isEmpty)
    }

    @Test("tally archive: a journal changed while it is archived is refused, exit 1; no archive is created")
    func archiveRefuses() throws {
        let s = Scratch(["h.ledger": Self.ledger])
        let paused = try #require(PausedTally(["archive", "-f", s.path("h.ledger"), "--before", "2026-11-01"],
                                              stdout: s.path("out"), stderr: s.path("err")), "build the tally binary first (swift build)")
        #expect(paused.waitForPause())
        s.append("h.ledger", Self.appended)
        paused.resume(times: 2)
        #expect(paused.finish().status == 1)
        #expect(s.text("err").contains("the files changed while the archive was prepared"), "\(s.text("err"))")
        #expect(s.text("h.ledger") == Self.ledger + Self.appended)
        #expect(s.names == ["err", "h.ledger", "out"])
    }
}
