import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Bad input gets an error at its line, never a crash, a hang or a
/// silently different meaning.
@Suite("bad input")
struct RobustnessTests {
    func check(_ journal: String) -> RunResult {
        Harness.run(["check", "-f", "-"], stdin: journal)
    }

    @Test func aTenMegabyteLine() {
        let long = String(repeating: "x", count: 10_000_000)
        let r = check("2026-01-01 \(long)\n    a  1\n    b\n2026-01-02 \(long)\n    a  1\n")
        // The second transaction does not balance: reported, and the excerpt stays short.
        #expect(r.status == 1)
        #expect(r.stderr.contains("<stdin>:4:1: error: transaction does not balance"))
        #expect(r.stderr.utf8.count < 2_000)
    }

    @Test func aFortyDigitAmountReadsExactly() {
        let journal = "2026-01-01 x\n    a  1234567890123456789012345678901234567890 USD\n    b\n"
        #expect(check(journal).status == 0)
        let r = Harness.run(["balance", "--flat", "-f", "-", "-O", "csv"], stdin: journal)
        #expect(r.stdout.contains("\"a\",\"USD\",\"1234567890123456789012345678901234567890\"") || r.stdout.contains("a,USD,1234567890123456789012345678901234567890"), "\(r.stdout)")
    }

    @Test func sumsPast38DigitsAreExactNotTraps() {
        let big = "99999999999999999999999999999999999999"
        let r = Harness.run(["balance", "--flat", "-f", "-"], stdin: "2026-01-01 x\n    a  \(big) USD\n    a  \(big) USD\n    b\n")
        #expect(r.status == 0)
        #expect(r.stdout.contains("199999999999999999999999999999999999998 USD  a"), "\(r.stdout)")
    }

    /// As hledger: at most 255 decimal places, so an exponent past them is the one refusal left.
    @Test func anAmountPast255DecimalsIsAnError() {
        let r = check("2026-01-01 x\n    a  1e-300 USD\n    b\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("[amount-too-large]"))
    }

    @Test func invalidUTF8() {
        let r = Harness.run(["check", "-f", "-"], stdin: "2026-01-01 ok\n    a  1\n    b\n")
        #expect(r.status == 0)
        let dir = Files.temporaryDirectory()
        // Bytes 0xC3 0x28 are not UTF-8.
        let path = dir + "/bad.ledger"
        Files.writeBytes(path, Array("2026-01-01 caf".utf8) + [0xC3, 0x28] + Array("\n    a  1\n    b\n".utf8))
        let bad = Harness.run(["check", "-f", path])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains(path + ":1:15: error: invalid UTF-8 byte 0xC3 [invalid-utf8]"))
    }

    @Test func aCyclicInclude() {
        let dir = Files.temporaryDirectory()
        Files.write(dir + "/a.ledger", "include b.ledger\n")
        Files.write(dir + "/b.ledger", "include a.ledger\n")
        let r = Harness.run(["check", "-f", dir + "/a.ledger"])
        #expect(r.status == 1)
        #expect(r.stderr.contains(dir + "/b.ledger:1:9: error: "))
        #expect(r.stderr.contains("[include-cycle]"))
    }

    @Test func aMissingInclude() {
        let r = check("include nowhere.ledger\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("<stdin>:1:9: error: cannot read"))
    }

    @Test func anUnclosedCommentBlockWarns() {
        let r = check("2026-01-01 x\n    a  1\n    b\ncomment\n2026-01-02 y\n    a  1\n")
        #expect(r.status == 0)
        #expect(r.stderr.contains("<stdin>:4:1: warning: 'comment' block is not closed; everything after it is ignored"))
    }

    @Test func aPostingThatIsNotIndented() {
        let r = check("2026-01-01 x\nExpenses:Food  $5\n    Assets:Cash\n")
        #expect(r.status == 1)
        #expect(r.stderr.contains("<stdin>:2:1: error: this looks like a posting, but it is not indented [unindented-posting]"))
    }

    @Test func binaryGarbage() {
        var bytes: [UInt8] = []
        var x: UInt32 = 12345
        for _ in 0..<100_000 {
            x = x &* 1103515245 &+ 12345
            bytes.append(UInt8(truncatingIfNeeded: x >> 16))
        }
        let dir = Files.temporaryDirectory()
        Files.writeBytes(dir + "/noise.ledger", bytes)
        let r = Harness.run(["check", "-f", dir + "/noise.ledger"])
        #expect(r.status == 1)
        #expect(r.stderr.hasSuffix(" warning\n") || r.stderr.hasSuffix(" warnings\n"))
    }
}
