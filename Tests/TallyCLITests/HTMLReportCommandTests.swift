import Testing
import TallyCLITestSupport
import TallyTestSupport
import TallyEngine
import TallyValues

/// `tally report --html` from the command line: the chart's months, the
/// budget period shown, the reader's language in words and compact amounts.
@Suite("report --html")
struct HTMLReportCommandTests {
    static let journal = """
    decimal-mark ,
    commodity 1.000.000 VND
    category Expenses:Food  name:"Ăn uống" color:#FF9500
    budget Expenses:Food  3.000.000 VND monthly

    2026-09-01 Lương
        Assets:Bank    15.000.000 VND
        Income:Salary
    2026-09-05 Chợ
        Expenses:Food   2.450.000 VND
        Assets:Bank
    2026-11-03 Chợ
        Expenses:Food   1.250.000 VND
        Assets:Bank

    """

    func page(_ environment: [String: String] = [:]) throws -> String {
        let path = Files.temporaryDirectory() + "/main.journal"
        Files.write(path, Self.journal)
        let r = Harness.run(["report", "-f", path, "--html", "-"], environment: environment)
        try #require(r.status == 0, "\(r.stderr)")
        return r.stdout
    }

    /// The month labels of the wide chart, in order.
    func months(_ html: String) -> [String] {
        guard let start = html.firstRange(of: "<svg class=\"bars wide\""), let end = html[start.upperBound...].firstRange(of: "</svg>") else { return [] }
        return html[start.upperBound..<end.lowerBound].split(separator: "text-anchor=\"middle\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test("the chart starts at the journal's first month, not January, and ends at this month")
    func months() throws {
        // Today is 2026-11-21: September to November, with the year under September.
        #expect(months(try page()) == ["Sep", "2026", "Oct", "Nov"])
    }

    @Test("budgets show the period that holds today")
    func budgetPeriod() throws {
        let html = try page()
        #expect(html.contains("Ăn uống <span class=\"muted\">2026-11</span></span><span>1.250.000 VND spent of 3.000.000 VND"), "\(html)")
    }

    @Test("in the reader's language: words, month names and compact amounts")
    func language() throws {
        let html = try page(["LANG": "vi_VN.UTF-8"])
        #expect(html.contains("<html lang=\"vi\">"))
        #expect(months(html) == ["thg 9", "2026", "thg 10", "thg 11"])
        // Spending 3.700.000 VND this year: 3,7 tr in the donut; the axis in steps of 5 tr.
        #expect(html.contains(">3,7 tr ₫</text>"), "\(html)")
        #expect(html.contains(">5 tr ₫</text>"))
        #expect(html.contains("<h2>Chi tiêu theo danh mục</h2>"))
        let english = try page()
        #expect(english.contains(">3,7M ₫</text>"))
        #expect(english.contains("<h1>Tally report: main.journal</h1>"))
    }

    @Test("--lang chooses the language over the environment")
    func langOption() throws {
        let path = Files.temporaryDirectory() + "/main.journal"
        Files.write(path, Self.journal)
        let r = Harness.run(["report", "-f", path, "--html", "-", "--lang", "ko"], environment: ["LANG": "pl_PL.UTF-8"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("<html lang=\"ko\">"))
        #expect(months(r.stdout) == ["9월", "2026", "10월", "11월"])
        // 3.700.000 VND spent: 370만, with the commodity's own decimal mark.
        #expect(r.stdout.contains(">370만 ₫</text>"), "\(r.stdout)")
    }

    @Test("a month the period cuts is starred, in the page's language, with trend's footnote under the chart")
    func partialMonths() throws {
        let path = Files.temporaryDirectory() + "/main.journal"
        Files.write(path, Self.journal)
        let r = Harness.run(["report", "-f", path, "--html", "-", "-p", "2026-09-15..2026-12-01"], environment: ["LANG": "pl_PL.UTF-8"])
        try #require(r.status == 0, "\(r.stderr)")
        #expect(months(r.stdout) == ["wrz*", "2026", "paź", "lis"], "\(months(r.stdout))")
        let trend = Harness.run(["trend", "-f", path, "-p", "2026-09-15..2026-12-01"], environment: ["LANG": "pl_PL.UTF-8"])
        let note = try #require(trend.stdout.split(separator: "\n").last.map(String.init))
        #expect(note.hasPrefix("* wrzesień 2026: tylko 16 dni z 30 dni"), "\(trend.stdout)")
        #expect(r.stdout.contains("<p class=\"partial\">\(note)</p>"), "\(r.stdout)")
    }

    @Test("the fonts fall back to CJK and emoji fonts before sans-serif")
    func fonts() throws {
        let html = try page()
        #expect(html.contains("font:15px/1.45 system-ui,"))
        for font in ["\"Noto Sans CJK SC\"", "\"Noto Sans CJK KR\"", "\"Noto Color Emoji\"", "\"Apple Color Emoji\"", "\"Segoe UI Emoji\""] {
            let at = try #require(html.firstRange(of: font), "\(font)")
            #expect(html[at.upperBound...].hasPrefix(",") && html[at.upperBound...].contains("sans-serif}"), "\(font)")
        }
    }

    @Test("refund categories are rows of the donut's legend, marked, and the rows add up to the centre")
    func refunds() throws {
        let r = Harness.run(["report", "-f", Harness.repositoryRoot + "/Tests/Browser/refunds.ledger", "-p", "2026-11", "--html", "-"],
                            environment: ["LANG": "vi_VN.UTF-8"])
        try #require(r.status == 0, "\(r.stderr)")
        let html = r.stdout
        func amounts(after marker: String) -> [Quantity] {
            html.split(separator: marker).dropFirst().compactMap { Quantity(plainDecimal: $0.prefix { $0 != "\"" }) }
        }
        let rows = amounts(after: "<tr data-amount=\"") + amounts(after: "<tr class=\"refund\" data-amount=\"")
        let centre = try #require(amounts(after: "class=\"donut-total\" data-amount=\"").first)
        #expect(rows.count == 5)
        #expect(Total(sum: rows).value == centre, "\(rows) \(centre)")
        #expect(centre == Quantity(2_287_000))
        #expect(html.contains("<td>🛍️ Mua sắm</td><td class=\"num\">-1.288.000 VND</td><td class=\"num muted\">hoàn tiền</td>"), "\(html)")
        #expect(html.contains("<tr class=\"total\"><td></td><td>Chi tiêu trừ hoàn tiền</td><td class=\"num\">2.287.000 VND</td>"))
        // The ring is what was spent before refunds: 3.000.000 + 2.025.000 + 450.000.
        #expect(html.contains("<td class=\"num\">3.000.000 VND</td><td class=\"num muted\">54,8%</td>"))
        // The food budget at 81% is past its 80% threshold.
        #expect(html.contains("<b class=\"warn warn-80\">81%</b>"))
    }

    @Test("one file: no script, nothing fetched")
    func selfContained() throws {
        for html in [try page(), try page(["LANG": "ko_KR.UTF-8"])] {
            for banned in ["http://", "https://", "<script", "src="] { #expect(!html.contains(banned), "\(banned)") }
        }
    }
}
