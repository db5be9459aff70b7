#if canImport(Glibc)
import TallyEditing
import Glibc
#endif
import Testing
import TallyCLITestSupport
import TallyTestSupport

@Suite("tally init")
struct InitCommandTests {
    @Test func writesAStarterLedgerThatChecksCleanAndRefusesToOverwrite() throws {
        let dir = Files.temporaryDirectory()
        let path = dir + "/money.ledger"
        let r = Harness.run(["init", path, "--today", "2026-11-21"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("Created \(path): 14 categories, 5 accounts, 1 budget."))
        let text = try #require(Files.read(path))
        for name in ["Food", "Transport", "Shopping", "Entertainment", "Health", "Education", "Housing", "Bills", "Other",
                     "Salary", "Bonus", "Investment", "Side job"] {
            #expect(text.contains("name:\"\(name)\""), "missing category \(name)")
        }
        for account in ["Assets:Cash", "Assets:Checking", "Assets:E-wallet", "Liabilities:Credit card"] {
            #expect(text.contains("account \(account) "), "missing account \(account)")
        }
        #expect(text.contains("budget Expenses:Food  400.00 USD monthly from 2026-11"))

        let check = Harness.run(["check", "-f", path])
        #expect(check.status == 0)
        #expect(check.stderr.isEmpty, "\(check.stderr)")

        // A second run leaves the file alone.
        Files.write(path, text + "; my own line\n")
        let again = Harness.run(["init", path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("already exists"))
        #expect(Files.read(path) == text + "; my own line\n")
        // No temporary file is left behind.
        #expect(Files.list(dir) == ["money.ledger"])
    }

    @Test(arguments: [("VND", "3.000.000 VND", "45.000 VND"), ("$", "$400.00", "$12.00"), ("€", "400,00 EUR", "12,00 EUR"), ("jpy", "50,000 JPY", "1,000 JPY")])
    func theExamplesWorkInTheChosenCurrencyOnceUncommented(currency: String, budget: String, lunch: String) throws {
        let dir = Files.temporaryDirectory()
        let path = dir + "/start.ledger"
        #expect(Harness.run(["init", path, "--currency", currency, "--today", "2026-11-21"]).status == 0)
        let text = try #require(Files.read(path))
        #expect(text.contains("budget Expenses:Food  \(budget) monthly"))
        // Take the "; " off the example transactions, as the comment says.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let l = String(line)
            if l.hasPrefix("; 2026-11-21") || l.hasPrefix(";     ") { return String(l.dropFirst(2)) }
            return l
        }
        Files.write(path, lines.joined(separator: "\n"))
        let check = Harness.run(["check", "-f", path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasPrefix("ok: 2 transactions"))
        let report = Harness.run(["budget", "-f", path, "--today", "2026-11-21", "-O", "csv"])
        #expect(report.stdout.contains(",Food,2026-11,"), "\(report.stdout)")
        #expect(text.contains("Expenses:Food              \(lunch)"))
    }

    @Test func anUnusableCurrencyIsAUsageError() {
        let dir = Files.temporaryDirectory()
        let r = Harness.run(["init", dir + "/x.ledger", "--currency", "US D"])
        #expect(r.status == 2)
        #expect(Files.list(dir).isEmpty)
    }
}
