import Testing
import TallyEditing
import TallyEngine
import TallyReports
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// Searching as people type: a pattern without diacritics ignores them, one
/// with diacritics matches them exactly, and decomposed text (NFD, as macOS
/// keyboards and terminals produce) is its composed form.
@Suite("query folding")
struct QueryFoldingTests {
    /// Transactions of Vietnamese, Polish, Italian, Korean and Chinese
    /// users; the sixth is written decomposed (NFD), as macOS writes it.
    static let text = """
    category Chi tiêu:Ăn uống  name:"Ăn uống"
    2026-03-01 * Bún chả Hương Liên | trưa  ; món: bún
        Chi tiêu:Ăn uống          45000 VND
        Tài sản:Tiền mặt
    2026-03-02 (HĐ-01) Tiền điện tháng 3
        Chi tiêu:Điện             350000 VND
        Tài sản:Ngân hàng
    2026-03-03 Żabka | żółty ser  ; sklep: Łódź
        Wydatki:Żywność               12 PLN
        Aktywa:Gotówka
    2026-03-04 Caffè Perché | caffè e cornetto
        Spese:Caffè                  3 EUR
        Attività:Contanti
    2026-03-05 김밥천국 | 점심
        지출:식비                   8000 KRW
        자산:현금
    2026-03-06 金龍飯店 | 午餐
        支出:餐饮                     50 CNY
        资产:现金
    2026-03-07 B\u{75}\u{300}n bò Huê\u{301}
        Chi tiêu:Ăn uống          40000 VND
        Tài sản:Tiền mặt
    2026-03-08 Bun bo
        Chi tiêu:Ăn uống          30000 VND
        Tài sản:Tiền mặt

    """

    static let journal = loadJournal(text)

    /// The descriptions of the transactions a query selects, once each.
    func descriptions(_ words: [String]) -> [String] {
        var seen: [String] = []
        for line in selected(Self.journal, words) {
            let d = String(line.split(separator: " / ")[0])
            if seen.last != d { seen.append(d) }
        }
        return seen
    }

    static let bunCha = "Bún chả Hương Liên | trưa"
    static let dien = "Tiền điện tháng 3"
    static let zabka = "Żabka | żółty ser"
    static let caffe = "Caffè Perché | caffè e cornetto"
    static let kimbap = "김밥천국 | 점심"
    static let jinlong = "金龍飯店 | 午餐"
    static let bunBoHue = "B\u{75}\u{300}n bò Huê\u{301}"
    static let bunBo = "Bun bo"

    @Test("Vietnamese: plain words find marked text; marked words find only those marks")
    func vietnamese() {
        #expect(descriptions(["desc:bun cha"]) == [Self.bunCha])
        #expect(descriptions(["desc:BUN CHA"]) == [Self.bunCha])
        #expect(descriptions(["desc:bun"]) == [Self.bunCha, Self.bunBoHue, Self.bunBo])
        #expect(descriptions(["desc:bún"]) == [Self.bunCha])
        #expect(descriptions(["desc:bùn"]) == [Self.bunBoHue])
        #expect(descriptions(["desc:BÚN CHẢ"]) == [Self.bunCha])
        #expect(descriptions(["desc:bún chà"]).isEmpty)
        #expect(descriptions(["desc:dien"]) == [Self.dien])
        #expect(descriptions(["desc:điện"]) == [Self.dien])
        #expect(descriptions(["desc:diện"]).isEmpty)
        #expect(descriptions(["desc:hue"]) == [Self.bunBoHue])
    }

    @Test("Polish and Italian")
    func polishAndItalian() {
        #expect(descriptions(["desc:zolty"]) == [Self.zabka])
        #expect(descriptions(["desc:ŻÓŁTY"]) == [Self.zabka])
        #expect(descriptions(["desc:zółty"]).isEmpty)
        #expect(descriptions(["desc:zabka"]) == [Self.zabka])
        #expect(descriptions(["desc:perche"]) == [Self.caffe])
        #expect(descriptions(["desc:perché"]) == [Self.caffe])
        #expect(descriptions(["desc:perchè"]).isEmpty)
        #expect(descriptions(["note:caffe e"]) == [Self.caffe])
    }

    @Test("Korean and Chinese are compared as written, Hangul jamo as syllables")
    func koreanAndChinese() {
        #expect(descriptions(["desc:김밥"]) == [Self.kimbap])
        // 김밥 typed as jamo.
        #expect(descriptions(["desc:\u{1100}\u{1175}\u{11B7}\u{1107}\u{1161}\u{11B8}"]) == [Self.kimbap])
        #expect(descriptions(["payee:金龍"]) == [Self.jinlong])
        #expect(descriptions(["payee:金龙"]).isEmpty)
        #expect(descriptions(["note:午餐"]) == [Self.jinlong])
        #expect(descriptions(["식비"]) == [Self.kimbap])
    }

    @Test("decomposed patterns find composed text, and composed patterns decomposed text")
    func decomposed() {
        // NFD pattern, NFC journal; in both kinds of pattern.
        #expect(descriptions(["desc:Bu\u{301}n cha\u{309}"]) == [Self.bunCha])
        #expect(descriptions(["desc:z\u{307}o\u{301}\u{142}ty"]) == [Self.zabka])
        // NFC pattern, NFD journal.
        #expect(descriptions(["desc:bùn bò huế"]) == [Self.bunBoHue])
        #expect(descriptions(["desc:bun bo hue"]) == [Self.bunBoHue])
        #expect(descriptions(["desc:huề"]).isEmpty)
    }

    @Test("payee:, note:, code:, tag: and not:desc:")
    func otherTextTerms() {
        #expect(descriptions(["payee:huong lien"]) == [Self.bunCha])
        #expect(descriptions(["payee:trua"]).isEmpty)
        #expect(descriptions(["note:trua"]) == [Self.bunCha])
        #expect(descriptions(["note:trưa"]) == [Self.bunCha])
        #expect(descriptions(["note:trứa"]).isEmpty)
        #expect(descriptions(["code:hd"]) == [Self.dien])
        #expect(descriptions(["code:hđ"]) == [Self.dien])
        #expect(descriptions(["tag:mon=bun"]) == [Self.bunCha])
        #expect(descriptions(["tag:món=bún"]) == [Self.bunCha])
        #expect(descriptions(["tag:sklep=lodz"]) == [Self.zabka])
        #expect(descriptions(["tag:sklep=łodz"]).isEmpty)
        #expect(descriptions(["not:desc:bun", "not:desc:zolty", "not:desc:caffe", "not:desc:김밥", "not:desc:金"]) == [Self.dien])
        #expect(descriptions(["not:desc:bún", "desc:bun"]) == [Self.bunBoHue, Self.bunBo])
    }

    @Test("account patterns: acct:, bare words, anchors, regular expressions, categories")
    func accounts() {
        #expect(selected(Self.journal, ["acct:tien mat"]).count == 3)
        #expect(selected(Self.journal, ["acct:tiền mặt"]).count == 3)
        #expect(selected(Self.journal, ["acct:tiên mặt"]).isEmpty)
        #expect(selected(Self.journal, ["acct:zywnosc"]) == [Self.zabka + " / Wydatki:Żywność"])
        #expect(selected(Self.journal, ["an uong"]).count == 3)
        #expect(selected(Self.journal, ["ăn uống"]).count == 3)
        #expect(selected(Self.journal, ["^chi tieu:dien$"]) == [Self.dien + " / Chi tiêu:Điện"])
        #expect(selected(Self.journal, ["^chi tieu:an$"]).isEmpty)
        #expect(selected(Self.journal, ["acct:^spese:caffe"]) == [Self.caffe + " / Spese:Caffè"])
        #expect(selected(Self.journal, ["acct:gotowka$"]) == [Self.zabka + " / Aktywa:Gotówka"])
        #expect(selected(Self.journal, ["acct:식비"]) == [Self.kimbap + " / 지출:식비"])
        // A regular expression without diacritics also reads the name without them.
        #expect(selected(Self.journal, ["/^chi tieu:(an|dien)/"]).count == 4)
        #expect(selected(Self.journal, ["/ĂN UỐNG$/"]).count == 3)
        #expect(selected(Self.journal, ["/ăn uống$/"]).count == 3)
        #expect(selected(Self.journal, ["/a\u{306}n uo\u{302}\u{301}ng$/"]).count == 3)
        #expect(selected(Self.journal, ["/ăn uông$/"]).isEmpty)
        #expect(selected(Self.journal, ["cat:an uong"]).count == 3)
        #expect(selected(Self.journal, ["cat:ăn uống"]).count == 3)
        #expect(selected(Self.journal, ["not:acct:tien", "not:acct:chi tieu", "acct:ngan hang"]) == [Self.dien + " / Tài sản:Ngân hàng"])
        #expect(selected(Self.journal, ["not:acct:ngân", "acct:ngan hang"]).isEmpty)
        #expect(selected(Self.journal, ["not:acct:ngàn", "acct:ngan hang"]) == [Self.dien + " / Tài sản:Ngân hàng"])
    }

    @Test("budgets, --account checks and query notes compare names the same way")
    func otherAccountPatternUsers() {
        var q = ReportQuery(today: reportToday)
        q.accountPatterns = ["tien mat"]
        #expect(QueryCheck.problem(q, accountOptions: ["tien mat", "zywnosc", "Điện"], journal: Self.journal) == nil)
        #expect(QueryCheck.problem(q, accountOptions: ["tiên"], journal: Self.journal)?.message == "no account name contains 'tiên'")
        #expect(QueryNotes.anyPosting(q, Self.journal))
    }

    @Test("a journal in plain ASCII is matched as before")
    func ascii() {
        let j = loadJournal("2026-01-01 Corner Cafe\n    Expenses:Coffee  3 USD\n    Assets:Cash\n2026-01-02 CAFÉ\n    Expenses:Coffee  3 USD\n    Assets:Cash\n")
        #expect(selected(j, ["desc:cafe"]).count == 4)
        #expect(selected(j, ["desc:café"]).count == 2)
        #expect(selected(j, ["desc:CORNER"]).count == 2)
        #expect(selected(j, ["coffee"]).count == 2)
    }

    @Test("register desc:\"bun cha\" on the command line")
    func commandLine() {
        let journal = """
        2026-03-01 Bún chả Hương Liên
            Chi tiêu:Ăn uống          45000 VND
            Tài sản:Tiền mặt
        2026-03-02 Bun bo
            Chi tiêu:Ăn uống          30000 VND
            Tài sản:Tiền mặt
        2026-03-03 Bu\u{301}n cha\u{309} Ha\u{300} Nô\u{323}i
            Chi tiêu:Ăn uống          50000 VND
            Tài sản:Tiền mặt

        """
        let fs = MemoryFileSystem(["main.journal": journal])
        let plain = Harness.run(["register", "-f", "main.journal", "desc:bun cha"], fileSystem: fs)
        #expect(plain.status == 0)
        #expect(plain.stdout == """
        2026-03-01 Bún chả Hương Liên Chi tiêu:Ăn uống  45000 VND  45000 VND
                                      Tài sản:Tiền mặt -45000 VND          0
        2026-03-03 Bún chả Hà Nội     Chi tiêu:Ăn uống  50000 VND  50000 VND
                                      Tài sản:Tiền mặt -50000 VND          0

        """, "\(plain.stdout)\(plain.stderr)")
        let marked = Harness.run(["register", "-f", "main.journal", "desc:Bún Chả", "acct:an uong"], fileSystem: fs)
        #expect(marked.stdout == """
        2026-03-01 Bún chả Hương Liên Chi tiêu:Ăn uống  45000 VND  45000 VND
        2026-03-03 Bún chả Hà Nội     Chi tiêu:Ăn uống  50000 VND  95000 VND

        """, "\(marked.stdout)\(marked.stderr)")
        let none = Harness.run(["register", "-f", "main.journal", "desc:bùn"], fileSystem: fs)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.contains("no description matches 'desc:bùn'"))
    }

    @Test("add's history finds a description typed without its marks")
    func addHistory() {
        let history = EntryHistory(Self.journal)
        #expect(history.example(for: "bun cha huong lien | trua")?.description == Self.bunCha)
        #expect(history.example(for: "Bu\u{301}n cha\u{309} Hương Liên")?.description == Self.bunCha)
        #expect(history.descriptions(startingWith: "zab") == [Self.zabka])
    }
}
