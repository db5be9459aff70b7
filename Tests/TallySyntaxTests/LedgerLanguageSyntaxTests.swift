import Testing
import TallySyntax
import TallyTestSupport
import TallyValues

/// Syntax of aliases, apply blocks, automated transactions, lots and timeclock lines (grammar.md §14.9–14.16).
@Suite struct LedgerLanguageSyntaxTests {
    @Test func aliasesPlainAndRegex() throws {
        let p = parse("alias checking = Assets:Checking\nalias /^cc:(.*)$/=Liabilities:\\1\nend aliases\n")
        #expect(p.diagnostics.isEmpty)
        #expect(summary(p).prefix(3) == ["alias 'checking' = 'Assets:Checking' regex=false",
                                         "alias '/^cc:(.*)$/' = 'Liabilities:\\1' regex=true", "end aliases"])
    }

    @Test(arguments: ["alias", "alias foo", "alias /a(/ = b", "alias /\\// = :", "alias = x"])
    func badAliasesAreErrorsAtTheLine(text: String) {
        let p = parse(text + "\n2026-01-01 Kept\n    a  $1\n    b\n")
        #expect(p.diagnostics.count == 1)
        #expect(p.diagnostics.first?.severity == .error)
        #expect(p.transactions.count == 1)
    }

    @Test func applyBlocks() {
        let p = parse("apply account Assets\napply tag trip\nend apply tag\nend apply account\nend\napply fixed CAD $0.75\n")
        #expect(p.diagnostics.isEmpty)
        #expect(summary(p) == ["apply account 'Assets'", "apply tag 'trip'", "end 'apply tag'", "end 'apply account'", "end ''", "apply fixed 'CAD' '$0.75'"])
    }

    /// ledger stops at `apply fixed` without a price and at `N` without a
    /// commodity (its regressions coverage-wave11-apply-rate-error and
    /// coverage-parse-commodity-empty); so does Tally, at the argument.
    @Test(arguments: [("apply fixed INVALID", 12), ("N \"\"", 2), ("N", 0), ("N  ; none", 0)])
    func directivesWithoutTheirArgumentAreErrors(text: String, column: Int) {
        let p = parse(text + "\n2026-01-01 Kept\n    a  $1\n    b\n")
        #expect(p.diagnostics.map(\.id) == ["invalid-directive"])
        #expect(p.diagnostics.first?.location?.range.lowerBound == column)
        #expect(p.transactions.count == 1)
        #expect(parse("N $\napply fixed CAD $0.75\n").diagnostics.isEmpty)
    }

    @Test(arguments: ["apply account", "apply tag", "apply year", "apply year 20x", "apply rate x", "end apply nothing"])
    func badApplyIsAnError(text: String) {
        #expect(parse(text + "\n").diagnostics.map(\.severity) == [.error])
    }

    @Test func automatedTransactionWithMultiplierAndFixedAmount() {
        let p = parse("= expenses:food\n    (budget:food)  *-1\n    [a]  $2\n    [b]  -$2\n")
        #expect(p.diagnostics.isEmpty)
        guard case .ledger(_, .automated(let a))? = p.directives.first else { Issue.record("no automated transaction"); return }
        #expect(p.text(a.query) == "expenses:food")
        #expect(a.postings.map(\.isMultiplier) == [true, false, false])
        #expect(a.postings.map(\.kind) == [.virtual, .balancedVirtual, .balancedVirtual])
        #expect(a.postings.first?.amount?.quantity == Quantity(-1))
    }

    @Test func multiplierOnlyInsideAutomatedTransactions() {
        #expect(parse("2026-01-01 x\n    a  *2\n    b\n").ids == ["invalid-amount"])
    }

    @Test func lotAnnotations() throws {
        let p = parse("2026-01-01 x\n    a  10 AAPL {$50} [2026-01-01] (lot A) @ $55\n    b  -1 X {{$5}}\n    c  1 Y @ $2 {=$3}\n    d\n")
        #expect(p.diagnostics.isEmpty)
        let postings = try #require(p.transactions.first?.postings)
        let a = try #require(postings[0].lot)
        #expect(a.cost?.quantity == Quantity(50) && !a.isTotal && !a.isFixed)
        #expect(a.date == Day(year: 2026, month: 1, day: 1))
        #expect(p.text(a.note) == "lot A")
        #expect(postings[0].cost?.amount.quantity == Quantity(55))
        #expect(postings[1].lot?.isTotal == true && postings[1].lot?.cost?.quantity == Quantity(5))
        #expect(postings[2].lot?.isFixed == true && postings[2].cost?.amount.quantity == Quantity(2))
        #expect(postings[3].lot == nil)
        // ledger's regression 2109: a note written before the cost.
        let first = parse("2021/11/22 Entry\n    Assets:Foo  100 FOO (Note) {$43.44}\n    Income:Bar\n")
        #expect(first.diagnostics.isEmpty)
        let lot = try #require(first.transactions.first?.postings.first?.lot)
        #expect(first.text(lot.note) == "Note" && lot.cost?.quantity == Quantity(units: 4344, scale: 2))
        #expect(parse("2026-01-01 x\n    a  $5 ($2 * 3)\n    b\n").ids == ["unexpected-text"])
        // cov3-annotate-tag-only: a note alone, with no digit to be arithmetic.
        let alone = parse("2024/01/01 Buy Stock\n    Assets:Brokerage    10 AAPL (lot-x)\n    Assets:Cash\n")
        #expect(alone.diagnostics.isEmpty && alone.transactions.first.map { alone.text($0.postings[0].lot?.note) } == "lot-x")
    }

    /// ledger's regression 3227: a lot after the cost, when the posting has
    /// its own before it, is the price's lot, not a second lot cost.
    @Test func priceWithItsOwnLot() throws {
        let p = parse("2001-01-01 Coinbase\n    a  100 BTC {$100} @ 2 ETH {$50}\n    a  -200 ETH {$50}\n")
        #expect(p.diagnostics.isEmpty)
        let postings = try #require(p.transactions.first?.postings)
        #expect(postings[0].lot?.cost?.quantity == Quantity(100))
        #expect(postings[0].cost?.amount.quantity == Quantity(2) && postings[0].cost?.isTotal == false)
        #expect(postings[1].lot?.cost?.quantity == Quantity(50))
        #expect(parse("2001-01-01 x\n    a  100 BTC {$100} @ 2 ETH {$50} {$51}\n    b\n").ids == ["invalid-lot"])
    }

    @Test(arguments: ["a  10 AAPL {$50", "a  10 AAPL {$50} [2026-13-01]", "a  10 AAPL {$50} ((x))", "a  1 X {$1} {$2}"])
    func badLotsAreErrors(posting: String) {
        let p = parse("2026-01-01 x\n    \(posting)\n    b\n")
        #expect(p.diagnostics.map(\.severity) == [.error])
        #expect(p.transactions.isEmpty)
    }

    @Test func timeclockLines() {
        let p = parse("i 2026/3/2 09:00:00 client:acme  review\no 2026-03-02 10:30\n")
        #expect(p.diagnostics.isEmpty)
        #expect(summary(p) == ["timeclock i 2026-03-02 32400 'client:acme' 'review'", "timeclock o 2026-03-02 37800 '-' ''"])
    }

    @Test(arguments: ["i 2026-03-02 25:00 a", "i 2026-03-02 9 a", "o 2026-03-02"])
    func badTimeclockLines(text: String) {
        #expect(parse(text + "\n").diagnostics.map(\.severity) == [.error])
    }

    @Test func virtualPostingsLoseNestedBracketsAsHledgerReadsThem() {
        let p = parse("2026-01-01 x\n    [([(a)])]  1\n    [(b:bb)]  1\n    [b:[bbb]]  -2\n")
        #expect(p.diagnostics.isEmpty)
        #expect(p.transactions.first.map { $0.postings.map { p.text($0.account) } } == ["(a)", "b:bb", "b:[bbb]"])
    }

    /// ledger's deferred posting `<Assets:Cash>`: a real posting to the
    /// account inside, as ledger reads it (hledger 1.25 keeps the angle
    /// brackets in the name, not knowing the syntax; grammar.md §17.23).
    @Test func angleBracketsMarkADeferredPostingToTheAccountInside() {
        let p = parse("2024-01-01 Test deferred\n    Expenses:Food  $10.00\n    <Assets:Deferred>  $-10.00\n")
        #expect(p.diagnostics.isEmpty)
        #expect(p.transactions.first.map { $0.postings.map { p.text($0.account) } } == ["Expenses:Food", "Assets:Deferred"])
        #expect(p.transactions.first.map { $0.postings.map(\.kind) } == [.real, .real])
    }

    @Test func valueExpressionDirectivesAreReadWithoutError() {
        let p = parse("define x=1\nvalue market\ncheck amount > 0\nexpr 1\nC 1.00 EUR = $1.30\nbucket Assets:Cash\nA Assets:Cash\n")
        #expect(p.diagnostics.isEmpty)
        // `define x=1` names a number (read, §14.15); value and expr are passed over; C is read.
        #expect(summary(p).filter { $0.hasPrefix("ignored") }.count == 2)
        #expect(summary(p).contains("conversion '1.00 EUR' = '$1.30'"))
        #expect(summary(p).contains("informational 'define'"))
        // check and assert are ledger's value expressions the loader evaluates (grammar.md §14.16).
        #expect(summary(p).contains("check 'amount > 0'"))
        // `def`, ledger's short form of `define` (its regression coverage-wave11-eval-directive).
        let def = parse("def my_val = 42\n")
        #expect(def.diagnostics.isEmpty && summary(def) == ["informational 'def'"])
        // A function of arithmetic is read; one that calls ledger's functions is passed over,
        // with a warning when loaded.
        let function = parse("define cardtxn(amount, taxrate) = (amount * taxrate)\n")
        #expect(function.diagnostics.isEmpty && summary(function) == ["informational 'define'"])
        let market = parse("define five(s, d, t) = market(5 EUR, d, t)\n")
        #expect(market.diagnostics.isEmpty && summary(market) == ["ignored 'define'"])
        #expect(summary(p).filter { $0.hasPrefix("bucket") } == ["bucket 'Assets:Cash'", "bucket 'Assets:Cash'"])
    }

    /// ledger's `payee-rewrite` and `account-rewrite` (its regressions 714,
    /// coverage-payee-rewrite-directive): ledger 3.3 reads them and keeps the
    /// names as written; Tally reads them with a warning.
    @Test func rewriteDirectivesAreReadAndIgnored() {
        let p = parse("payee-rewrite AdSense payment  AdSense earnings\n\naccount-rewrite /Food/  Expenses:Groceries\n")
        #expect(p.diagnostics.isEmpty)
        #expect(summary(p).filter { $0.hasPrefix("ignored") }.count == 2)
        // Without its pattern and name ledger 3.3 stops (regressions coverage-payee-rewrite-error and
        // coverage-account-rewrite-error); so does Tally, at the keyword.
        for keyword in ["payee-rewrite", "account-rewrite"] {
            let bare = parse(keyword + "  ; nothing\n2024/01/01 Test\n    A   $1\n    B\n")
            #expect(bare.diagnostics.map(\.id) == ["invalid-directive"])
            #expect(bare.diagnostics.first?.location?.range == TextRange(0, keyword.utf8.count))
            #expect(bare.transactions.count == 1)
        }
    }

    @Test func timedotFiles() {
        let file = SourceFile(id: FileID(0), path: "t.timedot", bytes: Array("# c\n2023-01-01 desc\na  ....\nb  1.5h ; x\nc  90m\nd  ,25\n** 2023-01-02\ne  .. ..\nf  xyz\n".utf8))
        let (entries, diagnostics) = TimedotParser.parse(file, currentYear: 2026)
        #expect(entries.map(\.hours) == [Quantity(units: 100, scale: 2), Quantity(units: 15, scale: 1), Quantity(units: 15_000, scale: 4),
                                          Quantity(units: 25, scale: 2), Quantity(units: 100, scale: 2)])
        #expect(entries.last?.date == Day(year: 2023, month: 1, day: 2))
        #expect(diagnostics.map(\.id) == ["invalid-timedot"])
    }
}
