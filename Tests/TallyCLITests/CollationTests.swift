import Testing
import TallyLocale
import TallyTestSupport

/// Names listed in the language's alphabetical order in text output, and
/// in byte order in CSV, JSON and the languages that keep code point order.
@Suite("local collation")
struct CollationTests {
    @Test("Vietnamese, Polish and Italian letters with marks follow their base letters, not Z")
    func alphabets() {
        let vi = Collation(.vi).sorted(["Zalo", "Đi lại", "Ăn uống", "Bánh", "An ninh", "Âm nhạc", "Dầu", "ăn vặt", "Ưu đãi", "Uống"], by: { $0 })
        #expect(vi == ["An ninh", "Ăn uống", "ăn vặt", "Âm nhạc", "Bánh", "Dầu", "Đi lại", "Uống", "Ưu đãi", "Zalo"])
        let pl = Collation(.pl).sorted(["Żabka", "Zakupy", "Łódź", "Lublin", "Masa", "Śniadanie", "Sklep", "Tramwaj", "Ćwiczenia", "Czynsz"], by: { $0 })
        #expect(pl == ["Czynsz", "Ćwiczenia", "Lublin", "Łódź", "Masa", "Sklep", "Śniadanie", "Tramwaj", "Zakupy", "Żabka"])
        let it = Collation(.it).sorted(["Zucchero", "Èlite", "Ecco", "Caffè", "Caffe", "Affitto", "Università", "Uova"], by: { $0 })
        #expect(it == ["Affitto", "Caffe", "Caffè", "Ecco", "Èlite", "Università", "Uova", "Zucchero"])
    }

    @Test("tones break ties in the dictionaries' order; case breaks the last ties")
    func ties() {
        let vi = Collation(.vi).sorted(["má", "mạ", "mà", "ma", "mả", "mã", "Ma"], by: { $0 })
        #expect(vi == ["ma", "Ma", "mà", "mả", "mã", "má", "mạ"])
        #expect(Collation(.vi).less("Chi tiêu", "Chi tiêu:Ăn uống") && Collation(.vi).less("Chi tiêu:Zalo", "Chi tiêu 2"))
    }

    @Test("English, Korean and Chinese keep byte order, which is code point order")
    func codePoints() {
        let names = ["식비", "교통", "Zebra", "apple", "餐饮", "交通", "Ăn"]
        let bytes = names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for language in [Language.en, .ko, .zhHans] {
            #expect(Collation(language).isBytes)
            #expect(Collation(language).sorted(names, by: { $0 }) == bytes)
        }
        #expect(bytes.firstIndex(of: "교통")! < bytes.firstIndex(of: "식비")! && bytes.firstIndex(of: "交通")! < bytes.firstIndex(of: "餐饮")!)
    }

    static let journal = """
    2026-11-01 * Đi chợ
        Chi tiêu:Đi lại  10.000 VND
        Tài sản:Ví
    2026-11-02 * Ăn sáng
        Chi tiêu:Ăn uống  20.000 VND
        Tài sản:Ví
    2026-11-03 * Bánh mì
        Chi tiêu:Bánh  5.000 VND
        Tài sản:Ví
    2026-11-04 * Zalo
        Chi tiêu:Zalo  5.000 VND
        Tài sản:Ví

    """

    @Test("accounts, balance, categories and payees list in Vietnamese order; CSV and JSON in byte order")
    func commands() {
        let s = Scratch(["j.ledger": Self.journal])
        func run(_ args: [String], _ lang: String) -> String {
            let r = s.run(args + ["-f", s.path("j.ledger")], environment: ["LANG": lang])
            #expect(r.status == 0, "\(args): \(r.stderr)")
            return r.stdout
        }
        func order(_ text: String, _ names: [String]) -> [String] {
            names.compactMap { n in text.firstRange(of: n).map { (n, $0.lowerBound) } }.sorted { $0.1 < $1.1 }.map(\.0)
        }
        let local = ["Ăn", "Bánh", "Đi", "Zalo"], bytes = ["Bánh", "Zalo", "Ăn", "Đi"]
        for args in [["accounts"], ["accounts", "--tree"], ["balance"], ["categories"], ["payees"]] {
            #expect(order(run(args, "vi_VN.UTF-8"), local) == local, "\(args)")
            #expect(order(run(args, "C"), local) == bytes, "\(args) in English")
        }
        for args in [["categories", "-O", "csv"], ["categories", "-O", "json"], ["balance", "-O", "json"]] {
            #expect(order(run(args, "vi_VN.UTF-8"), local) == bytes, "\(args)")
        }
    }
}
