import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// Budgets per period: budgeted, carried in, available, spent, remaining,
/// percent used and the thresholds crossed, with the spending of each
/// subcategory.
///
/// Lines are whole budget periods. Without report dates each budget shows
/// the period that contains today. With report dates each budget shows
/// every period that overlaps them, whole: a period that reaches outside
/// the dates keeps its whole budget and all its spending, and is marked
/// (`extendsOutside`). Grouping (`-M`, `-Q`, `-Y`) adds up the periods of
/// a budget that start in the same calendar month, quarter or year.
///
/// Other reports use it too: `BudgetReport(journal:today:)` is each
/// budget's current period.
package struct BudgetReport: Sendable {
    package struct Options: Sendable {
        /// Report dates; nil shows each budget's period that contains today
        /// (or, with grouping, this year up to today).
        package var window: DateSpan?
        /// Add up periods by calendar month, quarter or year.
        package var grouping: Interval?
        /// Only budgets naming an account that matches one of these
        /// (case-insensitive parts of the name; `all` matches the overall budget).
        package var accountPatterns: [String] = []

        package init(window: DateSpan? = nil, grouping: Interval? = nil) {
            self.window = window
            self.grouping = grouping
        }
    }

    /// Spending of one subcategory within a line.
    package struct Subcategory: Sendable {
        package var account: AccountID
        package var name: String
        /// 1 under the budget; 2 under a category of a budget that names several.
        package var depth: Int
        package var spent: Quantity
    }

    /// One budget in one period (or group of periods).
    package struct Line: Sendable {
        /// Index into `Journal.budgets`.
        package var budget: Int
        /// What people read: the category's display name, or its account.
        package var name: String
        /// The target as written: `all`, or account names joined by ", ".
        package var target: String
        package var isOverall: Bool
        /// `2026-03`, `2026-W09`, `2026Q1`, `2026`, or `2026-01-15..2026-02-14`.
        package var label: String
        /// The whole periods, half-open.
        package var days: BoundedSpan
        package var span: DateSpan { days.span }
        /// The periods reach outside the report dates (or the group).
        package var extendsOutside: Bool
        package var commodity: CommodityID
        package var budgeted: Quantity
        package var carriedIn: Quantity
        package var available: Quantity
        package var spent: Quantity
        package var remaining: Quantity
        /// Spent as a percentage of available, two decimals cut toward
        /// zero; nil when nothing is available.
        package var percentUsed: Quantity?
        /// Every threshold of the budget, lowest first, with the day it was
        /// reached when it was.
        package var thresholds: [(percent: Quantity, reached: Day?)]
        /// The day spending went over what was available, when it is over.
        package var overSince: Day?
        package var subcategories: [Subcategory]
        /// The part of `spent` that comes from forecast transactions (`--forecast`).
        package var forecastSpent: Quantity = .zero

        package var crossed: [ThresholdCrossing] {
            thresholds.compactMap { t in t.reached.map { ThresholdCrossing(percent: t.percent, date: $0) } }
        }
    }

    package var lines: [Line]
    /// The dates the report covers, and whether they were asked for (or
    /// each budget's current period shown).
    package var window: Window
    package var hasExplicitWindow: Bool { window.explicit }
    package var today: Day
    /// Missing prices (errors) and spending budgets cannot see (warnings).
    package var diagnostics: [Diagnostic]

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// - Parameter ledger: the run's budget ledger, when one is built
    ///   already through the window's `lastDay` with detail over its span (see `window`).
    package init(journal: Journal, today: Day, options: Options = Options(), prices: PriceTable? = nil, ledger shared: BudgetLedger? = nil) {
        self.today = today
        let window = Self.window(journal: journal, today: today, options: options)
        self.window = window
        let ledger = shared ?? BudgetLedger(journal: journal, prices: prices ?? PriceTable(journal: journal),
                                            through: window.lastDay, detail: window.span)
        diagnostics = ledger.diagnostics
        let names = BudgetNames(journal: journal)
        var lines: [Line] = []
        for track in ledger.tracks {
            let budget = journal.budgets[track.budget]
            guard Self.selected(budget, journal: journal, patterns: options.accountPatterns) else { continue }
            let shown = track.periods.filter(\.hasDetail)
            var overflow: SumOverflow?
            for (label, group, periods) in Self.groups(shown, track: track, window: window.days, grouping: options.grouping) {
                lines.append(Self.line(periods, label: label, group: group, budget: budget, index: track.budget,
                                       names: names, explicit: window.explicit, overflow: &overflow))
            }
            if overflow != nil {
                diagnostics.append(.error("amount-too-large", LocalText(.budgetTotalsTooLarge), at: budget.location, hint: LocalText(.hintCountsMistake)))
            }
        }
        lines.sort { a, b in
            if a.days.first != b.days.first { return a.days.first < b.days.first }
            if a.label != b.label { return a.label < b.label }
            if a.isOverall != b.isOverall { return !a.isOverall }
            return a.budget < b.budget
        }
        self.lines = lines
    }

    /// The dates a budget report covers.
    package struct Window: Sendable {
        package var days: BoundedSpan
        package var span: DateSpan { days.span }
        /// Whether the dates were asked for (else each budget's current period is shown).
        package var explicit: Bool
        /// The last day the report needs the budgets through.
        package var lastDay: Day
    }

    /// The dates the report covers, and whether they were asked for.
    package static func window(journal: Journal, today: Day, options: Options) -> Window {
        let firstDay = journal.transactions.first?.date ?? today
        let lastDay = max(journal.transactions.last?.date ?? today, today)
        var start: Day, end: Day, explicit = true
        if let w = options.window {
            start = w.start ?? min(firstDay, today)
            end = w.end ?? lastDay.adding(days: 1)
        } else if let g = options.grouping {
            start = Day(proleptic: today.year, month: 1, day: 1)
            end = CalendarPeriods.next(after: CalendarPeriods.start(of: today, interval: g), interval: g)
        } else {
            start = today
            end = today.adding(days: 1)
            explicit = false
        }
        if end < start { end = start }
        return Window(days: BoundedSpan(first: start, end: end), explicit: explicit, lastDay: max(end.adding(days: -1), start))
    }

    static func selected(_ budget: Budget, journal: Journal, patterns: [String]) -> Bool {
        if patterns.isEmpty { return true }
        let compiled = patterns.map(NamePattern.init)
        if budget.isOverall { return compiled.contains { $0.matches("all") } }
        return budget.accounts.contains { a in
            let name = journal.accounts.name(a)
            return compiled.contains { $0.matches(name) }
        }
    }

    /// The shown periods of one budget, one group each, or added up by
    /// calendar month, quarter or year (a period counts in the group where
    /// it starts, or the first group of the report when it starts before).
    static func groups(_ periods: [BudgetLedger.Period], track: BudgetLedger.Track, window: BoundedSpan,
                       grouping: Interval?) -> [(String, DateSpan, [BudgetLedger.Period])] {
        guard let grouping else {
            return periods.map { (PeriodLabel.label($0.span, interval: track.schedule.interval), window.span, [$0]) }
        }
        var result: [(String, DateSpan, [BudgetLedger.Period])] = []
        for p in periods {
            let key = CalendarPeriods.period(containing: max(p.days.first, window.first), interval: grouping)
            if let last = result.last, last.1 == key {
                result[result.count - 1].2.append(p)
            } else {
                result.append((PeriodLabel.label(key, interval: grouping), key, [p]))
            }
        }
        return result.map { ($0.0, $0.1.intersection(window.span), $0.2) }
    }

    static func line(_ periods: [BudgetLedger.Period], label: String, group: DateSpan, budget: Budget, index: Int,
                     names: BudgetNames, explicit: Bool, overflow: inout SumOverflow?) -> Line {
        var merged = periods[0]
        var budgeted = Total(merged.budgeted), spent = Total(merged.spent)
        for p in periods.dropFirst() {
            merged.days.end = p.days.end
            budgeted.add(p.budgeted)
            spent.add(p.spent)
            merged.spending += p.spending
        }
        let available = Total(merged.carriedIn).adding(budgeted)
        let remaining = available.subtracting(spent)
        for t in [budgeted, spent, available, remaining] { overflow.note(t) }
        // Thresholds walk the running total of the merged spending.
        overflow.note(Total(sum: merged.spending.map(\.amount)))
        merged.budgeted = budgeted.value
        merged.spent = spent.value
        merged.available = available.value
        merged.remaining = remaining.value
        let reached = merged.crossings(of: budget.thresholds)
        let thresholds = budget.thresholds.sorted().map { t in (t, reached.first { $0.percent == t }?.date) }
        // A side of the group left open cannot be reached past.
        let outside = group.start.map { merged.days.first < $0 } ?? false || group.end.map { $0 < merged.days.end } ?? false
        return Line(budget: index, name: names.name(of: budget), target: names.target(of: budget), isOverall: budget.isOverall,
                    label: label, days: merged.days, extendsOutside: explicit && outside,
                    commodity: budget.amount.commodity, budgeted: merged.budgeted, carriedIn: merged.carriedIn,
                    available: merged.available, spent: merged.spent, remaining: merged.remaining,
                    percentUsed: BudgetLedger.Period.percentUsed(spent: merged.spent, available: merged.available),
                    thresholds: thresholds, overSince: merged.overSince(),
                    subcategories: names.subcategories(of: budget, spending: merged.spending, overflow: &overflow))
    }
}

extension BudgetReport {
    /// This report, computed on a journal with forecast transactions, with
    /// each line's forecast part: what it spends beyond `actual`, the same
    /// report without them.
    package func markingForecast(against actual: BudgetReport) -> BudgetReport {
        var marked = self
        for k in marked.lines.indices {
            let line = marked.lines[k]
            // A line the actual report does not have is all forecast.
            let before = actual.lines.first { $0.budget == line.budget && $0.label == line.label && $0.span == line.span }
            let forecast = Total(line.spent).subtracting(Total(before.map(\.spent) ?? Quantity(0)))
            if forecast.isOverflowed {
                marked.diagnostics.append(.error("amount-too-large", LocalText(.forecastTooLarge, line.name, line.label),
                                                 at: nil))
            }
            marked.lines[k].forecastSpent = forecast.value
        }
        return marked
    }

    /// Whether any line includes forecast spending.
    package var hasForecast: Bool { lines.contains { !$0.forecastSpent.isZero } }
}
