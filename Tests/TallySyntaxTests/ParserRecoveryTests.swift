import Testing
import TallySyntax
import TallyTestSupport
import TallyValues

@Suite struct ParserRecoveryTests {
    @Test func threeErrorsThreeDiagnosticsAndEveryValidTransactionKept() {
        let m = MarkedText("""
            2026-01-01 One
                Expenses:Food  $1
                Assets:Cash
            1️⃣2026-02-30 Bad date
                Expenses:Food  $2
                Assets:Cash
            2026-01-03 Two
                Expenses:Food  $3
                Assets:Cash
            2026-01-04 Bad amount
                Expenses:Food  $2️⃣1.2.3
                Assets:Cash
            2026-01-05 Three
                Expenses:Food  $5
                Assets:Cash
            3️⃣frobnicate something
                indented under it
            2026-01-06 Four
                Expenses:Food  $6
                Assets:Cash

            """)
        let p = parse(m.text)
        #expect(p.ids == ["invalid-date", "invalid-number", "unknown-directive"])
        #expect(p.diagnostics.map { $0.location?.range.lowerBound } == [m["1️⃣"], m["2️⃣"], m["3️⃣"]])
        #expect(p.transactions.map { p.text($0.description) } == ["One", "Two", "Three", "Four"])
        #expect(p.transactions.allSatisfy { $0.postings.count == 2 })
        #expect(p.invalidCount == 3)
    }

    @Test func errorOnTheLastLineWithoutNewline() {
        let p = parse("2026-01-01 One\n    a  $1\n    b\n2026-01-02 Two\n    a  $1.2.3")
        #expect(p.ids == ["invalid-number"])
        #expect(p.transactions.count == 1)
    }

    @Test func postingThatIsNotIndentedIsAnError() throws {
        let m = MarkedText("""
            2026-01-01 Groceries
            1️⃣Expenses:Food  $5
                Assets:Cash
            2026-01-02 Next
                Expenses:Food  $5
                Assets:Cash

            """)
        let p = parse(m.text)
        #expect(p.errors.count == 1)
        let d = try #require(p.errors.first)
        #expect(d.location?.range.lowerBound == m["1️⃣"])
        #expect(p.position(d)?.line == 2 && p.position(d)?.column == 1)
        // The header before it has no postings; the next transaction is read whole.
        #expect(p.transactions.map { $0.postings.count } == [0, 2])
    }

    @Test func postingsAfterABlankLineAreUnexpectedlyIndented() throws {
        let m = MarkedText("2026-01-01 X\n\n    1️⃣Expenses:Food  $5\n    Assets:Cash\n2026-01-02 Y\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == ["unexpected-indent"])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
        #expect(p.transactions.count == 2)
    }

    @Test func oneBadPostingInvalidatesOnlyItsTransaction() {
        let p = parse("""
            2026-01-01 A
                Expenses:Food  $1
                Expenses:Fun  $1,,0
                Assets:Cash
            2026-01-02 B
                Expenses:Food  $2
                Assets:Cash

            """)
        #expect(p.ids == ["invalid-number"])
        #expect(p.transactions.map { p.text($0.description) } == ["B"])
        #expect(p.invalidCount == 1)
    }

    @Test func twoBadPostingsInOneTransactionAreBothReported() {
        let p = parse("2026-01-01 A\n    a  $1.2.3\n    b  $4..5\n    c\n")
        #expect(p.ids == ["invalid-number", "invalid-number"])
    }

    @Test func unknownAndUnsupportedDirectives() {
        let p = parse("""
            frobnicate x
            alias a=b
            = expr
                a  $1
            end
            2026-01-01 Kept
                a  $1
                b

            """)
        // `alias`, `= QUERY` and `end` are read now; the loader checks the query and whether `end` closes a block.
        #expect(p.ids == ["unknown-directive"])
        #expect(p.transactions.count == 1)
    }

    @Test func unclosedCodeDropsTheTransaction() {
        let m = MarkedText("2026-01-01 * 1️⃣(123 Shop\n    a  $1\n    b\n2026-01-02 Next\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == ["unclosed-code"])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
        #expect(p.transactions.map { p.text($0.description) } == ["Next"])
    }

    @Test func indentedLineAtTheStartOfTheFile() {
        let m = MarkedText("    1️⃣Expenses:Food  $5\n    Assets:Cash\n2026-01-01 X\n    a  $1\n    b\n")
        let p = parse(m.text)
        #expect(p.ids == ["unexpected-indent"])
        #expect(p.diagnostics.first?.location?.range.lowerBound == m["1️⃣"])
        #expect(p.transactions.count == 1)
    }

    @Test func unreadablePriceIsAWarningAndIgnored() {
        let p = parse("P 2026-06-01 EUR 1.08 USD extra\nP 2026/06/01 00:00:00 JPY 0.0062 EUR\nP 2026-01-01 EUR 1 EUR\n")
        #expect(p.ids == ["unreadable-price"])
        #expect(p.diagnostics.first?.severity == .warning)
        let prices: [PriceDirective] = p.directives.compactMap { if case .price(let x) = $0 { return x } else { return nil } }
        #expect(prices.map { p.text($0.commodity) } == ["JPY", "EUR"])
        #expect(prices.first?.price.quantity == Quantity(units: 62, scale: 4))
    }

    @Test func informationalDirectivesAreAccepted() {
        let p = parse("payee Shop\n    note x\ntag receipt\nN $\ntimezone UTC\n")
        #expect(p.diagnostics.isEmpty)
        #expect(p.directives.count == 4)
    }

    @Test func rejectedDirectivesSkipTheirIndentedLines() {
        let p = parse("apply rate 2020\n    2026-01-01 not a transaction\nbazzle x=1\n    indented\n2026-01-01 Kept\n    a  $1\n    b\n")
        #expect(p.ids == ["invalid-directive", "unknown-directive"])
        #expect(p.transactions.count == 1)
    }

    @Test func invalidUTF8IsReportedOncePerLine() throws {
        // A Latin-1 é (0xE9) and a stray 0xFF on one line: one diagnostic, at the first.
        let bytes = Array("2026-01-01 Caf".utf8) + [0xE9] + Array(" x".utf8) + [0xFF] + Array("\n    a  $1\n    b\n".utf8)
        let p = parse(bytes: bytes)
        #expect(p.ids == ["invalid-utf8"])
        #expect(p.diagnostics.first?.location?.range.lowerBound == 14)
    }
}
