#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TallyCLI
import TallyTestSupport

/// Permissions as an ordinary user meets them: the tests run as root, so
/// tally runs here as `nobody` (through setpriv) on files made for it.
@Suite("safe writing: as an ordinary user",
       .enabled(if: Unprivileged.available, "needs root, setpriv and a built tally binary to run tally as nobody; skipped"))
struct SafeWriteUnprivilegedTests {
    static let ledger = AddCommandTests.household
    static let add = ["--today", "2026-11-21", "Tea", "2", "coffee"]

    /// A folder and journal that belong to nobody.
    static func scratch() -> Scratch {
        let s = Scratch(["h.ledger": ledger])
        Unprivileged.own(s.folder)
        Unprivileged.own(s.path("h.ledger"))
        return s
    }

    @Test("nobody's own read-only journal is refused unless --force, and stays read-only and theirs")
    func readOnly() {
        let s = Self.scratch()
        chmod(s.path("h.ledger"), 0o444)
        let refused = Unprivileged.tally(["add", "-f", s.path("h.ledger")] + Self.add, in: s.folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is read-only (mode 0444), so Tally leaves it alone; add --force"), "\(refused.stderr)")
        #expect(s.text("h.ledger") == Self.ledger)
        let forced = Unprivileged.tally(["add", "-f", s.path("h.ledger"), "--force"] + Self.add, in: s.folder)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(s.text("h.ledger").contains("2026-11-21 Tea\n"))
        #expect(s.mode("h.ledger") == 0o444)
        #expect(s.owner("h.ledger").uid == Unprivileged.uid)
        #expect(s.names == ["h.ledger"])
    }

    @Test("a folder nobody may not write to leaves the journal untouched, exit 1")
    func unwritableFolder() {
        let s = Self.scratch()
        chmod(s.folder, 0o555)
        let r = Unprivileged.tally(["add", "-f", s.path("h.ledger")] + Self.add, in: s.folder)
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot create a temporary file in '\(s.folder)': Permission denied"), "\(r.stderr)")
        #expect(s.text("h.ledger") == Self.ledger)
        #expect(s.names == ["h.ledger"])
    }

    @Test("a journal nobody may write but not own (group-writable) is rewritten in place, keeping its owner")
    func groupWritable() {
        let s = Self.scratch()
        Unprivileged.own(s.path("h.ledger"), uid: 0, gid: Unprivileged.gid)
        chmod(s.path("h.ledger"), 0o664)
        let inode = s.owner("h.ledger").inode
        let r = Unprivileged.tally(["add", "-f", s.path("h.ledger")] + Self.add, in: s.folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("h.ledger").contains("2026-11-21 Tea\n"))
        let o = s.owner("h.ledger")
        #expect(o.uid == 0 && o.gid == Unprivileged.gid && o.inode == inode)
        #expect(s.mode("h.ledger") == 0o664)
        #expect(s.names == ["h.ledger"])
    }

    @Test("a journal of another user that nobody may not write is refused, though the folder would allow replacing it")
    func notWritable() {
        let s = Self.scratch()
        Unprivileged.own(s.path("h.ledger"), uid: 0, gid: 0)
        chmod(s.path("h.ledger"), 0o644)
        let r = Unprivileged.tally(["add", "-f", s.path("h.ledger")] + Self.add, in: s.folder)
        #expect(r.status == 1)
        #expect(r.stderr.contains("is not writable by you (mode 0644, owner uid 0), so Tally leaves it alone"), "\(r.stderr)")
        #expect(s.text("h.ledger") == Self.ledger)
        #expect(s.owner("h.ledger").uid == 0)
        #expect(s.names == ["h.ledger"])
    }
}
