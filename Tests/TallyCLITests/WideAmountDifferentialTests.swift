import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Random journals whose amounts have 20 to 60 digits, so that amounts,
/// sums, monthly columns and running totals pass 38 digits: Tally's
/// balances equal hledger's digit for digit (hledger keeps unbounded
/// integers). Skipped, saying so, when hledger is not installed.
@Suite("amounts past 38 digits against hledger")
struct WideAmountDifferentialTests {
    static let hledger = Subprocess.find(["hledger"])

    static func journal(seed: UInt64) -> String {
        var r = JournalGenerator.Random(state: seed &* 2_654_435_761)
        func amount() -> String {
            var whole = String(r.int(1...9))
            for _ in 0..<r.int(19...59) { whole += String(r.int(0...9)) }
            var fraction = ""
            for _ in 0..<r.int(0...3) { fraction += String(r.int(0...9)) }
            return (r.int(0...3) == 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
        }
        var text = ""
        for k in 0..<40 {
            text += "2026-0\(1 + k / 14)-\(10 + k % 14) t\(k)\n"
            for _ in 0..<r.int(1...3) { text += "    expenses:\(["a", "b", "c", "d"][r.int(0...3)])    \(amount()) X\n" }
            text += "    assets:bank\n"
        }
        return text
    }

    @Test("balance, -M, -M -H and --cumulative equal hledger's on journals past 38 digits",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the wide-amount differential test is skipped"),
          arguments: Array(UInt64(1)...8))
    func agrees(_ seed: UInt64) throws {
        let hledger = try #require(Self.hledger)
        let text = Self.journal(seed: seed)
        let s = Scratch()
        s.write("wide.journal", text)
        for args in [["--flat"], ["--flat", "-M"], ["--flat", "-M", "-H"], ["--flat", "-M", "--cumulative"]] {
            let t = Harness.run(["balance"] + args + ["-O", "csv", "-f", s.path("wide.journal")])
            #expect(t.status == 0, "seed \(seed) \(args): \(t.stderr)")
            let h = Subprocess.run(hledger, ["-f", s.path("wide.journal"), "bal", "--no-total", "-O", "csv"] + args)
            #expect(h.status == 0, "seed \(seed): hledger refused the journal")
            let mine = HledgerDifferentialTests.tallyCells(t.stdout)
            let theirs = HledgerDifferentialTests.hledgerCells(h.output, currency: "X")
            #expect(mine.count > 4, "seed \(seed) \(args): too little to compare:\n\(t.stdout)")
            #expect(mine.contains { $0.count > 45 }, "seed \(seed) \(args): no sum past 38 digits")
            #expect(mine == theirs, "seed \(seed) \(args.joined(separator: " ")):\nTally only: \(mine.subtracting(theirs).sorted())\nhledger only: \(theirs.subtracting(mine).sorted())")
        }
    }
}
