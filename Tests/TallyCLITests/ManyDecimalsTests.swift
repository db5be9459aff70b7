import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Amounts written with more decimals than the fast form holds (36), up to
/// hledger's 255: a zero with 45 decimals beside cents, and the smallest
/// amount at 255 decimals. Each reads, balances and sums exactly, in every
/// report that sums, never a trap.
@Suite("amounts with up to 255 decimals")
struct ManyDecimalsTests {
    static let zero45 = "0." + String(repeating: "0", count: 45)
    static let smallest255 = "0." + String(repeating: "0", count: 254) + "5"

    @Test("a zero with 45 decimals beside other amounts, alone, and in periods",
          arguments: ["    a    1.00 USD\n    a    \(zero45) USD\n    b\n", "    a    \(zero45) USD\n    b\n"])
    func zeroWithManyDecimals(_ postings: String) {
        let journal = "2024-01-01 x\n" + postings
        for args in [["balance", "--flat"], ["balance", "-M"], ["balance", "-M", "a"], ["register"], ["register", "-M"], ["print"], ["check"]] {
            let r = Harness.run(args + ["-f", "-"], stdin: journal)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        let csv = Harness.run(["balance", "--flat", "-O", "csv", "-f", "-"], stdin: journal).stdout
        let expected = postings.contains("1.00") ? "1." + String(repeating: "0", count: 45) : "0"
        #expect(csv.contains("a,USD,\(expected)\n") || (expected == "0" && !csv.contains("a,USD,-")), "\(csv)")
    }

    @Test("the smallest amount at 255 decimals keeps its value")
    func smallestAt255() {
        let r = Harness.run(["balance", "--flat", "-O", "csv", "-f", "-"], stdin: "2024-01-01 x\n    a    \(Self.smallest255) USD\n    b\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("a,USD,\(Self.smallest255)\n"), "\(r.stdout)")
        #expect(r.stdout.contains("b,USD,-\(Self.smallest255)\n"), "\(r.stdout)")
    }

    @Test("two commodities balance by conversion when one side has 255 decimals, with the implied cost at 255")
    func impliedCostAt255() {
        let journal = "2024-01-01 x\n    a    1 AAA\n    b    -\(Self.smallest255) BBB\n"
        for args in [["balance", "--flat"], ["balance", "-M"], ["register"], ["print"], ["check"], ["balance", "-B"]] {
            let r = Harness.run(args + ["-f", "-"], stdin: journal)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        let cost = Harness.run(["balance", "--flat", "-B", "-O", "csv", "-f", "-"], stdin: journal).stdout
        #expect(cost.contains("a,BBB,\(Self.smallest255)\n"), "\(cost)")
    }
}
