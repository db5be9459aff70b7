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

        package init(date: Day, account: AccountID, amount: Quantity) {
            self.date = date
            self.account = account
            self.amount = amount
        }
    }

    /// One period of one budget.
    package struct Period: Sendable {
        /// The whole period, half-open.
        package var span: DateSpan
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

        package init(span: DateSpan, budgeted: Quantity, hasDetail: Bool) {
            self.span = span
            self.budgeted = budgeted
            self.hasDetail = hasDetail
        }
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
    package init(journal: Journal, prices: PriceTable, through last: Day, detail: DateSpan, keepSpending: Bool = true) {
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
                diagnostics.append(.error("too-many-periods", "this budget would have more than \(PeriodLimit.maxText) periods from \(begin) through \(stop)",
                                          at: budget.location, hint: "give it an end date ('until 2030'), or report a shorter period"))
                tracks.append(Track(budget: index, schedule: schedule, periods: [], counts: counts))
                continue
            }
            let periods = schedule.periods(from: begin, through: last).map { span in
                Period(span: span, budgeted: budget.amount.quantity, hasDetail: Self.overlaps(span, detail))
            }
            tracks.append(Track(budget: index, schedule: schedule, periods: periods, counts: counts))
        }

        // One pass over the postings in date order; each budget keeps a
        // cursor on its current period.
        var cursors = [Int](repeating: 0, count: tracks.count)
        var missing: [UInt64: (location: SourceLocation, date: Day, from: CommodityID, budget: Int, more: Int)] = [:]
        // Per budget, the posting that took a total past 38 digits.
        var overflowed = [SumOverflow?](repeating: nil, count: tracks.count)
        for t in journal.transactions {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                for b in tracks.indices where tracks[b].counts[Int(p.account.index)] {
                    let budget = journal.budgets[b]
                    // Indexing in place (no local copy of the periods, which
                    // would be copied again on every write below).
                    var k = cursors[b]
                    let count = tracks[b].periods.count
                    while k < count, let end = tracks[b].periods[k].span.end, end <= t.date { k += 1 }
                    cursors[b] = k
                    guard k < count, tracks[b].periods[k].span.contains(t.date) else { continue }
                    guard tracks[b].periods[k].hasDetail || budget.rollover != .none else { continue }
                    let target = budget.amount.commodity
                    var amount = p.quantity
                    if p.commodity != target {
                        guard let converted = Self.convert(p.amount, to: target, on: t.date, prices: prices,
                                                           scale: journal.commodities.style(target).precision) else {
                            let key = UInt64(UInt32(bitPattern: p.commodity.index)) << 32 | UInt64(UInt32(bitPattern: target.index))
                            if missing[key] == nil {
                                missing[key] = (SourceLocation(file: t.file, range: p.range), t.date, p.commodity, b, 0)
                            } else {
                                missing[key]?.more += 1
                            }
                            continue
                        }
                        guard let exact = converted.exact else {
                            overflowed[b].note(SumOverflow(commodity: target, posting: pi))
                            continue
                        }
                        amount = exact
                    }
                    if let s = tracks[b].periods[k].spent.adding(amount) { tracks[b].periods[k].spent = s } else {
                        overflowed[b].note(SumOverflow(commodity: target, posting: pi))
                    }
                    if keepSpending && tracks[b].periods[k].hasDetail {
                        tracks[b].periods[k].spending.append(Spending(date: t.date, account: p.account, amount: amount))
                    }
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
            var d = Diagnostic.error("amount-too-large", "the budget's totals are too large to represent exactly (more than 38 digits)",
                                     at: journal.budgets[b].location,
                                     hint: "check the amounts it counts for digits typed by mistake")
            if let pi = o.posting {
                let p = journal.postings[pi]
                d.notes.append(Diagnostic.Note("this posting takes the total past 38 digits",
                                               at: SourceLocation(file: journal.transactions[Int(p.transaction)].file, range: p.range)))
            }
            diagnostics.append(d)
        }
        for (_, m) in missing.sorted(by: { $0.value.date != $1.value.date ? $0.value.date < $1.value.date : $0.key < $1.key }) {
            let budget = journal.budgets[m.budget]
            let from = journal.commodities.symbol(m.from), to = journal.commodities.symbol(budget.amount.commodity)
            var d = Diagnostic.error("missing-price", "no price for \(from) in \(to) on or before \(m.date): this posting counts toward a budget in \(to)",
                                     at: m.location,
                                     hint: "add a market price on or before \(m.date), such as: P \(m.date) \(from) RATE \(to)")
            d.notes.append(Diagnostic.Note("the budget is here", at: budget.location))
            if m.more > 0 {
                d.notes.append(Diagnostic.Note("\(m.more) more posting\(m.more == 1 ? "" : "s") in \(from) need\(m.more == 1 ? "s" : "") a price too"))
            }
            diagnostics.append(d)
        }
        if let overall = journal.budgets.first(where: \.isOverall) {
            for (root, location) in UntypedAccounts.find(in: journal) {
                let name = journal.accounts.name(root)
                var d = Diagnostic.warning("untyped-account", "'\(name)' has no account type, so the overall budget does not count postings to it",
                                           at: location, hint: UntypedAccounts.hint(name))
                d.notes.append(Diagnostic.Note("the overall budget is here", at: overall.location))
                diagnostics.append(d)
            }
        }
        self.tracks = tracks
        self.diagnostics = diagnostics
    }

    /// What `tally check` reports about budgets: every price a budget needs
    /// and the file does not have (errors), and spending `budget all`
    /// cannot see (warnings), over every period up to the later of the
    /// last transaction and `today`.
    package static func check(_ journal: Journal, today: Day) -> [Diagnostic] {
        guard !journal.budgets.isEmpty else { return [] }
        let last = max(journal.transactions.last?.date ?? today, today)
        return BudgetLedger(journal: journal, prices: PriceTable(journal: journal), through: last, detail: DateSpan(),
                            keepSpending: false).diagnostics
    }

    /// `amount` in `target` at the rate on or before `day`, rounded half away
    /// from zero to `scale` digits (the target's display precision). A rate
    /// known only the other way round is divided by, so `$330` at
    /// `P … EUR $1.10` is exactly 300 EUR.
    ///
    /// `nil` when no rate is known; an overflowed total when the value does
    /// not fit in 38 digits (an overflow, not a missing price).
    static func convert(_ amount: Amount, to target: CommodityID, on day: Day, prices: PriceTable, scale: UInt8) -> Total? {
        guard let rate = prices.rate(from: amount.commodity, to: target, on: day) else { return nil }
        let tooLarge = SumOverflow(commodity: target)
        if rate.isInverse, let back = prices.rate(from: target, to: amount.commodity, on: day), !back.isInverse {
            return Total(amount.quantity.divided(by: back.rate, scale: scale), orOverflow: tooLarge)
        }
        guard let q = amount.quantity.multiplied(by: rate.rate) else { return Total(nil, orOverflow: tooLarge) }
        return Total(q.scale > scale ? q.rounded(toScale: scale) : q)
    }

    static func overlaps(_ a: DateSpan, _ b: DateSpan) -> Bool {
        if let ae = a.end, let bs = b.start, ae <= bs { return false }
        if let be = b.end, let as_ = a.start, be <= as_ { return false }
        return true
    }
}
