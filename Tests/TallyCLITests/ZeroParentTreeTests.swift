import Testing
import TallyCLITestSupport
import TallyTestSupport

/// A parent whose total is zero still shows its subaccounts in the tree, as
/// ledger and hledger print it: `0 test`, `1 a`, `-1 b`.
@Suite struct ZeroParentTreeTests {
    @Test func aZeroParentShowsItsChildren() {
        let r = Harness.run(["balance", "-f", "-"], stdin: "2024-01-01 x\n    test:a  1\n    test:b\n")
        #expect(r.status == 0, "\(r.stderr)")
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(Array(rows.prefix(3)) == ["0 test", "1 a", "-1 b"], "\(r.stdout)")
        // The children keep their indentation under the parent.
        #expect(r.stdout.contains("           1    a\n") && r.stdout.contains("          -1    b\n"), "\(r.stdout)")
    }
}
