import Testing
import TallyCLI
import TallyEngine
import TallyReports
import TallySyntax
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

private func day(_ y: Int, _ m: Int, _ d: Int) -> Day { Day(year: y, month: m, day: d)! }

/// A journal of `count` transactions over 2025–2026 from a fixed seed:
/// salary into checking, spending from checking or cash, some refunds.
private func generatedJournal(seed: UInt64, count: Int) -> String {
    var state = seed
    func next(_ n: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(n))
    }
    let expenses = ["Expenses:Food:Groceries", "Expenses:Food:Dining", "Expenses:Rent", "Expenses:Travel"]
    let income = ["Income:Salary", "Income:Gifts"]
    var lines: [String] = []
    var d = day(2025, 1, 1)
    for _ in 0..<count {
        d = d.adding(days: next(9))
        let cents = 100 + next(90_000)
        let amount = "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
        switch next(5) {
        case 0:
            lines += ["\(d) pay", "    Assets:Checking  \(amount)", "    \(income[next(2)])", ""]
        case 1:
            lines += ["\(d) refund", "    Assets:Cash  \(amount)", "    \(expenses[next(4)])", ""]
        default:
            lines += ["\(d) spend", "    \(expenses[next(4)])  \(amount)", "    \(next(2) == 0 ? "Assets:Checking" : "Assets:Cash")", ""]
        }
    }
    return lines.joined(separator: "\n")
}

@Suite struct PeriodEngineTests {
    private func load(_ text: String) -> Journal {
        let fs = MemoryFileSystem(["/j.ledger": text])
        return JournalLoader(fileSystem: fs, today: day(2026, 11, 21)).load([.path("/j.ledger")]).journal
    }

    @Test func sumsPerPeriodAccountAndCommodityInOnePass() throws {
        let j = load("""
        2026-01-05 a
            Expenses:Food  $10
            Assets:Cash
        2026-01-31 b
            Expenses:Food  5 EUR
            Assets:Cash
        2026-02-01 c
            Expenses:Food  $2.50
            Assets:Cash
        2026-04-10 d
            Expenses:Food  $1
            Assets:Cash
        """)
        let periods = PeriodSums.periods(DateSpan(start: day(2026, 1, 1), end: day(2026, 4, 1)), interval: .monthly)
        #expect(periods.map { PeriodText.name($0) } == ["2026-01", "2026-02", "2026-03"])
        var q = ReportQuery(today: day(2026, 11, 21))
        q.accountPatterns = ["food"]
        let sums = PeriodSums(journal: j, query: q, periods: periods, opening: true)
        let food = try #require(j.accounts.lookup("Expenses:Food"))
        let usd = try #require(j.commodities.lookup("$")), eur = try #require(j.commodities.lookup("EUR"))
        #expect(sums.cells[0][food]?.quantity(of: usd) == Quantity(10))
        #expect(sums.cells[0][food]?.quantity(of: eur) == Quantity(5))
        #expect(sums.cells[1][food]?.quantity(of: usd) == Quantity(units: 250, scale: 2))
        #expect(sums.cells[2].isEmpty)
        #expect(sums.opening.isEmpty)                       // nothing before January
        #expect(sums.accounts == [food])                    // the query left Assets:Cash out
        #expect(!sums.overflowed)
    }

    @Test func periodsInGapsAndAnchors() {
        let every2 = PeriodSums.periods(DateSpan(start: day(2026, 1, 7), end: day(2026, 2, 1)), interval: Interval(.week, 2), anchor: day(2026, 1, 7))
        #expect(every2.map { PeriodText.name($0) } == ["2026-01-07..2026-01-20", "2026-01-21..2026-02-03"])
        let gapped = [DateSpan(start: day(2026, 1, 1), end: day(2026, 2, 1)), DateSpan(start: day(2026, 3, 1), end: day(2026, 4, 1))]
        let j = load("2026-02-10 x\n    A  1\n    B\n2026-03-02 y\n    A  2\n    B\n")
        let sums = PeriodSums(journal: j, query: ReportQuery(today: day(2026, 11, 21)), periods: gapped)
        #expect(sums.cells[0].isEmpty)
        #expect(sums.cells[1].count == 2)
    }

    @Test func historicalStartsFromEverythingBefore() throws {
        let j = load("2025-06-01 open\n    Assets:Cash  100\n    Equity\n2026-01-10 x\n    Assets:Cash  -10\n    Expenses\n")
        var options = MultiBalanceReport.Options()
        options.accumulation = .historical
        var q = ReportQuery(today: day(2026, 11, 21))
        q.accountPatterns = ["cash"]
        let periods = PeriodSums.periods(DateSpan(start: day(2026, 1, 1), end: day(2026, 3, 1)), interval: .monthly)
        let r = MultiBalanceReport(journal: j, query: q, periods: periods, options: options)
        let cash = try #require(r.rows.first)
        #expect(cash.cells.map { $0.parts.first?.quantity } == [Quantity(90), Quantity(90)])
        #expect(cash.total.parts.first?.quantity == Quantity(-10))
    }

    /// balance -M gives, period by period, the income and spending that
    /// trend reports, on generated journals.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func balanceByMonthAgreesWithTrend(seed: UInt64) throws {
        let text = generatedJournal(seed: seed, count: 150)
        let trend = Harness.run(["trend", "-f", "-", "-M", "-O", "csv", "-p", "2025-01..2026-01"], stdin: text)
        let bal = Harness.run(["bal", "-f", "-", "-M", "-O", "csv", "-p", "2025-01..2026-01", "^income", "^expenses"], stdin: text)
        #expect(trend.status == 0 && bal.status == 0, "\(trend.stderr)\(bal.stderr)")
        let trendRows = try CSVReader.parse(trend.stdout).dropFirst()
        let balRows = try CSVReader.parse(bal.stdout)
        let header = try #require(balRows.first)
        #expect(header.count == 14 && header.prefix(2) == ["account", "commodity"])
        #expect(trendRows.map { $0[0] } == Array(header.dropFirst(2)))
        for (k, row) in trendRows.enumerated() {
            var income = Quantity(0), spending = Quantity(0)
            for b in balRows.dropFirst() {
                let q = try #require(Quantity(plain: b[k + 2]))
                if b[0].hasPrefix("Income") { income = try #require(income.adding(q.negated())) } else { spending = try #require(spending.adding(q)) }
            }
            #expect(Quantity(plain: row[4]) == income, "income in \(row[0])")
            #expect(Quantity(plain: row[5]) == spending, "spending in \(row[0])")
            // And summary for the same month says the same.
            let summary = Harness.run(["summary", "-f", "-", "-p", row[0], "-O", "csv"], stdin: text)
            let s = try CSVReader.parse(summary.stdout)
            #expect(s.first { $0.count > 5 && $0[0] == "period" && $0[1] == "income" }.flatMap { Quantity(plain: $0[5]) } == income, "summary income in \(row[0])")
            #expect(s.first { $0.count > 5 && $0[0] == "period" && $0[1] == "expenses" }.flatMap { Quantity(plain: $0[5]) } == spending, "summary spending in \(row[0])")
        }
    }
}
