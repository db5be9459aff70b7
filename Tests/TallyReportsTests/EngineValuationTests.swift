import Testing
import TallyEngine
import TallyReports
import TallyTestSupport
import TallyValues

/// Reports that convert through the period engine as it sums (`-X`) give
/// what they gave when they summed a converted copy of the journal
/// (`Exchange.converted`), on generated journals in two commodities with
/// monthly prices, at both timings: exactly at each posting's date, to
/// the digits shown at the period's end (where the engine converts sums).
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

    /// The numbers of a JSON text, in order.
    static func numbers(_ json: String) -> [Quantity] {
        tokens(json).compactMap { Quantity(plainDecimal: $0) }
    }

    /// A JSON text with each number replaced by `#`.
    static func shape(_ json: String) -> String {
        var out = "", inNumber = false
        for ch in json {
            let numeric = ch.isNumber || ch == "." || (ch == "-" && !inNumber)
            if numeric { if !inNumber { out.append("#") }; inNumber = true } else { inNumber = false; out.append(ch) }
        }
        return out
    }

    static func tokens(_ json: String) -> [String] {
        var out: [String] = [], current = ""
        for ch in json {
            if ch.isNumber || ch == "." || (ch == "-" && current.isEmpty) { current.append(ch) } else if !current.isEmpty { out.append(current); current = "" }
        }
        if !current.isEmpty { out.append(current) }
        return out
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
                    // Valued on one day, the engine converts each sum once where the copy
                    // converted each posting: the same report, each number the same to 10 decimals.
                    let mine = String(decoding: engine.json(j), as: UTF8.self), theirs = String(decoding: before.json(copy), as: UTF8.self)
                    if timing == .then {
                        #expect(mine == theirs, "seed \(seed), \(symbol), \(timing), \(query.span), flat \(flat)")
                    } else {
                        #expect(Self.shape(mine) == Self.shape(theirs), "seed \(seed), \(symbol), \(query.span), flat \(flat)")
                        let a = Self.numbers(mine), b = Self.numbers(theirs)
                        #expect(a.count == b.count)
                        for (x, y) in zip(a, b) {
                            let gap = try #require(x.subtracting(y)).magnitude
                            #expect(gap <= Quantity(units: 1, scale: 10), "seed \(seed), \(symbol), \(query.span): \(x) against \(y)")
                        }
                    }
                    // Converted into USD, no posting is left in EUR for `cur:EUR`.
                    #expect(!engine.rows.isEmpty || (symbol == "USD" && query.terms == [.currency("EUR")]), "\(symbol), \(query.terms)")
                }
            }
        }
    }
}
