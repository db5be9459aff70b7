import Testing
import TallyCLITestSupport
import TallyTestSupport

/// `tally reconcile --mark`: clears exactly the postings it listed, one
/// `* ` each, keeps every other byte, and refuses when the statement is not
/// explained.
@Suite("reconcile writes")
struct ReconcileCommandTests {
    static let hledger = Subprocess.find(["hledger"])

    static let journal = """
        ; November, from the bank's app
        commodity $1,000.00

        2026-11-01 * Opening
            Assets:Checking    $1,000.00
            Equity:Opening

        2026-11-05 Grocery store  ; typed on the phone
            Expenses:Food    $100.00
            Assets:Checking

        2026-11-10 ! Coffee
            Expenses:Food    $4.50
            Assets:Checking   ; card

        2026-11-12 Transfer to savings
            Assets:Savings    $200.00
            \tAssets:Checking

        2026-12-02 Rent
            Expenses:Rent    $500.00
            Assets:Checking

        """

    @Test("--mark clears the listed postings on the account alone, with one '* ' each, and nothing else")
    func marks() throws {
        let s = Scratch(["bank.ledger": Self.journal])
        let r = s.run(["reconcile", "checking", "-f", s.path("bank.ledger"), "--date", "2026-11-30", "--balance", "695.50", "--mark"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix("Marked 3 postings cleared in \(s.path("bank.ledger")).\n"), "\(r.stdout)")
        let expected = Self.journal
            .replacing("    Expenses:Food    $100.00\n    Assets:Checking\n", with: "    Expenses:Food    $100.00\n    * Assets:Checking\n")
            .replacing("    Assets:Checking   ; card", with: "    * Assets:Checking   ; card")
            .replacing("    \tAssets:Checking", with: "    \t* Assets:Checking")
        #expect(s.text("bank.ledger") == expected)
        // December's rent, after the statement's date, and the other side of
        // the transfer are as they were; the account now agrees.
        let again = s.run(["reconcile", "checking", "-f", s.path("bank.ledger"), "--date", "2026-11-30", "--balance", "695.50"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("The cleared balance agrees with the statement.\n"))
        let savings = s.run(["reconcile", "savings", "-f", s.path("bank.ledger"), "--date", "2026-11-30"])
        #expect(savings.stdout.contains("Not cleared (1 posting)\n"), "\(savings.stdout)")
        #expect(s.run(["check", "-f", s.path("bank.ledger")]).status == 0)
    }

    @Test("a statement the postings do not explain: --mark writes nothing and says how much is left", arguments: ["700", "$1,000,000.00"])
    func refuses(_ balance: String) {
        let s = Scratch(["bank.ledger": Self.journal])
        let r = s.run(["reconcile", "checking", "-f", s.path("bank.ledger"), "--date", "2026-11-30", "--balance", balance, "--mark"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("tally reconcile: error: not marking: with every posting cleared, the cleared balance would still differ from the statement by $"), "\(r.stderr)")
        #expect(s.text("bank.ledger") == Self.journal)
    }

    @Test("on a terminal it asks; 'n' writes nothing, 'y' marks")
    func asks() {
        let s = Scratch(["bank.ledger": Self.journal])
        let no = ScriptedReader(["n"])
        #expect(s.run(["reconcile", "checking", "-f", s.path("bank.ledger"), "--date", "2026-11-30", "--balance", "695.50"], reader: no).status == 1)
        #expect(no.prompts == ["Mark 3 postings cleared? [y/N] "])
        #expect(s.text("bank.ledger") == Self.journal)
        let yes = ScriptedReader(["y"])
        #expect(s.run(["reconcile", "checking", "-f", s.path("bank.ledger"), "--date", "2026-11-30", "--balance", "695.50"], reader: yes).status == 0)
        #expect(s.text("bank.ledger") != Self.journal)
    }

    @Test("a balance in a commodity the journal lacks is refused in the user's language, the file untouched")
    func unknownCommodity() {
        let text = "2026-11-01 x\n    Assets:Cash  5 USD\n    Equity\n"
        let s = Scratch(["j.ledger": text])
        let r = Harness.run(["reconcile", "cash", "-f", s.path("j.ledger"), "--date", "2026-11-30", "--balance", "5 XYZ", "--mark"],
                            environment: ["LANG": "vi_VN.UTF-8"])
        #expect(r.status == 2)
        #expect(r.stderr == "tally: lỗi: sổ không có loại tiền 'XYZ'\n  gợi ý: hãy viết số dư bằng loại tiền của tài khoản\n", "\(r.stderr)")
        #expect(s.text("j.ledger") == text)
    }

    @Test("a posting in an included file is marked there")
    func included() {
        let s = Scratch(["main.ledger": "include november.ledger\n", "november.ledger": Self.journal])
        let r = s.run(["reconcile", "checking", "-f", s.path("main.ledger"), "--date", "2026-11-30", "--balance", "695.50", "--mark"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.text("main.ledger") == "include november.ledger\n")
        #expect(s.text("november.ledger").split(separator: "* Assets:Checking", omittingEmptySubsequences: false).count == 4)
    }

    @Test("hledger reads the marks: its cleared balance is the statement's",
          .enabled(if: hledger != nil, "hledger is not installed (apt-get install hledger); the read-back is skipped"))
    func hledgerAgrees() throws {
        let hledger = try #require(Self.hledger)
        let s = Scratch(["bank.ledger": Self.journal])
        #expect(s.run(["reconcile", "checking", "-f", s.path("bank.ledger"), "--date", "2026-11-30", "--balance", "695.50", "--mark"]).status == 0)
        let h = Subprocess.run(hledger, ["-f", s.path("bank.ledger"), "bal", "-C", "checking", "-e", "2026-12-01", "--flat", "--no-total"])
        #expect(h.status == 0, "\(h.output)")
        #expect(h.output.contains("$695.50  Assets:Checking"), "\(h.output)")
    }
}
