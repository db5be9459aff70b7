import Testing
import TallyEngine
import TallyReports
import TallyTestSupport
import TallyValues

private func day(_ y: Int, _ m: Int, _ d: Int) -> Day { Day(year: y, month: m, day: d)! }

/// The period engine converting as it sums, against sums of a journal
/// converted beforehand (`Exchange.converted`), the way reports used to.
@Suite struct PeriodValuationTests {
    private let text = """
    P 2026-01-01 USD 0.90 EUR
    P 2026-01-20 USD 0.80 EUR
    P 2026-02-25 USD 0.50 EUR

    2026-01-05 a
        Expenses:Food    10.00 USD
        Assets:Cash
    2026-01-25 b
        Expenses:Food    20.00 USD
        Assets:Cash
    2026-02-03 c
        Expenses:Food    5.00 EUR
        Assets:Cash
    2026-02-10 d
        Expenses:Rent    100.00 USD
        Assets:Cash
    """

    private func sums(_ j: Journal, _ periods: [DateSpan], valuation: PeriodSums.Valuation?) -> PeriodSums {
        PeriodSums(journal: j, query: ReportQuery(today: day(2026, 11, 21)), periods: periods, valuation: valuation)
    }

    private var months: [DateSpan] {
        [DateSpan(start: day(2026, 1, 1), end: day(2026, 2, 1)), DateSpan(start: day(2026, 2, 1), end: day(2026, 3, 1))]
    }

    @Test(arguments: [Exchange.Timing.then, .end])
    func convertingAsItSumsEqualsSummingAConvertedJournal(timing: Exchange.Timing) throws {
        let j = loadJournal(text)
        let eur = try #require(j.commodities.lookup("EUR"))
        let periods = months
        let exchange = Exchange(journal: j, target: eur, timing: timing)
        let engine = sums(j, periods, valuation: exchange.valuation(convertible: { _, _ in true }))
        #expect(engine.unconverted.isEmpty)
        let copy = try Exchange(journal: j, target: eur, timing: timing).converted(j, include: { _, _ in true }, valueDay: { t in
            Exchange.valueDay(t.date, periodEnd: periods.first { $0.contains(t.date) }?.end, timing: timing)
        }).get()
        let reference = sums(copy, periods, valuation: nil)
        let food = try #require(j.accounts.lookup("Expenses:Food")), rent = try #require(j.accounts.lookup("Expenses:Rent"))
        for k in periods.indices {
            for a in [food, rent] {
                #expect(engine.total(a, eur, period: k) == reference.total(a, eur, period: k), "period \(k), \(j.accounts.name(a))")
            }
        }
        // Then: 10 × 0.90 + 20 × 0.80 in January; at the end: 30 × 0.80.
        #expect(engine.total(food, eur, period: 0).exact == d(timing == .then ? "25.00" : "24.00"))
        // February's rent at its date (0.80) or at the month's end (0.50).
        #expect(engine.total(rent, eur, period: 1).exact == d(timing == .then ? "80.00" : "50.00"))
    }

    @Test func aPostingWithoutARateIsLeftOutAndNamed() throws {
        let j = loadJournal("""
        2026-01-05 a
            Expenses:Food    10.00 GBP
            Assets:Cash
        2026-01-06 b
            Expenses:Food    3.00 EUR
            Assets:Cash
        """)
        let eur = try #require(j.commodities.lookup("EUR")), food = try #require(j.accounts.lookup("Expenses:Food"))
        let exchange = Exchange(journal: j, target: eur, timing: .then)
        let engine = sums(j, [DateSpan(start: day(2026, 1, 1), end: day(2026, 2, 1))],
                          valuation: exchange.valuation(convertible: { _, _ in true }))
        let first = try #require(engine.unconverted.first)
        #expect(j.postings[first.posting].account == food && first.day == day(2026, 1, 5) && !first.tooLarge)
        #expect(engine.total(food, eur, period: 0).exact == d("3.00"))
    }
}
