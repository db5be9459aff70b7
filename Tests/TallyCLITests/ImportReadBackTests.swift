import Testing
@testable import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// What `import` writes reads back as the rows it came from: a description
/// that starts like a code or a status mark stays the description (so a
/// second import of the statement finds it), one that cannot be written is
/// refused with its row, and a dry run never prints text that would not
/// read back.
@Suite struct ImportReadBackTests {
    static let rules = """
    skip 1
    fields date, description, amount
    currency EUR
    account1 assets:bank

    """

    static let journal = """
    2026-01-01 Opening
        assets:bank            100.00 EUR
        equity:opening

    """

    @Test(arguments: ["(Refund) Amazon", "*SQ COFFEE", "! urgent", "(1042) (x) shop"])
    func aDescriptionLikeACodeOrMarkReadsBackAndIsFoundAgain(_ description: String) {
        let s = Scratch(["main.journal": Self.journal, "bank.csv": "Date,Text,Amount\n2026-01-05,\(description),-3.50\n", "bank.csv.rules": Self.rules])
        let first = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(first.status == 0, "\(first.stderr)")
        let written = s.text("main.journal")
        // No status and no code came from the description: date, status, code, description.
        let exported = s.run(["export", "-f", s.path("main.journal"), "-O", "csv"])
        #expect(exported.stdout.contains("\n2026-01-05,,,\(description),"), "\(exported.stdout)")
        let printed = s.run(["print", "-f", s.path("main.journal")])
        #expect(printed.stdout.contains("2026-01-05 () \(description)\n"), "\(printed.stdout)")
        let second = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(s.text("main.journal") == written, "the second import added the row again")
        #expect(s.run(["check", "-f", s.path("main.journal")]).status == 0)
    }

    @Test func aDescriptionWithASemicolonIsRefusedWithItsRow() {
        let s = Scratch(["main.journal": Self.journal, "bank.csv": "Date,Text,Amount\n2026-01-05,tea,-1\n2026-01-06,x ; y,-3.50\n", "bank.csv.rules": Self.rules])
        let r = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(r.status == 1)
        #expect(r.stderr.contains("statement line 3: the description 'x ; y' holds ';'"), "\(r.stderr)")
        #expect(s.text("main.journal") == Self.journal)
        let dry = s.run(["import", s.path("bank.csv"), "--dry-run"])
        #expect(dry.status == 1)
        #expect(dry.stdout.isEmpty)
        let vi = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal"), "--lang", "vi"])
        #expect(vi.stderr.contains("dòng 3 của sao kê"), "\(vi.stderr)")
    }

    /// Rules that make a transaction the journal would not take: the dry
    /// run fails with the reason, as the import into a journal does.
    @Test(arguments: [
        ("fields date, amount1\ncurrency EUR\naccount1 assets:bank\n", "Date,Amount\n2026-01-05,-3.50\n"),
        ("fields date, balance\ncurrency EUR\naccount1 assets:bank\n", "Date,Balance\n2026-01-05,96.50\n"),
        ("fields date, amount, description\ncurrency EUR\naccount1 assets:bank\naccount3 expenses:a\naccount4 expenses:b\n",
         "Date,Amount,Text\n2026-01-05,-3.50,shop\n"),
    ])
    func aDryRunThatWouldNotReadBackFails(_ rules: String, _ statement: String) {
        let s = Scratch(["main.journal": Self.journal, "bank.csv": "x\n" + statement, "bank.csv.rules": "skip 2\n" + rules])
        let dry = s.run(["import", s.path("bank.csv"), "--dry-run"])
        #expect(dry.status == 1, "\(dry.stdout)")
        #expect(dry.stderr.contains("error"), "\(dry.stderr)")
        let into = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal"), "--dry-run"])
        #expect(into.status == 1, "\(into.stdout)")
        let real = s.run(["import", s.path("bank.csv"), "-f", s.path("main.journal")])
        #expect(real.status == 1)
        #expect(s.text("main.journal") == Self.journal)
    }

    /// The dry run that passes prints text `check -f -` takes.
    @Test func aDryRunPrintsTextThatReadsBack() {
        let s = Scratch(["bank.csv": "Date,Text,Amount\n2026-01-05,(Refund) Amazon,3.50\n2026-01-06,*SQ COFFEE,-2\n", "bank.csv.rules": Self.rules])
        let dry = s.run(["import", s.path("bank.csv"), "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(Harness.run(["check", "-f", "-"], stdin: dry.stdout).status == 0)
        let exported = Harness.run(["export", "-f", "-", "-O", "csv"], stdin: dry.stdout)
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("2026-01-05,,,(Refund) Amazon,") && exported.stdout.contains("2026-01-06,,,*SQ COFFEE,"), "\(exported.stdout)")
    }
}
