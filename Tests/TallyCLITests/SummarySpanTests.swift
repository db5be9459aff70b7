import Testing
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

/// The spans summary's figures cover: averages divide a sum by the days of
/// the same span, which starts at the first transaction and ends today;
/// changes compare as many days of each period; budgets are those of the
/// period that holds today.
@Suite("summary: sums and days cover the same span")
struct SummarySpanTests {
    static let household = Harness.repositoryRoot + "/examples/household.ledger"

    func rows(_ args: [String], stdin: String = "") throws -> [[String: String]] {
        let r = Harness.run(args + ["-O", "csv"], stdin: stdin)
        try #require(r.status == 0, "tally \(args.joined(separator: " ")): \(r.stderr)")
        let records = try CSVReader.parse(r.stdout)
        let header = try #require(records.first)
        return records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    func row(_ rows: [[String: String]], _ section: String, _ name: String) throws -> [String: String] {
        try #require(rows.first { $0["section"] == section && $0["name"] == name }, "no \(section),\(name)")
    }

    func value(_ text: String?) throws -> Quantity {
        try #require(text.flatMap(Decimal.parse), "not a number: \(text ?? "nil")")
    }

    /// Spending of the household example between two days, inclusive, from export.
    func spending(from: String, through: String) throws -> Quantity {
        let export = try rows(["export", "-f", Self.household])
        let inSpan = export.filter { $0["type"] == "expense" && $0["date"]! >= from && $0["date"]! <= through }
        return try #require(Decimal.sum(try inSpan.map { try value($0["amount"]) }))
    }

    @Test func averagesDivideTheSpendingUpToTodayByTheDaysUpToToday() throws {
        let summary = try rows(["summary", "-f", Self.household, "--today", "2026-03-10"])
        let perDay = try row(summary, "average", "per_day")
        #expect(perDay["start"] == "2026-03-01")
        #expect(perDay["end"] == "2026-03-10")
        let spent = try spending(from: "2026-03-01", through: "2026-03-10")
        #expect(try value(perDay["amount"]) == spent.divided(by: Quantity(10), scale: 2))
        // Ten days of a 31-day month are 10/31 of a month.
        let perMonth = try row(summary, "average", "per_month")
        #expect(try value(perMonth["amount"]) == spent.multiplied(by: Quantity(31))!.divided(by: Quantity(10), scale: 2))
    }

    @Test func yearlyAveragesStartAtTheFirstTransaction() throws {
        let journal = """
        2025-05-01 Rent
            Expenses:Rent  1000.00 USD
            Assets:Bank
        2025-12-01 Rent
            Expenses:Rent  1000.00 USD
            Assets:Bank

        """
        let summary = try rows(["summary", "-f", "-", "-p", "2025", "--today", "2026-02-01"], stdin: journal)
        let perDay = try row(summary, "average", "per_day")
        #expect(perDay["start"] == "2025-05-01")
        #expect(perDay["end"] == "2025-12-31")
        // 2000 over the 245 days from May 1 to December 31.
        #expect(try value(perDay["amount"]) == Quantity(2000).divided(by: Quantity(245), scale: 2))
        // Eight whole months.
        #expect(try value(row(summary, "average", "per_month")["amount"]) == Quantity(250))
    }

    /// Spending on every day of February and of March up to the 10th.
    static let daily: String = {
        var text = ""
        for (month, days) in [(2, 28), (3, 10)] {
            for d in 1...days { text += "2026-0\(month)-\(d < 10 ? "0" : "")\(d) Lunch\n    Expenses:Food  \(month).00 USD\n    Assets:Cash\n" }
        }
        return text
    }()

    @Test func monthToDateIsComparedWithTheSameDaysOfTheMonthBefore() throws {
        let args = ["summary", "-f", "-", "--today", "2026-03-10"]
        let summary = try rows(args, stdin: Self.daily)
        let previous = try row(summary, "previous", "expenses")
        #expect(previous["start"] == "2026-02-01")
        #expect(previous["end"] == "2026-02-10")
        #expect(try value(previous["amount"]) == Quantity(20))
        #expect(try value(row(summary, "period", "expenses")["amount"]) == Quantity(30))
        let text = Harness.run(args, stdin: Self.daily).stdout
        // The heading says what is compared (wrapped to the width), and the change is over the same days.
        let heading = text.split(separator: "\n").prefix(2).joined(separator: " ")
        #expect(heading == "Summary, 2026-03 (changes compare 2026-03-01 – 2026-03-10 with the same 10 days of 2026-02)", "\(text)")
        #expect(text.contains("+$10.00 (+50.0%)") || text.contains("+10.00 USD (+50.0%)"), "\(text)")
    }

    /// A running period with entries after today shows its whole totals,
    /// so it is compared with the whole period before, and says so.
    @Test func aRunningPeriodWithLaterEntriesIsComparedWhole() throws {
        let args = ["summary", "-f", Self.household, "--today", "2026-03-10"]
        let summary = try rows(args)
        let previous = try row(summary, "previous", "expenses")
        #expect(previous["start"] == "2026-02-01")
        #expect(previous["end"] == "2026-02-28")
        #expect(try value(previous["amount"]) == spending(from: "2026-02-01", through: "2026-02-28"))
        #expect(try value(row(summary, "period", "expenses")["amount"]) == spending(from: "2026-03-01", through: "2026-03-31"))
        let text = Harness.run(args).stdout
        let heading = text.split(separator: "\n").prefix(2).joined(separator: " ")
        #expect(heading == "Summary, 2026-03 (before: 2026-02; whole periods, as this one has entries after 2026-03-10)", "\(text)")
    }

    @Test func aWholePeriodIsComparedWithTheWholePeriodBefore() throws {
        let summary = try rows(["summary", "-f", Self.household, "-p", "2026-03", "--today", "2026-11-21"])
        let previous = try row(summary, "previous", "expenses")
        #expect(previous["start"] == "2026-02-01")
        #expect(previous["end"] == "2026-02-28")
    }

    @Test func budgetsAreThoseOfThePeriodHoldingToday() throws {
        let summary = try rows(["summary", "-f", Self.household, "-p", "2026", "--today", "2026-03-10"])
        let budget = try #require(summary.first { $0["section"] == "budget" && $0["name"] == "Groceries" })
        let march = try #require(try rows(["budget", "-f", Self.household, "-p", "2026-03", "--today", "2026-03-10"])
            .first { $0["name"] == "Groceries" })
        #expect(budget["amount"] == march["spent"])
        #expect(budget["target"] == march["available"])
        let html = Harness.run(["report", "--html", "-", "-f", Self.household, "-p", "2026", "--today", "2026-03-10"]).stdout
        #expect(html.contains("<span class=\"muted\">2026-03</span>"))
        #expect(!html.contains("<span class=\"muted\">2026-12</span>"))
    }

    @Test func budgetsAreThoseOfTheLastPeriodWhenTodayIsAfterTheRange() throws {
        let summary = try rows(["summary", "-f", Self.household, "-p", "2026-01..2026-04", "--today", "2026-11-21"])
        let budget = try #require(summary.first { $0["section"] == "budget" && $0["name"] == "Groceries" })
        let march = try #require(try rows(["budget", "-f", Self.household, "-p", "2026-03", "--today", "2026-11-21"])
            .first { $0["name"] == "Groceries" })
        #expect(budget["amount"] == march["spent"])
    }
}

@Suite("summary: budgets it cannot compute are said, not dropped silently")
struct SummaryBudgetErrorTests {
    @Test func aMissingPriceIsAWarningAndTheBudgetsAreLeftOut() {
        let journal = """
        budget Expenses:Food  100 USD monthly
        2026-03-02 Market
            Expenses:Food  20.00 EUR
            Assets:Cash

        """
        let r = Harness.run(["summary", "-f", "-", "-p", "2026-03", "--today", "2026-03-10"], stdin: journal)
        #expect(r.status == 0)
        #expect(r.stderr.contains("warning: no price for EUR in USD"), "\(r.stderr)")
        #expect(r.stderr.contains("the budgets are left out of this report until then"))
        #expect(!r.stdout.contains("Budgets"))
    }
}
