import Testing
import TallyTestSupport

/// `import` against payments already in the journal: a row whose account
/// and amount a transaction has within the window is that transaction
/// (marked cleared, tagged with the row), not a second one.
@Suite("import matches payments already in the journal")
struct ImportMatchingTests {
    static let hledger = Subprocess.find(["hledger"])

    static let journal = """
        commodity 1.000.000 VND

        2026-11-01 * Lương
            Tài sản:Vietcombank    10.000.000 VND
            Thu nhập:Lương

        2026-11-02 Sách TOEIC
            Chi tiêu:Sách    250.000 VND
            Tài sản:Vietcombank

        2026-11-08 Cà phê
            Chi tiêu:Ăn uống    30.000 VND
            Tài sản:Vietcombank

        2026-11-10 Phở
            Chi tiêu:Ăn uống    45.000 VND
            Tài sản:Vietcombank

        2026-11-10 Bún chả
            Chi tiêu:Ăn uống    45.000 VND
            Tài sản:Vietcombank

        """

    static let bankRules = """
        skip 1
        fields date, description, amount
        date-format %d/%m/%Y
        currency VND
        account1 Tài sản:Vietcombank
        if MoMo
          account2 Tài sản:MoMo

        """

    static let walletRules = """
        skip 1
        fields date, description, amount
        date-format %d/%m/%Y
        currency VND
        account1 Tài sản:MoMo

        """

    /// The book on the 2nd is on the statement on the 5th (3 days later);
    /// the coffee on the 8th is on the statement on the 12th (4 days: too far).
    static let bank = """
        Ngày,Mô tả,Số tiền
        05/11/2026,Thanh toán QR - Nhà sách Fahasa,-250000
        12/11/2026,Thanh toán QR - Highlands,-30000
        20/11/2026,Grab,-60000

        """

    func scratch(_ extra: [String: String] = [:]) -> Scratch {
        var files = ["j.ledger": Self.journal, "vcb.csv": Self.bank, "vcb.csv.rules": Self.bankRules]
        for (k, v) in extra { files[k] = v }
        return Scratch(files)
    }

    @Test("a row within 3 days of a hand entry with its account and amount clears that entry; the others are added; a second import changes nothing")
    func matchesHandEntries() {
        let s = scratch()
        let r = s.run(["import", s.path("vcb.csv"), "-f", s.path("j.ledger"), "--yes"])
        #expect(r.status == 0, "\(r.stderr)")
        let text = s.text("j.ledger")
        #expect(text.contains("2026-11-02 Sách TOEIC\n    Chi tiêu:Sách    250.000 VND\n    * Tài sản:Vietcombank\n      ; import:"), "\(text)")
        // The coffee was 4 days before its row: a new transaction, and the typed one stays.
        #expect(text.contains("2026-11-12 Thanh toán QR - Highlands\n"))
        #expect(text.contains("2026-11-08 Cà phê\n    Chi tiêu:Ăn uống    30.000 VND\n    Tài sản:Vietcombank\n"))
        #expect(!text.contains("Nhà sách Fahasa"))
        #expect(r.stderr.contains("1 row already in the journal under another description, marked cleared:\n    2026-11-05 Thanh toán QR - Nhà sách Fahasa → 2026-11-02 Sách TOEIC (line 7)\n"), "\(r.stderr)")
        let once = s.text("j.ledger")
        let again = s.run(["import", s.path("vcb.csv"), "-f", s.path("j.ledger"), "--yes"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("3 already in the journal (skipped)"), "\(again.stderr)")
        #expect(s.text("j.ledger") == once)
        #expect(s.run(["check", "-f", s.path("j.ledger")]).status == 0)
        // Spending counts the book once.
        let books = s.run(["balance", "-f", s.path("j.ledger"), "--flat", "-O", "csv", "Sách"])
        #expect(books.stdout.contains("Chi tiêu:Sách,VND,250000\n"), "\(books.stdout)")
    }

    @Test("--match-days widens or turns off the window")
    func window() {
        let s = scratch()
        #expect(s.run(["import", s.path("vcb.csv"), "-f", s.path("j.ledger"), "--yes", "--match-days", "4"]).status == 0)
        #expect(!s.text("j.ledger").contains("Highlands"))
        let t = scratch()
        #expect(t.run(["import", t.path("vcb.csv"), "-f", t.path("j.ledger"), "--yes", "--match-days", "0"]).status == 0)
        #expect(t.text("j.ledger").contains("Nhà sách Fahasa"))
        #expect(t.run(["import", t.path("vcb.csv"), "-f", t.path("j.ledger"), "--match-days", "x"]).status == 2)
    }

    @Test("two alike candidates: the row is left out and listed, exit 1; --interactive chooses")
    func ambiguous() {
        let s = scratch(["vcb.csv": "Ngày,Mô tả,Số tiền\n10/11/2026,Thanh toán QR - Quán ăn,-45000\n"])
        let r = s.run(["import", s.path("vcb.csv"), "-f", s.path("j.ledger"), "--yes"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("1 row left out, as more than one transaction could be it:\n    2026-11-10 Thanh toán QR - Quán ăn → 2026-11-10 Phở (line 15); 2026-11-10 Bún chả (line 19)\n"), "\(r.stderr)")
        #expect(s.text("j.ledger") == Self.journal)
        let reader = ScriptedReader(["2", "y"])
        let chosen = s.run(["import", s.path("vcb.csv"), "-f", s.path("j.ledger"), "--interactive"], reader: reader)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(s.text("j.ledger").contains("2026-11-10 Bún chả\n    Chi tiêu:Ăn uống    45.000 VND\n    * Tài sản:Vietcombank\n      ; import:"))
        #expect(s.text("j.ledger").contains("2026-11-10 Phở\n    Chi tiêu:Ăn uống    45.000 VND\n    Tài sản:Vietcombank\n"))
    }

    @Test("a top-up on both statements is one transfer, whichever is imported first", arguments: [true, false])
    func transfer(bankFirst: Bool) {
        let s = scratch(["vcb.csv": "Ngày,Mô tả,Số tiền\n06/11/2026,Nạp tiền ví MoMo,-500000\n",
                         "momo.csv": "Ngày,Mô tả,Số tiền\n06/11/2026,Nạp tiền từ Vietcombank,500000\n07/11/2026,Trà sữa,-35000\n",
                         "momo.csv.rules": Self.walletRules])
        let order = bankFirst ? ["vcb.csv", "momo.csv"] : ["momo.csv", "vcb.csv"]
        for statement in order {
            let r = s.run(["import", s.path(statement), "-f", s.path("j.ledger"), "--yes"])
            #expect(r.status == 0, "\(statement): \(r.stderr)")
        }
        let text = s.text("j.ledger")
        #expect(text.split(separator: "Nạp tiền", omittingEmptySubsequences: false).count == 2, "\(text)")
        // The wallet holds the top-up less the tea; the bank lost the top-up once.
        let b = s.run(["balance", "-f", s.path("j.ledger"), "--flat", "-O", "csv", "Tài sản"])
        #expect(b.stdout.contains("Tài sản:MoMo,VND,465000\n"), "\(b.stdout)\n\(text)")
        #expect(b.stdout.contains("Tài sản:Vietcombank,VND,9130000\n"), "\(b.stdout)\n\(text)")
        #expect(!text.contains("unknown    -500") && !text.contains("unknown    500"), "\(text)")
        #expect(s.run(["check", "-f", s.path("j.ledger")]).status == 0)
    }

    @Test("a matched transaction in an included file is marked there")
    func included() {
        let s = scratch(["main.ledger": "include j.ledger\n"])
        let r = s.run(["import", s.path("vcb.csv"), "-f", s.path("main.ledger"), "--yes"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("j.ledger").contains("    * Tài sản:Vietcombank\n      ; import:"))
        #expect(s.text("main.ledger").hasPrefix("include j.ledger\n"))
        #expect(s.text("main.ledger").contains("Grab"))
    }

    @Test("--dry-run lists the matches and writes nothing")
    func dryRun() {
        let s = scratch()
        let r = s.run(["import", s.path("vcb.csv"), "-f", s.path("j.ledger"), "--dry-run"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("→ 2026-11-02 Sách TOEIC (line 7)"))
        #expect(!r.stdout.contains("Fahasa"))
        #expect(s.text("j.ledger") == Self.journal)
    }

    @Test("hledger reads the marked journal to the same balances",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the read-back is skipped"))
    func hledgerAgrees() throws {
        let hledger = try #require(Self.hledger)
        let s = scratch()
        #expect(s.run(["import", s.path("vcb.csv"), "-f", s.path("j.ledger"), "--yes"]).status == 0)
        // hledger wants a decimal mark in a commodity directive: read the plain print.
        s.write("plain.journal", s.run(["print", "--plain", "-f", s.path("j.ledger")]).stdout)
        let h = Subprocess.run(hledger, ["-f", s.path("plain.journal"), "bal", "-C", "Vietcombank", "--flat", "--no-total"])
        #expect(h.status == 0, "\(h.output)")
        // Cleared: the salary and the book.
        #expect(h.output.contains("9750000 VND  Tài sản:Vietcombank"), "\(h.output)")
    }
}
