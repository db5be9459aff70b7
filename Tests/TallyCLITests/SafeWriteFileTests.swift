#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TallyCLI
@testable import TallyEditing
import TallySystem
import TallyTestSupport

/// What a written file keeps (owner, group, mode, hard links, symbolic
/// links) and what a failed or interrupted write leaves (nothing).
@Suite("safe writing: the file kept")
struct SafeWriteFileTests {
    static let ledger = AddCommandTests.household
    static let add = ["--today", "2026-11-21", "Tea", "2", "coffee"]

    @Test("a journal owned by another user, written by root, stays theirs", .enabled(if: getuid() == 0, "only root can give a file away"))
    func ownerKept() {
        let s = Scratch(["h.ledger": Self.ledger])
        Unprivileged.own(s.path("h.ledger"))
        #expect(s.run(["add", "-f", s.path("h.ledger")] + Self.add).status == 0)
        #expect(s.text("h.ledger").contains("Tea"))
        let o = s.owner("h.ledger")
        #expect(o.uid == Unprivileged.uid && o.gid == Unprivileged.gid)
        // The archive created beside it is theirs too.
        #expect(s.run(["archive", "-f", s.path("h.ledger"), "--before", "2026-11-01"]).status == 0)
        let a = s.owner("h-before-2026-11-01.ledger")
        #expect(a.uid == Unprivileged.uid && a.gid == Unprivileged.gid)
    }

    @Test("setuid and setgid bits are never copied onto the new file")
    func setuidDropped() {
        let s = Scratch(["h.ledger": Self.ledger])
        chmod(s.path("h.ledger"), 0o6750)
        #expect(s.run(["add", "-f", s.path("h.ledger")] + Self.add).status == 0)
        #expect(s.mode("h.ledger") == 0o750)
    }

    @Test("a read-only journal is refused, exit 1, unless --force; forced, it stays read-only",
          arguments: [["add"] + add, ["fmt"], ["post-due", "--today", "2026-12-31"], ["archive", "--before", "2026-11-01"]])
    func readOnly(_ command: [String]) {
        let journal = Self.ledger + "\nrecurring \"Phone\"  monthly on 21  from 2026-11-21\n    Expenses:Phone    $20.00\n    Assets:Checking\n"
        let s = Scratch(["h.ledger": journal.replacingAll("2026-11-02 Grocer   ;", "2026-11-02  Grocer ;")])
        let before = s.text("h.ledger")
        chmod(s.path("h.ledger"), 0o444)
        let refused = s.run(Array(command.prefix(1)) + ["-f", s.path("h.ledger")] + command.dropFirst())
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("'\(s.path("h.ledger"))' is read-only (mode 0444), so Tally leaves it alone; add --force to write it anyway"), "\(refused.stderr)")
        #expect(s.text("h.ledger") == before)
        let forced = s.run(Array(command.prefix(1)) + ["-f", s.path("h.ledger"), "--force"] + command.dropFirst())
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(s.text("h.ledger") != before)
        #expect(s.mode("h.ledger") == 0o444)
        #expect(s.temporaryFiles.isEmpty)
        #expect(s.names.filter { !$0.hasPrefix("h") }.isEmpty, "\(s.names)")
    }

    @Test("a report file that is read-only is refused unless --force")
    func readOnlyReport() {
        let s = Scratch(["h.ledger": Self.ledger, "r.html": "old"])
        chmod(s.path("r.html"), 0o444)
        let r = s.run(["report", "-f", s.path("h.ledger"), "--html", s.path("r.html")])
        #expect(r.status == 1)
        #expect(s.text("r.html") == "old")
        #expect(s.run(["report", "-f", s.path("h.ledger"), "--html", s.path("r.html"), "--force"]).status == 0)
        #expect(s.text("r.html").hasPrefix("<!DOCTYPE html>"))
        #expect(s.mode("r.html") == 0o444)
    }

    @Test("a journal with another hard link is rewritten in place: both names show the change")
    func hardLinkKept() {
        let s = Scratch(["h.ledger": Self.ledger])
        link(s.path("h.ledger"), s.path("other.ledger"))
        let inode = s.owner("h.ledger").inode
        #expect(s.run(["add", "-f", s.path("h.ledger")] + Self.add).status == 0)
        #expect(s.text("other.ledger").contains("2026-11-21 Tea\n"))
        #expect(s.owner("h.ledger").inode == inode && s.owner("h.ledger").links == 2)
        #expect(s.names == ["h.ledger", "other.ledger"])
        // Formatting, which may shorten the file, too.
        s.append("other.ledger", "\n\n\n")
        #expect(s.run(["fmt", "-f", s.path("other.ledger")]).status == 0)
        #expect(s.text("h.ledger").hasSuffix("    Assets:Cash\n"))
        #expect(s.owner("h.ledger").inode == inode && s.names == ["h.ledger", "other.ledger"])
    }

    @Test("a rewrite in place that fails (an injected failure) leaves the old text and no copy")
    func hardLinkFailure() {
        let s = Scratch(["a.ledger": "one\n"])
        link(s.path("a.ledger"), s.path("b.ledger"))
        let r = SafeFileWriter.updateAll([s.path("a.ledger")], faults: .init(failRename: 0)) { _ in .success([Array("ONE\n".utf8)]) }
        #expect(r.failureText?.contains("cannot rewrite") == true)
        #expect(s.text("b.ledger") == "one\n")
        #expect(s.names == ["a.ledger", "b.ledger"])
    }

    @Test("a chain of symbolic links is followed: the links stay, the file at the end changes")
    func symlinkChain() {
        let s = Scratch(["real.ledger": Self.ledger])
        symlink("real.ledger", s.path("middle.ledger"))
        symlink(s.path("middle.ledger"), s.path("link.ledger"))
        #expect(s.run(["add", "-f", s.path("link.ledger")] + Self.add).status == 0)
        for name in ["middle.ledger", "link.ledger"] {
            var st = stat()
            lstat(s.path(name), &st)
            #expect(st.st_mode & S_IFMT == S_IFLNK, "\(name) is no longer a link")
        }
        #expect(s.text("real.ledger").contains("2026-11-21 Tea\n"))
        #expect(s.names == ["link.ledger", "middle.ledger", "real.ledger"])
    }

    @Test("archive through a link into another folder: the link stays, the archive goes beside the file, both names read")
    func archiveThroughLink() {
        let s = Scratch()
        mkdir(s.path("data"), 0o755)
        s.write("data/real.ledger", Self.ledger)
        symlink("data/real.ledger", s.path("link.ledger"))
        let r = s.run(["archive", "-f", s.path("link.ledger"), "--before", "2026-11-01"])
        #expect(r.status == 0, "\(r.stderr)")
        var st = stat()
        lstat(s.path("link.ledger"), &st)
        #expect(st.st_mode & S_IFMT == S_IFLNK)
        #expect(Files.list(s.path("data")) == ["real-before-2026-11-01.ledger", "real.ledger"])
        #expect(s.names == ["data", "link.ledger"])
        let viaLink = s.run(["balance", "-f", s.path("link.ledger")]).stdout
        #expect(!viaLink.isEmpty)
        #expect(s.run(["balance", "-f", s.path("data/real.ledger")]).stdout == viaLink)
        #expect(s.run(["check", "-f", s.path("data/real.ledger")]).stdout == s.run(["check", "-f", s.path("link.ledger")]).stdout)
        #expect(s.run(["check", "-f", s.path("link.ledger")]).status == 0)
    }

    @Test("an exceeded file size limit is an error (EFBIG, SIGXFSZ ignored by tally itself) and leaves no temporary file")
    func fileSizeLimit() throws {
        let binary = try #require(Subprocess.tally, "build the tally binary first (swift build)")
        let text = Self.ledger + String(repeating: "; padding so the new copy is larger than the limit\n", count: 20)
        let s = Scratch(["h.ledger": text])
        let err = s.path("stderr.txt")
        // No `trap '' XFSZ` here: tally must ignore the signal on its own.
        let status = Subprocess.run("/bin/sh", ["-c", "ulimit -f 1; exec \(Subprocess.quoted(binary)) add -f \(Subprocess.quoted(s.path("h.ledger"))) Tea 2 coffee 2> \(Subprocess.quoted(err))"]).status
        #expect(status == 1)
        #expect(s.text("h.ledger") == text)
        #expect(s.text("stderr.txt").contains("File too large; '\(s.path("h.ledger"))' was not changed"), "\(s.text("stderr.txt"))")
        #expect(s.names == ["h.ledger", "stderr.txt"])
    }

    @Test("a rewrite in place that runs into the file size limit writes the old text back")
    func hardLinkFileSizeLimit() throws {
        let binary = try #require(Subprocess.tally, "build the tally binary first (swift build)")
        // Just under the 512-byte limit: the copy of the old text fits, the new text does not.
        let text = Self.ledger + String(repeating: ";", count: 500 - Self.ledger.utf8.count) + "\n"
        let s = Scratch(["h.ledger": text])
        link(s.path("h.ledger"), s.path("other.ledger"))
        let err = s.path("stderr.txt")
        let status = Subprocess.run("/bin/sh", ["-c", "ulimit -f 1; exec \(Subprocess.quoted(binary)) add -f \(Subprocess.quoted(s.path("h.ledger"))) Tea 2 coffee 2> \(Subprocess.quoted(err))"]).status
        #expect(status == 1)
        #expect(s.text("stderr.txt").contains("File too large"), "\(s.text("stderr.txt"))")
        #expect(s.text("other.ledger") == text)
        #expect(s.owner("h.ledger").links == 2)
        #expect(s.names == ["h.ledger", "other.ledger", "stderr.txt"])
    }

    @Test("SIGTERM or SIGINT during a write removes the temporary files and ends tally by that signal",
          arguments: [SIGTERM, SIGINT])
    func signalDuringWrite(_ sig: Int32) throws {
        let s = Scratch(["h.ledger": Self.ledger])
        for command in [["add", "-f", s.path("h.ledger")] + Self.add, ["archive", "-f", s.path("h.ledger"), "--before", "2026-11-01"]] {
            let paused = try #require(PausedTally(command, stdout: "/dev/null", stderr: "/dev/null"), "build the tally binary first (swift build)")
            #expect(paused.waitForPause())
            #expect(!s.temporaryFiles.isEmpty, "the paused write has its temporary file")
            kill(paused.pid, sig)
            let end = paused.finish()
            #expect(end.signal == sig && end.status == nil)
            #expect(s.names == ["h.ledger"], "\(command[0])")
            #expect(s.text("h.ledger") == Self.ledger)
        }
    }

    @Test("SIGTERM while a hard-linked journal's copy is kept removes the copy and leaves the journal as it was")
    func signalDuringRewriteInPlace() throws {
        let s = Scratch(["h.ledger": Self.ledger])
        link(s.path("h.ledger"), s.path("other.ledger"))
        let paused = try #require(PausedTally(["add", "-f", s.path("h.ledger")] + Self.add, stdout: "/dev/null", stderr: "/dev/null"),
                                  "build the tally binary first (swift build)")
        #expect(paused.waitForPause())
        #expect(s.temporaryFiles.count == 1, "the copy of the old text")
        kill(paused.pid, SIGTERM)
        #expect(paused.finish().signal == SIGTERM)
        #expect(s.names == ["h.ledger", "other.ledger"])
        #expect(s.text("other.ledger") == Self.ledger)
    }
}

extension Result where Failure == SafeFileWriter.Failure {
    var failureText: String? {
        if case .failure(let f) = self { return f.description }
        return nil
    }
}
