import Testing
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
        // register -X: each posting at the report's end, as hledger's.
        let register = s.run(["register", "-f", s.path("j.ledger"), "Assets", "-X", "EUR"])
        #expect(register.stdout.contains("7.00 EUR   7.00 EUR") && register.stdout.contains("7.00 EUR  14.00 EUR"), "\(register.stdout)")
        let bad = s.run(["balance", "-f", s.path("j.ledger"), "-X", "EUR", "--value", "2026-02"])
        #expect(bad.status == 2 && bad.stderr.contains("--value takes 'then', 'end' or a date, found '2026-02'"), "\(bad.stderr)")
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
