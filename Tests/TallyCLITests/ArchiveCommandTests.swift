import Testing
@testable import TallyCLI
@testable import TallyEditing
import TallyEngine
import TallySystem
import TallyTestSupport

/// `tally archive`: what moves, what the two files hold afterwards, that
/// the reports say what they said, and every refusal.
@Suite("archive")
struct ArchiveCommandTests {
    static let money = """
    ; My money
    commodity $1,000.00
    account Assets:Checking   ; type: asset

    budget Expenses:Food  $300 monthly

    2025-12-01 * Opening
        Assets:Checking       $1,000.00
        Equity:Opening Balances

    ; groceries, paid by card
    2025-12-15 Grocer
        Expenses:Food            $50.00
        Liabilities:Card

    2026-01-02 Coffee
        Expenses:Food             $4.00
        Assets:Checking   = $996.00

    2026-01-10 Pay card
        Liabilities:Card         $50.00
        Assets:Checking

    """

    /// The amounts end in column 37: the file's 35 is too short for the
    /// equity posting (4 + 23 + 2 + 8).
    static let opening = """
    2026-01-01 * Opening balances
        Assets:Checking         $1,000.00 = $1,000.00
        Liabilities:Card          -$50.00 = -$50.00
        Equity:Opening Balances  -$950.00

    """

    @Test("the main file keeps every other byte, includes the archive and opens the balances")
    func includeMode() {
        let s = Scratch(["money.ledger": Self.money])
        let r = s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-01", "--today", "2026-11-21"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("money.ledger") == """
        ; My money
        commodity $1,000.00
        account Assets:Checking   ; type: asset

        budget Expenses:Food  $300 monthly

        include money-before-2026-01-01.ledger

        \(Self.opening)
        2026-01-02 Coffee
            Expenses:Food             $4.00
            Assets:Checking   = $996.00

        2026-01-10 Pay card
            Liabilities:Card         $50.00
            Assets:Checking

        """)
        #expect(s.text("money-before-2026-01-01.ledger") == """
        ; Transactions before 2026-01-01, moved here from money.ledger by tally archive on 2026-11-21.
        ; The last one closes their balances on 2026-01-01, where money.ledger opens them again.

        commodity $1,000.00

        2025-12-01 * Opening
            Assets:Checking       $1,000.00
            Equity:Opening Balances

        ; groceries, paid by card
        2025-12-15 Grocer
            Expenses:Food            $50.00
            Liabilities:Card

        2026-01-01 * Closing balances
            Assets:Checking       -$1,000.00 = $0.00
            Liabilities:Card          $50.00 = $0.00
            Equity:Opening Balances  $950.00

        """)
        #expect(r.stdout == """
        Moved 2 transactions dated before 2026-01-01 to \(s.path("money-before-2026-01-01.ledger")); \(s.path("money.ledger")) includes it.

        Opening balances in \(s.path("money.ledger")), each asserted:

        \(Self.opening)
        """)
        #expect(s.mode("money-before-2026-01-01.ledger") == s.mode("money.ledger"))
    }

    @Test("with --drop the archive stands alone and the main file reads only what is left")
    func dropMode() {
        let s = Scratch(["money.ledger": Self.money])
        let r = s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-01", "--drop", "--to", s.path("2025.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!s.text("money.ledger").contains("include"))
        #expect(s.text("money.ledger").contains("\n\n" + Self.opening + "\n2026-01-02 Coffee"))
        #expect(!s.text("2025.ledger").contains("Closing balances"))
        // The archive alone: every old transaction, the same balances.
        let alone = s.run(["balance", "--flat", "-O", "csv", "-f", s.path("2025.ledger")])
        #expect(alone.stdout == """
        account,commodity,amount
        Assets:Checking,$,1000.00
        Equity:Opening Balances,$,-1000.00
        Expenses:Food,$,50.00
        Liabilities:Card,$,-50.00

        """)
        // The main file alone: balances from the day on, spending of the period.
        let now = s.run(["balance", "--flat", "-O", "csv", "-f", s.path("money.ledger")])
        #expect(now.stdout == """
        account,commodity,amount
        Assets:Checking,$,946.00
        Equity:Opening Balances,$,-950.00
        Expenses:Food,$,4.00

        """)
    }

    /// `balance` and `register` output of several periods.
    static func reports(_ s: Scratch, _ file: String) -> [String] {
        let queries: [[String]] = [[], ["-b", "2026-03-01"], ["-p", "2026-03"], ["-p", "2026-02"], ["-e", "2026-03-01"], ["-e", "2026-04-15"],
                                   ["-p", "2026Q2"], ["expenses", "-p", "2026-04"], ["assets", "-b", "2026-03-10"]]
        return queries.flatMap { q in
            [s.run(["balance", "--flat", "-O", "csv", "-f", s.path(file)] + q).stdout,
             s.run(["balance", "-f", s.path(file)] + q).stdout]
        }
    }

    @Test("every balance report of the household example, of any period, is the same after archiving")
    func reportsUnchanged() throws {
        let original = try #require(Files.read(Harness.repositoryRoot + "/examples/household.ledger"))
        let s = Scratch(["h.ledger": original, "copy.ledger": original])
        let before = Self.reports(s, "copy.ledger")
        let r = s.run(["archive", "-f", s.path("h.ledger"), "--before", "2026-03-01"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.reports(s, "h.ledger") == before)
        // Postings from the day on are listed as before, with the closing and opening between.
        let register = s.run(["register", "-O", "csv", "-b", "2026-03-01", "-f", s.path("h.ledger")]).stdout
            .split(separator: "\n").filter { !$0.contains("Closing balances") && !$0.contains("Opening balances") }
        let old = s.run(["register", "-O", "csv", "-b", "2026-03-01", "-f", s.path("copy.ledger")]).stdout.split(separator: "\n")
        #expect(register.count == old.count)
        // A second archive later in the year chains on: both archives are included.
        #expect(s.run(["archive", "-f", s.path("h.ledger"), "--before", "2026-04-01"]).status == 0)
        #expect(Self.reports(s, "h.ledger") == before)
        #expect(s.text("h.ledger").contains("include h-before-2026-03-01.ledger\n\ninclude h-before-2026-04-01.ledger\n"))
        #expect(s.run(["check", "-f", s.path("h-before-2026-04-01.ledger")]).status == 0)
    }

    @Test("dropping later takes the older archives along, and balances from the day on stay")
    func dropChains() throws {
        // Without the rent rule, whose payments --drop would hide (see dropKeepsRulesPaid).
        let original = try #require(Files.read(Harness.repositoryRoot + "/examples/household.ledger"))
            .split(separator: "\n\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("recurring ") }.joined(separator: "\n\n")
        let s = Scratch(["h.ledger": original, "copy.ledger": original])
        #expect(s.run(["archive", "-f", s.path("h.ledger"), "--before", "2026-03-01"]).status == 0)
        let r = s.run(["archive", "-f", s.path("h.ledger"), "--before", "2026-04-01", "--drop"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!s.text("h.ledger").contains("include"))
        #expect(s.text("h-before-2026-04-01.ledger").contains("include h-before-2026-03-01.ledger\n"))
        for q in [["assets", "-e", "2026-04-20"], ["liabilities", "-e", "2026-05-01"], ["expenses", "-p", "2026-04"], ["income", "-b", "2026-04-01"]] {
            let want = s.run(["balance", "--flat", "-O", "csv", "-f", s.path("copy.ledger")] + q).stdout
            #expect(s.run(["balance", "--flat", "-O", "csv", "-f", s.path("h.ledger")] + q).stdout == want, "\(q)")
        }
        let history = s.run(["balance", "--flat", "-O", "csv", "-e", "2026-04-01", "-f", s.path("copy.ledger")]).stdout
        #expect(s.run(["balance", "--flat", "-O", "csv", "-f", s.path("h-before-2026-04-01.ledger")]).stdout == history)
    }

    @Test("CRLF stays CRLF, a byte-order mark stays")
    func lineEndings() {
        let text = "\u{FEFF}2025-12-01 Opening\r\n    Assets:Cash   10 EUR\r\n    Equity:Start\r\n\r\n2026-01-05 Tea\r\n    Expenses:Tea   2 EUR\r\n    Assets:Cash\r\n"
        let s = Scratch(["t.ledger": text])
        let r = s.run(["archive", "-f", s.path("t.ledger"), "--before", "2026-01-01", "--drop"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.bytes("t.ledger") == Array("\u{FEFF}2026-01-01 * Opening balances\r\n    Assets:Cash    10 EUR = 10 EUR\r\n    Equity:Start  -10 EUR\r\n\r\n2026-01-05 Tea\r\n    Expenses:Tea   2 EUR\r\n    Assets:Cash\r\n".utf8))
        #expect(s.text("t-before-2026-01-01.ledger").hasSuffix("\r\n\r\n2025-12-01 Opening\r\n    Assets:Cash   10 EUR\r\n    Equity:Start\r\n"))
    }

    @Test("what cannot be archived is refused, and nothing is written", arguments: [
        (["--before", "2025-01-01"], "nothing to archive: no transaction in"),
        (["--before", "2026-01-01", "--to", "x*.ledger"], "cannot hold '*'"),
        (["--before", "soon"], "--before needs a date like 2026-01-01, found 'soon'"),
        ([], "say which transactions to archive with --before DATE"),
    ])
    func refusals(_ args: [String], _ message: String) {
        let s = Scratch(["money.ledger": Self.money])
        let r = s.run(["archive", "-f", s.path("money.ledger")] + args)
        #expect(r.status != 0)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(s.names == ["money.ledger"])
        #expect(s.text("money.ledger") == Self.money)
    }

    @Test("a transaction that would read differently stops the archive before anything is written")
    func verificationRefuses() {
        // An assertion on an expense total needs its history: dropped, it fails.
        let text = Self.money + """

        2026-01-20 Check spending
            Expenses:Food    $0 = $54.00
            Assets:Checking

        """
        let s = Scratch(["money.ledger": text])
        let r = s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-01", "--drop"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("error: balance assertion failed for Expenses:Food"), "\(r.stderr)")
        #expect(s.names == ["money.ledger"])
        #expect(s.text("money.ledger") == text)
        // Kept with the archive included, the history is still read: it works.
        #expect(s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-01"]).status == 0)
    }

    @Test("with --drop, earlier transactions in a file archive does not move are refused")
    func dropWithOtherFiles() {
        let s = Scratch(["main.ledger": "include bank.ledger\n\n" + Self.money,
                         "bank.ledger": "2025-11-01 Fee\n    Expenses:Fees   $1.00\n    Assets:Savings\n\n2026-02-01 Fee\n    Expenses:Fees   $1.00\n    Assets:Savings\n"])
        let r = s.run(["archive", "-f", s.path("main.ledger"), "--before", "2026-01-01", "--drop"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("bank.ledger:1 holds a transaction of 2025-11-01, before 2026-01-01, in a file archive does not move"))
        #expect(s.names == ["bank.ledger", "main.ledger"])
    }

    @Test("a journal with errors is refused")
    func brokenJournal() {
        let s = Scratch(["money.ledger": Self.money + "2026-02-01 Broken\n    Expenses:Food  $1\n    Assets:Checking  $2\n"])
        let r = s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-01"])
        #expect(r.status == 1)
        #expect(r.stderr.hasSuffix("tally archive: the journal has errors; nothing was written\n"))
        #expect(s.names == ["money.ledger"])
    }

    @Test("--dry-run shows the plan and writes nothing")
    func dryRun() {
        let s = Scratch(["money.ledger": Self.money])
        let r = s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-01", "-n"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("Would move 2 transactions dated before 2026-01-01"))
        #expect(r.stdout.hasSuffix(Self.opening + "(nothing written: --dry-run)\n"))
        #expect(s.names == ["money.ledger"])
    }

    @Test("an archive in another folder is included by a relative path, and older archives move into a dropped one")
    func otherFolders() {
        let s = Scratch(["money.ledger": Self.money])
        _ = Subprocess.run("/bin/mkdir", [s.path("old")])
        let first = s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-01", "--to", s.path("old/year 2025.ledger")])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(s.text("money.ledger").contains("\ninclude \"old/year 2025.ledger\"\n"))
        let second = s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-05", "--to", s.path("old/second.ledger"), "--drop"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(s.text("old/second.ledger").contains("\ninclude \"year 2025.ledger\"\n"))
        // The budget still finds its category, whose transactions all moved.
        #expect(s.text("money.ledger") == """
        ; My money
        commodity $1,000.00
        account Assets:Checking   ; type: asset

        budget Expenses:Food  $300 monthly

        ; Named by budgets or goals; declared here since their transactions were archived.
        account Expenses:Food

        2026-01-05 * Opening balances
            Assets:Checking           $996.00 = $996.00
            Liabilities:Card          -$50.00 = -$50.00
            Equity:Opening Balances  -$946.00

        2026-01-10 Pay card
            Liabilities:Card         $50.00
            Assets:Checking

        """)
        #expect(s.run(["check", "-f", s.path("old/second.ledger")]).stdout == "ok: 5 transactions, 4 accounts\n")
    }

    @Test("on every example, archiving half the transactions leaves every report as it was", arguments: ExamplesTests.examples)
    func examplesUnchanged(_ name: String) throws {
        let original = try #require(Files.read(Harness.repositoryRoot + "/examples/" + name))
        let s = Scratch(["a.ledger": original, "copy.ledger": original])
        let journal = JournalLoader(fileSystem: RealFileSystem(), today: Harness.fixedToday).load([.path(s.path("a.ledger"))]).journal
        let day = journal.transactions[journal.transactions.count / 2].date
        let month = String(day.description.prefix(7))
        let reports: [[String]] = [["balance", "--flat", "-O", "csv"], ["balance", "-b", "\(day)"], ["balance", "-p", month, "--flat"],
                                   ["register", "-p", month], ["budget"], ["budget", "-p", month], ["summary", "-p", month], ["trend"],
                                   ["breakdown", "-p", month], ["goals"], ["due"]]
        // `due` says where each payment is (`paid 2026-11-01 (line 40)`):
        // archiving moves it, so the place is left out of the comparison.
        func run(_ file: String) -> [String] {
            reports.map { s.run($0 + ["-f", s.path(file)]).stdout.replacing(/(paid \d{4}-\d\d-\d\d) \([^)\n]*\)/) { $0.output.1 } }
        }
        let before = run("copy.ledger")
        let r = s.run(["archive", "-f", s.path("a.ledger"), "--before", "\(day)"])
        #expect(r.status == 0, "\(name): \(r.stderr)")
        let after = run("a.ledger")
        for (k, report) in reports.enumerated() where !report.contains("register") {
            #expect(after[k] == before[k], "\(name): tally \(report.joined(separator: " ")) differs")
        }
    }

    @Test("an existing archive is added to only when the journal reads it")
    func existingArchive() {
        let s = Scratch(["money.ledger": Self.money, "stale.ledger": "; left over\n"])
        let r = s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-01", "--to", s.path("stale.ledger")])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("tally archive: error: '\(s.path("stale.ledger"))' already exists, and the journal does not read it\n"))
        #expect(s.text("money.ledger") == Self.money)
        // Archiving twice into the same, included, file adds to it.
        #expect(s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-01", "--to", s.path("old.ledger")]).status == 0)
        let again = s.run(["archive", "-f", s.path("money.ledger"), "--before", "2026-01-05", "--to", s.path("old.ledger")])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("Moved 2 transactions dated before 2026-01-05 to \(s.path("old.ledger")), which \(s.path("money.ledger")) already includes.\n"))
        #expect(s.text("money.ledger").split(separator: "\n").filter { $0.hasPrefix("include ") }.count == 1)
        #expect(s.run(["balance", "--flat", "-O", "csv", "-f", s.path("money.ledger")]).stdout == """
        account,commodity,amount
        Assets:Checking,$,946.00
        Equity:Opening Balances,$,-1000.00
        Expenses:Food,$,54.00

        """)
    }

    @Test("--drop is refused when a recurring rule would lose a payment")
    func dropKeepsRulesPaid() {
        let text = """
        recurring "Rent"  monthly on 1  from 2025-12-01
            Expenses:Rent    $500.00
            Assets:Checking

        2025-12-01 Rent  ; recurring: Rent
            Expenses:Rent    $500.00
            Assets:Checking

        2026-01-01 Rent  ; recurring: Rent
            Expenses:Rent    $500.00
            Assets:Checking

        """
        let s = Scratch(["r.ledger": text])
        let r = s.run(["archive", "-f", s.path("r.ledger"), "--before", "2026-01-01", "--drop", "--today", "2026-01-10"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("the recurring rule 'Rent' would find its 2025-12-01 occurrence unpaid"), "\(r.stderr)")
        #expect(s.names == ["r.ledger"])
        #expect(s.run(["archive", "-f", s.path("r.ledger"), "--before", "2026-01-01", "--today", "2026-01-10"]).status == 0)
        #expect(s.run(["due", "-f", s.path("r.ledger"), "--today", "2026-01-10"]).status == 0)
    }

    @Test("a directive that changes how later amounts read is copied to where it was among them")
    func readingContextInPlace() {
        let text = """
        2025-11-01 A
            Expenses:X   1,500 EUR
            Assets:Y

        commodity 1.000,00 EUR

        2025-12-01 B
            Expenses:X   1,500 EUR
            Assets:Y

        2026-01-05 C
            Expenses:X   2,00 EUR
            Assets:Y

        """
        let s = Scratch(["c.ledger": text])
        let r = s.run(["archive", "-f", s.path("c.ledger"), "--before", "2026-01-01", "--drop"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("c-before-2026-01-01.ledger").hasSuffix("""

        2025-11-01 A
            Expenses:X   1,500 EUR
            Assets:Y

        commodity 1.000,00 EUR

        2025-12-01 B
            Expenses:X   1,500 EUR
            Assets:Y

        """))
        // 1,500 read as fifteen hundred, then (once the style is declared) as one and a half.
        #expect(s.run(["balance", "--flat", "-O", "csv", "-f", s.path("c-before-2026-01-01.ledger"), "x"]).stdout == "account,commodity,amount\nExpenses:X,EUR,1501.50\n")
        // The opening goes where the first moved transaction was; the directive stays.
        #expect(s.text("c.ledger").hasPrefix("2026-01-01 * Opening balances\n"))
        #expect(s.text("c.ledger").contains("\n\ncommodity 1.000,00 EUR\n\n2026-01-05 C\n"))
    }
}
