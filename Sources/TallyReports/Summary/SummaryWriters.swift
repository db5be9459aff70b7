import TallyEngine
import TallyLocale
import TallyValues

extension SummaryReport {
    /// The summary as aligned text: one label column, one amount column,
    /// then changes, shares or bars.
    package func text(_ journal: Journal, style: TextStyle, ascii: Bool, messages m: Messages = .english) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        func money(_ q: Quantity) -> String { f.string(q, currency) }
        func signed(_ q: Quantity) -> String { (q.signum > 0 ? "+" : "") + money(q) }
        // Rows: label, amount, and what follows.
        var rows: [(label: String, amount: String, rest: String, bar: (Quantity, Quantity, String?)?)] = []
        func change(_ c: Change) -> String {
            signed(c.amount) + (c.percent.map { " (" + Percent.text($0, sign: true, m) + ")" } ?? "")
        }
        rows.append((m[.income], money(current.income), change(incomeChange), nil))
        rows.append((m[.spending], money(current.expenses), change(expensesChange), nil))
        rows.append((m[.net], money(current.net), change(netChange), nil))
        rows.append((m[.savingsRate], Percent.text(current.savingsRate, m), m.text(.wasValue, Percent.text(previous.savingsRate, m)), nil))
        var sections: [(title: String, start: Int)] = [("", 0)]
        sections.append((m[.topSpending], rows.count))
        let maximum = topCategories.reduce(Quantity.zero) { max($0, $1.amount) }
        for c in topCategories {
            rows.append(("  " + CategoryTree.shown(c.label, account: c.account, journal, m), money(c.amount), Percent.text(c.share, m), (c.amount, maximum, c.color)))
        }
        if otherCategories.count > 0 {
            rows.append(("  " + m.text(.moreCategories, String(otherCategories.count)), money(otherCategories.amount), Percent.text(Percent.of(otherCategories.amount, current.expenses), m),
                         (.zero, .zero, nil)))
        }
        if topCategories.isEmpty { rows.append(("  " + m[.nothingSpent], "", "", nil)) }
        if let a = averages {
            sections.append((m.text(.averageSpendingOver, m.count(a.days, .days), Self.range(a.span, m)), rows.count))
            rows.append(("  " + m[.perDay], money(a.perDay), "", nil))
            rows.append(("  " + m[.perWeek], money(a.perWeek), "", nil))
            rows.append(("  " + m[.perMonth], money(a.perMonth), "", nil))
        }
        sections.append((m.text(.balancesOn, span.end.map { $0.adding(days: -1).description } ?? m[.theLastDay]), rows.count))
        for b in balances { rows.append(("  " + journal.accounts.name(b.account), money(b.amount), "", nil)) }
        rows.append(("  " + m[.netWorth], money(netWorth), "", nil))
        if !budgets.isEmpty {
            sections.append((m[.budgetsHeading], rows.count))
            for b in budgets {
                let used = Percent.text(b.percent, m)
                rows.append(("  " + b.label(m), m.text(.amountOfTarget, f.string(b.current, b.commodity), f.string(b.target, b.commodity)), used, (b.current, b.target, nil)))
            }
        }
        // The budgets' `spent / limit` is the widest amount: on a terminal
        // too narrow for it beside a name it goes on a line of its own.
        let budgetStart = sections.last { $0.title == m[.budgetsHeading] }?.start ?? rows.count
        var amountWidth = rows.map { DisplayWidth.of($0.amount) }.max() ?? 0
        let wantedLabel = min(max(12, rows.map { DisplayWidth.of($0.label) }.max() ?? 0), max(12, style.width / 2))
        let widestRest = rows.map { DisplayWidth.of($0.rest) }.max() ?? 0
        if wantedLabel + 2 + amountWidth + 2 + widestRest > style.width {
            amountWidth = rows[..<budgetStart].map { DisplayWidth.of($0.amount) }.max() ?? 0
        }
        // Names take up to half the width, less on a terminal too narrow
        // for a name and its amount (never under 8 columns).
        let restWidth = max(6, rows.filter { $0.bar != nil }.map { DisplayWidth.of($0.rest) }.max() ?? 0)
        // Shares stay beside their amounts while the names keep 16 columns.
        let besideRest = style.width - 2 - amountWidth - 2 - restWidth
        let labelWidth = max(8, min(wantedLabel, besideRest >= 16 ? besideRest : style.width - 2 - amountWidth))
        let barWidth = min(30, style.width - labelWidth - amountWidth - restWidth - 6)
        var out: [UInt8] = Array(TextLayout.wrapped(m.text(.summaryTitle, PeriodText.name(span, m), comparisonText(m)), width: style.width).utf8)
        if let note = valuationNote { out.append(contentsOf: TextLayout.wrapped(note.text(journal, m), width: style.width).utf8) }
        var nextSection = 0
        for (i, row) in rows.enumerated() {
            while nextSection < sections.count && sections[nextSection].start == i {
                out.append(10)
                if !sections[nextSection].title.isEmpty { out.append(contentsOf: TextLayout.wrapped(sections[nextSection].title, width: style.width).utf8) }
                nextSection += 1
            }
            // Past the column by a little when the name needs it and the line has room.
            let start = max(labelWidth + 2 + amountWidth - DisplayWidth.of(row.amount), DisplayWidth.of(row.label) + 2)
            let restRoom = row.rest.isEmpty ? 0 : 2 + (row.bar != nil ? restWidth : DisplayWidth.of(row.rest))
            let besideName = start + DisplayWidth.of(row.amount) + restRoom <= style.width
            if DisplayWidth.of(row.amount) > amountWidth && besideName {
                // Wider than the column, but the name leaves it room.
                out.append(contentsOf: row.label.utf8)
                TextLayout.pad(&out, start - DisplayWidth.of(row.label))
                out.append(contentsOf: row.amount.utf8)
            } else if DisplayWidth.of(row.amount) > amountWidth {
                out.append(contentsOf: TextLayout.truncated(row.label, width: style.width).utf8)
                out.append(10)
                TextLayout.pad(&out, max(4, labelWidth + 2 + amountWidth - DisplayWidth.of(row.amount)))
                out.append(contentsOf: row.amount.utf8)
            } else {
                TextLayout.appendLeft(row.label, width: labelWidth, to: &out)
                out.append(contentsOf: "  ".utf8)
                TextLayout.appendRight(Array(row.amount.utf8), width: amountWidth, to: &out)
            }
            let amountEnd = DisplayWidth.of(row.amount) <= amountWidth ? labelWidth + 2 + amountWidth
                : besideName ? start + DisplayWidth.of(row.amount) : max(labelWidth + 2 + amountWidth, 4 + DisplayWidth.of(row.amount))
            if !row.rest.isEmpty && amountEnd + 2 + (row.bar != nil ? restWidth : DisplayWidth.of(row.rest)) > style.width {
                // Below, right-aligned with the amounts where there is room.
                out.append(10)
                TextLayout.pad(&out, max(4, labelWidth + 2 + amountWidth - DisplayWidth.of(row.rest)))
                out.append(contentsOf: row.rest.utf8)
            } else if !row.rest.isEmpty {
                out.append(contentsOf: "  ".utf8)
                if row.bar != nil {
                    TextLayout.appendRight(Array(row.rest.utf8), width: restWidth, to: &out)
                } else {
                    out.append(contentsOf: row.rest.utf8)
                }
            }
            if let (value, whole, color) = row.bar {
                let isBudget = i >= (sections.last { $0.title == m[.budgetsHeading] }?.start ?? Int.max)
                let bar = isBudget ? Bars.progress(value, of: whole, width: barWidth, ascii: ascii) : Bars.bar(value, of: whole, width: barWidth, ascii: ascii)
                if !bar.isEmpty {
                    out.append(contentsOf: "  ".utf8)
                    let over = isBudget && value > whole
                    style.paint(Array(bar.utf8), over ? "31" : TextColors.code(for: color, fallback: "36"), to: &out)
                }
            }
            while out.last == 32 { out.removeLast() }
            out.append(10)
        }
        return out
    }

    /// `section,name,start,end,commodity,amount,target,percent`: the
    /// figures of the summary, one per row (see the README for the
    /// sections).
    package func csv(_ journal: Journal, separator: CSVWriter.Separator = .comma) -> [UInt8] {
        var w = CurrencyCSV(journal, currency: currency, separator: separator)
        let symbol = w.symbol
        func plain(_ q: Quantity) -> String { w.plain(q) }
        let dates = CSVWriter.days
        w.row(["section", "name", "start", "end", "commodity", "amount", "target", "percent"])
        for (section, s, totals) in [("period", span, current), ("previous", previousSpan, previous)] {
            w.row([section, "income"] + dates(s) + [symbol, plain(totals.income), "", ""])
            w.row([section, "expenses"] + dates(s) + [symbol, plain(totals.expenses), "", ""])
            w.row([section, "net"] + dates(s) + [symbol, plain(totals.net), "", ""])
            w.row([section, "savings_rate"] + dates(s) + ["", "", "", totals.savingsRate?.description ?? ""])
        }
        for c in topCategories { w.row(["category", c.label] + dates(span) + [symbol, plain(c.amount), "", c.share?.description ?? ""]) }
        if otherCategories.count > 0 {
            w.row(["category", "other"] + dates(span) + [symbol, plain(otherCategories.amount), "",
                                                        Percent.of(otherCategories.amount, current.expenses)?.description ?? ""])
        }
        if let a = averages {
            for (name, q) in [("per_day", a.perDay), ("per_week", a.perWeek), ("per_month", a.perMonth)] {
                w.row(["average", name] + dates(a.span) + [symbol, plain(q), "", ""])
            }
        }
        let end = span.lastDay?.description ?? ""
        for b in balances { w.row(["balance", journal.accounts.name(b.account), "", end, symbol, plain(b.amount), "", ""]) }
        w.row(["balance", "net_worth", "", end, symbol, plain(netWorth), "", ""])
        let f = AmountFormatter(journal.commodities)
        for b in budgets {
            w.row(["budget", b.label] + dates(span) + [journal.commodities.symbol(b.commodity), f.plain(b.current, b.commodity, exact: true),
                                                        f.plain(b.target, b.commodity, exact: true), b.percent?.description ?? ""])
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        return JSONWriter.object { j in
            func plain(_ q: Quantity) -> String { f.plain(q, currency, exact: true) }
            func totals(_ key: String, _ s: DateSpan, _ t: Totals) {
                j.beginObject(key)
                j.days(s)
                j.string("income", plain(t.income))
                j.string("expenses", plain(t.expenses))
                j.string("net", plain(t.net))
                j.string("savings_rate", t.savingsRate?.description)
                j.endObject()
            }
            j.string("commodity", journal.commodities.symbol(currency))
            totals("period", span, current)
            totals("previous", previousSpan, previous)
            j.beginArray("top_categories")
            for c in topCategories {
                j.beginObject()
                j.string("category", c.label)
                j.string("account", journal.accounts.name(c.account))
                j.string("amount", plain(c.amount))
                j.string("share", c.share?.description)
                j.endObject()
            }
            j.endArray()
            j.beginObject("other_categories")
            j.number("count", otherCategories.count)
            j.string("amount", plain(otherCategories.amount))
            j.endObject()
            if let a = averages {
                j.beginObject("averages")
                j.days(a.span)
                j.number("days", a.days)
                j.string("per_day", plain(a.perDay))
                j.string("per_week", plain(a.perWeek))
                j.string("per_month", plain(a.perMonth))
                j.endObject()
            }
            j.beginArray("balances")
            for b in balances {
                j.beginObject()
                j.string("account", journal.accounts.name(b.account))
                j.string("amount", plain(b.amount))
                j.endObject()
            }
            j.endArray()
            j.string("net_worth", plain(netWorth))
            j.beginArray("budgets")
            for b in budgets {
                j.beginObject()
                j.string("name", b.label)
                j.string("commodity", journal.commodities.symbol(b.commodity))
                j.string("spent", f.plain(b.current, b.commodity, exact: true))
                j.string("limit", f.plain(b.target, b.commodity, exact: true))
                j.string("percent", b.percent?.description)
                j.endObject()
            }
            j.endArray()
        }
    }

    /// What the changes compare, for people: `before: 2026-02`, or while
    /// the period runs `changes compare 2026-03-01..2026-03-10 with the
    /// same 10 days of 2026-02`.
    package var comparisonText: String { comparisonText(.english) }

    package func comparisonText(_ m: Messages) -> String {
        if let today = datedAfterToday {
            return m.text(.comparedWholePeriods, PeriodText.name(previousSpan, m), today.description)
        }
        guard let days = comparedDays, let s = days.start, let e = days.end else { return m.text(.comparedBefore, PeriodText.name(previousSpan, m)) }
        return m.text(.comparedSameDays, PeriodText.days(DateSpan(start: s, end: e)), m.count(e - s, .days), PeriodText.name(Self.previous(span), m))
    }

    /// `2026-03-01 to 2026-03-10`: a half-open span's first and last day.
    static func range(_ s: DateSpan, _ m: Messages = .english) -> String {
        m.text(.rangeTo, s.start.map(\.description) ?? m[.theStart], s.end.map { $0.adding(days: -1).description } ?? m[.theEnd])
    }
}
