import Testing
import TallyEngine
import TallyReports
import TallyTestSupport
import TallyValues

@Suite("bars and percentages")
struct BarsTests {
    @Test("bars in eighths of a column", arguments: [
        ("100", "100", 10, "██████████"),
        ("50", "100", 10, "█████"),
        ("51", "100", 10, "█████▏"),     // 40.8 eighths: 41
        ("1", "1000", 10, "▏"),          // too small to see: the thinnest mark
        ("0", "100", 10, ""),
        ("-5", "100", 10, ""),
        ("150", "100", 4, "████"),       // never past the width
        ("33.33", "100", 3, "█"),        // 7.9992 eighths: 8
    ])
    func unicode(_ value: String, _ maximum: String, _ width: Int, _ expected: String) {
        #expect(Bars.bar(d(value), of: d(maximum), width: width, ascii: false) == expected)
    }

    @Test("ASCII bars round to whole columns")
    func ascii() {
        #expect(Bars.bar(d("55"), of: d("100"), width: 10, ascii: true) == "######")   // 5.5 rounds up
        #expect(Bars.bar(d("1"), of: d("1000"), width: 10, ascii: true) == "")
        #expect(Bars.progress(d("38"), of: d("100"), width: 10, ascii: true) == "####......")
        #expect(Bars.progress(d("120"), of: d("100"), width: 5, ascii: false) == "█████")
        #expect(Bars.progress(d("0"), of: d("100"), width: 4, ascii: false) == "░░░░")
    }

    @Test("percentages are exact decimals, half away from zero")
    func percent() {
        #expect(Percent.of(d("1"), d("3")) == d("33.3"))
        #expect(Percent.of(d("2"), d("3")) == d("66.7"))
        #expect(Percent.of(d("-1"), d("8")) == d("-12.5"))
        #expect(Percent.of(d("1"), d("8"), scale: 0) == d("13"))
        #expect(Percent.of(d("5"), d("0")) == nil)
        #expect(Percent.text(d("12.5"), sign: true) == "+12.5%")
        #expect(Percent.text(nil) == "–")
    }
}

@Suite("period names")
struct PeriodTextTests {
    static func span(_ a: String, _ b: String) -> DateSpan {
        func day(_ s: String) -> Day {
            let p = s.split(separator: "-").map { Int($0)! }
            return Day(year: p[0], month: p[1], day: p[2])!
        }
        return DateSpan(start: day(a), end: day(b))
    }

    /// Names as CSV, JSON and columns write them, hledger's: one period
    /// reads back with -p; a span names its first and last month or day,
    /// both included, as hledger's columns do (`-p` would leave the last out).
    @Test("names read back with -p, or name both ends as hledger does", arguments: [
        ("2026-01-01", "2027-01-01", "2026"),
        ("2026-07-01", "2026-10-01", "2026Q3"),
        ("2026-11-01", "2026-12-01", "2026-11"),
        ("2026-01-01", "2026-04-01", "2026Q1"),
        ("2026-01-01", "2026-05-01", "2026-01..2026-04"),
        ("2026-03-05", "2026-03-06", "2026-03-05"),
        ("2026-03-05", "2026-04-11", "2026-03-05..2026-04-10"),
        ("2026-03-02", "2026-03-09", "2026-W10"),
        ("2020-12-28", "2021-01-04", "2020-W53"),
        ("2024-12-30", "2025-01-06", "2025-W01"),
    ])
    func names(_ a: String, _ b: String, _ expected: String) throws {
        #expect(PeriodText.name(Self.span(a, b)) == expected)
        if !expected.contains("W") && !expected.contains("..") {
            let today = Day(year: 2026, month: 11, day: 21)!
            #expect(try PeriodExpression.parse(expected, today: today).get() == Self.span(a, b))
        }
    }

    @Test("the period before has the same length in months, else in days")
    func previous() {
        #expect(SummaryReport.previous(Self.span("2026-03-01", "2026-04-01")) == Self.span("2026-02-01", "2026-03-01"))
        #expect(SummaryReport.previous(Self.span("2026-01-01", "2027-01-01")) == Self.span("2025-01-01", "2026-01-01"))
        #expect(SummaryReport.previous(Self.span("2026-04-01", "2026-07-01")) == Self.span("2026-01-01", "2026-04-01"))
        #expect(SummaryReport.previous(Self.span("2026-03-10", "2026-03-20")) == Self.span("2026-02-28", "2026-03-10"))
    }
}

@Suite("spreadsheet-safe CSV")
struct SpreadsheetSafeTests {
    @Test("formula starters get a quote; numbers stay numbers", arguments: [
        ("=SUM(A1)", "'=SUM(A1)"), ("+1", "'+1"), ("@home", "'@home"), ("\tx", "'\tx"), ("\rx", "'\rx"),
        ("-", "'-"), ("-x", "'-x"), ("-12.50", "-12.50"), ("-0.5", "-0.5"), ("-12.", "'-12."), ("-1-2", "'-1-2"),
        ("12.50", "12.50"), ("Café", "Café"), ("", ""), ("a=b", "a=b"),
    ])
    func cells(_ cell: String, _ expected: String) {
        #expect(CSVWriter.spreadsheetSafe(cell) == expected)
    }

    @Test("every writer applies it, quoting still follows RFC 4180") 
    func writer() throws {
        var w = CSVWriter()
        w.row(["=1+1", "a,b", "-3.25", "say \"hi\""])
        #expect(String(decoding: w.bytes, as: UTF8.self) == "'=1+1,\"a,b\",-3.25,\"say \"\"hi\"\"\"\n")
        #expect(try CSVReader.parse(String(decoding: w.bytes, as: UTF8.self)) == [["'=1+1", "a,b", "-3.25", "say \"hi\""]])
        var t = CSVWriter(separator: .tab)
        t.row(["a\tb", "c\nd", "@x"])
        #expect(String(decoding: t.bytes, as: UTF8.self) == "a b\tc d\t'@x\n")
    }
}

@Suite("exchange")
struct ExchangeTests {
    static let journal = loadJournal("""
    P 2026-01-01 USD 0.90 EUR
    P 2026-01-01 GBP 1.20 EUR
    P 2026-02-01 EUR 1.25 USD
    2026-01-10 a
        Expenses:A     10.00 USD @ 0.90 EUR
        Expenses:B      1.00 GBP @ 1.20 EUR
        Assets:Cash   -10.20 EUR
    2026-02-10 b
        Expenses:A     10.00 USD
        Assets:Card

    """)

    func convert(_ amount: String, _ from: String, to: String, on day: Day) -> Quantity? {
        let j = Self.journal
        let x = Exchange(journal: j, target: j.commodities.lookup(to)!, timing: .then)
        return x.convert(d(amount), j.commodities.lookup(from)!, on: day)?.exact
    }

    @Test("direct, inverse, latest, chained and missing rates")
    func rates() {
        let jan = Day(year: 2026, month: 1, day: 15)!, feb = Day(year: 2026, month: 2, day: 15)!, before = Day(year: 2025, month: 12, day: 31)!
        #expect(convert("10.00", "USD", to: "EUR", on: jan) == d("9.00"))
        // In February the latest rate is EUR→USD 1.25, used inverted: 0.8.
        #expect(convert("10.00", "USD", to: "EUR", on: feb) == d("8.00"))
        // EUR→USD in January: divided by 0.90, exact to 14 digits (rounded once, when shown).
        #expect(convert("9.00", "EUR", to: "USD", on: jan) == d("10.00"))
        #expect(convert("1.00", "EUR", to: "USD", on: jan) == d("1.11111111111111"))
        // GBP→USD goes through EUR: 1.20 EUR, then / 0.90.
        #expect(convert("3.00", "GBP", to: "USD", on: jan) == d("4.00"))
        #expect(convert("10.00", "USD", to: "EUR", on: before) == nil)
    }

    @Test("a converted journal keeps the postings it did not include")
    func converted() throws {
        let j = Self.journal
        let x = Exchange(journal: j, target: j.commodities.lookup("EUR")!, timing: .then)
        let onlyExpenses = try x.converted(j, include: { p, _ in j.accounts.name(p.account).hasPrefix("Expenses") }, valueDay: { $0.date }).get()
        let amounts = onlyExpenses.postings.map { "\($0.quantity) \(onlyExpenses.commodities.symbol($0.commodity))" }
        #expect(amounts == ["9.00 EUR", "1.20 EUR", "-10.20 EUR", "8.00 EUR", "-10.00 USD"])
        #expect(x.ratesUsed.count == 3)
    }

    @Test("--value end values on the period's last day")
    func valueEnd() {
        let j = Self.journal
        let x = Exchange(journal: j, target: j.commodities.lookup("EUR")!, timing: .end)
        let end = Day(year: 2026, month: 3, day: 1)!
        #expect(x.valueDay(Day(year: 2026, month: 1, day: 10)!, periodEnd: end) == Day(year: 2026, month: 2, day: 28)!)
    }
}
