import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `print` writes a symbol that ledger does not read bare (`M&M`, `A?`,
/// `X^`) in quotes, so its text reads back in ledger as in Tally and hledger.
@Suite("print quotes symbols that ledger does not read bare")
struct PrintSymbolQuotingTests {
    static let ledger = Subprocess.find(["ledger"])

    @Test("M&M, A? and X^ are printed in quotes; EUR and $ are not",
          arguments: [("\"M&M\"", "\"M&M\""), ("\"A?\"", "\"A?\""), ("\"X^\"", "\"X^\""), ("EUR", "EUR"), ("$", "$")])
    func quotes(_ written: String, _ printed: String) throws {
        let s = Scratch()
        s.write("q.ledger", "2024-01-01 x\n    a  125 \(written)\n    b  -125 \(written)\n")
        let r = Harness.run(["print", "-f", s.path("q.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("125 \(printed)\n"), "\(r.stdout)")
        #expect(!printed.hasPrefix("\"") || !r.stdout.contains(" \(printed.dropFirst().dropLast())\n"))
    }

    @Test("ledger reads print's text of a journal in M&M back to the same balances",
          .enabled(if: ledger != nil, "ledger is not installed (apt-get install ledger); the read-back is skipped"))
    func ledgerReadsItBack() throws {
        let ledger = try #require(Self.ledger)
        let s = Scratch()
        s.write("q.ledger", "2024-01-01 x\n    a  125 \"M&M\"\n    b  -125 \"M&M\"\n")
        let r = Harness.run(["print", "-f", s.path("q.ledger")])
        s.write("printed.ledger", r.stdout)
        let l = Subprocess.run(ledger, ["-f", s.path("printed.ledger"), "bal", "--flat", "a"])
        #expect(l.status == 0, "ledger refused print's text:\n\(r.stdout)\n\(l.output)")
        #expect(l.output.contains("125 M&M"), "\(l.output)")
    }
}
