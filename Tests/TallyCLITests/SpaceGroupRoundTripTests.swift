import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Amounts whose digits are grouped by spaces (a space, U+00A0, U+202F)
/// read back to the same balances after `print` and after `fmt`.
@Suite("space digit groups round-trip")
struct SpaceGroupRoundTripTests {
    static func journal(_ s: String) -> String {
        """
        decimal-mark ,

        2026-03-01 Shop
            Expenses:Food    1\(s)234,56 PLN
            Assets:Cash

        2026-03-02 Market
            Expenses:Food    1\(s)234\(s)567 VND
            Assets:Cash

        P 2026-03-01 EUR 4\(s)321,25 PLN

        """
    }

    func balances(_ journal: String) -> RunResult {
        Harness.run(["balance", "-f", "-", "--flat", "-E", "-O", "csv"], stdin: journal)
    }

    @Test(arguments: [" ", "\u{00A0}", "\u{202F}"])
    func printReadsBack(_ s: String) {
        let before = balances(Self.journal(s))
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout.contains("1234.56") || before.stdout.contains("1 234,56"), "\(before.stdout)")
        let printed = Harness.run(["print", "-f", "-"], stdin: Self.journal(s))
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("1 234,56 PLN"), "\(printed.stdout)")
        #expect(printed.stdout.contains("1 234 567 VND"), "\(printed.stdout)")
        let after = balances(printed.stdout)
        #expect(after.status == 0, "\(after.stderr)\n\(printed.stdout)")
        #expect(after.stdout == before.stdout)
    }

    @Test(arguments: [" ", "\u{00A0}", "\u{202F}"])
    func fmtReadsBack(_ s: String) {
        let before = balances(Self.journal(s))
        let scratch = Scratch(["j.ledger": Self.journal(s)])
        let r = scratch.run(["fmt", "-f", scratch.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        let formatted = scratch.text("j.ledger") ?? ""
        #expect(formatted.contains("1\(s)234\(s)567 VND"))
        let after = balances(formatted)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout == before.stdout)
    }
}
