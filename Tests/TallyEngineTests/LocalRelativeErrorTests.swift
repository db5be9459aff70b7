import Testing
@testable import TallyEngine
import TallyValues

private let today = Day(year: 2026, month: 11, day: 21)!

/// Relative periods in other languages where the English ones go, and what
/// is refused: near misses, phrases for a day, phrases that read two ways
/// (grammar.md §19 `local-relative`). `span` is in LocalRelativePeriodTests.
@Suite("relative periods in every language: composing and errors")
struct LocalRelativeErrorTests {
    static let english = LocalRelativePeriodTests.english

    @Test("letters typed as a base and combining marks are the same letters")
    func decomposed() {
        #expect(span("tha\u{301}ng tru\u{31B}o\u{31B}\u{301}c") == Self.english["last month"])     // tháng trước
        #expect(span("na\u{306}m ngoa\u{301}i") == Self.english["last year"])                      // năm ngoái
        #expect(span("3 tha\u{301}ng ga\u{300}n \u{111}a\u{302}y").hasPrefix("error:"))            // gàn: a mark on the wrong vowel
        #expect(span("3 tha\u{301}ng ga\u{302}\u{300}n \u{111}a\u{302}y") == Self.english["last 3 months"])  // gần đây
        #expect(span("zesz\u{142}y miesia\u{328}c") == Self.english["last month"])                 // zeszły miesiąc
        #expect(span("\u{110C}\u{1175}\u{1102}\u{1161}\u{11AB}\u{1103}\u{1161}\u{11AF}") == Self.english["last month"])  // 지난달 in jamo
        #expect(span("\u{110E}\u{116C}\u{1100}\u{1173}\u{11AB} 30\u{110B}\u{1175}\u{11AF}") == Self.english["last 30 days"])  // 최근 30일
    }

    @Test("they compose as the English forms do")
    func composed() {
        #expect(span("from tháng trước") == "2026-10-01..")
        #expect(span("from tháng trước to tháng sau") == "2026-10-01..2026-11-30")
        #expect(span("since 上个月") == "2026-10-01..")
        #expect(span("until năm sau") == "..2026-12-31")
        #expect(span("to ostatnie 30 dni") == "..2026-10-21")
        #expect(span("in zeszły rok") == "2025-01-01..2025-12-31")
        #expect(span("지난달 to 다음 달") == "2026-10-01..2026-11-30")
        #expect(span("monthly from ultimi 3 mesi") == "monthly 2026-08-21..")
        #expect(span("weekly 최근 3개월") == "weekly 2026-08-21..2026-11-20")
        #expect(span("mese scorso - mese prossimo") == "2026-10-01..2026-11-30")
        // `A..B` takes a date of one word on either side; B is where it ends.
        #expect(span("上个月..本月") == "2026-10-01..2026-10-31")
        #expect(span("昨天..今天") == "2026-11-20..2026-11-20")
        #expect(span("지난달..") == "2026-10-01..")
        #expect(span("..oggi") == "..2026-11-20")
        #expect(span("yesterday..tomorrow") == "2026-11-20..2026-11-21")
        #expect(span("2026-01..3月") == "2026-01-01..2026-02-28")
        #expect(span("上个月..") == span("from last month"))
        #expect(span("本月..上个月").hasSuffix("ends before it starts"))
        #expect(span("上个月..本月..下个月").hasPrefix("error:"))
        #expect(span("上个月..foo").hasPrefix("error:"))
    }

    @Test("-b, -e and date: take them as spans")
    func spans() throws {
        let s = try PeriodExpression.parse("tháng trước", today: today).get()
        #expect(s == DateSpan(start: Day(year: 2026, month: 10, day: 1), end: Day(year: 2026, month: 11, day: 1)))
        #expect(try PeriodExpression.parse("最近30天", today: today).get() == PeriodExpression.parse("last 30 days", today: today).get())
    }

    @Test("a phrase for a day, not a span, is refused with the phrase for the span", arguments: [
        ("3 tháng trước", "'3 tháng trước' is one day, 3 months ago; for the last 3 months write '3 tháng qua'"),
        ("3 thang truoc", "for the last 3 months write '3 tháng qua'"),
        ("2 tuần sau", "'2 tuần sau' is one day, 2 weeks from now; for the next 2 weeks write '2 tuần tới'"),
        ("3 mesi fa", "for the last 3 months write 'ultimi 3 mesi'"),
        ("2 settimane fa", "write 'ultime 2 settimane'"),
        ("3 miesiące temu", "for the last 3 months write 'ostatnie 3 miesiące'"),
        ("3个月前", "for the last 3 months write '最近3个月'"),
        ("3 个月前", "write '最近3个月'"),
        ("3개월 전", "for the last 3 months write '최근 3개월'"),
        ("1 ngày trước", "'1 ngày trước' is one day, 1 day ago"),
    ])
    func pointsInTime(_ text: String, _ message: String) {
        let r = span(text)
        #expect(r.hasPrefix("error: cannot read"), "\(text): \(r)")
        #expect(r.contains(message), "\(text): \(r)")
    }

    @Test("thang sau without its marks is June or next month: refused, unless a year makes it June")
    func ambiguous() {
        let r = span("thang sau")
        #expect(r.hasPrefix("error: cannot read 'sau' in 'thang sau': 'thang sau' is June (tháng sáu) or next month"), "\(r)")
        #expect(r.hasSuffix("\n    thang sau\n          ^^^"), "\(r)")
        #expect(span("tháng sau") == Self.english["next month"])
        #expect(span("tháng sáu") == "2026-06-01..2026-06-30")
        #expect(span("thang sáu") == "2026-06-01..2026-06-30")
        #expect(span("thang sau 2025") == "2025-06-01..2025-06-30")
        #expect(span("thang sau nam 2025") == "2025-06-01..2025-06-30")
        #expect(span("tháng năm") == "2026-05-01..2026-05-31")
    }

    @Test("a near miss is an error with a caret under the word, never a span", arguments: [
        ("tháng trươc", "trươc", "expected này, trước, sau, tới, 1–12 after 'tháng'"),
        ("zeszły miesiacz", "miesiacz", "expected tydzień, miesiąc, kwartał, rok after 'zeszły'"),
        ("w zeszłym miesiacz", "miesiacz", "expected tygodniu, miesiącu, kwartale, roku after 'zeszłym'"),
        ("zeszłym miesiąc", "miesiąc", "after 'zeszłym'"),
        ("il mese scorsoo", "scorsoo", "after 'il mese'"),
        ("ultimi 30 giorno", "giorno", "expected giorni, mesi, trimestri, anni after 'ultimi 30'"),
        ("questa mese", "mese", "expected settimana after 'questa'"),
        ("이번 딜", "딜", "expected 달, 주, 분기 after '이번'"),
        ("30 ngày trươc", "trươc", "after '30 ngày'"),
        ("ostatnie 30 dniach", "dniach", "after 'ostatnie 30'"),
        ("ostatnie 0 dni", "0", "expected a count from 1 to 100000"),
        ("ultimi 100001 giorni", "100001", "expected a count from 1 to 100000"),
    ])
    func nearMiss(_ text: String, _ word: String, _ message: String) {
        let r = span(text)
        #expect(r.hasPrefix("error: cannot read '\(word)' in '\(text)': "), "\(text): \(r)")
        #expect(r.contains(message), "\(text): \(r)")
        #expect(r.hasSuffix("^"), "\(text): \(r)")
    }

    @Test("a word that looks like a phrase but is none is an error", arguments: [
        "上上上个月", "上上个月", "上个周", "最近3月", "最近天", "지난딜", "이번달달", "tháng", "zeszły", "ultimi", "quest'annoo",
        "最近30天前", "下周一", "3 tháng", "ostatnie dni", "mese", "tuần qua", "ten", "最近-3天", "最近3天3", "最近十十天",
    ])
    func notAPhrase(_ text: String) {
        let r = span(text)
        #expect(r.hasPrefix("error: "), "\(text) read as \(r)")
    }

    @Test("an unfinished phrase says what may follow")
    func unfinished() {
        #expect(span("zeszły") == "error: 'zeszły' is incomplete: expected tydzień, miesiąc, kwartał, rok after 'zeszły'")
        #expect(span("tháng") == "error: 'tháng' is incomplete: expected này, trước, sau, tới, 1–12 after 'tháng'")
        #expect(span("ultimi 3") == "error: 'ultimi 3' is incomplete: expected giorni, mesi, trimestri, anni after 'ultimi 3'")
    }
}
