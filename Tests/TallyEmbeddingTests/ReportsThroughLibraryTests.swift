import Testing
import TallyEngine
import TallyReports
import TallySyntax
import TallySystem
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// A program that embeds the library gets the same summary and budget
/// report as `tally` prints: the reports are built in TallyReports, and the
/// command line only parses options, calls them and prints.
@Suite("reports built through the library alone")
struct ReportsThroughLibraryTests {
    let today = Day(year: 2026, month: 7, day: 20)!
    let path = Harness.repositoryRoot + "/examples/budgets.ledger"
    let style = TextStyle(width: 80, useColor: false)

    func journal() throws -> Journal {
        let loaded = JournalLoader(fileSystem: RealFileSystem(), today: today).load([.path(path)])
        #expect(!loaded.diagnostics.contains { $0.severity == .error })
        return loaded.journal
    }

    @Test("a summary of July, in euros, equals tally summary's")
    func summary() throws {
        var query = ReportQuery(today: today)
        query.span = DateSpan(start: Day(year: 2026, month: 7, day: 1), end: Day(year: 2026, month: 8, day: 1))
        var warnings: [Diagnostic] = []
        let figures = try SummaryFigures.compute(try journal(), query: query, valuation: .asWritten, today: today, top: 5,
                                                 warnings: &warnings).get()
        #expect(warnings.isEmpty)
        #expect(figures.journal.commodities.symbol(figures.currency) == "EUR")
        #expect(!figures.report.budgets.isEmpty, "the journal's budgets show in the summary")
        let text = String(decoding: figures.report.text(figures.journal, style: style, ascii: false), as: UTF8.self)
        let cli = Harness.run(["summary", "-f", path, "-p", "2026-07", "--today", "2026-07-20"])
        #expect(cli.status == 0, "\(cli.stderr)")
        #expect(text == cli.stdout)
    }

    @Test("a traveller's summary valued in dollars converts at the rates of each day, as -X USD does")
    func summaryInDollars() throws {
        let traveller = Harness.repositoryRoot + "/examples/traveller.ledger"
        let journal = JournalLoader(fileSystem: RealFileSystem(), today: today).load([.path(traveller)]).journal
        var query = ReportQuery(today: today)
        query.span = DateSpan(start: Day(year: 2026, month: 6, day: 1), end: Day(year: 2026, month: 7, day: 1))
        var warnings: [Diagnostic] = []
        let dollars = try #require(journal.commodities.lookup("USD"))
        let figures = try SummaryFigures.compute(journal, query: query, valuation: ValuationSpec(currency: dollars), today: today, top: 5,
                                                 warnings: &warnings).get()
        #expect(figures.currency == dollars)
        let text = String(decoding: figures.report.text(figures.journal, style: style, ascii: false), as: UTF8.self)
        #expect(text.contains("at each day's rate"))
        let cli = Harness.run(["summary", "-f", traveller, "-p", "2026-06", "-X", "USD", "--today", "2026-07-20"])
        #expect(cli.status == 0, "\(cli.stderr)")
        #expect(text == cli.stdout)
    }

    @Test("the budget report equals tally budget's")
    func budget() throws {
        let journal = try journal()
        let report = try BudgetReport.checked(journal, today: today, options: BudgetReport.Options()).get()
        #expect(!report.lines.isEmpty)
        let text = String(decoding: report.text(journal, style: style), as: UTF8.self)
        let cli = Harness.run(["budget", "-f", path, "--today", "2026-07-20"])
        #expect(cli.status == 0, "\(cli.stderr)")
        #expect(text == cli.stdout)
    }

    @Test("a journal whose flows mix currencies without a rate is a failure as data, not a crash or a wrong total")
    func failureAsData() throws {
        let source = "2026-07-01 lunch\n    Expenses:Food  10 EUR\n    Assets:Cash\n2026-07-02 coffee\n    Expenses:Food  5 PLN\n    Assets:Cash\n"
        let loaded = JournalLoader(fileSystem: MemoryFileSystem(["/j.ledger": source]), today: today).load([.path("/j.ledger")])
        var query = ReportQuery(today: today)
        query.span = DateSpan(start: Day(year: 2026, month: 7, day: 1), end: Day(year: 2026, month: 8, day: 1))
        var warnings: [Diagnostic] = []
        let result = SummaryFigures.compute(loaded.journal, query: query, valuation: .asWritten, today: today, top: 5, warnings: &warnings)
        guard case .failure(let failure) = result else {
            Issue.record("a summary of EUR and PLN with no rate between them was built")
            return
        }
        guard case .missingRate(let missing) = failure else {
            Issue.record("expected a missing rate, got \(failure)")
            return
        }
        #expect(missing.diagnostic().id == "missing-rate")
    }
}
