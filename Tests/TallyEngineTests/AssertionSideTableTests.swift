import Testing
import TallyEngine
import TallySyntax
import TallyValues
import TallyTestSupport

/// Balance assertions are read once, in the parse, and kept beside the
/// postings: the assertion pass and `print` read them from there.
@Suite struct AssertionSideTableTests {
    @Test func eachAssertionIsKeptByPostingIndex() throws {
        let r = load("""
            2026-01-05 Opening
                Assets:Bank  $50
                Equity:Opening
            2026-01-10 Pay
                Assets:Bank  $100 == $150
                Income:Salary
            2026-01-12 Cash
                Assets:Cash:Wallet  $5 =* $5
                Assets:Bank
            """)
        #expect(r.diagnostics.isEmpty)
        let j = r.journal
        #expect(j.assertions.keys.sorted() == [2, 4])
        let sole = try #require(j.assertions[2])
        #expect(sole.isSole && !sole.includesSubaccounts)
        #expect(j.files[0].text(sole.amount.range) == "$150")
        let inclusive = try #require(j.assertions[4])
        #expect(!inclusive.isSole && inclusive.includesSubaccounts)
    }

    /// A balance assignment, written before the transactions it depends
    /// on in the file, is resolved in date order from what was read.
    @Test func assignmentsAreResolvedFromThePostingsAsRead() throws {
        let r = load("""
            2026-01-10 Set
                Assets:Bank  = $150
                Equity:Adjust
            2026-01-05 Opening
                Assets:Bank  $50
                Equity:Opening
            2026-01-11 Check
                Assets:Bank  $0 = $150
                Equity:Adjust
            """)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        let j = r.journal
        let set = try #require(j.transactions.first { j.files[0].text($0.description) == "Set" })
        let bank = j.postings[Int(set.postingStart)]
        #expect(bank.quantity == Quantity(100))
        #expect(j.postings[Int(set.postingStart) + 1].quantity == Quantity(-100))
    }
}
