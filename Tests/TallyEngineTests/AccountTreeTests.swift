import Testing
import TallyEngine
import TallyValues

@Suite struct AccountTreeTests {
    static let journal = """
        2026-01-01 Open
            Assets:Bank:Checking  $100
            Assets:Bankroll  $5
            Chi tiêu:Ăn uống  $1
            Equity:Opening

        """

    @Test func parentsAreInternedBeforeChildren() throws {
        let r = load(Self.journal)
        #expect(r.diagnostics.isEmpty)
        let accounts = r.journal.accounts
        let assets = try #require(r.account("Assets"))
        let bank = try #require(r.account("Assets:Bank"))
        let checking = try #require(r.account("Assets:Bank:Checking"))
        #expect(accounts.parent(of: checking) == bank)
        #expect(accounts.parent(of: bank) == assets)
        #expect(accounts.parent(of: assets) == nil)
        #expect(assets < bank && bank < checking)
        #expect([assets, bank, checking].map { accounts.depth(of: $0) } == [1, 2, 3])
        #expect(accounts.leafName(checking) == "Checking")
        #expect(accounts.root(of: checking) == assets)
        #expect(accounts.ancestor(of: checking, atDepth: 2) == bank)
        #expect(accounts.ancestor(of: assets, atDepth: 2) == assets)
        #expect(accounts.name(checking) == "Assets:Bank:Checking")
        for a in accounts.all {
            if let p = accounts.parent(of: a) { #expect(p < a) }
        }
    }

    @Test func unicodeAccountNames() throws {
        let r = load(Self.journal)
        let food = try #require(r.account("Chi tiêu:Ăn uống"))
        let parent = try #require(r.account("Chi tiêu"))
        #expect(r.journal.accounts.parent(of: food) == parent)
        #expect(r.journal.accounts.leafName(food) == "Ăn uống")
    }

    /// (account, ancestor, within)
    @Test(arguments: [
        ("Assets:Bank:Checking", "Assets", true),
        ("Assets:Bank:Checking", "Assets:Bank", true),
        ("Assets:Bank:Checking", "Assets:Bank:Checking", true),
        ("Assets:Bankroll", "Assets:Bank", false),
        ("Assets", "Assets:Bank:Checking", false),
        ("Assets:Bank", "Assets:Bankroll", false),
        ("Equity:Opening", "Assets", false),
    ])
    func isWithin(account: String, ancestor: String, within: Bool) throws {
        let r = load(Self.journal)
        let a = try #require(r.account(account))
        let b = try #require(r.account(ancestor))
        #expect(r.journal.accounts.isWithin(a, b) == within)
    }

    @Test func internIsIdempotent() {
        var table = AccountTable()
        let a = table.intern("a:b:c")
        #expect(table.count == 3)
        #expect(table.intern("a:b:c") == a)
        #expect(table.intern("a:b") == table.parent(of: a))
        #expect(table.count == 3)
        #expect(table.lookup("a:b:c") == a)
        #expect(table.lookup("a:b:d") == nil)
    }

    @Test func typesComeFromTopLevelNamesOrDeclarations() throws {
        let r = load("""
            account Savings  ; type:asset
            account Cards  ; type:L
            2026-01-01 Open
                Assets:Bank:Checking  $100
                Savings:Jar  $5
                Cards:Visa  $-5
                Income:Salary

            """)
        #expect(r.diagnostics.isEmpty)
        let journal = r.journal
        #expect(journal.type(of: r.account("Assets:Bank:Checking")!) == .asset)
        #expect(journal.type(of: r.account("Savings:Jar")!) == .asset)
        #expect(journal.type(of: r.account("Cards:Visa")!) == .liability)
        #expect(journal.type(of: r.account("Income:Salary")!) == .income)
    }

    /// The name runs to a separator, or to a `;` after a blank (grammar.md §14.1).
    @Test func accountDirectiveNameEndsAtSemicolonAfterABlank() throws {
        let r = load("account Assets:Checking ; type: asset\naccount Liabilities:Visa\n    ; type: L\n")
        #expect(r.diagnostics.isEmpty)
        let checking = try #require(r.account("Assets:Checking"))
        #expect(r.journal.type(of: checking) == .asset)
        #expect(r.journal.type(of: r.account("Liabilities:Visa")!) == .liability)
        #expect(r.journal.declarations.count == 2)
    }

    @Test func unknownAccountType() {
        let r = load("account Savings  ; type:treasure\n")
        #expect(r.ids == ["invalid-account-type"])
    }
}
