import Testing
import TallyEngine
import TallyReports
import TallyTestSupport
import TallyValues

/// Reports that convert through the period engine as it sums (`-X`) give
/// what they gave when they summed a converted copy of the journal
/// (`Exchange.converted`), on generated journals in two commodities with
/// monthly prices, at both timings.
@Suite("conversion in the period engine equals a converted copy") struct EngineValuationTests {
    static let seeds: [UInt64] = [5, 17, 42]

    /// The postings a conversion touches for `query`: those it could show.
    static func convertible(_ query: ReportQuery, _ journal: Journal) -> (Posting, Transaction) -> Bool {
        query.convertible(in: journal)
    }

    /// Queries over the generated journal: everything, a closed year, an
    /// open start and an open end, and one account.
    static func queries(_ g: GeneratedJournal) -> [ReportQuery] {
        let today = g.lastDay.adding(days: -40)
        var all = ReportQuery(today: today)
        var year = all, openStart = all, openEnd = all, account = all
        let y = Day(proleptic: g.firstDay.year + 1, month: 1, day: 1)
        year.span = DateSpan(start: y, end: y.adding(months: 12))
        openStart.span = DateSpan(start: nil, end: y.adding(months: 5))
        openEnd.span = DateSpan(start: y.adding(months: 3), end: nil)
        account.terms = [.account("Expenses")]
        all.span = .unbounded
        // Amount and currency terms compare converted amounts.
        var amount = all, currency = year, notAmount = all
        amount.terms = [.amount(.init(.greater, Quantity(units: 5000, scale: 2), signed: false))]
        currency.terms = [.currency("EUR")]
        notAmount.terms = [.not(.amount(.init(.less, Quantity(units: -2000, scale: 2), signed: true)))]
        return [all, year, openStart, openEnd, account, amount, currency, notAmount]
    }

    @Test(arguments: seeds, [Exchange.Timing.then, .end])
    func balanceOfOnePeriod(seed: UInt64, timing: Exchange.Timing) throws {
        let g = JournalGenerator.make(seed: seed)
        let j = loadJournal(g.text)
        for symbol in ["EUR", "USD"] {
            let target = try #require(j.commodities.lookup(symbol))
            for query in Self.queries(g) {
                for flat in [false, true] {
                    var options = BalanceReport.Options()
                    options.flat = flat
                    options.exact = true
                    // What the command did: each posting valued at its date, or on the
                    // last day of the query's dates (today when they are open).
                    let end = query.span.end ?? query.today.adding(days: 1)
                    let copy = try Exchange(journal: j, target: target, timing: timing)
                        .converted(j, include: Self.convertible(query, j), valueDay: { t in Exchange.valueDay(t.date, periodEnd: end, timing: timing) }).get()
                    let before = BalanceReport(journal: copy, query: query, options: options)
                    let exchange = Exchange(journal: j, target: target, timing: timing)
                    let engine = BalanceReport(journal: j, query: query, options: options,
                                               valuation: exchange.valuation(convertible: Self.convertible(query, j), periodEnd: end))
                    #expect(engine.unconverted.isEmpty)
                    #expect(engine.overflow == nil)
                    #expect(String(decoding: engine.json(j), as: UTF8.self) == String(decoding: before.json(copy), as: UTF8.self),
                            "seed \(seed), \(symbol), \(timing), \(query.span), flat \(flat)")
                    // Converted into USD, no posting is left in EUR for `cur:EUR`.
                    #expect(!engine.rows.isEmpty || (symbol == "USD" && query.terms == [.currency("EUR")]), "\(symbol), \(query.terms)")
                }
            }
        }
    }
}
