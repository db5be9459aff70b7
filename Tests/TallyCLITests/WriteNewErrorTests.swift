#if canImport(Glibc)
import Glibc
#endif
import Testing
import TallyCLITestSupport
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

    @Test("delete refuses to remove a transaction a later balance assertion counts on, and edit restores an edit that breaks one")
    func deleteAndEdit() {
        let text = Self.journal + """

            2026-11-02 Sprawdzenie
                Aktywa:Gotówka    0 PLN = 100,00 PLN
                Kapitał

            """
        let s = Scratch(["j.ledger": text])
        let r = s.run(["delete", "-f", s.path("j.ledger"), "--yes", "desc:Otwarcie"])
        #expect(r.status != 0, "delete wrote: \(r.stdout)")
        #expect(r.stderr.contains("[assertion-failed]"), "\(r.stderr)")
        #expect(s.text("j.ledger") == text)
        // An editor that drops the opening transaction: not on a terminal, the file is restored.
        s.write("editor.sh", "#!/bin/sh\nfor f; do :; done\nsed -i '/Otwarcie/,/Kapitał/d' \"$f\"\n")
        _ = chmod(s.path("editor.sh"), 0o755)
        let e = Harness.run(["edit", "-f", s.path("j.ledger"), "desc:Sprawdzenie"], environment: ["EDITOR": s.path("editor.sh"), "VISUAL": s.path("editor.sh")])
        #expect(e.status == 1, "\(e.stderr)")
        #expect(e.stderr.contains("[assertion-failed]") && e.stderr.contains("restored"), "\(e.stderr)")
        #expect(s.text("j.ledger") == text, "edit left:\n\(s.text("j.ledger"))")
    }
}

/// The refusal is said in the journal's language, diagnostic included.
@Suite("writes refuse in the user's language")
struct WriteRefusalLanguageTests {
    @Test("add's refusal of a new error, in Polish and Vietnamese, leaves the file byte-identical", arguments: [
        ("pl", "tally add: błąd: ta zmiana zostawiłaby w dzienniku nowy błąd, więc nic nie zapisano:", "wskazówka: dodaj cenę rynkową z 2026-11-28"),
        ("vi", "tally add: lỗi: thay đổi này sẽ để lại một lỗi mới trong sổ, nên không ghi gì cả:", "gợi ý: thêm một giá thị trường vào hoặc trước 2026-11-28"),
    ])
    func refusal(_ lang: String, _ headline: String, _ hint: String) {
        let text = "lang \(lang)\n" + WriteNewErrorTests.journal
        let s = Scratch(["j.ledger": text])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "Kawa", "12,50 €", "jedzenie"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains(headline) && r.stderr.contains(hint) && r.stderr.contains("[missing-price]"), "\(r.stderr)")
        #expect(s.text("j.ledger") == text)
    }
}
