import TallyLocale
import TallySyntax
import TallyValues

/// Every budget's periods computed from the whole journal: what was
/// budgeted, carried in from the period before, spent (converted into the
/// budget's commodity) and left.
///
/// The carry into a period depends only on the journal and the period:
/// each budget is followed from its first period (the one containing its
/// `from` date, or else the journal's first transaction), never from the
/// start of a report.
///
/// Rollover: with `none` nothing carries; with `surplus` what is left of
/// a period (when more than zero) carries into the next; with
/// `surplus-and-deficit` what is left carries, overspending included, as a
/// negative amount.
package struct BudgetLedger: Sendable {
    /// One spending posting, in the budget's commodity.
    package struct Spending: Sendable {
        package var date: Day
        package var account: AccountID
        package var amount: Quantity
    }

    /// One period of one budget.
    package struct Period: Sendable {
        /// The whole period, half-open.
        package var days: BoundedSpan
        package var span: DateSpan { days.span }
        package var budgeted: Quantity
        package var carriedIn: Quantity = .zero
        package var spent: Quantity = .zero
        /// Budgeted plus carried in.
        package var available: Quantity = .zero
        /// Available minus spent.
        package var remaining: Quantity = .zero
        /// What carries into the next period.
        package var carriedOut: Quantity = .zero
        /// The spending postings in date order; kept only for the periods
        /// that overlap the `detail` span the ledger was built with.
        package var spending: [Spending] = []
        package var hasDetail = false
    }

    /// The periods of one budget.
    package struct Track: Sendable {
        /// Index into `Journal.budgets`.
        package var budget: Int
        package var schedule: BudgetSchedule
        package var periods: [Period]
        /// Which accounts count toward the budget, by `AccountID.index`.
        package var counts: [Bool]
    }

    /// One per budget, in `Journal.budgets` order.
    package var tracks: [Track]
    /// Missing prices (errors) and spending the budgets cannot see (warnings).
    package var diagnostics: [Diagnostic]

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Computes each budget's periods up to the one containing `last`.
    /// Periods that overlap `detail` keep their spending postings, for
    /// threshold dates and subcategory totals. Spending in periods that
    /// neither overlap `detail` nor carry anything forward is skipped.
    ///
    /// - Complexity: O(postings × budgets + accounts × budgets + periods).
    /// With `everyPeriod`, every period's spending is summed (what `check`
    /// needs), the others still keeping their postings only within `detail`.
    package init(journal: Journal, prices: PriceTable, through last: Day, detail: DateSpan, keepSpending: Bool = true,
                 everyPeriod: Bool = false) {
        var diagnostics: [Diagnostic] = []
        let accountCount = journal.accounts.count
        // Each account's type, inherited down the tree (parents have smaller ids).
        var types = [AccountType?](repeating: nil, count: accountCount)
        for a in journal.accounts.all {
            let i = Int(a.index)
            types[i] = journal.accountTypes.indices.contains(i) ? journal.accountTypes[i] : nil
            if types[i] == nil, let p = journal.accounts.parent(of: a) { types[i] = types[Int(p.index)] }
        }
        let firstDay = journal.transactions.first?.date
        var tracks: [Track] = []
        for (index, budget) in journal.budgets.enumerated() {
            let schedule = BudgetSchedule(budget)
            var counts = [Bool](repeating: false, count: accountCount)
            for a in journal.accounts.all {
                counts[Int(a.index)] = budget.isOverall
                    ? types[Int(a.index)] == .expense
                    : budget.accounts.contains { journal.accounts.isWithin(a, $0) }
            }
            let begin = budget.start ?? firstDay ?? last
            let stop = min(last, budget.end ?? last)
            if PeriodLimit.steps(from: begin, through: stop, interval: budget.interval) > PeriodLimit.maxPeriods {
                diagnostics.append(.error("too-many-periods", LocalText(.budgetTooManyPeriods, PeriodLimit.maxText, "\(begin)", "\(stop)"),
                                          at: budget.location, hint: LocalText(.hintBudgetTooMany)))
                tracks.append(Track(budget: index, schedule: schedule, periods: [], counts: counts))
                continue
            }
            let periods = schedule.periods(from: begin, through: last).map { days in
                Period(days: days, budgeted: budget.amount.quantity, hasDetail: Self.overlaps(days.span, detail))
            }
            tracks.append(Track(budget: index, schedule: schedule, periods: periods, counts: counts))
        }

        // The period engine sums the spending of the budgets that share
        // their periods and commodity in one pass, converted into that
        // commodity at each transaction's date.
        var overflowed = [SumOverflow?](repeating: nil, count: tracks.count)
        var missing: [(posting: Int, budget: Int, day: Day)] = []
        for pass in Self.passes(tracks, journal.budgets, everyPeriod: everyPeriod) {
            let target = pass.target, budgets = pass.budgets
            // Per account, the budgets of this pass it counts toward (by position in the pass).
            let members = (0..<accountCount).map { a in budgets.indices.filter { tracks[budgets[$0]].counts[a] } }
            let detailed = pass.spans.map { keepSpending && Self.overlaps($0, detail) }
            var spending = [[[Spending]]](repeating: [[Spending]](repeating: [], count: pass.spans.count), count: budgets.count)
            let rates = BudgetRates(prices: prices, target: target, scale: journal.commodities.style(target).precision)
            let sums = PeriodSums(journal: journal, periods: pass.spans,
                                  transactions: nil, postings: nil,
                                  account: { members[Int($0.index)].isEmpty ? nil : $0 },
                                  groups: budgets.map { _ in .overflowBudget }, memberOf: { members[Int($0.index)] },
                                  valuation: PeriodSums.Valuation(target: target, when: .transactionDate, rates: rates, countedOnly: true)) { c in
                guard let k = c.period, detailed[k] else { return }
                for m in members[Int(c.account.index)] { spending[m][k].append(Spending(date: c.date, account: c.account, amount: c.amount)) }
            }
            for (m, b) in budgets.enumerated() {
                let counts = tracks[b].counts
                overflowed[b] = sums.overflow(inRows: { $0 == accountCount + m || ($0 < accountCount && counts[$0]) })
                for u in sums.unconverted where !u.tooLarge && counts[Int(journal.postings[u.posting].account.index)] {
                    missing.append((u.posting, b, u.day))
                }
                for (j, k) in pass.summed[m].enumerated() {
                    tracks[b].periods[k].spent = sums.groupTotal(m, target, period: j).value
                    tracks[b].periods[k].spending = spending[m][j]
                }
            }
        }

        for b in tracks.indices {
            let rollover = journal.budgets[b].rollover
            var carry = Quantity.zero
            for k in tracks[b].periods.indices {
                var p = tracks[b].periods[k]
                p.carriedIn = carry
                guard let available = p.budgeted.adding(carry), let remaining = available.subtracting(p.spent) else {
                    overflowed[b].note(SumOverflow(commodity: journal.budgets[b].amount.commodity))
                    break
                }
                p.available = available
                p.remaining = remaining
                switch rollover {
                case .none: p.carriedOut = .zero
                case .surplus: p.carriedOut = remaining.isNegative ? .zero : remaining
                case .surplusAndDeficit: p.carriedOut = remaining
                }
                carry = p.carriedOut
                tracks[b].periods[k] = p
            }
        }

        for b in tracks.indices {
            guard let o = overflowed[b] else { continue }
            var d = Diagnostic.error("amount-too-large", LocalText(.budgetTotalsTooLarge), at: journal.budgets[b].location, hint: LocalText(.hintCountsMistake))
            if let pi = o.posting {
                let p = journal.postings[pi]
                d.notes.append(Diagnostic.Note(LocalText(.notePostingPastDecimals),
                                               at: SourceLocation(file: journal.transactions[Int(p.transaction)].file, range: p.range)))
            }
            diagnostics.append(d)
        }
        for m in Self.missingPrices(missing, journal) {
            let budget = journal.budgets[m.budget]
            let from = journal.commodities.symbol(m.from), to = journal.commodities.symbol(budget.amount.commodity)
            var d = Diagnostic(.error, "missing-price", LocalText(.missingPriceForBudget, from, to, "\(m.date)"), at: m.location,
                               hint: LocalText(.hintMissingPrice, from, to, "\(m.date)"))
            d.notes.append(Diagnostic.Note(LocalText(.noteBudgetHere), at: budget.location))
            if m.more > 0 {
                d.notes.append(Diagnostic.Note(m.more == 1 ? LocalText(.morePostingNeedsPrice, "1", from) : LocalText(.morePostingsNeedPrice, "\(m.more)", from)))
            }
            diagnostics.append(d)
        }
        if let overall = journal.budgets.first(where: \.isOverall) {
            for (root, location) in UntypedAccounts.find(in: journal) {
                let name = journal.accounts.name(root)
                var d = Diagnostic(.warning, "untyped-account", LocalText(.untypedAccountBudget, name), at: location, hint: LocalText(.hintUntypedDeclare, name))
                d.notes.append(Diagnostic.Note(LocalText(.noteOverallBudgetHere), at: overall.location))
                diagnostics.append(d)
            }
        }
        self.tracks = tracks
        self.diagnostics = diagnostics
    }

    /// What `tally check` reports about budgets: every price a budget needs
    /// and the file does not have (errors), and spending `budget all`
    /// cannot see (warnings), over every period up to the later of the
    /// last transaction and `today`. `prices`: the run's price table, when
    /// one is built already.
    package static func check(_ journal: Journal, today: Day, prices: PriceTable? = nil) -> [Diagnostic] {
        guard !journal.budgets.isEmpty else { return [] }
        return BudgetLedger(journal: journal, prices: prices ?? PriceTable(journal: journal), through: checkEnd(journal, today: today), detail: DateSpan(),
                            keepSpending: false, everyPeriod: true).diagnostics
    }

    /// The last day `check` follows the budgets through: the later of the
    /// last transaction and `today`.
    package static func checkEnd(_ journal: Journal, today: Day) -> Day {
        max(journal.transactions.last?.date ?? today, today)
    }

    static func overlaps(_ a: DateSpan, _ b: DateSpan) -> Bool {
        if let ae = a.end, let bs = b.start, ae <= bs { return false }
        if let be = b.end, let as_ = a.start, be <= as_ { return false }
        return true
    }
}
