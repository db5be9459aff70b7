import TallyEngine
import TallyValues

/// One self-contained HTML page: the summary figures, a donut of spending
/// by category in the categories' colors, income and spending by month,
/// budget progress and goals, and balances. Inline CSS and SVG only: no
/// scripts, fonts or images from anywhere, so it opens offline and can be
/// mailed as one file.
package struct HTMLReport {
    package var title: String
    /// The journal files, for the header.
    package var sources: [String]
    package var summary: SummaryReport
    /// Income and spending per month of the period.
    package var months: [Flow.Period]
    package var budgets: [ProgressItem]
    package var goals: [ProgressItem]
    package var generated: Day
    package var version: String
    /// The day the goals' progress is measured on, said in their heading.
    package var goalsDay: Day?
    /// The donut's slices and their sum.
    let slices: [HTMLCharts.Slice]
    let sliceTotal: Quantity
    /// The first sum that left the range of exact amounts.
    package private(set) var overflow: SumOverflow?

    package init(title: String, sources: [String], summary: SummaryReport, months: [Flow.Period], budgets: [ProgressItem],
                goals: [ProgressItem], generated: Day, version: String, goalsDay: Day? = nil) {
        self.goalsDay = goalsDay
        self.title = title
        self.sources = sources
        self.summary = summary
        self.months = months
        self.budgets = budgets
        self.goals = goals
        self.generated = generated
        self.version = version
        let (slices, total) = Self.slices(summary)
        self.slices = slices
        sliceTotal = total.value
        overflow = summary.overflow
        overflow.note(total.labelled(commodity: summary.currency))
    }

    static let incomeColor = "#30A46C"
    static let expenseColor = "#E5484D"

    package func html(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        let c = summary.currency
        func money(_ q: Quantity) -> String { HTMLText.escape(f.string(q, c)) }
        var h = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="tally \(HTMLText.escape(version))">
        <title>\(HTMLText.escape(title)) · \(HTMLText.escape(PeriodText.name(summary.span)))</title>
        <style>\(Self.css)</style>
        </head>
        <body>
        <main>
        <header>
        <h1>\(HTMLText.escape(title))</h1>
        <p class="sub">\(HTMLText.escape(PeriodText.name(summary.span))) · \(HTMLText.escape(summary.comparisonText)) · amounts in \(HTMLText.escape(journal.commodities.symbol(c)))</p>
        </header>

        """
        h += "<section class=\"cards\">\n"
        h += card("Income", money(summary.current.income), change(summary.incomeChange, f, c, goodWhenUp: true))
        h += card("Spending", money(summary.current.expenses), change(summary.expensesChange, f, c, goodWhenUp: false))
        h += card("Net", money(summary.current.net), change(summary.netChange, f, c, goodWhenUp: true))
        h += card("Savings rate", HTMLText.escape(Percent.text(summary.current.savingsRate)),
                  "<span class=\"muted\">was \(HTMLText.escape(Percent.text(summary.previous.savingsRate)))</span>")
        h += "</section>\n"
        if let a = summary.averages {
            h += "<p class=\"averages\">Average spending over \(a.days) day\(a.days == 1 ? "" : "s"), \(HTMLText.escape(SummaryReport.range(a.span))): "
            h += "<b>\(money(a.perDay))</b> a day · <b>\(money(a.perWeek))</b> a week · <b>\(money(a.perMonth))</b> a month</p>\n"
        }
        h += categorySection(journal, f)
        h += monthSection(journal)
        if !budgets.isEmpty { h += progressSection("Budgets", budgets, journal, f, verb: "spent of") }
        if !goals.isEmpty { h += progressSection(goalsDay.map { "Goals on \($0)" } ?? "Goals", goals, journal, f, verb: "saved of") }
        h += balanceSection(journal, f)
        h += "<footer>Made by tally \(HTMLText.escape(version)) on \(generated) from \(sources.map(HTMLText.escape).joined(separator: ", ")).</footer>\n"
        h += "</main>\n</body>\n</html>\n"
        return Array(h.utf8)
    }

    private func card(_ label: String, _ value: String, _ note: String) -> String {
        "<div class=\"card\"><div class=\"label\">\(label)</div><div class=\"value\">\(value)</div><div class=\"note\">\(note)</div></div>\n"
    }

    private func change(_ ch: SummaryReport.Change, _ f: AmountFormatter, _ c: CommodityID, goodWhenUp: Bool) -> String {
        let good = ch.amount.signum == 0 ? "muted" : ((ch.amount.signum > 0) == goodWhenUp ? "good" : "bad")
        let sign = ch.amount.signum > 0 ? "+" : ""
        let pct = ch.percent.map { " (" + Percent.text($0, sign: true) + ")" } ?? ""
        return "<span class=\"\(good)\">\(sign)\(HTMLText.escape(f.string(ch.amount, c)))\(HTMLText.escape(pct))</span> <span class=\"muted\">vs before</span>"
    }

    /// Slices in the categories' colors; undeclared ones take palette
    /// colors in order; past eight categories the rest share one gray slice.
    /// The slices and the total of all of them (the donut's whole).
    static func slices(_ summary: SummaryReport) -> ([HTMLCharts.Slice], Total) {
        var palette = HTMLText.palette.makeIterator()
        let positive = summary.topCategories.filter { $0.amount.signum > 0 }
        var result = positive.prefix(8).map { cat in
            HTMLCharts.Slice(label: cat.label, amount: cat.amount, color: HTMLText.color(cat.color) ?? palette.next() ?? "#8E8E93")
        }
        var rest = Total(sum: positive.dropFirst(8).map(\.amount))
        if summary.otherCategories.amount.signum > 0 { rest.add(summary.otherCategories.amount) }
        if rest.value.signum > 0 { result.append(HTMLCharts.Slice(label: "Other", amount: rest.value, color: "#C7C7CC")) }
        var total = Total(sum: positive.prefix(8).map(\.amount))
        total.add(rest)
        return (result, total)
    }

    private func categorySection(_ journal: Journal, _ f: AmountFormatter) -> String {
        let c = summary.currency
        var h = "<section>\n<h2>Spending by category</h2>\n"
        let s = slices
        if s.isEmpty { return h + "<p class=\"muted\">Nothing was spent in this period.</p>\n</section>\n" }
        let icons = Dictionary(summary.topCategories.map { ($0.label, $0.icon ?? "") }, uniquingKeysWith: { a, _ in a })
        h += "<div class=\"split\">\n"
        h += HTMLCharts.donut(s, total: sliceTotal, center: HTMLText.compact(summary.current.expenses, c, journal.commodities), caption: "Spending by category") + "\n"
        h += "<table class=\"legend\">\n"
        for slice in s {
            let share = Percent.text(Percent.of(slice.amount, summary.current.expenses))
            let icon = icons[slice.label].map { $0.isEmpty ? "" : HTMLText.escape($0) + " " } ?? ""
            h += "<tr><td><span class=\"swatch\" style=\"background:\(slice.color)\"></span></td><td>\(icon)\(HTMLText.escape(slice.label))</td>"
            h += "<td class=\"num\">\(HTMLText.escape(f.string(slice.amount, c)))</td><td class=\"num muted\">\(HTMLText.escape(share))</td></tr>\n"
        }
        h += "</table>\n</div>\n</section>\n"
        return h
    }

    private func monthSection(_ journal: Journal) -> String {
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var previousYear: Int?
        let bars = months.compactMap { p -> HTMLCharts.MonthBar? in
            guard let s = p.span.start else { return nil }
            let year = s.year != previousYear ? String(s.year) : nil
            previousYear = s.year
            return HTMLCharts.MonthBar(label: names[s.month - 1], year: year, income: p.income, expenses: p.expenses)
        }
        var h = "<section>\n<h2>Income and spending by month</h2>\n"
        h += "<p class=\"key\"><span class=\"swatch\" style=\"background:\(Self.incomeColor)\"></span> Income "
        h += "<span class=\"swatch\" style=\"background:\(Self.expenseColor)\"></span> Spending</p>\n"
        h += HTMLCharts.monthBars(bars, currency: summary.currency, commodities: journal.commodities,
                                  incomeColor: Self.incomeColor, expenseColor: Self.expenseColor) + "\n"
        return h + "</section>\n"
    }

    private func progressSection(_ title: String, _ items: [ProgressItem], _ journal: Journal, _ f: AmountFormatter, verb: String) -> String {
        var h = "<section>\n<h2>\(title)</h2>\n<div class=\"progress-list\">\n"
        for item in items {
            // No percent (a target of zero) draws an empty bar.
            let width = item.percent.map { min(max($0, Quantity.zero), Quantity(100)) } ?? Quantity(0)
            let over = item.current > item.target
            let color = over ? Self.expenseColor : (HTMLText.color(item.color) ?? "#0A84FF")
            h += "<div class=\"progress\"><div class=\"row\"><span>\(HTMLText.escape(item.label))"
            if let d = item.detail { h += " <span class=\"muted\">\(HTMLText.escape(d))</span>" }
            h += "</span><span>\(HTMLText.escape(f.string(item.current, item.commodity))) \(verb) \(HTMLText.escape(f.string(item.target, item.commodity)))"
            h += " · <b class=\"\(over ? "bad" : "")\">\(HTMLText.escape(Percent.text(item.percent)))</b></span></div>"
            h += "<div class=\"track\"><div class=\"fill\" style=\"width:\(HTMLText.number(width))%;background:\(color)\"></div></div></div>\n"
        }
        return h + "</div>\n</section>\n"
    }

    private func balanceSection(_ journal: Journal, _ f: AmountFormatter) -> String {
        let c = summary.currency
        var h = "<section>\n<h2>Balances on \(summary.span.end.map { $0.adding(days: -1).description } ?? "")</h2>\n<table class=\"balances\">\n"
        for b in summary.balances {
            h += "<tr><td>\(HTMLText.escape(journal.accounts.name(b.account)))</td>"
            h += "<td class=\"num\(b.amount.isNegative ? " bad" : "")\">\(HTMLText.escape(f.string(b.amount, c)))</td></tr>\n"
        }
        h += "<tr class=\"total\"><td>Net worth</td><td class=\"num\">\(HTMLText.escape(f.string(summary.netWorth, c)))</td></tr>\n"
        return h + "</table>\n</section>\n"
    }

    static let css = """
    :root{--ink:#1c1c1e;--muted:#6e6e73;--line:#e5e5ea;--card:#f7f7f9}
    *{box-sizing:border-box}
    body{margin:0;background:#fff;color:var(--ink);font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif}
    main{max-width:920px;margin:0 auto;padding:28px 24px 40px}
    h1{font-size:26px;margin:0}
    h2{font-size:17px;margin:0 0 12px}
    .sub,.muted,footer{color:var(--muted)}
    .sub{margin:4px 0 20px}
    section{margin:0 0 26px}
    .cards{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}
    .card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px 14px}
    .card .label{color:var(--muted);font-size:13px}
    .card .value{font-size:22px;font-weight:600;margin:2px 0;font-variant-numeric:tabular-nums}
    .card .note{font-size:12px}
    .good{color:#1f8a4c}.bad{color:#d1242f}
    .averages{margin:-10px 0 26px;color:var(--muted)}
    .averages b{color:var(--ink);font-variant-numeric:tabular-nums}
    .split{display:flex;gap:28px;align-items:center}
    .donut{width:240px;height:240px;flex:none}
    .donut-total{font-size:4.6px;font-weight:600;text-anchor:middle;fill:var(--ink)}
    .donut-label{font-size:2.8px;text-anchor:middle;fill:var(--muted)}
    table{border-collapse:collapse}
    .legend{flex:1}
    .legend td:first-child{width:1%;padding-right:0}
    .legend td,.balances td{padding:4px 8px;border-bottom:1px solid var(--line)}
    .num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
    .swatch{display:inline-block;width:12px;height:12px;border-radius:3px;vertical-align:-1px}
    .key{margin:-4px 0 6px;font-size:13px;color:var(--muted)}
    .key .swatch{margin-left:10px}
    .bars{width:100%;height:auto}
    .bars .grid{stroke:var(--line);stroke-width:1}
    .bars .axis{font-size:12px;fill:var(--muted)}
    .bars .year{font-size:11px}
    .progress{margin:0 0 12px}
    .progress .row{display:flex;justify-content:space-between;font-size:14px;margin-bottom:4px}
    .track{height:10px;background:#ececef;border-radius:5px;overflow:hidden}
    .fill{height:100%;border-radius:5px}
    .balances{width:100%}
    .balances .total td{font-weight:600;border-bottom:none}
    footer{font-size:12px;border-top:1px solid var(--line);padding-top:10px}
    @media (max-width:640px){.cards{grid-template-columns:repeat(2,1fr)}.split{flex-direction:column}}
    """
}
