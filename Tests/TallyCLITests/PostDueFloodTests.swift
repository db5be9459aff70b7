import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// A rule whose start lies far back would post hundreds of transactions at
/// once: post-due asks first, and due shows them as one line per rule.
@Suite("post-due and due floods")
struct PostDueFloodTests {
    static let journal = """
    recurring Coffee  daily  from 2026-09-01
        Expenses:Coffee   4.50 USD
        Assets:Cash
    recurring Rent  monthly on 1  from 2026-09-01
        Expenses:Rent   1000 USD
        Assets:Cash

    """

    @Test("without a terminal, more than 31 of one rule is refused unless --yes, naming the counts")
    func refused() {
        let s = Scratch(["f.ledger": Self.journal])
        let r = s.run(["post-due", "-f", s.path("f.ledger"), "--today", "2026-11-21"])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("tally post-due: error: 85 transactions would be appended (Coffee: 82, Rent: 3); that many is refused without --yes\n"))
        #expect(s.text("f.ledger") == Self.journal, "nothing is written")
        let yes = s.run(["post-due", "-f", s.path("f.ledger"), "--today", "2026-11-21", "--yes"])
        #expect(yes.status == 0)
        #expect(yes.stderr.hasSuffix("appended 85 transactions to \(s.path("f.ledger"))\n"))
        #expect(s.text("f.ledger").split(separator: "\n").filter { $0.contains("recurring:Coffee") }.count == 82)
    }

    @Test("31 of one rule and 100 in all pass without asking")
    func underTheLimits() {
        let s = Scratch(["f.ledger": Self.journal])
        let r = s.run(["post-due", "-f", s.path("f.ledger"), "--today", "2026-10-01"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.hasSuffix("appended 33 transactions to \(s.path("f.ledger"))\n"), "31 coffees (September and October 1st), two rents")
    }

    @Test("a dry run shows everything without asking")
    func dryRun() {
        let s = Scratch(["f.ledger": Self.journal])
        let r = s.run(["post-due", "-f", s.path("f.ledger"), "--today", "2026-11-21", "--dry-run"])
        #expect(r.status == 0)
        #expect(r.stderr == "would append 85 transactions to \(s.path("f.ledger")) (dry run: nothing written)\n")
    }

    @Test("on a terminal it asks; only yes writes", arguments: [("y", true), ("yes", true), ("n", false), ("", false), (nil, false)] as [(String?, Bool)])
    func asks(_ answer: String?, _ writes: Bool) {
        let s = Scratch(["f.ledger": Self.journal])
        let reader = ScriptedReader([answer])
        let r = s.run(["post-due", "-f", s.path("f.ledger"), "--today", "2026-11-21"], reader: reader)
        #expect(reader.transcript.hasPrefix("85 transactions would be appended (Coffee: 82, Rent: 3)\nAppend them all? [y/N] "))
        #expect(r.status == (writes ? 0 : 1))
        #expect((s.text("f.ledger") != Self.journal) == writes)
    }

    @Test("due shows repeated occurrences of a rule as one line with a count")
    func dueGroups() {
        let r = Harness.run(["due", "-f", "-", "--today", "2026-11-21"], stdin: Self.journal)
        #expect(r.status == 1)
        #expect(r.stdout == """
        Overdue
          2026-09-01  Coffee     4.50 USD  81 times through 2026-11-20 (first 81 days ago)
          2026-09-01  Rent    1000.00 USD  3 times through 2026-11-01 (first 81 days ago)
        Due soon
          2026-11-21  Coffee     4.50 USD  4 times through 2026-11-24 (first today)
        Next due
          2026-11-21  Coffee     4.50 USD  daily
          2026-12-01  Rent    1000.00 USD  monthly on 1

        """)
        // CSV keeps one row per occurrence.
        let csv = Harness.run(["due", "-f", "-", "--today", "2026-11-21", "-O", "csv"], stdin: Self.journal)
        #expect(csv.stdout.split(separator: "\n").count == 1 + 81 + 3 + 4)
    }
}
