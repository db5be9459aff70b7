import TallyEngine
import TallyLocale
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
    /// The donut's slices (categories with more spent than refunded) and
    /// their sum, the ring's whole.
    let slices: [HTMLCharts.Slice]
    let sliceTotal: Quantity
    /// Categories whose refunds outweigh their spending, negative: listed
    /// under the ring's slices in the legend, not drawn in the ring.
    let refunds: [HTMLCharts.Slice]
    /// The first sum that left the range of exact amounts.
    package private(set) var overflow: SumOverflow?
    /// The page's words, month names and compact amounts.
    package var messages: Messages

    package init(title: String, sources: [String], summary: SummaryReport, months: [Flow.Period], budgets: [ProgressItem],
                goals: [ProgressItem], generated: Day, version: String, goalsDay: Day? = nil, messages: Messages = .english) {
        self.goalsDay = goalsDay
        self.messages = messages
        self.title = title
        self.sources = sources
        self.summary = summary
        self.months = months
        self.budgets = budgets
        self.goals = goals
        self.generated = generated
        self.version = version
        let (slices, refunds, total) = Self.slices(summary, other: messages[.other])
        self.slices = slices
        self.refunds = refunds
        sliceTotal = total.value
        overflow = summary.overflow
        overflow.note(total.labelled(commodity: summary.currency))
    }

    static let incomeColor = "#30A46C"
    static let expenseColor = "#E5484D"

    package func html(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        let c = summary.currency
        let m = messages
        func money(_ q: Quantity) -> String { HTMLText.escape(f.string(q, c)) }
        let period = HTMLText.escape(PeriodText.name(summary.span, m))
        var h = """
        <!DOCTYPE html>
        <html lang="\(m.tag)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="tally \(HTMLText.escape(version))">
        <title>\(HTMLText.escape(title)) · \(period)</title>
        <style>\(HTMLTheme.css)</style>
        </head>
        <body>
        <main>
        <header>
        <h1>\(HTMLText.escape(title))</h1>
        <p class="sub">\(period) · \(HTMLText.escape(summary.comparisonText(m))) · \(HTMLText.escape(summary.valuationNote.map { $0.text(journal, m) } ?? m.text(.amountsIn, journal.commodities.symbol(c))))</p>
        </header>

        """
        h += "<section class=\"cards\">\n"
        h += card(m[.income], money(summary.current.income), change(summary.incomeChange, f, c, goodWhenUp: true))
        h += card(m[.spending], money(summary.current.expenses), change(summary.expensesChange, f, c, goodWhenUp: false))
        h += card(m[.net], money(summary.current.net), change(summary.netChange, f, c, goodWhenUp: true))
        h += card(m[.savingsRate], HTMLText.escape(Percent.text(summary.current.savingsRate, m)),
                  "<span class=\"muted\">\(HTMLText.escape(m.text(.wasValue, Percent.text(summary.previous.savingsRate, m))))</span>")
        h += "</section>\n"
        if let a = summary.averages {
            h += "<p class=\"averages\">\(HTMLText.escape(m.text(.averageSpendingOver, m.count(a.days, .days), SummaryReport.range(a.span, m)))): "
            h += "<b>\(money(a.perDay))</b> \(HTMLText.escape(m[.aDay])) · <b>\(money(a.perWeek))</b> \(HTMLText.escape(m[.aWeek]))"
            h += " · <b>\(money(a.perMonth))</b> \(HTMLText.escape(m[.aMonth]))</p>\n"
        }
        h += categorySection(journal, f)
        h += monthSection(journal)
        if !budgets.isEmpty { h += progressSection(m[.budgetsHeading], budgets, f, template: .spentOfTarget) }
        if !goals.isEmpty { h += progressSection(goalsDay.map { m.text(.goalsOn, $0.description) } ?? m[.goalsHeading], goals, f, template: .savedOfTarget) }
        h += balanceSection(journal, f)
        let made = m.text(.madeBy, version, generated.description, sources.joined(separator: ", "))
        h += "<footer>\(HTMLText.escape(made))</footer>\n"
        h += "</main>\n</body>\n</html>\n"
        return Array(h.utf8)
    }

    private func card(_ label: String, _ value: String, _ note: String) -> String {
        "<div class=\"card\"><div class=\"label\">\(label)</div><div class=\"value\">\(value)</div><div class=\"note\">\(note)</div></div>\n"
    }

    private func change(_ ch: SummaryReport.Change, _ f: AmountFormatter, _ c: CommodityID, goodWhenUp: Bool) -> String {
        let good = ch.amount.signum == 0 ? "muted" : ((ch.amount.signum > 0) == goodWhenUp ? "good" : "bad")
        let sign = ch.amount.signum > 0 ? "+" : ""
        let pct = ch.percent.map { " (" + Percent.text($0, sign: true, messages) + ")" } ?? ""
        return "<span class=\"\(good)\">\(sign)\(HTMLText.escape(f.string(ch.amount, c)))\(HTMLText.escape(pct))</span> <span class=\"muted\">\(HTMLText.escape(messages[.vsBefore]))</span>"
    }

    /// Slices in the categories' colors; undeclared ones take palette
    /// colors in order; past eight categories the rest share one gray slice.
    /// The ring's slices, the refunds (categories, or the rest, whose net is
    /// negative), and the total of the slices (the ring's whole: spending
    /// before refunds). The slices and the refunds add up to the period's
    /// spending, the donut's centre.
    static func slices(_ summary: SummaryReport, other: String) -> (ring: [HTMLCharts.Slice], refunds: [HTMLCharts.Slice], total: Total) {
        var palette = HTMLText.palette.makeIterator()
        func slice(_ cat: SummaryReport.CategoryLine) -> HTMLCharts.Slice {
            HTMLCharts.Slice(label: cat.label, amount: cat.amount, color: HTMLText.color(cat.color) ?? palette.next() ?? "#8E8E93")
        }
        let positive = summary.topCategories.filter { $0.amount.signum > 0 }
        var result = positive.prefix(8).map(slice)
        var rest = Total(sum: positive.dropFirst(8).map(\.amount))
        if summary.otherCategories.amount.signum > 0 { rest.add(summary.otherCategories.amount) }
        if rest.value.signum > 0 { result.append(HTMLCharts.Slice(label: other, amount: rest.value, color: "#C7C7CC")) }
        var refunds = summary.topCategories.filter { $0.amount.signum < 0 }.sorted { $0.amount < $1.amount }.map(slice)
        if summary.otherCategories.amount.signum < 0 {
            refunds.append(HTMLCharts.Slice(label: other, amount: summary.otherCategories.amount, color: "#C7C7CC"))
        }
        var total = Total(sum: positive.prefix(8).map(\.amount))
        total.add(rest)
        return (result, refunds, total)
    }

    /// The donut of spending by category and its legend. The ring shows
    /// what was spent in each category before refunds; a category whose
    /// refunds outweigh its spending is not a slice but a row of the
    /// legend with its negative amount and the word "refund". The centre
    /// is the period's spending, net of refunds, which the legend's rows
    /// add up to (a last row says so when there are refunds). Shares are
    /// of the ring.
    private func categorySection(_ journal: Journal, _ f: AmountFormatter) -> String {
        let c = summary.currency
        let m = messages
        var h = "<section>\n<h2>\(HTMLText.escape(m[.spendingByCategory]))</h2>\n"
        let s = slices
        if s.isEmpty && refunds.isEmpty { return h + "<p class=\"muted\">\(HTMLText.escape(m[.nothingSpentInPeriod]))</p>\n</section>\n" }
        let icons = Dictionary(summary.topCategories.map { ($0.label, $0.icon ?? "") }, uniquingKeysWith: { a, _ in a })
        h += "<div class=\"split\">\n"
        let spent = summary.current.expenses
        let center = CompactAmount(m.language).text(spent, c, journal.commodities)
        h += HTMLCharts.donut(s, total: sliceTotal, center: center, centerAmount: spent.description, centerLabel: m[.spent],
                              caption: m[.spendingByCategory]) + "\n"
        h += "<table class=\"legend\">\n"
        func row(_ slice: HTMLCharts.Slice, refund: Bool) -> String {
            let icon = icons[slice.label].map { $0.isEmpty ? "" : HTMLText.escape($0) + " " } ?? ""
            let label = summary.topCategories.first { $0.label == slice.label }.map { CategoryTree.shown($0.label, account: $0.account, journal, m) } ?? slice.label
            let swatch = refund ? "<span class=\"swatch hollow\" style=\"border-color:\(slice.color)\"></span>"
                                : "<span class=\"swatch\" style=\"background:\(slice.color)\"></span>"
            let share = refund ? m[.refund] : Percent.text(Percent.of(slice.amount, sliceTotal), m)
            var r = "<tr\(refund ? " class=\"refund\"" : "") data-amount=\"\(slice.amount.description)\"><td>\(swatch)</td><td>\(icon)\(HTMLText.escape(label))</td>"
            r += "<td class=\"num\">\(HTMLText.escape(f.string(slice.amount, c)))</td><td class=\"num muted\">\(HTMLText.escape(share))</td></tr>\n"
            return r
        }
        for slice in s { h += row(slice, refund: false) }
        for slice in refunds { h += row(slice, refund: true) }
        if !refunds.isEmpty {
            h += "<tr class=\"total\"><td></td><td>\(HTMLText.escape(m[.spentLessRefunds]))</td><td class=\"num\">\(HTMLText.escape(f.string(spent, c)))</td><td></td></tr>\n"
        }
        h += "</table>\n</div>\n</section>\n"
        return h
    }

    /// Income and spending by month, each month by its short name in the
    /// page's language; a month the period's edge cuts is marked `*` and
    /// said under the chart, as `trend` does (`PeriodText.partialNote`).
    private func monthSection(_ journal: Journal) -> String {
        let m = messages
        var previousYear: Int?
        let bars = months.compactMap { p -> HTMLCharts.MonthBar? in
            guard let s = p.span.start else { return nil }
            let year = s.year != previousYear ? String(s.year) : nil
            previousYear = s.year
            let mark = PeriodText.daysInside(p.span, of: summary.span) == nil ? "" : "*"
            return HTMLCharts.MonthBar(label: m.month(s.month, short: true) + mark, year: year, income: p.income, expenses: p.expenses)
        }
        let notes = months.compactMap { PeriodText.partialNote($0.span, of: summary.span, m) }
        let caption = m[.incomeAndSpendingByMonth]
        var h = "<section>\n<h2>\(HTMLText.escape(caption))</h2>\n"
        h += "<p class=\"key\"><span><span class=\"swatch\" style=\"background:\(Self.incomeColor)\"></span>\(HTMLText.escape(m[.income]))</span>"
        h += "<span><span class=\"swatch\" style=\"background:\(Self.expenseColor)\"></span>\(HTMLText.escape(m[.spending]))</span></p>\n"
        let compact = CompactAmount(m.language)
        for layout in [HTMLCharts.Layout.wide, .narrow] {
            h += HTMLCharts.monthBars(bars, layout: layout, caption: caption, label: { compact.text($0, summary.currency, journal.commodities) },
                                      exact: { AmountFormatter(journal.commodities).string($0, summary.currency) },
                                      incomeColor: Self.incomeColor, expenseColor: Self.expenseColor,
                                      names: (m[.income], m[.spending])) + "\n"
        }
        for note in notes { h += "<p class=\"partial\">\(HTMLText.escape(note))</p>\n" }
        return h + "</section>\n"
    }

    /// Progress bars. A budget's thresholds under 100% are ticks on its
    /// track; its percentage gets the class `warn` and `warn-N` for each
    /// threshold N it has reached (`warn-75_5` for 75.5%; the journal's
    /// `warn 80% 100%`), which
    /// the style sheet marks, and `bad` when the spending is over.
    private func progressSection(_ title: String, _ items: [ProgressItem], _ f: AmountFormatter, template: MessageKey) -> String {
        var h = "<section>\n<h2>\(HTMLText.escape(title))</h2>\n<div class=\"progress-list\">\n"
        for item in items {
            // No percent (a target of zero) draws an empty bar.
            let width = item.percent.map { min(max($0, Quantity.zero), Quantity(100)) } ?? Quantity(0)
            let over = item.current > item.target
            let color = over ? Self.expenseColor : (HTMLText.color(item.color) ?? "#0A84FF")
            let crossed = item.thresholds.filter(\.crossed).map { "warn-" + HTMLText.number($0.percent, decimals: 2).replacing(".", with: "_") }
            let classes = (crossed.isEmpty ? [] : ["warn"] + crossed) + (over ? ["bad"] : [])
            // A budget's thresholds and its percentage used, two decimals cut toward zero, as data.
            var data = ""
            if !item.thresholds.isEmpty {
                data += " data-thresholds=\"\(item.thresholds.map { HTMLText.number($0.percent, decimals: 2) }.joined(separator: " "))\""
                if let used = Percent.of(item.current, item.target, scale: 6)?.truncated(toScale: 2) { data += " data-percent=\"\(used.normalized())\"" }
            }
            h += "<div class=\"progress\"\(data)><div class=\"row\"><span>\(HTMLText.escape(item.label(messages)))"
            if let d = item.detail { h += " <span class=\"muted\">\(HTMLText.escape(d))</span>" }
            let amounts = messages.text(template, f.string(item.current, item.commodity), f.string(item.target, item.commodity))
            h += "</span><span>\(HTMLText.escape(amounts))"
            h += " · <b\(classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\"")>\(HTMLText.escape(Percent.text(item.percent, messages)))</b></span></div>"
            h += "<div class=\"track\"><div class=\"fill\" style=\"width:\(HTMLText.number(width))%;background:\(color)\"></div>"
            for t in item.thresholds where t.percent.signum > 0 && t.percent < Quantity(100) {
                let mark = HTMLText.escape(messages.text(.thresholdMark, Percent.text(t.percent, messages)))
                h += "<i class=\"tick\(t.crossed ? " warn" : "")\" style=\"left:\(HTMLText.number(t.percent, decimals: 2))%\" title=\"\(mark)\"></i>"
            }
            h += "</div></div>\n"
        }
        return h + "</div>\n</section>\n"
    }

    private func balanceSection(_ journal: Journal, _ f: AmountFormatter) -> String {
        let c = summary.currency
        let day = summary.span.end.map { $0.adding(days: -1).description } ?? ""
        var h = "<section>\n<h2>\(HTMLText.escape(messages.text(.balancesOn, day)))</h2>\n<table class=\"balances\">\n"
        for b in summary.balances {
            h += "<tr><td>\(HTMLText.escape(journal.accounts.name(b.account)))</td>"
            h += "<td class=\"num\(b.amount.isNegative ? " bad" : "")\">\(HTMLText.escape(f.string(b.amount, c)))</td></tr>\n"
        }
        h += "<tr class=\"total\"><td>\(HTMLText.escape(messages[.netWorth]))</td><td class=\"num\">\(HTMLText.escape(f.string(summary.netWorth, c)))</td></tr>\n"
        return h + "</table>\n</section>\n"
    }
}
