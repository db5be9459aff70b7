import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport

/// In a journal that declares its accounts, an account nobody declared is
/// a typo until shown otherwise.
@Suite("undeclared accounts")
struct DeclaredAccountTests {
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

    @Test("categories cover the accounts below them; an account left undeclared is quiet unless strict")
    func coverage() {
        #expect(load(Self.coverage).diagnostics.isEmpty)
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
        ("Assets:Bank:Savings", nil),
        ("Assets:Bank:Chekcing", "Assets:Bank:Checking"),
        ("Expenses:Fud", nil),
    ] as [(String, String?)])
    func typos(_ written: String, _ meant: String?) {
        let r = load("account Assets:Bank:Checking\ncategory Expenses:Food\n2026-01-01 x\n    \(written)  1 USD\n    Assets:Bank:Checking\n")
        if let meant {
            #expect(r.ids == ["undeclared-account"])
            #expect(r.diagnostics.first?.hint == "did you mean '\(meant)'? Otherwise declare it: account \(written)")
        } else {
            #expect(r.diagnostics.isEmpty, "'\(written)' is too far from a declared name to be a typo")
        }
    }

    @Test("a journal that declares nothing is not checked")
    func undeclaredJournal() {
        #expect(load("2026-01-01 x\n    Expenses:Fodo  1 USD\n    Assets:Cash\n").diagnostics.isEmpty)
    }
}
