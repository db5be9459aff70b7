import TallyLocale
import TallyValues

/// The one multi-period engine: postings summed per period, per account
/// (or group of accounts) and per commodity in one pass over the journal.
///
/// Balance (with and without `-M/-Q/-Y/-W/-D`), register's summary
/// postings, summary, trend, breakdown and the HTML report (through
/// `Flow`), and the budgets (`BudgetLedger`) read their numbers from it.
/// Which postings count is the caller's choice (a report's query, a
/// budget's accounts), given as filters.
///
/// Conversion is a parameter (`Valuation`): none, each posting valued at
/// its transaction's date, or at the end of the period holding it, with
/// rates from a `RateSource`. The journal itself is never changed.
///
/// Storage is dense: one series per (row, commodity) met, each a run of
/// slots (the opening balance, then one per period) in flat arrays; no
/// dictionary is touched per posting. A sum that leaves `Int128` at its
/// series' scale moves aside and stays exact there (`wideSlots`). A value
/// a valuation cannot represent overflows its slot, which then says which
/// account (or group), commodity and posting took it there.
package struct PeriodSums: Sendable {
    /// The periods, in date order, not overlapping.
    package let periods: [DateSpan]
    /// The first sum that left the range of exact amounts, in posting order.
    package internal(set) var overflow: SumOverflow?
    /// A sum left the range of exact amounts: the numbers must not be shown.
    package var overflowed: Bool { overflow != nil }
    /// The postings a valuation could not convert, in posting order (left
    /// out of the sums): no rate known, or a value too large (which also
    /// overflows its slot).
    package internal(set) var unconverted: [Unconverted] = []

    /// Slots per series: the opening balance, then one per period.
    package let stride: Int
    package let accountCount: Int
    /// The subjects of the group rows, which follow the account rows.
    package let groups: [ErrorKey]
    /// Per series: its row (an account's index, or `accountCount + group`)
    /// and commodity, and the scale its sums are kept at (the finest posted).
    package private(set) var seriesRow: [Int32] = []
    package private(set) var seriesCommodity: [CommodityID] = []
    package private(set) var seriesScale: [UInt8] = []
    /// Per slot (`series × stride + slot`): the sum at the series' scale.
    package private(set) var units: [Int128] = []
    /// Per slot: 0 when no posting reached it, else 1 + the finest scale of
    /// the postings summed there (the scale the sum is shown at).
    package internal(set) var cellScale: [UInt8] = []
    /// The slots whose sums left `Int128` at their series' scale, summed
    /// exactly here instead (rare, so kept aside).
    private var wideSlots: [Int: Quantity] = [:]
    /// The slots that overflowed, with why (rare, so kept aside).
    package internal(set) var slotOverflow: [Int: SumOverflow] = [:]
    /// Per row: its series, in commodity order.
    package private(set) var seriesOfRow: [[Int32]] = []
    /// Per series: the first posting summed into it (where an error about it points).
    var seriesFirstPosting: [Int] = []
    /// Series converted into the valuation's currency and left out of every row.
    var dropped: Set<Int> = []

    /// A posting as counted: its period (`nil` before the first), where it
    /// stands in the journal, and its amount after any valuation.
    package struct Counted {
        package var period: Int?
        package var posting: Int
        package var date: Day
        package var account: AccountID
        package var amount: Quantity
    }

    /// A posting a valuation could not convert.
    package struct Unconverted: Sendable {
        package var posting: Int
        /// The day it was to be valued on.
        package var day: Day
        /// The rate is known but the value cannot be represented (past 255 decimals).
        package var tooLarge: Bool

        package init(posting: Int, day: Day, tooLarge: Bool) {
            self.posting = posting
            self.day = day
            self.tooLarge = tooLarge
        }
    }

    /// Sums the postings of `journal` into `periods` (a period may reach
    /// outside `span`, whose dates alone are counted in them).
    ///
    /// - Parameters:
    ///   - span: the dates counted in the periods.
    ///   - opening: also sum what comes before the first period, whatever `span`.
    ///   - transactions: which transactions count (dates aside); `nil`: all.
    ///   - postings: which postings of them count, after any valuation;
    ///     `nil`: all.
    ///   - account: the row a posting's account counts in (`nil` leaves
    ///     the posting out), e.g. its ancestor at a depth limit; asked once
    ///     per account, not per posting.
    ///   - groups: subjects of extra rows that add up several accounts
    ///     (`total income`, a budget), each overflowing on its own posting.
    ///   - group: the group an account's counted postings also add into
    ///     (a posting whose account has no row counts in no group).
    ///   - memberOf: when given, every group an account's counted postings
    ///     add into, in place of `group` (budgets that share accounts).
    ///   - valuation: the currency postings are converted into, and when.
    ///   - counted: told of every posting summed, with its valued amount.
    ///     The filters and `counted` are asked per transaction or posting:
    ///     `nil` where every one counts or nobody listens saves the calls.
    /// - Complexity: one pass over the transactions; the period of a date
    ///   is the current one or found by binary search, O(log periods).
    package init(journal: Journal, periods: [DateSpan], span: DateSpan = .unbounded, opening: Bool = false,
                 transactions: ((Transaction) -> Bool)?, postings: ((Posting, Transaction) -> Bool)?,
                 account: (AccountID) -> AccountID? = { $0 }, groups: [ErrorKey] = [], group: (AccountID) -> Int? = { _ in nil },
                 memberOf: ((AccountID) -> [Int])? = nil, valuation: Valuation? = nil, counted: ((Counted) -> Void)? = nil) {
        self.periods = periods
        self.groups = groups
        stride = periods.count + 1
        accountCount = journal.accounts.count
        seriesOfRow = Array(repeating: [], count: accountCount + groups.count)
        guard !periods.isEmpty else { return }
        // The first period may have no start and the last no end (one
        // period over all dates: plain `balance`).
        let first = periods[0].start, last = periods[periods.count - 1].end
        var rows = [Int32](repeating: -1, count: accountCount)
        // The group rows of account i: groupRows[groupStart[i]..<groupStart[i + 1]].
        var groupStart = [Int](repeating: 0, count: accountCount + 1), groupRows: [Int32] = []
        for i in 0..<accountCount {
            let a = AccountID(Int32(i))
            rows[i] = account(a).map(\.index) ?? -1
            for g in memberOf?(a) ?? group(a).map({ [$0] }) ?? [] where groups.indices.contains(g) {
                groupRows.append(Int32(accountCount + g))
            }
            groupStart[i + 1] = groupRows.count
        }
        var index = SeriesIndex(rows: accountCount + groups.count, commodities: journal.commodities.count)
        let all = journal.postings
        var current = 0
        // Read once: copying the valuation per posting costs retains.
        // Valued on one day per period (its end, or a date), a sum is worth
        // the sum of its postings' values: each (row, commodity, period) is
        // summed as written and converted once, at the end, exactly.
        let deferred = valuation.flatMap { v -> Valuation? in
            if case .transactionDate = v.when { return nil }
            return v.countedOnly ? nil : v
        }
        let countedOnly = valuation?.countedOnly ?? true, target = deferred == nil ? valuation?.target : nil
        // -V at each posting's date: every commodity may have a currency of its own.
        let market = deferred == nil && valuation?.market != nil
        let convertible = valuation?.convertible ?? { _, _ in false }
        let keepsUnpriced = valuation?.keepsUnpriced ?? false
        // Rows are read field by field: a transaction or posting is
        // unpacked whole only for a filter or a valuation that asks for it.
        let table = journal.transactions
        for ti in table.indices {
            let date = table.date(at: ti)
            let slot: Int
            if let first, date < first {
                guard opening else { continue }
                slot = 0
            } else {
                guard last.map({ date < $0 }) ?? true, span.contains(date) else { continue }
                if !periods[current].contains(date) {
                    guard let k = Self.index(of: date, in: periods) else { continue }
                    current = k
                }
                slot = current + 1
            }
            var whole: Transaction?
            if let transactions {
                let t = table[ti]
                guard transactions(t) else { continue }
                whole = t
            }
            for pi in table.postingIndices(at: ti) {
                var (account, amount) = all.accountAndAmount(at: pi)
                // The posting as filters see it, once converted.
                var converted: Posting?
                let row = rows[Int(account.index)]
                let memberships = groupStart[Int(account.index)]..<groupStart[Int(account.index) + 1]
                // Every posting the valuation selects is converted, counted or
                // not, as a converted journal would be, unless it converts only counted ones.
                if row < 0, countedOnly { continue }
                if let target, amount.commodity != target || market, let valuation {
                    let p = all[pi], t = whole ?? table[ti]
                    whole = t
                    let day = valuation.day(of: date, slot: slot, periods)
                    if convertible(p, t), let into = market ? valuation.into(amount.commodity, on: day) : target {
                        let value = valuation.rates.convert(amount.quantity, amount.commodity, on: day)
                        if let q = value?.exact {
                            amount = Amount(q, into)
                            var changed = p
                            changed.quantity = q
                            changed.commodity = into
                            changed.costIndex = -1
                            converted = changed
                        } else {
                            unconverted.append(Unconverted(posting: pi, day: day, tooLarge: value != nil))
                            if value != nil, row >= 0 {
                                if memberships.isEmpty { noteTooLarge(into, row: row, slot: slot, posting: pi, &index) }
                                for g in memberships { noteTooLarge(into, row: groupRows[g], slot: slot, posting: pi, &index) }
                            }
                            // Without a rate, kept as written when the valuation says so.
                            if value != nil || !keepsUnpriced { continue }
                        }
                    }
                }
                guard row >= 0 else { continue }
                if let postings {
                    let t = whole ?? table[ti]
                    whole = t
                    // Summed as written and converted later, a posting is still
                    // filtered on its value (`amt:>50` in the valuation's currency).
                    if converted == nil, let v = deferred, amount.commodity != v.target || v.market != nil, convertible(all[pi], t),
                       case let day = v.day(of: date, slot: slot, periods), let into = v.into(amount.commodity, on: day),
                       let q = v.rates.convert(amount.quantity, amount.commodity, on: day)?.exact {
                        var p = all[pi]
                        p.quantity = q
                        p.commodity = into
                        p.costIndex = -1
                        converted = p
                    }
                    guard postings(converted ?? all[pi], t) else { continue }
                }
                add(amount.quantity, series: index.series(row, amount.commodity) ?? addSeries(row, amount.commodity, &index, posting: pi), slot: slot, posting: pi)
                for m in memberships {
                    let g = groupRows[m]
                    add(amount.quantity, series: index.series(g, amount.commodity) ?? addSeries(g, amount.commodity, &index, posting: pi), slot: slot, posting: pi)
                }
                counted?(Counted(period: slot == 0 ? nil : slot - 1, posting: pi, date: date, account: account, amount: amount.quantity))
            }
        }
        if let deferred { convertSums(deferred, &index) }
        for s in seriesRow.indices where !dropped.contains(s) { seriesOfRow[Int(seriesRow[s])].append(Int32(s)) }
        for r in seriesOfRow.indices where seriesOfRow[r].count > 1 {
            seriesOfRow[r].sort { seriesCommodity[Int($0)] < seriesCommodity[Int($1)] }
        }
    }

    mutating func addSeries(_ row: Int32, _ c: CommodityID, _ index: inout SeriesIndex, posting: Int = -1) -> Int {
        let s = seriesRow.count
        seriesFirstPosting.append(posting)
        seriesRow.append(row)
        seriesCommodity.append(c)
        seriesScale.append(0)
        units.append(contentsOf: repeatElement(0, count: stride))
        cellScale.append(contentsOf: repeatElement(0, count: stride))
        index.set(row, c, s)
        return s
    }

    /// Adds `q` into one slot; the series moves to a finer scale when `q` has one.
    /// A sum that leaves `Int128` at the series' scale (or a wide amount)
    /// moves its slot to `wideSlots`, where it stays exact.
    mutating func add(_ q: Quantity, series s: Int, slot: Int, posting pi: Int) {
        let base = s * stride, i = base + slot
        // 1 + the scale, which `cellScale` holds; 255 decimals stay 255.
        let shown = q.scale == .max ? q.scale : q.scale + 1
        if !slotOverflow.isEmpty, slotOverflow[i] != nil {
            let capped = min(q.scale, seriesScale[s])
            if cellScale[i] < shown { cellScale[i] = capped == .max ? capped : capped + 1 }
            return
        }
        if cellScale[i] < shown { cellScale[i] = shown }
        if !wideSlots.isEmpty, let w = wideSlots[i] {
            wideSlots[i] = w.adding(q) ?? w
            return
        }
        if q.isWide {
            moveToWide(i, series: s)
            wideSlots[i] = wideSlots[i].flatMap { $0.adding(q) } ?? q
            return
        }
        if q.scale > seriesScale[s] {
            let shift = Int(q.scale - seriesScale[s])
            let factor = shift <= 38 ? Quantity.powerOfTen(shift) : 0
            for j in base..<base + stride where units[j] != 0 && (factor == 0 || units[j].multipliedReportingOverflow(by: factor).overflow) {
                moveToWide(j, series: s)
            }
            if factor != 0 {
                for j in base..<base + stride where units[j] != 0 { units[j] *= factor }
                seriesScale[s] = q.scale
            } else {
                // More than 38 digits finer (a zero written with many
                // decimals): this slot is summed in the wide form.
                moveToWide(i, series: s)
            }
            if !wideSlots.isEmpty, let w = wideSlots[i] {
                wideSlots[i] = w.adding(q) ?? w
                return
            }
        }
        var u = q.units
        if q.scale < seriesScale[s] {
            let shift = Int(seriesScale[s] - q.scale)
            let (v, o) = shift <= 38 ? u.multipliedReportingOverflow(by: Quantity.powerOfTen(shift)) : (0, true)
            if o {
                moveToWide(i, series: s)
                wideSlots[i] = wideSlots[i].flatMap { $0.adding(q) } ?? q
                return
            }
            u = v
        }
        let (sum, o) = units[i].addingReportingOverflow(u)
        if o {
            moveToWide(i, series: s)
            wideSlots[i] = wideSlots[i].flatMap { $0.adding(q) } ?? q
            return
        }
        units[i] = sum
    }

    /// Slot `i`'s exact sum when it left `Int128`.
    func wideSlot(_ i: Int) -> Quantity? { wideSlots.isEmpty ? nil : wideSlots[i] }

    /// Moves slot `i`'s sum so far into `wideSlots`, exactly.
    private mutating func moveToWide(_ i: Int, series s: Int) {
        guard wideSlots[i] == nil else { return }
        wideSlots[i] = Quantity(units: units[i], scale: seriesScale[s])
        units[i] = 0
    }
}
