import Testing
import TallyEngine
import TallySyntax
import TallyValues
import TallyTestSupport

@Suite struct AssertionTests {
    /// The later-dated transaction comes first in the file; in date order the
    /// balance is $50 + $100 when the assertion is reached.
    @Test func checkedInDateOrderNotFileOrder() {
        let r = load("""
            2026-01-10 Pay
                Assets:Bank  $100 = $150
                Income:Salary
            2026-01-05 Opening
                Assets:Bank  $50
                Equity:Opening

            """)
        #expect(r.diagnostics.isEmpty)
        #expect(r.descriptions == ["Opening", "Pay"])
    }

    @Test func failingAssertionReportsCalculatedAssertedAndDifference() throws {
        let m = MarkedText("""
            2026-01-10 Pay
                Assets:Bank  $100 1️⃣= $200
                Income:Salary
            2026-01-05 Opening
                Assets:Bank  $50
                Equity:Opening

            """)
        let r = load(m.text)
        #expect(r.ids == ["assertion-failed"])
        let d = try #require(r.diagnostics.first)
        #expect(d.message.contains("Assets:Bank"))
        #expect(d.message.contains("calculated $150"))
        #expect(d.message.contains("asserted $200"))
        #expect(d.message.contains("difference $50"))
        #expect(d.location?.range.lowerBound == m["1️⃣"])
        #expect(r.text(at: d) == "= $200")
    }

    @Test func sameDateKeepsFileOrder() {
        let r = load("""
            2026-01-10 A
                Assets:Bank  $10
                Income
            2026-01-10 B
                Assets:Bank  $5 = $15
                Income
            2026-01-10 C
                Assets:Bank  $1 = $16
                Income

            """)
        #expect(r.diagnostics.isEmpty)
    }

    @Test func assertionAfterAnEarlierDatedTransactionLaterInTheFile() {
        let r = load("""
            2026-01-01 Open
                Assets:Bank  $100
                Equity:Opening
            2026-01-20 Check
                Assets:Bank  $0 = $100
            2026-01-10 Forgotten
                Expenses:Food  $30
                Assets:Bank

            """)
        #expect(r.ids == ["assertion-failed"])
        #expect(r.diagnostics.first?.message.contains("calculated $70") == true)
        #expect(r.diagnostics.first?.message.contains("difference $30") == true)
    }

    /// Within a transaction the running balance holds the postings above the
    /// asserted one and the asserted one itself.
    @Test func assertionsWithinOneTransaction() {
        let r = load("2026-01-01 X\n    Assets:Bank  $10 = $10\n    Assets:Bank  $5 = $15\n    Equity:Opening  $-15 = $-15\n")
        #expect(r.diagnostics.isEmpty)
    }

    @Test func rejectedTransactionsAreNotCounted() {
        let r = load("""
            2026-01-01 Open
                Assets:Bank  $100
                Equity:Opening
            2026-01-02 Typo
                Assets:Bank  $10
                Income:Gift  $-9
            2026-01-03 Check
                Assets:Bank  $0 = $100

            """)
        #expect(r.ids == ["unbalanced-transaction"])
    }

    @Test func commodityLessAssertion() {
        let r = load("2026-01-01 X\n    Assets:Points  100\n    Assets:Bank  $5\n    Income:Points  -100\n    Income:Gift  $-5\n2026-01-02 Y\n    Assets:Points  0 = 100\n")
        #expect(r.diagnostics.isEmpty)
        let bad = load("2026-01-01 X\n    Assets:Points  100\n    Income:Points\n2026-01-02 Y\n    Assets:Points  0 = 99\n")
        #expect(bad.ids == ["assertion-failed"])
    }

    /// Assertion errors come after the errors found while reading (grammar.md §16).
    @Test func assertionErrorsComeAfterSyntaxErrors() {
        let r = load("2026-01-01 X\n    Assets:Bank  $1 = $2\n    Equity\nfrob\n")
        #expect(r.ids == ["unknown-directive", "assertion-failed"])
    }

    static let twoCommodities = """
        2026-01-01 Open
            Assets:Bank  $100
            Assets:Bank  5 EUR
            Equity:Opening

        """

    @Test func singleEqualsChecksOneCommodity() {
        let r = load(Self.twoCommodities + "2026-01-02 Check\n    Assets:Bank  $0 = $100\n    Assets:Bank  0 EUR = 5 EUR\n")
        #expect(r.diagnostics.isEmpty)
    }

    @Test func doubleEqualsAssertsTheOnlyCommodity() throws {
        let r = load(Self.twoCommodities + "2026-01-02 Check\n    Assets:Bank  $0 == $100\n")
        #expect(r.ids == ["assertion-failed"])
        #expect(r.diagnostics.first?.message.contains("EUR") == true)
        let ok = load("2026-01-01 Open\n    Assets:Bank  $100\n    Equity:Opening\n2026-01-02 Check\n    Assets:Bank  $0 == $100\n")
        #expect(ok.diagnostics.isEmpty)
    }

    @Test func doubleEqualsStillChecksTheAmount() {
        let r = load("2026-01-01 Open\n    Assets:Bank  $100\n    Equity:Opening\n2026-01-02 Check\n    Assets:Bank  $0 == $90\n")
        #expect(r.ids == ["assertion-failed"])
    }

    static let subaccounts = """
        2026-01-01 Open
            Assets:Bank:Checking  $100
            Assets:Bank:Savings  $50
            Assets:Bankroll  $7
            Equity:Opening

        """

    /// (assertion, passes): `=*` includes subaccounts, `=` does not; `Assets:Bankroll` is not under `Assets:Bank`.
    @Test(arguments: [
        ("=* $150", true),
        ("= $150", false),
        ("= $0", true),
        ("=* $100", false),
        ("==* $150", true),
    ])
    func subaccountInclusiveAssertion(assertion: String, passes: Bool) {
        let r = load(Self.subaccounts + "2026-01-02 Check\n    Assets:Bank  $0 \(assertion)\n")
        #expect(r.ids == (passes ? [] : ["assertion-failed"]))
    }

    @Test func soleInclusiveAssertionSeesOtherCommoditiesInSubaccounts() {
        let r = load("2026-01-01 Open\n    Assets:Bank:Checking  $100\n    Assets:Bank:Savings  5 EUR\n    Equity:Opening\n"
            + "2026-01-02 Check\n    Assets:Bank  $0 ==* $100\n    Assets:Bank  $0 =* $100\n")
        #expect(r.ids == ["assertion-failed"])
        #expect(r.place(of: r.diagnostics[0])?.line == 6)
    }

    @Test func inclusiveFailureReportsTheInclusiveBalance() {
        let r = load(Self.subaccounts + "2026-01-02 Check\n    Assets:Bank  $0 =* $100\n")
        #expect(r.diagnostics.first?.message.contains("calculated $150") == true)
        #expect(r.diagnostics.first.map { mentions($0.message, "$", "-50") } == true)
    }

    @Test func assertionsAcrossScales() {
        let r = load("2026-01-01 Open\n    Assets:Bank  $100.50\n    Equity:Opening\n2026-01-02 Check\n    Assets:Bank  $0 = $100.5000\n")
        #expect(r.diagnostics.isEmpty)
    }

    @Test func ambiguousAssertedAmountReadsLikeThePostings() {
        let r = load("decimal-mark ,\n2026-01-01 Open\n    Assets:Bank  1.000 EUR = 1.000 EUR\n    Equity:Opening\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.balance("Assets:Bank", "EUR") == Quantity(1000))
    }
}

@Suite struct BalanceAssignmentTests {
    @Test func assignmentSetsTheAmount() throws {
        let r = load("""
            2026-01-01 Open
                Assets:Bank  $150
                Equity:Opening
            2026-01-31 Reconcile
                Assets:Bank  = $500
                Income:Interest

            """)
        #expect(r.diagnostics.isEmpty)
        #expect(r.amounts("Assets:Bank") == [Held("150", "$"), Held("350", "$")])
        #expect(r.amounts("Income:Interest") == [Held("-350", "$")])
        #expect(r.postings("Assets:Bank").map(\.isInferred) == [false, true])
    }

    @Test func assignmentUsesDateOrder() {
        let r = load("""
            2026-01-31 Reconcile
                Assets:Bank  = $500
                Income:Interest
            2026-01-01 Open
                Assets:Bank  $150
                Equity:Opening
            2026-02-01 Check
                Assets:Bank  $0 = $500

            """)
        #expect(r.diagnostics.isEmpty)
        #expect(r.balance("Assets:Bank", "$") == Quantity(500))
        #expect(r.balance("Income:Interest", "$") == Quantity(-350))
    }

    @Test func assignmentToZero() {
        let r = load("2026-01-01 Open\n    Assets:Cash  $42.10\n    Equity:Opening\n2026-01-02 Spent it\n    Assets:Cash  = $0\n    Expenses:Unknown\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.amounts("Expenses:Unknown") == [Held("42.10", "$")])
    }

    @Test func subaccountInclusiveAssignment() {
        let r = load("""
            2026-01-01 Open
                Assets:Bank:Checking  $100
                Assets:Bank:Savings  $50
                Equity:Opening
            2026-01-31 Adjust
                Assets:Bank  =* $200
                Income:Interest

            """)
        #expect(r.diagnostics.isEmpty)
        #expect(r.amounts("Assets:Bank") == [Held("50", "$")])
        #expect(r.amounts("Income:Interest") == [Held("-50", "$")])
    }

    @Test func assignmentCannotInferSeveralCommodities() {
        let r = load("""
            2026-01-01 Open
                Assets:Bank  $100
                Equity:Opening
            2026-01-31 Mixed
                Assets:Bank  = $150
                Assets:Wallet  5 EUR
                Equity:Opening

            """)
        #expect(r.ids.first == "unsupported-syntax")
        #expect(r.ids == ["unsupported-syntax"])
        // A rejected transaction counts in no balance (grammar.md §11, §16).
        #expect(r.balance("Assets:Wallet", "EUR") == .zero)
    }

    @Test func assignmentInATransactionThatDoesNotBalance() {
        let r = load("""
            2026-01-01 Open
                Assets:Bank  $100
                Equity:Opening
            2026-01-31 Broken
                Assets:Bank  = $150
                Assets:Wallet  5 EUR
                Equity:Opening  $-50

            """)
        #expect(r.ids.first == "unbalanced-transaction")
        #expect(r.balance("Assets:Wallet", "EUR") == .zero)
        #expect(r.balance("Assets:Bank", "$") == Quantity(100))
        #expect(r.ids == ["unbalanced-transaction"])
    }

    @Test func assignmentWithAWrittenCounterpart() {
        let r = load("2026-01-01 Open\n    Assets:Bank  $100\n    Equity:Opening\n2026-01-02 Fix\n    Assets:Bank  = $120\n    Income:Interest  $-20\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.balance("Assets:Bank", "$") == Quantity(120))
    }
}

/// A balance assignment of `0` without a commodity empties the account in
/// the one commodity it holds (its subaccounts too with `*`), as hledger
/// assigns it: hledger's examples/multicurrency.journal closes Income so.
@Suite struct ZeroAssignmentTests {
    static let gift = "2015-01-02 gift\n    Income:Random    -20 EUR\n    Assets:Cash   20 EUR\n\n2015-12-31 retain\n"

    @Test(arguments: ["==*", "=*"])
    func inclusiveZeroClosesTheSubaccounts(op: String) {
        let r = load(Self.gift + "    Income      \(op) 0\n    Equity:Retained\n")
        #expect(r.ids == [])
        #expect(r.balance("Income", "EUR") == Quantity(20))
        #expect(r.balance("Equity:Retained", "EUR") == Quantity(-20))
    }

    @Test func ownZeroOfAnEmptyAccountAssignsNothing() {
        let r = load(Self.gift + "    Income      == 0\n    Equity:Retained\n")
        #expect(r.ids == [])
        #expect(r.balance("Income", "EUR") == Quantity(0))
    }

    @Test func aZeroInACommodityStaysThatCommodity() {
        let r = load(Self.gift + "    Income:Random      = 0 USD\n    Equity:Retained\n")
        #expect(r.ids == [])
        #expect(r.balance("Income:Random", "EUR") == Quantity(-20))
    }
}
