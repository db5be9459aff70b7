import Testing
import TallyEditing
import TallyEngine
import TallyTestSupport
import TallyValues

/// What people type to `add` is read as they mean it: currencies as they
/// write them, numbers with unit words, dates in their order and words,
/// refunds; or refused, with the journal untouched.
@Suite("add reads amounts, currencies and dates as people write them")
struct EntrySpellingTests {
    static let vietnamese = """
        lang vi
        commodity 1.000.000 VND

        2026-11-01 * Mở sổ
            Tài sản:Tiền mặt    1.000.000 VND
            Vốn:Ban đầu

        2026-11-02 Phở
            Chi tiêu:Ăn uống    45.000 VND
            Tài sản:Tiền mặt

        """

    static let polish = """
        lang pl
        commodity 1 000,00 PLN
        account Aktywa:Gotówka    ; type: asset
        account Wydatki:Jedzenie  ; type: expense

        2026-11-01 * Otwarcie
            Aktywa:Gotówka    100,00 PLN
            Kapitał

        2026-11-02 Obiad
            Wydatki:Jedzenie    25,00 PLN
            Aktywa:Gotówka

        """

    /// Words typed after `add`, and the transaction it appends.
    @Test("Vietnamese amounts, currencies and dates", arguments: [
        (["Bánh mì", "20.000đ", "ăn uống"], "2026-11-28 Bánh mì\n    Chi tiêu:Ăn uống    20.000 VND\n    Tài sản:Tiền mặt\n"),
        (["Phở", "39k", "ăn uống"], "2026-11-28 Phở\n    Chi tiêu:Ăn uống    39.000 VND\n    Tài sản:Tiền mặt\n"),
        (["Cà phê", "25.000 ₫", "ăn uống"], "2026-11-28 Cà phê\n    Chi tiêu:Ăn uống    25.000 VND\n    Tài sản:Tiền mặt\n"),
        (["Cà phê", "25000vnd", "ăn uống"], "2026-11-28 Cà phê\n    Chi tiêu:Ăn uống    25.000 VND\n    Tài sản:Tiền mặt\n"),
        (["Áo", "1,5tr", "ăn uống"], "2026-11-28 Áo\n    Chi tiêu:Ăn uống    1.500.000 VND\n    Tài sản:Tiền mặt\n"),
        (["Áo", "1tr5", "ăn uống"], "2026-11-28 Áo\n    Chi tiêu:Ăn uống    1.500.000 VND\n    Tài sản:Tiền mặt\n"),
        (["Áo", "2", "triệu", "ăn uống"], "2026-11-28 Áo\n    Chi tiêu:Ăn uống    2.000.000 VND\n    Tài sản:Tiền mặt\n"),
        (["Bún", "20", "nghìn", "ăn uống"], "2026-11-28 Bún\n    Chi tiêu:Ăn uống    20.000 VND\n    Tài sản:Tiền mặt\n"),
        (["28/11", "Ăn sáng", "20k", "ăn uống"], "2026-11-28 Ăn sáng\n    Chi tiêu:Ăn uống    20.000 VND\n    Tài sản:Tiền mặt\n"),
        (["hôm", "qua", "Ăn sáng", "20k", "ăn uống"], "2026-11-27 Ăn sáng\n    Chi tiêu:Ăn uống    20.000 VND\n    Tài sản:Tiền mặt\n"),
        (["hôm kia", "Ăn sáng", "20k", "ăn uống"], "2026-11-26 Ăn sáng\n    Chi tiêu:Ăn uống    20.000 VND\n    Tài sản:Tiền mặt\n"),
        (["2026年11月27日", "Ăn sáng", "20k", "ăn uống"], "2026-11-27 Ăn sáng\n    Chi tiêu:Ăn uống    20.000 VND\n    Tài sản:Tiền mặt\n"),
        (["Hoàn tiền", "-599k", "ăn uống"], "2026-11-28 Hoàn tiền\n    Chi tiêu:Ăn uống    -599.000 VND\n    Tài sản:Tiền mặt\n"),
        (["Hoàn tiền", "599k", "ăn uống", "--to", "tiền mặt"], "2026-11-28 Hoàn tiền\n    Chi tiêu:Ăn uống    -599.000 VND\n    Tài sản:Tiền mặt\n"),
    ])
    func vietnamese(_ words: [String], _ expected: String) throws {
        let s = Scratch(["j.ledger": Self.vietnamese])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28"] + words)
        #expect(r.status == 0, "\(words): \(r.stderr)")
        #expect(Self.normalized(s.text("j.ledger")) == Self.normalized(Self.vietnamese + "\n" + expected), "\(words):\n\(s.text("j.ledger"))")
        #expect(s.run(["check", "-f", s.path("j.ledger")]).status == 0, "\(words): check fails")
    }

    @Test("Polish złoty, tys. and wczoraj", arguments: [
        (["Kawa", "12,5 zł", "jedzenie"], "2026-11-28 Kawa\n    Wydatki:Jedzenie    12,50 PLN\n    Aktywa:Gotówka\n"),
        (["Kawa", "12,50", "zł", "jedzenie"], "2026-11-28 Kawa\n    Wydatki:Jedzenie    12,50 PLN\n    Aktywa:Gotówka\n"),
        (["wczoraj", "Obiad", "3", "tys.", "jedzenie"], "2026-11-27 Obiad\n    Wydatki:Jedzenie    3 000,00 PLN\n    Aktywa:Gotówka\n"),
        (["28.11.2026", "Obiad", "40", "jedzenie"], "2026-11-28 Obiad\n    Wydatki:Jedzenie    40,00 PLN\n    Aktywa:Gotówka\n"),
    ])
    func polish(_ words: [String], _ expected: String) throws {
        let s = Scratch(["j.ledger": Self.polish])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28"] + words)
        #expect(r.status == 0, "\(words): \(r.stderr)")
        #expect(Self.normalized(s.text("j.ledger")) == Self.normalized(Self.polish + "\n" + expected), "\(words):\n\(s.text("j.ledger"))")
        #expect(s.run(["check", "-f", s.path("j.ledger")]).status == 0)
    }

    @Test("what does not read is refused in the user's language, the journal byte-identical", arguments: [
        (["31/02/2026", "Ăn sáng", "20k", "ăn uống"], "'31/02/2026' trông như một ngày"),
        (["Ăn", "5xyz", "ăn uống"], "sổ không có loại tiền 'xyz'"),
        (["Ăn", "¥25", "ăn uống"], "'¥' có thể là CNY hoặc JPY"),
        (["Ăn", "1tr5x", "ăn uống"], "không phải là số hay đơn vị"),
    ])
    func refused(_ words: [String], _ message: String) {
        let s = Scratch(["j.ledger": Self.vietnamese])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28"] + words)
        #expect(r.status == 2, "\(words): \(r.stderr)")
        #expect(r.stderr.contains(message), "\(words): \(r.stderr)")
        #expect(s.text("j.ledger") == Self.vietnamese)
    }

    @Test("an amount past 38 digits is written exactly, and reads back")
    func wideAmount() {
        let s = Scratch(["j.ledger": Self.vietnamese])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "Giày", "123456789012345678901234567890123456789012", "ăn uống"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("j.ledger").contains("123.456.789.012.345.678.901.234.567.890.123.456.789.012 VND"), "\(s.text("j.ledger"))")
        #expect(s.run(["check", "-f", s.path("j.ledger")]).status == 0)
    }

    @Test("a negative amount with a unit is an amount, never an option", arguments: ["-25k", "-1.5m", "-1,5tr", "-40"])
    func negativeIsNoOption(_ amount: String) {
        let s = Scratch(["j.ledger": Self.vietnamese])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "-n", "Hoàn tiền", amount, "ăn uống"])
        #expect(r.status == 0, "\(amount): \(r.stderr)")
        #expect(r.stdout.contains(" -"), "\(amount): \(r.stdout)")
    }

    /// Spaces collapsed, so the test does not depend on the amount column.
    static func normalized(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }.joined(separator: "\n")
    }

    @Test("dates without a year: this year, or last year when this year's is more than a month ahead")
    func year() {
        let today = Day(year: 2027, month: 1, day: 3)!
        #expect(TypedDate.read(["28/12", "x"], today: today) == .day(Day(year: 2026, month: 12, day: 28)!, words: 1))
        #expect(TypedDate.read(["2/1"], today: today) == .day(Day(year: 2027, month: 1, day: 2)!, words: 1))
        #expect(TypedDate.read(["11월", "27일", "x"], today: today) == .day(Day(year: 2026, month: 11, day: 27)!, words: 2))
        #expect(TypedDate.read(["2026.", "11.", "27.", "x"], today: today) == .day(Day(year: 2026, month: 11, day: 27)!, words: 3))
        #expect(TypedDate.read(["7-11", "x"], today: today) == .none)
        #expect(TypedDate.read(["昨天"], today: today) == .day(Day(year: 2027, month: 1, day: 2)!, words: 1))
        #expect(TypedDate.read(["l'altro", "ieri"], today: today) == .day(Day(year: 2027, month: 1, day: 1)!, words: 2))
        #expect(TypedDate.read(["그저께"], today: today) == .day(Day(year: 2027, month: 1, day: 1)!, words: 1))
    }

    /// Random amounts written in each language's styles read back to the same quantity and currency.
    @Test("written with units, groups and symbols in every style, an amount reads back exactly", arguments: Array(UInt64(1)...200))
    func property(_ seed: UInt64) throws {
        var r = JournalGenerator.Random(state: seed)
        let thousands = r.int(1...999)
        let value = thousands * 1000
        let spellings: [(String, Int, String)] = [
            ("\(thousands)k", value, ""), ("\(thousands) nghìn", value, ""), ("\(thousands)K", value, ""),
            ("\(thousands).000đ", value, "VND"), ("\(thousands).000 ₫", value, "VND"), ("₫\(thousands).000", value, "VND"),
            ("\(thousands)000vnd", value, "VND"), ("\(thousands)千", value, ""), ("\(thousands)천", value, ""),
        ]
        let (text, expected, currency) = spellings[r.int(0...spellings.count - 1)]
        let typed = try TypedAmount.parse(text).get()
        #expect(typed.currency.isEmpty == currency.isEmpty, "\(text)")
        if !currency.isEmpty { #expect(CurrencyNames.codes(typed.currency) == [currency], "\(text)") }
        var quantity = typed.syntax.quantity
        if let alternative = typed.syntax.alternativeScale, typed.syntax.style.decimalMark != 0 { quantity = Quantity(units: quantity.units, scale: alternative) }
        #expect(typed.scaled(quantity) == Quantity(expected), "\(text) read as \(String(describing: typed.scaled(quantity)))")
        // Millions, the Vietnamese ways.
        let m = r.int(1...99), tenth = r.int(1...9)
        for form in ["\(m)tr\(tenth)", "\(m),\(tenth)tr", "\(m).\(tenth) triệu"] {
            let t = try TypedAmount.parse(form).get()
            #expect(t.syntax.quantity == Quantity(m * 1_000_000 + tenth * 100_000), "\(form)")
        }
        let man = r.int(1...9), cheon = r.int(1...9)
        #expect(try TypedAmount.parse("\(man)만\(cheon)천").get().syntax.quantity == Quantity(man * 10_000 + cheon * 1000))
    }

    @Test("a date more than a month ahead is written with a warning off a terminal, and asked about on one")
    func farAhead() {
        let s = Scratch(["j.ledger": Self.vietnamese])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "2027-03-01", "Vé máy bay", "2tr", "ăn uống"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("2027-03-01"), "\(r.stderr)")
        let before = s.text("j.ledger")
        let no = ScriptedReader([""])
        #expect(s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "2027-03-01", "Vé", "2tr", "ăn uống"], reader: no).status != 0)
        #expect(no.prompts.count == 1)
        #expect(s.text("j.ledger") == before)
    }
}
