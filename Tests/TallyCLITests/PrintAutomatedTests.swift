import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `print` writes the journal as written: the postings an automated
/// transaction adds are left out (ledger's print, hledger's without
/// `--auto`) and written with `--auto`; `--plain`, which writes no rule,
/// writes them always. ledger's regression 1850.
@Suite("print and automated postings")
struct PrintAutomatedTests {
    static let journal = """
        = expr payee =~ /Max/ & account =~ /Expenses:Unknown/
            Expenses:Rent  1
            Expenses:Unknown  -1

        2019/12/30 * Max Mustermann  ; Rent
            Expenses:Unknown                        650,00 €
            Assets:Checking                        -650,00 €

        """

    func accounts(_ printed: String) -> [String] {
        printed.split(separator: "\n").filter { $0.hasPrefix("    ") }.map { String($0.split(separator: " ")[0]) }
    }

    @Test func printLeavesTheGeneratedPostingsOut() {
        let r = Harness.run(["print", "-f", "-"], stdin: Self.journal)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(accounts(r.stdout) == ["Expenses:Unknown", "Assets:Checking"], "\(r.stdout)")
        // The balance still counts them: the rule is in the journal.
        let bal = Harness.run(["balance", "-f", "-", "--flat", "acct:Rent"], stdin: Self.journal)
        #expect(bal.stdout.contains("650,00 €") && bal.stdout.contains("Expenses:Rent"), "\(bal.stdout)")
    }

    @Test func autoWritesThemWhereTheyWereAdded() {
        let r = Harness.run(["print", "-f", "-", "--auto"], stdin: Self.journal)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(accounts(r.stdout) == ["Expenses:Unknown", "Expenses:Rent", "Expenses:Unknown", "Assets:Checking"], "\(r.stdout)")
    }

    @Test func plainWritesThemForItHasNoRule() {
        let r = Harness.run(["print", "-f", "-", "--plain"], stdin: Self.journal)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(accounts(r.stdout).contains("Expenses:Rent"), "\(r.stdout)")
        #expect(!r.stdout.contains("= expr"), "\(r.stdout)")
    }
}
