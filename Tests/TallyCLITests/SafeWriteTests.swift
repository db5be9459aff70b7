#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TallyCLI
@testable import TallyEditing
import TallySystem
import TallyCLITestSupport
import TallyTestSupport

/// The one way Tally writes: all or nothing, permissions and links kept,
/// concurrent writers serialised.
@Suite("safe writing")
struct SafeWriteTests {
    static let ledger = AddCommandTests.household

    @Test("a failed rename in a group puts every file back and leaves no temporary file")
    func groupRollsBack() {
        let s = Scratch(["a.ledger": "one\n", "b.ledger": "two\n"])
        for failing in 0..<3 {
            let r = SafeFileWriter.updateAll([s.path("a.ledger"), s.path("new.ledger"), s.path("b.ledger")],
                                             faults: .init(failRename: failing)) { originals in
                #expect(originals[0] == Array("one\n".utf8))
                #expect(originals[1] == nil)
                return .success([Array("ONE\n".utf8), Array("NEW\n".utf8), Array("TWO\n".utf8)])
            }
            guard case .failure(let f) = r else { Issue.record("the injected failure was not reported"); continue }
            #expect(f.description.hasSuffix("no file was changed"))
            #expect(s.text("a.ledger") == "one\n")
            #expect(s.text("b.ledger") == "two\n")
            #expect(s.names == ["a.ledger", "b.ledger"], "after failing rename \(failing)")
        }
        let ok = SafeFileWriter.updateAll([s.path("a.ledger"), s.path("new.ledger")]) { _ in
            .success([Array("ONE\n".utf8), Array("NEW\n".utf8)])
        }
        #expect((try? ok.get()) != nil)
        #expect(s.text("a.ledger") == "ONE\n" && s.text("new.ledger") == "NEW\n")
        #expect(s.names == ["a.ledger", "b.ledger", "new.ledger"])
    }

    @Test("permissions are kept; a new file in a group gets the first file's")
    func permissions() {
        let s = Scratch(["h.ledger": Self.ledger])
        chmod(s.path("h.ledger"), 0o600)
        #expect(s.run(["add", "-f", s.path("h.ledger"), "Tea", "2", "coffee"]).status == 0)
        #expect(s.mode("h.ledger") == 0o600)
        _ = SafeFileWriter.updateAll([s.path("h.ledger"), s.path("archive.ledger")]) { o in .success([o[0], Array("x\n".utf8)]) }
        #expect(s.mode("archive.ledger") == 0o600)
    }

    @Test("a symbolic link to the ledger stays a link to the changed file")
    func symlinkKept() {
        let s = Scratch(["real.ledger": Self.ledger])
        symlink(s.path("real.ledger"), s.path("link.ledger"))
        #expect(s.run(["add", "-f", s.path("link.ledger"), "Tea", "2", "coffee"]).status == 0)
        var st = stat()
        lstat(s.path("link.ledger"), &st)
        #expect(st.st_mode & S_IFMT == S_IFLNK)
        #expect(s.text("real.ledger").contains("Tea"))
    }

    @Test("a write that fails midway (the file size limit) leaves the original and no temporary file")
    func failsMidway() throws {
        let binary = try #require(Subprocess.tally, "build the tally binary first (swift build)")
        // Big enough that writing it runs into a 1-block (512-byte) limit.
        let text = Self.ledger + String(repeating: "; padding so the new copy is larger than the limit\n", count: 20)
        let s = Scratch(["h.ledger": text])
        let err = s.path("stderr.txt")
        let status = Subprocess.run("/bin/sh", ["-c", "trap '' XFSZ; ulimit -f 1; exec \(Subprocess.quoted(binary)) add -f \(Subprocess.quoted(s.path("h.ledger"))) Tea 2 coffee 2> \(Subprocess.quoted(err))"]).status
        #expect(status == 1)
        #expect(s.text("h.ledger") == text)
        #expect(s.text("stderr.txt").contains("File too large; '\(s.path("h.ledger"))' was not changed"), "\(s.text("stderr.txt"))")
        #expect(s.names == ["h.ledger", "stderr.txt"])
    }

    @Test("adds running at the same time all land in the file")
    func concurrentAddsInProcess() async {
        let s = Scratch(["h.ledger": Self.ledger])
        let path = s.path("h.ledger")
        let statuses = await withTaskGroup(of: Int32.self) { group in
            for k in 1...4 {
                group.addTask { Harness.run(["add", "-f", path, "Tea \(k)", "\(k)", "coffee"]).status }
            }
            var all: [Int32] = []
            for await st in group { all.append(st) }
            return all
        }
        #expect(statuses == [0, 0, 0, 0])
        let text = s.text("h.ledger")
        for k in 1...4 { #expect(text.contains("2026-11-21 Tea \(k)\n"), "Tea \(k) is missing") }
        let checked = s.run(["check", "-f", path])
        // The fixture leaves its expense accounts undeclared: warnings, no errors.
        #expect(checked.status == 0 && checked.stdout.hasPrefix("ok: 7 transactions, 5 accounts;"), "\(checked.stdout)\(checked.stderr)")
    }

    @Test("two tally processes adding at once both land in the file")
    func concurrentAddsAcrossProcesses() throws {
        let binary = try #require(Subprocess.tally, "build the tally binary first (swift build)")
        let s = Scratch(["h.ledger": Self.ledger])
        let path = Subprocess.quoted(s.path("h.ledger"))
        let pids = (1...2).compactMap { k in Subprocess.start("exec \(Subprocess.quoted(binary)) add -f \(path) 'Process \(k)' \(k) coffee > /dev/null") }
        #expect(pids.count == 2)
        #expect(pids.map(Subprocess.wait) == [0, 0])
        let text = s.text("h.ledger")
        #expect(text.contains("Process 1\n") && text.contains("Process 2\n"))
        #expect(s.run(["check", "-f", s.path("h.ledger")]).status == 0)
    }
}
