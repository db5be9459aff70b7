import TallyEngine
import TallyValues

/// The dashboard of one period: income, spending, net and savings rate,
/// the change against the period before, the top categories, average
/// spending, the balances of assets and liabilities, and budget progress.
package struct SummaryReport: Sendable {
    package struct Totals: Sendable {
        package var income: Quantity
        package var expenses: Quantity
        package var net: Quantity
        /// Net as a percent of income; `nil` without income.
        package var savingsRate: Quantity?

        init(_ p: Flow.Period) {
            income = p.income
            expenses = p.expenses
            net = p.net
            savingsRate = p.income.signum > 0 ? Percent.of(p.net, p.income) : nil
        }
    }

    package struct CategoryLine: Sendable {
        package var account: AccountID
        package var label: String
        package var amount: Quantity
        /// Percent of all spending.
        package var share: Quantity?
        package var color: String?
        package var icon: String?
    }

    /// Average spending over the days of the period from the journal's
    /// first transaction up to today: the sum and the days cover the same span.
    package struct Averages: Sendable {
        /// The days averaged over, half-open.
        package var span: DateSpan
        /// Days counted.
        package var days: Int
        package var perDay: Quantity
        package var perWeek: Quantity
        package var perMonth: Quantity
    }

    /// Change against the period before, with its percent of the amount before.
    package struct Change: Sendable {
        package var amount: Quantity
        package var percent: Quantity?
    }

    package var span: DateSpan
    /// What the changes compare against: the period before, or while this
    /// period runs, as many days of the period before as have passed.
    package var previousSpan: DateSpan
    /// While the period runs: the days of it up to today, compared with as
    /// many days of the period before; nil when whole periods are compared.
    package var comparedDays: DateSpan?
    /// Today, when the period runs and holds entries dated after it: the
    /// figures are then the whole period's, compared with the whole period
    /// before.
    package var datedAfterToday: Day?
    package var currency: CommodityID
    /// How amounts were converted into `currency`, said under the title.
    package var valuationNote: ValuationNote?
    package var current: Totals
    package var previous: Totals
    /// Changes of income, spending and net against `previous`.
    package var incomeChange: Change
    package var expensesChange: Change
    package var netChange: Change
    /// The largest spending categories, then the rest in `otherCategories`.
    package var topCategories: [CategoryLine]
    package var otherCategories: (count: Int, amount: Quantity)
    package var averages: Averages?
    /// Asset and liability accounts with their balance at the period's end.
    package var balances: [(account: AccountID, amount: Quantity)]
    package var netWorth: Quantity
    package var budgets: [ProgressItem]
    /// The first sum that left the range of exact amounts: the figures are
    /// then wrong and must not be shown.
    package var overflow: SumOverflow?

    /// - Parameters:
    ///   - flow: what the changes compare against (see `compared`), and this period, in that order.
    ///   - toDate: while the period runs, its days up to today (`compared(_:today:)`); nil otherwise.
    ///   - datedAfterToday: today, when the running period holds entries after it: changes then compare whole periods.
    ///   - firstDay: the journal's first transaction, where averages start at the earliest.
    ///   - balances: own balances of asset and liability accounts up to the end.
    package init(flow: Flow, toDate: Flow? = nil, datedAfterToday: Day? = nil, firstDay: Day? = nil, balances: [(account: AccountID, amount: Total)], tree: CategoryTree, top: Int,
                today: Day, precision: UInt8, budgets: [ProgressItem]) {
        let previousPeriod = flow.periods[0], period = flow.periods[1]
        span = period.span
        previousSpan = previousPeriod.span
        comparedDays = datedAfterToday == nil ? toDate?.periods.first?.span : nil
        self.datedAfterToday = datedAfterToday
        currency = flow.currency
        current = Totals(period)
        previous = Totals(previousPeriod)
        var overflow = flow.overflow
        overflow.note(toDate?.overflow)
        let now = toDate.map { Totals($0.periods[0]) } ?? current
        let compared = datedAfterToday == nil ? now : current
        var changes: [Change] = []
        for (a, b) in [(compared.income, previous.income), (compared.expenses, previous.expenses), (compared.net, previous.net)] {
            let c = Self.change(a, b)
            overflow.note(c.total.labelled(commodity: flow.currency))
            changes.append(Change(amount: c.amount, percent: c.percent))
        }
        (incomeChange, expensesChange, netChange) = (changes[0], changes[1], changes[2])
        let categories = period.byTopCategory(.expense)
        topCategories = categories.prefix(top).map { c in
            CategoryLine(account: c.account, label: tree.label(of: c.account), amount: c.amount,
                         share: Percent.of(c.amount, period.expenses), color: tree.color(of: c.account), icon: tree.icon(of: c.account))
        }
        let rest = categories.dropFirst(top)
        let other = Total(sum: rest.map(\.amount)).labelled(commodity: flow.currency)
        otherCategories = (rest.count, other.value)
        let worth = Total(sum: balances.map(\.amount)).labelled(commodity: flow.currency)
        for t in [other, worth] + balances.map(\.amount) { overflow.note(t) }
        // The spending up to today over the days from the first transaction up to today.
        var averaged = span
        if let first = firstDay, let s = averaged.start, first > s { averaged.start = first }
        averages = Self.averages(now.expenses, span: averaged, today: today, precision: precision, overflow: &overflow)
        self.balances = balances.map { ($0.account, $0.amount.value) }.filter { !$0.1.isZero }
        netWorth = worth.value
        self.budgets = budgets
        self.overflow = overflow
    }

    /// What a summary of `span` compares: while `span` runs (today is in
    /// it, not its last day), its days up to today with as many days from
    /// the start of the period before; else nil (whole periods).
    package static func compared(_ span: DateSpan, today: Day) -> (current: DateSpan, previous: DateSpan)? {
        let end = today.adding(days: 1)
        guard let s = span.start, let e = span.end, s < end, end < e else { return nil }
        let before = previous(span)
        guard let ps = before.start, let pe = before.end else { return nil }
        return (DateSpan(start: s, end: end), DateSpan(start: ps, end: min(pe, ps.adding(days: end - s))))
    }

    /// The period before `span` of the same length: as many whole months
    /// (or years) when `span` is whole months, else as many days.
    package static func previous(_ span: DateSpan) -> DateSpan {
        guard let s = span.start, let e = span.end else { return DateSpan(start: nil, end: span.start) }
        if s.day == 1 && e.day == 1 {
            let months = (e.year * 12 + e.month) - (s.year * 12 + s.month)
            return DateSpan(start: s.adding(months: -months), end: s)
        }
        return DateSpan(start: s.adding(days: -(e - s)), end: s)
    }

    /// Spending per day, week (7 days) and month over the part of `span` up
    /// to today. A month counts as its share of days: 10 days of a
    /// 30-day month are a third of a month.
    static func averages(_ spent: Quantity, span: DateSpan, today: Day, precision: UInt8, overflow: inout SumOverflow?) -> Averages? {
        guard let s = span.start, let e = span.end else { return nil }
        let end = min(e, today.adding(days: 1))
        guard end > s else { return nil }
        let days = end - s
        // Months as their share of days: small numbers that cannot overflow.
        var months = Total.zero
        var m = s.startOfMonth
        while m < end {
            let next = m.adding(months: 1)
            let overlap = min(next, end) - max(m, s)
            months.add(Total(Quantity(overlap)).divided(by: Quantity(next - m), scale: 12))
            m = next
        }
        let why = SumOverflow()
        let perDay = Total(spent).divided(by: Quantity(days), scale: precision)
        let perWeek = Total(spent.multiplied(by: Quantity(7)), orOverflow: why).divided(by: Quantity(days), scale: precision)
        let perMonth = Total(spent).divided(by: months.value, scale: precision)
        for t in [months, perDay, perWeek, perMonth] { overflow.note(t) }
        return Averages(span: DateSpan(start: s, end: end), days: days, perDay: perDay.value, perWeek: perWeek.value, perMonth: perMonth.value)
    }

    /// Own balances of the asset and liability accounts from the matching
    /// postings before `end` in `currency`, in name order.
    package static func balances(_ journal: Journal, query: ReportQuery, end: Day?, currency: CommodityID) -> [(account: AccountID, amount: Total)] {
        var q = query
        q.span = DateSpan(start: nil, end: end)
        let matcher = ReportQuery.Matcher(q, journal)
        var sums: [AccountID: Total] = [:]
        for t in journal.transactions where matcher.matches(transaction: t) {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                let type = journal.type(of: p.account)
                guard type == .asset || type == .liability, p.commodity == currency, matcher.matches(posting: p, in: t) else { continue }
                sums[p.account, default: .zero].add(posting: pi, p)
            }
        }
        return sums.map { ($0.key, $0.value) }.sorted { journal.accounts.nameBytes($0.0).lexicographicallyPrecedes(journal.accounts.nameBytes($1.0)) }
    }

    /// Own balances of the asset and liability accounts from the matching
    /// postings before `end`, each summed in its own commodities and then
    /// valued into `exchange`'s currency at the rates of `day`: what each
    /// account held that day, at that day's rates (hledger's --value=end).
    /// The first amount no rate converts is the error, at its first posting.
    package static func balances(_ journal: Journal, query: ReportQuery, end: Day?, valuedBy exchange: Exchange,
                                 on day: Day) -> Result<[(account: AccountID, amount: Total)], Exchange.MissingRate> {
        var q = query
        q.span = DateSpan(start: nil, end: end)
        let matcher = ReportQuery.Matcher(q, journal)
        var sums: [AccountID: MixedAmount] = [:]
        var first: [Int64: Int] = [:]
        for t in journal.transactions where matcher.matches(transaction: t) {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                let type = journal.type(of: p.account)
                guard type == .asset || type == .liability, matcher.matches(posting: p, in: t) else { continue }
                sums[p.account, default: MixedAmount()].add(p.quantity, p.commodity)
                let key = Int64(p.account.index) << 32 | Int64(p.commodity.index)
                if first[key] == nil { first[key] = pi }
            }
        }
        var out: [(account: AccountID, amount: Total)] = []
        for (account, mixed) in sums {
            var total = Total.zero
            if let o = mixed.overflow { total = Total(nil, orOverflow: o.filling(account: account)) }
            for part in mixed.parts where !part.quantity.isZero && !total.isOverflowed {
                guard let value = exchange.convert(part.quantity, part.commodity, on: day) else {
                    let pi = first[Int64(account.index) << 32 | Int64(part.commodity.index)] ?? 0
                    return .failure(exchange.missingRate(posting: pi, day: day, tooLarge: false, in: journal))
                }
                guard let v = value.exact else {
                    let pi = first[Int64(account.index) << 32 | Int64(part.commodity.index)] ?? 0
                    return .failure(exchange.missingRate(posting: pi, day: day, tooLarge: true, in: journal))
                }
                total = total.adding(Total(v))
            }
            out.append((account, total))
        }
        return .success(out.sorted { journal.accounts.nameBytes($0.0).lexicographicallyPrecedes(journal.accounts.nameBytes($1.0)) })
    }

    /// Change from the previous period, and its percent of the previous
    /// amount (`nil` when that was zero).
    /// The report checks these for overflow when it is made.
    package static func change(_ now: Quantity, _ before: Quantity) -> (amount: Quantity, percent: Quantity?, total: Total) {
        let delta = Total(now).subtracting(Total(before))
        return (delta.value, before.isZero || delta.isOverflowed ? nil : Percent.of(delta.value, before.magnitude), delta)
    }
}
