import Testing
import TallyEngine
import TallyTestSupport

/// `add` reads numeric dates in the order of the journal's language, and
/// writes refunds however they are typed.
@Suite("add: date order by language, and refunds")
struct EntryOrderAndRefundTests {
    static func journal(_ lang: String, _ currency: String) -> String {
        """
        lang \(lang)
        commodity \(currency)
        account Assets:Cash      ; type: asset
        account Expenses:Food    ; type: expense
        account Expenses:Shoes   ; type: expense
        account Income:Salary    ; type: income

        2026-11-01 * Open
            Assets:Cash    100 \(currency.split(separator: " ").last ?? "")
            Equity:Opening

        """
    }

    @Test("11/27 is month first in a Korean or Chinese journal, day first in the others", arguments: [
        ("ko", "1,000 KRW", "11/27", "2026-11-27"), ("zh", "1,000.00 CNY", "11/27", "2026-11-27"),
        ("ko", "1,000 KRW", "3/11/2026", "2026-03-11"), ("zh", "1,000.00 CNY", "11/3", "2026-11-03"),
        ("vi", "1.000.000 VND", "27/11", "2026-11-27"), ("pl", "1 000,00 PLN", "3/11/2026", "2026-11-03"),
        ("it", "1.000,00 EUR", "11/3", "2026-03-11"), ("en", "1,000.00 USD", "27/11", "2026-11-27"),
    ])
    func order(_ lang: String, _ currency: String, _ typed: String, _ date: String) {
        let text = Self.journal(lang, currency)
        let s = Scratch(["j.ledger": text])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", typed, "Lunch", "9", "food"])
        #expect(r.status == 0, "\(lang) \(typed): \(r.stderr)")
        #expect(s.text("j.ledger").contains("\n\(date) Lunch\n"), "\(lang) \(typed):\n\(s.text("j.ledger"))")
        #expect(s.run(["check", "-f", s.path("j.ledger")]).status == 0)
    }

    @Test("a date whose second number is past 12 is refused in that order, the file untouched", arguments: [
        ("ko", "1,000 KRW", "27/11", "11/28"), ("zh", "1,000.00 CNY", "28/11", "11/28"), ("vi", "1.000.000 VND", "11/28", "28/11"),
    ])
    func refusedOrder(_ lang: String, _ currency: String, _ typed: String, _ shownForm: String) {
        let text = Self.journal(lang, currency)
        let s = Scratch(["j.ledger": text])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", typed, "Lunch", "9", "food"])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains(typed) && r.stderr.contains(shownForm), "\(r.stderr)")
        #expect(s.text("j.ledger") == text)
    }

    @Test("--refund, a minus, a minus after --, and --to all write money back on the category", arguments: [
        ["Refund", "25", "shoes", "--refund"],
        ["Refund", "-25", "shoes", "--refund"],
        ["Refund", "-25", "shoes"],
        ["--", "Refund", "-25", "shoes"],
        ["Refund", "25", "shoes", "--to", "cash"],
    ])
    func refunds(_ words: [String]) {
        let text = Self.journal("en", "1,000.00 USD")
        let s = Scratch(["j.ledger": text])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28"] + words)
        #expect(r.status == 0, "\(words): \(r.stderr)")
        #expect(EntrySpellingTests.normalized(s.text("j.ledger")) == EntrySpellingTests.normalized(text + "\n2026-11-28 Refund\n    Expenses:Shoes    -25.00 USD\n    Assets:Cash\n"),
                "\(words):\n\(s.text("j.ledger"))")
        #expect(s.run(["balance", "-f", s.path("j.ledger"), "Assets:Cash", "-O", "csv"]).stdout.contains("125.00"))
    }

    @Test("--refund on income or a transfer is refused in the user's language, the file untouched")
    func refundNeedsSpending() {
        let text = Self.journal("pl", "1 000,00 PLN")
        let s = Scratch(["j.ledger": text])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "Pensja", "25", "salary", "--refund"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--refund to pieniądze wracające na kategorię wydatków"), "\(r.stderr)")
        #expect(s.text("j.ledger") == text)
    }
}
