import TallyLocale
import TallyEngine
import TallyReports
import TallyValues

/// `balance -M` and friends: one column per period.
extension BalanceCommand {
    static let intervals: [(option: Flag, interval: Interval)] = [
        (.daily, .daily), (.weekly, .weekly), (.monthly, .monthly), (.quarterly, .quarterly), (.yearly, .yearly),
    ]

    static let periodOptions: [OptionSpec] = [
        OptionSpec(.daily, short: "D", help: "one column per day"),
        OptionSpec(.weekly, short: "W", help: "one column per week (Monday to Sunday)"),
        OptionSpec(.monthly, short: "M", help: "one column per month"),
        OptionSpec(.quarterly, short: "Q", help: "one column per quarter"),
        OptionSpec(.yearly, short: "Y", help: "one column per year"),
        OptionSpec(.cumulative, help: "with columns: the balance from the first period on, not each period's change"),
        OptionSpec(.historical, short: "H", help: "with columns: the balance at each period's end, from the journal's start"),
        OptionSpec(.rowTotal, short: "T", help: "with columns: add a total column (the change over all periods)"),
        OptionSpec(.average, short: "A", help: "with columns: add the average change per period"),
        OptionSpec(.transpose, help: "with columns: periods down, accounts across"),
    ]

    /// The interval chosen with -D/-W/-M/-Q/-Y or `-p 'monthly …'`, with
    /// whether its periods count from the start date; `nil` without one.
    static func chosenInterval(_ session: Session) throws(CLIError) -> (interval: Interval, anchor: Day?)? {
        let flags = intervals.filter { session.arguments.has($0.option) }
        var fromPeriod: ReportPeriod?
        if let p = session.arguments.value(.period), case .success(let period) = PeriodExpression.parsePeriod(p, today: session.today), period.interval != nil {
            fromPeriod = period
        }
        if flags.count + (fromPeriod == nil ? 0 : 1) > 1 {
            throw session.usageError(LocalText(.chooseOneOf, (flags.map(\.option.name) + (fromPeriod == nil ? [] : ["-p"])).joined(separator: ", ")))
        }
        if let f = flags.first { return (f.interval, nil) }
        if let p = fromPeriod, let interval = p.interval { return (interval, p.anchor) }
        return nil
    }

    static func runPeriods(_ session: inout Session, interval: Interval, anchor: Day?) throws(CLIError) -> Int32 {
        let formatText = (session.arguments.value(.outputFormat) ?? "text").lowercased()
        guard ["text", "txt", "csv", "tsv", "json", "html"].contains(formatText) else {
            throw session.unknownFormat(formatText, ["text", "csv", "tsv", "json", "html"])
        }
        let query = try session.query()
        var options = MultiBalanceReport.Options()
        options.tree = session.arguments.has(.tree)
        options.showEmpty = session.arguments.has(.empty)
        if let n = try session.depthOption(allowsZero: true), n > 0 { options.depth = n }
        if let d = query.depth, d > 0 { options.depth = min(options.depth ?? d, d) }
        switch (session.arguments.has(.cumulative), session.arguments.has(.historical)) {
        case (true, true): throw session.usageError(LocalText(.cumulativeOrHistorical))
        case (true, false): options.accumulation = .cumulative
        case (false, true): options.accumulation = .historical
        case (false, false): break
        }
        var extras = MultiBalanceReport.Extras()
        extras.rowTotal = session.arguments.has(.rowTotal)
        extras.average = session.arguments.has(.average)
        extras.showTotal = !session.arguments.has(.noTotal)
        extras.transpose = session.arguments.has(.transpose)
        if options.accumulation != .change && (extras.rowTotal || extras.average) {
            throw session.usageError(LocalText(.rowTotalWithAccumulation), hint: LocalText(.hintRowTotal))
        }
        if session.arguments.has(.forecast) {
            throw session.usageError(LocalText(.forecastNoColumns), hint: LocalText(.hintForecastNoColumns))
        }
        let (valued, periods) = try session.periodJournal(query: query, interval: interval, anchor: anchor)
        let (journal, exchange, valuation) = (valued.journal, valued.exchange, valued.valuation)
        var periodQuery = query
        periodQuery.span = DateSpan(start: periods.first?.start, end: periods.last?.end).intersection(query.span)
        let report = MultiBalanceReport(journal: journal, query: periodQuery, periods: periods, options: options, valuation: valuation)
        try session.checkConverted(report.unconverted, exchange, journal)
        if let o = report.overflow(with: extras, journal.commodities) { throw session.overflowError(journal, o) }
        var words = extras
        words.totalLabel = session.messages(journal)[.totalColumn]
        words.averageLabel = session.messages(journal)[.averageColumn]
        let bytes: [UInt8]?
        switch formatText {
        case "csv": bytes = report.csv(journal, extras: extras)
        case "tsv": bytes = report.csv(journal, extras: extras, separator: .tab)
        case "json": bytes = report.json(journal, extras: extras)
        case "html": bytes = report.html(journal, extras: words)
        default: bytes = report.text(journal, style: session.textStyle, extras: words).map { session.fitted($0) }
        }
        // The writers give nil only for an average that does not fit, checked above.
        guard let bytes else { throw session.overflowError(journal, SumOverflow(subject: .overflowAverage)) }
        session.stdout.write(bytes)
        session.explain(exchange, journal, text: formatText == "text" || formatText == "txt")
        return ExitStatus.success
    }
}
