import Testing
import TallyTestSupport

/// Amounts in the journal's diagnostics are written as the journal writes
/// them: grouping and decimal mark of the commodity, every digit kept.
@Suite("amounts in messages in the journal's number style")
struct MessageNumberStyleTests {
    @Test("a failed assertion in dong says 50.000 VND, not 50000 VND")
    func assertionInDong() {
        let s = Scratch(["j.ledger": "commodity 1.000 VND\n\n2026-01-01 a\n    Assets:Cash   100.000 VND = 150.000 VND\n    Equity\n"])
        let r = s.run(["check", "-f", s.path("j.ledger")], environment: ["LANG": "vi_VN.UTF-8"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("tính ra 100.000 VND, khẳng định 150.000 VND, chênh lệch 50.000 VND"), "\(r.stderr)")
    }

    @Test("an unbalanced transaction in złoty says 34,56 zł, and a long cost keeps its digits")
    func unbalancedInZloty() {
        let s = Scratch(["j.ledger": "2026-01-01 a\n    Assets:Cash   1 234,56 zł\n    Equity  -1 200,00 zł\n\n2026-01-02 b\n    Assets:Cash   2 000,00 zł\n    Equity  -1 000,005 zł\n"])
        let r = s.run(["check", "-f", s.path("j.ledger")])
        #expect(r.stderr.contains("add up to 34,56 zł"), "\(r.stderr)")
        #expect(r.stderr.contains("add up to 999,995 zł"), "\(r.stderr)")
    }
}
