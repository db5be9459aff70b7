import TallyEngine
import TallyReports
import TallySyntax
import TallyValues

extension Session {
    /// The summary's figures (`SummaryFigures.compute`) under the run's
    /// valuation, with its notes and warnings said; a failure printed or to print.
    func summaryFigures(_ loaded: Journal, query: ReportQuery, top: Int) throws(CLIError) -> SummaryFigures {
        let valuation = try valuationSpec(loaded)
        var warnings: [Diagnostic] = []
        let result = SummaryFigures.compute(loaded, query: query, valuation: valuation, today: today, top: top, warnings: &warnings)
        if case .success(let figures) = result { try noteExchange(figures.exchange, loaded) }
        if !warnings.isEmpty { printReportDiagnostics(warnings, journal: loaded) }
        switch result {
        case .success(let figures): return figures
        case .failure(let failure): throw reportFailure(failure, loaded)
        }
    }

    /// A built report, or its failure said (`reportFailure`).
    func built<Report>(_ result: Result<Report, ReportFailure>, _ journal: Journal) throws(CLIError) -> Report {
        switch result {
        case .success(let report): return report
        case .failure(let failure): throw reportFailure(failure, journal)
        }
    }

    /// A report's failure said: printed at its place in the journal, or a usage error to print.
    func reportFailure(_ failure: ReportFailure, _ journal: Journal) -> CLIError {
        switch failure {
        case .missingRate(let missing): return missingRate(missing, journal)
        case .mixedCurrencies(let mixed):
            let m = messages(journal)
            return .usage(mixed.message(m), hint: mixed.hint(m))
        case .overflow(let o): return overflowError(journal, o)
        case .tooManyPeriods(let count, let span): return tooManyPeriods(count, span)
        case .diagnostics(let errors):
            printReportDiagnostics(errors, journal: journal)
            return .exit(ExitStatus.failure)
        }
    }

    /// A span of more periods than a report lays out, as a usage error.
    func tooManyPeriods(_ count: Int, _ span: DateSpan) -> CLIError {
        let m = messages()
        let first = span.start.map { "\($0)" } ?? "", last = span.end.map { "\($0.adding(days: -1))" } ?? ""
        return .usage(m.error(.tooManyPeriods, String(count), first, last), hint: m.error(.hintTooManyPeriods))
    }
}
