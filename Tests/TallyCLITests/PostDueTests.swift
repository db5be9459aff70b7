#if canImport(Glibc)
import TallyEditing
import Glibc
#endif
import Testing
import TallyCLI
import TallySystem
import TallyCLITestSupport
import TallyTestSupport

/// `tally post-due` on real files: it appends, keeps every byte it did
/// not mean to change, adds nothing the second time, and leaves the file
/// untouched when it cannot write safely.
@Suite("post-due writes")
struct PostDueTests {
    static let rules = """
        ; Household journal
        recurring "Rent"  monthly on 1  from 2026-10-01
            Expenses:Rent    $1,450.00   ; flat 2
            Assets:Checking
        recurring "Phone"  monthly on 21  from 2026-11-21
            Expenses:Phone    $25.00
            Assets:Checking

        2026-10-01 * Landlord  ; recurring:Rent
            Expenses:Rent    $1,450.00
            Assets:Checking
        """

    static let appended = """

        2026-11-01 Rent  ; recurring:Rent, due:2026-11-01
            Expenses:Rent    $1,450.00   ; flat 2
            Assets:Checking

        2026-11-21 Phone  ; recurring:Phone, due:2026-11-21
            Expenses:Phone    $25.00
            Assets:Checking

        """

    func bytes(_ path: String) -> [UInt8]? {
        guard case .success(let b) = RealFileSystem().read(path) else { return nil }
        return b
    }

    func journal(_ text: String, name: String = "main.ledger") -> (dir: String, path: String) {
        let dir = Files.temporaryDirectory()
        let path = dir + "/" + name
        Files.write(path, text)
        return (dir, path)
    }

    @Test func appendsTheDueOccurrencesAndNothingElse() throws {
        let original = Self.rules + "\n"
        let (dir, path) = journal(original)
        let r = Harness.run(["post-due", "-f", path, "--today", "2026-11-21"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "appended 2 transactions to \(path)\n")
        #expect(Files.read(path) == original + Self.appended)
        // What it printed is what it appended.
        #expect("\n" + r.stdout == Self.appended)
        // The folder holds the journal and no leftover temporary file.
        #expect(Files.list(dir) == ["main.ledger"])
        // The result checks clean and the occurrences are no longer due.
        #expect(Harness.run(["check", "-f", path]).status == 0)
        let due = Harness.run(["due", "-f", path, "--today", "2026-11-21", "--within", "0"])
        #expect(due.status == 0)
        #expect(due.stdout.hasPrefix("Nothing overdue or due within 0 days.\nRecently paid\n"))
    }

    @Test func aBillPaidByHandWithoutATagIsNotPostedAgain() throws {
        // November's rent typed by hand on the 2nd, with no tag: only the
        // phone bill is posted.
        let original = Self.rules + "\n2026-11-02 Landlord\n    Expenses:Rent    $1,450.00\n    Assets:Checking\n"
        let (_, path) = journal(original)
        let r = Harness.run(["post-due", "-f", path, "--today", "2026-11-21"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "appended 1 transaction to \(path)\n")
        #expect(Files.read(path) == original + "\n2026-11-21 Phone  ; recurring:Phone, due:2026-11-21\n    Expenses:Phone    $25.00\n    Assets:Checking\n")
        let due = Harness.run(["due", "-f", path, "--today", "2026-11-21", "--within", "0"])
        #expect(due.status == 0)
        #expect(due.stdout.contains("  2026-11-01  Rent   $1,450.00  paid 2026-11-02 (line 12)\n"), "\(due.stdout)")
    }

    @Test func addSaysWhichBillItPays() throws {
        let (_, path) = journal(Self.rules + "\n")
        let r = Harness.run(["add", "-f", path, "--today", "2026-11-03", "Landlord", "1450", "rent", "--from", "checking"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("note: this pays Rent, due 2026-11-01\n"), "\(r.stderr)")
        // Paid, so post-due leaves November's rent alone.
        let post = Harness.run(["post-due", "-f", path, "--today", "2026-11-03", "--dry-run"])
        #expect(!post.stdout.contains("Rent"), "\(post.stdout)")
        let other = Harness.run(["add", "-f", path, "--today", "2026-11-03", "Groceries", "14", "rent", "--from", "checking"])
        #expect(!other.stderr.contains("this pays"), "\(other.stderr)")
    }

    @Test func aSecondRunAppendsNothing() throws {
        let (_, path) = journal(Self.rules + "\n")
        #expect(Harness.run(["post-due", "-f", path, "--today", "2026-11-21"]).status == 0)
        let once = try #require(bytes(path))
        let again = Harness.run(["post-due", "-f", path, "--today", "2026-11-21"])
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr == "nothing to post: every occurrence due through 2026-11-21 is recorded\n")
        #expect(bytes(path) == once)
    }

    @Test func aDryRunWritesNothing() throws {
        let (_, path) = journal(Self.rules + "\n")
        let before = try #require(bytes(path))
        let r = Harness.run(["post-due", "-f", path, "--today", "2026-11-21", "--dry-run"])
        #expect(r.status == 0)
        #expect("\n" + r.stdout == Self.appended)
        #expect(bytes(path) == before)
    }

    @Test func finishesAnUnterminatedLastLine() {
        let (_, path) = journal(Self.rules)
        #expect(Harness.run(["post-due", "-f", path, "--today", "2026-11-21"]).status == 0)
        #expect(Files.read(path) == Self.rules + "\n" + Self.appended)
    }

    @Test func doesNotAddASecondBlankLine() {
        let (_, path) = journal(Self.rules + "\n\n")
        #expect(Harness.run(["post-due", "-f", path, "--today", "2026-11-21"]).status == 0)
        #expect(Files.read(path) == Self.rules + "\n" + Self.appended)
    }

    @Test func keepsWindowsLineEndings() throws {
        let crlf = (Self.rules + "\n").split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let (_, path) = journal(crlf)
        let r = Harness.run(["post-due", "-f", path, "--today", "2026-11-21"])
        #expect(r.status == 0, "\(r.stderr)")
        let expected = crlf + Self.appended.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(Files.read(path) == expected)
    }

    @Test func keepsThePermissions() throws {
        let (_, path) = journal(Self.rules + "\n")
        chmod(path, 0o600)
        #expect(Harness.run(["post-due", "-f", path, "--today", "2026-11-21"]).status == 0)
        var st = stat()
        #expect(stat(path, &st) == 0)
        #expect(st.st_mode & 0o777 == 0o600)
    }

    @Test func aJournalWithErrorsIsRefusedAndLeftAlone() throws {
        let broken = Self.rules + "\n2026-11-02 Grocer\n    Expenses:Food    $10.00\n    Assets:Checking    -$1.00\n"
        let (dir, path) = journal(broken)
        let r = Harness.run(["post-due", "-f", path, "--today", "2026-11-21"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("[unbalanced-transaction]"))
        #expect(r.stdout.isEmpty)
        #expect(Files.read(path) == broken)
        #expect(Files.list(dir) == ["main.ledger"])
    }

    @Test func aWriteThatWouldNotReadBackLeavesTheOriginalUntouched() throws {
        // An unclosed comment block runs to the end of the file (a warning,
        // not an error), so appended transactions would be read as comment.
        let original = Self.rules + "\ncomment\nnotes to self\n"
        let (dir, path) = journal(original)
        let before = try #require(bytes(path))
        let r = Harness.run(["post-due", "-f", path, "--today", "2026-11-21"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("tally post-due: error: the appended text reads as 0 transactions instead of 2, so nothing was written"), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(bytes(path) == before)
        #expect(Files.list(dir) == ["main.ledger"])
    }

    @Test func appendsToTheFirstFileWhenTheRuleIsIncluded() throws {
        let dir = Files.temporaryDirectory()
        Files.write(dir + "/rules.ledger", "recurring \"Rent\"  monthly on 1  from 2026-11-01\n    Expenses:Rent    $1,450.00\n    Assets:Checking\n")
        let main = "include rules.ledger\n\n2026-10-15 Grocer\n    Expenses:Food    $10.00\n    Assets:Checking\n"
        Files.write(dir + "/main.ledger", main)
        let r = Harness.run(["post-due", "-f", dir + "/main.ledger", "--today", "2026-11-21"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Files.read(dir + "/main.ledger") == main + "\n2026-11-01 Rent  ; recurring:Rent, due:2026-11-01\n    Expenses:Rent    $1,450.00\n    Assets:Checking\n")
        #expect(Files.read(dir + "/rules.ledger")?.hasPrefix("recurring") == true)
        #expect(Harness.run(["post-due", "-f", dir + "/main.ledger", "--today", "2026-11-21"]).stdout.isEmpty)
    }

    @Test func throughAFutureDatePostsAhead() throws {
        let (_, path) = journal(Self.rules + "\n")
        let r = Harness.run(["post-due", "-f", path, "--today", "2026-11-21", "--through", "2026-12-01"])
        #expect(r.status == 0)
        #expect(r.stderr == "appended 3 transactions to \(path)\n")
        #expect(Files.read(path)?.hasSuffix("2026-12-01 Rent  ; recurring:Rent, due:2026-12-01\n    Expenses:Rent    $1,450.00   ; flat 2\n    Assets:Checking\n") == true)
    }
}
