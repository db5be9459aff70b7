import Testing
@testable import TallyEngine
import TallyValues

/// A Saturday: this week is 16–22 November, this quarter October–December.
private let november21 = Day(year: 2026, month: 11, day: 21)!  // a valid date

/// The span as `first..last` (both included), or the error, read on
/// 2026-11-21 (also used by LocalRelativeErrorTests).
func span(_ text: String) -> String {
    switch PeriodExpression.parsePeriod(text, today: november21) {
    case .failure(let e): return "error: " + e.message
    case .success(let p):
        let from = p.span.start.map(\.description) ?? ""
        let to = p.span.end.map { $0.adding(days: -1).description } ?? ""
        return (p.interval.map { "\($0) " } ?? "") + from + ".." + to
    }
}

/// Relative periods in Vietnamese, Polish, Italian, Chinese and Korean mean
/// what their English twins mean (grammar.md §19 `local-relative`).
@Suite("relative periods in every language")
struct LocalRelativePeriodTests {
    /// The English periods on 2026-11-21, written out.
    static let english: [String: String] = [
        "this month": "2026-11-01..2026-11-30", "last month": "2026-10-01..2026-10-31", "next month": "2026-12-01..2026-12-31",
        "this week": "2026-11-16..2026-11-22", "last week": "2026-11-09..2026-11-15", "next week": "2026-11-23..2026-11-29",
        "this quarter": "2026-10-01..2026-12-31", "last quarter": "2026-07-01..2026-09-30", "next quarter": "2027-01-01..2027-03-31",
        "this year": "2026-01-01..2026-12-31", "last year": "2025-01-01..2025-12-31", "next year": "2027-01-01..2027-12-31",
        "today": "2026-11-21..2026-11-21", "yesterday": "2026-11-20..2026-11-20", "tomorrow": "2026-11-22..2026-11-22",
        // Counted spans as ledger reads them (`ledger --now 2026/11/21`): the
        // units up to today, today left out, or from today on.
        "last 30 days": "2026-10-22..2026-11-20", "next 7 days": "2026-11-21..2026-11-27",
        "last 2 weeks": "2026-11-07..2026-11-20", "next 2 weeks": "2026-11-21..2026-12-04",
        "last 3 months": "2026-08-21..2026-11-20", "last 6 months": "2026-05-21..2026-11-20",
        "next 2 months": "2026-11-21..2027-01-20", "next 3 months": "2026-11-21..2027-02-20",
        "last 2 quarters": "2026-05-21..2026-11-20", "next 2 quarters": "2026-11-21..2027-05-20",
        "last 2 years": "2024-11-21..2026-11-20",
    ]

    static let vietnamese: [(String, String)] = [
        ("tháng này", "this month"), ("tháng trước", "last month"), ("tháng sau", "next month"), ("tháng tới", "next month"),
        ("tuần này", "this week"), ("tuần trước", "last week"), ("tuần sau", "next week"), ("tuần tới", "next week"),
        ("quý này", "this quarter"), ("quý trước", "last quarter"), ("quý sau", "next quarter"), ("quý tới", "next quarter"),
        ("năm nay", "this year"), ("năm này", "this year"), ("năm ngoái", "last year"), ("năm trước", "last year"),
        ("năm sau", "next year"), ("năm tới", "next year"),
        ("hôm nay", "today"), ("ngày hôm nay", "today"), ("hôm qua", "yesterday"), ("ngày hôm qua", "yesterday"), ("ngày mai", "tomorrow"),
        ("30 ngày qua", "last 30 days"), ("30 ngày gần đây", "last 30 days"), ("30 ngày vừa qua", "last 30 days"),
        ("30 ngày gần nhất", "last 30 days"), ("3 tháng qua", "last 3 months"), ("3 tháng gần đây", "last 3 months"),
        ("2 tuần qua", "last 2 weeks"), ("2 quý qua", "last 2 quarters"), ("2 năm qua", "last 2 years"),
        ("7 ngày tới", "next 7 days"), ("3 tháng tới", "next 3 months"), ("2 tuần sắp tới", "next 2 weeks"), ("2 quý tiếp theo", "next 2 quarters"),
        // Without diacritics, as typed on a keyboard without them.
        ("thang nay", "this month"), ("thang truoc", "last month"), ("thang toi", "next month"), ("tuan truoc", "last week"),
        ("quy nay", "this quarter"), ("nam nay", "this year"), ("nam ngoai", "last year"), ("nam sau", "next year"),
        ("hom nay", "today"), ("hom qua", "yesterday"), ("ngay mai", "tomorrow"), ("30 ngay qua", "last 30 days"),
        ("3 thang gan day", "last 3 months"), ("tháng truoc", "last month"), ("THÁNG TRƯỚC", "last month"), ("Hôm Qua", "yesterday"),
    ]

    static let polish: [(String, String)] = [
        ("ten miesiąc", "this month"), ("bieżący miesiąc", "this month"), ("w tym miesiącu", "this month"), ("tym miesiącu", "this month"),
        ("zeszły miesiąc", "last month"), ("poprzedni miesiąc", "last month"), ("ubiegły miesiąc", "last month"),
        ("zeszłym miesiącu", "last month"), ("w zeszłym miesiącu", "last month"), ("w ubiegłym miesiącu", "last month"),
        ("przyszły miesiąc", "next month"), ("następny miesiąc", "next month"), ("w przyszłym miesiącu", "next month"),
        ("ten tydzień", "this week"), ("w tym tygodniu", "this week"), ("zeszły tydzień", "last week"), ("w zeszłym tygodniu", "last week"),
        ("następny tydzień", "next week"), ("ten kwartał", "this quarter"), ("w tym kwartale", "this quarter"),
        ("zeszły kwartał", "last quarter"), ("poprzedni kwartał", "last quarter"), ("przyszły kwartał", "next quarter"),
        ("ten rok", "this year"), ("w tym roku", "this year"), ("bieżący rok", "this year"), ("zeszły rok", "last year"),
        ("ubiegły rok", "last year"), ("w zeszłym roku", "last year"), ("przyszły rok", "next year"), ("w przyszłym roku", "next year"),
        ("dziś", "today"), ("dzisiaj", "today"), ("wczoraj", "yesterday"), ("jutro", "tomorrow"),
        ("ostatnie 30 dni", "last 30 days"), ("ostatnich 30 dni", "last 30 days"), ("ostatnie 3 miesiące", "last 3 months"),
        ("ostatnich 6 miesięcy", "last 6 months"), ("ostatnie 2 tygodnie", "last 2 weeks"), ("ostatnie 2 kwartały", "last 2 quarters"),
        ("ostatnie 2 lata", "last 2 years"), ("następne 2 tygodnie", "next 2 weeks"), ("następnych 7 dni", "next 7 days"),
        ("kolejne 2 miesiące", "next 2 months"), ("najbliższe 2 kwartały", "next 2 quarters"),
        ("zeszly miesiac", "last month"), ("w zeszlym miesiacu", "last month"), ("biezacy rok", "this year"), ("dzis", "today"),
        ("ostatnich 6 miesiecy", "last 6 months"), ("nastepne 2 tygodnie", "next 2 weeks"), ("Zeszły Miesiąc", "last month"),
    ]

    static let italian: [(String, String)] = [
        ("questo mese", "this month"), ("mese corrente", "this month"), ("il mese in corso", "this month"),
        ("mese scorso", "last month"), ("il mese scorso", "last month"), ("lo scorso mese", "last month"), ("il mese passato", "last month"),
        ("mese prossimo", "next month"), ("il mese prossimo", "next month"), ("il prossimo mese", "next month"), ("prossimo mese", "next month"),
        ("questa settimana", "this week"), ("settimana scorsa", "last week"), ("la settimana scorsa", "last week"),
        ("la scorsa settimana", "last week"), ("la prossima settimana", "next week"), ("settimana prossima", "next week"),
        ("questo trimestre", "this quarter"), ("trimestre scorso", "last quarter"), ("il trimestre prossimo", "next quarter"),
        ("quest'anno", "this year"), ("quest’anno", "this year"), ("questo anno", "this year"), ("anno scorso", "last year"),
        ("l'anno scorso", "last year"), ("l’anno scorso", "last year"), ("lo scorso anno", "last year"),
        ("anno prossimo", "next year"), ("l'anno prossimo", "next year"), ("il prossimo anno", "next year"),
        ("oggi", "today"), ("ieri", "yesterday"), ("domani", "tomorrow"),
        ("ultimi 30 giorni", "last 30 days"), ("gli ultimi 30 giorni", "last 30 days"), ("negli ultimi 30 giorni", "last 30 days"),
        ("ultimi 3 mesi", "last 3 months"), ("ultime 2 settimane", "last 2 weeks"), ("ultimi 2 trimestri", "last 2 quarters"),
        ("ultimi 2 anni", "last 2 years"), ("prossimi 2 mesi", "next 2 months"), ("i prossimi 7 giorni", "next 7 days"),
        ("prossime 2 settimane", "next 2 weeks"), ("Il Mese Scorso", "last month"),
    ]

    static let chinese: [(String, String)] = [
        ("本月", "this month"), ("这个月", "this month"), ("这月", "this month"), ("上个月", "last month"), ("上月", "last month"),
        ("下个月", "next month"), ("下月", "next month"),
        ("本周", "this week"), ("这周", "this week"), ("这星期", "this week"), ("这个星期", "this week"), ("上周", "last week"),
        ("上个星期", "last week"), ("上礼拜", "last week"), ("下周", "next week"), ("下星期", "next week"),
        ("本季度", "this quarter"), ("这个季度", "this quarter"), ("上季度", "last quarter"), ("上个季度", "last quarter"),
        ("下季度", "next quarter"), ("今年", "this year"), ("去年", "last year"), ("明年", "next year"),
        ("今天", "today"), ("昨天", "yesterday"), ("明天", "tomorrow"), ("今日", "today"), ("昨日", "yesterday"),
        ("最近30天", "last 30 days"), ("过去30天", "last 30 days"), ("近30天", "last 30 days"), ("近30日", "last 30 days"),
        ("最近3个月", "last 3 months"), ("过去 3 个月", "last 3 months"), ("过去3 个月", "last 3 months"), ("最近 30 天", "last 30 days"),
        ("最近三个月", "last 3 months"), ("过去两周", "last 2 weeks"), ("最近三十天", "last 30 days"), ("最近2个季度", "last 2 quarters"),
        ("最近2年", "last 2 years"), ("未来7天", "next 7 days"), ("接下来3个月", "next 3 months"), ("未来 2 周", "next 2 weeks"),
        ("最近３０天", "last 30 days"),
    ]

    static let korean: [(String, String)] = [
        ("이번 달", "this month"), ("이번달", "this month"), ("이달", "this month"), ("지난달", "last month"), ("지난 달", "last month"),
        ("저번 달", "last month"), ("다음 달", "next month"), ("다음달", "next month"),
        ("이번 주", "this week"), ("이번주", "this week"), ("지난주", "last week"), ("지난 주", "last week"), ("다음 주", "next week"),
        ("이번 분기", "this quarter"), ("지난 분기", "last quarter"), ("다음 분기", "next quarter"),
        ("올해", "this year"), ("금년", "this year"), ("작년", "last year"), ("지난해", "last year"), ("내년", "next year"),
        ("오늘", "today"), ("어제", "yesterday"), ("내일", "tomorrow"),
        ("최근 30일", "last 30 days"), ("지난 30일", "last 30 days"), ("최근30일", "last 30 days"), ("최근 30 일", "last 30 days"),
        ("최근 30일간", "last 30 days"), ("최근 3개월", "last 3 months"), ("지난 3개월", "last 3 months"), ("최근 3달", "last 3 months"),
        ("최근 2주", "last 2 weeks"), ("최근 2분기", "last 2 quarters"), ("최근 2년", "last 2 years"),
        ("향후 7일", "next 7 days"), ("앞으로 3개월", "next 3 months"), ("다음 2주", "next 2 weeks"),
    ]

    static let all = vietnamese + polish + italian + chinese + korean

    @Test("the English twins read as written here")
    func englishSpans() {
        for (phrase, expected) in Self.english { #expect(span(phrase) == expected, "\(phrase)") }
    }

    @Test("Vietnamese", arguments: vietnamese) func vi(_ local: String, _ english: String) { same(local, english) }
    @Test("Polish", arguments: polish) func pl(_ local: String, _ english: String) { same(local, english) }
    @Test("Italian", arguments: italian) func it(_ local: String, _ english: String) { same(local, english) }
    @Test("Chinese", arguments: chinese) func zh(_ local: String, _ english: String) { same(local, english) }
    @Test("Korean", arguments: korean) func ko(_ local: String, _ english: String) { same(local, english) }

    func same(_ local: String, _ english: String) {
        let expected = Self.english[english]
        #expect(expected != nil, "no span written for '\(english)'")
        #expect(span(local) == expected, "\(local)")
        #expect(span(local) == span(english), "\(local) vs \(english)")
    }

    @Test("no two forms give one phrase different meanings")
    func noConflicts() {
        #expect(LocalRelative.table.conflicts.isEmpty, "\(LocalRelative.table.conflicts)")
        #expect(LocalRelative.table.phrases.count > 500)
        var table = LocalRelative.Table()
        table.add(["tháng", "trước"], written: ["tháng", "trước"], .span(.month, offset: -1, counted: false), solid: false)
        table.add(["tháng", "trước"], written: ["tháng", "trước"], .span(.month, offset: 1, counted: false), solid: false)
        #expect(table.conflicts == ["tháng trước"])
    }

    @Test("every phrase listed here is one phrase of the table, to its last word")
    func tableCoversTheList() {
        for (local, _) in Self.all where !local.contains(where: \.isNumber) {
            // `w` (in) before a Polish phrase is read as `in` is.
            let words = local.lowercased().replacing("’", with: "'").split(separator: " ").map(String.init).drop { $0 == "w" }
            #expect(LocalRelative.match(words)?.used == words.count, "\(local)")
        }
    }
}
