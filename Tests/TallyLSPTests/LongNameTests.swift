import Testing
@testable import TallyLSP
import TallyTestSupport

/// A journal whose regex alias meets a very long account name: the server
/// checks it, answers about it and stays up (a backtracking matcher
/// overflowed its stack here).
@Suite("LSP long names")
struct LongNameTests {
    static let long = String(repeating: "a", count: 10_000)
    static let journal = "alias /(a|b)*y/=z\n\n2026-01-02 Shop\n    Expenses:\(long)  $5\n    Assets:Bank\n"

    @Test func aRegexAliasOnATenThousandLetterAccount() {
        let c = TestClient(files: ["/j/main.ledger": Self.journal])
        c.open("/j/main.ledger", Self.journal)
        #expect(c.diagnostics[TestClient.uri("/j/main.ledger")]?.isEmpty == true)
        // The server still answers about the account, whose name the alias left as it was (no 'y' in it).
        let hover = c.hover("/j/main.ledger", 3, 8)
        #expect(hover.contains("Expenses:\(Self.long.prefix(20))"), "\(hover.prefix(200))")
    }
}
