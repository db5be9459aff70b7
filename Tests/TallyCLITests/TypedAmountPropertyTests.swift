import Testing
import TallyTestSupport

/// Random amounts typed to `add` the ways people write them in each
/// language (digit groups, decimal commas, units, currency signs and names
/// before or after the number) are written as the same quantity in the
/// journal's own commodity and style.
@Suite("typed amounts read back in every style")
struct TypedAmountPropertyTests {
    struct Style: Sendable {
        var journal: String
        var code: String
        var group: String
        var mark: String
        var decimals: Int
        /// How a person types `whole` and `cents`: each returns the text.
        var spellings: [@Sendable (Int, Int) -> String]
    }

    static func grouped(_ n: Int, _ group: String) -> String {
        var digits = String(n), out = ""
        while digits.count > 3 { out = group + String(digits.suffix(3)) + out; digits = String(digits.dropLast(3)) }
        return digits + out
    }

    static let styles: [Style] = [
        Style(journal: "lang pl\ncommodity 1 000,00 PLN\n", code: "PLN", group: " ", mark: ",", decimals: 2, spellings: [
            { "\(grouped($0, " "))\u{2C}\(two($1)) zł" }, { "\($0),\(two($1))zł" }, { "zł\($0),\(two($1))" }, { "\(grouped($0, " ")),\(two($1)) PLN" },
            { "\($0),\(two($1)) złotych" }, { w, c in c == 0 ? "\(w) zł" : "\(w),\(two(c)) zl" },
        ]),
        Style(journal: "lang it\ncommodity 1.000,00 EUR\n", code: "EUR", group: ".", mark: ",", decimals: 2, spellings: [
            { "€\(grouped($0, ".")),\(two($1))" }, { "\(grouped($0, ".")),\(two($1)) €" }, { "\($0),\(two($1)) euro" }, { "EUR \($0),\(two($1))" },
            { "\($0),\(two($1))€" },
        ]),
        Style(journal: "lang zh\ncommodity 1,000.00 CNY\n", code: "CNY", group: ",", mark: ".", decimals: 2, spellings: [
            { "￥\(grouped($0, ",")).\(two($1))" }, { "\($0).\(two($1))元" }, { "\($0).\(two($1)) RMB" }, { "\(grouped($0, ",")).\(two($1)) CNY" },
            { "¥\($0).\(two($1))" },
        ]),
        Style(journal: "lang ko\ncommodity 1,000 KRW\n", code: "KRW", group: ",", mark: "", decimals: 0, spellings: [
            { w, _ in "₩\(grouped(w, ","))" }, { w, _ in "\(grouped(w, ","))원" }, { w, _ in "\(w) KRW" }, { w, _ in "\(w)원" },
        ]),
        Style(journal: "lang vi\ncommodity 1.000.000 VND\n", code: "VND", group: ".", mark: "", decimals: 0, spellings: [
            { w, _ in "\(grouped(w * 1000, "."))đ" }, { w, _ in "\(grouped(w * 1000, ".")) ₫" }, { w, _ in "\(w * 1000)vnd" },
            { w, _ in "\(w)k" }, { w, _ in "\(w) nghìn" }, { w, _ in "đ\(grouped(w * 1000, "."))" },
        ]),
    ]

    static func two(_ c: Int) -> String { c < 10 ? "0\(c)" : "\(c)" }

    @Test("a random amount in a random style of a random language", arguments: Array(UInt64(1)...150))
    func readsBack(_ seed: UInt64) throws {
        var r = JournalGenerator.Random(state: seed)
        let style = Self.styles[r.int(0...Self.styles.count - 1)]
        let whole = r.int(1...999_999), cents = style.decimals == 0 ? 0 : r.int(0...99)
        let typed = style.spellings[r.int(0...style.spellings.count - 1)](whole, cents)
        let text = style.journal + "account Assets:Cash  ; type: asset\naccount Expenses:Food  ; type: expense\n"
        let s = Scratch(["j.ledger": text])
        let out = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "Lunch", typed, "food", "--from", "cash"])
        #expect(out.status == 0, "\(typed): \(out.stderr)")
        // VND's styles were typed in thousands.
        let value = style.code == "VND" ? whole * 1000 : whole
        let number = Self.grouped(value, style.group) + (style.decimals > 0 ? style.mark + Self.two(cents) : "")
        let expected = "Expenses:Food " + number + " " + style.code
        let written = EntrySpellingTests.normalized(s.text("j.ledger"))
        #expect(written.contains("\n" + expected + "\n"), "\(typed) in \(style.code) was written:\n\(s.text("j.ledger"))")
        #expect(s.run(["check", "-f", s.path("j.ledger")]).status == 0, "\(typed)")
        #expect(s.run(["commodities", "-f", s.path("j.ledger")]).stdout == style.code + "\n", "\(typed): a new commodity")
    }
}
