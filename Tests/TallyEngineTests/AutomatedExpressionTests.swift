import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

/// Automated transactions in ledger's query language: `expr` and value
/// expressions, `and`/`or`/`not`, `%tag`, `@payee`, and `check`/`assert`
/// lines (grammar.md §14.12), each from a ledger regression of the same
/// shape.
@Suite struct AutomatedExpressionTests {
    static let sales = """
    2012-01-16 KFC
        Employer:One      $1,000.00
        Assets:Cash

    2012-02-16 Shop
        Employer:Two        $200.00
        Assets:Cash

    """

    static func virtual(_ query: String, _ extra: String = "") -> LoadResult {
        load("= \(query)\n    (Virtual)    1\n\(extra)\n" + sales)
    }

    @Test(arguments: [
        ("expr amount > 500 and account =~ /Employer/", "1000"),          // 605A410D
        ("Employer:Two and expr amount>100", "200"),
        ("expr payee == \"KFC\"", "0"),                                     // 1639: both postings, 1000 - 1000
        ("expr payee == \"KFC\" & account =~ /Employer/", "1000"),
        ("/One/ or /Two/", "1200"),                                        // cov6-xact-auto-or-pred
        ("/Employer/ and not /Two/", "1000"),
        ("not /Cash/ and not /One/", "200"),
        ("expr date < [2012/02/01] and /Employer/", "1000"),               // 2104
        ("expr account =~ /Employer/ ? amount > 500 : false", "1000"),     // coverage-xact-query-pred
        ("expr 'any(account =~ /One/)' and /Cash/", "-1000"),              // cov2-any-all
        ("expr commodity == '$' and /Two/", "200"),
        ("@Shop and /Employer/", "200"),
        ("(/One/ or /Two/) and expr amount < 0", "0"),
        ("Employer:(One|Two)", "1200"),                                   // a pattern's own parentheses: hledger's form
        ("(Employer:(One|Two)) and expr amount > 300", "1000"),
    ])
    func selects(query: String, total: String) {
        let r = Self.virtual(query)
        #expect(r.ids.isEmpty, "\(query): \(r.diagnostics.map(\.message))")
        #expect(r.balance("Virtual", "$") == dec(total), "\(query)")
    }

    @Test func tagsAreReadFromThePostingAndItsTransaction() {
        let r = load("= /Tax/ and not %Year\n    (Virtual)    1\n\n2019-02-01 * Tax\n    Expenses:Tax    19.00 EUR\n    Assets:Bank\n\n"
            + "2019-03-01 * Refund\n    ; Year: 2018\n    Expenses:Tax    -2.00 EUR\n    Assets:Bank\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Virtual", "EUR") == dec("19"))
    }

    /// ledger's cov2-fn-all: `all` also reads the postings the rule has added,
    /// so after the first match the rule no longer holds.
    @Test func allSeesThePostingsAddedSoFar() {
        let r = load("= expr 'all(account =~ /Assets/ or account =~ /Expenses/)'\n    Budget:AllMatch    1\n    Budget:AllOffset    -1\n\n"
            + "2024/01/01 Payee\n    Expenses:Food    $10.00\n    Assets:Cash\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("Budget:AllMatch", "$") == dec("10"))
        #expect(r.balance("Budget:AllOffset", "$") == dec("-10"))
    }

    /// ledger's regression 2147: `comment` reads the matched posting's own comment.
    @Test func commentReadsThePostingsComment() {
        let r = load("= expr account =~ /Assets:Inventory/ & payee =~ /DADA/ & comment =~ /Automate/\n"
            + "    Expenses:Products    1\n    Assets:Inventory    -1\n\n"
            + "2021/01/15 DADA\n    Assets:Inventory    10 WIDGET ; Automate\n    Assets:Cash    -10 WIDGET\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("Expenses:Products", "WIDGET") == dec("10"))
        #expect(r.balance("Assets:Inventory", "WIDGET") == dec("0"))
    }

    @Test func checkWarnsAssertFailsAndEvalIsRead() {
        let rule = "= /Food/\n    check amount < $10\n    eval amount * 2\n    (Budget)    0.10\n\n"
        let r = load(rule + "2024/01/15 Store\n    Expenses:Food    $50.00\n    Assets:Checking\n")
        #expect(r.ids == ["check-failed"])
        #expect(r.diagnostics.first?.severity == .warning)
        #expect(r.balance("Budget", "$") == dec("5"))
        let asserted = load("= /Food/\n    assert amount < $10\n    (Budget)    0.10\n\n2024/01/15 Store\n    Expenses:Food    $50.00\n    Assets:Checking\n")
        #expect(asserted.ids == ["assertion-failed"])
        let passes = load("= /Food/\n    check amount > 0\n    assert account =~ /Food/\n    (Budget)    0.10\n\n2024/01/15 Store\n    Expenses:Food    $50.00\n    Assets:Checking\n")
        #expect(passes.ids.isEmpty)
    }

    /// A name or function Tally does not evaluate is an error naming it, never a silent false.
    @Test(arguments: ["expr total > 5", "expr format_date(date) == \"2024\"", "expr amount >", "expr (account =~ /A/", "/A/ and"])
    func unknownIsAnError(query: String) {
        let r = Self.virtual(query)
        #expect(r.ids == ["invalid-automated"], "\(query): \(r.ids)")
    }

    /// ledger's coverage-autoxact-unclosed-quote and -empty-pattern: both
    /// stop the journal, in hledger's form and in ledger's language; a
    /// quoted term keeps its blanks.
    @Test(arguments: ["\"Employer", "\"\"", "''", "'Employer:One", "\"Employer and Two"])
    func unclosedOrEmptyQuotesAreErrors(query: String) {
        let r = Self.virtual(query)
        #expect(r.ids == ["invalid-automated"], "\(query): \(r.ids)")
    }

    @Test func aQuotedTermKeepsItsBlanks() {
        let r = load("= \"Food Store\"\n    (Budget)    -1\n\n2024-01-01 x\n    Expenses:Food Store  $10.00\n    Assets:Cash\n2024-01-02 y\n    Expenses:Food  $3.00\n    Assets:Cash\n")
        #expect(r.ids.isEmpty, "\(r.ids)")
        #expect(r.balance("Budget", "$") == dec("-10"))
    }

    @Test func unknownNamesAreNamed() {
        let r = Self.virtual("expr quantity > 5")
        #expect(r.diagnostics.first?.message.contains("unknown name 'quantity'") == true, "\(r.diagnostics.map(\.message))")
        let f = load("= /Food/\n    check format_date(date)\n    (Budget)    1\n")
        #expect(f.diagnostics.first?.message.contains("unknown function 'format_date'") == true, "\(f.diagnostics.map(\.message))")
    }
}

/// ledger's top-level `assert EXPR` and `check EXPR` (ledger's regressions
/// coverage-assert-directive, coverage-assert-check-directive): evaluated
/// when they read no posting, an error naming what Tally does not evaluate.
@Suite struct TopLevelValueCheckTests {
    static let entry = "\n2024-01-01 x\n    a  $1\n    b\n"

    @Test func trueChecksAndAssertsPass() {
        #expect(load("assert 1 == 1\ncheck 2 > 1 ; a note\n" + Self.entry).ids.isEmpty)
    }

    @Test func falseCheckWarnsAndFalseAssertFails() {
        let check = load("check 1 == 2\n" + Self.entry)
        #expect(check.ids == ["check-failed"] && check.diagnostics.first?.severity == .warning)
        #expect(load("assert 2 > 3\n" + Self.entry).ids == ["assertion-failed"])
        #expect(check.balance("a", "$") == dec("1"))
    }

    @Test func whatIsNotEvaluatedIsAnErrorNamingIt() {
        let account = load("assert account(\"Assets\").all(account =~ /Expense/)\n" + Self.entry)
        #expect(account.ids == ["unsupported-directive"])
        #expect(account.diagnostics.first?.message.contains("unknown function 'account'") == true)
        // A `check` that fails is a warning in ledger: one not evaluated is a warning too (baseline feat-check).
        let check = load("check account(\"Assets\").all(account =~ /Expense/)\n" + Self.entry)
        #expect(check.ids == ["ignored-directive"] && check.diagnostics.first?.severity == .warning)
        #expect(check.diagnostics.first?.message.contains("unknown function 'account'") == true)
        let posting = load("assert amount > 0\n" + Self.entry)
        #expect(posting.ids == ["unsupported-directive"])
        #expect(posting.diagnostics.first?.message.contains("reads a posting") == true)
    }
}

/// `account("NAME").total` in a top-level `assert`: the account's balance,
/// subaccounts included, where the line stands (ledger's total-1, total-2
/// and 1675).
@Suite struct AccountTotalAssertTests {
    static let savings = """
    2017-10-01 * Opening Balance
        Assets:Current Account                  $1000.00
        Equity:Opening Balances

    2017-10-02 * Savings
        Assets:Savings                           $100.00
        Assets:Current Account

    """

    @Test func readsTheBalanceWhereTheLineStands() {
        let r = load(Self.savings + "assert account(\"Assets:Current Account\").total == $900.00\nassert account('Assets').total == $1000\n"
                     + "\n2017-10-03 * Savings\n    Assets:Savings  $100.00\n    Assets:Current Account\n\n"
                     + "assert account(\"Assets:Current Account\").total == $800.00\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
    }

    @Test func aFalseOneFailsAtItsLine() {
        let r = load(Self.savings + "assert account(\"Assets:Current Account\").total == $1000.00\n")
        #expect(r.ids == ["assertion-failed"])
        #expect(load(Self.savings + "assert account(\"Nowhere\").total == 0\n").ids.isEmpty)
    }

    /// 1675: an assignment's transaction wholly inside the account adds nothing to it.
    @Test func anAssignmentWhollyInsideAddsNothing() {
        let r = load("2018-08-25\n    source\n    parent  100\n    parent:child1  10\n    parent:child2  5\n\nassert account(\"parent\").total == 115\n\n"
                     + "2018-08-25\n    parent  = 0\n    parent:child3\n\nassert account(\"parent\").total == 115\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("parent:child3", "") == dec("100"))
    }

    /// Two commodities, or an assignment reaching outside the account, are not one amount to compare.
    @Test func whatIsNotOneKnownAmountIsNotEvaluated() {
        let two = load("2020-01-01 x\n    a  $1\n    a  1 EUR\n    b\n\nassert account(\"a\").total == $1\n")
        #expect(two.ids == ["unsupported-directive"], "\(two.ids)")
        #expect(two.diagnostics.first?.message.contains("the balance of 'a' there holds several commodities") == true)
        let assigned = load("2020-01-01 x\n    a  $5\n    b\n2020-01-02 y\n    a  = $1\n    c\n\nassert account(\"a\").total == $1\n")
        #expect(assigned.ids == ["unsupported-directive"], "\(assigned.ids)")
    }
}
