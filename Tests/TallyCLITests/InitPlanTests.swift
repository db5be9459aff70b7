#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `tally init --journal EXISTING`: the two-file layout, a plan that
/// includes a plain journal hledger and ledger keep reading unchanged.
@Suite("init --journal")
struct InitPlanTests {
    static let journal = """
    ; kept with hledger
    account assets:checking
    2026-01-03 Salary
        assets:checking     2500.00 USD
        income:salary
    2026-01-05 Groceries
        expenses:food        84.20 USD
        assets:checking
    2026-01-09 Bus
        expenses:transport:bus   2.50 USD
        assets:checking

    """

    @Test("the plan includes the journal unchanged, has its income and expense accounts as categories, and checks")
    func plan() {
        let s = Scratch(["main.journal": Self.journal])
        let r = Harness.run(["init", "--journal", s.path("main.journal"), s.path("plan.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("main.journal") == Self.journal, "the journal is not touched")
        let plan = s.text("plan.ledger")
        let lines = plan.split(separator: "\n").map(String.init)
        #expect(lines.contains("include main.journal"))
        #expect(lines.filter { $0.hasPrefix("category ") } == ["category expenses:food", "category expenses:transport",
                                                                "category expenses:transport:bus", "category income:salary"])
        #expect(!lines.contains { $0.hasPrefix("budget ") }, "the budget section is empty")
        #expect(lines.contains(";   budget expenses:food  400.00 USD monthly"))
        let check = Harness.run(["check", "-f", s.path("plan.ledger")])
        #expect(check.status == 0, "\(check.stderr)")
        let viaPlan = Harness.run(["balance", "--flat", "-O", "csv", "-f", s.path("plan.ledger")])
        let direct = Harness.run(["balance", "--flat", "-O", "csv", "-f", s.path("main.journal")])
        #expect(viaPlan.stdout == direct.stdout)
        #expect(viaPlan.stdout.contains("expenses:food,USD,84.20"))
    }

    @Test("hledger reads the included journal to the balances Tally reads through the plan",
          .enabled(if: PlainPrintTests.hledger != nil, "hledger is not installed (apt-get install hledger); the comparison is skipped"))
    func hledgerAgrees() throws {
        let hledger = try #require(PlainPrintTests.hledger)
        let s = Scratch(["main.journal": Self.journal])
        #expect(Harness.run(["init", "--journal", s.path("main.journal"), s.path("plan.ledger")]).status == 0)
        let theirs = Subprocess.run(hledger, ["-f", s.path("main.journal"), "bal", "--flat", "--no-total", "-O", "csv"])
        #expect(theirs.status == 0)
        let ours = Harness.run(["balance", "--flat", "-O", "csv", "-f", s.path("plan.ledger")])
        let expected = PlainPrintTests.tallyBalances(ours.stdout)
        #expect(expected.count == 4)
        #expect(PlainPrintTests.hledgerBalances(theirs.output) == expected)
    }

    @Test("a plan in another folder includes the journal by its absolute path")
    func otherFolder() {
        let s = Scratch(["main.journal": Self.journal])
        #expect(mkdir(s.path("plans"), 0o755) == 0)
        let r = Harness.run(["init", "--journal", s.path("main.journal"), s.path("plans/p.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("plans/p.ledger").contains("include \(s.path("main.journal"))\n"))
        #expect(Harness.run(["check", "-f", s.path("plans/p.ledger")]).status == 0)
    }

    @Test("a journal with errors gets no plan")
    func brokenJournal() {
        let s = Scratch(["main.journal": "2026-01-03 Salary\n    assets:checking  10 USD\n    income:salary  -9 USD\n"])
        let r = Harness.run(["init", "--journal", s.path("main.journal"), s.path("plan.ledger")])
        #expect(r.status == 1)
        #expect(r.stderr.contains("main.journal:1:1"))
        #expect(r.stderr.contains("does not read cleanly, so no plan was written"))
        #expect(!s.names.contains("plan.ledger"))
    }
}
