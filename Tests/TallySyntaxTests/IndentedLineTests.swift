import Testing
import TallySyntax

/// An indented line under a directive is read, is a comment, or is said to
/// be unread: never dropped without a word.
@Suite("indented lines under directives")
struct IndentedLineTests {
    @Test("a posting pasted under a directive is a warning at its line", arguments: [
        "commodity USD\n    Equity:Opening\n",
        "commodity USD\n    Equity:Opening    100 USD\n",
        "account Assets:Cash\n    Equity:Opening    -100 USD\n",
        "P 2026-01-01 EUR 1.10 USD\n    Assets:Cash  1 USD\n",
        "include other.ledger\n    Assets:Cash  1 USD\n",
        "Y 2026\n    Assets:Cash\n",
        "decimal-mark ,\n    Assets:Cash\n",
        "D 1.000,00 EUR\n    Assets:Cash\n",
        "payee Shop\n    Assets:Cash\n",
        "category Expenses:Food\n    Assets:Cash  1 USD\n",
        "budget Expenses:Food  100 USD monthly\n    Assets:Cash  1 USD\n",
        "goal Bike  100 USD  account Assets:Savings\n    Assets:Cash  1 USD\n",
    ])
    func warned(_ text: String) {
        let p = parse(text)
        #expect(p.ids == ["unread-indented-line"], "\(text)")
        #expect(p.diagnostics.first?.severity == .warning)
        #expect(p.diagnostics.first.flatMap { p.position($0) }.map { [$0.line, $0.column] } == [2, 5])
        #expect(p.diagnostics.first?.message.hasSuffix("is not read") == true)
        #expect(p.invalidCount == 0, "the directive itself is still read")
    }

    @Test("comments, account notes and accepted sub-directives stay quiet", arguments: [
        "commodity JPY\n    note Japanese yen\n    format 1,000 JPY\n    nomarket\n    ; a comment\n",
        "account Liabilities:Visa\n    ; type: L\n    statement closes on the 20th\n    type:L\n",
        "payee Shop\n    alias SHOP INC\n",
        "tag trip\n    check value =~ /x/\n",
        "P 2026-01-01 EUR 1.10 USD\n    ; from the bank\n",
    ])
    func quiet(_ text: String) {
        #expect(parse(text).diagnostics.isEmpty, "\(text)")
    }

    /// ledger's coverage-account-subdir-no-arg, coverage-commodity-subdir-no-arg,
    /// coverage-payee-subdir-no-arg: `alias` alone is an error, as in ledger.
    @Test("a sub-directive without its argument is an error at its word", arguments: [
        "account Expenses:Food\n    alias\n",
        "commodity $\n    alias\n",
        "payee Test Store\n    alias   ; nothing\n",
    ])
    func missingArgument(_ text: String) {
        let p = parse(text)
        #expect(p.ids == ["invalid-directive"], "\(text)")
        #expect(p.diagnostics.first.flatMap { p.position($0) }.map { [$0.line, $0.column] } == [2, 5])
        #expect(p.diagnostics.first?.message.hasSuffix("needs an argument") == true)
    }
}
