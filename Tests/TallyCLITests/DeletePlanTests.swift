import Testing
import TallyTestSupport

/// `delete` lists and removes many matches in one pass: the plan for 20,000
/// matches, and for one among 20,000, names each transaction at its line,
/// and `--yes` removes exactly those.
@Suite("delete plans many matches")
struct DeletePlanTests {
    static let count = 20_000

    /// Transaction k (from 0) starts on line 4k + 1.
    static func journal() -> String {
        var text = ""
        text.reserveCapacity(count * 48)
        for k in 0..<count { text += "2026-01-01 x\(k)\n    expenses:a  $1\n    assets:b\n\n" }
        return text
    }

    @Test("every one of 20,000 matches is listed at its own line, once, in order")
    func all() {
        let s = Scratch(["j.ledger": Self.journal()])
        let r = s.run(["delete", "-n", "expenses", "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        let heads = r.stdout.split(separator: "\n").filter { $0.hasPrefix(s.path("j.ledger") + ":") }
        #expect(heads.count == Self.count)
        let expected = (0..<Self.count).map { "\(s.path("j.ledger")):\(4 * $0 + 1)" }
        #expect(heads.map(String.init) == expected)
        #expect(r.stdout.hasSuffix("Would delete 20000 transactions (nothing written: --dry-run).\n"), "\(r.stdout.suffix(200))")
        #expect(s.text("j.ledger") == Self.journal())
    }

    @Test("one match among 20,000 is listed alone, and --yes removes it and nothing else")
    func one() {
        let s = Scratch(["j.ledger": Self.journal()])
        let r = s.run(["delete", "-n", "desc:x12345", "-f", s.path("j.ledger")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "\(s.path("j.ledger")):\(4 * 12345 + 1)\n2026-01-01 x12345\n    expenses:a  $1\n    assets:b\n\nWould delete 1 transaction (nothing written: --dry-run).\n")
        let yes = s.run(["delete", "--yes", "desc:x12345", "-f", s.path("j.ledger")])
        #expect(yes.status == 0, "\(yes.stderr)")
        #expect(s.text("j.ledger") == Self.journal().replacing("2026-01-01 x12345\n    expenses:a  $1\n    assets:b\n\n", with: ""))
    }

    @Test("delete's and edit's refusals are in the user's language")
    func vietnamese() {
        let s = Scratch(["j.ledger": "2026-01-01 Phở\n    expenses:a  $1\n    assets:b\n"])
        let none = s.run(["delete", "-n", "desc:bún", "-f", s.path("j.ledger"), "--lang", "vi"])
        #expect(none.status == 1)
        #expect(none.stderr == "tally delete: lỗi: không có giao dịch nào khớp; không xóa gì\n")
        let noYes = s.run(["delete", "desc:phở", "-f", s.path("j.ledger"), "--lang", "vi"])
        #expect(noYes.status == 1)
        #expect(noYes.stderr == "tally delete: lỗi: không xóa 1 giao dịch khi không có --yes và không chạy trên terminal\n  gợi ý: kiểm tra danh sách ở trên rồi chạy lại với --yes\n")
        let edit = s.run(["edit", "desc:bún", "-f", s.path("j.ledger"), "--lang", "vi"])
        #expect(edit.status == 1)
        #expect(edit.stderr.contains("tally edit: lỗi: không có giao dịch nào khớp\n  gợi ý: "), "\(edit.stderr)")
        #expect(s.text("j.ledger") == "2026-01-01 Phở\n    expenses:a  $1\n    assets:b\n")
    }
}
