import TallyEngine
import TallyReports
import TallyValues

extension Session {
    /// For reports that sum through the period engine: the journal to sum
    /// (pivoted, lots apart, as asked) and the -X conversion for the engine
    /// to apply as it sums, each posting valued at its date or at the end
    /// of its period, with no converted copy of the journal.
    ///
    /// `-B` and `-V` (a posting's own cost, a commodity's own market
    /// currency: no one rate per commodity) still convert a copy
    /// (`converting`), and so do queries that compare amounts or currencies
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
        if arguments.has(.cost) || arguments.has(.market) || amountsDecide {
            let (converted, exchange) = try converting(journal, query: query, periodEnd: periodEnd, scopes: scopes, valueDay: valueDay,
                                                       prices: prices)
            return (converted, exchange, nil)
        }
        let chosen = try conversion(journal, query: query, scopes: scopes, prices: prices)
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
    func checkConverted(_ unconverted: [PeriodSums.Unconverted], _ exchange: Exchange?, _ journal: Journal) throws(CLIError) {
        guard let exchange, let u = unconverted.first else { return }
        throw missingRate(exchange.missingRate(posting: u.posting, day: u.day, tooLarge: u.tooLarge, in: journal), journal)
    }
}
