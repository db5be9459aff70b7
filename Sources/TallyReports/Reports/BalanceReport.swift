import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// Balances per account: a tree with subtotals, or flat with each account's
/// own postings.
public struct BalanceReport: Sendable {
    package struct Row: Sendable {
        package var account: AccountID
        /// The name shown: the full name (flat), or the part below the parent
        /// row (tree; single-child chains are joined with `:`).
        package var name: String
        /// Nesting level in the tree, from 0.
        package var indent: Int
        package var amounts: MixedAmount
        /// The part of `amounts` from forecast transactions.
        package var forecast = MixedAmount()
    }

    public struct Options: Sendable {
        public var flat = false
        public var depth: Int?
        public var showEmpty = false
        /// Hide only balances that are exactly zero (CSV, JSON), not those
        /// that round to zero at the commodity's display precision (text).
        public var exact = false
        /// The order of accounts under a parent (text output takes the language's).
        package var collation = Collation.bytes
        public init() {}
    }

    package var rows: [Row]
    package var total: MixedAmount
    /// The first sum that left the range of exact amounts: the numbers
    /// would be wrong, so the report must not be shown.
    package var overflow: SumOverflow?
    /// The part of `total` from forecast transactions.
    package var forecastTotal = MixedAmount()
    /// Accounts whose balance is not zero but rounds to zero at display
    /// precision, so text leaves them out (or shows 0): the text says so.
    package var roundedToZero = 0
    /// Postings the valuation could not convert (left out of the sums), in journal order.
    package var unconverted: [PeriodSums.Unconverted] = []

    /// Computes the report: one period over the query's dates in the
    /// period engine (`PeriodSums`), then the tree.
    ///
    /// - Complexity: O(postings + accounts × commodities).
    public init(journal: Journal, query: ReportQuery, options: Options) {
        self.init(journal: journal, query: query, options: options, valuation: nil)
    }

    /// With `valuation`, the engine converts as it sums (`-X`), no
    /// converted copy of the journal needed; what it could not convert is
    /// in `unconverted`. Forecast parts are not converted: with forecast
    /// transactions, convert the journal instead.
    package init(journal: Journal, query: ReportQuery, options: Options, valuation: PeriodSums.Valuation?) {
        let matcher = ReportQuery.Matcher(query, journal)
        let accountCount = journal.accounts.count
        let accounts = journal.accounts
        let sums = PeriodSums(journal: journal, query: query, periods: [query.span], account: { a in
            guard options.flat, let d = options.depth, accounts.depth(of: a) > d else { return a }
            return accounts.ancestor(of: a, atDepth: d)
        }, valuation: valuation)
        unconverted = sums.unconverted
        var own = [MixedAmount](repeating: MixedAmount(), count: accountCount)
        var touched = [Bool](repeating: false, count: accountCount)
        var total = MixedAmount()
        for a in sums.accounts {
            own[Int(a.index)] = sums.amount(a, period: 0)
            touched[Int(a.index)] = true
            total.add(own[Int(a.index)])
        }
        self.total = total
        overflow = sums.overflow
        overflow.note(total.overflow)

        func hidden(_ m: MixedAmount) -> Bool {
            if options.exact { return m.isZero }
            return m.isVisiblyZero(journal.commodities)
        }
        if options.flat {
            roundedToZero = (0..<accountCount).filter { touched[$0] && !own[$0].isZero && own[$0].isVisiblyZero(journal.commodities) }.count
            let shown = (0..<accountCount).filter { touched[$0] && (options.showEmpty || !hidden(own[$0])) }
            rows = shown.map { Row(account: AccountID(Int32($0)), name: journal.accounts.name(AccountID(Int32($0))), indent: 0, amounts: own[$0]) }
            rows.sort { Self.byteLess(journal.accounts.nameBytes($0.account), journal.accounts.nameBytes($1.account)) }
            if journal.forecastFile != nil { addForecastParts(journal, matcher, options) }
            return
        }
        // Inclusive sums: children have larger ids than their parents.
        var inclusive = own
        var subtreeTouched = touched
        for a in stride(from: accountCount - 1, through: 0, by: -1) {
            if let p = journal.accounts.parent(of: AccountID(Int32(a))) {
                if subtreeTouched[a] {
                    inclusive[Int(p.index)].add(inclusive[a])
                    subtreeTouched[Int(p.index)] = true
                }
            }
        }
        var children = [[Int32]](repeating: [], count: accountCount)
        var roots: [Int32] = []
        for a in 0..<accountCount where subtreeTouched[a] {
            if let p = journal.accounts.parent(of: AccountID(Int32(a))) { children[Int(p.index)].append(Int32(a)) } else { roots.append(Int32(a)) }
        }
        roundedToZero = (0..<accountCount).filter { touched[$0] && !own[$0].isZero && own[$0].isVisiblyZero(journal.commodities) }.count
        // A parent whose total is zero is still shown when an account below
        // it is (`test` with `test:a 1` and `test:b -1`), as ledger and
        // hledger show it: children have larger ids, so one pass from the
        // end sees every child before its parent.
        var shown = [Bool](repeating: false, count: accountCount)
        for a in stride(from: accountCount - 1, through: 0, by: -1) where subtreeTouched[a] {
            // An account below --depth is not a row, so it shows no parent.
            if let limit = options.depth, journal.accounts.depth(of: AccountID(Int32(a))) > limit { continue }
            if options.showEmpty || !hidden(inclusive[a]) { shown[a] = true }
            if shown[a], let p = journal.accounts.parent(of: AccountID(Int32(a))) { shown[Int(p.index)] = true }
        }
        func isShown(_ a: Int) -> Bool { shown[a] }
        func sortedByLeaf(_ ids: [Int32]) -> [Int32] {
            options.collation.sorted(ids) { journal.accounts.leafName(AccountID($0)) }
        }
        for (a, m) in inclusive.enumerated() where m.overflowed { overflow.note(m.labelled(account: AccountID(Int32(a))).overflow) }
        var result: [Row] = []
        func visit(_ a: Int32, indent: Int, prefix: String) {
            let id = AccountID(a)
            let depth = journal.accounts.depth(of: id)
            let shownChildren = children[Int(a)].filter { child in isShown(Int(child)) && (options.depth.map { limit in journal.accounts.depth(of: AccountID(child)) <= limit } ?? true) }
            let name = prefix.isEmpty ? journal.accounts.leafName(id) : prefix + ":" + journal.accounts.leafName(id)
            // A parent with one shown child and nothing of its own is joined to it.
            if shownChildren.count == 1 && own[Int(a)].isVisiblyZero(journal.commodities) && !(options.showEmpty && touched[Int(a)]) && options.depth.map({ depth < $0 }) ?? true {
                visit(shownChildren[0], indent: indent, prefix: name)
                return
            }
            result.append(Row(account: id, name: name, indent: indent, amounts: inclusive[Int(a)]))
            for c in sortedByLeaf(shownChildren) { visit(c, indent: indent + 1, prefix: "") }
        }
        for r in sortedByLeaf(roots) where isShown(Int(r)) { visit(r, indent: 0, prefix: "") }
        rows = result
        if journal.forecastFile != nil { addForecastParts(journal, matcher, options) }
    }

    /// Byte order of UTF-8, which is Unicode scalar order: stable across runs and locales.
    static func byteLess<A: Collection, B: Collection>(_ a: A, _ b: B) -> Bool where A.Element == UInt8, B.Element == UInt8 {
        a.lexicographicallyPrecedes(b)
    }
}
