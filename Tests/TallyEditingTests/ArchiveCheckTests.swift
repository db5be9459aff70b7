import Testing
@testable import TallyEditing
import TallyEngine
import TallySystem
import TallyTestSupport
import TallyValues

/// The check an archive plan passes before anything is written: a plan
/// whose new texts are changed after planning (as a wrong plan would be)
/// is refused, naming what it would change; one that reads the same passes.
@Suite("archive check")
struct ArchiveCheckTests {
    static let text = """
    commodity $1,000.00

    2025-12-01 * Opening
        Assets:Checking       $1,000.00
        Equity:Opening Balances

    2025-12-15 Grocer
        Expenses:Food            $50.00
        Liabilities:Card

    2026-01-02 (42) Coffee  ; morning
        ; at the corner
        Expenses:Food             $4.00  ; latte
        Assets:Checking

    2026-01-05 Euros
        Assets:Wallet          10 EUR @@ $12.00
        Assets:Checking

    2026-01-10=2026-01-11 Pay card
        Liabilities:Card         $50.00
        Assets:Checking

    """

    enum File { case main, archive }

    /// What the check says of the plan archiving `text` before 2026-01-01,
    /// with `old` replaced by `new` in one of the files it would write.
    static func problem(_ file: File, _ old: String, _ new: String, drop: Bool = false, text: String = text) -> String? {
        let folder = Files.temporaryDirectory()
        Files.write(folder + "/m.ledger", text)
        let fs = RealFileSystem()
        let inputs: [JournalInput] = [.path(folder + "/m.ledger")]
        let journal = JournalLoader(fileSystem: fs, today: Harness.fixedToday).load(inputs).journal
        let planner = ArchivePlanner(journal: journal, fileSystem: fs, today: Harness.fixedToday)
        guard case .success(var plan) = planner.plan(before: Day(year: 2026, month: 1, day: 1)!, archivePath: folder + "/a.ledger",
                                                     drop: drop, equity: nil) else { return "no plan" }
        switch file {
        case .main: plan.mainNew = replacing(plan.mainNew, old, new)
        case .archive: plan.archiveNew = replacing(plan.archiveNew, old, new)
        }
        let problem = plan.problem(before: journal, edit: JournalEdit(inputs: inputs, fileSystem: fs, today: Harness.fixedToday))
        return problem.map { $0.split(separator: folder + "/", omittingEmptySubsequences: false).joined() }
    }

    /// `bytes` with the first `old` replaced by `new` (appended when `old` is empty).
    static func replacing(_ bytes: [UInt8], _ old: String, _ new: String) -> [UInt8] {
        if old.isEmpty { return bytes + Array(new.utf8) }
        let o = Array(old.utf8)
        guard let r = bytes.firstRange(of: o) else { return [] }
        var result = bytes
        result.replaceSubrange(r, with: Array(new.utf8))
        return result
    }

    @Test("an unchanged plan passes, kept or dropped")
    func unchanged() {
        #expect(Self.problem(.main, "", "") == nil)
        #expect(Self.problem(.main, "", "", drop: true) == nil)
    }

    @Test("what reads the same passes: the same amount written otherwise, the same total cost", arguments: [
        (File.main, "Liabilities:Card         $50.00", "Liabilities:Card         $50"),
        (File.main, "10 EUR @@ $12.00", "10 EUR @ $1.20"),
        (File.main, "Coffee  ; morning", "Coffee   ; morning"),
        // The same length, so the closing transaction stays where the plan put it.
        (File.archive, "Expenses:Food            $50.00", "Expenses:Food           $50.000"),
    ])
    func sameReading(_ file: File, _ old: String, _ new: String) {
        #expect(Self.problem(file, old, new) == nil)
    }

    @Test("a transaction from the day on that is lost, added or read otherwise is named", arguments: [
        (File.main, "2026-01-10=2026-01-11 Pay card\n    Liabilities:Card         $50.00\n    Assets:Checking\n", "",
         "after archiving, the transaction '2026-01-10 Pay card' would be lost; nothing was written"),
        (File.archive, "", "\n2026-02-01 Extra\n    Expenses:Food   $1.00\n    Assets:Cash\n",
         "after archiving, a transaction '2026-02-01 Extra' would appear; nothing was written"),
        (File.main, "Liabilities:Card         $50.00", "Liabilities:Card         $40.00",
         "after archiving, the transaction '2026-01-10 Pay card' would read as '2026-01-10 Pay card' with other postings or comments; nothing was written"),
        (File.main, "Coffee  ; morning", "Tea  ; morning",
         "after archiving, the transaction '2026-01-02 Coffee' would read as '2026-01-02 Tea' with other postings or comments; nothing was written"),
        (File.main, "(42)", "(43)",
         "after archiving, the transaction '2026-01-02 Coffee' would read as '2026-01-02 Coffee' with other postings or comments; nothing was written"),
        (File.main, "; morning", "; evening",
         "after archiving, the transaction '2026-01-02 Coffee' would read as '2026-01-02 Coffee' with other postings or comments; nothing was written"),
        (File.main, "; latte", "; tea",
         "after archiving, the transaction '2026-01-02 Coffee' would read as '2026-01-02 Coffee' with other postings or comments; nothing was written"),
        (File.main, "    Expenses:Food             $4.00", "    * Expenses:Food           $4.00",
         "after archiving, the transaction '2026-01-02 Coffee' would read as '2026-01-02 Coffee' with other postings or comments; nothing was written"),
        (File.main, "@@ $12.00", "@@ $12.50",
         "after archiving, the transaction '2026-01-05 Euros' would read as '2026-01-05 Euros' with other postings or comments; nothing was written"),
        (File.main, "10 EUR @@", "10 CHF @@",
         "after archiving, the transaction '2026-01-05 Euros' would read as '2026-01-05 Euros' with other postings or comments; nothing was written"),
        (File.main, "    Assets:Wallet  ", "    Assets:Purse   ",
         "after archiving, the transaction '2026-01-05 Euros' would read as '2026-01-05 Euros' with other postings or comments; nothing was written"),
        (File.main, "=2026-01-11", "=2026-01-12",
         "after archiving, the transaction '2026-01-10 Pay card' would read as '2026-01-10 Pay card' with other postings or comments; nothing was written"),
        (File.main, "2026-01-11 Pay", "2026-01-11 ! Pay",
         "after archiving, the transaction '2026-01-10 Pay card' would read as '2026-01-10 Pay card' with other postings or comments; nothing was written"),
        (File.main, "2026-01-10=2026-01-11", "2026-01-09=2026-01-11",
         "after archiving, the transaction '2026-01-10 Pay card' would read as '2026-01-09 Pay card' with other postings or comments; nothing was written"),
    ])
    func laterDifferences(_ file: File, _ old: String, _ new: String, _ message: String) {
        #expect(Self.problem(file, old, new) == message)
    }

    @Test("a balance on the day that would change is named")
    func balances() {
        #expect(Self.problem(.archive, "Expenses:Food            $50.00", "Expenses:Dining          $50.00")
            == "after archiving, Expenses:Dining would hold 50.00 $ on 2026-01-01 instead of 0; nothing was written")
        // The opening carrying a balance to another account.
        for drop in [false, true] {
            #expect(Self.problem(.main, "    Liabilities:Card  ", "    Liabilities:Cards ", drop: drop)
                == "after archiving, Liabilities:Card would hold 0 $ on 2026-01-01 instead of -50.00; nothing was written")
        }
    }

    @Test("with --drop, an archive that loses, changes or breaks a transaction is refused", arguments: [
        ("2025-12-15 Grocer\n    Expenses:Food            $50.00\n    Liabilities:Card\n", "",
         "in the archive, the transaction '2025-12-15 Grocer' would be lost; nothing was written"),
        ("Expenses:Food            $50.00", "Expenses:Food            $5.00",
         "in the archive, the transaction '2025-12-15 Grocer' would read as '2025-12-15 Grocer' with other postings or comments; nothing was written"),
        ("", "\n2025-12-20 Extra\n    Expenses:Food   $1.00\n    Assets:Cash\n",
         "in the archive, a transaction '2025-12-20 Extra' would appear; nothing was written"),
    ])
    func dropped(_ old: String, _ new: String, _ message: String) {
        #expect(Self.problem(.archive, old, new, drop: true) == message)
    }

    @Test("with --drop, an archive that does not read on its own is refused")
    func droppedBroken() throws {
        let problem = try #require(Self.problem(.archive, "", "\n2025-12-20 Broken\n    Expenses:Food   $1.00\n    Assets:Cash   $2.00\n", drop: true))
        #expect(problem.hasPrefix("the archive would not read on its own, so nothing was written:\n"), "\(problem)")
    }

    @Test("a main file that would not read back is refused, quoting the error")
    func unreadable() throws {
        let problem = try #require(Self.problem(.main, "Liabilities:Card         $50.00\n    Assets:Checking", "Liabilities:Card         $50.00\n    Assets:Checking  $1"))
        #expect(problem.hasPrefix("the files would not read back cleanly, so nothing was written:\n"), "\(problem)")
    }

    @Test("a plan that would change the budgets or prices is refused", arguments: ["budget Expenses:Food  $300 monthly\n", "P 2026-01-03 EUR $1.10\n"])
    func plans(_ line: String) {
        #expect(Self.problem(.main, "", "\n" + line)
            == "archiving would change the journal's budgets, rules, goals, categories or prices; nothing was written")
    }
}
