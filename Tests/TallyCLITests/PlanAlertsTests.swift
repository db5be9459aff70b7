import Testing
import TallyEngine
import TallyReports
import TallyTestSupport
import TallyValues

private func load(_ text: String) -> Journal {
    let result = JournalLoader(fileSystem: MemoryFileSystem(["main.ledger": text]), today: Harness.fixedToday).load([.path("main.ledger")])
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    return result.journal
}

private func day(_ y: Int, _ m: Int, _ d: Int) -> Day { Day(year: y, month: m, day: d)! }

@Suite("recurring alerts")
struct RecurringAlertsTests {
    static let journal = """
        recurring "Rent"  monthly on 1  from 2026-09-01
            Expenses:Rent    $1,450.00
            Assets:Checking
        recurring "Phone"  monthly on 21  from 2026-11-21
            Expenses:Phone    $25.00
            Assets:Checking
        recurring "Gym"  weekly on Monday  from 2026-11-02
            Expenses:Gym    $10.00
            Assets:Checking
        recurring "Netflix"  monthly on 5  from 2026-01-01  paused
            Expenses:Streaming    $15.49
            Assets:Checking
        2026-09-01 Landlord  ; recurring:Rent
            Expenses:Rent    $1,450.00
            Assets:Checking
        2026-11-02 Gym  ; recurring:Gym
            Expenses:Gym    $10.00
            Assets:Checking
        2026-11-16 Gym  ; recurring:Gym
            Expenses:Gym    $10.00
            Assets:Checking

        """

    @Test func eachRuleWithOverdueOccurrencesIsAWarning() throws {
        let found = RecurringAlerts.alerts(journal: load(Self.journal), today: day(2026, 11, 21))
        #expect(found.diagnostics.isEmpty)
        let alerts = found.alerts.filter { $0.level == .warning }
        // Rent for October and November (one alert, dated by the older), the
        // gym on November 9; the phone is due today (not overdue) and Netflix
        // is paused.
        #expect(alerts.map(\.subject) == ["Rent", "Gym"])
        #expect(alerts.map(\.date) == [day(2026, 10, 1), day(2026, 11, 9)])
        #expect(alerts.allSatisfy { $0.source == "recurring" })
        let rent = try #require(alerts.first)
        #expect(rent.message == "Rent ($1,450.00) has 2 occurrences not recorded, the oldest due 2026-10-01 (51 days ago), the latest 2026-11-01")
        #expect(rent.fields.map(\.key) == ["due", "days_overdue", "occurrences", "latest_due", "amount", "commodity", "state"])
        #expect(rent.fields.map(\.value) == ["2026-10-01", "51", "2", "2026-11-01", "1450.00", "$", "overdue"])
        // Nov 9 to Nov 21 is 12 days.
        #expect(alerts.last?.message == "Gym ($10.00) was due 2026-11-09, 12 days ago, and is not recorded")
    }

    @Test func billsWithinTheirReminderTimeAreNotes() throws {
        let found = RecurringAlerts.alerts(journal: load(Self.journal), today: day(2026, 11, 21))
        let notes = found.alerts.filter { $0.level == .info }
        // The phone today, the gym on Monday Nov 23 (within the default 3
        // days); the gym on Nov 30 is 9 days away; Netflix is paused.
        #expect(notes.map(\.subject) == ["Phone", "Gym"])
        #expect(notes.map(\.message) == ["Phone ($25.00) is due today, on 2026-11-21", "Gym ($10.00) is due in 2 days, on 2026-11-23"])
        let gym = try #require(notes.last)
        #expect(gym.fields.map(\.key) == ["due", "days_until", "amount", "commodity", "state"])
        #expect(gym.fields.map(\.value) == ["2026-11-23", "2", "10.00", "$", "upcoming"])
    }

    @Test func aBillPaidByHandWithoutATagRaisesNothing() {
        // Rent for October and November typed by hand, on the 3rd and the 1st.
        let paid = Self.journal + "2026-10-03 Landlord\n    Expenses:Rent    $1,450.00\n    Assets:Checking\n"
            + "2026-11-01 Landlord\n    Expenses:Rent    $1,450.00\n    Assets:Checking\n"
        let found = RecurringAlerts.alerts(journal: load(paid), today: day(2026, 11, 21))
        #expect(!found.alerts.contains { $0.subject == "Rent" })
    }

    @Test func nothingOverdueOrComingUpRaisesNothing() {
        // Sept 30: rent was paid on Sept 1 and the next is Oct 1, within 3 days.
        #expect(RecurringAlerts.alerts(journal: load(Self.journal), today: day(2026, 9, 27)).alerts.isEmpty)
        #expect(RecurringAlerts.alerts(journal: load(Self.journal), today: day(2026, 9, 30)).alerts.map(\.level) == [.info])
    }
}

@Suite("goal alerts and progress")
struct GoalAlertsTests {
    static let journal = """
        goal "On track"  $1,000.00  by 2027-06  account Assets:A
        goal "Behind"  $1,000.00  by 2026-12  account Assets:B
        goal "Stalled"  $1,000.00  by 2027-12  account Assets:C
        goal "Missed"  $1,000.00  by 2026-10-31  account Assets:D
        goal "Done"  $100.00  by 2026-10  account Assets:E
        goal "Open-ended"  $1,000.00  account Assets:F
        2026-03-01 Start
            Assets:C    $100.00
            Assets:Checking
        2026-09-01 Save
            Assets:A    $300.00
            Assets:B    $300.00
            Assets:D    $300.00
            Assets:E    $150.00
            Assets:F    $300.00
            Assets:Checking

        """

    @Test func goalsThatWillMissTheirDateAreWarnings() throws {
        let found = GoalAlerts.alerts(journal: load(Self.journal), today: day(2026, 11, 21))
        #expect(found.diagnostics.isEmpty)
        let alerts = found.alerts
        #expect(alerts.map(\.subject) == ["Behind", "Stalled", "Missed"])
        #expect(alerts.allSatisfy { $0.level == .warning && $0.source == "goal" })
        // $300 in the last 3 months (92 days) leaves $700: ⌈700 × 92 / 300⌉ = 215 days.
        #expect(alerts[0].message == "Behind reaches $1,000.00 on 2027-06-24 at the pace of the last 3 months, after its date 2026-12-31; it needs $350.00 a month")
        #expect(alerts[1].message == "Stalled has not grown in the last 3 months, so it will not reach $1,000.00 by 2027-12-31; it needs $64.29 a month")
        #expect(alerts[2].message == "Missed passed its date 2026-10-31 $700.00 short of $1,000.00")
        #expect(alerts[0].fields.first { $0.key == "projected" }?.value == "2027-06-24")
        #expect(alerts.map(\.date) == [day(2026, 12, 31), day(2027, 12, 31), day(2026, 10, 31)])
    }

    @Test func statuses() {
        let report = GoalsReport(journal: load(Self.journal), today: day(2026, 11, 21))
        #expect(report.rows.map(\.status) == [.onTrack, .behind, .noProgress, .missed, .complete, .saving])
        // Stalled: $900 over Nov 2026 … Dec 2027 (14 months) is $64.2857…, rounded up.
        #expect(report.rows[2].monthlyNeeded == Quantity(units: 6429, scale: 2))
        #expect(report.rows[4].reached == day(2026, 9, 1))
        #expect(report.rows[4].percent == Quantity(150))
    }

    @Test func theReachedDateIsTheLastTimeTheTargetWasReached() {
        let journal = load("""
            goal Bike  $500.00  account Assets:Bike
            2026-01-10 Save
                Assets:Bike    $500.00
                Assets:Checking
            2026-02-01 Borrowed from it
                Assets:Checking    $50.00
                Assets:Bike
            2026-03-05 Saved again
                Assets:Bike    $60.00
                Assets:Checking

            """)
        let row = GoalsReport(journal: journal, today: day(2026, 11, 21)).rows[0]
        #expect(row.status == .complete)
        #expect(row.reached == day(2026, 3, 5))
        #expect(row.remaining == .zero)
        #expect(row.percent == Quantity(102))
        #expect(GoalsReport.bar(row) == (filled: 20, empty: 0))
    }

    @Test func percentAndBarRoundDown() {
        let journal = load("""
            goal G  $3.00  account Assets:G
            2026-11-01 Save
                Assets:G    $2.99
                Assets:Checking

            """)
        let row = GoalsReport(journal: journal, today: day(2026, 11, 21)).rows[0]
        #expect(row.percent == Quantity(99))
        #expect(GoalsReport.bar(row) == (filled: 19, empty: 1))
        #expect(row.status == .saving)
    }

    @Test func openingBalancesAreNotSavingPace() {
        let journal = load("""
            goal G  $2,000.00  account Assets:G
            2026-10-01 Opening balances
                Assets:G    $1,000.00
                Equity:Opening Balances
            2026-10-15 Save
                Assets:G    $90.00
                Assets:Checking

            """)
        let row = GoalsReport(journal: journal, today: day(2026, 11, 21)).rows[0]
        #expect(row.saved == Quantity(units: 109000, scale: 2))
        // Only the $90 counts, over the 51 days the journal has (it starts
        // 2026-10-01): 90 × 30.4375 / 51 = $53.71 a month;
        // ⌈910 × 51 / 90⌉ = 516 days.
        #expect(row.pace == Quantity(units: 5371, scale: 2))
        #expect(row.paceSince == day(2026, 10, 1))
        #expect(row.projected == day(2026, 11, 21).adding(days: 516))
    }

    @Test func futureTransactionsDoNotCount() {
        let journal = load("""
            goal G  $100.00  by 2026-12  account Assets:G
            2026-12-15 Planned
                Assets:G    $100.00
                Assets:Checking

            """)
        let row = GoalsReport(journal: journal, today: day(2026, 11, 21)).rows[0]
        #expect(row.saved == .zero)
        #expect(row.monthlyNeeded == Quantity(units: 5000, scale: 2))
        #expect(row.status == .noProgress)
    }
}

/// A goal alert names the span its pace was measured over: the last three
/// months, or the days since a journal younger than that began.
@Suite("goal alerts say their pace's span")
struct GoalPaceSpanTests {
    static let journal = """
        account Assets:Savings  ; type: Asset
        goal Trip  5000.00 EUR  by 2026-12-31  account Assets:Savings

        2026-10-01 save
            Assets:Savings   100.00 EUR
            Assets:Bank

        2026-11-01 save
            Assets:Savings   100.00 EUR
            Assets:Bank

        """

    @Test("a journal seven weeks old is measured over its 51 days, not three months")
    func youngJournal() {
        let s = Scratch(["j.ledger": Self.journal])
        let r = s.run(["alerts", "-f", s.path("j.ledger"), "--today", "2026-11-21"])
        #expect(r.stdout.contains("at the pace of the last 51 days"), "\(r.stdout)")
        #expect(!r.stdout.contains("3 months"), "\(r.stdout)")
        // Begun in June, the journal is older than the window: three months it is.
        let older = Scratch(["j.ledger": Self.journal + "2026-06-01 save\n    Assets:Savings   50.00 EUR\n    Assets:Bank\n"])
        let o = older.run(["alerts", "-f", older.path("j.ledger"), "--today", "2026-11-21"])
        #expect(o.stdout.contains("at the pace of the last 3 months"), "\(o.stdout)")
    }
}
