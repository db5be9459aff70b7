import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

/// ledger's `assert`, `check`, `expr` and `eval` lines among a
/// transaction's postings (ledger's regressions coverage-inline-assert-post,
/// coverage-wave8-textual-xacts, coverage-wave9-xact-expr): read for the
/// posting above them, never as an amountless posting.
@Suite struct TransactionCheckTests {
    @Test func linesAreNotPostings() {
        let r = load("2024/01/01 Payee\n    Expenses:Food    $10.00\n    assert amount == $10.00\n    check amount >= 0\n"
            + "    expr 1 + 1\n    eval amount\n    Assets:Checking\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("Assets:Checking", "$") == dec("-10"))
        #expect(r.balance("Expenses:Food", "$") == dec("10"))
    }

    @Test func falseCheckWarnsAndFalseAssertFails() {
        let check = load("2024/01/06 Check Fail\n    check 1 == 2\n    Expenses:Food    $5.00\n    Assets:Cash\n")
        #expect(check.ids == ["check-failed"] && check.diagnostics.first?.severity == .warning)
        #expect(check.balance("Assets:Cash", "$") == dec("-5"))
        let assert = load("2024/01/01 Payee\n    Expenses:Food    $10.00\n    assert amount == $20.00\n    Assets:Checking\n")
        #expect(assert.ids == ["assertion-failed"])
    }

    @Test func theLineReadsThePostingAboveIt() {
        let tagged = load("2024/01/07 Assert Test\n    Expenses:Food    $10.00\n    ; Validated: yes\n    assert has_tag(\"Validated\")\n    Assets:Cash\n")
        #expect(tagged.ids.isEmpty, "\(tagged.diagnostics.map(\.message))")
        let first = load("2024/01/01 x\n    assert amount > 0\n    a  $1\n    b\n")
        #expect(first.ids == ["unsupported-directive"])
    }

    @Test func anAccountWithAnAmountStaysAPosting() {
        let r = load("2024/01/01 x\n    check fee  $5\n    b\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("check fee", "$") == dec("5"))
    }
}
