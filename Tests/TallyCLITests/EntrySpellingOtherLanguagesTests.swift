import Testing
import TallyTestSupport

/// `add` in Italian, Korean and Chinese journals: each language's units,
/// currency signs and names, and dates, written as the exact posting, with
/// `check` passing; what does not read is refused in that language with the
/// file byte-identical.
@Suite("add reads Italian, Korean and Chinese as people write them")
struct EntrySpellingOtherLanguagesTests {
    static func journal(_ lang: String) -> String {
        let commodity = ["it": "1.000,00 EUR", "ko": "1,000 KRW", "zh": "1,000.00 CNY", "pl": "1 000,00 PLN"][lang] ?? ""
        return "lang \(lang)\ncommodity \(commodity)\naccount Assets:Cash    ; type: asset\naccount Expenses:Food  ; type: expense\n"
    }

    @Test("each form is written as this posting, on this day", arguments: [
        ("it", ["Pranzo", "12,50 €"], "2026-11-28", "12,50 EUR"),
        ("it", ["ieri", "Pranzo", "2", "mila"], "2026-11-27", "2.000,00 EUR"),
        ("it", ["l'altro ieri", "Pranzo", "12,5"], "2026-11-26", "12,50 EUR"),
        ("it", ["oggi", "Pranzo", "€3"], "2026-11-28", "3,00 EUR"),
        ("it", ["27/11", "Pranzo", "8 euro"], "2026-11-27", "8,00 EUR"),
        ("ko", ["점심", "9000원"], "2026-11-28", "9,000 KRW"),
        ("ko", ["어제", "점심", "1만5천"], "2026-11-27", "15,000 KRW"),
        ("ko", ["그제", "점심", "₩12,000"], "2026-11-26", "12,000 KRW"),
        ("ko", ["11월 27일", "점심", "3천원"], "2026-11-27", "3,000 KRW"),
        ("ko", ["11월", "25일", "점심", "5000"], "2026-11-25", "5,000 KRW"),
        ("ko", ["2026. 11. 27.", "점심", "5000"], "2026-11-27", "5,000 KRW"),
        ("ko", ["오늘", "점심", "2만"], "2026-11-28", "20,000 KRW"),
        ("zh", ["午饭", "25元"], "2026-11-28", "25.00 CNY"),
        ("zh", ["昨天", "午饭", "¥35"], "2026-11-27", "35.00 CNY"),
        ("zh", ["前天", "房租", "1.2万"], "2026-11-26", "12,000.00 CNY"),
        ("zh", ["11月27日", "午饭", "￥18.50"], "2026-11-27", "18.50 CNY"),
        ("zh", ["2026年 11月 26日", "午饭", "1万元"], "2026-11-26", "10,000.00 CNY"),
        ("zh", ["今天", "午饭", "5千块"], "2026-11-28", "5,000.00 CNY"),
        ("zh", ["11/27", "午饭", "20 RMB"], "2026-11-27", "20.00 CNY"),
    ])
    func written(_ lang: String, _ words: [String], _ day: String, _ amount: String) {
        let text = Self.journal(lang)
        let s = Scratch(["j.ledger": text])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28"] + words + ["food"])
        #expect(r.status == 0, "\(words): \(r.stderr)")
        let description = words.first { w in !w.contains(where: \.isNumber) && !["ieri", "l'altro ieri", "oggi", "어제", "그제", "오늘", "昨天", "前天", "今天"].contains(w) } ?? ""
        let expected = text + "\n\(day) \(description)\n    Expenses:Food    \(amount)\n    Assets:Cash\n"
        #expect(EntrySpellingTests.normalized(s.text("j.ledger")) == EntrySpellingTests.normalized(expected), "\(words):\n\(s.text("j.ledger"))")
        #expect(s.run(["check", "-f", s.path("j.ledger")]).status == 0, "\(words)")
    }

    @Test("what does not read is refused in the journal's language, the file untouched", arguments: [
        ("it", ["31/02/2026", "Pranzo", "5"], "'31/02/2026' sembra una data"),
        ("it", ["Pranzo", "5xyz"], "il registro non ha la valuta 'xyz'"),
        ("ko", ["2026. 13. 27.", "점심", "5000"], "날짜처럼 보이지만"),
        ("ko", ["점심", "1만5x"], "Tally가 읽는 숫자나 단위가 아닙니다"),
        ("zh", ["2月30日", "午饭", "5"], "看起来像日期"),
        ("zh", ["午饭", "5 zzz"], "账本中没有货币“zzz”"),
        ("pl", ["31.02.2026", "Obiad", "5"], "wygląda jak data"),
        ("pl", ["Obiad", "5 $$"], "'$'"),
        ("pl", ["Obiad", "5 abc"], "dziennik nie ma waluty 'abc'"),
    ])
    func refused(_ lang: String, _ words: [String], _ message: String) {
        let text = Self.journal(lang)
        let s = Scratch(["j.ledger": text])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28"] + words + ["food"])
        #expect(r.status == 2, "\(words): \(r.stderr)")
        #expect(r.stderr.contains(message), "\(words): \(r.stderr)")
        #expect(s.text("j.ledger") == text)
    }
}
