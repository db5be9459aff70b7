import TallyEngine
import TallySyntax
import TallyValues

/// A journal as a report reads it under a `ValuationSpec`: the journal
/// (pivoted, lots apart, or a converted copy), the conversion into one
/// currency if any, and what is left for the period engine to value as it
/// sums (`nil` when the journal is already converted, or nothing converts).
package struct ValuedJournal {
    package var journal: Journal
    package var exchange: Exchange?
    package var valuation: PeriodSums.Valuation?
    /// A posting the engine could not convert as it summed (`FlowInputs.unconvertible`).
    package typealias Unconverted = PeriodSums.Unconverted

    package init(journal: Journal, exchange: Exchange? = nil, valuation: PeriodSums.Valuation? = nil) {
        self.journal = journal
        self.exchange = exchange
        self.valuation = valuation
    }
}

extension ValuationSpec {
    /// The journal with the spec's accounts: pivoted on its tag, or folded
    /// into one (`--depth 0`); as it is without one, or when already so.
    /// The reports that sort accounts into categories and types read these.
    package func pivoted(_ journal: Journal) -> Journal {
        guard let pivot, journal.pivotTag != pivot else { return journal }
        return pivot == Pivot.allAccounts ? Pivot.foldedIntoOne(journal) : Pivot.pivoted(journal, tag: pivot)
    }

    /// The journal a report converts (pivoted, lots apart), the exchange
    /// into `currency` (or, with `scopes`, into the reporting currency when
    /// what they add up mixes currencies), and which postings a conversion
    /// touches: every posting the report could show (its `amt:` terms then
    /// compare converted amounts, in the report itself). `prices`: the
    /// run's price table of `journal`, when built already (pivoting keeps
    /// every price; lots apart have prices of their own).
    package func chosen(_ journal: Journal, query: ReportQuery, scopes: [ReportCurrency.Scope]?, prices: PriceTable? = nil)
        -> (journal: Journal, exchange: Exchange?, convertible: (Posting, Transaction) -> Bool) {
        var journal = pivoted(journal)
        if !lots.isEmpty { journal = LotView.annotated(journal, parts: lots) }
        let prices = lots.isEmpty ? prices : nil
        var exchange: Exchange?
        if let currency {
            exchange = Exchange(journal: journal, target: currency, timing: timing, prices: prices, keepsUnpriced: keepsUnpriced)
        } else if let scopes, let (target, origin) = ReportCurrency.reporting(journal, query: query, scopes: scopes) {
            exchange = Exchange(journal: journal, target: target, timing: timing, origin: origin, prices: prices)
        }
        if let exchange { journal.showValued(exchange.target, scale: exchange.scale) }
        let convertible = query.convertible(in: journal), kept = keptAsWritten
        if kept.isEmpty { return (journal, exchange, convertible) }
        return (journal, exchange, { p, t in !kept.contains(p.commodity) && convertible(p, t) })
    }

    /// A copy of `journal` with the postings a report reads converted:
    /// at cost (`-B`), then into the exchange's currency, or at market
    /// value. `periodEnd`: the day after the report's last, which `end`
    /// values at; `valueDay` decides a transaction's day instead (each
    /// period's end). Fails on the first posting no rate converts.
    package func converted(_ journal: Journal, query: ReportQuery, periodEnd: Day?, today: Day,
                           scopes: [ReportCurrency.Scope]? = nil,
                           valueDay: ((Transaction, Exchange.Timing) -> Day)? = nil,
                           prices: PriceTable? = nil) -> Result<ValuedJournal, Exchange.MissingRate> {
        let chosen = chosen(journal, query: query, scopes: scopes, prices: prices)
        var journal = chosen.journal
        let exchange = chosen.exchange
        let market = exchange == nil ? market : nil
        guard exchange != nil || atCost || market != nil else { return .success(ValuedJournal(journal: journal)) }
        let include = chosen.convertible
        if atCost {
            journal = MarketAndCost.atCost(journal, include: include)
        } else {
            switch FixedLots.valued(journal, target: exchange?.target, include: include) {
            case .success(let fixed): journal = fixed
            case .failure(let e): return .failure(e)
            }
        }
        let result: Result<Journal, Exchange.MissingRate>
        if let exchange {
            result = exchange.converted(journal, include: include,
                                        valueDay: { t in valueDay?(t, exchange.timing) ?? exchange.valueDay(t.date, periodEnd: periodEnd) })
        } else if let market {
            // Without an end date hledger values at the latest price or transaction, or today.
            let latest = MarketAndCost.latestDate(journal)?.adding(days: 1) ?? today.adding(days: 1)
            let end = query.span.end ?? max(periodEnd ?? today.adding(days: 1), latest)
            let rates = MarketRates(journal: journal)
            Self.showMarketValues(&journal, rates)
            result = MarketAndCost.atMarket(journal, rates: rates, include: include,
                                        valueDay: { t in valueDay?(t, market) ?? Exchange.valueDay(t.date, periodEnd: end, timing: market) })
        } else {
            result = .success(journal)
        }
        return result.map { ValuedJournal(journal: $0, exchange: exchange) }
    }

    /// For reports that sum through the period engine: the journal to sum
    /// (pivoted, lots apart) and the conversion for the engine to apply as
    /// it sums, each posting valued at its date or at the end of its
    /// period, with no converted copy of the journal.
    ///
    /// `-V` (and `--value` without a currency) is the engine's too, each
    /// commodity valued in its own market currency (`MarketRates`), except
    /// in reports of flows (`scopes`), which check the one currency of
    /// converted postings. `-B` (a posting's own cost: no one rate per
    /// commodity) still converts a copy (`converted`), and so do queries
    /// that compare amounts or currencies (`amt:`, `cur:`) where converted
    /// amounts decide more than which postings are summed: the periods
    /// shown, or with `--related` the other postings of a transaction.
    ///
    /// `onePeriod`: the report is one period ending at `periodEnd`, the
    /// day `--value end` values every posting on.
    package func forEngine(_ journal: Journal, query: ReportQuery, periodEnd: Day?, today: Day,
                           scopes: [ReportCurrency.Scope]? = nil,
                           valueDay: ((Transaction, Exchange.Timing) -> Day)? = nil, onePeriod: Bool = false,
                           prices: PriceTable? = nil) -> Result<ValuedJournal, Exchange.MissingRate> {
        // In one period, the engine's posting filter sees converted amounts as the report's query did.
        let amountsDecide = query.terms.contains(where: Self.readsAmounts) && (!onePeriod || query.related)
        // Reports of flows (`scopes`) check the one currency of what they count: -V converts a copy for them.
        if atCost || amountsDecide || (scopes != nil && market != nil) {
            return converted(journal, query: query, periodEnd: periodEnd, today: today, scopes: scopes, valueDay: valueDay, prices: prices)
        }
        var chosen = chosen(journal, query: query, scopes: scopes, prices: prices)
        if chosen.exchange != nil || market != nil {
            switch FixedLots.valued(chosen.journal, target: chosen.exchange?.target, include: chosen.convertible) {
            case .success(let fixed): chosen.journal = fixed
            case .failure(let e): return .failure(e)
            }
        }
        if chosen.exchange == nil, let market {
            let rates = MarketRates(journal: chosen.journal)
            Self.showMarketValues(&chosen.journal, rates)
            return .success(ValuedJournal(journal: chosen.journal, valuation: rates.valuation(
                when: Exchange.when(market, periodEnd: onePeriod ? periodEnd : nil), convertible: chosen.convertible)))
        }
        var valuation = chosen.exchange?.valuation(convertible: chosen.convertible, periodEnd: onePeriod ? periodEnd : nil)
        valuation?.kept = keptAsWritten
        return .success(ValuedJournal(journal: chosen.journal, exchange: chosen.exchange, valuation: valuation))
    }

    /// Whether a query term looks at a posting's amount or commodity.
    package static func readsAmounts(_ term: QueryTerm) -> Bool {
        switch term {
        case .amount, .currency: return true
        case .not(let inner): return readsAmounts(inner)
        default: return false
        }
    }

    /// Market values are shown at their commodities' display precision, or
    /// at least cents for one seen only in prices (as `-X` shows them).
    package static func showMarketValues(_ journal: inout Journal, _ rates: MarketRates) {
        for c in rates.targets { journal.showValued(c, scale: Exchange.scale(of: c, in: journal)) }
    }
}
