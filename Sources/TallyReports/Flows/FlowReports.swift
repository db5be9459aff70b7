import TallyEngine
import TallySyntax
import TallyValues

extension TrendReport {
    /// The trend of `inputs` over `span` (its ends closed), one row per
    /// period of `interval` from `anchor`. `periodsShown`: the title names
    /// the periods laid out rather than `span` (no dates were asked for).
    package static func build(_ inputs: FlowInputs, query: ReportQuery, span: DateSpan, interval: Interval, anchor: Day?,
                              byCategory: CategoryTree.Kind?, periodsShown: Bool) -> Result<TrendReport, ReportFailure> {
        let spans = PeriodSums.periods(span, interval: interval, anchor: anchor)
        var flowQuery = query
        flowQuery.span = span
        let flow: Flow
        switch inputs.flow(query: flowQuery, spans: spans) {
        case .success(let f): flow = f
        case .failure(let failure): return .failure(failure)
        }
        let shown = periodsShown ? DateSpan(start: spans.first?.start ?? span.start, end: spans.last?.end ?? span.end) : span
        var report = TrendReport(flow: flow, interval: interval, span: shown, byCategory: byCategory, tree: inputs.tree)
        report.valuationNote = ValuationNote(inputs.exchange)
        if let o = report.overflow { return .failure(.overflow(o)) }
        return .success(report)
    }
}

extension BreakdownReport {
    /// The `kind` categories of `inputs` over `span`, to `depth` levels.
    package static func build(_ inputs: FlowInputs, query: ReportQuery, span: DateSpan, kind: CategoryTree.Kind, depth: Int?)
        -> Result<BreakdownReport, ReportFailure> {
        let flow: Flow
        switch inputs.flow(query: query, spans: [span]) {
        case .success(let f): flow = f
        case .failure(let failure): return .failure(failure)
        }
        var report = BreakdownReport(period: flow.periods[0], currency: inputs.currency, kind: kind, depth: depth, tree: inputs.tree,
                                     journal: inputs.journal)
        report.valuationNote = ValuationNote(inputs.exchange)
        if let o = flow.overflow ?? report.overflow { return .failure(.overflow(o)) }
        return .success(report)
    }
}
