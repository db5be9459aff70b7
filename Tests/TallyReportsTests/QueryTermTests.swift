import Testing
import TallyTestSupport
import TallyEngine
import TallyReports
import TallyValues

@Suite("query terms")
struct QueryTermTests {
    @Test("words parse to terms", arguments: [
        ("coffee", QueryTerm.text("coffee")),
        ("acct:bank", .account("bank")),
        ("DESC:Rent", .description("Rent")),
        ("payee:Costco", .payee("Costco")),
        ("note:gift", .note("gift")),
        ("cat:Food", .category("Food")),
        ("tag:trip", .tag(name: "trip", value: nil)),
        ("tag:trip=japan", .tag(name: "trip", value: "japan")),
        ("tag:url=a=b", .tag(name: "url", value: "a=b")),
        ("amt:>100", .amount(.init(.greater, Quantity(100), signed: false))),
        ("amt:>=12.50", .amount(.init(.greaterOrEqual, Quantity(units: 1250, scale: 2), signed: false))),
        ("amt:<-5", .amount(.init(.less, Quantity(-5), signed: true))),
        ("amt:<=+5", .amount(.init(.lessOrEqual, Quantity(5), signed: true))),
        ("amt:0", .amount(.init(.equal, Quantity(0), signed: true))),
        ("amt:>0", .amount(.init(.greater, Quantity(0), signed: true))),
        ("amt:=7", .amount(.init(.equal, Quantity(7), signed: false))),
        ("not:tag:work", .not(.tag(name: "work", value: nil))),
        ("not:coffee", .not(.text("coffee"))),
        ("!acct:Expenses", .not(.account("Expenses"))),                      // ledger's `!`, coverage-wave2-query
        ("!coffee", .not(.text("coffee"))),
        ("!", .text("!")),
    ])
    func parses(_ word: String, _ expected: QueryTerm) throws {
        #expect(try QueryTerm.parse(word, today: reportToday).get() == expected)
    }

    @Test("malformed words are errors", arguments: ["tag:", "tag:=x", "tag:trip=", "amt:", "amt:>", "amt:>1,000", "amt:12USD",
                                                     "amt:1.2.3", "not:", "not:not:x", "!not:x", "!!x", "desc:", "acct:", "cat:", "note:", "payee:"])
    func rejects(_ word: String) {
        guard case .failure(let e) = QueryTerm.parse(word, today: reportToday) else {
            Issue.record("\(word) was accepted")
            return
        }
        #expect(!e.message.isEmpty)
        #expect(e.hint != nil)
    }

    @Test("amount tests compare size unless signed")
    func amountTests() {
        let size = QueryTerm.AmountTest(.greater, Quantity(100), signed: false)
        #expect(size.matches(d("100.01")))
        #expect(size.matches(d("-150")))
        #expect(!size.matches(d("100.00")))
        let signed = QueryTerm.AmountTest(.less, Quantity(-30), signed: true)
        #expect(signed.matches(d("-35")))
        #expect(!signed.matches(d("35")))
        #expect(!signed.matches(d("-30")))
        let equal = QueryTerm.AmountTest(.equal, d("12.5"), signed: false)
        #expect(equal.matches(d("12.50")))
        #expect(equal.matches(d("-12.500")))
    }
}

@Suite("query matching")
struct QueryMatchingTests {
    static let journal = loadJournal("""
    category Expenses:Food:Coffee  name:"Cà phê"
    2026-03-01 * Blue Bottle | flat white  ; :morning:
        Expenses:Food:Coffee       4.50 USD
        Assets:Cash
    2026-03-02 PHỞ HÀ NỘI | lunch
        Expenses:Food:Dining      12.00 USD  ; with: Lan
        Assets:Cash
    2026-03-03 Interest on checking
        Assets:Checking            1.00 USD
        Income:Interest
    2026-03-04 Move to savings
        Assets:Savings           100.00 USD
        Assets:Checking
    2026-03-05 Opening
        Assets:Checking          500.00 USD
        Equity:Opening

    """)

    @Test("a word matching an account keeps to that account")
    func accountWord() {
        #expect(selected(Self.journal, ["checking"]) == [
            "Interest on checking / Assets:Checking",
            "Move to savings / Assets:Checking",
            "Opening / Assets:Checking",
        ])
    }

    @Test("a word no account holds searches the transaction's text")
    func textWord() {
        #expect(selected(Self.journal, ["morning"]) == ["Blue Bottle | flat white / Expenses:Food:Coffee", "Blue Bottle | flat white / Assets:Cash"])
        #expect(selected(Self.journal, ["lan"]) == ["PHỞ HÀ NỘI | lunch / Expenses:Food:Dining", "PHỞ HÀ NỘI | lunch / Assets:Cash"])
    }

    @Test("text matching ignores case beyond ASCII")
    func unicodeCase() {
        #expect(selected(Self.journal, ["desc:phở"]).count == 2)
        #expect(selected(Self.journal, ["payee:hà nội"]).count == 2)
        #expect(selected(Self.journal, ["payee:lunch"]).isEmpty)
        #expect(selected(Self.journal, ["note:LUNCH"]).count == 2)
    }

    @Test("terms of one kind are alternatives; different kinds all apply")
    func combination() {
        #expect(selected(Self.journal, ["coffee", "dining"]) == [
            "Blue Bottle | flat white / Expenses:Food:Coffee", "PHỞ HÀ NỘI | lunch / Expenses:Food:Dining",
        ])
        #expect(selected(Self.journal, ["food", "amt:>10"]) == ["PHỞ HÀ NỘI | lunch / Expenses:Food:Dining"])
        #expect(selected(Self.journal, ["amt:>1", "amt:<100"]) == [
            "Blue Bottle | flat white / Expenses:Food:Coffee", "Blue Bottle | flat white / Assets:Cash",
            "PHỞ HÀ NỘI | lunch / Expenses:Food:Dining", "PHỞ HÀ NỘI | lunch / Assets:Cash",
        ])
    }

    @Test("not: removes what the term matches")
    func negation() {
        #expect(selected(Self.journal, ["cash", "not:tag:morning"]) == ["PHỞ HÀ NỘI | lunch / Assets:Cash"])
        #expect(selected(Self.journal, ["not:acct:assets", "not:equity", "not:income"]) == [
            "Blue Bottle | flat white / Expenses:Food:Coffee", "PHỞ HÀ NỘI | lunch / Expenses:Food:Dining",
        ])
    }

    @Test("posting tags belong to their posting; transaction tags to every posting")
    func tags() {
        #expect(selected(Self.journal, ["tag:with=lan"]) == ["PHỞ HÀ NỘI | lunch / Expenses:Food:Dining"])
        #expect(selected(Self.journal, ["tag:MORNING"]).count == 2)
        #expect(selected(Self.journal, ["tag:with=bob"]).isEmpty)
    }

    @Test("types and categories")
    func typesAndCategories() {
        #expect(selected(Self.journal, []) { $0.terms = [.type(.transfers)] } == [
            "Move to savings / Assets:Savings", "Move to savings / Assets:Checking",
        ])
        #expect(selected(Self.journal, []) { $0.terms = [.type(.income)] } == ["Interest on checking / Income:Interest"])
        #expect(selected(Self.journal, []) { $0.terms = [.type(.expenses), .type(.income)] }.count == 3)
        #expect(selected(Self.journal, []) { $0.terms = [.category("cà phê")] } == ["Blue Bottle | flat white / Expenses:Food:Coffee"])
        #expect(selected(Self.journal, []) { $0.terms = [.category("Food")] }.count == 2)
        #expect(selected(Self.journal, []) { $0.terms = [.not(.category("food")), .type(.expenses)] }.isEmpty)
    }

    @Test("unknown categories and accounts are reported with a suggestion")
    func check() {
        var q = ReportQuery(today: reportToday)
        q.terms = [.category("Cà phe")]
        let problem = QueryCheck.problem(q, accountOptions: [], journal: Self.journal)
        #expect(problem?.message == "no category named 'Cà phe'")
        #expect(problem?.hint == "did you mean 'Cà phê'?")
        q.terms = [.category("coffee")]
        #expect(QueryCheck.problem(q, accountOptions: ["savings"], journal: Self.journal) == nil)
        #expect(QueryCheck.problem(q, accountOptions: ["savngs"], journal: Self.journal)?.hint == "did you mean 'Savings'?")
    }
}

@Suite("categories")
struct CategoryTreeTests {
    @Test("top categories: the highest declared account, else the one below the root")
    func tops() {
        let j = loadJournal("""
        category Expenses:Food:Groceries  name:"Groceries" color:#34C759
        category Expenses:Home
        category Spending:Fun  expense name:"Vui chơi"
        2026-01-01 x
            Expenses:Food:Groceries:Fruit  1 USD
            Expenses:Food:Snacks           1 USD
            Expenses:Home:Repairs          1 USD
            Expenses                       1 USD
            Spending:Fun:Games             1 USD
            Income:Salary:Bonus           -5 USD

        """)
        let tree = CategoryTree(journal: j)
        func top(_ name: String) -> String? { tree.top(of: j.accounts.lookup(name)!).map { j.accounts.name($0) } }
        #expect(top("Expenses:Food:Groceries:Fruit") == "Expenses:Food:Groceries")
        #expect(top("Expenses:Food:Snacks") == "Expenses:Food")
        #expect(top("Expenses:Home:Repairs") == "Expenses:Home")
        #expect(top("Expenses") == "Expenses")
        #expect(top("Spending:Fun:Games") == "Spending:Fun")
        #expect(top("Income:Salary:Bonus") == "Income:Salary")
        #expect(tree.top(of: j.accounts.lookup("Spending")!) == nil)
        func label(_ name: String) -> String { tree.label(of: j.accounts.lookup(name)!) }
        #expect(label("Expenses:Food:Groceries") == "Groceries")
        #expect(label("Expenses:Food") == "Food")
        #expect(label("Expenses:Food:Groceries:Fruit") == "Fruit")
        #expect(label("Spending:Fun") == "Vui chơi")
        #expect(tree.color(of: j.accounts.lookup("Expenses:Food:Groceries")!) == "#34C759")
        #expect(tree.kind(of: j.accounts.lookup("Income:Salary:Bonus")!) == .income)
    }
}
