import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Inputs at the limits of numbers and of include chains: an error or a
/// warning, never a trap, a stack overflow or quadratic work.
@Suite("limits")
struct LimitRegressionTests {
    @Test func printOfACommaCommodityWith36Decimals() {
        let journal = "2026-01-01 x\n    Assets:A    -0,000000000000000000000000000000000001 €\n    Assets:B    101,50 €\n    Equity:E\n"
        let r = Harness.run(["print", "-f", "-"], stdin: journal)
        #expect(r.status == 0)
        // A thousand with both marks declares the decimal comma, however many decimals.
        #expect(r.stdout.hasPrefix("commodity 1.000,000000000000000000000000000000000000 €\n"))
        let back = Harness.run(["balance", "-f", "-", "-O", "csv"], stdin: r.stdout)
        let original = Harness.run(["balance", "-f", "-", "-O", "csv"], stdin: journal)
        #expect(back.status == 0)
        #expect(back.stdout == original.stdout)
    }

    @Test func aChainOfFiveThousandIncludesIsAnErrorNotAStackOverflow() {
        let dir = Files.temporaryDirectory()
        for i in 0..<5000 { Files.write(dir + "/c\(i).ledger", "include c\(i + 1).ledger\n") }
        Files.write(dir + "/c5000.ledger", "2026-01-01 x\n    a  1 USD\n    b\n")
        let r = Harness.run(["check", "-f", dir + "/c0.ledger"])
        #expect(r.status == 1)
        #expect(r.stderr.contains(dir + "/c99.ledger:1:9: error: '\(dir)/c100.ledger' is included 100 files deep; at most 100 are read [include-too-deep]"))
        #expect(r.stderr.contains("1 error, 0 warnings"))
    }

    @Test func aChainOfOneHundredIncludesIsRead() {
        let dir = Files.temporaryDirectory()
        for i in 0..<99 { Files.write(dir + "/c\(i).ledger", "include c\(i + 1).ledger\n") }
        Files.write(dir + "/c99.ledger", "2026-01-01 x\n    a  1 USD\n    b\n")
        let r = Harness.run(["check", "-f", dir + "/c0.ledger"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("1 transaction"))
    }

    @Test func theSameFilesIncludedAgainAreReadOnce() {
        let dir = Files.temporaryDirectory()
        for i in 1...3 { Files.write(dir + "/f\(i).ledger", "2026-01-0\(i) x\n    a  1 USD\n    b\n") }
        Files.write(dir + "/main.journal", String(repeating: "include *.ledger\n", count: 500) + "include f1.ledger\n")
        let r = Harness.run(["balance", "-f", dir + "/main.journal"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("3 USD  a"))
        #expect(r.stderr.contains(dir + "/main.journal:2:9: warning: 3 of the 3 files matching '*.ledger' were already read; they are not read again [duplicate-include]"))
        #expect(r.stderr.contains(dir + "/main.journal:501:9: warning: '\(dir)/f1.ledger' was already read; it is not read again [duplicate-include]"))
    }
}
