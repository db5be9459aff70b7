import TallyLocale
import TallyEngine
import TallyValues

/// Income and spending in consecutive periods, per account, in one
/// currency: what summary, trend, breakdown and the HTML report add up.
///
/// Income is shown positive (income postings are negative in the journal);
/// spending is the sum of expense postings, so a refund lowers it.
///
/// - Complexity: one pass over the matching postings.
package struct Flow: Sendable {
    package struct Period: Sendable {
        package var span: DateSpan
        package var income = Quantity.zero
        package var expenses = Quantity.zero
        /// Income less spending.
        package var net = Quantity.zero
        /// Own postings per income or expense account, as posted (income negative).
        package var accounts: [AccountID: Quantity] = [:]
        fileprivate var topSpending: [(account: AccountID, amount: Quantity)] = []
        fileprivate var topIncome: [(account: AccountID, amount: Quantity)] = []

        /// Spending (or income, shown positive) per top category, largest first, then by label.
        package func byTopCategory(_ kind: CategoryTree.Kind) -> [(account: AccountID, amount: Quantity)] {
            kind == .income ? topIncome : topSpending
        }

        fileprivate static func topSums(_ accounts: [AccountID: Total], _ tree: CategoryTree, _ kind: CategoryTree.Kind,
                                        _ overflow: inout SumOverflow?) -> [(account: AccountID, amount: Quantity)] {
            var sums: [AccountID: Total] = [:]
            for (a, q) in accounts where tree.kind(of: a) == kind {
                guard let top = tree.top(of: a) else { continue }
                sums[top, default: .zero].add(kind == .income ? q.negated() : q)
            }
            for (top, t) in sums { overflow.note(t.labelled(account: top)) }
            return sums.map { ($0.key, $0.value.value) }.sorted { a, b in
                if a.amount != b.amount { return a.amount > b.amount }
                let la = tree.label(of: a.account), lb = tree.label(of: b.account)
                return la != lb ? la.utf8.lexicographicallyPrecedes(lb.utf8) : a.account < b.account
            }
        }
    }

    package var currency: CommodityID
    package var periods: [Period]
    /// The first sum that left the range of exact amounts: the figures are
    /// then wrong and must not be shown.
    package private(set) var overflow: SumOverflow?
    /// The postings `valuation` could not convert: the figures must not be shown.
    package private(set) var unconverted: [PeriodSums.Unconverted] = []

    /// Adds the matching income and expense postings of `journal` into
    /// `spans`, which must be in date order and must not overlap. The sums
    /// come from the period engine (`PeriodSums`): per account, plus total
    /// income and total spending as groups, so an overflow names the sum
    /// and the posting that took it past what a quantity holds.
    /// With `valuation`, the engine converts as it sums.
    package init(journal: Journal, query: ReportQuery, spans: [DateSpan], currency: CommodityID, tree: CategoryTree,
                 valuation: PeriodSums.Valuation? = nil) {
        self.currency = currency
        periods = spans.map { Period(span: $0) }
        let sums = PeriodSums(journal: journal, query: query, periods: spans,
                              account: { tree.kind(of: $0) == nil ? nil : $0 },
                              groups: [.overflowTotalIncome, .overflowTotalSpending], group: { a in tree.kind(of: a).map { $0 == .income ? 0 : 1 } },
                              include: { $0.commodity == currency }, valuation: valuation)
        unconverted = sums.unconverted
        for k in periods.indices {
            // Income is shown positive: the negated sum of income postings.
            let posted = sums.groupTotal(0, currency, period: k)
            let income = posted.exact.map { Total(Quantity.zero.subtracting($0), orOverflow: SumOverflow(commodity: currency, subject: .overflowTotalIncome)) } ?? posted
            let expenses = sums.groupTotal(1, currency, period: k)
            var net = income
            net.add(expenses.negated().value, SumOverflow(commodity: currency, subject: .overflowNet))
            for t in [income, expenses, net] { overflow.note(t) }
            var accounts: [AccountID: Total] = [:]
            for a in sums.accounts(inPeriod: k) {
                let t = sums.total(a, currency, period: k)
                overflow.note(t)
                accounts[a] = t
            }
            periods[k].income = income.value
            periods[k].expenses = expenses.value
            periods[k].net = net.value
            periods[k].accounts = accounts.mapValues(\.value)
            periods[k].topSpending = Period.topSums(accounts, tree, .expense, &overflow)
            periods[k].topIncome = Period.topSums(accounts, tree, .income, &overflow)
        }
        overflow = overflow?.filling(commodity: currency)
    }
}

/// The one currency a report is drawn in.
package enum ReportCurrency {
    /// Postings a report adds up: those in `span` whose account `counts`.
    package typealias Scope = (span: DateSpan, counts: (AccountID) -> Bool)

    /// Several commodities where one is needed.
    package struct Mixed: Error, Sendable {
        package var symbols: [String]

        package init(symbols: [String]) { self.symbols = symbols }
        /// What is wrong, in `m`'s language.
        package func message(_ m: Messages) -> String {
            m.error(.reportMixesCurrencies, m.andList(symbols.map { "'\($0)'" }))
        }
        /// How to fix it, in `m`'s language.
        package func hint(_ m: Messages) -> String {
            m.error(.hintConvertMixed, symbols.first { !$0.isEmpty } ?? "CUR")
        }
    }

    /// The commodity of the non-zero matching postings in `span` that
    /// `counts` selects (by account); when there are none, the commodity
    /// the journal uses most. Several commodities are an error.
    package static func find(_ journal: Journal, query: ReportQuery, span: DateSpan,
                            counts: @escaping (AccountID) -> Bool) -> Result<CommodityID, Mixed> {
        find(journal, query: query, scopes: [(span, counts)])
    }

    /// The same over several scopes (spans with the accounts they count).
    package static func find(_ journal: Journal, query: ReportQuery,
                            scopes: [Scope]) -> Result<CommodityID, Mixed> {
        var seen: [CommodityID] = []
        for scope in scopes {
            var q = query
            q.span = scope.span
            let matcher = ReportQuery.Matcher(q, journal)
            for t in journal.transactions where matcher.matches(transaction: t) {
                for pi in t.postingIndices {
                    let p = journal.postings[pi]
                    guard !p.quantity.isZero, !seen.contains(p.commodity), scope.counts(p.account), matcher.matches(posting: p, in: t) else { continue }
                    seen.append(p.commodity)
                }
            }
        }
        if seen.count > 1 {
            let symbols = seen.map { journal.commodities.symbol($0) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return .failure(Mixed(symbols: symbols))
        }
        if let only = seen.first { return .success(only) }
        return .success(mostUsed(journal, preferSymbol: false))
    }

    /// The commodity most postings of `journal` use (the first read on a
    /// tie); with `preferSymbol`, the bare number's empty commodity only
    /// when no posting names one.
    package static func mostUsed(_ journal: Journal, preferSymbol: Bool) -> CommodityID {
        var uses = [Int](repeating: 0, count: journal.commodities.count)
        let postings = journal.postings
        for i in postings.indices { uses[Int(postings.commodity(at: i).index)] += 1 }
        if preferSymbol, uses.count > 1, uses.dropFirst().contains(where: { $0 > 0 }) { uses[Int(CommodityID.none.index)] = 0 }
        let most = uses.indices.max { a, b in uses[a] != uses[b] ? uses[a] < uses[b] : a > b } ?? 0
        return CommodityID(Int32(most))
    }
}
