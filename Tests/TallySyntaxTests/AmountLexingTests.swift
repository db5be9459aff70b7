import Testing
import TallySyntax
import TallyTestSupport
import TallyValues

@Suite struct AmountLexingTests {
    /// An amount as written and what it must read as: its quantity
    /// (units, scale), commodity and style (symbol on the left, a space
    /// between symbol and number, the decimal mark, the group mark).
    struct Expected: CustomTestStringConvertible, Sendable {
        var written: String
        var quantity: (units: Int128, scale: UInt8)
        var commodity: String
        var style: (symbolOnLeft: Bool, spaced: Bool, decimalMark: Character?, groupMark: Character?)
        var alternativeScale: UInt8? = nil
        var testDescription: String { written }
    }

    @Test(arguments: [
        Expected(written: "$1,234.56", quantity: (123456, 2), commodity: "$", style: (true, false, ".", ",")),
        Expected(written: "-$5", quantity: (-5, 0), commodity: "$", style: (true, false, nil, nil)),
        Expected(written: "$-5", quantity: (-5, 0), commodity: "$", style: (true, false, nil, nil)),
        Expected(written: "$ 5.00", quantity: (500, 2), commodity: "$", style: (true, true, ".", nil)),
        Expected(written: "1.000,50 EUR", quantity: (100050, 2), commodity: "EUR", style: (false, true, ",", ".")),
        Expected(written: "EUR 12", quantity: (12, 0), commodity: "EUR", style: (true, true, nil, nil)),
        Expected(written: "EUR -12.5", quantity: (-125, 1), commodity: "EUR", style: (true, true, ".", nil)),
        Expected(written: "-12.50 EUR", quantity: (-1250, 2), commodity: "EUR", style: (false, true, ".", nil)),
        Expected(written: "+7 EUR", quantity: (7, 0), commodity: "EUR", style: (false, true, nil, nil)),
        Expected(written: "\u{A5}268.50", quantity: (26850, 2), commodity: "\u{A5}", style: (true, false, ".", nil)),
        Expected(written: "5\u{20AC}", quantity: (5, 0), commodity: "\u{20AC}", style: (false, false, nil, nil)),
        Expected(written: "50.000 VND", quantity: (50000, 3), commodity: "VND", style: (false, true, ".", nil), alternativeScale: 0),
        Expected(written: "0.00012345 BTC", quantity: (12345, 8), commodity: "BTC", style: (false, true, ".", nil)),
        Expected(written: "3 \"VANGUARD 500\"", quantity: (3, 0), commodity: "VANGUARD 500", style: (false, true, nil, nil)),
        Expected(written: "\"S&P 500\" 2", quantity: (2, 0), commodity: "S&P 500", style: (true, true, nil, nil)),
        Expected(written: "12.50", quantity: (1250, 2), commodity: "", style: (false, true, ".", nil)),
        Expected(written: ".5 EUR", quantity: (5, 1), commodity: "EUR", style: (false, true, ".", nil)),
        Expected(written: "1,234,567.89 USD", quantity: (123456789, 2), commodity: "USD", style: (false, true, ".", ",")),
        Expected(written: "1.234.567 EUR", quantity: (1234567, 0), commodity: "EUR", style: (false, true, nil, ".")),
        Expected(written: "1,00 EUR", quantity: (100, 2), commodity: "EUR", style: (false, true, ",", nil)),
        Expected(written: "0,500 EUR", quantity: (500, 3), commodity: "EUR", style: (false, true, ",", nil)),
        // grammar.md §9: a mark with no digits on one side is still unambiguous.
        Expected(written: "1. EUR", quantity: (1, 0), commodity: "EUR", style: (false, true, ".", nil)),
        Expected(written: "$12,345.", quantity: (12345, 0), commodity: "$", style: (true, false, ".", ",")),
        Expected(written: ",5 EUR", quantity: (5, 1), commodity: "EUR", style: (false, true, ",", nil)),
        Expected(written: "1,0000 CZK", quantity: (10000, 4), commodity: "CZK", style: (false, true, ",", nil)),
        Expected(written: "-0,075 EUR", quantity: (-75, 3), commodity: "EUR", style: (false, true, ",", nil)),
        // Both kinds: the last is the decimal mark; the groups are of three, or two (lakh) but for the last.
        Expected(written: "1,23,45,678.00 INR", quantity: (1234567800, 2), commodity: "INR", style: (false, true, ".", ",")),
        Expected(written: "1.000.000,5 EUR", quantity: (10000005, 1), commodity: "EUR", style: (false, true, ",", ".")),
        // Signs before, between and apart (§8).
        Expected(written: "- $10", quantity: (-10, 0), commodity: "$", style: (true, false, nil, nil)),
        Expected(written: "$ - 10", quantity: (-10, 0), commodity: "$", style: (true, true, nil, nil)),
        Expected(written: "+$5", quantity: (5, 0), commodity: "$", style: (true, false, nil, nil)),
        Expected(written: "$+5", quantity: (5, 0), commodity: "$", style: (true, false, nil, nil)),
        Expected(written: "12.50USD", quantity: (1250, 2), commodity: "USD", style: (false, false, ".", nil)),
        Expected(written: "1.5h", quantity: (15, 1), commodity: "h", style: (false, false, ".", nil)),
        Expected(written: "5 \u{20AB}", quantity: (5, 0), commodity: "\u{20AB}", style: (false, true, nil, nil)),
        Expected(written: "10 \"ACME 2027\"", quantity: (10, 0), commodity: "ACME 2027", style: (false, true, nil, nil)),
        Expected(written: "\"X2\" 5", quantity: (5, 0), commodity: "X2", style: (true, true, nil, nil)),
        Expected(written: "0.000000000000000000000000000000000001 X", quantity: (1, 36), commodity: "X", style: (false, true, ".", nil)),
        // A single mark followed by exactly three digits could be either mark.
        Expected(written: "1,000", quantity: (1000, 0), commodity: "", style: (false, true, nil, ","), alternativeScale: 3),
        Expected(written: "1.000", quantity: (1000, 3), commodity: "", style: (false, true, ".", nil), alternativeScale: 0),
        Expected(written: "$12,345", quantity: (12345, 0), commodity: "$", style: (true, false, nil, ","), alternativeScale: 3),
        Expected(written: "12345678901234567890123456789012345678 X", quantity: (12345678901234567890123456789012345678, 0),
                 commodity: "X", style: (false, true, nil, nil)),
        Expected(written: "0000012345678901234567890123456789012345678 X", quantity: (12345678901234567890123456789012345678, 0),
                 commodity: "X", style: (false, true, nil, nil)),
        // A 39th digit is read when the whole number stays below 2^127: what print writes for such a sum reads back.
        Expected(written: "101.499999999999999999999999999999999999 X", quantity: (101499999999999999999999999999999999999, 36),
                 commodity: "X", style: (false, true, ".", nil)),
    ])
    func amount(_ e: Expected) throws {
        let p = parse(journalWithPosting("Expenses:Food  \(e.written)"))
        #expect(p.diagnostics.isEmpty)
        let posting = try #require(p.transactions.first?.postings.first)
        let a = try #require(posting.amount)
        #expect(p.text(posting.account) == "Expenses:Food")
        #expect(p.text(a.range) == e.written)
        #expect(a.quantity == Quantity(units: e.quantity.units, scale: e.quantity.scale) && a.quantity.scale == e.quantity.scale, "\(a.quantity)")
        #expect(p.text(a.commodity) == e.commodity)
        #expect(a.style.symbolOnLeft == e.style.symbolOnLeft)
        if !e.commodity.isEmpty { #expect(a.style.spaced == e.style.spaced) }
        #expect(a.style.decimalMark == (e.style.decimalMark?.asciiValue ?? 0))
        #expect(a.style.groupMark == (e.style.groupMark?.asciiValue ?? 0))
        #expect(a.style.precision == e.quantity.scale)
        #expect(a.alternativeScale == e.alternativeScale)
    }

    @Test func unitCost() throws {
        let p = parse(journalWithPosting("Assets:Brokerage  10 AAPL @ $150.25"))
        #expect(p.diagnostics.isEmpty)
        let posting = try #require(p.transactions.first?.postings.first)
        let cost = try #require(posting.cost)
        #expect(!cost.isTotal)
        #expect(cost.amount.quantity == Quantity(units: 15025, scale: 2))
        #expect(p.text(cost.amount.commodity) == "$")
        #expect(p.text(cost.range) == "@ $150.25")
        #expect(posting.amount?.quantity == Quantity(10))
        #expect(p.text(posting.amount!.commodity) == "AAPL")
    }

    @Test func totalCost() throws {
        let p = parse(journalWithPosting("Assets:Brokerage  10 AAPL @@ 1.502,50 EUR"))
        #expect(p.diagnostics.isEmpty)
        let cost = try #require(p.transactions.first?.postings.first?.cost)
        #expect(cost.isTotal)
        #expect(cost.amount.quantity == Quantity(units: 150250, scale: 2))
        #expect(p.text(cost.amount.commodity) == "EUR")
        #expect(p.text(cost.range) == "@@ 1.502,50 EUR")
    }

    @Test(arguments: [("(@) $2", false), ("(@@) $20", true)])
    func parenthesizedCostReadsAsCost(written: String, isTotal: Bool) throws {
        let p = parse(journalWithPosting("Assets:Brokerage  10 AAPL \(written)"))
        #expect(p.diagnostics.isEmpty)
        let cost = try #require(p.transactions.first?.postings.first?.cost)
        #expect(cost.isTotal == isTotal)
    }

    /// (posting, asserted units, isSole, includesSubaccounts, amount present)
    @Test(arguments: [
        ("Assets:Bank  $100 = $500", 500, false, false, true),
        ("Assets:Bank  $100 == $500", 500, true, false, true),
        ("Assets:Bank  $100 =* $500", 500, false, true, true),
        ("Assets:Bank  $100 ==* $500", 500, true, true, true),
        ("Assets:Bank  = $500", 500, false, false, false),
        ("Assets:Bank  == $500", 500, true, false, false),
        ("Assets:Bank  $100=$500", 500, false, false, true),
        ("Assets:Bank  10 AAPL @ $5 = 20 AAPL", 20, false, false, true),
        // A cost after the asserted amount is read and ignored.
        ("Assets:Bank  10 AAA = 10 AAA @ $1.20", 10, false, false, true),
    ] as [(String, Int128, Bool, Bool, Bool)])
    func balanceAssertions(posting: String, asserted: Int128, isSole: Bool, subaccounts: Bool, hasAmount: Bool) throws {
        let p = parse(journalWithPosting(posting))
        #expect(p.diagnostics.isEmpty)
        let syntax = try #require(p.transactions.first?.postings.first)
        let assertion = try #require(syntax.assertion)
        #expect(assertion.amount.quantity == Quantity(units: asserted))
        #expect(assertion.isSole == isSole)
        #expect(assertion.includesSubaccounts == subaccounts)
        #expect((syntax.amount != nil) == hasAmount)
        #expect(p.text(assertion.range).hasPrefix("="))
        #expect(p.text(syntax.account) == "Assets:Bank")
    }

    /// Each marked posting has one bad number starting at 1️⃣.
    @Test(arguments: [
        ("Expenses:Food  1️⃣1.2.3 EUR", "invalid-number"),
        ("Expenses:Food  $1️⃣1,,0", "invalid-number"),
        ("Expenses:Food  1️⃣1..5 EUR", "invalid-number"),
        ("Expenses:Food  1️⃣1,000.000,5 EUR", "invalid-number"),
        ("Expenses:Food  EUR 1️⃣12.3.45", "invalid-number"),
        ("Expenses:Food  10 AAPL @ $1️⃣1.2.3", "invalid-number"),
        ("Expenses:Food  $5 = $1️⃣1,,5", "invalid-number"),
        ("Expenses:Food  1️⃣1.,5 EUR", "invalid-number"),
        ("Expenses:Food  1️⃣,5,000 EUR", "invalid-number"),
        ("Expenses:Food  1️⃣1,000.000.0 EUR", "invalid-number"),
        // ledger's regressions cov3-amount-bad-comma-period and coverage-amount-thousand-period-err:
        // the group before the decimal mark has three digits.
        ("Expenses:Food  1️⃣1,23.45 EUR", "invalid-number"),
        ("Expenses:Food  $1️⃣1,00.00", "invalid-number"),
        ("Expenses:Food  1️⃣1.12,345 EUR", "invalid-number"),
        ("Expenses:Food  1️⃣1,2345.6 EUR", "invalid-number"),
        ("Expenses:Food  1️⃣1,2,345.00 EUR", "invalid-number"),
        // 37 digits after the mark: too many decimals, though only one significant digit.
        ("Expenses:Food  1️⃣0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001 X", "invalid-number"),
    ])
    func malformedNumbers(marked: String, id: String) throws {
        let m = MarkedText(journalWithPosting(marked))
        let p = parse(m.text)
        #expect(p.ids == [id])
        #expect(p.diagnostics.first?.severity == .error)
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
        #expect(p.transactions.isEmpty)
    }

    @Test(arguments: [
        ("Expenses:Food  $", "invalid-amount"),
        ("Expenses:Food  EUR", "invalid-amount"),
        ("Expenses:Food  10 AAPL @", "invalid-amount"),
        ("Expenses:Food  @ $5", "invalid-amount"),
        ("Expenses:Food  -$-5", "invalid-amount"),
        ("Expenses:Food  3 \"VANGUARD 500", "invalid-amount"),
        ("Expenses:Food  $5 $6", "unexpected-text"),
        ("Expenses:Food  10 00 USD", "unexpected-text"),
        ("Expenses:Food  $5 ($2 * 3)", "unexpected-text"),
        ("Expenses:Food  10 AAPL {\"lot1\"}", "unsupported-syntax"),
        ("Expenses:Food  10 AAPL {$50", "invalid-lot"),
        ("Assets:Brokerage  10 AAPL [2024/01/01] [2024/02/01]", "invalid-lot"),   // ledger's cov3-annotate-dup-date
        ("Assets:Test  1 FOO {$10.00} (tag1) (tag2)", "invalid-lot"),              // coverage-wave2-annotate-err3
    ])
    func otherBadAmountsAreErrors(posting: String, id: String) {
        let p = parse(journalWithPosting(posting))
        #expect(p.ids == [id])
        #expect(p.transactions.isEmpty)
    }
}

@Suite struct AccountNameTests {
    /// (posting line, account, amount text or nil, kind)
    @Test(arguments: [
        ("Expenses:Food and Drink  $5", "Expenses:Food and Drink", "$5", PostingKind.real),
        ("Expenses:Food\t$5", "Expenses:Food", "$5", .real),
        ("Expenses:Food \t$5", "Expenses:Food", "$5", .real),
        ("Expenses:Food     $5", "Expenses:Food", "$5", .real),
        ("Chi tiêu:Ăn uống  50000 VND", "Chi tiêu:Ăn uống", "50000 VND", .real),
        ("支出:餐饮\t¥268.50", "支出:餐饮", "¥268.50", .real),
        ("지출:식비  ₩12000", "지출:식비", "₩12000", .real),
        ("Assets:Cash", "Assets:Cash", nil, .real),
        ("Assets:Cash   ", "Assets:Cash", nil, .real),
        // One space is part of the name: there is no amount here.
        ("Expenses:Food $5", "Expenses:Food $5", nil, .real),
        ("(Budget:Food)  $5", "Budget:Food", "$5", .virtual),
        ("[Savings:Envelope]  $5", "Savings:Envelope", "$5", .balancedVirtual),
        ("Expenses:Food  $5  ; a comment", "Expenses:Food", "$5", .real),
        ("Expenses:Food  ; no amount, a comment", "Expenses:Food", nil, .real),
        // One space before ';' keeps it in the name (§7).
        ("Expenses:Food ; note", "Expenses:Food ; note", nil, .real),
        ("Assets::Cash  $1", "Assets::Cash", "$1", .real),
        // A NO-BREAK SPACE is not a blank.
        ("Expenses:Food\u{A0}\u{A0}$5", "Expenses:Food\u{A0}\u{A0}$5", nil, .real),
    ] as [(String, String, String?, PostingKind)])
    func accountNames(posting: String, account: String, amount: String?, kind: PostingKind) throws {
        let p = parse(journalWithPosting(posting))
        #expect(p.diagnostics.isEmpty)
        let syntax = try #require(p.transactions.first?.postings.first)
        #expect(p.text(syntax.account) == account)
        #expect(p.text(syntax.amount?.range) == amount)
        #expect(syntax.kind == kind)
    }

    @Test func tabIndentedPostingsAndStatus() throws {
        let p = parse("2026-01-01 X\n\t* Expenses:Food\t$5\n  ! Assets:Cash\n")
        #expect(p.diagnostics.isEmpty)
        let postings = try #require(p.transactions.first?.postings)
        #expect(postings.map { p.text($0.account) } == ["Expenses:Food", "Assets:Cash"])
        #expect(postings.map(\.status) == [.cleared, .pending])
    }

    @Test func unclosedVirtualAccountIsAnError() {
        let p = parse(journalWithPosting("(Budget:Food  $5"))
        #expect(p.errors.count == 1)
        #expect(p.transactions.isEmpty)
    }
}

/// Amounts past 38 digits read exactly, every digit kept, as hledger
/// reads them: the fast form's limit is no limit of the language.
@Suite struct WideAmountLexingTests {
    @Test(arguments: [
        ("1234567890123456789012345678901234567890 EUR", "1234567890123456789012345678901234567890"),
        ("$923456789012345678901234567890123456789", "923456789012345678901234567890123456789"),
        ("9234567890123456789.01234567890123456789 EUR", "9234567890123456789.01234567890123456789"),
        ("0.0000000000000000000000000000000000001 X", "0.0000000000000000000000000000000000001"),
        ("1,234,567,890,123,456,789,012,345,678,901,234,567.89 USD", "1234567890123456789012345678901234567.89"),
        ("1.234.567.890.123.456.789.012.345.678.901.234.567,89 EUR", "1234567890123456789012345678901234567.89"),
        ("123 456 789 012 345 678 901 234 567 890 123 456 789,5 PLN", "123456789012345678901234567890123456789.5"),
        ("1e60 X", "1" + String(repeating: "0", count: 60)),
    ])
    func readsEveryDigit(written: String, value: String) throws {
        let p = parse(journalWithPosting("Expenses:Food  \(written)"))
        #expect(p.diagnostics.isEmpty, "\(p.diagnostics)")
        let a = try #require(p.transactions.first?.postings.first?.amount)
        #expect(a.quantity.description == value)
    }
}

