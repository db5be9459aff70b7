import Testing
import TallyEngine
import TallyCLITestSupport
import TallyTestSupport

/// A `commodity` line names how people type its currency (`; spellings:`,
/// or ledger's `alias`); `add`, `import`, `-X`, `reconcile` and plan lines
/// read those spellings, `init` writes them, and hledger still reads the file.
@Suite("commodity spellings")
struct CommoditySpellingTests {
    static let polish = """
        lang pl
        commodity 1 000,00 PLN  ; spellings: zł złote zlote
        commodity 1 000,00 EUR
            ; spellings: € euro, ojro
        account Aktywa:Gotówka    ; type: asset
        account Wydatki:Jedzenie  ; type: expense

        2026-11-01 * Otwarcie
            Aktywa:Gotówka    100,00 PLN
            Kapitał

        P 2026-11-01 EUR 4,25 PLN

        """

    @Test("a spelling only the journal declares is read by add, in any case, before or after the number", arguments: [
        (["Obiad", "12,50 złote", "jedzenie"], "12,50 PLN"),
        (["Obiad", "8", "ZLOTE", "jedzenie"], "8,00 PLN"),
        (["Obiad", "3 ojro", "jedzenie"], "3,00 EUR"),
        (["Obiad", "€3", "jedzenie"], "3,00 EUR"),
    ])
    func addReadsDeclaredSpellings(_ words: [String], _ written: String) throws {
        let s = Scratch(["j.ledger": Self.polish])
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28"] + words)
        #expect(r.status == 0, "\(words): \(r.stderr)")
        let text = s.text("j.ledger")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let at = try #require(lines.firstIndex(of: "2026-11-28 Obiad"), "\(text)")
        #expect(EntrySpellingTests.normalized(lines[at...].prefix(3).joined(separator: "\n")) == "2026-11-28 Obiad\nWydatki:Jedzenie \(written)\nAktywa:Gotówka",
                "\(words):\n\(text)")
        #expect(s.run(["check", "-f", s.path("j.ledger")]).status == 0)
    }

    @Test("the table and the declared spellings reach -X, budget and goal lines")
    func reportsAndPlans() {
        let text = Self.polish + """
            budget Wydatki:Jedzenie  1 200,00 zł monthly
            goal "Laptop"  4 000 złote  by 2027-06-01  account Aktywa:Gotówka

            2026-11-02 Obiad
                Wydatki:Jedzenie    42,50 PLN
                Aktywa:Gotówka

            """
        let s = Scratch(["j.ledger": text])
        let check = s.run(["check", "-f", s.path("j.ledger")])
        #expect(check.status == 0 && !check.stderr.contains("warning"), "\(check.stderr)")
        let budget = s.run(["budget", "-f", s.path("j.ledger"), "-p", "2026-11", "-O", "csv", "--today", "2026-11-28"])
        #expect(budget.stdout.contains("1200"), "\(budget.stdout)")
        #expect(!budget.stdout.contains("zł"), "\(budget.stdout)")
        let goals = s.run(["goals", "-f", s.path("j.ledger"), "--today", "2026-11-28"])
        #expect(goals.stdout.contains("4 000,00 PLN"), "\(goals.stdout)")
        let byCode = s.run(["balance", "-f", s.path("j.ledger"), "-X", "EUR", "Aktywa"])
        for typed in ["€", "euro", "ojro"] {
            let r = s.run(["balance", "-f", s.path("j.ledger"), "-X", typed, "Aktywa"])
            #expect(r.status == 0, "\(typed): \(r.stderr)")
            #expect(r.stdout == byCode.stdout && r.stdout.contains("EUR"), "\(typed): \(r.stdout)")
        }
        #expect(s.run(["commodities", "-f", s.path("j.ledger")]).stdout == "EUR\nPLN\n")
    }

    @Test("print and print --plain write the spellings back, and what they write reads back the same")
    func printKeepsSpellings() {
        let s = Scratch(["j.ledger": Self.polish])
        for args in [["print"], ["print", "--plain"]] {
            let r = s.run(args + ["-f", s.path("j.ledger")])
            #expect(r.stdout.contains("PLN  ; spellings: zł zlote złote\n"), "\(args): \(r.stdout)")
            #expect(r.stdout.contains("EUR  ; spellings: € euro ojro\n"), "\(args): \(r.stdout)")
            s.write("printed.ledger", r.stdout)
            let again = s.run(args + ["-f", s.path("printed.ledger")])
            #expect(again.stdout == r.stdout, "\(args)")
        }
    }

    @Test("a posting that writes a spelling is warned about, and counted apart as hledger does")
    func postingWithSpelling() {
        let text = Self.polish + """
            2026-11-02 Obiad
                Wydatki:Jedzenie    42,50 złote
                Aktywa:Gotówka

            """
        let s = Scratch(["j.ledger": text])
        let r = s.run(["check", "-f", s.path("j.ledger")])
        #expect(r.status == 0)
        #expect(r.stderr.contains("[commodity-spelling]") && r.stderr.contains("j.ledger:14:31: "), "\(r.stderr)")
        #expect(s.run(["commodities", "-f", s.path("j.ledger")]).stdout == "EUR\nPLN\nzłote\n")
    }

    @Test("one spelling for two commodities is an error at the second")
    func clash() {
        let s = Scratch(["j.ledger": "commodity PLN  ; spellings: zł\ncommodity EUR  ; spellings: € zł\n"])
        let r = s.run(["check", "-f", s.path("j.ledger")])
        #expect(r.status == 1)
        #expect(r.stderr.contains(":2:31: error: 'zł' is already a spelling of PLN"), "\(r.stderr)")
    }

    @Test("ledger's alias sub-directive is a spelling too, and makes the journal's own amounts read as the commodity")
    func ledgerAlias() {
        let s = Scratch(["j.ledger": "commodity VND\n    alias đ\n\n2026-11-01 x\n    a  20000 đ\n    b\n"])
        #expect(s.run(["balance", "-f", s.path("j.ledger"), "a"]).stdout.contains("20000 VND"))
        let r = s.run(["add", "-f", s.path("j.ledger"), "--today", "2026-11-28", "Phở", "45000đ", "a", "--from", "b"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("j.ledger").contains("2026-11-28 Phở\n    a  45000 VND\n    b\n"), "\(s.text("j.ledger"))")
    }

    @Test("import writes a statement's đ, ₫ and zł as the journal's commodity")
    func importRespells() {
        let s = Scratch([
            "j.ledger": "commodity 1.000.000 VND  ; spellings: ₫ đ\naccount Tài sản:Tiền mặt  ; type: asset\n",
            "s.csv": "date,desc,amount\n2026-11-20,Bun cha,-45.000đ\n2026-11-21,Luong,\"5.000.000 ₫\"\n",
            "s.csv.rules": "skip 1\nfields date, description, amount\naccount1 Tài sản:Tiền mặt\n",
        ])
        let r = s.run(["import", "-f", s.path("j.ledger"), s.path("s.csv")])
        #expect(r.status == 0, "\(r.stderr)")
        let text = s.text("j.ledger")
        let added = text.split(separator: "\n").dropFirst(2).joined(separator: "\n")
        #expect(added.contains("-45.000 VND") && added.contains("5.000.000 VND") && !added.contains("đ") && !added.contains("₫"), "\(text)")
        #expect(s.run(["commodities", "-f", s.path("j.ledger")]).stdout == "VND\n")
        // The second import finds both already there.
        let again = s.run(["import", "-f", s.path("j.ledger"), s.path("s.csv")])
        #expect(again.status == 0)
        #expect(s.text("j.ledger") == text)
    }

    @Test("init writes the chosen currency's ISO code with its spellings, styled as the language writes it", arguments: [
        ("pl_PL.UTF-8", "€", "commodity 1 000,00 EUR  ; spellings: € euro\n"),
        ("pl_PL.UTF-8", "zł", "commodity 1 000,00 PLN  ; spellings: zl zł złotych\n"),
        ("vi_VN.UTF-8", "đ", "commodity 1.000.000 VND  ; spellings: ₫ đ vnđ dong đồng\n"),
        ("zh_CN.UTF-8", "元", "commodity 1,000.00 CNY  ; spellings: ￥ 元 块 cn¥ rmb\n"),
        ("it_IT.UTF-8", "EUR", "commodity 1.000,00 EUR  ; spellings: € euro\n"),
        ("en_US.UTF-8", "$", "commodity $1,000.00\n"),
    ])
    func initWritesSpellings(_ lang: String, _ currency: String, _ line: String) throws {
        let s = Scratch([:])
        let r = Harness.run(["init", s.path("t.ledger"), "--currency", currency, "--today", "2026-11-28"], environment: ["LANG": lang])
        #expect(r.status == 0, "\(r.stderr)")
        let text = s.text("t.ledger")
        #expect(text.contains("\n" + line), "\(text)")
        // To hledger the spellings are a comment: it reads the line as it reads it without them.
        if let hledger = Subprocess.find(["hledger"]) {
            let bare = String(line.prefix { $0 != ";" }).trimmingBlanks() + "\n"
            s.write("with.journal", line + "\n2026-11-01 x\n    a  1\n    b\n")
            s.write("without.journal", bare + "\n2026-11-01 x\n    a  1\n    b\n")
            let with = Subprocess.run(hledger, ["-f", s.path("with.journal"), "bal"])
            let without = Subprocess.run(hledger, ["-f", s.path("without.journal"), "bal"])
            #expect(with.status == without.status && with.output == without.output, "\(line)")
        } else {
            print("CommoditySpellingTests: hledger is not installed; the comparison with hledger is skipped")
        }
    }
}
