import Testing
import TallyCLI
import TallyEngine
import TallyReports
import TallySyntax
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

@Suite("hledger query terms")
struct HledgerQueryTermTests {
    static let march = DateSpan(start: Day(year: 2026, month: 3, day: 1), end: Day(year: 2026, month: 4, day: 1))

    @Test("words parse to hledger's terms", arguments: [
        ("code:1042", QueryTerm.code("1042")),
        ("cur:EUR", .currency("EUR")),
        ("cur:\\$", .currency("$")),
        ("cur:$", .currency("$")),
        ("cur:^EUR$", .currency("EUR")),
        ("date:2026-03", .date(march)),
        ("date:2026-03-01..2026-04-01", .date(march)),
        ("date2:2026-03", .secondaryDate(march)),
        ("status:*", .status(.cleared)),
        ("status:!", .status(.pending)),
        ("status:", .status(.unmarked)),
        ("real:", .real(true)),
        ("real:1", .real(true)),
        ("real:0", .real(false)),
        ("depth:2", .depth(2)),
        ("not:status:*", .not(.status(.cleared))),
        ("not:date:2026-03", .not(.date(march))),
        ("type:A", .accountType([.asset])),
        ("type:la", .accountType([.asset, .liability])),
        ("type:RX", .accountType([.income, .expense])),
        ("not:type:e", .not(.accountType([.equity]))),
        ("/Fo.d/", .accountRegex("Fo.d")),
        ("not:/^assets/", .not(.accountRegex("^assets"))),
    ])
    func parses(_ word: String, _ expected: QueryTerm) throws {
        #expect(try QueryTerm.parse(word, today: reportToday).get() == expected)
    }

    @Test("malformed hledger terms are errors", arguments: ["code:", "cur:", "cur:E.R", "cur:(USD|EUR)", "date:", "date:soon", "date2:13",
                                                             "status:x", "real:maybe", "depth:-1", "depth:two", "not:depth:2",
                                                             "type:", "type:c", "type:V", "type:asset", "/[invalid/",
                                                             "expr:desc:a and (acct:b or not amt:>10)"])
    func rejects(_ word: String) {
        guard case .failure(let e) = QueryTerm.parse(word, today: reportToday) else {
            Issue.record("\(word) was accepted")
            return
        }
        #expect(!e.message.isEmpty)
        #expect(e.hint != nil)
    }

    static let journal = loadJournal("""
    2026-02-27=2026-03-02 * (1042) Shop | groceries
        Expenses:Food          10.00 USD
        Assets:Cash
    2026-03-05 ! Bakery
        Expenses:Food           8.00 EUR
        (Budget:Food)          -8.00 EUR
        Assets:Wallet
    2026-03-09 Rent
        Expenses:Rent         500.00 USD
        * Assets:Bank

    """)

    @Test("each term matches what hledger's does")
    func matching() {
        #expect(selected(Self.journal, ["code:104"]).count == 2)
        #expect(selected(Self.journal, ["cur:eur"]) == ["Bakery / Expenses:Food", "Bakery / Budget:Food", "Bakery / Assets:Wallet"])
        #expect(selected(Self.journal, ["date:2026-03"]).count == 5)
        #expect(selected(Self.journal, ["date2:2026-03"]).count == 7)
        #expect(selected(Self.journal, ["not:date:2026-03"]) == ["Shop | groceries / Expenses:Food", "Shop | groceries / Assets:Cash"])
        #expect(selected(Self.journal, ["status:*"]) == ["Shop | groceries / Expenses:Food", "Shop | groceries / Assets:Cash", "Rent / Assets:Bank"])
        #expect(selected(Self.journal, ["status:!"]).count == 3)
        #expect(selected(Self.journal, ["status:"]) == ["Rent / Expenses:Rent"])
        #expect(selected(Self.journal, ["status:!", "status:"]).count == 4, "status terms are alternatives")
        #expect(selected(Self.journal, ["real:0"]) == ["Bakery / Budget:Food"])
        #expect(selected(Self.journal, ["real:"]).count == 6)
        #expect(selected(Self.journal, ["note:groceries"]).count == 2, "the note is the text after |")
        #expect(selected(Self.journal, ["note:rent"]).count == 2, "without |, the note is the whole description")
        #expect(selected(Self.journal, ["payee:shop", "payee:rent"]).isEmpty, "payee terms must all match, as in hledger")
        #expect(selected(Self.journal, ["desc:shop", "desc:rent"]).count == 4, "description terms are alternatives")
        #expect(selected(Self.journal, ["type:X"]) == ["Shop | groceries / Expenses:Food", "Bakery / Expenses:Food", "Rent / Expenses:Rent"])
        #expect(selected(Self.journal, ["type:a", "not:acct:wallet"]) == ["Shop | groceries / Assets:Cash", "Rent / Assets:Bank"])
        // ledger's regressions coverage-query-regex-pattern and coverage-query-regex-account: /REGEX/ on account names.
        #expect(selected(Self.journal, ["/fo.d/"]) == ["Shop | groceries / Expenses:Food", "Bakery / Expenses:Food", "Bakery / Budget:Food"])
        #expect(selected(Self.journal, ["/^expenses:fo.d$/"]) == ["Shop | groceries / Expenses:Food", "Bakery / Expenses:Food"])
        #expect(selected(Self.journal, ["/^assets:(cash|bank)$/"]) == ["Shop | groceries / Assets:Cash", "Rent / Assets:Bank"])
        #expect(selected(Self.journal, ["/^food/"]).isEmpty, "^ anchors at the start of the whole name")
    }

    @Test("type: selects declared accounts by their type, inherited or inferred (hledger's query-type tests 9 and 10)")
    func typeInAccounts() {
        let files = MemoryFileSystem(["main.journal": "account a    ; type:A\naccount a:aa\naccount assets\naccount assets:cash\naccount liabilities\n"])
        let r = Harness.run(["accounts", "-f", "main.journal", "type:a"], fileSystem: files)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "a\na:aa\nassets\nassets:cash\n")
        let l = Harness.run(["accounts", "-f", "main.journal", "type:L"], fileSystem: files)
        #expect(l.stdout == "liabilities\n")
    }

    static let text = """
    account Expenses:Food
    2026-03-01 * Shop
        Expenses:Food     10.00 USD
        Assets:Cash
    2026-04-01 Shop
        Expenses:Food:Bread   2.00 USD
        Assets:Cash

    """

    @Test("an unknown word: prefix is a usage error naming the terms")
    func unknownTerm() {
        let r = Harness.run(["balance", "-f", "-", "stauts:*"], stdin: Self.text)
        #expect(r.status == 2)
        #expect(r.stderr.contains("unknown query term 'stauts:'"))
        #expect(r.stderr.contains("did you mean 'status:'?"))
        #expect(r.stderr.contains("acct: amt: cat: code: cur: date: date2: depth: desc: not: note: payee: real: status: tag:"))
        // An account name is not a term, whatever its case.
        #expect(Harness.run(["balance", "-f", "-", "expenses:food"], stdin: Self.text).status == 0)
    }

    @Test("a word that matches nothing gets a note, with a suggestion")
    func noMatchNotes() {
        let r = Harness.run(["balance", "-f", "-", "Expenses:Fooood"], stdin: Self.text)
        #expect(r.status == 0)
        #expect(r.stderr == "tally: note: no account matches 'Expenses:Fooood'; did you mean 'Expenses:Food'?\n")
        let d = Harness.run(["register", "-f", "-", "desc:pharmacy"], stdin: Self.text)
        #expect(d.stderr == "tally: note: no description matches 'desc:pharmacy'\n")
        let both = Harness.run(["balance", "-f", "-", "status:*", "bread"], stdin: Self.text)
        #expect(both.stderr == "tally: note: no posting matches all of 'status:* bread' together\n")
        // A word that matches stays quiet.
        #expect(Harness.run(["balance", "-f", "-", "food"], stdin: Self.text).stderr.isEmpty)
    }

    @Test("date: and -p both apply; depth: sums deeper accounts")
    func dateAndDepth() {
        let march = Harness.run(["balance", "--flat", "-O", "csv", "-f", "-", "date:2026-03"], stdin: Self.text)
        #expect(march.stdout == "account,commodity,amount\nAssets:Cash,USD,-10.00\nExpenses:Food,USD,10.00\n")
        let none = Harness.run(["balance", "--flat", "-O", "csv", "-f", "-", "-p", "2026-04", "date:2026-03"], stdin: Self.text)
        #expect(none.stdout == "account,commodity,amount\n")
        let depth = Harness.run(["balance", "--flat", "-O", "csv", "-f", "-", "depth:1"], stdin: Self.text)
        #expect(depth.stdout == "account,commodity,amount\nAssets,USD,-12.00\nExpenses,USD,12.00\n")
        let print = Harness.run(["print", "-f", "-", "depth:1"], stdin: Self.text)
        #expect(print.status == 2)
        #expect(print.stderr.contains("depth: shapes an account tree"))
    }
}

@Suite("check --strict")
struct StrictCheckTests {
    static let text = """
    account Assets:Cash
    category Expenses:Food
    2026-01-01 Lunch
        Expenses:Fodo       5 USD
        Assets:Cash

    """

    @Test("an undeclared account: a warning, exit 0; with --strict or a strict line, an error, exit 1")
    func exitCodes() {
        let plain = Harness.run(["check", "-f", "-"], stdin: Self.text)
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("<stdin>:4:5: warning: account 'Expenses:Fodo' is not declared [undeclared-account]"))
        #expect(plain.stderr.contains("did you mean 'Expenses:Food'?"))
        #expect(plain.stdout == "ok: 1 transaction, 3 accounts; 1 warning\n")
        let strict = Harness.run(["check", "--strict", "-f", "-"], stdin: Self.text)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("<stdin>:4:5: error: account 'Expenses:Fodo' is not declared [undeclared-account]"))
        #expect(strict.stderr.hasSuffix("1 error, 0 warnings\n"))
        let inFile = Harness.run(["check", "-f", "-"], stdin: "strict\n" + Self.text)
        #expect(inFile.status == 1)
        // A strict journal fails every command, as hledger's --strict does.
        #expect(Harness.run(["balance", "-f", "-"], stdin: "strict\n" + Self.text).status == 1)
        let declared = Self.text.replacingAll("Fodo", "Food")
        #expect(Harness.run(["check", "--strict", "-f", "-"], stdin: declared).status == 0)
    }
}

@Suite("query notes")
struct QueryNoteTests {
    @Test("a word naming only accounts without postings says so")
    func emptyAccounts() {
        let r = Harness.run(["balance", "-f", "-", "food"], stdin: "account Expenses:Food\n2026-01-01 x\n    Expenses:Rent  5 USD\n    Assets:Cash\n")
        #expect(r.status == 0)
        #expect(r.stderr == "tally: note: no posting matches 'food': the accounts it names have none\n")
    }
}
