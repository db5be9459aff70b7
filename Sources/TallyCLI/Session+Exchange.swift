import TallyLocale
import TallyEngine
import TallyReports
import TallySyntax
import TallyValues

extension CommonOptions {
    /// Conversion into one currency, for reports that show amounts.
    static let exchange: [OptionSpec] = [
        OptionSpec(.exchange, short: "X", value: "CUR", help: "convert every amount into this currency with P prices and costs (CUR,OTHER keeps amounts in OTHER as they are)"),
        OptionSpec(.value, value: "WHEN", help: "'end' values at the period's last day (balance and register), 'then' at each posting's date (summary, trend, budgets), 'now' today, or a date; 'cost' is -B; 'end,EUR' also names the currency; without one (nor -X) each commodity is valued in its market currency, as -V"),
        OptionSpec(.explain, help: "with -X: list every exchange rate used"),
        OptionSpec(.pivot, value: "TAG", help: "sum by the value of this tag instead of by account (hledger's --pivot)"),
        OptionSpec(.cost, short: "B", help: "count amounts that have a cost (@, @@, a lot's cost) at that cost"),
        OptionSpec(.market, short: "V", help: "value each commodity at its latest P price at the period's end, in that price's commodity (hledger's -V)"),
    ]

    /// ledger's lot views, for balance, register and print.
    static let lots: [OptionSpec] = [
        OptionSpec(.lots, help: "keep lots apart, shown with their cost, date and note as written ({$50} [2026-01-05] (note))"),
        OptionSpec(.lotPrices, help: "keep lots apart by their cost"),
        OptionSpec(.lotDates, help: "keep lots apart by their date"),
        OptionSpec(.lotNotes, help: "keep lots apart by their note"),
    ]
}

extension Session {
    /// The lot parts `--lots` and its narrower forms ask for.
    var lotParts: LotView.Parts {
        if arguments.hasIfDeclared(.lots) { return .all }
        var parts: LotView.Parts = []
        if arguments.hasIfDeclared(.lotPrices) { parts.insert(.prices) }
        if arguments.hasIfDeclared(.lotDates) { parts.insert(.dates) }
        if arguments.hasIfDeclared(.lotNotes) { parts.insert(.notes) }
        return parts
    }

    /// The run's valuation, resolved from its options: the currency of
    /// `-X` (or `--value WHEN,CUR`), when to value, `-V`, `-B`, `--lots`
    /// and `--pivot`. A currency the journal never names is warned about and
    /// left out, as ledger and hledger show every amount as it is then;
    /// a bad option is a usage error.
    func valuationSpec(_ journal: Journal) throws(CLIError) -> ValuationSpec {
        if !lotParts.isEmpty, atCost || arguments.has(.market) || arguments.value(.value) != nil || arguments.value(.exchange) != nil {
            let m = messages(journal)
            throw .usage(m[.lotsWithConversion], hint: m[.hintChooseOne])
        }
        let (timingText, valueCurrency) = valueOption
        let (exchange, keptSymbols) = exchangeList(journal)
        var symbol = (exchange ?? valueCurrency).map { writtenSymbol($0, in: journal) }
        if let s = symbol, !s.isEmpty, journal.commodities.lookup(s) == nil, closestCommodity(to: s, in: journal) == nil {
            // Nothing can convert into a commodity the journal never names:
            // ledger and hledger then show every amount as it is, and so does Tally, saying so.
            let m = messages(journal)
            stderr.write(m.frame(.warning) + ": " + m.text(.exchangeNothingToConvert, s) + "\n")
            symbol = nil
        }
        var spec = ValuationSpec(timing: try valueTiming(timingText), market: try marketTiming(), atCost: atCost, lots: lotParts,
                                 pivot: try pivotChoice(journal))
        if let symbol { spec.currency = try commodity(symbol, in: journal) }
        for kept in keptSymbols { spec.keptAsWritten.insert(try commodity(kept, in: journal)) }
        spec.keepsUnpriced = keepsUnpriced
        return spec
    }

    /// ledger's `-X A,B,C`: into A, the amounts in B and C kept as they
    /// are; `A!` converts into A whatever the others (`-X $!,GBP` is `-X $`).
    /// A symbol the journal has, commas or `!` and all, is that symbol.
    private func exchangeList(_ journal: Journal) -> (String?, [String]) {
        guard let text = arguments.value(.exchange), journal.commodities.lookup(text) == nil,
              text.contains(",") || text.hasSuffix("!") else { return (arguments.value(.exchange), []) }
        // Blanks around a name and an empty name (`USD, GBP`, `USD,`) are passed over, as ledger does.
        var parts = text.split(separator: ",").map { String($0.trimmingBlanks()) }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return (text, []) }
        let forced = parts[0].hasSuffix("!")
        if forced { parts[0].removeLast() }
        let kept = forced ? [] : parts.dropFirst().map { $0.hasSuffix("!") ? String($0.dropLast()) : $0 }
        return (parts[0], kept)
    }

    /// `-B`, or hledger's `--value cost` (`--value cost,EUR`: at cost, then in EUR).
    var atCost: Bool {
        arguments.has(.cost) || valueOption.timing?.lowercased() == "cost"
    }

    /// When to value at market without a currency to convert into: `-V`
    /// (at the end), or `--value WHEN` with no currency from `-X`, the
    /// option itself or the journal (hledger's default valuation
    /// commodity: each commodity in that of its latest `P` price); `nil`
    /// when the report is not valued so. Asked only once `exchange(for:)`
    /// found no currency. With `-B` as well (`-B -V`, `--cost --value end`)
    /// amounts are taken at cost first, then valued, as hledger does.
    func marketTiming() throws(CLIError) -> Exchange.Timing? {
        if let text = valueOption.timing, text.lowercased() != "cost" { return try valueTiming(text) }
        return arguments.has(.market) ? .end : nil
    }

    /// `--value WHEN[,CUR]`, hledger's form: when to value, and the currency
    /// when -X does not name one (`--value end,EUR`).
    private var valueOption: (timing: String?, currency: String?) {
        guard let text = arguments.value(.value) else { return (nil, nil) }
        guard let comma = text.firstIndex(of: ",") else { return (text, nil) }
        let currency = String(text[text.index(after: comma)...].filter { $0 != " " })
        return (String(text[..<comma]), currency.isEmpty ? nil : currency)
    }

    /// When amounts are valued: `then` (each posting's date), `end` (the
    /// report's or each column's end), `now` (today) or a date; without `--value`, at the
    /// end in reports of balances (`balance`, `register`: hledger's -X),
    /// at each posting's date in reports of flows (summary, trend, budgets).
    private func valueTiming(_ text: String?) throws(CLIError) -> Exchange.Timing {
        guard let text, text.lowercased() != "cost" else { return valuesBalances ? .end : .then }
        switch text.lowercased() {
        case "then": return .then
        case "end": return .end
        case "now": return .on(today)
        default:
            if case .success(let span) = PeriodExpression.parse(text, today: today), let day = span.start,
               span.end == day.adding(days: 1) {
                return .on(day)
            }
            let m = messages()
            throw .usage(m.text(.valueTakes, text), hint: m[.hintValueTakes])
        }
    }

    /// The commodity the user named; a usage error, with the closest name
    /// or the list of them, when the journal has none of that name.
    func commodity(_ typed: String, in journal: Journal) throws(CLIError) -> CommodityID {
        let symbol = writtenSymbol(typed, in: journal)
        guard !symbol.isEmpty, let found = journal.commodities.lookup(symbol), found != .none else {
            let known = knownCommodities(journal)
            let m = messages(journal)
            throw .usage(m.text(.noSuchCommodity, symbol),
                         hint: Suggestions.closest(to: symbol, among: known).map { m.error(.didYouMean, $0) }
                            ?? m.text(.hintKnownCommodities, known.joined(separator: ", ")))
        }
        return found
    }

    /// How the journal writes a currency the user typed: `-X €` in a journal
    /// of EUR is EUR, `-X đ` in one of VND is VND (Journal.currency(typed:));
    /// anything else as typed.
    private func writtenSymbol(_ typed: String, in journal: Journal) -> String {
        if journal.commodities.lookup(typed) == nil, case .commodity(let written) = journal.currency(typed: typed), !written.isEmpty { return written }
        return typed
    }

    /// The journal's commodity symbols, sorted.
    private func knownCommodities(_ journal: Journal) -> [String] {
        (1..<journal.commodities.count).map { journal.commodities.symbol(CommodityID(Int32($0))) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The journal's commodity whose symbol is close to `symbol`, a likely typo.
    private func closestCommodity(to symbol: String, in journal: Journal) -> String? {
        Suggestions.closest(to: symbol, among: knownCommodities(journal))
    }

    /// The journal with the postings a report reads converted (see
    /// `ValuationSpec.converted`), or why not, printed (a missing rate) or
    /// to print (a bad option).
    ///
    /// `scopes` are the postings the report adds up in one currency: given,
    /// a report without -X whose postings mix currencies is converted into
    /// the journal's reporting currency rather than refused.
    func converting(_ journal: Journal, query: ReportQuery, periodEnd: Day?, scopes: [ReportCurrency.Scope]? = nil,
                    valueDay: ((Transaction, Exchange.Timing) -> Day)? = nil)
        throws(CLIError) -> (journal: Journal, exchange: Exchange?) {
        let spec = try valuationSpec(journal)
        let valued = try applied(spec.converted(journal, query: query, periodEnd: periodEnd, today: today, scopes: scopes,
                                                valueDay: valueDay), journal)
        return (valued.journal, valued.exchange)
    }

    /// For reports that sum through the period engine: the journal to sum
    /// and the conversion for the engine to apply as it sums (see
    /// `ValuationSpec.forEngine`), or why not, printed or to print.
    func valuing(_ journal: Journal, query: ReportQuery, periodEnd: Day?, scopes: [ReportCurrency.Scope]? = nil,
                 valueDay: ((Transaction, Exchange.Timing) -> Day)? = nil, onePeriod: Bool = false)
        throws(CLIError) -> ValuedJournal {
        let spec = try valuationSpec(journal)
        return try applied(spec.forEngine(journal, query: query, periodEnd: periodEnd, today: today, scopes: scopes,
                                          valueDay: valueDay, onePeriod: onePeriod), journal)
    }

    /// A valued journal, after saying what the user should know of it:
    /// the reporting currency chosen for them (a note), `--explain`
    /// without a currency (a usage error), a missing rate (printed).
    func applied(_ result: Result<ValuedJournal, Exchange.MissingRate>, _ journal: Journal) throws(CLIError) -> ValuedJournal {
        switch result {
        case .failure(let missing): throw missingRate(missing, journal)
        case .success(let valued):
            try noteExchange(valued.exchange, journal)
            if let kept = valued.exchange?.kept, !kept.isEmpty { printDiagnostics(kept.map { $0.diagnostic() }, files: journal.files) }
            return valued
        }
    }

    /// Says the currency chosen for a report that mixed them; refuses
    /// `--explain` when nothing was converted into one currency.
    func noteExchange(_ exchange: Exchange?, _ journal: Journal) throws(CLIError) {
        let m = messages(journal)
        guard let exchange else {
            if arguments.has(.explain) { throw .usage(m[.explainNeedsX]) }
            return
        }
        if exchange.origin == .mostPostings {
            stderr.write(m.frame(.note) + ": " + m.text(.reportingCurrencyNote, journal.commodities.symbol(exchange.target)) + "\n")
        }
    }

    /// The journal with the values of `--pivot TAG` for accounts, or as it
    /// is without the option (or when already pivoted). The reports that
    /// sort accounts into categories and types read the pivoted accounts.
    func pivotedAccounts(_ journal: Journal) throws(CLIError) -> Journal {
        ValuationSpec(pivot: try pivotChoice(journal)).pivoted(journal)
    }

    /// What replaces accounts: `--depth 0` folds them into one, `--pivot
    /// TAG` takes the tag's values; a tag that cannot be one is a usage error.
    private func pivotChoice(_ journal: Journal) throws(CLIError) -> String? {
        if acceptsDepth && foldsAllAccounts { return Pivot.allAccounts }
        guard let tag = arguments.value(.pivot) else { return nil }
        guard !tag.isEmpty, !tag.contains(" ") else {
            let m = messages(journal)
            throw .usage(m.text(.pivotNeedsTag, tag), hint: m[.hintPivotTag])
        }
        return tag
    }

    /// Prints a missing (or too large) conversion and says to exit.
    func missingRate(_ missing: Exchange.MissingRate, _ journal: Journal) -> CLIError {
        printDiagnostics([missing.diagnostic()], files: journal.files)
        return .exit(ExitStatus.failure)
    }

    /// The day after the last one reports value at with `--value end`
    /// (exclusive, like `DateSpan.end`): the period's end, else the day
    /// after the journal's last transaction or price (today's with
    /// neither), so that the latest rate known values a balance, as in hledger.
    func valuationEnd(_ query: ReportQuery, _ journal: Journal) -> Day {
        query.span.end ?? MarketAndCost.latestDate(journal)?.adding(days: 1) ?? today.adding(days: 1)
    }

    /// With `--explain`, the rates a converted report used: after a text
    /// report on standard output, else on standard error.
    func explain(_ exchange: Exchange?, _ journal: Journal, text: Bool) {
        guard let exchange, arguments.has(.explain) else { return }
        let rates = exchange.ratesUsed
        let m = messages(journal), symbol = journal.commodities.symbol(exchange.target)
        var out: [UInt8] = Array(((text ? "\n" : "") + m.text(.ratesUsedFor, symbol, String(rates.count)) + "\n").utf8)
        if rates.isEmpty { out.append(contentsOf: ("  " + m.text(.ratesUsedNone, symbol) + "\n").utf8) }
        for line in PricesReport(rates: rates).text(journal, m).split(separator: 10, omittingEmptySubsequences: false).dropLast() {
            out.append(contentsOf: "  ".utf8)
            out.append(contentsOf: line)
            out.append(10)
        }
        (text ? stdout : stderr).write(out)
    }
}
