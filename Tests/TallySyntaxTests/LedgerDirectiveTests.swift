import Testing
import TallySyntax
import TallyTestSupport
import TallyValues

/// The ledger directives of grammar.md §14, as syntax.
@Suite struct LedgerDirectiveTests {
    func only(_ text: String) -> (Parsed, DirectiveSyntax?) {
        let p = parse(text)
        return (p, p.directives.first)
    }

    @Test func accountWithCommentsAndSubLines() throws {
        let (p, d) = only("account Assets:Checking ; type: asset\n    ; statement on the 20th\n    note joint\n")
        #expect(p.diagnostics.isEmpty)
        guard case .account(let a)? = d else { Issue.record("no account"); return }
        #expect(p.text(a.name) == "Assets:Checking")
        #expect(a.comments.map { p.text($0).trimmingBlanks } == ["type: asset", "statement on the 20th", "note joint"])
    }

    @Test(arguments: [
        ("commodity $1,000.00", "$", true, "1000.00"),
        ("commodity 1.000,00 EUR", "EUR", true, "1000.00"),
        ("commodity JPY", "JPY", false, nil),
        ("commodity \"ACME 2027\"", "ACME 2027", false, nil),
        ("commodity JPY\n    note Japanese yen\n    format 1,000 JPY\n    nomarket", "JPY", true, "1000"),
        ("commodity ACME\n    format 0 ACME", "ACME", true, "0"),
        ("commodity EUR  ; euro", "EUR", false, nil),
        // ledger's regress/2321: letters and digits in one word are the symbol, not `N` with a sample 1.
        ("commodity N1", "N1", false, nil),
        ("commodity ABC12  ; note", "ABC12", false, nil),
        ("commodity EUR1,000.00", "EUR", true, "1000.00"),
    ] as [(String, String, Bool, String?)])
    func commodity(text: String, symbol: String, hasFormat: Bool, sample: String?) {
        let (p, d) = only(text + "\n")
        #expect(p.diagnostics.isEmpty)
        guard case .commodity(let c)? = d else { Issue.record("no commodity"); return }
        #expect(p.text(c.symbol) == symbol)
        #expect((c.format != nil) == hasFormat)
        if let sample, let f = c.format {
            // `==` compares values (1.0 == 1.00); the format's digits matter too.
            #expect(f.quantity.units == Int128(sample.filter { $0 != "." }))
            #expect(f.quantity.scale == UInt8(sample.split(separator: ".").dropFirst().first?.count ?? 0))
        }
    }

    @Test(arguments: [
        "commodity $\n    format 1.000,00 EUR\n",
        "commodity EUR extra words\n",
        "commodity\n",
    ])
    func badCommodity(text: String) {
        let p = parse(text)
        #expect(p.ids == ["invalid-directive"])
        #expect(p.directives.isEmpty)
    }

    @Test(arguments: [
        ("include 2026/*.journal", "2026/*.journal"),
        ("include \"prices/fx rates.journal\"", "prices/fx rates.journal"),
        ("include a.journal   ", "a.journal"),
    ])
    func include(line: String, path: String) {
        let (p, d) = only(line + "\n")
        #expect(p.diagnostics.isEmpty)
        guard case .include(let i)? = d else { Issue.record("no include"); return }
        #expect(p.text(i.path) == path)
    }

    @Test(arguments: [
        ("Y 2026", 2026), ("year 1999", 1999), ("Y2027", 2027),
    ])
    func year(line: String, year: Int) {
        let (p, d) = only(line + "\n")
        #expect(p.diagnostics.isEmpty)
        guard case .defaultYear(_, let y)? = d else { Issue.record("no year"); return }
        #expect(y == year)
    }

    @Test(arguments: ["Y 20260", "Y twenty", "Y", "decimal-mark", "decimal-mark ;", "decimal-mark ,,", "include", "account"])
    func badLines(line: String) {
        let p = parse(line + "\n2026-01-01 X\n    a  $1\n    b\n")
        #expect(p.errors.count == 1)
        #expect(p.directives.isEmpty)
        #expect(p.transactions.count == 1)
    }

    @Test(arguments: [("decimal-mark ,", UInt8(ascii: ",")), ("decimal-mark .", UInt8(ascii: "."))])
    func decimalMark(line: String, mark: UInt8) {
        let (p, d) = only(line + "\n")
        #expect(p.diagnostics.isEmpty)
        guard case .decimalMark(_, let m)? = d else { Issue.record("no decimal-mark"); return }
        #expect(m == mark)
    }

    @Test func defaultCommodity() {
        let (p, d) = only("D 1.000,00 EUR\n")
        #expect(p.diagnostics.isEmpty)
        guard case .defaultCommodity(_, let a)? = d else { Issue.record("no D"); return }
        #expect(p.text(a.commodity) == "EUR")
        #expect(a.style.decimalMark == commaMark)
    }

    @Test func keywordsAreCaseSensitive() {
        #expect(parse("Account Assets\n").ids == ["unknown-directive"])
        #expect(parse("INCLUDE x.journal\n").ids == ["unknown-directive"])
    }
}
