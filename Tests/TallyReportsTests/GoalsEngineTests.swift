import Testing
import TallyEngine
@testable import TallyReports
import TallyTestSupport
import TallyValues

/// Goals read their sums from the period engine (`GoalSums`); a plain walk
/// over the journal's postings must find the same figures and rows.
@Suite("goals read from the period engine") struct GoalsEngineTests {
    /// The generated journal's USD goal, one in EUR with a deadline, and one
    /// over every asset (USD and EUR, valued at the day's price).
    static func journal(_ g: GeneratedJournal) throws -> Journal {
        let text = g.text + """

            goal "Travel money"  400 EUR  by 2026-06  account Assets:Wallet
            goal "Everything"  25000 USD  by 2025-12  account Assets

            """
        let result = JournalLoader(fileSystem: MemoryFileSystem(["main.ledger": text]), today: g.lastDay).load([.path("main.ledger")])
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.journal.goals.count == 3)
        return result.journal
    }

    /// The figures of `goal` by walking every transaction through `today`.
    static func walk(_ journal: Journal, _ goal: Goal, today: Day, paceStart: Day) -> GoalSums.Figures {
        var f = GoalSums.Figures()
        for t in journal.transactions where t.date <= today {
            let opening = t.postingIndices.contains { journal.type(of: journal.postings[$0].account) == .equity }
            for pi in t.postingIndices where journal.accounts.isWithin(journal.postings[pi].account, goal.account) {
                let p = journal.postings[pi]
                f.balance.add(p.quantity, p.commodity)
                f.postings.append(GoalSums.Posting(date: t.date, amount: Amount(p.quantity, p.commodity), posting: pi))
                if t.date <= paceStart { f.beforePace.add(p.quantity, p.commodity) }
                if t.date > paceStart, opening { f.openings.add(p.quantity, p.commodity) }
            }
        }
        return f
    }

    static func describe(_ r: GoalsReport.Row) -> String {
        "\(r.name) saved \(r.saved) remaining \(r.remaining) \(r.percent)% months \(r.monthsLeft.map(String.init) ?? "-") "
            + "needed \(r.monthlyNeeded.map(\.description) ?? "-") pace \(r.pace) since \(r.paceSince?.description ?? "-") "
            + "projected \(r.projected?.description ?? "-") reached \(r.reached?.description ?? "-") \(r.status.rawValue) "
            + "unconverted \(r.unconverted.map { "\($0.quantity) \($0.commodity.index)" })"
    }

    @Test(arguments: [3, 11, 29] as [UInt64]) func engineFiguresEqualAPlainPostingWalk(seed: UInt64) throws {
        let g = JournalGenerator.make(seed: seed)
        let journal = try Self.journal(g)
        let prices = PriceTable(journal: journal)
        let middle = g.firstDay.adding(days: (g.lastDay - g.firstDay) / 2)
        for today in [g.firstDay.adding(days: -1), g.firstDay, middle, g.lastDay, g.lastDay.adding(months: 7)] {
            let paceStart = GoalsReport.paceStart(today)
            let sums = GoalSums(journal: journal, today: today, paceStart: paceStart)
            let report = GoalsReport(journal: journal, today: today, prices: prices)
            #expect(report.overflow == nil)
            for (i, goal) in journal.goals.enumerated() {
                let walked = Self.walk(journal, goal, today: today, paceStart: paceStart)
                #expect(sums.figures[i] == walked, "goal \(goal.name), today \(today)")
                var overflow: SumOverflow?
                let expected = GoalsReport.row(goal, walked, journal, prices, today, &overflow)
                #expect(Self.describe(report.rows[i]) == Self.describe(expected), "today \(today)")
            }
        }
        // The comparison is not empty: at the end every goal's account has postings,
        // the EUR goal in EUR and the asset goal in both commodities.
        let end = GoalSums(journal: journal, today: g.lastDay, paceStart: GoalsReport.paceStart(g.lastDay))
        #expect(end.figures.allSatisfy { !$0.postings.isEmpty })
        #expect(end.figures[2].balance.parts.count == 2)
    }
}
