import TallyEngine
import TallySyntax
import TallyReports
import TallyValues

/// What a report command reads before it computes: the output format,
/// the query and the loaded journal.
struct Prepared {
    var format: Session.OutputFormat
    var query: ReportQuery
    var journal: Journal

    var parts: (format: Session.OutputFormat, query: ReportQuery, journal: Journal) { (format, query, journal) }
}

extension Session {
    /// The one preamble of the commands that read a journal: the output
    /// format (one of `formats`), the query from the global options (`-p`,
    /// `-b`, `-e`, the status flags and query words, with `defaultSpan` when
    /// no dates were given; everything when the command has no `filters`)
    /// and the journal, its diagnostics printed. Throws, with the problem
    /// printed or to print, when any step fails.
    func prepare(formats: [OutputFormat] = [.text, .csv, .json], defaultSpan: DateSpan? = nil, filters: Bool = true) throws(CLIError) -> Prepared {
        let format = try outputFormat(allowed: formats)
        let (query, journal) = try queryAndJournal(defaultSpan: defaultSpan, filters: filters)
        return Prepared(format: format, query: query, journal: journal)
    }

    /// The preamble without the output format, for the commands whose
    /// formats are their own (`export`).
    func queryAndJournal(defaultSpan: DateSpan? = nil, filters: Bool = true) throws(CLIError) -> (query: ReportQuery, journal: Journal) {
        let query = filters ? try reportQuery(defaultSpan: defaultSpan) : ReportQuery(today: today)
        return (query, try loadJournal())
    }

    /// The output format and the query (with `defaultSpan` when no dates
    /// were given), for the commands that load the journal their own way.
    func formatAndQuery(defaultSpan: DateSpan? = nil, formats: [OutputFormat] = [.text, .csv, .json]) throws(CLIError) -> (OutputFormat, ReportQuery) {
        (try outputFormat(allowed: formats), try reportQuery(defaultSpan: defaultSpan))
    }

    /// Writes a report in the chosen format.
    func write(_ format: OutputFormat, text: @autoclosure () -> [UInt8], csv: @autoclosure () -> [UInt8], json: @autoclosure () -> [UInt8], fit: Bool = false) {
        switch format {
        case .text: stdout.write(fit ? fitted(text()) : text())
        case .csv: stdout.write(csv())
        case .json: stdout.write(json())
        }
    }
}

extension Session {
    /// A text report fitted to the terminal (`TextFit`) when the width is a
    /// terminal's; as it is when piped without `COLUMNS`.
    func fitted(_ text: [UInt8]) -> [UInt8] {
        context.widthIsTerminal ? TextFit.fitted(text, width: context.width) : text
    }

    /// What a report of income and spending over `span` reads after the
    /// journal (`FlowInputs.resolve`) under the run's valuation, its notes
    /// and warnings said; a failure printed or to print.
    func flowInputs(_ loaded: Journal, query: ReportQuery, span: DateSpan,
                    valueDay: ((Transaction, Exchange.Timing) -> Day)? = nil,
                    counts: (CategoryTree) -> (AccountID) -> Bool) throws(CLIError) -> FlowInputs {
        let valuation = try valuationSpec(loaded)
        var warnings: [Diagnostic] = []
        let result = FlowInputs.resolve(loaded, query: query, span: span, valuation: valuation, today: today, valueDay: valueDay,
                                        counts: counts, warnings: &warnings)
        if case .success(let inputs) = result { try noteExchange(inputs.exchange, loaded) }
        if !warnings.isEmpty { printReportDiagnostics(warnings, journal: loaded) }
        switch result {
        case .success(let inputs): return inputs
        case .failure(let failure): throw reportFailure(failure, loaded)
        }
    }
}
