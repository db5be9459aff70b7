import Testing
import TallyCLITestSupport
import TallyTestSupport

/// ledger's `commodity EUR` with an indented `default` line: the journal's
/// reporting currency when no `reporting-currency` directive names one;
/// the directive wins wherever it stands; `D` does not choose.
@Suite("reporting currency from a commodity marked default")
struct DefaultCommodityCurrencyTests {
    func file(_ text: String) -> String {
        let path = Files.temporaryDirectory() + "/main.journal"
        Files.write(path, text)
        return path
    }

    static let eurDefault = "commodity EUR\n    default\n\n"

    @Test("summary, trend and breakdown convert into the default commodity without -X, saying nothing")
    func defaultConverts() {
        let f = file(Self.eurDefault + ReportingCurrencyTests.journal)
        let trend = Harness.run(["trend", "-f", f, "-p", "2026-03"])
        #expect(trend.status == 0, "\(trend.stderr)")
        #expect(trend.stderr.isEmpty, "no 'most postings' note: \(trend.stderr)")
        // 5000 PLN / 4.30 = 1162.79 EUR; spending 1620 / 4.30 + 25 = 401.744… EUR, summed exactly and rounded once (the rows, rounded each, add to 401.75).
        #expect(trend.stdout.contains("2026-03  1162.79 EUR  401.74 EUR  761.05 EUR"), "\(trend.stdout)")
        let breakdown = Harness.run(["breakdown", "-f", f, "-p", "2026-03"])
        #expect(breakdown.status == 0, "\(breakdown.stderr)")
        #expect(breakdown.stderr.isEmpty, "\(breakdown.stderr)")
        #expect(breakdown.stdout.contains("Rent    348.84 EUR"), "\(breakdown.stdout)")
        #expect(breakdown.stdout.contains("Travel   25.00 EUR"), "\(breakdown.stdout)")
        #expect(!breakdown.stdout.contains("PLN"), "\(breakdown.stdout)")
        let summary = Harness.run(["summary", "-f", f, "-p", "2026-03"])
        #expect(summary.status == 0, "\(summary.stderr)")
        #expect(summary.stderr.isEmpty, "\(summary.stderr)")
        #expect(summary.stdout.contains("1162.79 EUR"), "\(summary.stdout)")
        #expect(summary.stdout.contains("401.74 EUR"), "\(summary.stdout)")
        #expect(!summary.stdout.contains("PLN"), "\(summary.stdout)")
        // Under the titles: how amounts were converted.
        #expect(trend.stdout.contains("\nIn EUR, at each day's rate\n"), "\(trend.stdout)")
        #expect(summary.stdout.contains("\nIn EUR, at each day's rate; balances at the rates of 2026-03-31\n"), "\(summary.stdout)")
        // -X still overrides.
        let x = Harness.run(["trend", "-f", f, "-p", "2026-03", "-X", "PLN"])
        #expect(x.stdout.contains("2026-03  5000.00 PLN  1727.50 PLN  3272.50 PLN"), "\(x.stdout)")
    }

    @Test("the reporting-currency directive wins over default, before or after it")
    func directiveWins() {
        for text in ["reporting-currency PLN\n" + Self.eurDefault, Self.eurDefault + "reporting-currency PLN\n\n"] {
            let f = file(text + ReportingCurrencyTests.journal)
            let r = Harness.run(["trend", "-f", f, "-p", "2026-03"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.isEmpty, "\(r.stderr)")
            #expect(r.stdout.contains("2026-03  5000.00 PLN  1727.50 PLN  3272.50 PLN"), "\(r.stdout)")
        }
    }

    @Test("the first commodity marked default counts; D does not choose a reporting currency")
    func firstDefaultAndD() {
        let two = file(Self.eurDefault + "commodity PLN\n    default\n\n" + ReportingCurrencyTests.journal)
        let r = Harness.run(["trend", "-f", two, "-p", "2026-03"])
        #expect(r.stdout.contains("2026-03  1162.79 EUR  401.74 EUR  761.05 EUR"), "\(r.stdout)")
        let d = file("D 1,000.00 EUR\n\n" + ReportingCurrencyTests.journal)
        let dr = Harness.run(["trend", "-f", d, "-p", "2026-03"])
        #expect(dr.stderr == ReportingCurrencyTests.note, "D leaves the choice to the postings: \(dr.stderr)")
        #expect(dr.stdout.contains("1727.50 PLN"), "\(dr.stdout)")
        // The default line is read, not warned about.
        let check = Harness.run(["check", "-f", two])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!check.stderr.contains("unread-indented-line"), "\(check.stderr)")
    }
}
