import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `--pivot TAG` and `--related`, with the rows hledger 1.25 prints for the
/// same journal (hledger names the untagged row with a blank, Tally `(none)`).
@Suite("--pivot and --related")
struct PivotRelatedTests {
    static let journal = """
    2026-01-05 buy  ; project: alpha
        assets:broker   10 AAPL @ 100 USD
        assets:cash

    2026-02-05 food
        expenses:food   20 EUR   ; project: beta
        assets:cash

    2026-03-05 travel
        expenses:travel  30 USD  ; project: client:north
        assets:cash

    """

    static func run(_ args: [String]) -> RunResult {
        Harness.run(args + ["-f", "main.journal"], fileSystem: MemoryFileSystem(["main.journal": journal]))
    }

    @Test("summary and trend --pivot read the pivoted accounts' types: a value named like a top-level account is typed like one")
    func pivotSummary() {
        let typed = Harness.run(["summary", "--pivot", "kind", "-p", "2026-02", "-X", "EUR", "--today", "2026-03-01", "-f", "main.journal"],
                                fileSystem: MemoryFileSystem(["main.journal": """
                                P 2026-01-01 USD 0.9 EUR

                                2026-02-05 food  ; kind: expenses
                                    expenses:food   20 EUR
                                    assets:cash     ; kind: assets

                                """]))
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(typed.stdout.contains("Spending       20 EUR"), "\(typed.stdout)")
        #expect(typed.stdout.contains("Top spending\n  expenses     20 EUR  100.0%"), "\(typed.stdout)")
        #expect(typed.stdout.contains("Balances on 2026-02-28\n  assets      -20 EUR"), "\(typed.stdout)")
        let untagged = Self.run(["summary", "--pivot", "project", "-p", "2026-02"])
        #expect(untagged.stderr.contains("[untyped-account]"), "a value with no type is still said: \(untagged.stderr)")
        #expect(untagged.stderr.contains("hint: with --pivot project the rows are values of the tag project"), "\(untagged.stderr)")
        #expect(!untagged.stderr.contains("declare it"), "a tag's value cannot be declared: \(untagged.stderr)")
        for command in [["summary"], ["trend"], ["breakdown"], ["report", "--html", "-"]] {
            let r = Self.run(command + ["--pivot", "project"])
            #expect((0...1).contains(r.status) && !r.stderr.contains("Fatal"), "\(command): \(r.status) \(r.stderr)")
        }
    }

    @Test("balance --pivot sums by the tag's value, a posting's own tag first, then its transaction's")
    func pivotBalance() {
        let r = Self.run(["balance", "--pivot", "project", "--flat", "-O", "csv"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
        account,commodity,amount
        (none),EUR,-20
        (none),USD,-30
        alpha,AAPL,10
        alpha,USD,-1000
        beta,EUR,20
        client:north,USD,30

        """)
    }

    @Test("register --pivot shows the tag's value as the account")
    func pivotRegister() {
        let r = Self.run(["register", "--pivot", "project", "-O", "csv"])
        #expect(r.status == 0, "\(r.stderr)")
        let accounts = r.stdout.split(separator: "\n").dropFirst().map { String($0) }
        #expect(accounts.count == 6)
        #expect(accounts.filter { $0.contains(",alpha,") }.count == 2)
        #expect(accounts.filter { $0.contains(",(none),") }.count == 2)
    }

    @Test("--pivot without a tag name is a usage error")
    func pivotNeedsName() {
        let r = Self.run(["balance", "--pivot", ""])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--pivot needs a tag name"))
    }

    @Test("-r shows the other postings of the matching transactions", arguments: [["register", "food", "-r", "-O", "csv"], ["balance", "food", "--related", "-O", "csv"]])
    func related(_ args: [String]) {
        let r = Self.run(args)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("assets:cash"))
        #expect(r.stdout.contains("-20"))
        #expect(!r.stdout.contains("expenses:food"))
        #expect(!r.stdout.contains("USD"), "only the food transaction's other posting")
    }

    @Test("without -r the same query shows the matching posting")
    func unrelated() {
        let r = Self.run(["balance", "food", "--flat", "-O", "csv"])
        #expect(r.stdout == "account,commodity,amount\nexpenses:food,EUR,20\n")
    }
}

@Suite("expr: queries")
struct ExprQueryTests {
    @Test("a boolean expr: query is a usage error that names it, not an empty report")
    func refused() {
        let r = PivotRelatedTests.run(["balance", "expr:desc:food and (acct:cash or not amt:>10)"])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("boolean expr: queries are not supported"))
        #expect(r.stderr.contains("hint: write the terms as separate words"))
    }
}
