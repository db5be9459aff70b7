import TallyEngine
import TallyValues

/// Income, spending and net per period (day, week, month, quarter, year),
/// every period of the span included even when nothing happened in it;
/// or, by category, spending per top category per period.
public struct TrendReport: Sendable {
    public struct Row: Sendable {
        public var span: DateSpan
        public var income: Quantity
        public var expenses: Quantity
        public var net: Quantity
        /// By category: one amount per column of `categories`.
        public var cells: [Quantity]
    }

    public var interval: Interval
    public var span: DateSpan
    public var currency: CommodityID
    public var rows: [Row]
    /// By category: the top categories, largest over the whole span first;
    /// `nil` when not by category.
    public var categories: [AccountID]?
    public var categoryKind: CategoryTree.Kind
    public var categoryLabels: [String]

    public init(flow: Flow, interval: Interval, span: DateSpan, byCategory: CategoryTree.Kind?, tree: CategoryTree) {
        self.interval = interval
        self.span = span
        currency = flow.currency
        categoryKind = byCategory ?? .expense
        var columns: [AccountID]?
        var perPeriod: [[AccountID: Quantity]] = []
        if let kind = byCategory {
            var totals: [AccountID: Quantity] = [:]
            for p in flow.periods {
                var row: [AccountID: Quantity] = [:]
                for (a, q) in p.byTopCategory(tree, kind) {
                    row[a] = q
                    totals[a] = (totals[a] ?? .zero).adding(q) ?? totals[a]
                }
                perPeriod.append(row)
            }
            columns = totals.map { ($0.key, $0.value) }.sorted { a, b in
                if a.1 != b.1 { return a.1 > b.1 }
                let la = tree.label(of: a.0), lb = tree.label(of: b.0)
                return la != lb ? la.utf8.lexicographicallyPrecedes(lb.utf8) : a.0 < b.0
            }.map(\.0)
        }
        categories = columns
        categoryLabels = (columns ?? []).map { tree.label(of: $0) }
        rows = flow.periods.enumerated().map { i, p in
            Row(span: p.span, income: p.income, expenses: p.expenses, net: p.net,
                cells: (columns ?? []).map { perPeriod[i][$0] ?? .zero })
        }
    }

    public var title: String {
        let unit: String
        switch (interval.unit, interval.count) {
        case (.day, _): unit = "day"
        case (.week, _): unit = "week"
        case (.month, 3): unit = "quarter"
        case (.month, _): unit = "month"
        case (.year, _): unit = "year"
        }
        let what = categories == nil ? "Income and spending" : (categoryKind == .income ? "Income by category" : "Spending by category")
        return "\(what) by \(unit), \(PeriodText.name(span))"
    }

    /// The label of a row: `2026-03`, `2026Q1`, `2026-W10`, `2026-03-05`, `2026`.
    public func label(_ row: Row) -> String { PeriodText.name(row.span) }
}
