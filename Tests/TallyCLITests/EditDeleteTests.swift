#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `tally edit` opens the editor at the right line; `tally delete` removes
/// exactly the matching transactions and keeps every other byte.
@Suite("edit and delete")
struct EditDeleteTests {
    static let journal = """
    ; my money
    account Assets:Cash

    2026-11-01 Coffee
        Expenses:Food   $3.50
        Assets:Cash

    2026-11-02 Books  ; gift
        Expenses:Books   $20
        Assets:Cash

    2026-11-03 Coffee again
        Expenses:Food   $4.00
        Assets:Cash

    """

    func file(_ text: String, name: String = "j.ledger") -> (dir: String, path: String) {
        let dir = Files.temporaryDirectory()
        Files.write(dir + "/" + name, text)
        return (dir, dir + "/" + name)
    }

    /// An editor that writes the arguments it was given, one a line, to `log`.
    func standInEditor(in dir: String, named name: String = "editor") -> (command: String, log: String) {
        let script = dir + "/" + name
        Files.write(script, "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done > \"\(dir)/args.log\"\n")
        chmod(script, 0o755)
        return (script, dir + "/args.log")
    }

    @Test("an edit that unbalances the journal is undone when not on a terminal, and a clean edit is kept")
    func editChecked() throws {
        let (dir, path) = file(Self.journal)
        let breaking = dir + "/breaking"
        Files.write(breaking, "#!/bin/sh\nprintf '\\n2026-11-04 Broken\\n    Expenses:Food  $1\\n    Assets:Cash  $2\\n' >> \"$2\"\n")
        chmod(breaking, 0o755)
        let r = Harness.run(["edit", "-f", path, "coffee"], environment: ["EDITOR": breaking])
        #expect(r.status == 1)
        #expect(r.stderr.contains("[unbalanced"), "\(r.stderr)")
        #expect(r.stderr.contains("restored \(path) as it was before the edit"), "\(r.stderr)")
        #expect(Files.read(path) == Self.journal)
        let fixing = dir + "/fixing"
        Files.write(fixing, "#!/bin/sh\nsed -i 's/Coffee again/Tea/' \"$2\"\n")
        chmod(fixing, 0o755)
        let ok = Harness.run(["edit", "-f", path, "coffee"], environment: ["EDITOR": fixing])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(Files.read(path) == Self.journal.replacing("Coffee again", with: "Tea"))
    }

    @Test("edit opens the latest match at its line as +LINE FILE")
    func editLatest() throws {
        let (dir, path) = file(Self.journal)
        let editor = standInEditor(in: dir)
        let r = Harness.run(["edit", "-f", path, "coffee"], environment: ["EDITOR": editor.command])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Files.read(editor.log) == "+12\n\(path)\n")
        #expect(r.stderr.contains("2 transactions match"))
        #expect(r.stderr.contains("\(path):4  2026-11-01 Coffee"))
    }

    @Test("VISUAL comes before EDITOR, and VS Code gets -g FILE:LINE")
    func editVSCode() throws {
        let (dir, path) = file(Self.journal)
        let code = standInEditor(in: dir, named: "code")
        let r = Harness.run(["edit", "-f", path, "books"], environment: ["VISUAL": code.command + " --wait", "EDITOR": "/nonexistent"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Files.read(code.log) == "--wait\n-g\n\(path):8\n")
    }

    @Test("edit with no match, or no query, writes nothing and says so")
    func editNothing() {
        let (dir, path) = file(Self.journal)
        let editor = standInEditor(in: dir)
        let none = Harness.run(["edit", "-f", path, "rent"], environment: ["EDITOR": editor.command])
        #expect(none.status == 1)
        #expect(none.stderr.contains("no transaction matches"))
        #expect(!Files.exists(editor.log))
        #expect(Harness.run(["edit", "-f", path], environment: ["EDITOR": editor.command]).status == 2)
    }

    @Test("delete --yes removes the matches with one blank line each, and nothing else")
    func deleteKeepsBytes() {
        let (_, path) = file(Self.journal)
        let r = Harness.run(["delete", "-f", path, "coffee", "--yes"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Deleted 2 transactions"))
        #expect(Files.read(path) == "; my money\naccount Assets:Cash\n\n2026-11-02 Books  ; gift\n    Expenses:Books   $20\n    Assets:Cash\n")
    }

    @Test("the last transaction of a file without a final blank line, and CRLF line ends")
    func deleteAtEndAndCRLF() {
        let text = "2026-11-01 A\r\n    Expenses:A   $1\r\n    Assets:Cash\r\n\r\n2026-11-02 B\r\n    Expenses:B   $2\r\n    Assets:Cash"
        let (_, path) = file(text)
        #expect(Harness.run(["delete", "-f", path, "desc:B", "--yes"]).status == 0)
        #expect(Files.read(path) == "2026-11-01 A\r\n    Expenses:A   $1\r\n    Assets:Cash\r\n")
    }

    @Test("a transaction in an included file is deleted there")
    func deleteInInclude() {
        let (dir, path) = file("include 2026.ledger\n\n2026-12-01 Main\n    Expenses:A   $1\n    Assets:Cash\n")
        Files.write(dir + "/2026.ledger", "2026-11-01 Old\n    Expenses:A   $1\n    Assets:Cash\n\n2026-11-05 Keep\n    Expenses:A   $2\n    Assets:Cash\n")
        let r = Harness.run(["delete", "-f", path, "desc:Old", "--yes"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Files.read(dir + "/2026.ledger") == "2026-11-05 Keep\n    Expenses:A   $2\n    Assets:Cash\n")
        #expect(Files.read(path) == "include 2026.ledger\n\n2026-12-01 Main\n    Expenses:A   $1\n    Assets:Cash\n")
    }

    @Test("without --yes off a terminal, with --dry-run, or with no match: nothing is written")
    func deleteRefuses() {
        let (_, path) = file(Self.journal)
        let refused = Harness.run(["delete", "-f", path, "coffee"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("without --yes"))
        #expect(refused.stdout.contains("2026-11-01 Coffee"))
        let dry = Harness.run(["delete", "-f", path, "coffee", "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("Would delete 2 transactions"))
        let none = Harness.run(["delete", "-f", path, "rent", "--yes"])
        #expect(none.status == 1)
        #expect(Files.read(path) == Self.journal)
    }

    @Test("a deletion that would break a balance assertion is refused")
    func deleteBreakingAssertion() {
        let text = "2026-11-01 Pay\n    Assets:Cash   $10\n    Income:Job\n\n2026-11-02 Check\n    Assets:Cash   $0 = $10\n    Income:Job   $0\n"
        let (_, path) = file(text)
        let r = Harness.run(["delete", "-f", path, "desc:Pay", "--yes"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("assertion"))
        #expect(Files.read(path) == text)
    }
}
