import Testing
import TallyEngine

/// `type:` in an automated transaction's query, as hledger's query-type
/// tests write it: the account's declared type, inherited from a parent,
/// or guessed from its top-level name; never read as an account pattern.
@Suite("automated queries by account type")
struct AutomatedTypeQueryTests {
    @Test func matchesDeclaredInheritedAndGuessedTypes() {
        let r = load("""
        account wallet  ; type: A
        = type:a
          (tracked)  *1

        2022-02-02 x
          (wallet:cash)   2 USD
          (assets:bank)   3 USD
          (expenses:food)  5 USD

        """)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        // wallet:cash inherits A from wallet; assets:bank is guessed A; expenses:food is X.
        #expect(r.amounts("tracked") == [Held("2", "USD"), Held("3", "USD")])
    }

    @Test func lettersCombineAndNegate() {
        let r = load("""
        = type:lx not:acct:rent
          (seen)  *1

        2022-02-02 x
          (liabilities:card)  1 USD
          (expenses:rent)     2 USD
          (expenses:food)     4 USD
          (income:pay)        8 USD

        """)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(r.amounts("seen") == [Held("1", "USD"), Held("4", "USD")])
    }

    @Test(arguments: ["type:q", "type:"])
    func anUnknownLetterIsAnError(_ term: String) {
        let r = load("= \(term)\n  (b)  *1\n2022-01-01 x\n  (a)  1\n")
        #expect(r.ids == ["invalid-automated"])
    }
}
