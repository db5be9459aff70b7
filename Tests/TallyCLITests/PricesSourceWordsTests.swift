import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `tally prices` says where each rate comes from in the user's language
/// (`P` is the directive's name, the same in every one); CSV and JSON keep
/// the same words in every language, for the programs that read them.
@Suite("where a rate comes from, in the user's language")
struct PricesSourceWordsTests {
    static let journal = """
    P 2026-06-01 EUR 25.00 PLN
    2026-06-02 Hotel
        Expenses:Hotel  100 EUR @ 4.30 PLN
        Assets:Bank
    2026-06-03 Bank fee
        Expenses:Fees   2 USD @@ 8 PLN
        Assets:Bank

    """

    @Test("the text names the source in each language", arguments: [
        ("en_US.UTF-8", ["  P  ", "  cost  "]),
        ("pl_PL.UTF-8", ["  P  ", "  koszt  "]),
        ("it_IT.UTF-8", ["  P  ", "  costo  "]),
        ("ko_KR.UTF-8", ["  P  ", "  원가  "]),
        ("zh_CN.UTF-8", ["  P  ", "  成本  "]),
        ("vi_VN.UTF-8", ["  P  ", "  giá vốn  "]),
    ])
    func text(_ lang: String, _ words: [String]) {
        let r = Harness.run(["prices", "-f", "-"], stdin: Self.journal, environment: ["LANG": lang])
        #expect(r.status == 0, "\(r.stderr)")
        for w in words { #expect(r.stdout.contains(w), "\(lang): no '\(w)' in\n\(r.stdout)") }
        if lang != "en_US.UTF-8" { #expect(!r.stdout.contains("  cost  "), "\(lang): English left in\n\(r.stdout)") }
    }

    @Test("an inverse rate used by -X --explain is named in the language")
    func inverse() {
        let r = Harness.run(["balance", "-f", "-", "-X", "EUR", "--explain"], stdin: "P 2026-06-01 EUR 25.00 PLN\n2026-06-02 x\n    Expenses:Food  50 PLN\n    Assets:Bank\n",
                            environment: ["LANG": "vi_VN.UTF-8"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("nghịch đảo của P"), "\(r.stdout)")
    }

    @Test("CSV keeps the same words in every language")
    func csv() {
        let en = Harness.run(["prices", "-f", "-", "-O", "csv"], stdin: Self.journal)
        let vi = Harness.run(["prices", "-f", "-", "-O", "csv"], stdin: Self.journal, environment: ["LANG": "vi_VN.UTF-8"])
        #expect(en.stdout.contains(",cost,"))
        #expect(vi.stdout == en.stdout)
    }
}
