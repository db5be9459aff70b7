import TallyEngine
import TallyReports
import TallyValues

/// The figures of `tally summary`, shared with `tally report --html`:
/// the journal converted as -X asks, the one currency, and the summary.
struct SummaryFigures {
    var journal: Journal
    var exchange: Exchange?
    var tree: CategoryTree
    var currency: CommodityID
    var query: ReportQuery
    var span: DateSpan
    var report: SummaryReport
    /// The journal's prices, built once for the budgets and goals of this run.
    var prices: PriceTable

    static func compute(_ session: Session, _ loaded: Journal, query: ReportQuery, top: Int) throws(CLIError) -> SummaryFigures {
        let loaded = try session.pivotedAccounts(loaded)
        let span = session.bounded(query.span, loaded)
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
        let (journal, exchange) = try session.converting(loaded, query: wide, periodEnd: span.end, scopes: scopes, prices: prices)
        session.warnUntypedAccounts(journal)
        let currency: CommodityID
        switch ReportCurrency.find(journal, query: query, scopes: scopes) {
        case .success(let c): currency = exchange?.target ?? c
        case .failure(let mixed): throw .usage(mixed.message, hint: mixed.hint)
        }
        var flowQuery = query
        flowQuery.span = DateSpan(start: previous.start, end: span.end)
        // While the period runs, its days so far are compared with as many
        // days of the period before; but when it holds entries dated after
        // today, the figures shown are the whole period's, so whole periods
        // are compared. Averages stay over the days up to today.
        let compared = SummaryReport.compared(span, today: session.today)
        let toDate = compared.map { Flow(journal: journal, query: flowQuery, spans: [$0.current], currency: currency, tree: tree) }
        var flow = Flow(journal: journal, query: flowQuery, spans: [compared?.previous ?? previous, span], currency: currency, tree: tree)
        var datedAfterToday: Day?
        if let days = toDate?.periods.first, let whole = flow.periods.last, days.income != whole.income || days.expenses != whole.expenses {
            datedAfterToday = session.today
            flow = Flow(journal: journal, query: flowQuery, spans: [previous, span], currency: currency, tree: tree)
        }
        // Flows at the rates of their days; balances at the rates of the day they are shown for.
        let balances: [(account: AccountID, amount: Total)]
        let balancesDay = span.end?.adding(days: -1) ?? session.today
        if let exchange {
            var native = loaded
            native.showValued(exchange.target, scale: exchange.scale)
            switch SummaryReport.balances(native, query: query, end: span.end, valuedBy: exchange, on: balancesDay) {
            case .success(let b): balances = b
            case .failure(let missing): throw session.missingRate(missing, loaded)
            }
        } else {
            balances = SummaryReport.balances(journal, query: query, end: span.end, currency: currency)
        }
        let budgets = try PlanProgress.budgets(session, journal, span: span, today: session.today, prices: prices)
        var report = SummaryReport(flow: flow, toDate: toDate, datedAfterToday: datedAfterToday, firstDay: journal.transactions.first?.date, balances: balances, tree: tree, top: top, today: session.today,
                                   precision: journal.commodities.style(currency).precision,
                                   budgets: budgets)
        if let o = report.overflow { throw session.overflowError(journal, o) }
        report.valuationNote = ValuationNote(exchange, balancesOn: balancesDay)
        return SummaryFigures(journal: journal, exchange: exchange, tree: tree, currency: currency, query: query, span: span, report: report,
                              prices: prices)
    }
}
