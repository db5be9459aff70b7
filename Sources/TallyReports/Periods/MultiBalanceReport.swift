import TallyLocale
import TallyEngine
import TallyValues

/// Balances in columns, one per period (`balance -M`, `-p 'every 2 weeks'`):
/// the change in each period, or the running balance from the first period
/// (`--cumulative`) or from the journal's start (`--historical`).
package struct MultiBalanceReport: Sendable {
    package enum Accumulation: Sendable { case change, cumulative, historical }

    package struct Options: Sendable {
        /// Subtotals in an indented tree; otherwise each account's own postings, flat.
        package var tree = false
        package var depth: Int?
        package var showEmpty = false
        package var accumulation = Accumulation.change
        package init() {}
    }

    package struct Row: Sendable {
        package var account: AccountID?
        /// Flat: the full name; tree: the last part, indented by `indent`.
        package var name: String
        package var indent: Int
        package var cells: [MixedAmount]
        /// The change over all periods.
        package var total: MixedAmount
    }

    package var periods: [DateSpan]
    package var accumulation: Accumulation
    package var rows: [Row]
    package var totals: Row
    /// The first sum that left the range of exact amounts, naming the
    /// account (or the total) and commodity: the report must not be shown.
    package var overflow: SumOverflow?
    package var overflowed: Bool { overflow != nil }
    /// The postings `valuation` could not convert: the report must not be shown.
    package var unconverted: [PeriodSums.Unconverted] = []

    /// With `valuation`, the engine converts as it sums.
    ///
    /// - Complexity: one pass over the journal (`PeriodSums`), then
    ///   O(accounts × periods).
    package init(journal: Journal, query: ReportQuery, periods: [DateSpan], options: Options, valuation: PeriodSums.Valuation? = nil) {
        self.periods = periods
        accumulation = options.accumulation
        let accounts = journal.accounts
        let fold: (AccountID) -> AccountID? = { a in
            guard !options.tree, let d = options.depth, accounts.depth(of: a) > d else { return a }
            return accounts.ancestor(of: a, atDepth: d)
        }
        // A historical balance valued at each column's end is the balance
        // of that day at that day's rates (hledger's -H -X): summed in its
        // own commodities, then valued once per column.
        var atEnds: PeriodSums.Valuation?
        if options.accumulation == .historical, let v = valuation, case .periodEnd = v.when { atEnds = v }
        // hledger 1.25 values a cumulative column twice: each period's change
        // at its end, then their running sum again at the column's end. With
        // one target (-X) the second is no change; with -V a value in a
        // commodity that has a price of its own (JPY valued in USD, USD
        // priced in EUR) moves on into that one, and Tally shows what hledger does.
        var revalued: PeriodSums.Valuation?
        if options.accumulation == .cumulative, let v = valuation, v.market != nil, case .periodEnd = v.when { revalued = v }
        let sums = PeriodSums(journal: journal, query: query, periods: periods,
                              opening: options.accumulation == .historical, account: fold, valuation: atEnds == nil ? valuation : nil)
        overflow = sums.overflow
        unconverted = sums.unconverted
        let n = periods.count
        // Per account: the change per period, plus what came before (historical).
        var changes: [AccountID: [MixedAmount]] = [:]
        var before: [AccountID: MixedAmount] = [:]
        var allChange = Array(repeating: MixedAmount(), count: n)
        var allBefore = MixedAmount()
        for a in sums.accounts {
            let own = (0..<n).map { sums.amount(a, period: $0) }
            changes[a] = own
            for k in 0..<n { allChange[k].add(own[k]) }
            if options.accumulation == .historical {
                let b = sums.amount(a, period: nil)
                before[a] = b
                allBefore.add(b)
            }
        }
        let ownChanges = changes, ownBefore = before
        if options.tree {
            // Each account's amounts count in all its ancestors too.
            let own = changes
            for (a, cells) in own {
                var p = accounts.parent(of: a)
                while let parent = p {
                    var target = changes[parent] ?? Array(repeating: MixedAmount(), count: n)
                    for k in 0..<n { target[k].add(cells[k]) }
                    changes[parent] = target
                    if let b = ownBefore[a] { before[parent, default: MixedAmount()].add(b) }
                    p = accounts.parent(of: parent)
                }
            }
        }
        func row(_ a: AccountID?, name: String, indent: Int, _ change: [MixedAmount], _ start: MixedAmount) -> Row {
            var total = MixedAmount()
            for c in change { total.add(c) }
            var cells = change
            if options.accumulation != .change {
                var running = options.accumulation == .historical ? start : MixedAmount()
                for k in 0..<n { running.add(change[k]); cells[k] = running }
            }
            if let v = atEnds ?? revalued {
                for k in 0..<n { cells[k] = value(cells[k], v, on: Self.lastDay(periods, k), account: a) }
                total = value(total, v, on: Self.lastDay(periods, n - 1), account: a)
            }
            return Row(account: a, name: name, indent: indent, cells: cells, total: total)
        }
        var unvalued: [PeriodSums.Unconverted] = []
        func value(_ m: MixedAmount, _ v: PeriodSums.Valuation, on day: Day, account: AccountID?) -> MixedAmount {
            guard !m.overflowed else { return m }
            var out = MixedAmount()
            for p in m.parts {
                guard !v.kept.contains(p.commodity), let into = v.into(p.commodity, on: day), !p.quantity.isZero else {
                    out.add(p.quantity, p.commodity)
                    continue
                }
                guard let t = v.rates.convert(p.quantity, p.commodity, on: day), let q = t.exact else {
                    let tooLarge = v.rates.convert(p.quantity, p.commodity, on: day) != nil
                    let pi = Self.firstPosting(journal, p.commodity, under: account, before: day.adding(days: 1)) ?? 0
                    unvalued.append(PeriodSums.Unconverted(posting: pi, day: day, tooLarge: tooLarge))
                    // Kept as it is: a report that shows it (keepsUnpriced) says so, any other is refused.
                    out.add(p.quantity, p.commodity)
                    continue
                }
                out.add(q, into)
            }
            return out
        }
        var ids = Array(changes.keys)
        if options.tree {
            if let d = options.depth { ids.removeAll { accounts.depth(of: $0) > d } }
            ids.sort { Self.treeLess(accounts, $0, $1) }
        } else {
            ids.sort { accounts.nameBytes($0).lexicographicallyPrecedes(accounts.nameBytes($1)) }
        }
        var built: [AccountID: Row] = [:]
        var shown: Set<AccountID> = []
        for a in ids {
            guard let change = changes[a] else { continue }
            let r = row(a, name: options.tree ? accounts.leafName(a) : accounts.name(a),
                        indent: options.tree ? accounts.depth(of: a) - 1 : 0, change, before[a] ?? MixedAmount())
            for m in r.cells where m.overflowed { overflow.note(m.overflow?.filling(account: a)) }
            overflow.note(r.total.overflow?.filling(account: a))
            built[a] = r
            if options.showEmpty || Self.isVisible(r, journal.commodities) { shown.insert(a) }
        }
        if options.tree {
            rows = Self.treeRows(ids, built, shown, accounts: accounts) { a in
                // Nothing of its own: no posting, or postings that add to zero in every column.
                let own = (ownChanges[a] ?? []) + [ownBefore[a] ?? MixedAmount()]
                return own.allSatisfy { $0.isVisiblyZero(journal.commodities) } && !(options.showEmpty && ownChanges[a] != nil)
            }
        } else {
            rows = ids.compactMap { shown.contains($0) ? built[$0] : nil }
        }
        // The totals: every account's own postings once.
        totals = row(nil, name: "total", indent: 0, allChange, allBefore)
        unconverted += unvalued.sorted { $0.posting < $1.posting }
        for m in totals.cells where m.overflowed { overflow.note(m.overflow.map { SumOverflow(commodity: $0.commodity, subject: .overflowTotal) }) }
        overflow.note(totals.total.overflow.map { SumOverflow(commodity: $0.commodity, subject: .overflowTotal) })
    }

    /// The last day of period `k`.
    static func lastDay(_ periods: [DateSpan], _ k: Int) -> Day {
        let p = periods[max(k, 0)]
        return p.end?.adding(days: -1) ?? p.start ?? Day(daysSinceEpoch: 0)
    }

    /// The first posting in `c` before `end` in `account` or below it (any
    /// account when `nil`): where a balance that could not be valued began.
    static func firstPosting(_ journal: Journal, _ c: CommodityID, under account: AccountID?, before end: Day) -> Int? {
        let accounts = journal.accounts
        for t in journal.transactions where t.date < end {
            for pi in t.postingIndices where journal.postings[pi].commodity == c {
                guard let a = account else { return pi }
                var x: AccountID? = journal.postings[pi].account
                while let y = x, y != a { x = accounts.parent(of: y) }
                if x != nil { return pi }
            }
        }
        return nil
    }

    static func isVisible(_ r: Row, _ commodities: CommodityTable) -> Bool {
        !r.total.isVisiblyZero(commodities) || r.cells.contains { !$0.isVisiblyZero(commodities) }
    }

    /// The rows of a tree in tree order (`ids`): an account shown, and
    /// every parent of one, even at zero (`test` over `test:a 1` and
    /// `test:b -1`), as ledger and hledger show them; a parent with one
    /// shown child and nothing of its own (`isBoring`) is joined to it
    /// (`1:2`), as the one-column tree does.
    static func treeRows(_ ids: [AccountID], _ built: [AccountID: Row], _ visible: Set<AccountID>, accounts: AccountTable,
                         isBoring: (AccountID) -> Bool) -> [Row] {
        var shown = visible
        for a in ids where visible.contains(a) {
            var p = accounts.parent(of: a)
            while let x = p, built[x] != nil, shown.insert(x).inserted { p = accounts.parent(of: x) }
        }
        var children: [AccountID: [AccountID]] = [:]
        var roots: [AccountID] = []
        for a in ids where shown.contains(a) {
            if let p = accounts.parent(of: a), shown.contains(p) { children[p, default: []].append(a) } else { roots.append(a) }
        }
        var result: [Row] = []
        func visit(_ a: AccountID, indent: Int, prefix: String) {
            guard var r = built[a] else { return }
            let kids = children[a] ?? []
            let name = prefix.isEmpty ? r.name : prefix + ":" + r.name
            if kids.count == 1 && isBoring(a) {
                visit(kids[0], indent: indent, prefix: name)
                return
            }
            r.name = name
            r.indent = indent
            result.append(r)
            for c in kids { visit(c, indent: indent + 1, prefix: "") }
        }
        for r in roots { visit(r, indent: 0, prefix: "") }
        return result
    }

    /// Tree order: parents before children, siblings by name bytes.
    static func treeLess(_ accounts: AccountTable, _ a: AccountID, _ b: AccountID) -> Bool {
        func path(_ x: AccountID) -> [AccountID] {
            var p: [AccountID] = [x]
            while let up = accounts.parent(of: p[0]) { p.insert(up, at: 0) }
            return p
        }
        let pa = path(a), pb = path(b)
        for (x, y) in zip(pa, pb) where x != y {
            return Array(accounts.leafName(x).utf8).lexicographicallyPrecedes(Array(accounts.leafName(y).utf8))
        }
        return pa.count < pb.count
    }

    /// The average per period of `total`, at the commodity's display
    /// precision (or finer, when the amounts are), or `nil` on overflow.
    package static func average(_ total: MixedAmount, periods: Int, _ commodities: CommodityTable) -> MixedAmount? {
        averageOrOverflow(total, periods: periods, commodities).exact
    }

    /// The average, or what overflowed computing it (the commodity).
    static func averageOrOverflow(_ total: MixedAmount, periods: Int, _ commodities: CommodityTable) -> (exact: MixedAmount?, overflow: SumOverflow?) {
        var result = MixedAmount()
        guard periods > 0 else { return (result, nil) }
        for p in total.parts {
            let scale = max(p.quantity.scale, commodities.style(p.commodity).precision)
            guard let q = p.quantity.divided(by: Quantity(periods), scale: scale) else {
                return (nil, SumOverflow(commodity: p.commodity, subject: .overflowAverage))
            }
            result.add(q, p.commodity)
        }
        return (result, nil)
    }

    /// What stops the report being shown with `extras`: an overflowed sum,
    /// or an average that does not fit (naming the row's account).
    package func overflow(with extras: Extras, _ commodities: CommodityTable) -> SumOverflow? {
        if let overflow { return overflow }
        guard extras.average else { return nil }
        for r in rows + [totals] {
            if let o = Self.averageOrOverflow(r.total, periods: periods.count, commodities).overflow { return o.filling(account: r.account) }
        }
        return nil
    }

    /// Column names: `2026-03`, `2026Q1`, `2026`, `2026-W10`, `2026-03-05`,
    /// or the first and last day.
    package var labels: [String] { periods.map { PeriodText.name($0) } }
}
