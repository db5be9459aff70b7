import TallyEngine
import TallyReports
import TallyValues

extension Session {
    /// For reports that sum through the period engine: the journal to sum
    /// (pivoted, lots apart, as asked) and the -X conversion for the engine
    /// to apply as it sums, each posting valued at its date or at the end
    /// of its period, with no converted copy of the journal.
    ///
    /// `-V` (and `--value` without a currency) is the engine's too, each
    /// commodity valued in its own market currency (`MarketRates`), except
    /// in reports of flows (`scopes`), which check the one currency of
    /// converted postings. `-B` (a posting's own cost: no one rate per
    /// commodity) still converts a copy (`converting`), and so do queries that compare amounts or currencies
    /// (`amt:`, `cur:`) where converted amounts decide more than which
    /// postings are summed: the periods shown, or with `--related` the
    /// other postings of a transaction. The engine then has nothing to convert.
    ///
    /// `onePeriod`: the report is one period ending at `periodEnd`, the
    /// day `--value end` values every posting on.
    func valuing(_ journal: Journal, query: ReportQuery, periodEnd: Day?, scopes: [ReportCurrency.Scope]? = nil,
                 valueDay: ((Transaction, Exchange.Timing) -> Day)? = nil, onePeriod: Bool = false, prices: PriceTable? = nil)
        throws(CLIError) -> (journal: Journal, exchange: Exchange?, valuation: PeriodSums.Valuation?) {
        // In one period, the engine's posting filter sees converted amounts as the report's query did.
        let amountsDecide = query.terms.contains(where: Self.readsAmounts) && (!onePeriod || query.related)
        // Reports of flows (`scopes`) check the one currency of what they count: -V converts a copy for them.
        if atCost || amountsDecide || (scopes != nil && arguments.has(.market)) {
            let (converted, exchange) = try converting(journal, query: query, periodEnd: periodEnd, scopes: scopes, valueDay: valueDay,
                                                       prices: prices)
            return (converted, exchange, nil)
        }
        var chosen = try conversion(journal, query: query, scopes: scopes, prices: prices)
        if chosen.exchange == nil, let timing = try marketTiming() {
            if scopes != nil {
                let (converted, exchange) = try converting(journal, query: query, periodEnd: periodEnd, scopes: scopes, valueDay: valueDay,
                                                           prices: prices)
                return (converted, exchange, nil)
            }
            let rates = MarketRates(journal: chosen.journal)
            showMarketValues(&chosen.journal, rates)
            return (chosen.journal, nil, rates.valuation(when: Exchange.when(timing, periodEnd: onePeriod ? periodEnd : nil),
                                                          convertible: chosen.convertible))
        }
        return (chosen.journal, chosen.exchange,
                chosen.exchange?.valuation(convertible: chosen.convertible, periodEnd: onePeriod ? periodEnd : nil))
    }

    /// Whether a query term looks at a posting's amount or commodity.
    static func readsAmounts(_ term: QueryTerm) -> Bool {
        switch term {
        case .amount, .currency: return true
        case .not(let inner): return readsAmounts(inner)
        default: return false
        }
    }

    /// Fails, with the error printed, when the engine could not convert a
    /// posting: the first in journal order, as a converted journal says.
    /// Without an exchange, the valuation was at market (`-V`), where only a
    /// value too large to hold fails: a commodity without a price keeps its amount.
    func checkConverted(_ unconverted: [PeriodSums.Unconverted], _ exchange: Exchange?, _ journal: Journal) throws(CLIError) {
        guard let u = unconverted.first else { return }
        guard let exchange else {
            guard let large = unconverted.first(where: \.tooLarge) else { return }
            throw missingRate(MarketRates(journal: journal).tooLarge(posting: large.posting, day: large.day, in: journal), journal)
        }
        throw missingRate(exchange.missingRate(posting: u.posting, day: u.day, tooLarge: u.tooLarge, in: journal), journal)
    }
}
