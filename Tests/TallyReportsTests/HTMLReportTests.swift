import Testing
import TallyEngine
import TallyLocale
@testable import TallyReports
import TallyTestSupport
import TallyValues

@Suite("HTML report")
struct HTMLReportTests {
    static let journal = loadJournal("""
    category Expenses:Food  name:"Food <& drinks>" color:#34C759 icon:🍜
    category Expenses:Rent  name:"Rent" color:#5856D6
    2026-02-01 Pay
        Assets:Bank       1000.00 USD
        Income:Salary
    2026-03-01 Pay
        Assets:Bank       1000.00 USD
        Income:Salary
    2026-03-02 Rent
        Expenses:Rent      600.00 USD
        Assets:Bank
    2026-03-05 Market
        Expenses:Food      150.00 USD
        Assets:Bank
    2026-03-06 Hardware
        Expenses:Home       50.00 USD
        Assets:Bank

    """)

    static func page(budgets: [ProgressItem] = [], goals: [ProgressItem] = []) -> String {
        let j = journal
        let tree = CategoryTree(journal: j)
        let usd = j.commodities.lookup("USD")!
        let span = DateSpan(start: Day(year: 2026, month: 3, day: 1), end: Day(year: 2026, month: 4, day: 1))
        let previous = SummaryReport.previous(span)
        var q = ReportQuery(today: reportToday)
        q.span = DateSpan(start: previous.start, end: span.end)
        let flow = Flow(journal: j, query: q, spans: [previous, span], currency: usd, tree: tree)
        let summary = SummaryReport(flow: flow, balances: SummaryReport.balances(j, query: q, end: span.end, currency: usd), tree: tree,
                                    top: 10, today: reportToday, precision: 2, budgets: budgets)
        let months = Flow(journal: j, query: q, spans: CalendarPeriods.periods(covering: q.span, interval: .monthly), currency: usd, tree: tree).periods
        let report = HTMLReport(title: "Test <page>", sources: ["main.journal"], summary: summary, months: months,
                                budgets: budgets, goals: goals, generated: reportToday, version: "0.0.0")
        return String(decoding: report.html(j), as: UTF8.self)
    }

    @Test("one file: no scripts, no links, nothing fetched")
    func selfContained() {
        let html = Self.page()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for banned in ["<script", "http://", "https://", "src=", "<link", "@import", "url("] {
            #expect(!html.contains(banned), "page contains \(banned)")
        }
        #expect(html == Self.page(), "the same input gives the same bytes")
    }

    @Test("text is escaped")
    func escaping() {
        let html = Self.page()
        #expect(html.contains("Food &lt;&amp; drinks&gt;"))
        #expect(html.contains("<h1>Test &lt;page&gt;</h1>"))
        #expect(!html.contains("<page>"))
    }

    @Test("the donut's slices are the categories' shares in their colors, adding up to 100")
    func donut() {
        let html = Self.page()
        // 600 + 150 + 50 = 800 spent: 75%, 18.75%, and the rest (6.25%).
        #expect(html.contains("stroke=\"#5856D6\" stroke-width=\"6.5\" stroke-dasharray=\"75 25\" stroke-dashoffset=\"25\""))
        #expect(html.contains("stroke=\"#34C759\" stroke-width=\"6.5\" stroke-dasharray=\"18.75 81.25\" stroke-dashoffset=\"-50\""))
        // Home declares no color: the first palette color.
        #expect(html.contains("stroke=\"#4E79A7\" stroke-width=\"6.5\" stroke-dasharray=\"6.25 93.75\" stroke-dashoffset=\"-68.75\""))
        #expect(html.contains("🍜 Food &lt;&amp; drinks&gt;"))
    }

    @Test("monthly bars scale to a round axis, labelled in compact amounts, in a wide and a narrow chart")
    func bars() {
        let html = Self.page()
        // Largest month: 1000 income; a quarter is 250, so the axis runs to 1000 in steps of 250.
        for label in ["$0", "$250", "$500", "$750", "$1K"] { #expect(html.contains(">\(label)</text>"), "\(label)") }
        // The wide plot is 206 px high: 1000 income fills it, 800 spent is 164.8 px; the narrow one 179 and 143.2.
        #expect(html.contains("height=\"206\" rx=\"2\" fill=\"#30A46C\"><title>Mar Income: 1000.00 USD</title>"))
        #expect(html.contains("height=\"164.8\" rx=\"2\" fill=\"#E5484D\"><title>Mar Spending: 800.00 USD</title>"))
        #expect(html.contains("height=\"179\" rx=\"2\" fill=\"#30A46C\"><title>Mar Income: 1000.00 USD</title>"))
        #expect(html.contains("height=\"143.2\" rx=\"2\" fill=\"#E5484D\"><title>Mar Spending: 800.00 USD</title>"))
        #expect(html.contains("<title>Feb Spending: 0.00 USD</title>"))
        #expect(html.contains("<svg class=\"bars wide\" viewBox=\"0 0 640 260\""))
        #expect(html.contains("<svg class=\"bars narrow\" viewBox=\"0 0 360 230\""))
    }

    @Test("the y axis leaves room for its widest label")
    func axisMargin() throws {
        let months = [HTMLCharts.MonthBar(label: "Mar", year: "2026", income: Quantity(20_000_000_000), expenses: Quantity(5_000_000))]
        for long in ["20.000.000.000 VND", "２０億ウォン"] {
            let svg = HTMLCharts.monthBars(months, layout: .narrow, caption: "c", label: { _ in long }, exact: { $0.description },
                                           incomeColor: "#000000", expenseColor: "#FFFFFF", names: ("i", "s"))
            // An end-anchored label at x spans [x - width, x]: it must start at 0 or after.
            let x = try #require(svg.firstRange(of: "<text x=\"").map { svg[$0.upperBound...].prefix { $0 != "\"" } }.flatMap { Int($0) })
            #expect(x >= HTMLCharts.textWidth(long, fontSize: 11), "\(long): x \(x)")
            // Half the font size a column at least: a wide (CJK) character is 1 em.
            #expect(HTMLCharts.textWidth(long, fontSize: 11) * 2 >= DisplayWidth.of(long) * 11)
        }
        // As wide as DejaVu Sans draws them (29.9 px and 36.2 px at 12 px), the widest of the usual fonts.
        #expect(HTMLCharts.textWidth("₩1M", fontSize: 12) >= 30)
        #expect(HTMLCharts.textWidth("-1.288.000", fontSize: 12) >= 37)
    }

    @Test("a month the period's edge cuts is marked, with a footnote in the page's language")
    func partialMonths() {
        let span = DateSpan(start: Day(year: 2026, month: 3, day: 10), end: Day(year: 2026, month: 5, day: 1))
        #expect(PeriodText.daysInside(DateSpan(start: Day(year: 2026, month: 3, day: 1), end: Day(year: 2026, month: 4, day: 1)), of: span)! == (22, 31))
        #expect(PeriodText.daysInside(DateSpan(start: Day(year: 2026, month: 4, day: 1), end: Day(year: 2026, month: 5, day: 1)), of: span) == nil)
        let march = DateSpan(start: Day(year: 2026, month: 3, day: 1), end: Day(year: 2026, month: 4, day: 1))
        #expect(PeriodText.partialNote(march, of: span, .english) == "* 2026-03: 22 days of 31 days inside the period")
        #expect(PeriodText.partialNote(march, of: span, Messages(.vi)) == "* Tháng 3/2026: chỉ 22 ngày trên 31 ngày nằm trong kỳ")
    }

    @Test("the donut's centre shrinks its text to fit the hole")
    func donutCentre() {
        #expect(HTMLCharts.centerFontSize("$800") == "4.6")
        // 9 columns: 22 / (0.62 × 9) = 3.9.
        #expect(HTMLCharts.centerFontSize("12,5 tr ₫") == "4.6")
        // 8.47 em wide: 22 / 8.47 = 2.5.
        #expect(HTMLCharts.centerFontSize("1.234.567,89 zł") == "2.5")
    }

    @Test("budgets and goals appear as progress bars only when given")
    func progress() {
        let usd = Self.journal.commodities.lookup("USD")!
        #expect(!Self.page().contains("<h2>Budgets</h2>"))
        #expect(!Self.page().contains("<h2>Goals</h2>"))
        let html = Self.page(budgets: [
            ProgressItem(label: "Food", current: d("150.00"), target: d("400"), commodity: usd, color: "#34C759", detail: "2026-03"),
            ProgressItem(label: "Rent", current: d("600.00"), target: d("500"), commodity: usd, color: "#5856D6"),
        ], goals: [
            ProgressItem(label: "Bike", current: d("300"), target: d("1200"), commodity: usd, color: nil, detail: "by 2026-12-31"),
        ])
        #expect(html.contains("<h2>Budgets</h2>"))
        #expect(html.contains("150.00 USD spent of 400.00 USD · <b>37%</b>"))
        #expect(html.contains("width:37%;background:#34C759"))
        // Over the limit: a full bar in the spending red, the percent flagged.
        #expect(html.contains("600.00 USD spent of 500.00 USD · <b class=\"bad\">120%</b>"))
        #expect(html.contains("width:100%;background:#E5484D"))
        #expect(html.contains("<h2>Goals</h2>"))
        #expect(html.contains("Bike <span class=\"muted\">by 2026-12-31</span>"))
        #expect(html.contains("300.00 USD saved of 1200.00 USD · <b>25%</b>"))
        #expect(html.contains("width:25%;background:#0A84FF"))
    }

    @Test("every threshold a budget has reached gives its percentage a class; those under 100% are ticks on its bar")
    func thresholds() {
        let usd = Self.journal.commodities.lookup("USD")!
        var food = ProgressItem(label: "Food", current: d("324.00"), target: d("400"), commodity: usd, color: "#34C759")
        food.thresholds = [(Quantity(50), true), (Quantity(units: 755, scale: 1), true), (Quantity(80), true), (Quantity(100), false)]
        var rent = ProgressItem(label: "Rent", current: d("600.00"), target: d("500"), commodity: usd)
        rent.thresholds = [(Quantity(90), true), (Quantity(100), true)]
        var fuel = ProgressItem(label: "Fuel", current: d("10.00"), target: d("500"), commodity: usd)
        fuel.thresholds = [(Quantity(80), false), (Quantity(100), false)]
        let html = Self.page(budgets: [food, rent, fuel])
        // 81%: past 50, 75.5 and 80, not 100.
        #expect(html.contains("324.00 USD spent of 400.00 USD · <b class=\"warn warn-50 warn-75_5 warn-80\">81%</b>"))
        #expect(html.contains("<i class=\"tick warn\" style=\"left:75.5%\" title=\"threshold 75.5%\"></i>"))
        #expect(html.contains("600.00 USD spent of 500.00 USD · <b class=\"warn warn-90 warn-100 bad\">120%</b>"))
        #expect(html.contains("10.00 USD spent of 500.00 USD · <b>2%</b>"))
        #expect(html.contains("<i class=\"tick\" style=\"left:80%\" title=\"threshold 80%\"></i>"))
        // The classes are styled, in both themes (the colors are custom properties of each).
        #expect(HTMLTheme.css.contains(".progress b.warn{color:var(--warn)"))
        #expect(HTMLTheme.css.contains(".progress b.bad{color:var(--bad)"))
    }

    @Test("summary figures and balances")
    func figures() {
        let html = Self.page()
        #expect(html.contains("<div class=\"label\">Income</div><div class=\"value\">1000.00 USD</div>"))
        #expect(html.contains("<div class=\"label\">Spending</div><div class=\"value\">800.00 USD</div>"))
        #expect(html.contains("<div class=\"label\">Savings rate</div><div class=\"value\">20.0%</div>"))
        #expect(html.contains("<td>Assets:Bank</td><td class=\"num\">1200.00 USD</td>"))
    }
}

@Suite("summary with budgets")
struct SummaryBudgetTests {
    @Test("one line per budget with percent used and a progress bar; none without budgets")
    func budgets() {
        let j = HTMLReportTests.journal
        let tree = CategoryTree(journal: j)
        let usd = j.commodities.lookup("USD")!
        let span = DateSpan(start: Day(year: 2026, month: 3, day: 1), end: Day(year: 2026, month: 4, day: 1))
        var q = ReportQuery(today: reportToday)
        q.span = DateSpan(start: SummaryReport.previous(span).start, end: span.end)
        let flow = Flow(journal: j, query: q, spans: [SummaryReport.previous(span), span], currency: usd, tree: tree)
        func text(_ budgets: [ProgressItem]) -> [String] {
            let report = SummaryReport(flow: flow, balances: [], tree: tree, top: 5, today: reportToday, precision: 2, budgets: budgets)
            return String(decoding: report.text(j, style: TextStyle(width: 80), ascii: true), as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(!text([]).contains("Budgets"))
        let lines = text([
            ProgressItem(label: "Food", current: d("150.00"), target: d("400"), commodity: usd),
            ProgressItem(label: "Rent", current: d("600.00"), target: d("500"), commodity: usd),
        ])
        let start = lines.firstIndex(of: "Budgets")!
        // 150 of 400 is 37.5%, shown as 37% (cut toward zero, as `tally budget`
        // shows it); the bar fills the same share of its width.
        let food = lines[start + 1], rent = lines[start + 2]
        #expect(food.hasPrefix("  Food "))
        #expect(food.contains(" 150.00 USD of 400.00 USD     37%  "))
        let foodBar = food.split(separator: " ").last.map(String.init) ?? ""
        let width = foodBar.count
        #expect(width >= 10)
        #expect(foodBar == String(repeating: "#", count: Bars.scaled(d("150"), of: d("400"), steps: width)) + String(repeating: ".", count: width - Bars.scaled(d("150"), of: d("400"), steps: width)))
        // Past the limit: a full bar.
        #expect(rent.hasSuffix(" 600.00 USD of 500.00 USD    120%  " + String(repeating: "#", count: width)))
    }
}
