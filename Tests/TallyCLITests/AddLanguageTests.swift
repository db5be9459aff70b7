import Testing
@testable import TallyCLI
import TallyTestSupport

/// What `add` says about an amount it cannot read and a description it
/// cannot write, in the user's language; nothing is written.
@Suite("add in other languages")
struct AddLanguageTests {
    @Test("a description that would read as a status is refused in Polish")
    func descriptionInPolish() {
        let s = Scratch(["h.ledger": AddCommandTests.household])
        let before = s.bytes("h.ledger")
        let r = s.run(["add", "-f", s.path("h.ledger"), "--lang", "pl", "*Obiad", "5", "food"])
        #expect(r.status == 2)
        #expect(r.stderr == "tally: błąd: opis nie może zaczynać się od '*' (zostałby odczytany jako status lub kod)\n")
        #expect(s.bytes("h.ledger") == before)
        let english = s.run(["add", "-f", s.path("h.ledger"), "*Lunch", "5", "food"])
        #expect(english.stderr == "tally: error: the description cannot start with '*' (it would read as a status or a code)\n")
    }

    @Test("an amount that cannot be read is explained in Vietnamese at the prompt, and asked again")
    func amountAtPromptInVietnamese() {
        let s = Scratch(["h.ledger": AddCommandTests.household])
        let reader = ScriptedReader(["", "Trà", "hai", "2", "coffee", "", ""])
        let r = s.run(["add", "-f", s.path("h.ledger"), "--lang", "vi"], reader: reader)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(reader.transcript.contains("Không đọc được 'hai' là số tiền: cần một con số trong số tiền, nhưng dòng đã hết."),
                "\(reader.transcript)")
    }

    @Test("text after the amount is explained in Italian at the prompt")
    func amountAtPromptInItalian() {
        let s = Scratch(["h.ledger": AddCommandTests.household])
        let reader = ScriptedReader(["", "Pane", "3 EUR x", "3", "coffee", "", ""])
        let r = s.run(["add", "-f", s.path("h.ledger"), "--lang", "it"], reader: reader)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(reader.transcript.contains("'x' inatteso dopo l'importo"), "\(reader.transcript)")
    }
}
