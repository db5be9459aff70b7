import Testing
import TallyCLITestSupport
import TallyTestSupport

/// A small file must not eat the machine: plans that would run to millions
/// of periods are errors that ask for an end date.
@Suite("resource limits")
struct ResourceLimitTests {
    static let spending = "2026-01-01 x\n    Expenses:Food  1 USD\n    Assets:Cash\n\n"

    @Test func aDailyBudgetReportedTo9999() {
        let journal = Self.spending + "budget Expenses:Food  1 USD daily\n"
        let r = Harness.run(["check", "-f", "-", "--today", "9999-12-31"], stdin: journal)
        #expect(r.status == 1)
        #expect(r.stderr.contains("<stdin>:5:8: error: this budget would have more than 100,000 periods from 2026-01-01 through 9999-12-31 [too-many-periods]"))
        let budget = Harness.run(["budget", "-f", "-", "-p", "2026..9999", "--today", "2026-06-01"], stdin: journal)
        #expect(budget.status == 1)
        #expect(budget.stderr.contains("[too-many-periods]"))
        // With an end date it is an ordinary budget.
        let ended = Harness.run(["check", "-f", "-", "--today", "9999-12-31"], stdin: Self.spending + "budget Expenses:Food  1 USD daily until 2030\n")
        #expect(ended.status == 0)
    }

    @Test func aDailyRuleRunningTo9999() {
        let journal = Self.spending + "recurring Coffee  daily from 2026-01-01\n    Expenses:Food  1 USD\n    Assets:Cash\n"
        let r = Harness.run(["due", "-f", "-", "--today", "9999-12-31"], stdin: journal)
        #expect(r.status == 1)
        #expect(r.stderr.contains("recurring rule 'Coffee' would have more than 100,000 occurrences from 2026-01-01 through 9999-12-31 [too-many-periods]"))
        let today = Harness.run(["due", "-f", "-", "--today", "2026-01-03"], stdin: journal)
        #expect(today.status == 1)
        #expect(today.stdout.contains("Coffee"))
    }

    @Test func aForecastToYear9999() {
        let journal = Self.spending + "recurring Coffee  daily from 2026-01-01\n    Expenses:Food  1 USD\n    Assets:Cash\n"
        let r = Harness.run(["balance", "-f", "-", "--today", "2026-06-01", "--forecast=9999-12-31"], stdin: journal)
        #expect(r.status == 2)
        #expect(r.stderr.contains("--forecast would run to 9999-12-31, more than 100 years ahead"))
        let near = Harness.run(["balance", "-f", "-", "--today", "2026-06-01", "--forecast=2027"], stdin: journal)
        #expect(near.status == 0)
    }

    @Test func aTransactionOfTwentyThousandCommodities() {
        var journal = "2026-01-01 many\n"
        for i in 0..<20_000 {
            var n = i + 1, name = ""
            while n > 0 { name = String(UnicodeScalar(UInt8(65 + (n - 1) % 26))) + name; n = (n - 1) / 26 }
            journal += "    Assets:A  1 C\(name)\n    Equity:E  -1 C\(name)\n"
        }
        let r = Harness.run(["check", "-f", "-"], stdin: journal)
        #expect(r.status == 0)
        #expect(r.stdout.contains("1 transaction"))
    }

    @Test func accountsAsATreeListTheSameAccountsAsFlat() {
        var journal = ""
        for i in 0..<300 { journal += "2026-01-01 t\n    Expenses:A\(i % 3):B\(i % 7):C\(i)  1 USD\n    Assets:Cash\n\n" }
        let flat = Harness.run(["accounts", "-f", "-"], stdin: journal)
        let tree = Harness.run(["accounts", "-f", "-", "--tree"], stdin: journal)
        #expect(flat.status == 0 && tree.status == 0)
        #expect(flat.stdout.split(separator: "\n").count == 301)
        #expect(tree.stdout.contains("\n    B0\n      C0\n") || tree.stdout.contains("    B0\n      C0\n"))
    }
}
