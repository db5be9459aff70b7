import TallyLocale
import TallyEngine
import TallyReports
import TallyValues

/// `--forecast[=UNTIL]`, shared by the reports that can show the future.
extension Session {
    static let forecastOption = OptionSpec(
        .forecast, value: "UNTIL",
        help: "add the unpaid occurrences of recurring rules from today on, marked ~ (through the report's end, else 6 months)")

    /// How many months ahead `--forecast` looks when neither it nor the
    /// report period says.
    static let defaultForecastMonths = 6

    /// The last day `--forecast` covers, exclusive: `--forecast=UNTIL` (a
    /// date, or a period and then its end), else the end of the report
    /// period, else six months from today. `nil` without `--forecast`.
    func forecastEnd(query: ReportQuery) throws(CLIError) -> Day? {
        let end = try unboundedForecastEnd(query: query)
        if let end, end > today.adding(months: 12 * Self.longestForecastYears) {
            // A daily rule forecast to 9999 would be millions of transactions.
            throw usageError(LocalText(.forecastTooFar, end.adding(days: -1).description, String(Self.longestForecastYears)),
                             hint: LocalText(.hintForecastTooFar, String(Self.longestForecastYears), String(today.year + Self.longestForecastYears)))
        }
        return end
    }

    /// How far ahead `--forecast` may look.
    static let longestForecastYears = 100

    private func unboundedForecastEnd(query: ReportQuery) throws(CLIError) -> Day? {
        if let text = arguments.value(.forecast) {
            switch PeriodExpression.parse(text, today: today) {
            case .success(let span):
                guard let end = span.end else {
                    throw usageError(LocalText(.forecastNeedsEnd, text), hint: LocalText(.hintForecastEnd))
                }
                return end
            case .failure(let e):
                throw periodError("--forecast", e)
            }
        }
        guard arguments.has(.forecast) else { return nil }
        // `--forecast 2027-06` would read the date as an account pattern.
        if let word = arguments.positional.first(where: { $0.first?.isNumber == true }),
           case .success = PeriodExpression.parse(word, today: today) {
            throw usageError(LocalText(.forecastWordAsAccount, word), hint: LocalText(.hintForecastEquals, word))
        }
        return query.span.end ?? today.adding(months: Self.defaultForecastMonths)
    }

    /// Adds forecast transactions to the journal to report on when
    /// `--forecast` was given (see `Journal.addingForecast`).
    func addForecast(to journal: inout Journal, until end: Day?) {
        guard let end else { return }
        journal.addForecast(from: today, until: end)
    }

    /// The journal a report of postings shows: loaded, with forecast
    /// transactions added under `--forecast`, converted under `-X`.
    /// `historical`: the postings before the start are converted too, for
    /// running totals that start from them (`register -H`).
    func reportJournal(query: ReportQuery, historical: Bool = false) throws(CLIError) -> (journal: Journal, exchange: Exchange?) {
        let source = try forecastJournal(query: query)
        return try converting(source, query: historical ? Self.fromTheStart(query) : query, periodEnd: valuationEnd(query, source))
    }

    /// `query` with no start date: what a historical running total counts.
    static func fromTheStart(_ query: ReportQuery) -> ReportQuery {
        var q = query
        q.span.start = nil
        return q
    }

    /// The journal loaded, with forecast transactions under `--forecast`.
    func forecastJournal(query: ReportQuery) throws(CLIError) -> Journal {
        let forecastEnd = try self.forecastEnd(query: query)
        var loaded = try loadJournal()
        addForecast(to: &loaded, until: forecastEnd)
        return loaded
    }
}
