import Testing
import TallyTestSupport

/// `tally fmt` on the ledger forms its layout does not arrange: lots,
/// multipliers and names inside nested brackets keep their text.
@Suite("fmt on ledger forms")
struct FmtLedgerLanguageTests {
    @Test("lot annotations, automated transactions and nested brackets survive fmt, and a second run changes nothing")
    func keepsLedgerForms() {
        let journal = """
        = expenses:food
          (budget:food)  *-1
        2026-02-01 Sell
          Assets:Broker  -10 AAPL {$50} [2026-01-01] (lot A) @ $55
          Assets:Cash  $550
          Income:Gains
        2026-03-01 x
          [([(a)])]  1
          [b:[bbb]]  -1

        """
        let s = Scratch(["j.ledger": journal])
        let r = s.run(["fmt", "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        let text = s.text("j.ledger")
        #expect(text.contains("\n  Assets:Broker  -10 AAPL {$50} [2026-01-01] (lot A) @ $55\n"))
        #expect(text.contains("\n  [([(a)])]  1\n"))
        #expect(text.contains("  (budget:food)  *-1\n"))
        let again = s.run(["fmt", "-f", s.path("j.ledger")])
        #expect(again.stdout == "already formatted: \(s.path("j.ledger"))\n")
        let balance = s.run(["balance", "--flat", "-f", s.path("j.ledger")])
        #expect(balance.stdout.contains("-$50  Income:Gains"), "\(balance.stdout)")
    }
}
