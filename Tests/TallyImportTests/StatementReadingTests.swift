import Testing
import TallyImport
import TallySyntax
import TallyValues

/// The pieces of `tally import` that read text: CSV records, amounts,
/// dates, rules files, and rows converted with them.
@Suite("statement reading")
struct StatementReadingTests {
    static func records(_ text: String, separator: Character = ",") -> Result<[CSVRecord], Diagnostic> {
        CSVRecords.read(SourceFile(id: FileID(0), path: "s.csv", bytes: Array(text.utf8)), separator: UInt8(ascii: separator.unicodeScalars.first ?? ","))
    }

    @Test("quoted fields hold separators, doubled quotes and line breaks; a BOM and CRLF are read")
    func csv() throws {
        let r = try Self.records("\u{FEFF}a,\"b,c\",\"say \"\"hi\"\"\"\r\n\r\n\"two\nlines\",x,\r\n").get()
        #expect(r.map(\.fields) == [["a", "b,c", "say \"hi\""], ["two\nlines", "x", ""]])
        #expect(r[1].start == 27)
        let semi = try Self.records("1;\"2;3\"\n", separator: ";").get()
        #expect(semi.map(\.fields) == [["1", "2;3"]])
    }

    @Test("a statement that is not UTF-8 (a GB18030 bill) is refused at its first foreign byte")
    func notUTF8() {
        // "日期" in GB18030 after "a,".
        let bytes: [UInt8] = [97, 44, 0xC8, 0xD5, 0xC6, 0xDA, 10]
        guard case .failure(let d) = CSVRecords.read(SourceFile(id: FileID(0), path: "s.csv", bytes: bytes), separator: 44) else {
            Issue.record("read"); return
        }
        #expect(d.id == "csv-not-utf8")
        #expect(d.location?.range.lowerBound == 2)
    }

    @Test("malformed CSV is an error at its place", arguments: [("a,b\"c\n", 3), ("a,\"b\"c\n", 5), ("a\nb,\"never closed\n", 4)])
    func malformedCSV(_ text: String, _ offset: Int) {
        guard case .failure(let d) = Self.records(text) else { Issue.record("\(text) was read"); return }
        #expect(d.location?.range.lowerBound == offset)
    }

    @Test("amounts in the forms statements use", arguments: [
        ("1.234,56 €", UInt8(ascii: ","), "", "1234.56", "€"), ("12.345.000", UInt8(ascii: ","), "VND", "12345000", "VND"),
        ("1 234,56", UInt8(ascii: ","), "PLN", "1234.56", "PLN"), ("-$12.50", nil, "", "-12.50", "$"),
        ("(45.00)", nil, "USD", "-45.00", "USD"), ("1,45,000.00", nil, "INR", "145000.00", "INR"),
        ("--5", nil, "", "5", ""), ("R$ 1.234,56", UInt8(ascii: ","), "", "1234.56", "R$"), ("0,5", nil, "", "0.5", ""),
        ("1,234.56", nil, "", "1234.56", ""), ("EUR -3", nil, "", "-3", "EUR"),
    ] as [(String, UInt8?, String, String, String)])
    func amounts(_ text: String, _ mark: UInt8?, _ currency: String, _ value: String, _ commodity: String) throws {
        let a = try StatementAmount.parse(text, currency: currency, decimalMark: mark).get()
        #expect(a.quantity.description == value)
        #expect(a.commodity == commodity)
    }

    @Test("an amount past 38 digits is read exactly")
    func wideAmount() throws {
        let a = try StatementAmount.parse("99.999.999.999.999.999.999.999.999.999.999.999.999.999,01", currency: "VND", decimalMark: UInt8(ascii: ",")).get()
        #expect(a.quantity.description == "99999999999999999999999999999999999999999.01")
    }

    @Test("amounts that hledger reads silently wrong are refused", arguments: ["12,3,4", "1.2.3", "%3", "n/a", "1,000", "12..5", "1.234.56"])
    func badAmounts(_ text: String) {
        guard case .failure(let f) = StatementAmount.parse(text, currency: "", decimalMark: nil) else {
            Issue.record("'\(text)' was read as an amount"); return
        }
        #expect(f.message.contains(text))
    }

    @Test("costs", arguments: [("10 ETH @ $200", false), ("10 ETH @@ $2000", true)])
    func costs(_ text: String, _ total: Bool) throws {
        let a = try StatementAmount.parse(text, currency: "", decimalMark: nil).get()
        #expect(a.cost?.isTotal == total)
        #expect(a.cost?.commodity == "$")
    }

    @Test("dates with date-format", arguments: [
        ("15/03/2024", "%d/%m/%Y"), ("3/15/2024", "%-m/%-d/%Y"), ("20240315", "%Y%m%d"), ("15/03/24", "%d/%m/%y"),
        ("2024-03-15 08:12:31", "%Y-%m-%d %H:%M:%S"), ("15 Mar 2024", "%d %b %Y"), ("2024.03.15", "%Y.%m.%d"), ("2024-03-15", "%F"),
    ])
    func dates(_ text: String, _ format: String) throws {
        #expect(try StatementDate.parse(text, format: format).get() == Day(year: 2024, month: 3, day: 15))
    }

    @Test("a date that does not match date-format is refused", arguments: [("15/04/2024", "%m/%d/%Y"), ("2024-02-30", "%Y-%m-%d"), ("15/03/2024x", "%d/%m/%Y")])
    func badDates(_ text: String, _ format: String) {
        guard case .failure(let f) = StatementDate.parse(text, format: format) else { Issue.record("\(text) was read"); return }
        #expect(f.message.contains(text))
    }

    static func convert(_ rules: String, _ csv: String) -> Result<Conversion, Diagnostic> {
        switch RulesParser.parse(path: "r.rules", bytes: Array(rules.utf8), read: { _ in nil }) {
        case .failure(let d): return .failure(d)
        case .success(let r):
            do { return try StatementConverter(rules: r, statementPath: "s.csv", bytes: Array(csv.utf8)).convert() } catch { return .failure(error) }
        }
    }

    @Test("unnamed fields at the end of the fields rule may be missing from a row, as hledger reads them (its ING rules end with a comma)",
          arguments: ["fields date, description, amount,\n", "fields date, description, amount, , \n"])
    func trailingUnnamedFields(_ fields: String) throws {
        let c = try Self.convert(fields + "account1 assets:bank\n", "2024-01-01,Coffee,-3.50\n").get()
        #expect(c.transactions.map(\.description) == ["Coffee"])
        // A named field that is missing is still refused.
        guard case .failure(let d) = Self.convert("fields date, description, amount, balance,\naccount1 assets:bank\n", "2024-01-01,Coffee,-3.50\n") else {
            Issue.record("a row without its balance field was read"); return
        }
        #expect(d.id == "csv-field-count")
        #expect(d.message == "this row has 3 fields, but the fields rule names 4")
    }

    @Test("rules that give no date are an error at the rules file, with or without a fields rule")
    func noDateNamesTheRulesFile() {
        for rules in ["skip 1\naccount1 assets:bank\n", "fields when, description, amount\n"] {
            guard case .failure(let d) = Self.convert(rules, "2024-01-01,Coffee,-3.50\n") else { Issue.record("accepted"); continue }
            #expect(d.id == "rules-no-date")
            #expect(d.location?.file == FileID(0), "\(rules)")
            #expect(d.location?.range.lowerBound == 0)
        }
    }

    @Test("a row too short for a field the rules use is refused, not read as the text '%3'")
    func shortRow() {
        guard case .failure(let d) = Self.convert("date %1\namount %3\n", "2024-01-01,x,5\n2024-01-02,y\n") else { Issue.record("accepted"); return }
        #expect(d.id == "csv-missing-field")
        #expect(d.location?.range.lowerBound == 15)
    }

    @Test("errors in a rules file name their line", arguments: [
        ("fields date, amount\nif foo\n", "rules-empty-if", 20), ("skip x\n", "rules-invalid-skip", 5),
        ("if,account2,comment\nfoo,a\n", "rules-table-row", 20), ("fields date\naccount-one x\n", "rules-unknown-rule", 12),
        ("fields date\nif (unclosed\n  account2 x\n", "rules-invalid-regex", 15),
    ])
    func rulesErrors(_ rules: String, _ id: String, _ offset: Int) {
        guard case .failure(let d) = Self.convert(rules, "2024-01-01,1\n") else { Issue.record("accepted"); return }
        #expect(d.id == id)
        #expect(d.location?.range.lowerBound == offset)
    }

    @Test("if blocks: any line may match, & joins, field matchers, later rules win, skip and end")
    func conditions() throws {
        let rules = """
        fields date, description, amount
        account1 assets:bank
        account2 expenses:other
        if coffee
        tea
          account2 expenses:drinks
        if %description ^tea
        & %amount -2
          account2 expenses:tea
        if PENDING
          skip
        if ^TOTAL
          end

        """
        let csv = "2024-01-01,Coffee,-3\n2024-01-02,tea,-2\n2024-01-03,Tea,-5\n2024-01-04,PENDING,-1\n2024-01-05,x,-1\nTOTAL,1,2\n2024-01-06,after,-1\n"
        let c = try Self.convert(rules, csv).get()
        #expect(c.transactions.map { $0.postings[1].account } == ["expenses:drinks", "expenses:tea", "expenses:drinks", "expenses:other"])
    }

    @Test("amount-in/amount-out, a balance, newest first, and the unknown accounts by sign")
    func postings() throws {
        let rules = "skip 1\nfields date, description, out, in, balance\namount-in %in\namount-out %out\nbalance %balance\ncurrency EUR\naccount1 assets:bank\n"
        let csv = "Date,Text,Out,In,Balance\n2024-01-03,b,5.00,,95.00\n2024-01-01,a,,100.00,100.00\n"
        let c = try Self.convert(rules, csv).get()
        #expect(c.transactions.map(\.description) == ["a", "b"])
        #expect(c.transactions[0].postings.map(\.account) == ["assets:bank", "income:unknown"])
        #expect(c.transactions[1].postings[0].amount?.quantity.description == "-5.00")
        #expect(c.transactions[1].postings[0].balance?.quantity.description == "95.00")
        #expect(c.transactions[1].postings[1].account == "expenses:unknown")
    }

    @Test("include reads another rules file in place, beside the including one")
    func include() throws {
        let shared = "account1 assets:bank\nif coffee\n  account2 expenses:coffee\n"
        let parsed = RulesParser.parse(path: "dir/r.rules", bytes: Array("fields date, description, amount\ninclude common.rules\n".utf8),
                                       read: { $0 == "dir/common.rules" ? Array(shared.utf8) : nil })
        let rules = try parsed.get()
        #expect(rules.files.map(\.path) == ["dir/r.rules", "dir/common.rules"])
        let c = try StatementConverter(rules: rules, statementPath: "s.csv", bytes: Array("2024-01-01,Coffee,-3\n".utf8)).convert().get()
        #expect(c.transactions[0].postings.map(\.account) == ["assets:bank", "expenses:coffee"])
        guard case .failure(let d) = RulesParser.parse(path: "r.rules", bytes: Array("include missing.rules\n".utf8), read: { _ in nil }) else {
            Issue.record("a missing include was accepted"); return
        }
        #expect(d.id == "rules-include-missing")
    }

    @Test("intra-day-reversed keeps a day's rows in their real order; date2, status, comment and posting comments are read")
    func intraDay() throws {
        let rules = "fields date, date2, description, amount\nintra-day-reversed\nstatus *\ncomment src:bank\ncomment1 first\naccount1 a\n"
        let c = try Self.convert(rules, "2024-01-01,2024-01-03,second,1\n2024-01-01,2024-01-02,first,2\n2024-01-02,,third,3\n").get()
        #expect(c.transactions.map(\.description) == ["first", "second", "third"])
        #expect(c.transactions[0].date2 == Day(year: 2024, month: 1, day: 2))
        #expect(c.transactions[2].date2 == nil)
        #expect(c.transactions[0].status == "*")
        #expect(c.transactions[0].comment == "src:bank")
        #expect(c.transactions[0].postings[0].comment == "first")
    }

    @Test("if tables assign several fields per matching row; later rows win")
    func table() throws {
        let rules = "fields date, description, amount\naccount1 a\nif|account2|comment\ncoffee|expenses:coffee|drink\n%amount ^-9|expenses:big|large\n"
        let c = try Self.convert(rules, "2024-01-01,Coffee,-3\n2024-01-02,Coffee,-95\n2024-01-03,Other,-1\n").get()
        #expect(c.transactions.map { $0.postings[1].account } == ["expenses:coffee", "expenses:big", "expenses:unknown"])
        #expect(c.transactions.map(\.comment) == ["drink", "large", ""])
    }
}

