import TallyEngine
import TallySyntax
import TallyValues

/// The figures of a summary (`tally summary`, and the HTML report's): the
/// journal converted as the valuation asks, the one currency, the flows of
/// the period and the one before, the balances on its last day, and the
/// budgets' progress.
package struct SummaryFigures {
    /// The journal the flows were counted in (pivoted, converted).
    package var journal: Journal
    package var exchange: Exchange?
    package var tree: CategoryTree
    package var currency: CommodityID
    package var query: ReportQuery
    /// The period shown, its open ends closed.
    package var span: DateSpan
    package var report: SummaryReport
    /// The journal's prices, built once for the budgets and goals of this run.
    package var prices: PriceTable

    /// The summary of `loaded` over the query's period (its open ends
    /// closed by `DateSpan.closed`), as of `today`, listing `top` categories.
    /// `warnings` gains what the reader should be told beside the figures,
    /// or before the failure: accounts without a type, budgets left out
    /// for want of a rate.
    ///
    /// Flows are valued at the rates of their days (or as `valuation`'s
    /// timing says), balances at the rates of the day they are shown for.
    package static func compute(_ loaded: Journal, query: ReportQuery, valuation: ValuationSpec, today: Day, top: Int,
                                warnings: inout [Diagnostic]) -> Result<SummaryFigures, ReportFailure> {
        let loaded = valuation.pivoted(loaded)
        let span = query.span.closed(in: loaded, today: today)
        let previous = SummaryReport.previous(span)
        // Balances reach back to the first transaction; flows to the previous period.
        var wide = query
        wide.span = DateSpan(start: nil, end: span.end)
        // Categories and account types do not change with conversion: the
        // scopes read from the journal as loaded (and pivoted) serve both.
        let tree = CategoryTree(journal: loaded)
        let scopes: [ReportCurrency.Scope] = [
            (DateSpan(start: previous.start, end: span.end), { tree.kind(of: $0) != nil }),
            (wide.span, { a in let t = loaded.type(of: a); return t == .asset || t == .liability }),
        ]
        // A converted copy, not the engine's valuation: the budget and goal
        // progress count the converted postings (a posting in a budget's own
        // currency goes through -X's and back), which one valuation step does not give.
        // One price table for the run: the conversion's, the budgets' and the goals'.
        let prices = PriceTable(journal: loaded)
        let journal: Journal, exchange: Exchange?
        switch valuation.converted(loaded, query: wide, periodEnd: span.end, today: today, scopes: scopes, prices: prices) {
        case .success(let valued): (journal, exchange) = (valued.journal, valued.exchange)
        case .failure(let missing): return .failure(.missingRate(missing))
        }
        warnings += UntypedAccounts.warnings(journal)
        let currency: CommodityID
        switch ReportCurrency.find(journal, query: query, scopes: scopes) {
        case .success(let c): currency = exchange?.target ?? c
        case .failure(let mixed): return .failure(.mixedCurrencies(mixed))
        }
        var flowQuery = query
        flowQuery.span = DateSpan(start: previous.start, end: span.end)
        // While the period runs, its days so far are compared with as many
        // days of the period before; but when it holds entries dated after
        // today, the figures shown are the whole period's, so whole periods
        // are compared. Averages stay over the days up to today.
        let compared = SummaryReport.compared(span, today: today)
        let toDate = compared.map { Flow(journal: journal, query: flowQuery, spans: [$0.current], currency: currency, tree: tree) }
        var flow = Flow(journal: journal, query: flowQuery, spans: [compared?.previous ?? previous, span], currency: currency, tree: tree)
        var datedAfterToday: Day?
        if let days = toDate?.periods.first, let whole = flow.periods.last, days.income != whole.income || days.expenses != whole.expenses {
            datedAfterToday = today
            flow = Flow(journal: journal, query: flowQuery, spans: [previous, span], currency: currency, tree: tree)
        }
        // Flows at the rates of their days; balances at the rates of the day they are shown for.
        let balances: [(account: AccountID, amount: Total)]
        let balancesDay = span.end?.adding(days: -1) ?? today
        if let exchange {
            var native = loaded
            native.showValued(exchange.target, scale: exchange.scale)
            switch SummaryReport.balances(native, query: query, end: span.end, valuedBy: exchange, on: balancesDay) {
            case .success(let b): balances = b
            case .failure(let missing): return .failure(.missingRate(missing))
            }
        } else {
            balances = SummaryReport.balances(journal, query: query, end: span.end, currency: currency)
        }
        let budgets: [ProgressItem]
        switch PlanProgress.budgets(journal, span: span, today: today, prices: prices) {
        case .success(let b): budgets = b.items; warnings += b.warnings
        case .failure(let failure): return .failure(failure)
        }
        var report = SummaryReport(flow: flow, toDate: toDate, datedAfterToday: datedAfterToday, firstDay: journal.transactions.first?.date,
                                   balances: balances, tree: tree, top: top, today: today,
                                   precision: journal.commodities.style(currency).precision, budgets: budgets)
        if let o = report.overflow { return .failure(.overflow(o)) }
        report.valuationNote = ValuationNote(exchange, balancesOn: balancesDay)
        return .success(SummaryFigures(journal: journal, exchange: exchange, tree: tree, currency: currency, query: query, span: span,
                                       report: report, prices: prices))
    }
}
