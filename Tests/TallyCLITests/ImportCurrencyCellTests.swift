import Testing
import TallyTestSupport

/// Statement cells in the table's spellings book the rules' currency.
@Suite("import reads currency cells with the table")
struct ImportCurrencyCellTests {
    static let rules = """
    skip 1
    fields date, description, amount
    date-format %d/%m/%Y
    currency VND
    account1 Assets:MoMo
    account2 Expenses:Food

    """
    static let journal = "commodity 1.000.000 VND\naccount Assets:MoMo\naccount Expenses:Food\n"

    @Test("a MoMo cell -45.000đ under currency VND books 45,000 VND")
    func dongCell() {
        let s = Scratch(["main.journal": Self.journal, "momo.csv": "Date,Text,Amount\n01/11/2026,Bún chả,-45.000đ\n02/11/2026,Cà phê,\"-25.000 ₫\"\n", "momo.csv.rules": Self.rules])
        let r = s.run(["import", s.path("momo.csv"), "-f", s.path("main.journal")])
        #expect(r.status == 0, "\(r.stderr)")
        let after = s.text("main.journal").split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(after.contains("Assets:MoMo -45.000 VND"), "\(after)")
        #expect(after.contains("Assets:MoMo -25.000 VND"), "\(after)")
        #expect(!s.text("main.journal").contains("đ\n") && !s.text("main.journal").contains("₫"))
        #expect(s.run(["check", "-f", s.path("main.journal")]).status == 0)
    }

    @Test("a cell $5 under currency VND is refused naming the row, and nothing is written")
    func dollarCell() {
        let s = Scratch(["main.journal": Self.journal, "momo.csv": "Date,Text,Amount\n01/11/2026,Bún chả,-45.000đ\n02/11/2026,Coffee,$5\n", "momo.csv.rules": Self.rules])
        let r = s.run(["import", s.path("momo.csv"), "-f", s.path("main.journal")])
        #expect(r.status != 0)
        #expect(r.stderr.contains("momo.csv:3"), "\(r.stderr)")
        #expect(r.stderr.contains("'$5' is in USD, but the rules say currency VND"), "\(r.stderr)")
        #expect(s.text("main.journal") == Self.journal)
    }
}

