import TallyEngine
import TallyLocale
import TallyValues

/// Income, spending and net per period (day, week, month, quarter, year),
/// every period of the span included even when nothing happened in it;
/// or, by category, spending per top category per period.
package struct TrendReport: Sendable {
    package struct Row: Sendable {
        package var span: DateSpan
        package var income: Quantity
        package var expenses: Quantity
        package var net: Quantity
        /// By category: one amount per column of `categories`.
        package var cells: [Quantity]
        /// By category: `tails[c]` is the sum of `cells[c...]` (so
        /// `tails[0]` is the row's total), one more entry than `cells`.
        package var tails: [Quantity] = [.zero]
    }

    package var interval: Interval
    package var span: DateSpan
    package var currency: CommodityID
    /// How amounts were converted into `currency`, said under the title.
    package var valuationNote: ValuationNote?
    package var rows: [Row]
    /// By category: the top categories, largest over the whole span first;
    /// `nil` when not by category.
    package var categories: [AccountID]?
    package var categoryKind: CategoryTree.Kind
    package var categoryLabels: [String]
    /// Income, spending and net over all the periods.
    package var totalIncome = Quantity.zero
    package var totalExpenses = Quantity.zero
    package var totalNet = Quantity.zero
    /// The first sum that left the range of exact amounts.
    package var overflow: SumOverflow?

    package init(flow: Flow, interval: Interval, span: DateSpan, byCategory: CategoryTree.Kind?, tree: CategoryTree) {
        self.interval = interval
        self.span = span
        currency = flow.currency
        categoryKind = byCategory ?? .expense
        var columns: [AccountID]?
        var perPeriod: [[AccountID: Quantity]] = []
        var overflow = flow.overflow
        if let kind = byCategory {
            var totals: [AccountID: Total] = [:]
            for p in flow.periods {
                var row: [AccountID: Quantity] = [:]
                for (a, q) in p.byTopCategory(kind) {
                    row[a] = q
                    totals[a, default: .zero].add(q, SumOverflow(account: a, commodity: flow.currency))
                }
                perPeriod.append(row)
            }
            for (_, t) in totals { overflow.note(t) }
            columns = totals.map { ($0.key, $0.value.value) }.sorted { a, b in
                if a.1 != b.1 { return a.1 > b.1 }
                let la = tree.label(of: a.0), lb = tree.label(of: b.0)
                return la != lb ? la.utf8.lexicographicallyPrecedes(lb.utf8) : a.0 < b.0
            }.map(\.0)
        }
        categories = columns
        categoryLabels = (columns ?? []).map { tree.label(of: $0) }
        rows = flow.periods.enumerated().map { i, p in
            // A category with nothing in this period shows zero.
            let cells = (columns ?? []).map { perPeriod[i][$0, default: .zero] }
            var tails = [Total](repeating: .zero, count: cells.count + 1)
            for c in stride(from: cells.count - 1, through: 0, by: -1) {
                tails[c] = tails[c + 1]
                tails[c].add(cells[c], SumOverflow(commodity: flow.currency))
                overflow.note(tails[c])
            }
            return Row(span: p.span, income: p.income, expenses: p.expenses, net: p.net, cells: cells, tails: tails.map(\.value))
        }
        var income = Total.zero, expenses = Total.zero
        for row in rows {
            income.add(row.income, SumOverflow(commodity: flow.currency, subject: .overflowIncomeAll))
            expenses.add(row.expenses, SumOverflow(commodity: flow.currency, subject: .overflowSpendingAll))
        }
        var net = income
        net.add(expenses.value.negated(), SumOverflow(commodity: flow.currency, subject: .overflowNetAll))
        for t in [income, expenses, net] { overflow.note(t) }
        totalIncome = income.value
        totalExpenses = expenses.value
        totalNet = net.value
        self.overflow = overflow
    }

    package var title: String { title(.english) }

    package func title(_ m: Messages) -> String {
        let unit: MessageKey
        switch (interval.unit, interval.count) {
        case (.day, _): unit = .byDay
        case (.week, _): unit = .byWeek
        case (.month, 3): unit = .byQuarter
        case (.month, _): unit = .byMonth
        case (.year, _): unit = .byYear
        }
        let what: MessageKey = categories == nil ? .incomeAndSpending : (categoryKind == .income ? .incomeByCategory : .spendingByCategory)
        return m.text(.trendTitle, m[what], m[unit], PeriodText.name(span, m))
    }

    /// The label of a row: `2026-03`, `2026Q1`, `2026-W10`, `2026-03-05`, `2026`.
    package func label(_ row: Row) -> String { PeriodText.name(row.span) }

    /// The label of a row in the words of `m` (`Tháng 9/2026`), with `*`
    /// after a period the range cuts.
    package func label(_ row: Row, _ m: Messages) -> String {
        PeriodText.rowName(row.span, m) + (daysInside(row) == nil ? "" : "*")
    }

    /// For a period the range's edge cuts: how many of its days are in
    /// the range, and how many it has (`PeriodText.daysInside`); `nil` for
    /// a whole period.
    package func daysInside(_ row: Row) -> (inside: Int, of: Int)? { PeriodText.daysInside(row.span, of: span) }

    /// The footnotes of the cut periods, one a line: `* 2026-W44: 1 day of 7 days inside the period`.
    package func partialNotes(_ m: Messages) -> String {
        rows.compactMap { PeriodText.partialNote($0.span, of: span, m).map { $0 + "\n" } }.joined()
    }
}
