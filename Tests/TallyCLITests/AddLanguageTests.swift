import Testing
@testable import TallyCLI
import TallyTestSupport

/// What `add` says about an amount it cannot read, a description it
/// cannot write, a name it cannot choose and what it adds, in the user's
/// language; nothing is written when it refuses.
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

    @Test("a name that matches several categories is listed in Korean, with the hint")
    func ambiguousInKorean() {
        let s = Scratch(["h.ledger": AddCommandTests.household + """

        2026-11-03 Dinner
            Expenses:Food:Dining    $30.00
            Assets:Checking

        """])
        let before = s.bytes("h.ledger")
        let r = s.run(["add", "-f", s.path("h.ledger"), "--lang", "ko", "Lunch", "12", "food"])
        let fromFile = Scratch(["h.ledger": "lang ko\n" + AddCommandTests.household + "\n2026-11-03 Dinner\n    Expenses:Food:Dining    $30.00\n    Assets:Checking\n"])
        let byLang = fromFile.run(["add", "-f", fromFile.path("h.ledger"), "Lunch", "12", "food"])
        #expect(byLang.stderr.hasPrefix("tally: 오류: 'food'에 해당하는"), "the journal's lang speaks the frame too: \(byLang.stderr)")
        #expect(r.status == 2)
        #expect(r.stderr == "tally: 오류: 'food'에 해당하는 분류가 여러 개입니다: Expenses:Food:Dining, Expenses:Food:Groceries\n"
                + "  힌트: 이름을 더 입력하거나 전체 이름을 입력하세요\n")
        #expect(s.bytes("h.ledger") == before)
    }

    @Test("a new account and a new commodity are noted in Vietnamese")
    func newNamesInVietnamese() {
        let s = Scratch(["h.ledger": AddCommandTests.household])
        let r = s.run(["add", "-f", s.path("h.ledger"), "--lang", "vi", "--today", "2026-11-21", "Phở", "45000 VND", "Expenses:Ăn uống", "--from", "cash"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "ghi chú: Expenses:Ăn uống là tài khoản mới\nghi chú: VND là loại tiền mới trong sổ này\n")
        #expect(s.text("h.ledger").contains("2026-11-21 Phở\n"))
    }

    @Test("a name that matches nothing lists the known ones in Chinese; a refund is said in Polish")
    func unknownInChineseRefundInPolish() {
        let s = Scratch(["h.ledger": AddCommandTests.household])
        let before = s.bytes("h.ledger")
        let r = s.run(["add", "-f", s.path("h.ledger"), "--lang", "zh-Hans", "Lunch", "12", "zzz"])
        #expect(r.status == 2)
        #expect(r.stderr == "tally: 错误：没有与“zzz”匹配的类别\n"
                + "  提示：已有类别：Expenses:Rent, Expenses:Coffee, Expenses:Food:Groceries；带“:”的完整名称会新建一个\n", "\(r.stderr)")
        #expect(s.bytes("h.ledger") == before)
        let refund = s.run(["add", "-f", s.path("h.ledger"), "--lang", "pl", "--today", "2026-11-21", "Zwrot", "-5", "coffee", "--from", "cash"])
        #expect(refund.status == 0, "\(refund.stderr)")
        #expect(refund.stderr.hasSuffix("kwota jest ujemna, więc zapisuję $5.00 wracające z Expenses:Coffee do Assets:Cash (zwrot)\n"), "\(refund.stderr)")
    }
}
