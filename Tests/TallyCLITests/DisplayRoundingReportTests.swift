import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Reports show a tie at the commodity's precision as hledger does, half to
/// even: `$0.125` shows as `$0.12`, `$0.135` as `$0.14` (hledger 1.25 prints
/// the same for this journal).
@Suite struct DisplayRoundingReportTests {
    static let journal = "commodity $1,000.00\n\n2026-01-01 a\n    a   $0.125\n    b\n2026-01-01 c\n    c   $0.135\n    b\n"

    @Test("balance and register show ties to the even cent")
    func ties() {
        let files = MemoryFileSystem(["j.ledger": Self.journal])
        let balance = Harness.run(["balance", "--flat", "-f", "j.ledger"], fileSystem: files)
        #expect(balance.status == 0)
        #expect(balance.stdout.contains("$0.12  a") && balance.stdout.contains("$0.14  c") && balance.stdout.contains("-$0.26  b"), "\(balance.stdout)")
        let register = Harness.run(["register", "a", "-f", "j.ledger"], fileSystem: files)
        #expect(register.stdout.contains("$0.12"), "\(register.stdout)")
        #expect(!register.stdout.contains("$0.13"), "\(register.stdout)")
    }

    @Test("an amount that rounds to zero by half to even is hidden as zero")
    func tieToZero() {
        let files = MemoryFileSystem(["j.ledger": "commodity $1,000.00\n\n2026-01-01 a\n    a   $0.005\n    b\n"])
        let r = Harness.run(["balance", "--flat", "-f", "j.ledger"], fileSystem: files)
        #expect(r.status == 0)
        #expect(!r.stdout.contains("$0.01"), "\(r.stdout)")
    }
}
