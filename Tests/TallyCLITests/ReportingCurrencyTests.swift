import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Reports of a journal in several currencies without -X: the journal's
/// `reporting-currency`, else the currency most postings use (said once on
/// standard error); -X still chooses; a missing rate is an error at the
/// posting that needs it; nothing in another currency is left out.
@Suite("reporting currency")
struct ReportingCurrencyTests {
    static let journal = """
    P 2026-03-01 EUR 4.30 PLN

    2026-03-01 Pay
        Assets:Bank    5000.00 PLN
        Income:Salary

    2026-03-02 Groceries
        Expenses:Food    120.00 PLN
        Assets:Bank

    2026-03-03 Rent
        Expenses:Rent    1500.00 PLN
        Assets:Bank

    2026-03-15 Train to Berlin
        Expenses:Travel    25.00 EUR
        Assets:Card

    """
    static let note = "note: reporting in PLN, the currency of most postings; set `reporting-currency` to choose\n"

    func file(_ text: String) -> String {
        let path = Files.temporaryDirectory() + "/main.journal"
        Files.write(path, text)
        return path
    }

    func occurrences(_ needle: String, in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 + "\n" == needle }.count
    }

    @Test("summary, trend, breakdown and report convert into the currency most postings use, and say so once")
    func mostPostings() {
        let f = file(Self.journal)
        for args in [["summary"], ["trend"], ["breakdown"], ["report", "--html", "-"]] {
            let r = Harness.run(args + ["-f", f, "-p", "2026-03"])
            #expect(r.status == 0, "\(args): \(r.stderr)")
            #expect(occurrences(Self.note, in: r.stderr) == 1, "\(args): \(r.stderr)")
            #expect(r.stderr == Self.note, "\(args): only the note: \(r.stderr)")
            // 120 + 1500 + 25 EUR × 4.30 = 1727.50: the train ticket is counted, converted.
            #expect(r.stdout.contains("1727.50 PLN"), "\(args): \(r.stdout)")
            #expect(!r.stdout.contains("EUR"), "\(args): \(r.stdout)")
        }
        let breakdown = Harness.run(["breakdown", "-f", f, "-p", "2026-03"])
        #expect(breakdown.stdout.contains("Travel   107.50 PLN"), "\(breakdown.stdout)")
        let summary = Harness.run(["summary", "-f", f, "-p", "2026-03"])
        #expect(summary.stdout.contains("Assets:Card  -107.50 PLN"), "\(summary.stdout)")
    }

    @Test("the reporting-currency directive chooses, with no note; -X still overrides it")
    func directive() {
        let f = file("reporting-currency EUR\n\n" + Self.journal)
        let r = Harness.run(["trend", "-f", f, "-p", "2026-03"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        // 5000 PLN / 4.30 = 1162.79 EUR; spending 1620 / 4.30 + 25 = 401.744… EUR, summed exactly and rounded once (the rows, rounded each, add to 401.75).
        #expect(r.stdout.contains("2026-03  1162.79 EUR  401.74 EUR  761.05 EUR"), "\(r.stdout)")
        let x = Harness.run(["trend", "-f", f, "-p", "2026-03", "-X", "PLN"])
        #expect(x.status == 0, "\(x.stderr)")
        #expect(x.stderr.isEmpty, "\(x.stderr)")
        #expect(x.stdout.contains("2026-03  5000.00 PLN  1727.50 PLN  3272.50 PLN"), "\(x.stdout)")
    }

    @Test("the directive converts even a report whose postings are in one other currency")
    func directiveAlwaysConverts() {
        let f = file("reporting-currency EUR\n\n" + Self.journal)
        let r = Harness.run(["breakdown", "-f", f, "-p", "2026-03", "Expenses:Rent"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Rent   348.84 EUR"), "\(r.stdout)")
    }

    @Test("a missing rate is an error at the posting that needs it, saying how to choose")
    func missingRate() {
        let f = file(String(Self.journal.dropFirst("P 2026-03-01 EUR 4.30 PLN\n".count)))
        let r = Harness.run(["summary", "-f", f, "-p", "2026-03"])
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty, "no figures over a missing rate: \(r.stdout)")
        #expect(r.stderr.contains("main.journal:15:5: error: no exchange rate from EUR to PLN on or before 2026-03-15 [missing-rate]"), "\(r.stderr)")
        #expect(r.stderr.contains("or choose the currency with -X CUR or a 'reporting-currency' line"), "\(r.stderr)")
    }

    @Test("a journal in one currency, or a report of one currency, is not converted and says nothing")
    func oneCurrency() {
        let f = file(Self.journal)
        let pln = Harness.run(["breakdown", "-f", f, "-p", "2026-03", "Expenses:Rent", "Expenses:Food"])
        #expect(pln.status == 0)
        #expect(pln.stderr.isEmpty, "\(pln.stderr)")
        #expect(pln.stdout.contains("Total  1620.00 PLN"), "\(pln.stdout)")
        let eur = Harness.run(["breakdown", "-f", f, "-p", "2026-03", "Expenses:Travel"])
        #expect(eur.stderr.isEmpty, "\(eur.stderr)")
        #expect(eur.stdout.contains("Travel  25.00 EUR"), "\(eur.stdout)")
    }

    @Test("budget reads a journal in several currencies without -X")
    func budget() {
        let f = file("budget Expenses  2000 PLN monthly\n\n" + Self.journal)
        let r = Harness.run(["budget", "-f", f, "-p", "2026-03", "-O", "csv"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("1727.50"), "\(r.stdout)")
    }

    @Test("a second reporting currency, none, or more text is an error at its line")
    func badDirectives() {
        let f = file("reporting-currency EUR\nreporting-currency PLN\nreporting-currency\nreporting-currency EUR x\nreporting-currency EUR ; fine\n")
        let r = Harness.run(["check", "-f", f])
        #expect(r.status == 1)
        #expect(r.stderr.contains("main.journal:2:20: error: the reporting currency is already EUR [invalid-directive]"), "\(r.stderr)")
        #expect(r.stderr.contains("main.journal:3:19: error: expected a commodity symbol after 'reporting-currency' [invalid-directive]"), "\(r.stderr)")
        #expect(r.stderr.contains("main.journal:4:24: error: unexpected text after the currency [invalid-directive]"), "\(r.stderr)")
        #expect(r.stderr.contains("3 errors"), "\(r.stderr)")
    }
}
