import Testing
import TallySyntax
import TallyTestSupport

/// `reporting-currency` (grammar.md §15.8), as syntax.
@Suite struct ReportingCurrencyDirectiveTests {
    @Test(arguments: [
        ("reporting-currency EUR", "EUR"),
        ("reporting-currency  PLN ; złoty", "PLN"),
        ("reporting-currency ₫", "₫"),
        ("reporting-currency \"ACME 2027\"", "ACME 2027"),
    ])
    func reads(line: String, symbol: String) {
        let p = parse(line + "\n")
        #expect(p.diagnostics.isEmpty)
        guard case .reportingCurrency(_, let c)? = p.directives.first else { Issue.record("no reporting-currency"); return }
        #expect(p.text(c) == symbol)
    }

    @Test(arguments: ["reporting-currency", "reporting-currency ;", "reporting-currency EUR PLN", "reporting-currency 12", "reporting-currency \"EUR"])
    func badLines(line: String) {
        let p = parse(line + "\n2026-01-01 X\n    a  $1\n    b\n")
        #expect(p.errors.count == 1, "\(line): \(p.errors)")
        #expect(p.directives.isEmpty)
        #expect(p.transactions.count == 1)
    }
}
