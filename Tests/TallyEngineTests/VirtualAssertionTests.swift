import Testing
import TallyTestSupport
import TallyValues

/// A real posting's balance assertion with virtual postings in its
/// account: hledger's reading (the balance with them) or, where that
/// fails, ledger's (the real postings alone). ledger's regressions 543_a–d
/// and hledger's assertions.test 11.
@Suite struct VirtualAssertionTests {
    static let budget = """
        2018/01/01 * Opening Balance
            Assets:Checking                             $100.00
            Equity:Opening Balances

        2018/01/01 * Budget
            [Assets:Checking]                           -$100.00
            [Assets:Budget:Food:Groceries]              $20.00
            [Assets:Budget:Food:Restaurants]            $80.00


        """

    @Test func aRealAssertionHoldsForTheRealPostingsWhereTheWholeBalanceDoesNot() {
        // 543_b: the whole balance is $0, the real postings' $80.
        let r = load(Self.budget + "2018/01/02 * Buy Groceries\n    [Assets:Budget:Food:Groceries]  -$20 = $0\n    [Assets:Checking]  $20\n    Assets:Checking  -$20 = $80\n    Expenses:Food:Groceries  $20\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("Assets:Checking", "$") == dec("0"))
    }

    @Test func anAssertionNeitherReadingGivesFails() {
        let r = load(Self.budget + "2018/01/02 x\n    Assets:Checking  -$20 = $50\n    Expenses:Food  $20\n")
        #expect(r.ids == ["assertion-failed"])
        // A virtual posting's assertion reads the whole balance only.
        let v = load(Self.budget + "2018/01/02 x\n    [Assets:Checking]  $0 = $100\n")
        #expect(v.ids == ["assertion-failed"])
    }

    @Test func anAssignmentTakesLedgersReadingOnlyWhereHledgersCannotBalance() {
        // 543_a: `Assets:Checking = $100` alone: hledger's reading ($100) leaves
        // the transaction unbalanced; ledger's ($0) balances it.
        let alone = load(Self.budget + "2018/01/02 * Assertion\n    [Assets:Checking]  = $0.00\n\n2018/01/02 * Assertion\n    Assets:Checking  = $100.00\n")
        #expect(alone.ids.isEmpty, "\(alone.diagnostics.map(\.message))")
        #expect(alone.balance("Assets:Checking", "$") == dec("0"))
        // 543_d: with an elided posting hledger's reading balances, and is kept.
        let elided = load(Self.budget + "2018/01/02 * Groceries\n    Assets:Checking  = $80.00\n    Expenses:Groceries\n")
        #expect(elided.ids.isEmpty)
        #expect(elided.balance("Assets:Checking", "$") == dec("80"))
        #expect(elided.balance("Expenses:Groceries", "$") == dec("-80"))
    }

    @Test func anAssignmentHledgerBalancesStaysAsHledgerReadsIt() {
        // Both readings balance (an elided posting takes the rest): hledger's is kept.
        let r = load("2013/1/1\n  a  4$\n  b\n  [a]  1$\n  [b]\n\n2013/1/2\n  b  = $-5\n  a\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("b", "$") == dec("-5"))
        #expect(r.balance("a", "$") == dec("5"))
    }

    @Test func oneReadingHoldsForTheWholeOfADoubleEqualsAssertion() {
        // hledger's reading fails on the EUR held, ledger's on the USD: neither holds.
        let mixed = load("2024-01-01 a\n    (a)  10 USD\n    (a)  5 EUR\n2024-01-02 b\n    a  0 USD == 10 USD\n    b  0 USD\n")
        #expect(mixed.ids == ["assertion-failed"])
        // ledger's reading holds for all of it: 10 USD of real postings, no EUR.
        let real = load("2024-01-01 a\n    a  10 USD\n    b\n2024-01-01 a2\n    (a)  5 EUR\n2024-01-02 b\n    a  0 USD == 10 USD\n    b  0 USD\n")
        #expect(real.ids.isEmpty, "\(real.diagnostics.map(\.message))")
    }

    @Test func whenNeitherReadingBalancesTheErrorIsHledgers() {
        let r = load(Self.budget + "2018/01/02 x\n    Assets:Checking  = $70.00\n")
        #expect(r.ids == ["unbalanced-transaction"])
        #expect(r.diagnostics[0].message.contains("$70"), "\(r.diagnostics.map(\.message))")
    }
}
