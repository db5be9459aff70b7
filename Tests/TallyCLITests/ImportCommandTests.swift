#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// `tally import` into journals on disk: what it appends, what it skips,
/// and that a refused import leaves every byte alone.
@Suite("import")
struct ImportCommandTests {
    static let rules = """
    skip 1
    fields date, description, amount, ref
    date-format %d/%m/%Y
    currency EUR
    account1 assets:bank
    code %ref

    if COFFEE|Café
      account2 expenses:coffee
    if SALARY
      account2 income:salary

    """

    static let journal = """
    account assets:bank       ; type: asset
    account expenses:coffee   ; type: expense
    account expenses:books    ; type: expense

    2024-02-28 Opening
        assets:bank            100.00 EUR
        equity:opening

    """

    static let march = """
    Date,Text,Amount,Ref
    01/03/2024,SALARY ACME,2000.00,R1
    02/03/2024,COFFEE BAR,-3.50,
    02/03/2024,COFFEE BAR,-3.50,

    """

    /// The same days and two more: one more coffee on the 2nd (three that
    /// day now) and a bookshop.
    static let marchLater = """
    Date,Text,Amount,Ref
    01/03/2024,SALARY ACME,2000.00,R1
    02/03/2024,COFFEE BAR,-3.50,
    02/03/2024,COFFEE BAR,-3.50,
    02/03/2024,COFFEE BAR,-3.50,
    05/03/2024,Bookshop Lan,-12.00,

    """

    static func scratch(_ statement: String, journal: String = journal, rules: String = rules) -> Scratch {
        Scratch(["main.journal": journal, "bank.csv": statement, "bank.csv.rules": rules])
    }

    static func transactions(_ text: String) -> Int {
        text.split(separator: "\n").filter { $0.first?.isNumber == true }.count
    }

    @Test("importing appends the rows after the last transaction and keeps every other byte")
    func appends() {
        let s = Self.scratch(Self.march)
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(r.status == 0, "\(r.stderr)")
        let after = s.text("main.journal")
        #expect(after.hasPrefix(Self.journal))
        #expect(Self.transactions(after) == 4)
        #expect(after.contains("2024-03-01 (R1) SALARY ACME"))
        #expect(r.stderr.contains("3 rows read, 3 transactions added"))
        #expect(s.run(["check", "-f", s.path("main.journal")]).status == 0)
    }

    @Test("a journal file that does not exist yet is created")
    func createsJournal() {
        let s = Scratch(["bank.csv": Self.march, "bank.csv.rules": Self.rules])
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("new.journal")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.transactions(s.text("new.journal")) == 3)
        #expect(s.text("new.journal").hasPrefix("2024-03-01 (R1) SALARY ACME\n"))
        #expect(s.run(["check", "-f", s.path("new.journal")]).status == 0)
    }

    @Test("importing the same statement twice adds nothing the second time")
    func twice() {
        let s = Self.scratch(Self.march)
        #expect(s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")]).status == 0)
        let once = s.bytes("main.journal")
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(s.bytes("main.journal") == once)
        #expect(r.stderr.contains("0 transactions"))
        #expect(r.stderr.contains("3 already in the journal"))
    }

    @Test("an overlapping newer statement adds only its new rows, counting equal rows on one day")
    func overlap() {
        let s = Self.scratch(Self.march)
        #expect(s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")]).status == 0)
        s.write("bank.csv", Self.marchLater)
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(r.status == 0, "\(r.stderr)")
        let after = s.text("main.journal")
        // Opening, salary, three coffees, the bookshop.
        #expect(Self.transactions(after) == 6)
        #expect(after.split(separator: "\n").filter { $0.hasSuffix("COFFEE BAR") }.count == 3)
        #expect(r.stderr.contains("2 transactions added"))
        #expect(r.stderr.contains("3 already in the journal"))
        // The same statements the other way round end the same.
        let t = Self.scratch(Self.marchLater)
        #expect(t.run(["import", t.path("bank.csv"), "-f", t.path("main.journal")]).status == 0)
        t.write("bank.csv", Self.march)
        #expect(t.run(["import", t.path("bank.csv"), "-f", t.path("main.journal")]).status == 0)
        #expect(Self.transactions(t.text("main.journal")) == 6)
    }

    @Test("--allow-duplicates adds rows the journal already holds")
    func allowDuplicates() {
        let s = Self.scratch(Self.march)
        #expect(s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")]).status == 0)
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal"), "--allow-duplicates"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.transactions(s.text("main.journal")) == 7)
    }

    @Test("a malformed row refuses the whole import and leaves the journal byte-identical",
          arguments: [("02/03/2024,COFFEE BAR,\"12,3,4\",\n", "bank.csv:3:23"), ("02/03/2024,COFFEE BAR,12,3,4\n", "bank.csv:3:1"), ("02/03/2024,COFFEE BAR\n", "bank.csv:3:"),
                      ("2024-03-02,COFFEE BAR,-3.50,\n", "bank.csv:3:1"), ("02/03/2024,\"COFFEE BAR,-3.50,\n", "bank.csv:3:12")])
    func malformed(_ row: String, _ place: String) {
        let s = Self.scratch("Date,Text,Amount,Ref\n01/03/2024,SALARY ACME,2000.00,R1\n" + row)
        let before = s.bytes("main.journal")
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(r.status == 1)
        #expect(r.stderr.contains(place), "\(r.stderr)")
        #expect(r.stderr.contains("nothing was written"))
        #expect(s.bytes("main.journal") == before)
    }

    @Test("amounts are written in the style of a 'decimal-mark ,' journal")
    func decimalComma() {
        let journal = """
        decimal-mark ,

        2024-02-28 Opening
            assets:bank          1.000,00 EUR
            equity:opening

        """
        let s = Self.scratch("Date,Text,Amount,Ref\n01/03/2024,SALARY ACME,\"2.000,50\",R1\n",
                             journal: journal, rules: Self.rules.replacingAll("currency EUR", with: "currency EUR\ndecimal-mark ,"))
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(r.status == 0, "\(r.stderr)")
        let after = s.text("main.journal")
        #expect(after.contains("2.000,50 EUR"), "\(after)")
        let balance = s.run(["-f", s.path("main.journal"), "balance", "--flat", "-O", "csv"])
        #expect(balance.stdout.contains("assets:bank,EUR,3000.50"), "\(balance.stdout)")
    }

    @Test("a row no rule maps takes the category last used for its description, and the summary lists it")
    func learned() {
        let journal = Self.journal + """

        2024-02-20 Bookshop Lan
            expenses:books          9.00 EUR
            assets:bank

        """
        let s = Self.scratch("Date,Text,Amount,Ref\n05/03/2024,BOOKSHOP LAN,-12.00,\n06/03/2024,Unknown shop,-1.00,\n07/03/2024,,-2.00,\n",
                             journal: journal)
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(r.status == 0, "\(r.stderr)")
        let after = s.text("main.journal")
        #expect(after.contains("2024-03-05 BOOKSHOP LAN\n    assets:bank"), "\(after)")
        let added = after.split(separator: "\n").drop { !$0.hasPrefix("2024-03-05") }.map(String.init)
        #expect(added.count >= 3 && added[2].hasPrefix("    expenses:books"), "\(added)")
        #expect(r.stderr.contains("1 categories guessed"))
        #expect(r.stderr.contains("2024-03-05 BOOKSHOP LAN → expenses:books"))
        // No earlier transaction, and no description: the unknown account.
        #expect(r.stderr.contains("2 to an unknown account"))
    }

    @Test("on a terminal it shows the transactions and asks first; 'n' writes nothing, --yes does not ask")
    func asks() {
        let s = Self.scratch(Self.march)
        let no = ScriptedReader(["n"])
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")], reader: no)
        #expect(r.status == 1)
        #expect(no.prompts.count == 1 && no.prompts[0].contains("Add these 3 transactions"))
        #expect(no.transcript.contains("2024-03-01 (R1) SALARY ACME"))
        #expect(s.text("main.journal") == Self.journal)
        let never = ScriptedReader([])
        #expect(s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal"), "--yes"], reader: never).status == 0)
        #expect(never.prompts.isEmpty)
        #expect(Self.transactions(s.text("main.journal")) == 4)
    }

    @Test("--rules-wizard asks which column is what, offering guesses, and writes rules that read the statement")
    func wizard() {
        let statement = "Bank export\n\nBuchungstag;Text;Betrag;Saldo\n15.03.2024;REWE Markt;-23,45;100,00\n16.03.2024;Gehalt;2.000,00;2.100,00\n"
        let s = Scratch(["konto.csv": statement])
        // Enter takes each guess.
        let reader = ScriptedReader(["", "", "", "", "", "EUR", "assets:bank:giro", ""])
        let r = s.run(["import", s.path("konto.csv"), "--rules-wizard"], reader: reader)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(reader.prompts.contains("Date format [%d.%m.%Y]: "), "\(reader.prompts)")
        #expect(reader.prompts.contains("Decimal mark (. or ,) [,]: "), "\(reader.prompts)")
        let rules = s.text("konto.csv.rules")
        #expect(rules.contains("skip 2\nseparator ;\n"), "\(rules)")
        let dry = s.run(["import", s.path("konto.csv"), "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("2024-03-16 Gehalt\n    assets:bank:giro"), "\(dry.stdout)")
        #expect(dry.stdout.contains("2000.00 EUR"), "\(dry.stdout)")
        // Not twice, and not without a terminal.
        #expect(s.run(["import", s.path("konto.csv"), "--rules-wizard"], reader: ScriptedReader([])).status == 2)
        #expect(s.run(["import", s.path("konto.csv"), "--rules-wizard", "--rules", s.path("other.rules")]).status == 2)
    }

    @Test("--dry-run without a journal prints transactions that read back on their own")
    func converter() {
        let s = Self.scratch(Self.march)
        let r = s.run(["import", s.path("bank.csv"), "--dry-run"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.transactions(r.stdout) == 3)
        let back = Harness.run(["-f", "-", "balance", "--flat", "-O", "csv"], stdin: r.stdout)
        #expect(back.status == 0)
        #expect(back.stdout.contains("assets:bank,EUR,1993.00"), "\(back.stdout)")
        #expect(s.text("main.journal") == Self.journal)
    }

    @Test("without --rules, the rules come from rules/NAME.rules beside the journal")
    func rulesFolder() {
        let s = Scratch(["main.journal": Self.journal, "bank-2024-03.csv": Self.march])
        #expect(s.run(["import", s.path("bank-2024-03.csv"), "-f", s.path("main.journal"), "--dry-run"]).status == 2)
        #expect(mkdir(s.path("rules"), 0o755) == 0)
        s.write("rules/bank.rules", Self.rules)
        s.write("rules/b.rules", "fields x\n")
        let r = s.run(["import", s.path("bank-2024-03.csv"), "-f", s.path("main.journal"), "--dry-run"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.transactions(r.stdout) == 3)
    }
}

extension String {
    func replacingAll(_ a: String, with b: String) -> String {
        split(separator: a, omittingEmptySubsequences: false).joined(separator: b)
    }
}

/// The ready rules in examples/import: each sample statement imports with
/// its rules, every row mapped, into a journal that then checks clean.
@Suite("import examples")
struct ImportExamplesTests {
    static let folder = Harness.repositoryRoot + "/examples/import"
    static let statements = Files.list(folder).filter { $0.hasSuffix(".csv") }

    @Test("there is a statement with rules for each common export")
    func present() {
        for name in ["vietnam-bank", "momo", "alipay", "alipay-gb18030", "wechat-pay", "korea-card", "italy-bank", "poland-bank", "pko-bank", "ing-bank", "revolut", "paypal"] {
            #expect(Self.statements.contains(name + ".csv"), "\(name).csv is missing")
            #expect(Files.exists(Self.folder + "/" + name + ".csv.rules"), "\(name).csv.rules is missing")
        }
    }

    @Test("each example imports cleanly", arguments: statements)
    func imports(_ name: String) throws {
        let dry = Harness.run(["import", Self.folder + "/" + name, "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(ImportCommandTests.transactions(dry.stdout) >= 3)
        #expect(!dry.stdout.contains(":unknown"), "\(name): a row fell to the unknown account:\n\(dry.stdout)")
        let back = Harness.run(["-f", "-", "check"], stdin: dry.stdout)
        #expect(back.status == 0, "\(name): \(back.stderr)")
        // Into a journal on disk, then again: the second import adds nothing.
        let s = Scratch(bytes: ["main.journal": Array("; money\n".utf8), "s.csv": try #require(Files.readBytes(Self.folder + "/" + name))])
        s.write("s.csv.rules", bytes: try #require(Files.readBytes(Self.folder + "/" + name + ".rules")))
        let first = s.run(["import", s.path("s.csv"), "-f", s.path("main.journal")])
        #expect(first.status == 0, "\(first.stderr)")
        let written = s.bytes("main.journal")
        #expect(s.run(["check", "-f", s.path("main.journal")]).status == 0)
        #expect(s.run(["import", s.path("s.csv"), "-f", s.path("main.journal")]).status == 0)
        #expect(s.bytes("main.journal") == written)
    }
}

/// Statements in other encodings: converted exactly, or refused at the
/// byte that is not text in the encoding the rules name.
@Suite("import: statement encodings")
struct ImportEncodingTests {
    static let folder = Harness.repositoryRoot + "/examples/import"

    @Test("a GB18030 Alipay bill imports to the same transactions as its UTF-8 copy")
    func gb18030() throws {
        let bytes = try #require(Files.readBytes(Self.folder + "/alipay-gb18030.csv"))
        #expect(!bytes.contains(0xEF), "the sample must really be GB18030, not UTF-8")
        let utf8 = Harness.run(["import", Self.folder + "/alipay.csv", "--dry-run"])
        let gb = Harness.run(["import", Self.folder + "/alipay-gb18030.csv", "--dry-run"])
        #expect(gb.status == 0, "\(gb.stderr)")
        #expect(gb.stdout == utf8.stdout)
        #expect(gb.stdout.contains("支付宝") || gb.stdout.contains("咖啡"), "\(gb.stdout)")
    }

    @Test("without an encoding rule, a GB18030 bill is refused with a hint naming the rule")
    func withoutRule() throws {
        let s = Scratch(bytes: ["s.csv": try #require(Files.readBytes(Self.folder + "/alipay-gb18030.csv"))])
        s.write("s.csv.rules", bytes: try #require(Files.readBytes(Self.folder + "/alipay.csv.rules")))
        let r = s.run(["import", s.path("s.csv"), "--dry-run"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("[csv-not-utf8]"), "\(r.stderr)")
        #expect(r.stderr.contains("encoding GB18030"), "\(r.stderr)")
    }

    @Test("a byte that is not text in the named encoding is an error at its line")
    func invalid() {
        // 0x81 0x20 starts a two-byte GB18030 sequence with an invalid second byte.
        let s = Scratch(bytes: ["s.csv": Array("2024-01-01,ok,1\n2024-01-02,".utf8) + [0x81, 0x20] + Array(",2\n".utf8)])
        s.write("s.csv.rules", "encoding GB18030\nfields date, description, amount\naccount1 assets:cash\ncurrency CNY\n")
        let r = s.run(["import", s.path("s.csv"), "--dry-run"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("s.csv:2:12"), "\(r.stderr)")
        #expect(r.stderr.contains("the statement is not GB18030 text (byte 0x81 here) [csv-invalid-encoding]"), "\(r.stderr)")
    }

    @Test("an encoding the system cannot convert is an error at the rule")
    func unknown() {
        let s = Scratch(["s.csv": "2024-01-01,ok,1\n"])
        s.write("s.csv.rules", "fields date, description, amount\nencoding KLINGON-8\naccount1 assets:cash\n")
        let r = s.run(["import", s.path("s.csv"), "--dry-run"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("s.csv.rules:2:10"), "\(r.stderr)")
        #expect(r.stderr.contains("[rules-unknown-encoding]"), "\(r.stderr)")
    }

    @Test("encoding UTF-8 is the same as no rule")
    func utf8() {
        let s = Scratch(["s.csv": "2024-01-01,café,1\n"])
        s.write("s.csv.rules", "encoding utf-8\nfields date, description, amount\naccount1 assets:cash\ncurrency EUR\n")
        let r = s.run(["import", s.path("s.csv"), "--dry-run"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("café"))
    }
}
