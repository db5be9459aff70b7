import TallyEngine
import TallyReports
import TallySyntax
import TallyValues

extension CommonOptions {
    /// Conversion into one currency, for reports that show amounts.
    static let exchange: [OptionSpec] = [
        OptionSpec(names: ["-X", "--exchange"], takesValue: true, help: "convert every amount into this currency with P prices and costs", valueName: "CUR"),
        OptionSpec(names: ["--value"], takesValue: true, help: "with -X: 'then' uses each posting's date (default), 'end' the period's last day", valueName: "WHEN",
                   choices: ["then", "end"]),
        OptionSpec(names: ["--explain"], takesValue: false, help: "with -X: list every exchange rate used"),
    ]
}

extension Session {
    /// The conversion `-X CUR` asks for (`nil` without -X), or a usage error.
    func exchange(for journal: Journal) throws(CLIError) -> Exchange? {
        let timingText = arguments.value("--value")
        guard let symbol = arguments.value("--exchange") else {
            if timingText != nil { throw .usage("--value needs -X CUR to say which currency", hint: "for example -X USD --value end") }
            if arguments.has("--explain") { throw .usage("--explain lists the rates of -X CUR, and -X was not given") }
            return nil
        }
        let timing: Exchange.Timing
        switch timingText?.lowercased() {
        case nil, "then": timing = .then
        case "end": timing = .end
        case let other?: throw .usage("--value takes 'then' or 'end', found '\(other)'")
        }
        return Exchange(journal: journal, target: try commodity(symbol, in: journal), timing: timing)
    }

    /// The commodity the user named; a usage error, with the closest name
    /// or the list of them, when the journal has none of that name.
    func commodity(_ symbol: String, in journal: Journal) throws(CLIError) -> CommodityID {
        guard !symbol.isEmpty, let found = journal.commodities.lookup(symbol), found != .none else {
            let known = (1..<journal.commodities.count).map { journal.commodities.symbol(CommodityID(Int32($0))) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let close = Suggestions.closest(to: symbol, among: known)
            throw .usage("the journal has no commodity '\(symbol)'",
                         hint: close.map { "did you mean '\($0)'?" } ?? "its commodities are: " + known.joined(separator: ", "))
        }
        return found
    }

    /// The journal with the postings a report reads converted under `-X`
    /// (as it is without), or why not, printed (a missing rate) or to print
    /// (a bad option).
    func converting(_ journal: Journal, query: ReportQuery, periodEnd: Day?,
                    valueDay: ((Transaction, Exchange) -> Day)? = nil) throws(CLIError) -> (journal: Journal, exchange: Exchange?) {
        guard let exchange = try self.exchange(for: journal) else { return (journal, nil) }
        // Every posting the report could show is converted; amt: terms
        // then compare converted amounts, in the report itself.
        var candidates = query
        candidates.terms.removeAll { term in
            if case .amount = term { return true }
            if case .not(.amount) = term { return true }
            return false
        }
        let matcher = ReportQuery.Matcher(candidates, journal)
        let result = exchange.converted(journal, include: { p, t in matcher.matches(transaction: t) && matcher.matches(posting: p, in: t) },
                                        valueDay: { t in valueDay?(t, exchange) ?? exchange.valueDay(t.date, periodEnd: periodEnd) })
        switch result {
        case .success(let converted): return (converted, exchange)
        case .failure(let missing):
            var renderer = DiagnosticRenderer(files: journal.files, useColor: context.useColor(for: context.stderr, mode: colorMode))
            stderr.write(renderer.render(missing.diagnostic()))
            throw .exit(ExitStatus.failure)
        }
    }

    /// The last day reports value at with `--value end`: the period's end,
    /// else today. Exclusive, like `DateSpan.end`.
    func valuationEnd(_ query: ReportQuery) -> Day {
        query.span.end ?? today.adding(days: 1)
    }

    /// With `--explain`, the rates a converted report used: after a text
    /// report on standard output, else on standard error.
    func explain(_ exchange: Exchange?, _ journal: Journal, text: Bool) {
        guard let exchange, arguments.has("--explain") else { return }
        let rates = exchange.ratesUsed
        var out: [UInt8] = Array("\nRates used for \(journal.commodities.symbol(exchange.target)) (\(rates.count)):\n".utf8)
        if !text { out.removeFirst() }
        if rates.isEmpty { out.append(contentsOf: "  none: every amount is already in \(journal.commodities.symbol(exchange.target))\n".utf8) }
        for line in PricesReport(rates: rates).text(journal).split(separator: 10, omittingEmptySubsequences: false).dropLast() {
            out.append(contentsOf: "  ".utf8)
            out.append(contentsOf: line)
            out.append(10)
        }
        (text ? stdout : stderr).write(out)
    }
}
