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

    /// Adds the matching income and expense postings of `journal` into
    /// `spans`, which must be in date order and must not overlap.
    package init(journal: Journal, query: ReportQuery, spans: [DateSpan], currency: CommodityID, tree: CategoryTree) {
        self.currency = currency
        periods = spans.map { Period(span: $0) }
        var unbounded = query
        unbounded.span = .unbounded
        let matcher = ReportQuery.Matcher(unbounded, journal)
        let outer = query.span
        var income = [Total](repeating: .zero, count: spans.count)
        var expenses = income
        var accounts = [[AccountID: Total]](repeating: [:], count: spans.count)
        var k = 0
        for t in journal.transactions where outer.contains(t.date) {
            while k < periods.count, let end = periods[k].span.end, t.date >= end { k += 1 }
            guard k < periods.count else { break }
            guard periods[k].span.contains(t.date), matcher.matches(transaction: t) else { continue }
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard let kind = tree.kind(of: p.account), p.commodity == currency, matcher.matches(posting: p, in: t) else { continue }
                switch kind {
                case .income: income[k].add(p.quantity.negated(), SumOverflow(commodity: currency, posting: pi, subject: "total income"))
                case .expense: expenses[k].add(p.quantity, SumOverflow(commodity: currency, posting: pi, subject: "total spending"))
                }
                accounts[k][p.account, default: .zero].add(posting: pi, p)
            }
        }
        for k in periods.indices {
            var net = income[k]
            net.add(expenses[k].negated().value, SumOverflow(commodity: currency, subject: "net (income less spending)"))
            for t in [income[k], expenses[k], net] { overflow.note(t) }
            for (_, t) in accounts[k] { overflow.note(t) }
            periods[k].income = income[k].value
            periods[k].expenses = expenses[k].value
            periods[k].net = net.value
            periods[k].accounts = accounts[k].mapValues(\.value)
            periods[k].topSpending = Period.topSums(accounts[k], tree, .expense, &overflow)
            periods[k].topIncome = Period.topSums(accounts[k], tree, .income, &overflow)
        }
        overflow = overflow?.filling(commodity: currency)
    }
}

/// The one currency a report is drawn in.
package enum ReportCurrency {
    /// Several commodities where one is needed.
    package struct Mixed: Error, Sendable {
        package var symbols: [String]
        package var message: String {
            "this report adds amounts up in one currency, and the postings it covers hold " + Self.list(symbols.map { "'\($0)'" })
        }
        package var hint: String {
            "convert them with -X \(symbols.first { !$0.isEmpty } ?? "CUR"), or narrow the report to one currency (for example with --account)"
        }

        static func list(_ items: [String]) -> String {
            guard let last = items.last, items.count > 1 else { return items.joined() }
            return items.dropLast().joined(separator: ", ") + " and " + last
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
                            scopes: [(span: DateSpan, counts: (AccountID) -> Bool)]) -> Result<CommodityID, Mixed> {
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
        var uses = [Int](repeating: 0, count: journal.commodities.count)
        for p in journal.postings { uses[Int(p.commodity.index)] += 1 }
        let most = uses.indices.max { a, b in uses[a] != uses[b] ? uses[a] < uses[b] : a > b } ?? 0
        return .success(CommodityID(Int32(most)))
    }
}
