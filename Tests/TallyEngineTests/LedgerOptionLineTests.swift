import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

/// ledger's command-line options written in a journal (grammar.md §14.16).
@Suite struct LedgerOptionLineTests {
    @Test(arguments: ["--input-date-format %Y-%m-%d", "--input-date-format %Y/%m/%d", "--input-date-format=%m/%d",
                      "--date-format %Y-%m-%d", "--date-format=%d/%m/%y"])
    func optionsThatChangeNothingTallyReadsAreAccepted(line: String) {
        // ledger's regression 1074 starts with --input-date-format %Y-%m-%d and --date-format %Y-%m-%d.
        let r = load(line + "\n2011-06-01 * Jun 2011\n    A                 $10\n    B\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("A", "$") == dec("10"))
    }

    /// ledger's --strict, --check-payees, --explicit and --permissive only
    /// change what ledger warns of: a warning says each is passed over.
    @Test(arguments: ["--strict", "--check-payees", "--explicit", "--permissive"])
    func checkingOptionsArePassedOverWithAWarning(line: String) {
        let r = load(line + "\n2011-06-01 x\n    A  $10\n    B\n")
        #expect(r.ids == ["ignored-directive"])
        #expect(r.diagnostics.first?.severity == .warning)
        #expect(r.balance("A", "$") == dec("10"))
    }

    /// Options that only shape ledger's reports (its regressions 65FECA4D,
    /// coverage-session-day-break, coverage-wave9-directives-option) are
    /// passed over with a warning: the journal's numbers are the same.
    @Test(arguments: ["--now=2012-02-28", "--day-break", "--flat", "--columns=80"])
    func reportOptionsArePassedOverWithAWarning(line: String) {
        let r = load(line + "\n2011-06-01 x\n    A  $10\n    B\n")
        #expect(r.ids == ["ignored-directive"])
        #expect(r.diagnostics.first?.severity == .warning)
        #expect(r.diagnostics.first?.location?.range.lowerBound == 0)
        #expect(r.balance("A", "$") == dec("10"))
    }

    /// ledger's --pedantic stops at an undeclared account, as Tally's
    /// `strict` does (ledger's regression coverage-session-pedantic).
    @Test func pedanticIsReadAsStrict() {
        let declared = load("--pedantic\ncommodity $\naccount Expenses:Food\naccount Assets:Checking\n"
                            + "2024/01/15 * Test\n    Expenses:Food             $50.00\n    Assets:Checking\n")
        #expect(declared.ids.isEmpty)
        #expect(declared.balance("Expenses:Food", "$") == dec("50"))
        let undeclared = load("--pedantic\naccount Expenses:Food\n"
                              + "2024/01/15 * Test\n    Expenses:Food             $50.00\n    Assets:Checking\n")
        #expect(undeclared.ids == ["undeclared-account"])
    }

    @Test(arguments: ["--input-date-format %d/%m/%y", "--input-date-format %Y:%m:%d", "--input-date-format", "--import featimport.py"])
    func optionsThatWouldChangeTheReadingAreRefusedAtTheLine(line: String) {
        let r = load(line + "\n2011-06-01 x\n    A  $10\n    B\n")
        #expect(r.ids == ["unsupported-directive"])
        #expect(r.journal.transactions.count == 1)
    }
}
