import Testing
import TallyTestSupport

/// Amounts in the journal's diagnostics are written as the journal writes
/// them: grouping and decimal mark of the commodity, every digit kept.
@Suite("amounts in messages in the journal's number style")
struct MessageNumberStyleTests {
    @Test("a failed assertion in dong says 50.000 VND, not 50000 VND")
    func assertionInDong() {
        let s = Scratch(["j.ledger": "commodity 1.000 VND\n\n2026-01-01 a\n    Assets:Cash   100.000 VND = 150.000 VND\n    Equity\n"])
        let r = s.run(["check", "-f", s.path("j.ledger")], environment: ["LANG": "vi_VN.UTF-8"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("tính ra 100.000 VND, khẳng định 150.000 VND, chênh lệch 50.000 VND"), "\(r.stderr)")
    }

    @Test("an unbalanced transaction in złoty says 34,56 zł, and a long cost keeps its digits")
    func unbalancedInZloty() {
        let s = Scratch(["j.ledger": "2026-01-01 a\n    Assets:Cash   1 234,56 zł\n    Equity  -1 200,00 zł\n\n2026-01-02 b\n    Assets:Cash   2 000,00 zł\n    Equity  -1 000,005 zł\n"])
        let r = s.run(["check", "-f", s.path("j.ledger")])
        #expect(r.stderr.contains("add up to 34,56 zł"), "\(r.stderr)")
        #expect(r.stderr.contains("add up to 999,995 zł"), "\(r.stderr)")
    }

    @Test("budget's and goals' example lines in a decimal-comma journal are written 400,00 zł and 5.000,00 zł, and read back")
    func exampleLines() {
        let journal = "decimal-mark ,\ncommodity 1.000,00 zł\naccount Expenses:Jedzenie\naccount Assets:Oszczędności\n\n2026-11-01 Biedronka\n    Expenses:Jedzenie  1.234,56 zł\n    Assets:Oszczędności\n"
        let s = Scratch(["j.ledger": journal])
        let budget = s.run(["budget", "-f", s.path("j.ledger")], environment: ["LANG": "pl_PL.UTF-8"])
        #expect(budget.stdout.contains("  budget Expenses:Jedzenie  400,00 zł  monthly\n"), "\(budget.stdout)")
        let goals = s.run(["goals", "-f", s.path("j.ledger")], environment: ["LANG": "pl_PL.UTF-8"])
        #expect(goals.stdout.contains("5.000,00 zł  by 2027-06  account Assets:Oszczędności"), "\(goals.stdout)")
        // Written into the journal, each line means what it says.
        let example = budget.stdout.split(separator: "\n").last.map { String($0.dropFirst(2)) } ?? ""
        s.write("j.ledger", journal + "\n" + example + "\n")
        let after = s.run(["budget", "-f", s.path("j.ledger"), "-O", "csv", "--today", "2026-11-21"])
        #expect(after.status == 0 && after.stdout.contains("400.00"), "\(after.stdout)\(after.stderr)")
    }
}
