import Testing
import TallyTestSupport

/// Every writing command refuses a change that would leave the journal
/// with an error `check` does not find in it now (here: spending in a
/// currency the budget has no price for), and writes nothing.
@Suite("writes never leave a new error")
struct WriteNewErrorTests {
    static let journal = """
        commodity 1 000,00 PLN
        account Aktywa:Gotówka    ; type: asset
        account Wydatki:Jedzenie  ; type: expense

        budget Wydatki:Jedzenie  1 200,00 PLN monthly from 2026-11

        recurring "Netflix"  monthly on 20  from 2026-11-20
            Wydatki:Jedzenie    9,99 EUR
            Aktywa:Gotówka

        2026-11-01 * Otwarcie
            Aktywa:Gotówka    100,00 PLN
            Kapitał

        """

    static func check(_ s: Scratch, _ r: Scratch.Outcome, _ what: String) {
        #expect(r.status != 0, "\(what) wrote: \(r.stdout)")
        #expect(r.stderr.contains("new error") && r.stderr.contains("[missing-price]"), "\(what): \(r.stderr)")
        #expect(s.text("j.ledger") == Self.journal, "\(what) changed the journal")
    }

    @Test("add, import and post-due refuse to add spending in a currency the budget cannot convert")
    func refused() {
        let s = Scratch(["j.ledger": Self.journal, "bank.csv": "date,desc,amount\n2026-11-25,Kawa,-3.50\n",
                         "bank.csv.rules": "skip 1\nfields date, description, amount\ncurrency EUR\naccount1 Aktywa:Gotówka\naccount2 Wydatki:Jedzenie\n"])
        Self.check(s, s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "Kawa", "12,50 €", "jedzenie"]), "add")
        Self.check(s, s.run(["import", s.path("bank.csv"), "-f", s.path("j.ledger"), "--yes"]), "import")
        Self.check(s, s.run(["post-due", "-f", s.path("j.ledger"), "--today", "2026-11-28"]), "post-due")
        // A change that adds no error is written.
        #expect(s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "Obiad", "25", "jedzenie"]).status == 0)
    }
}
