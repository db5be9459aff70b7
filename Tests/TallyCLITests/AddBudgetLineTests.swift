import Testing
@testable import TallyCLI
import TallyTestSupport

/// After `tally add`, the budget the transaction counts toward.
@Suite("add's budget line")
struct AddBudgetLineTests {
    static let journal = """
    commodity 1.000 VND
    category Expenses:Food  name:"Ăn uống"
    account Assets:Cash  ; type: asset
    budget Expenses:Food  450.000 VND monthly  warn 90%

    2026-11-03 * Bún chả
        Expenses:Food    382.000 VND
        Assets:Cash

    """

    @Test("names the budget, spent of available this month, the percent and the warning crossed")
    func warningLine() {
        let s = Scratch(["v.ledger": Self.journal])
        let r = s.run(["add", "-f", s.path("v.ledger"), "--today", "2026-11-21", "Phở", "30.000", "food", "--from", "cash"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("\n\nĂn uống: 412.000 VND / 450.000 VND this month (91%) — warning at 90%\n"), "\(r.stdout)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
    }

    @Test("in the user's language, and a warning when the budget goes over")
    func overInVietnamese() {
        let s = Scratch(["v.ledger": "lang vi\n" + Self.journal])
        let r = s.run(["add", "-f", s.path("v.ledger"), "--today", "2026-11-21", "Lẩu", "100.000", "food", "--from", "cash"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("\n\nĂn uống: 482.000 VND / 450.000 VND tháng này (107%) — vượt 32.000 VND\n"), "\(r.stdout)")
        #expect(r.stderr == "tally add: cảnh báo: Ăn uống đã vượt ngân sách tháng này: đã chi 482.000 VND / 450.000 VND\n", "\(r.stderr)")
    }

    @Test("a transaction no budget counts prints no budget line; a past month says its name")
    func untouchedAndPast() {
        let s = Scratch(["v.ledger": Self.journal])
        let r = s.run(["add", "-f", s.path("v.ledger"), "--today", "2026-11-21", "Bus", "7.000", "Expenses:Transport", "--from", "cash"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("450.000"), "\(r.stdout)")
        let past = s.run(["add", "-f", s.path("v.ledger"), "--today", "2026-11-21", "2026-10-15", "Cơm", "50.000", "food", "--from", "cash"])
        #expect(past.stdout.hasSuffix("\n\nĂn uống: 50.000 VND / 450.000 VND last month (11%)\n"), "\(past.stdout)")
        let older = s.run(["add", "-f", s.path("v.ledger"), "--today", "2026-11-21", "2026-09-15", "Cơm", "50.000", "food", "--from", "cash", "--lang", "pl"])
        #expect(older.stdout.hasSuffix("\n\nĂn uống: 50.000 VND / 450.000 VND wrzesień 2026 (11%)\n"), "\(older.stdout)")
    }

    @Test("--quiet prints nothing, and the transaction is written")
    func quiet() {
        let s = Scratch(["v.ledger": Self.journal])
        let r = s.run(["add", "-q", "-f", s.path("v.ledger"), "--today", "2026-11-21", "Lẩu", "100.000", "food", "--from", "cash"])
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r.stdout)\(r.stderr)")
        #expect(s.text("v.ledger").contains("2026-11-21 Lẩu\n    Expenses:Food    100.000 VND"), "\(s.text("v.ledger"))")
    }
}
