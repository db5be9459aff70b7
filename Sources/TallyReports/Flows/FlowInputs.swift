import TallyEngine
import TallySyntax
import TallyValues

/// What a report of income and spending over a span reads after the
/// journal: the journal to sum (pivoted; converted, or with a valuation
/// for the period engine to apply), its category tree and the one
/// currency of the accounts it counts.
package struct FlowInputs {
    package var journal: Journal
    package var exchange: Exchange?
    package var valuation: PeriodSums.Valuation?
    package var tree: CategoryTree
    package var currency: CommodityID

    /// The inputs of a report over `span` of the accounts `counts` picks
    /// from the tree: converted under the valuation's currency (valued at
    /// the span's end, or per `valueDay`), or into the journal's reporting
    /// currency when those accounts mix currencies; `warnings` gains the
    /// untyped accounts the report cannot count.
    package static func resolve(_ loaded: Journal, query: ReportQuery, span: DateSpan, valuation: ValuationSpec, today: Day,
                                valueDay: ((Transaction, Exchange.Timing) -> Day)? = nil,
                                counts: (CategoryTree) -> (AccountID) -> Bool,
                                warnings: inout [Diagnostic]) -> Result<FlowInputs, ReportFailure> {
        // Conversion changes amounts, never accounts: one tree serves before
        // and after; a pivot does change them, so it comes first.
        let loaded = valuation.pivoted(loaded)
        let tree = CategoryTree(journal: loaded)
        let counted = counts(tree)
        let valued: ValuedJournal
        switch valuation.forEngine(loaded, query: query, periodEnd: span.end, today: today, scopes: [(span, counted)], valueDay: valueDay) {
        case .success(let v): valued = v
        case .failure(let missing): return .failure(.missingRate(missing))
        }
        warnings += UntypedAccounts.warnings(valued.journal)
        if let exchange = valued.exchange {
            return .success(FlowInputs(journal: valued.journal, exchange: exchange, valuation: valued.valuation, tree: tree, currency: exchange.target))
        }
        switch ReportCurrency.find(valued.journal, query: query, span: span, counts: counted) {
        case .success(let c): return .success(FlowInputs(journal: valued.journal, exchange: nil, valuation: nil, tree: tree, currency: c))
        case .failure(let mixed): return .failure(.mixedCurrencies(mixed))
        }
    }

    /// The flow of `spans` (after the query's own span) in these inputs'
    /// currency; a posting the engine could not convert fails it.
    package func flow(query: ReportQuery, spans: [DateSpan]) -> Result<Flow, ReportFailure> {
        let flow = Flow(journal: journal, query: query, spans: spans, currency: currency, tree: tree, valuation: valuation)
        if let missing = Self.unconvertible(flow.unconverted, exchange, journal) { return .failure(.missingRate(missing)) }
        return .success(flow)
    }

    /// The first posting, in journal order, that the engine could not
    /// convert, said as a converted journal says it. Without an exchange
    /// the valuation was at market (`-V`), where only a value too large to
    /// hold fails: a commodity without a price keeps its amount.
    package static func unconvertible(_ unconverted: [PeriodSums.Unconverted], _ exchange: Exchange?, _ journal: Journal) -> Exchange.MissingRate? {
        guard let u = unconverted.first else { return nil }
        guard let exchange else {
            return unconverted.first(where: \.tooLarge).map { MarketRates(journal: journal).tooLarge(posting: $0.posting, day: $0.day, in: journal) }
        }
        return exchange.missingRate(posting: u.posting, day: u.day, tooLarge: u.tooLarge, in: journal)
    }
}
