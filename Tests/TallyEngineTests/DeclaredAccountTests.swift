import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport

/// In a journal that declares its accounts, an account nobody declared is
/// a typo until shown otherwise.
@Suite("undeclared accounts")
struct DeclaredAccountTests {
    /// What `tally check` and the language server see.
    func checked(_ text: String, strict: Bool = false) -> LoadResult {
        var loader = JournalLoader(fileSystem: MemoryFileSystem(["main.journal": text]), today: testToday)
        loader.strict = strict
        return loader.check([.path("main.journal")])
    }

    static let journal = """
    account Assets:Cash
    category Expenses:Food
    2026-01-01 Lunch
        Expenses:Fodo       5 USD
        Assets:Cash
    2026-01-02 Lunch
        Expenses:Fodo       5 USD
        Assets:Cash
    2026-01-03 Bread
        Expenses:Food:Bread  2 USD
        Assets:Cash

    """

    @Test("a typo is a warning once, where it is first used, with the declared name it is closest to")
    func typo() {
        let r = load(Self.journal)
        #expect(r.ids == ["undeclared-account"])
        let d = r.diagnostics[0]
        #expect(d.severity == .warning)
        #expect(d.message == "account 'Expenses:Fodo' is not declared (used by 2 postings; this is the first)")
        #expect(d.hint == "did you mean 'Expenses:Food'? Otherwise declare it: account Expenses:Fodo")
        #expect(r.place(of: d)?.line == 4)
        #expect(r.text(at: d) == "Expenses:Fodo")
    }

    @Test("a strict line makes it an error, wherever the line is")
    func strict() {
        let r = load(Self.journal + "strict  ; every account declared\n")
        #expect(r.ids == ["undeclared-account"])
        #expect(r.diagnostics[0].severity == .error)
        #expect(load("strict now\n").ids == ["invalid-directive"])
    }

    static let coverage = """
    account Assets:Bank:Checking
    category Expenses:Food
    2026-01-01 x
        Expenses:Food:Bread:Rye   2 USD
        Assets:Bank
    2026-01-01 x
        Assets:Bank:Checking:Sub  1 USD
        Expenses:Fun:Movies       1 USD
        Assets:Bank:Checking

    """

    @Test("categories cover the accounts below them; below an account directive only a typo warns; check warns of any other undeclared account")
    func coverage() {
        #expect(load(Self.coverage).diagnostics.isEmpty, "reports warn only of typos")
        let plain = checked(Self.coverage)
        #expect(plain.ids == ["undeclared-account"])
        #expect(plain.diagnostics.first?.message == "account 'Expenses:Fun:Movies' is not declared")
        #expect(plain.diagnostics.first?.severity == .warning)
        #expect(plain.diagnostics.first.flatMap { plain.text(at: $0) } == "Expenses:Fun:Movies")
        var loader = JournalLoader(fileSystem: MemoryFileSystem(["main.journal": Self.coverage]), today: testToday)
        loader.strict = true
        let strict = loader.load([.path("main.journal")])
        #expect(strict.ids == ["undeclared-account", "undeclared-account"], "below an `account` declaration is not declared, as in hledger")
        #expect(strict.diagnostics.map(\.message).sorted() == ["account 'Assets:Bank:Checking:Sub' is not declared", "account 'Expenses:Fun:Movies' is not declared"])
        #expect(strict.diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test("a typo in any part of the name, in any case, is found", arguments: [
        ("Expnses:Food", "Expenses:Food"),
        ("expenses:food", "Expenses:Food"),
        ("Expenses:Fooood:Lunch", "Expenses:Food:Lunch"),
        ("Assets:Bank:Chequing", "Assets:Bank:Checking"),
        ("Assets:Bank:Checking:Sub", nil),
        ("Assets:Bank:Chekcing", "Assets:Bank:Checking"),
        ("Expenses:Food:Fud", nil),
    ] as [(String, String?)])
    func typos(_ written: String, _ meant: String?) {
        let r = load("account Assets:Bank:Checking\ncategory Expenses:Food\n2026-01-01 x\n    \(written)  1 USD\n    Assets:Bank:Checking\n")
        if let meant {
            #expect(r.ids == ["undeclared-account"])
            #expect(r.diagnostics.first?.hint == "did you mean '\(meant)'? Otherwise declare it: account \(written)")
        } else {
            #expect(r.diagnostics.isEmpty, "'\(written)' is below a declared account and too far from a declared name to be a typo")
        }
    }

    @Test("under check, an undeclared account that is no typo is a warning with the closest declared name", arguments: [
        ("Assets:Bank:Savings", "did you mean 'Assets:Bank:Checking'? Otherwise declare it: account Assets:Bank:Savings"),
        ("Expenses:Fud", "did you mean 'Expenses:Food'? Otherwise declare it: account Expenses:Fud"),
        ("Income:Salary", "declare it: account Income:Salary"),
    ] as [(String, String)])
    func undeclared(_ written: String, _ hint: String) {
        #expect(load("account Assets:Bank:Checking\ncategory Expenses:Food\n2026-01-01 x\n    \(written)  1 USD\n    Assets:Bank:Checking\n").diagnostics.isEmpty)
        let r = checked("account Assets:Bank:Checking\ncategory Expenses:Food\n2026-01-01 x\n    \(written)  1 USD\n    Assets:Bank:Checking\n")
        #expect(r.ids == ["undeclared-account"])
        #expect(r.diagnostics.first?.severity == .warning)
        #expect(r.diagnostics.first?.hint == hint)
    }

    @Test("after ten warnings, one more counts the rest; strict reports every one")
    func flood() {
        var text = "account Assets:Cash\n"
        for i in 1...14 { text += "2026-01-\(10 + i) x\n    Expenses:Thing\(i)  1 USD\n    Assets:Cash\n" }
        let r = checked(text)
        #expect(r.ids == Array(repeating: "undeclared-account", count: 11))
        #expect(r.diagnostics.prefix(10).map(\.message) == (1...10).map { "account 'Expenses:Thing\($0)' is not declared" })
        #expect(r.diagnostics.last?.message == "4 more accounts are not declared, from 'Expenses:Thing11' on")
        #expect(load(text + "strict\n").diagnostics.filter { $0.severity == .error }.count == 14)
        #expect(load(text).diagnostics.isEmpty, "reports warn only of typos")
    }

    @Test("a journal that declares nothing is not checked")
    func undeclaredJournal() {
        #expect(load("2026-01-01 x\n    Expenses:Fodo  1 USD\n    Assets:Cash\n").diagnostics.isEmpty)
    }
}
