import Testing
import TallyEngine
import TallyLocale
import TallySyntax
import TallyTestSupport
import TallyValues

/// Aliases, apply blocks, bucket, automated transactions, lots and timeclock as the loader applies them.
@Suite struct LedgerLanguageTests {
    @Test func plainAliasRenamesTheAccountAndItsSubaccounts() {
        let r = load("alias checking = Assets:Checking\n2026-01-01 x\n    checking:joint  $5\n    checkingx  $-5\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Assets:Checking:joint", "$") == dec("5"))
        #expect(r.balance("checkingx", "$") == dec("-5"))
    }

    @Test func regexAliasesApplyMostRecentFirstIgnoringCase() {
        let r = load("alias /a/ = b\nalias /A (.)/=\\1\n2026-01-01 x\n    a a  1\n    A a  2\n    b  -3\n")
        #expect(r.ids.isEmpty)
        // `A (.)` turns "a a" into "a", then `/a/` makes it "b" (hledger's order).
        #expect(r.balance("b", "") == dec("0"))
        #expect(r.postings("b").count == 3)
    }

    @Test func aliasesChainAndEndAliasesForgetsThem() {
        let r = load("alias food=Expenses:Food\nalias groc=food\n2026-01-01 x\n    groc  $5\n    cash\nend aliases\n2026-01-02 y\n    groc  $1\n    cash\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Expenses:Food", "$") == dec("5"))
        #expect(r.balance("groc", "$") == dec("1"))
    }

    @Test func commandLineAliasesApplyAfterTheJournals() {
        var loader = JournalLoader(fileSystem: MemoryFileSystem(["m.journal": "alias a = b\n2026-01-01 x\n    a  $1\n    c\n"]), today: testToday)
        loader.options = LoadOptions(aliases: ["b=d", "/^c$/=e"])
        let r = loader.load([.path("m.journal")])
        #expect(r.ids.isEmpty)
        #expect(r.balance("d", "$") == dec("1"))
        #expect(r.balance("e", "$") == dec("-1"))
        loader.options = LoadOptions(aliases: ["nonsense"])
        #expect(loader.load([.path("m.journal")]).ids == ["invalid-alias"])
    }

    @Test func applyAccountPrefixesThenAliasesApply() {
        let r = load("apply account home\nalias cash = assets:cash\napply account kitchen\n2026-01-01 x\n    food  $3\n    cash\nend apply account\nend apply\n2026-01-02 y\n    a  $1\n    cash\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("home:kitchen:food", "$") == dec("3"))
        #expect(r.balance("home:kitchen:cash", "$") == dec("-3"))
        #expect(r.balance("assets:cash", "$") == dec("-1"))
    }

    /// `apply tag` is read and not applied; the warning's hint says what to
    /// write instead. `apply fixed` gives the block's amounts of its
    /// commodity the fixed lot price, innermost block first, and ends with
    /// its block.
    @Test func applyTagWarnsAndApplyFixedFixesTheLotPrice() {
        let r = load("apply tag trip\napply fixed CAD $0.75\n2026-01-01 x\n    a  10 CAD\n    b\nend apply fixed\nend apply tag\n")
        #expect(r.ids == ["ignored-directive"])
        #expect(r.diagnostics.map { $0.local?.hint.map(Messages(.en).text) } == ["write the tag on each transaction if reports should see it"])
        let fixed = r.journal.postings.indices.compactMap { i -> PostingLot? in
            let p = r.journal.postings[i]
            return r.journal.lot(of: p, in: r.journal.transactions[Int(p.transaction)])
        }
        #expect(fixed.count == 1 && fixed[0].isFixed && fixed[0].cost?.quantity == dec("0.75"))
        let nested = load("apply fixed CAD $0.75\napply fixed CAD $0.80\n2026-01-01 x\n    a  10 CAD\n    b\nend apply fixed\n2026-01-02 y\n    a  1 CAD {=$2}\n    b\nend\n2026-01-03 z\n    a  1 CAD\n    b\n")
        #expect(nested.ids.isEmpty, "\(nested.diagnostics.map(\.message))")
        let costs = nested.journal.postings.indices.map { i -> Quantity? in
            let p = nested.journal.postings[i]
            return nested.journal.lot(of: p, in: nested.journal.transactions[Int(p.transaction)])?.cost?.quantity
        }
        #expect(costs == [dec("0.80"), nil, dec("2"), nil, nil, nil])
    }

    /// An included file's `apply` blocks end with it, as in ledger and
    /// hledger: they reach neither the including file nor the next.
    @Test func applyBlocksEndWithTheirFile() {
        let r = load(["f3.j": "apply fixed EUR $1.10\napply account Inner\n2024-01-02 b\n    x  1 EUR\n    y\n",
                      "main.journal": "include f3.j\n2024-01-03 c\n    a  5 EUR\n    b\n"])
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("Inner:x", "EUR") == dec("1") && r.balance("a", "EUR") == dec("5"))
        let lots = r.journal.postings.indices.compactMap { i -> Quantity? in
            let p = r.journal.postings[i]
            return r.journal.lot(of: p, in: r.journal.transactions[Int(p.transaction)])?.cost?.quantity
        }
        #expect(lots == [dec("1.10")])
    }

    @Test func endMustCloseTheOpenBlock() throws {
        let r = load("apply account Expenses\n2026-01-01 x\n    Food  $1\n    Assets:Cash\nend apply tag\nend\nend\n")
        #expect(r.ids == ["unexpected-end", "unexpected-end"])
        let d = try #require(r.diagnostics.first)
        #expect(r.place(of: d)?.line == 5)
    }

    @Test func bucketAndAccountDefaultBalanceOnePostingTransactions() {
        let r = load("bucket Assets:Checking\n2026-01-01 x\n    Expenses:Food  $10\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Assets:Checking", "$") == dec("-10"))
        let d = load("account Assets:Cash\n    default\n2026-01-01 x\n    Expenses:Food  $10\n")
        #expect(d.balance("Assets:Cash", "$") == dec("-10"))
    }

    @Test func accountSubdirectivesAliasAndPayee() {
        let r = load("account Expenses:Food\n    alias food\n    payee ^KFC$\n2026-01-01 KFC\n    Expenses:Unknown  $20\n    Assets:Cash\n2026-01-02 Shop\n    food  $70\n    Assets:Cash\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Expenses:Food", "$") == dec("90"))
        // ledger's coverage-wave11-account-alias-self: an alias of the name itself.
        let own = load("account Expenses:Food\n    alias Expenses:Food\n")
        #expect(own.ids == ["invalid-directive"] && own.diagnostics[0].message.contains("Expenses:Food"))
    }

    @Test func automatedPostingsMultiplyOrAddFixedAmounts() {
        let r = load("= expenses:food\n    (budget:food)  *-1\n    (budget:count)  1 n\n= /^income/\n    (tithe)  0.10\n2026-01-01 x\n    expenses:food  $25\n    assets:cash\n2026-01-02 pay\n    income:salary  $-2000\n    assets:bank\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("budget:food", "$") == dec("-25"))
        #expect(r.balance("budget:count", "n") == dec("1"))
        #expect(r.balance("tithe", "$") == dec("-200"))
    }

    @Test func automatedPostingsFollowTheirMatchSoAssertionsSeeThem() {
        let r = load("= trigger\n  (target)   10\n2018-01-01\n  (trigger)   1\n  (target)    1    = 11\n")
        #expect(r.ids.isEmpty)
    }

    @Test func rulesApplyOnlyToLaterTransactionsAndNotWithNoAuto() {
        let text = "2026-01-01 early\n    a  $1\n    b\n= ^a$\n    (c)  $5\n2026-01-02 late\n    a  $1\n    b\n"
        #expect(load(text).balance("c", "$") == dec("5"))
        var loader = JournalLoader(fileSystem: MemoryFileSystem(["m.journal": text]), today: testToday)
        loader.options = LoadOptions(appliesAutomated: false)
        #expect(loader.load([.path("m.journal")]).balance("c", "$") == dec("0"))
    }

    @Test func dollarAccountNamesTheMatchedAccount() {
        let r = load("= /^Expenses/\n    (Budget:$account)  -1.0\n2026-01-01 x\n    Expenses:Groceries  $100\n    Assets:Checking\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Budget:Expenses:Groceries", "$") == dec("-100"))
    }

    @Test(arguments: [
        ("= /x/\n    a\n", "invalid-automated"),
        ("= amt:>5\n    (a)  $1\n", "invalid-automated"),
        ("= x\n    a  $1\n", "unbalanced-transaction"),
    ])
    func badAutomatedTransactions(rule: String, id: String) {
        let r = load(rule + "2026-01-01 t\n    x  $1\n    y\n")
        #expect(r.ids == [id])
    }

    /// ledger's coverage-auto_nomatch: an automated posting without an amount
    /// is an error when its rule fires (once), none while it matches nothing.
    @Test func anAmountlessAutomatedPostingIsAnErrorOnlyWhenItFires() {
        let quiet = load("= /Nonexistent/\n    Expenses:Tax    (10%)\n    Assets:Cash\n\n2024/01/15 Test Payee\n    Expenses:Food    $10.00\n    Assets:Cash\n")
        #expect(quiet.ids.isEmpty, "\(quiet.diagnostics.map(\.message))")
        let fires = load("= /Food/\n    Assets:Cash\n\n2024/01/15 a\n    Expenses:Food  $10.00\n    Assets:Cash\n\n2024/01/16 b\n    Expenses:Food  $5.00\n    Assets:Cash\n")
        #expect(fires.ids == ["invalid-automated"])
    }

    /// ledger's coverage-periodic-unbalanced and DDB54BB8: a periodic
    /// transaction's postings must balance (ledger refuses the journal,
    /// hledger the report that uses the template): an error at the `~`
    /// line, also in a commodity nothing else uses, and the check adds no
    /// commodity.
    @Test func aPeriodicTransactionMustBalance() {
        let r = load("~ Monthly\n    Expenses:Food    $10.00\n    Assets:Cash      $10.00\n\n2024/01/01 Test\n    Expenses:Food  $5.00\n    Assets:Cash\n")
        #expect(r.ids == ["unbalanced-transaction"])
        #expect(r.diagnostics.allSatisfy { $0.severity == .error && $0.location?.range.lowerBound == 0 })
        let ok = load("~ monthly from 2026-01  rent\n    Expenses:Rent    1,200.00 USD\n    Assets:Checking\n\n2026-01-01 x\n    a  1 USD\n    b\n")
        #expect(ok.ids.isEmpty, "\(ok.diagnostics.map(\.message))")
        let alone = load("~ monthly\n    Expenses:Rent    1,200.00 USD\n    Assets:Checking\n")
        #expect(alone.ids.isEmpty && alone.journal.commodities.lookup("USD") == nil)
        let euro = load("~ Monthly\n    Aufwand:Bargeld    0,30€\n    Aktiva:Bank:Girokonto  -0,40€\n")
        #expect(euro.ids == ["unbalanced-transaction"] && euro.diagnostics[0].severity == .error)
        #expect(euro.diagnostics[0].message.contains("-0,10"), "\(euro.diagnostics.map(\.message))")
        #expect(euro.journal.commodities.lookup("€") == nil)
    }

    /// ledger's coverage-txact-pattern-unclosed: `= /unclosed` is an error.
    @Test func anUnclosedPatternIsAnError() {
        #expect(load("= /unclosed\n    (Tax)    0.1\n\n2024/01/01 Test\n    Expenses:Food  $10.00\n    Assets:Cash\n").ids == ["invalid-automated"])
    }

    @Test func aSaleAtTheLotCostBooksTheGain() {
        let r = load("2019-03-01 Sell\n    Assets:Shares  -1 ETF {10 EUR} @ 15 EUR\n    Assets:Cash  15 EUR\n    Income:Capital Gains\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Income:Capital Gains", "EUR") == dec("-5"))
        #expect(r.balance("Assets:Shares", "ETF") == dec("-1"))
        let total = load("2025-01-02 x\n    B  -101 FOO {{$250}} [2025-01-01] @@ $500\n    B  $500\n    Income:Gains\n")
        #expect(total.balance("Income:Gains", "$") == dec("-250"))
        let fixed = load("2026-01-01 x\n    assets:broker  10 AAPL {=$50.00} @ $52.00\n    assets:cash\n")
        #expect(fixed.balance("assets:cash", "$") == dec("-500"))
    }

    @Test func aLotCostAloneOrInAnotherCommodityDoesNotChangeBalancing() {
        let alone = load("2026-01-01 x\n    assets:broker  10 AAPL {$100}\n    assets:cash\n")
        #expect(alone.balance("assets:cash", "AAPL") == dec("-10"))
        let other = load("2025-09-04 x\n    B  $123.45 @@ £100\n    B  -$123.45 {{£100}} [2025-09-04] @ $1\n    Fees  $1.00\n    B\n")
        #expect(other.ids.isEmpty)
        #expect(other.balance("B", "£") == dec("-100"))
    }

    @Test func aSaleThatDoesNotBalanceAtTheLotCostIsRejected() {
        #expect(load("2026-01-01 x\n    assets:stocks  -10 AAPL {$50} @ $55\n    assets:cash  $550\n").ids == ["unbalanced-transaction"])
    }

    @Test func timeclockSessionsBecomeHours() {
        let r = load(["t.timeclock": "i 2026-03-02 09:00:00 client:acme  review\no 2026-03-02 09:25:00\n", "main.journal": "include t.timeclock\n"])
        #expect(r.ids.isEmpty)
        #expect(r.amounts("client:acme") == [Held(dec("0.4167"), "h")])
        #expect(r.postings("client:acme").first?.kind == .virtual)
    }

    @Test func aSessionPastMidnightIsSplitByDay() {
        let r = load("i 2026-03-02 22:00 a\no 2026-03-04 01:30\n")
        #expect(r.ids.isEmpty)
        #expect(r.amounts("a") == [Held(dec("2"), "h"), Held(dec("24"), "h"), Held(dec("1.5"), "h")])
        #expect(r.journal.transactions.map(\.date) == [Day(year: 2026, month: 3, day: 2)!, Day(year: 2026, month: 3, day: 3)!, Day(year: 2026, month: 3, day: 4)!])
    }

    @Test(arguments: [
        ("i 2026-03-02 09:00 a\ni 2026-03-02 10:00 a\n", ["invalid-timeclock", "open-timeclock"]),
        ("i 2026-03-02 09:00 a\ni 2026-03-02 10:00 b\no 2026-03-02 11:00 c\n", ["invalid-timeclock", "open-timeclock", "open-timeclock"]),
        ("o 2026-03-02 10:00\n", ["invalid-timeclock"]),
        ("i 2026-03-02 10:00 a\no 2026-03-02 09:00\n", ["invalid-timeclock"]),
        ("i 2026-03-02 10:00 a\n", ["open-timeclock"]),
        ("i 0001-01-01 00:00 a\no 9999-12-31 23:59\n", ["invalid-timeclock"]),
    ])
    func badTimeclockSessions(text: String, ids: [String]) {
        #expect(load(text).ids == ids)
    }

    /// ledger's coverage-timelog-auto-multi and hledger 1.43's timeclock:
    /// sessions of different accounts overlap; a clock-out ends the one it
    /// names, or the latest; both accounts of sessions left open are named.
    @Test func sessionsOfDifferentAccountsOverlap() {
        let r = load("i 2024/01/15 09:00:00 Project:A  Task A\ni 2024/01/15 10:00:00 Project:B  Task B\no 2024/01/15 11:00:00\no 2024/01/15 12:30:00 Project:A\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.amounts("Project:B") == [Held(dec("1"), "h")])
        #expect(r.amounts("Project:A") == [Held(dec("3.5"), "h")])
        let open = load("i 2024/01/15 09:00:00 Project:A  Task A\ni 2024/01/15 10:00:00 Project:B  Task B\n")
        #expect(open.ids == ["open-timeclock", "open-timeclock"])
        #expect(["Project:A", "Project:B"].allSatisfy { open.account($0).map { open.journal.isUsed[Int($0.index)] } == true })
        // One session open: the clock-out's text is a note, as hledger 1.25 reads it.
        let note = load("i 2024/01/15 09:00:00 Project:A\no 2024/01/15 10:00:00 done for today\n")
        #expect(note.ids.isEmpty && note.amounts("Project:A") == [Held(dec("1"), "h")])
    }

    /// ledger's coverage-timelog-auto-close: a session left open is not
    /// counted, but its account is one the journal names.
    @Test func anOpenSessionsAccountIsNamedButNotCounted() {
        let r = load("i 2024/01/15 09:00:00 Project:Work  Morning coding\n")
        #expect(r.ids == ["open-timeclock"])
        #expect(r.account("Project:Work").map { r.journal.isUsed[Int($0.index)] } == true)
        #expect(r.postings("Project:Work").isEmpty)
    }

    /// ledger's coverage-textual-hb-directives: timeclock's `h` and `b`
    /// lines are passed over, with a warning, and sessions still count.
    @Test func timeclockHAndBLinesArePassedOver() {
        let r = load("h something\nb something\ni 2026-03-02 09:00 a\nb 2026-03-02 10:00:00\no 2026-03-02 11:30\n2024/01/01 Test\n    Expenses:Food    $10.00\n    Assets:Cash\n")
        #expect(r.ids == ["ignored-directive", "ignored-directive", "ignored-directive"])
        #expect(r.amounts("a") == [Held(dec("2.5"), "h")])
        #expect(r.balance("Expenses:Food", "$") == dec("10"))
    }

    /// ledger's coverage-deferred-posting: `<Account>` is a real posting to the account inside.
    @Test func deferredPostingsAreRealPostingsToTheAccountInside() {
        let r = load("2024/01/01 Test deferred\n    Expenses:Food            $10.00\n    <Assets:Deferred>       $-10.00\n2024/01/02 x\n    Expenses:Food  $5\n    <Assets:Deferred>\n")
        #expect(r.ids.isEmpty, "\(r.ids)")
        #expect(r.balance("Assets:Deferred", "$") == dec("-15"))
        #expect(r.journal.accounts.lookup("<Assets:Deferred>") == nil)
    }

    /// ledger's dir-commodity-value: `value AMOUNT` under `commodity` is a
    /// price on every date; a value expression there other than
    /// `market(AMOUNT, d, t)` stays unread.
    @Test func aCommodityValueIsAPriceFromTheFirstDay() {
        let r = load("commodity $\n    value 10 EUR\ncommodity N2\n    value s, d, t -> market(2 \"N1\", d, t) * 3\n2012-03-06 KFC\n    Expenses:Food  $20.00\n    Assets:Cash\n")
        #expect(r.ids == ["unread-indented-line"], "\(r.ids)")
        #expect(r.journal.prices.count == 1)
        // ledger's regress/2321: the lambda of `market(AMOUNT, d, t)` alone is a fixed value too.
        let lambda = load("commodity N2\n    value s, d, t -> market(2 \"N1\", d, t)\n")
        #expect(lambda.ids.isEmpty, "\(lambda.ids)")
        #expect(lambda.journal.prices.count == 1 && lambda.journal.prices.first?.isFixedValue == true)
        let p = r.journal.prices[0]
        #expect(r.journal.commodities.symbol(p.commodity) == "$")
        #expect(p.date == Day(year: 1, month: 1, day: 1)!)
        #expect(p.price.quantity == dec("10") && r.journal.commodities.symbol(p.price.commodity) == "EUR")
    }

    /// ledger's 1753: a `;` after a posting's mark starts a comment, leaving no account.
    @Test func aSemicolonAfterTheMarkLeavesNoAccount() {
        let r = load("2018-01-02 * x\n    * ;A        10.00 EUR\n    B\n")
        #expect(r.ids == ["missing-account"], "\(r.ids)")
        #expect(load("2018-01-02 * x\n    * A;B        10.00 EUR\n    B\n").ids.isEmpty)
    }

    @Test func timedotFilesByExtension() {
        let r = load(["d.timedot": "2023-01-01\na  ..\nb  1.5\n", "main.journal": "include d.timedot\n"])
        #expect(r.ids.isEmpty)
        #expect(r.balance("a", "") == dec("0.5"))
        #expect(r.balance("b", "") == dec("1.5"))
    }

    @Test func ignoredDirectivesWarnAtTheirLine() throws {
        // (`define x=1` is read, §14.15; `value` is one ledger line Tally passes over.)
        let r = load("value market\nvalue other\n2026-01-01 x\n    a  1 EUR\n    b\n")
        #expect(r.ids == ["ignored-directive", "ignored-directive"])
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(r.place(of: try #require(r.diagnostics.last))?.line == 2)
        #expect(r.balance("a", "EUR") == dec("1"))
    }

    @Test func anAliasWithNestedRepetitionsAppliesToEveryName() {
        let postings = (0..<50).map { _ in "    " + String(repeating: "a", count: 30) + "  1\n" }.joined()
        let r = load("alias /^(a*)*(a*)*b$/ = x\n2026-01-01 t\n" + postings + "    \(String(repeating: "a", count: 30))b  -50\n")
        #expect(r.ids == [])
        #expect(r.balance(String(repeating: "a", count: 30), "") == dec("50"))
        #expect(r.balance("x", "") == dec("-50"))
    }

    @Test func anAliasThatEmptiesANameIsAnError() {
        #expect(load("alias /.*/ =\n2026-01-01 x\n    a  1\n    b\n").ids == ["invalid-account", "invalid-account"])
    }

    @Test func commodityAliasesReadAsTheCommodity() {
        let r = load("commodity $\n    alias USD\n2026-01-01 x\n    A  15.00 USD\n    B\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("A", "$") == dec("15"))
    }
}
