import Testing
import TallyCLITestSupport
import TallyTestSupport

/// When amounts are valued: balances at the day they are shown for,
/// flows at their own days, any date with `--value DATE`; rates found
/// through several currencies; `--explain` in the user's language.
@Suite("valuation timing")
struct ValuationTimingTests {
    static let traveller = Harness.repositoryRoot + "/examples/traveller.ledger"

    @Test("summary values spending at each day's rate and balances at the period's last day, as hledger's balance -X does")
    func summaryBalancesAtEnd() {
        let r = Harness.run(["summary", "-f", Self.traveller, "-p", "2026-06", "-X", "EUR"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("In EUR, at each day's rate; balances at the rates of 2026-06-30\n"), "\(r.stdout)")
        // hledger -f traveller.journal bal -X EUR -e 2026-07-01 assets: 1259,86 EUR (USD at 0,919, JPY at 0,00581).
        #expect(r.stdout.contains("Assets:Cash:USD                           84,13 EUR"), "\(r.stdout)")
        #expect(r.stdout.contains("Net worth                              1.259,86 EUR"), "\(r.stdout)")
        // Spending is June's postings at their days' rates, as balance --value then gives it.
        let flows = Harness.run(["balance", "-f", Self.traveller, "-p", "2026-06", "-X", "EUR", "--value", "then", "expenses", "--depth", "1"])
        #expect(flows.stdout.contains("2.202,95 EUR  Expenses"), "\(flows.stdout)")
        #expect(r.stdout.contains("Spending                                 2.202,95 EUR"), "\(r.stdout)")
        // The HTML report says the same under its title.
        let s = Scratch()
        let html = Harness.run(["report", "-f", Self.traveller, "-p", "2026-06", "-X", "EUR", "--html", s.path("r.html")])
        #expect(html.status == 0, "\(html.stderr)")
        #expect(s.text("r.html").contains("In EUR, at each day&#39;s rate; balances at the rates of 2026-06-30</p>"))
        #expect(s.text("r.html").contains("1.259,86 EUR"))
    }

    @Test("--value DATE values every posting on that day; --value end,CUR names the currency as hledger writes it")
    func valueOnDate() {
        let journal = """
            P 2026-01-01 USD 0.90 EUR
            P 2026-02-01 USD 0.80 EUR
            P 2026-03-01 USD 0.70 EUR

            2026-01-05 a
                Assets:USD   10.00 USD
                Equity

            2026-02-20 b
                Assets:USD   10.00 USD
                Equity

            """
        let s = Scratch(["j.ledger": journal])
        func balance(_ extra: [String]) -> String {
            String(s.run(["balance", "-f", s.path("j.ledger"), "Assets", "--flat", "--no-total"] + extra).stdout.drop { $0 == " " })
        }
        #expect(balance(["-X", "EUR"]) == "14.00 EUR  Assets:USD\n")
        #expect(balance(["-X", "EUR", "--value", "then"]) == "17.00 EUR  Assets:USD\n")
        #expect(balance(["-X", "EUR", "--value", "2026-02-10"]) == "16.00 EUR  Assets:USD\n")
        #expect(balance(["--value", "end,EUR"]) == "14.00 EUR  Assets:USD\n")
        #expect(balance(["--value", "then,EUR"]) == "17.00 EUR  Assets:USD\n")
        // now: today's rates (the harness's today is 2026-11-21, after every price).
        #expect(balance(["-X", "EUR", "--value", "now"]) == "14.00 EUR  Assets:USD\n")
        // register -X: each posting at the report's end, as hledger's.
        let register = s.run(["register", "-f", s.path("j.ledger"), "Assets", "-X", "EUR"])
        #expect(register.stdout.contains("7.00 EUR   7.00 EUR") && register.stdout.contains("7.00 EUR  14.00 EUR"), "\(register.stdout)")
        let bad = s.run(["balance", "-f", s.path("j.ledger"), "-X", "EUR", "--value", "2026-02"])
        #expect(bad.status == 2 && bad.stderr.contains("--value takes 'then', 'end', 'now', 'cost' or a date, found '2026-02'"), "\(bad.stderr)")
    }

    @Test("a rate path through two other currencies: PLN to EUR to USD to KRW, each rate read its own way round")
    func longPath() {
        let journal = """
            P 2026-01-01 EUR 4.00 PLN
            P 2026-01-01 USD 0.80 EUR
            P 2026-01-01 USD 1500 KRW

            2026-01-05 dinner
                Expenses:Food   100.00 PLN
                Assets:Cash

            """
        let s = Scratch(["j.ledger": journal])
        let r = s.run(["balance", "-f", s.path("j.ledger"), "Expenses", "-X", "KRW", "--explain", "--no-total"])
        #expect(r.status == 0, "\(r.stderr)")
        // 100 PLN / 4 = 25 EUR; / 0.80 = 31.25 USD; × 1500 = 46875 KRW.
        #expect(r.stdout.hasPrefix("46875.00 KRW  Expenses:Food\n"), "\(r.stdout)")
        #expect(r.stdout.contains("Rates used for KRW (3):"), "\(r.stdout)")
    }

    @Test("--explain lists the rates in the user's language")
    func explainTranslated() {
        let expected = ["pl_PL.UTF-8": "Kursy użyte dla EUR (2):", "vi_VN.UTF-8": "Tỷ giá đã dùng để quy đổi sang EUR (2):",
                        "zh_CN.UTF-8": "折算为 EUR 所用的汇率（2）：", "ko_KR.UTF-8": "EUR 환산에 쓴 환율 (2개):", "it_IT.UTF-8": "Cambi usati per EUR (2):"]
        for (lang, line) in expected {
            let r = Harness.run(["balance", "-f", Self.traveller, "expenses", "--depth", "1", "-X", "EUR", "--explain"], environment: ["LANG": lang])
            #expect(r.status == 0, "\(lang): \(r.stderr)")
            #expect(r.stdout.contains("\n" + line + "\n"), "\(lang): \(r.stdout)")
            #expect(!r.stdout.contains("Rates used"), "\(lang): \(r.stdout)")
        }
    }
}

/// A brokerage history whose prices carry binary-float noise to 28
/// decimals reads, balances in cents as ledger and hledger judge it, and
/// sums as hledger sums it.
@Suite("prices of 28 decimals")
struct LongPriceTests {
    static let journal = """
        2003/06/01 * deposit
            Assets:Broker    $30,000.00
            Equity:Opening

        2003/06/19 * switch funds
            Assets:Broker  331.296869 LMVTX @ $53.6599999999999999998612221219
            Assets:Broker  -523.942988 EEEEE @ $33.9299999999999999998438748872
            Assets:Broker  55.981364 LMVTX @ $53.6599999999999999998612221219
            Assets:Broker  -88.534054 EEEEE @ $33.9299999999999999998438748872

        2003/07/01 * buy
            Assets:Broker  2,242.324241 BBBBB @ $22.7300000000000000000173472348
            Assets:Broker  2,558.818182 DDDDD @ $8.9099999999999999998612221219
            Assets:Cash

        """

    @Test("reads and balances; the cost totals keep 38 digits")
    func reads() {
        let s = Scratch(["j.ledger": Self.journal])
        let r = s.run(["balance", "-f", s.path("j.ledger"), "--flat", "-B"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        // 2,242.324241 × 22.73 + 2,558.818182 × 8.91 = 50,968.03 + 22,799.07.
        #expect(r.stdout.contains("-$73,767.10  Assets:Cash"), "\(r.stdout)")
    }

    @Test("balances equal hledger's", .enabled(if: Subprocess.find(["hledger"]) != nil, "hledger is not installed; the comparison is skipped"))
    func agreesWithHledger() throws {
        let hledger = try #require(Subprocess.find(["hledger"]))
        let s = Scratch(["j.ledger": Self.journal])
        let mine = s.run(["balance", "-f", s.path("j.ledger"), "--flat", "-O", "csv"])
        let theirs = Subprocess.run(hledger, ["-f", s.path("j.ledger"), "bal", "--flat", "--no-total", "-O", "csv"])
        #expect(mine.status == 0 && theirs.status == 0, "\(mine.stderr)")
        var a = Set<String>(), b = Set<String>()
        for line in mine.stdout.split(separator: "\n").dropFirst() {
            let f = line.split(separator: ",")
            a.insert("\(f[0])|\(f[1] == "$" ? "$" + HalfEven.rounded(String(f[2]), places: 2) : String(f[2]) + " " + String(f[1]))")
        }
        for line in theirs.output.split(separator: "\n").dropFirst() {
            let f = line.split(separator: "\",\"").map { $0.filter { $0 != "\"" } }
            for part in f[1].split(separator: ",").map({ $0.trimmingPrefix(" ") }) where !part.isEmpty {
                b.insert("\(f[0])|\(part.hasPrefix("$") ? "$" + part.dropFirst().replacing("$", with: "") : String(part))")
            }
        }
        #expect(a == b, "\(mine.stdout)\n\(theirs.output)")
    }
}

@Suite("converted budgets tell summary's story")
struct ConvertedBudgetTests {
    @Test("a budget in EUR over spending in USD, JPY and EUR spends exactly what summary and breakdown spend")
    func budgetEqualsSummary() throws {
        let f = ValuationTimingTests.traveller
        let budget = try CSVReader.parse(Harness.run(["budget", "-f", f, "-p", "2026-06", "-O", "csv"]).stdout)
        let summary = try CSVReader.parse(Harness.run(["summary", "-f", f, "-p", "2026-06", "-O", "csv"]).stdout)
        let spent = try #require(budget.dropFirst().first { $0[0] == "Expenses:Travel" })[9]
        let spending = try #require(summary.first { $0[0] == "period" && $0[1] == "expenses" })[5]
        #expect(spent == spending)
        let breakdown = Harness.run(["breakdown", "-f", f, "-p", "2026-06", "--depth", "1"])
        #expect(breakdown.stdout.contains("2.202,95 EUR"), "\(breakdown.stdout)")
        #expect(Harness.run(["budget", "-f", f, "-p", "2026-06"]).stdout.contains("2.202,95 EUR"))
    }
}
