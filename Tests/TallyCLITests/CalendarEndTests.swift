import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Periods that reach the first or last years Tally reads (0001, 9999), and
/// `--today` at those years, give reports or errors, never a trap.
@Suite("calendar ends")
struct CalendarEndTests {
    static let commands = ["check", "budget", "alerts", "summary", "trend", "goals", "due", "breakdown", "register", "balance"]

    func expectNoTrap(_ journal: String, _ extra: [String], _ what: String) {
        for command in Self.commands {
            let r = Harness.run([command, "-f", "-"] + extra, stdin: journal)
            let allowed: ClosedRange<Int32> = command == "alerts" ? 0...4 : 0...3
            #expect(allowed.contains(r.status), "\(command) \(extra) on \(what): exit \(r.status)")
            #expect(r.status == 0 || !r.stderr.isEmpty || !r.stdout.isEmpty, "\(command) \(extra) on \(what) says nothing")
        }
    }

    static let groceries = "    Expenses:Groceries    64.20 USD\n    Assets:Checking\n"

    @Test func aBudgetEveryFiveMonthsFromYearOne() {
        let journal = "0001-01-03 Grocer\n" + Self.groceries + "budget Expenses:Groceries  600 USD every 5 months\n"
        expectNoTrap(journal, [], "every 5 months in year 1")
        let r = Harness.run(["budget", "-f", "-", "--today", "0001-02-01"], stdin: journal)
        #expect(r.status == 0)
        // `every N months` counts from January of year 0: the first period starts in November of year 0.
        #expect(r.stdout.contains("0000-11-01..0001-03-31"))
    }

    @Test func monthlyAndYearlyBudgetsRunningTo9999() {
        let journal = "9999-01-03 Grocer\n" + Self.groceries
            + "budget Expenses:Groceries  600 USD monthly\nbudget Expenses:Groceries  600 USD yearly\n"
        for today in [[], ["--today", "0001-01-01"], ["--today", "9999-12-31"]] {
            expectNoTrap(journal, today, "budgets in 9999")
        }
        let r = Harness.run(["budget", "-f", "-", "--today", "9999-12-31"], stdin: journal)
        #expect(r.status == 0)
        #expect(r.stdout.contains("9999-12"))
    }

    @Test func extremeTodayWithAnOrdinaryJournal() {
        let journal = "2026-01-03 Grocer\n" + Self.groceries + "budget Expenses:Groceries  600 USD monthly\n"
            + "recurring Rent  monthly from 2026-01-01\n    Expenses:Rent  900 USD\n    Assets:Checking\n"
            + "goal Trip  1000 USD by 2027-06 account Assets:Checking\n"
        for today in ["0001-01-01", "0001-12-31", "9999-01-01", "9999-12-31"] {
            expectNoTrap(journal, ["--today", today], "--today \(today)")
        }
    }

    @Test func reportPeriodsAtTheCalendarEnds() {
        let journal = "2026-01-03 Grocer\n" + Self.groceries + "budget Expenses:Groceries  600 USD monthly\n"
        for period in ["9999", "9999-12", "9999q4", "0001", "0001-01", "0001..0002", "9998..9999"] {
            expectNoTrap(journal, ["-p", period], "-p \(period)")
            expectNoTrap(journal, ["-p", period, "--today", "9999-12-31"], "-p \(period), today in 9999")
        }
        let summary = Harness.run(["summary", "-f", "-", "-p", "9999"], stdin: journal)
        #expect(summary.status == 0)
        #expect(summary.stdout.contains("Summary, 9999 (before: 9998)"))
        let weeks = Harness.run(["trend", "-f", "-", "-p", "9999-12-01..9999-12-31", "--weekly"], stdin: journal)
        #expect(weeks.status == 0)
        #expect(weeks.stdout.contains("9999-W52"))
        let first = Harness.run(["trend", "-f", "-", "-p", "0001-01-01..0001-02-01", "--daily"], stdin: journal)
        #expect(first.status == 0)
        #expect(first.stdout.contains("0001-01-31"))
    }

    @Test func datesOutsideTheCalendarAreErrorsAtTheirSource() {
        let r = Harness.run(["check", "-f", "-", "--today", "10000-01-01"], stdin: "")
        #expect(r.status == 2)
        #expect(r.stderr.contains("--today needs a date like"))
        let line = Harness.run(["check", "-f", "-"], stdin: "0000-01-01 x\n    a  1 USD\n    b\n")
        #expect(line.status == 1)
        #expect(line.stderr.contains("<stdin>:1:1"))
        #expect(line.stderr.contains("year 0000 is outside the years Tally reads, 0001 to 9999 [invalid-date]"))
        let period = Harness.run(["balance", "-f", "-", "-p", "10000"], stdin: "")
        #expect(period.status == 2)
        #expect(period.stderr.contains("-p"))
    }

    @Test func aGoalTooSlowToEverFinishIsAnAlertNotATrap() {
        let journal = "account Assets:Savings\n"
            + "2026-01-03 Save\n    Assets:Savings    1 USD\n    Assets:Checking\n"
            + "2026-02-03 Save\n    Assets:Savings    1 USD\n    Assets:Checking\n"
            + "goal Trip  1000000000 USD by 2026-06-01 account Assets:Savings\n"
        let r = Harness.run(["alerts", "-f", "-", "--today", "2026-03-01"], stdin: journal)
        #expect(r.status == 1)
        #expect(r.stdout.contains("Trip will not reach 1000000000 USD within a hundred years"))
    }
}
