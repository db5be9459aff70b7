import Testing
import TallyCLI
import TallyEngine
import TallyReports
import TallyCLITestSupport
import TallyTestSupport
import TallyValues

private func day(_ y: Int, _ m: Int, _ d: Int) -> Day { Day(year: y, month: m, day: d)! }

/// The period engine against the plainest possible sum: for each period,
/// every transaction in it, every posting, added into a dictionary.
@Suite struct PeriodSumsTests {
    private func load(_ text: String) -> Journal {
        let fs = MemoryFileSystem(["/j.ledger": text])
        return JournalLoader(fileSystem: fs, today: day(2026, 11, 21)).load([.path("/j.ledger")]).journal
    }

    /// Per period and account, the parts (commodity, exact quantity) of
    /// the postings `query` matches, summed one by one.
    private func naive(_ j: Journal, _ query: ReportQuery, _ span: DateSpan,
                       fold: (AccountID) -> AccountID? = { $0 }) -> [AccountID: [CommodityID: Quantity]] {
        var q = query
        q.span = span.intersection(query.span)
        let matcher = ReportQuery.Matcher(q, j)
        var out: [AccountID: [CommodityID: Quantity]] = [:]
        for t in j.transactions where matcher.matches(transaction: t) {
            for pi in t.postingIndices {
                let p = j.postings[pi]
                guard matcher.matches(posting: p, in: t), let a = fold(p.account) else { continue }
                if let before = out[a]?[p.commodity] {
                    out[a, default: [:]][p.commodity] = before.adding(p.quantity)
                } else {
                    out[a, default: [:]][p.commodity] = p.quantity
                }
            }
        }
        return out
    }

    private func check(_ j: Journal, _ sums: PeriodSums, _ expected: [AccountID: [CommodityID: Quantity]], period k: Int?,
                       _ what: String) {
        let accounts = sums.accounts(inPeriod: k)
        #expect(Set(accounts) == Set(expected.keys), "accounts in \(what)")
        for a in accounts {
            let m = sums.amount(a, period: k)
            #expect(!m.overflowed)
            var got: [CommodityID: Quantity] = [:]
            for part in m.parts { got[part.commodity] = part.quantity }
            #expect(got == expected[a] ?? [:], "\(j.accounts.name(a)) in \(what)")
            // Each commodity's sum is also shown at the scale of its postings.
            for part in m.parts { #expect(part.quantity.scale == expected[a]?[part.commodity]?.scale, "scale of \(j.accounts.name(a)) in \(what)") }
        }
    }

    @Test(arguments: [11, 12, 13] as [UInt64])
    func agreesWithANaiveSumPerPeriod(seed: UInt64) {
        let g = JournalGenerator.make(seed: seed)
        let j = load(g.text)
        let whole = DateSpan(start: g.firstDay, end: g.lastDay.adding(days: 1))
        let layouts: [(String, [DateSpan])] = [
            ("monthly", PeriodSums.periods(whole, interval: .monthly)),
            ("weekly", PeriodSums.periods(whole, interval: .weekly)),
            ("quarterly", PeriodSums.periods(whole, interval: .quarterly)),
            ("every 10 days", PeriodSums.periods(whole, interval: Interval(.day, 10), anchor: g.firstDay.adding(days: 3))),
            ("gapped", [DateSpan(start: g.firstDay.adding(days: 20), end: g.firstDay.adding(days: 50)),
                        DateSpan(start: g.firstDay.adding(days: 90), end: g.firstDay.adding(days: 400))]),
        ]
        var query = ReportQuery(today: day(2026, 11, 21))
        query.accountPatterns = ["expenses", "assets"]
        for (name, periods) in layouts {
            let sums = PeriodSums(journal: j, query: query, periods: periods, opening: true)
            #expect(sums.overflow == nil)
            for (k, p) in periods.enumerated() { check(j, sums, naive(j, query, p), period: k, "\(name) period \(k)") }
            let before = DateSpan(start: nil, end: periods.first?.start)
            check(j, sums, naive(j, query, before), period: nil, "\(name) before the first period")
        }
    }

    @Test(arguments: [21, 22] as [UInt64])
    func foldsAccountsIntoRowsAsTheNaiveSumDoes(seed: UInt64) {
        let g = JournalGenerator.make(seed: seed)
        let j = load(g.text)
        let fold: (AccountID) -> AccountID? = { a in
            j.accounts.name(a).hasPrefix("Equity") ? nil : j.accounts.depth(of: a) > 1 ? j.accounts.ancestor(of: a, atDepth: 1) : a
        }
        let periods = PeriodSums.periods(DateSpan(start: g.firstDay, end: g.lastDay.adding(days: 1)), interval: .monthly)
        let query = ReportQuery(today: day(2026, 11, 21))
        let sums = PeriodSums(journal: j, query: query, periods: periods, account: fold)
        for (k, p) in periods.enumerated() { check(j, sums, naive(j, query, p, fold: fold), period: k, "period \(k)") }
        // One open period over all dates is the whole journal.
        let all = PeriodSums(journal: j, query: query, periods: [.unbounded], account: fold)
        check(j, all, naive(j, query, .unbounded, fold: fold), period: 0, "all dates")
    }

    @Test func aSumPast38DigitsInOnePeriodStaysExact() throws {
        let j = load("""
        2026-01-05 small
            Expenses:Food    5 USD
            Assets:Bank
        2026-02-05 big
            Expenses:Food    90000000000000000000000000000000000000 USD
            Assets:Bank
        2026-02-06 big again
            Expenses:Food    90000000000000000000000000000000000000 USD
            Assets:Bank
        2026-02-07 cents
            Expenses:Food    0.25 USD
            Assets:Bank
        2026-03-01 after
            Expenses:Food    7 USD
            Assets:Bank
        """)
        let food = try #require(j.accounts.lookup("Expenses:Food")), bank = try #require(j.accounts.lookup("Assets:Bank"))
        let usd = try #require(j.commodities.lookup("USD"))
        let periods = PeriodSums.periods(DateSpan(start: day(2026, 1, 1), end: day(2026, 4, 1)), interval: .monthly)
        let sums = PeriodSums(journal: j, query: ReportQuery(today: day(2026, 11, 21)), periods: periods)
        #expect(sums.overflow == nil)
        #expect(sums.total(food, usd, period: 1).exact?.description == "180000000000000000000000000000000000000.25")
        #expect(sums.total(bank, usd, period: 1).exact?.description == "-180000000000000000000000000000000000000.25")
        // The other periods stay in the fast form.
        #expect(sums.total(food, usd, period: 0).exact == Quantity(5))
        #expect(sums.total(food, usd, period: 2).exact == Quantity(7))
        #expect(sums.total(bank, usd, period: 0).exact == Quantity(-5))
    }

    @Test func aGroupPast38DigitsStaysExact() throws {
        let j = load("""
        2026-01-05 a
            Expenses:Food    90000000000000000000000000000000000000 USD
            Assets:Bank
        2026-01-06 b
            Expenses:Rent    90000000000000000000000000000000000000 USD
            Assets:Bank
        """)
        let food = try #require(j.accounts.lookup("Expenses:Food")), usd = try #require(j.commodities.lookup("USD"))
        let sums = PeriodSums(journal: j, query: ReportQuery(today: day(2026, 11, 21)), periods: [DateSpan(start: day(2026, 1, 1), end: day(2026, 2, 1))],
                              account: { j.accounts.name($0).hasPrefix("Expenses") ? $0 : nil },
                              groups: [.overflowTotalSpending], group: { _ in 0 })
        #expect(sums.overflow == nil)
        #expect(sums.groupTotal(0, usd, period: 0).exact?.description == "180000000000000000000000000000000000000")
        #expect(sums.total(food, usd, period: 0).exact == Quantity(plain: "90000000000000000000000000000000000000"))
    }

    /// Random amounts of 1 to 45 digits, 0 to 40 of them decimals, so that
    /// sums leave the fast form, change scale after leaving it, and come
    /// back: every period's sum equals the plain one by one sum.
    @Test("wide sums equal the plain sum", arguments: Array(UInt64(1)...12))
    func wideSumsEqualThePlainSum(seed: UInt64) throws {
        var r = JournalGenerator.Random(state: seed &* 104_729)
        func amount() -> String {
            var whole = String(r.int(1...9))
            for _ in 0..<r.int(0...44) { whole += String(r.int(0...9)) }
            var fraction = ""
            for _ in 0..<(r.int(0...3) == 0 ? r.int(1...40) : r.int(0...2)) { fraction += String(r.int(0...9)) }
            return (r.int(0...2) == 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
        }
        var text = ""
        for k in 0..<60 {
            let month = 1 + k / 20
            text += "2026-0\(month)-\(10 + k % 18) t\(k)\n    Expenses:\(["A", "B", "C"][r.int(0...2)])    \(amount()) X\n    Assets:Bank\n"
        }
        let j = load(text)
        let x = try #require(j.commodities.lookup("X"))
        let periods = PeriodSums.periods(DateSpan(start: day(2026, 1, 1), end: day(2026, 4, 1)), interval: .monthly)
        let query = ReportQuery(today: day(2026, 11, 21))
        let sums = PeriodSums(journal: j, query: query, periods: periods)
        #expect(sums.overflow == nil)
        for (k, span) in periods.enumerated() {
            for (account, parts) in naive(j, query, span) {
                let expected = try #require(parts[x])
                let got = sums.total(account, x, period: k).exact
                #expect(got == expected, "\(j.accounts.name(account)) in \(span)")
                #expect(got?.scale == expected.scale, "scale of \(j.accounts.name(account)) in \(span)")
            }
        }
    }

    @Test func balanceByMonthPast38DigitsIsExact() {
        let text = """
        2026-01-05 a
            Expenses:Food    90000000000000000000000000000000000000 USD
            Income:Salary
        2026-01-06 b
            Expenses:Food    90000000000000000000000000000000000000 USD
            Income:Salary
        """
        for args in [["bal", "-M"], ["bal", "-M", "--tree"], ["register", "-M", "Expenses"]] {
            let r = Harness.run(args + ["-f", "-", "--today", "2026-02-01"], stdin: text)
            #expect(r.status == 0, "\(args): \(r.stderr)")
            #expect(r.stdout.contains("180000000000000000000000000000000000000 USD"), "\(args): \(r.stdout)")
        }
    }
}
