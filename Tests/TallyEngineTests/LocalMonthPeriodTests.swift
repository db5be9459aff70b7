import Testing
import TallyEngine
import TallyValues

/// The `today` of `read` (PeriodExpressionTests.swift).
private let today = Day(year: 2026, month: 6, day: 17)!  // a valid date

/// Month names in Vietnamese, Korean, Chinese, Italian and Polish wherever a
/// period is read (grammar.md §19 `local-month`).
@Suite("local month names in periods")
struct LocalMonthPeriodTests {
    static let march = "2026-03-01..2026-03-31"
    static let march2025 = "2025-03-01..2025-03-31"

    @Test("English month names still read", arguments: [
        ("march", march), ("MARCH", march), ("mar 2025", march2025), ("Mar 2025", march2025),
    ])
    func english(_ text: String, _ expected: String) { #expect(read(text) == expected, "\(text)") }

    @Test("Vietnamese: tháng 3, tháng ba, tháng mười một, with a year", arguments: [
        ("tháng 3", march), ("Tháng 3", march), ("THÁNG BA", march), ("thang 3", march), ("thg 3", march),
        ("tháng ba", march), ("tháng 3 2025", march2025), ("tháng 3 năm 2025", march2025), ("tháng 3/2025", march2025),
        ("tháng mười một", "2026-11-01..2026-11-30"), ("tháng mười hai 2025", "2025-12-01..2025-12-31"),
        ("tháng mười", "2026-10-01..2026-10-31"), ("tháng tư", "2026-04-01..2026-04-30"), ("tháng năm", "2026-05-01..2026-05-31"),
        ("tháng năm năm 2025", "2025-05-01..2025-05-31"),
        // Decomposed diacritics (as some keyboards send them) are the same word.
        ("tha\u{301}ng 3", march),
        ("from tháng 1 to tháng 4", "2026-01-01..2026-03-31"),
    ])
    func vietnamese(_ text: String, _ expected: String) { #expect(read(text) == expected, "\(text)") }

    @Test("Korean: 3월, 2026년 3월, 2026년3월, 2025년", arguments: [
        ("3월", march), ("2025년 3월", march2025), ("2025년3월", march2025), ("12월", "2026-12-01..2026-12-31"),
        ("2025년", "2025-01-01..2025-12-31"), ("3월 2025", march2025),
    ])
    func korean(_ text: String, _ expected: String) { #expect(read(text) == expected, "\(text)") }

    @Test("Chinese: 3月, 三月, 十一月, 2025年3月, 2025年 三月", arguments: [
        ("3月", march), ("三月", march), ("十一月", "2026-11-01..2026-11-30"), ("十二月", "2026-12-01..2026-12-31"),
        ("2025年3月", march2025), ("2025年 三月", march2025), ("2025年", "2025-01-01..2025-12-31"),
        ("from 1月 to 4月", "2026-01-01..2026-03-31"),
    ])
    func chinese(_ text: String, _ expected: String) { #expect(read(text) == expected, "\(text)") }

    @Test("Italian: marzo, Marzo 2025, dicembre", arguments: [
        ("marzo", march), ("Marzo 2025", march2025), ("MARZO", march), ("dicembre", "2026-12-01..2026-12-31"),
        ("gennaio", "2026-01-01..2026-01-31"), ("from gennaio to aprile", "2026-01-01..2026-03-31"),
    ])
    func italian(_ text: String, _ expected: String) { #expect(read(text) == expected, "\(text)") }

    @Test("Polish: marzec, marca, w marcu, październik with and without marks", arguments: [
        ("marzec", march), ("Marzec 2025", march2025), ("marca 2025", march2025), ("w marcu", march),
        ("w marcu 2025", march2025), ("październik", "2026-10-01..2026-10-31"), ("PAŹDZIERNIK", "2026-10-01..2026-10-31"),
        ("pazdziernik", "2026-10-01..2026-10-31"), ("w listopadzie", "2026-11-01..2026-11-30"),
        ("styczeń", "2026-01-01..2026-01-31"), ("grudnia 2025", "2025-12-01..2025-12-31"),
    ])
    func polish(_ text: String, _ expected: String) { #expect(read(text) == expected, "\(text)") }

    @Test("an unknown word is still an error with a hint", arguments: [
        "marzoo", "tháng", "tháng 13", "tháng mười ba x", "13月", "十三月", "2026年13月", "w", "w marcux", "三月 foo",
    ])
    func unknown(_ text: String) {
        let r = read(text)
        #expect(r.hasPrefix("error: "), "\(text) read as \(r)")
        #expect(r.contains("try ") || r.contains("expected") || r.contains("nothing more") || r.contains("missing"), "\(text): \(r)")
    }

    @Test("the caret stands under a word after wide characters")
    func caretByWidth() {
        let r = read("三月 foo")
        // 三月 takes four columns and one space follows: the caret is at column 5.
        #expect(r.hasSuffix("\n    三月 foo\n         ^^^"), "\(r)")
    }

    @Test("-b, -e and date: read local month names too")
    func spans() {
        #expect(throws: Never.self) { try PeriodExpression.parse("marzec", today: today).get() }
        let span = try? PeriodExpression.parse("3월", today: today).get()
        #expect(span?.start == Day(year: 2026, month: 3, day: 1))
        #expect(span?.end == Day(year: 2026, month: 4, day: 1))
    }
}
