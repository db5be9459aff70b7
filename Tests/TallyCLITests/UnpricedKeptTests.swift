import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `-X CUR` in balance and register: an amount no rate converts into CUR
/// is shown as written, as ledger and hledger show it, with a warning at
/// its first posting per commodity; the reports of one currency (summary)
/// still refuse. ledger's coverage-history-nopath: a rate from GBP to $
/// converts nothing in EUR into GBP.
@Suite("-X keeps an amount without a rate as written, and says so")
struct UnpricedKeptTests {
    static let journal = """
    P 2024/01/01 GBP $1.30
    P 2024/01/01 EUR 0.85 GBP

    2024/01/01 Test
        Expenses:Food    10 EUR
        Assets:Cash     -10 EUR

    2024/01/02 Lunch
        Expenses:Food    4 CHF
        Assets:Cash     -4 CHF

    2024/01/03 Taxi
        Expenses:Taxi    6 CHF
        Assets:Cash     -6 CHF

    """

    func file(_ text: String = Self.journal) -> String {
        let path = Files.temporaryDirectory() + "/j.ledger"
        Files.write(path, text)
        return path
    }

    func warnings(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
    }

    @Test("balance converts what it can and shows the rest as written, warning once per commodity")
    func balance() {
        let r = Harness.run(["balance", "-f", file(), "-X", "GBP", "--flat"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("   -8.50 GBP\n     -10 CHF  Assets:Cash\n"), "\(r.stdout)")
        #expect(r.stdout.contains("    8.50 GBP\n       4 CHF  Expenses:Food\n"), "\(r.stdout)")
        #expect(r.stdout.contains("6 CHF  Expenses:Taxi\n"), "\(r.stdout)")
        let w = warnings(r.stderr)
        #expect(w.count == 1, "\(r.stderr)")
        #expect(w.first?.hasSuffix("j.ledger:9:5: warning: no exchange rate from CHF to GBP on or before 2024-01-03 [missing-rate]") == true, "\(r.stderr)")
        #expect(r.stderr.contains("amounts in CHF with no rate into GBP are shown in CHF"), "\(r.stderr)")
    }

    @Test("balance -M and register keep the same amounts as balance")
    func periodsAndRegister() {
        let f = file()
        let monthly = Harness.run(["balance", "-f", f, "-X", "GBP", "-M", "Expenses:Taxi"])
        #expect(monthly.status == 0, "\(monthly.stderr)")
        #expect(monthly.stdout.contains("6 CHF"), "\(monthly.stdout)")
        #expect(warnings(monthly.stderr).count == 1, "\(monthly.stderr)")
        let register = Harness.run(["register", "-f", f, "-X", "GBP", "Expenses"])
        #expect(register.status == 0, "\(register.stderr)")
        #expect(register.stdout.contains("Expenses:Taxi      6 CHF   8.50 GBP\n"), "\(register.stdout)")
        #expect(register.stdout.contains("Expenses:Food   8.50 GBP   8.50 GBP\n"), "\(register.stdout)")
        #expect(warnings(register.stderr).count == 1, "\(register.stderr)")
    }

    /// -H values each column's whole balance at its end: the converted part
    /// stays beside the unpriced one, and each unpriced commodity is named.
    @Test("balance -M -H keeps what it converted beside what it could not")
    func historical() {
        let text = "P 2024-01-01 EUR 1.10 USD\n\n2024-01-05 a\n    expenses:food    10 EUR\n    expenses:x       3 CHF\n    expenses:y       2 PLN\n    assets:cash\n\n"
            + "2024-02-05 b\n    expenses:food    20 EUR\n    assets:cash\n"
        let r = Harness.run(["balance", "-f", file(text), "-X", "USD", "-M", "-H", "-O", "csv"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("assets:cash,USD,-11.00,-33.00\n"), "\(r.stdout)")
        #expect(r.stdout.contains("assets:cash,CHF,-3,-3\n") && r.stdout.contains("assets:cash,PLN,-2,-2\n"), "\(r.stdout)")
        #expect(warnings(r.stderr).count == 2, "\(r.stderr)")
    }

    @Test("a rate for every amount: no warning")
    func allConverted() {
        let text = Self.journal + "P 2024/01/01 CHF 0.90 GBP\n"
        let r = Harness.run(["balance", "-f", file(text), "-X", "GBP"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("CHF"), "\(r.stdout)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }

    @Test("summary adds up one currency: a missing rate is still an error there")
    func summaryRefuses() {
        let r = Harness.run(["summary", "-f", file(), "-X", "GBP", "-p", "2024-01"])
        #expect(r.status == 1, "\(r.stdout)")
        #expect(r.stderr.contains("error: no exchange rate from CHF to GBP"), "\(r.stderr)")
    }
}
