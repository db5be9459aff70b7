import Testing
import TallyCLITestSupport
import TallyTestSupport
import TallyValues
#if canImport(Glibc)
import Glibc
#endif

/// Every report tells the same story: on journals generated from fixed
/// seeds, the totals of balance, register, export, summary, trend,
/// breakdown, budget, goals and the HTML report agree with each other,
/// read from their machine formats. `CONSISTENCY_SEEDS=N` runs seeds
/// 1...N (bench/consistency.sh); the default is a few seeds.
@Suite("every report tells the same story")
struct ConsistencyTests {
    static var seeds: [UInt64] {
        let n = getenv("CONSISTENCY_SEEDS").flatMap { Int(String(cString: $0)) } ?? 2
        return (1...max(n, 1)).map(UInt64.init)
    }

    /// With `CONSISTENCY_SEEDS` set every month is checked; by default one
    /// month in six (a different one per seed), which keeps `swift test` fast.
    static var everyMonth: Bool { getenv("CONSISTENCY_SEEDS") != nil }

    @Test("balance, register and export agree", arguments: seeds)
    func balancesAgree(seed: UInt64) throws {
        let r = ReportReader(JournalGenerator.make(seed: seed))
        let export = try r.rows(["export"])
        let balance = try r.rows(["balance", "-O", "csv"])
        var fromExport: [String: Quantity] = [:]
        for row in export { fromExport[row["account"]! + " " + row["commodity"]!, default: .zero] = try add(fromExport[row["account"]! + " " + row["commodity"]!, default: .zero], row["amount"]!) }
        var fromBalance: [String: Quantity] = [:]
        for row in balance { fromBalance[row["account"]! + " " + row["commodity"]!] = try value(row["amount"]!) }
        #expect(fromExport.filter { !$0.value.isZero } == fromBalance.filter { !$0.value.isZero }, "seed \(seed)")
        // register's last running total in each commodity is the balance of what it lists.
        for account in ["Assets:Bank", "Liabilities:Card", "Assets:Wallet", "Expenses:Food", "Assets:Savings"] {
            let register = try r.rows(["register", account, "-O", "csv"])
            var last: [String: Quantity] = [:]
            for row in register { last[row["commodity"]!] = try value(row["total"]!) }
            var expected: [String: Quantity] = [:]
            for (key, q) in fromBalance where key.hasPrefix(account + " ") || key.hasPrefix(account + ":") {
                let commodity = String(key.split(separator: " ").last!)
                expected[commodity] = try add(expected[commodity, default: .zero], q.description)
            }
            #expect(last.filter { !$0.value.isZero } == expected.filter { !$0.value.isZero }, "seed \(seed): register \(account)")
        }
    }

    @Test("-X conversions agree between balance, summary and export", arguments: seeds)
    func conversionsAgree(seed: UInt64) throws {
        let r = ReportReader(JournalGenerator.make(seed: seed))
        let export = try r.rows(["export", "-X", "USD"])
        var fromExport: [String: Quantity] = [:]
        for row in export {
            #expect(row["converted_commodity"] == "USD", "seed \(seed): \(row)")
            fromExport[row["account"]!] = try add(fromExport[row["account"]!, default: .zero], row["converted_amount"]!)
        }
        var fromBalance: [String: Quantity] = [:]
        // export values each transaction at its day's rate: balance does so with --value then.
        for row in try r.rows(["balance", "-X", "USD", "--value", "then", "-O", "csv"]) {
            #expect(row["commodity"] == "USD")
            fromBalance[row["account"]!] = try value(row["amount"]!)
        }
        #expect(fromExport.filter { !$0.value.isZero } == fromBalance.filter { !$0.value.isZero }, "seed \(seed)")
    }

    @Test("summary, export, trend and breakdown agree per year and per month", arguments: seeds)
    func flowsAgree(seed: UInt64) throws {
        let g = JournalGenerator.make(seed: seed)
        let r = ReportReader(g)
        let export = try r.rows(["export", "-X", "USD"])
        for year in g.firstDay.year...g.lastDay.year {
            let trend = try r.rows(["trend", "-X", "USD", "-p", String(year), "-O", "csv"])
            let trendIncome = try Decimal.sum(trend.map { try value($0["income"]!) })
            let trendSpending = try Decimal.sum(trend.map { try value($0["expenses"]!) })
            let yearly = try checkPeriod(r, export, String(year), seed: seed)
            #expect(trendIncome == yearly.income && trendSpending == yearly.spending, "seed \(seed): trend of \(year)")
            for (k, row) in trend.enumerated() where Self.everyMonth || (k + Int(seed)) % 6 == 0 {
                let month = row["period"]!
                let monthly = try checkPeriod(r, export, month, seed: seed)
                #expect(try value(row["income"]!) == monthly.income && value(row["expenses"]!) == monthly.spending,
                        "seed \(seed): trend row \(month)")
            }
        }
    }

    /// summary's income and spending for `period` equal export's rows of
    /// the period and breakdown's top-level rows; returns them.
    func checkPeriod(_ r: ReportReader, _ export: [[String: String]], _ period: String, seed: UInt64) throws -> (income: Quantity?, spending: Quantity?) {
        let summary = try r.rows(["summary", "-X", "USD", "-p", period, "-O", "csv"])
        let income = try summary.first { $0["section"] == "period" && $0["name"] == "income" }.map { try value($0["amount"]!) }
        let spending = try summary.first { $0["section"] == "period" && $0["name"] == "expenses" }.map { try value($0["amount"]!) }
        let inPeriod = export.filter { $0["date"]!.hasPrefix(period) }
        let exportIncome = try Decimal.sum(inPeriod.filter { $0["type"] == "income" }.map { try value($0["converted_amount"]!).negated() })
        let exportSpending = try Decimal.sum(inPeriod.filter { $0["type"] == "expense" }.map { try value($0["converted_amount"]!) })
        #expect(income != nil && income == exportIncome, "seed \(seed): summary income of \(period)")
        #expect(spending != nil && spending == exportSpending, "seed \(seed): summary spending of \(period)")
        let spent = try r.rows(["breakdown", "-X", "USD", "-p", period, "-O", "csv"]).filter { $0["level"] == "0" }
        let earned = try r.rows(["breakdown", "--income", "-X", "USD", "-p", period, "-O", "csv"]).filter { $0["level"] == "0" }
        #expect(try Decimal.sum(spent.map { try value($0["amount"]!) }) == spending, "seed \(seed): breakdown of \(period)")
        #expect(try Decimal.sum(earned.map { try value($0["amount"]!) }) == income, "seed \(seed): breakdown --income of \(period)")
        return (income, spending)
    }

    @Test("a budget's spent per period is the export rows of its accounts", arguments: seeds)
    func budgetsAgree(seed: UInt64) throws {
        let g = JournalGenerator.make(seed: seed)
        let r = ReportReader(g)
        let export = try r.rows(["export"])
        var checked = 0
        for year in g.firstDay.year...g.lastDay.year {
            for line in try r.rows(["budget", "-p", String(year), "-O", "csv"]) {
                let account = line["budget"]!
                let first = line["first_day"]!, last = line["last_day"]!
                let rows = export.filter { row in
                    let a = row["account"]!
                    return (a == account || a.hasPrefix(account + ":")) && row["date"]! >= first && row["date"]! <= last
                }
                let expected = try Decimal.sum(rows.map { try value($0["amount"]!) })
                #expect(try value(line["spent"]!) == expected, "seed \(seed): budget \(account) \(line["period"]!)")
                checked += 1
            }
        }
        #expect(checked >= 24, "seed \(seed): only \(checked) budget lines")
    }

    @Test("goals, balance and the HTML report agree on what a goal saved", arguments: seeds)
    func goalsAgree(seed: UInt64) throws {
        let g = JournalGenerator.make(seed: seed)
        // Today inside the journal, and a report of an earlier, whole year.
        let today = g.firstDay.adding(days: (g.lastDay - g.firstDay) * 2 / 3)
        let r = ReportReader(g, today: today)
        let goal = try #require(try r.rows(["goals", "-O", "csv"]).first)
        let balance = try r.rows(["balance", g.goalAccount, "-e", today.adding(days: 1).description, "-O", "csv"])
        let held = try Decimal.sum(balance.map { try value($0["amount"]!) })
        #expect(try value(goal["saved"]!) == held, "seed \(seed): goals against balance on \(today)")
        for year in [today.year - 1, today.year] where year >= g.firstDay.year {
            let html = try r.text(["report", "--html", "-", "-X", "USD", "-p", String(year)])
            let section = try #require(HTMLGoals.section(html), "seed \(seed): no goal section in the report of \(year)")
            let on = try #require(Day.parse(section.date), "seed \(seed): goal section date \(section.date)")
            let then = try ReportReader(g, today: today).rows(["balance", g.goalAccount, "-e", on.adding(days: 1).description, "-O", "csv"])
            #expect(try value(section.saved) == Decimal.sum(then.map { try value($0["amount"]!) }),
                    "seed \(seed): report -p \(year) goal section on \(section.date)")
        }
    }

    func value(_ text: String) throws -> Quantity {
        try #require(Decimal.parse(text), "not a number: '\(text)'")
    }

    func add(_ q: Quantity, _ text: String) throws -> Quantity {
        try #require(q.adding(try value(text)))
    }
}

/// Runs commands on a generated journal and reads their CSV output.
struct ReportReader {
    var journal: GeneratedJournal
    var today: Day

    init(_ journal: GeneratedJournal, today: Day = Harness.fixedToday) {
        self.journal = journal
        self.today = today
    }

    func text(_ args: [String]) throws -> String {
        let result = Harness.run(args + ["-f", "-", "--today", today.description], stdin: journal.text)
        try #require(result.status == 0, "tally \(args.joined(separator: " ")) (seed \(journal.seed)) exited \(result.status): \(result.stderr)")
        return result.stdout
    }

    /// The CSV rows as dictionaries by header.
    func rows(_ args: [String]) throws -> [[String: String]] {
        let all = args.contains("-O") ? args : args + ["-O", "csv"]
        let records = try CSVReader.parse(try text(all))
        guard let header = records.first else { return [] }
        return records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }
}

/// The goal section of the HTML report: its date and the first goal's saved amount.
enum HTMLGoals {
    static func section(_ html: String) -> (date: String, saved: String)? {
        let bytes = Array(html.utf8)
        guard let start = find(Array("<h2>Goals on ".utf8), in: bytes, from: 0) else { return nil }
        let dateStart = start + "<h2>Goals on ".utf8.count
        let date = String(decoding: bytes[dateStart..<min(dateStart + 10, bytes.count)], as: UTF8.self)
        guard let savedAt = find(Array(" saved of".utf8), in: bytes, from: dateStart) else { return nil }
        var open = savedAt
        while open > 0 && bytes[open - 1] != UInt8(ascii: ">") { open -= 1 }
        let amount = String(decoding: bytes[open..<savedAt], as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
        return (date, amount)
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var i = from
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && Array(bytes[i..<i + needle.count]) == needle { return i }
            i += 1
        }
        return nil
    }
}

extension Day {
    /// `YYYY-MM-DD`, or nil.
    static func parse(_ text: String) -> Day? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return Day(year: parts[0], month: parts[1], day: parts[2])
    }
}
