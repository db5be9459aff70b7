import Testing
import TallyLocale
import TallyReports
import TallyTestSupport

/// Refusals that used to be English whatever the language are said in the
/// user's: currencies a report cannot add up, a name no category or
/// account has, a `--today` that is no day, an account name a journal
/// cannot hold.
@Suite("refusals in the user's language")
struct TranslatedRefusalTests {
    static let mixed = "2026-11-01 lunch\n    Expenses:Food  10 EUR\n    Assets:Cash\n2026-11-02 coffee\n    Expenses:Food  5 PLN\n    Assets:Cash\n"

    @Test("currencies a report cannot add up are listed as the language lists them")
    func mixedCurrencies() {
        let mixed = ReportCurrency.Mixed(symbols: ["EUR", "PLN", "USD"])
        #expect(mixed.message(Messages(.en)) == "this report adds amounts up in one currency, and the postings it covers hold 'EUR', 'PLN' and 'USD'")
        #expect(mixed.message(Messages(.pl)).hasSuffix("'EUR', 'PLN' i 'USD'"))
        #expect(mixed.hint(Messages(.it)).hasPrefix("convertile con -X EUR"))
        #expect(Messages(.zhHans).andList(["a", "b", "c"]) == "a、b 和 c")
    }

    @Test("--account naming no account is refused in Italian", arguments: [("it_IT.UTF-8", "nessun nome di conto contiene 'Nowhere'"),
                                                                          ("en_US.UTF-8", "no account name contains 'Nowhere'")])
    func unknownAccount(_ lang: String, _ message: String) {
        let s = Scratch(["j.ledger": "2026-11-01 lunch\n    Expenses:Food  10 EUR\n    Assets:Cash\n"])
        let r = s.run(["balance", "-f", s.path("j.ledger"), "--account", "Nowhere"], environment: ["LANG": lang])
        #expect(r.stderr.contains(message), "\(r.stderr)")
    }

    @Test("a --today that is no day is refused in Korean")
    func today() {
        let s = Scratch(["j.ledger": "2026-11-01 lunch\n    Expenses:Food  10 EUR\n    Assets:Cash\n"])
        let r = s.run(["balance", "-f", s.path("j.ledger"), "--today", "2026-11"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("--today에는"), "\(r.stderr)")
    }

    @Test("add refuses an account name with two spaces in Vietnamese, and writes nothing")
    func accountName() {
        let journal = "2026-11-01 lunch\n    Expenses:Food  10 EUR\n    Assets:Cash\n"
        let s = Scratch(["j.ledger": journal])
        let r = s.run(["add", "-f", s.path("j.ledger"), "Lunch", "5", "EUR", "Expenses:Eating  out"], environment: ["LANG": "vi_VN.UTF-8"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("'Expenses:Eating  out' không thể là tên tài khoản: nó chứa hai dấu cách"), "\(r.stderr)")
        #expect(s.text("j.ledger") == journal)
    }

    @Test("a summary whose budget has no rate leaves the budgets out and says so in Polish, on the warning's own hint")
    func budgetsLeftOut() {
        let s = Scratch(["j.ledger": "budget Expenses:Food  100 USD monthly\n\n2026-11-01 lunch\n    Expenses:Food  10 EUR\n    Assets:Cash\n"])
        let r = s.run(["summary", "-f", s.path("j.ledger"), "-p", "2026-11", "--today", "2026-11-20"], environment: ["LANG": "pl_PL.UTF-8"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("P 2026-11-01 EUR KURS USD; do tego czasu budżety są pominięte w tym raporcie"), "\(r.stderr)")
        #expect(!r.stderr.contains("left out"), "\(r.stderr)")
        #expect(!r.stdout.contains("Budżety"), "\(r.stdout)")
    }
}
