import Testing
import TallyEngine
import TallySyntax
import TallyValues

private func day(_ s: String) -> Day {
    let p = s.split(separator: "-").map { Int($0)! }
    return Day(year: p[0], month: p[1], day: p[2])!
}

private let rent = """
    recurring "Rent"  monthly on 1  from 2026-09-01
        Expenses:Rent  $1,000.00
        Assets:Bank

    """

private func payment(_ date: String, _ comment: String) -> String {
    "\(date) Landlord  ; \(comment)\n    Expenses:Rent  $1,000.00\n    Assets:Bank\n"
}

@Suite struct RecurringStatusTests {
    @Test func taggedPaymentsPayTheNearestOccurrence() throws {
        let r = load(rent + payment("2026-09-01", "recurring:Rent") + payment("2026-10-04", "recurring: rent")
                     + payment("2026-11-28", "recurring:Rent"))
        #expect(r.diagnostics.isEmpty)
        let s = RecurringStatus(journal: r.journal, through: day("2027-01-31"))
        #expect(s.isPaid(rule: 0, on: day("2026-09-01")))
        #expect(s.isPaid(rule: 0, on: day("2026-10-01")))   // 3 days late
        #expect(!s.isPaid(rule: 0, on: day("2026-11-01")))
        #expect(s.isPaid(rule: 0, on: day("2026-12-01")))   // 3 days early
        #expect(s.unpaid(rule: 0, through: day("2027-01-31")).map(\.description) == ["2026-11-01", "2027-01-01"])
        #expect(s.strays.isEmpty)
    }

    @Test func aPaymentOutsideTheWindowPaysNothing() throws {
        // 22 days before the first occurrence: a monthly rule's window is 15 days.
        let r = load(rent + payment("2026-08-10", "recurring:Rent") + payment("2026-08-17", "recurring:Rent"))
        let s = RecurringStatus(journal: r.journal, through: day("2026-09-30"))
        #expect(s.payment(rule: 0, on: day("2026-09-01")).map { r.journal.transactions[$0].date } == day("2026-08-17"))
        #expect(s.strays.map { r.journal.transactions[$0.transaction].date } == [day("2026-08-10")])
        #expect(s.strays.first?.rule == 0)
    }

    @Test func aDueTagNamesTheOccurrenceExactly() throws {
        // Paid six weeks late, far outside the window, but the tag says which month.
        let r = load(rent + payment("2026-10-13", "recurring:Rent, due:2026-09-01") + payment("2026-10-01", "recurring:Rent"))
        let s = RecurringStatus(journal: r.journal, through: day("2026-10-31"))
        #expect(s.payment(rule: 0, on: day("2026-09-01")).map { r.journal.transactions[$0].date } == day("2026-10-13"))
        #expect(s.payment(rule: 0, on: day("2026-10-01")).map { r.journal.transactions[$0].date } == day("2026-10-01"))
        #expect(s.strays.isEmpty)
    }

    @Test func aSecondPaymentForAPaidOccurrenceIsAStray() throws {
        // The second payment on Oct 1 finds Oct 1 paid and takes the nearest
        // other unpaid occurrence within 15 days: none, so it is a stray.
        let r = load(rent + payment("2026-09-30", "recurring:Rent") + payment("2026-10-01", "recurring:Rent"))
        let s = RecurringStatus(journal: r.journal, through: day("2026-10-31"))
        #expect(s.isPaid(rule: 0, on: day("2026-10-01")))
        #expect(!s.isPaid(rule: 0, on: day("2026-09-01")))
        #expect(s.strays.count == 1)
    }

    @Test func aTagNamingNoRuleIsAStray() {
        let r = load(rent + payment("2026-09-01", "recurring:Rnet"))
        let s = RecurringStatus(journal: r.journal, through: day("2026-09-30"))
        #expect(s.strays.map(\.name) == ["Rnet"])
        #expect(s.strays.first?.rule == nil)
        #expect(!s.isPaid(rule: 0, on: day("2026-09-01")))
    }

    @Test func anUntaggedTransactionWithTheRulesPostingsPaysWithinAWeek() {
        // Sept 3 (2 days late) pays Sept 1; Oct 9 is 8 days late: too far
        // without a tag; Nov 1 pays Nov 1.
        let r = load(rent + payment("2026-09-03", "rent for September") + payment("2026-10-09", "late")
                     + payment("2026-11-01", "on time"))
        let s = RecurringStatus(journal: r.journal, through: day("2026-11-30"))
        #expect(s.payment(rule: 0, on: day("2026-09-01")) == 0)
        #expect(!s.isPaid(rule: 0, on: day("2026-10-01")))
        #expect(s.payment(rule: 0, on: day("2026-11-01")) == 2)
        #expect(s.strays.isEmpty)
    }

    @Test func anUntaggedTransactionWithAnotherAmountOrAccountPaysNothing() {
        let r = load(rent + "2026-09-01 Landlord\n    Expenses:Rent  $1,000.01\n    Assets:Bank\n"
                     + "2026-09-01 Landlord\n    Expenses:Rent  $1,000.00\n    Assets:Cash\n"
                     + "2026-09-01 Landlord\n    Expenses:Rent  €1,000.00\n    Assets:Bank\n")
        let s = RecurringStatus(journal: r.journal, through: day("2026-09-30"))
        #expect(!s.isPaid(rule: 0, on: day("2026-09-01")))
    }

    @Test func aToleranceLetsTheAmountVary() {
        let power = "recurring Power  monthly on 20  from 2026-09-01  ~10%\n    Expenses:Power  $80.00\n    Assets:Bank\n\n"
        func bill(_ date: String, _ amount: String) -> String { "\(date) City power\n    Expenses:Power  \(amount)\n    Assets:Bank\n" }
        // 88.00 is exactly 10% over; 71.99 is more than 10% under; 72.00 is exactly 10% under.
        let r = load(power + bill("2026-09-20", "$88.00") + bill("2026-10-20", "$71.99") + bill("2026-11-21", "$72.00"))
        #expect(r.diagnostics.isEmpty)
        let s = RecurringStatus(journal: r.journal, through: day("2026-11-30"))
        #expect(s.isPaid(rule: 0, on: day("2026-09-20")))
        #expect(!s.isPaid(rule: 0, on: day("2026-10-20")))
        #expect(s.isPaid(rule: 0, on: day("2026-11-20")))
    }

    @Test func eachUntaggedTransactionPaysOneOccurrenceTheNearest() throws {
        // Two payments around Sept 1 and none around Oct 1: Aug 30 is nearer
        // to Sept 1 than Sept 4 is, and Sept 4 is too far from Oct 1.
        let r = load(rent + payment("2026-09-04", "a") + payment("2026-08-30", "b"))
        let s = RecurringStatus(journal: r.journal, through: day("2026-10-31"))
        let paying = try #require(s.payment(rule: 0, on: day("2026-09-01")))
        #expect(r.journal.transactions[paying].date == day("2026-08-30"))
        #expect(!s.isPaid(rule: 0, on: day("2026-10-01")))
    }

    @Test func aTaggedTransactionNeverPaysByItsPostings() {
        // Tagged for a rule with a typo: a stray, and it pays nothing.
        let r = load(rent + payment("2026-09-01", "recurring:Rnet"))
        let s = RecurringStatus(journal: r.journal, through: day("2026-09-30"))
        #expect(!s.isPaid(rule: 0, on: day("2026-09-01")))
    }

    @Test(arguments: ["~10%", "tolerance 10%", "~2.5%", "~0%", "~100%", "tolerance 0.25%"])
    func toleranceSpellings(_ clause: String) {
        let r = load("recurring Power  monthly  from 2026-09-01  \(clause)\n    Expenses:Power  $80.00\n    Assets:Bank\n")
        #expect(r.diagnostics.isEmpty, "\(clause)")
    }

    @Test(arguments: ["~", "~10", "~101%", "~-5%", "~1.234%", "tolerance", "tolerance ten%", "~1e2%"])
    func badTolerances(_ clause: String) {
        let r = load("recurring Power  monthly  from 2026-09-01  \(clause)\n    Expenses:Power  $80.00\n    Assets:Bank\n")
        #expect(r.ids == ["invalid-directive"], "\(clause)")
    }

    @Test func namesDifferingOnlyInCaseAreDuplicates() {
        let r = load(rent + "recurring rent  monthly  from 2026-01-01\n    a  $1\n    b\n")
        #expect(r.ids == ["duplicate-recurring"])
    }

    @Test func aNameWithACommaCannotBeTagged() throws {
        let r = load("recurring \"Rent, flat\"  monthly  from 2026-01-01\n    a  $1\n    b\n")
        #expect(r.ids == ["invalid-recurring"])
        #expect(r.journal.recurringRules.isEmpty)
    }

    @Test func theElidedAmountIsKeptBalanced() throws {
        let r = load("recurring X  monthly  from 2026-01-01\n    a  $1\n    b  2 EUR\n    c\n")
        let rule = try #require(r.journal.recurringRules.first)
        #expect(rule.lines.map { r.journal.accounts.name($0.account) } == ["a", "b", "c", "c"])
        #expect(rule.lines.map(\.amount.quantity) == [Quantity(1), Quantity(2), Quantity(-1), Quantity(-2)])
        #expect(rule.lines.map(\.isInferred) == [false, false, true, true])
        #expect((try? rule.flow.get())?.map(\.quantity) == [Quantity(1), Quantity(2)])
    }
}

@Suite struct ForecastTests {
    static let text = """
        recurring "Rent"  monthly on 1  from 2026-09-01
            Expenses:Rent  $1,000.00
            Assets:Bank

        recurring "Gym"  monthly on 15  from 2026-09-01  paused
            Expenses:Gym  $30.00
            Assets:Bank

        budget Expenses:Food  $400 monthly

        2026-09-01 Landlord  ; recurring:Rent
            Expenses:Rent  $1,000.00
            Assets:Bank
        2026-11-30 Landlord, early  ; recurring:Rent
            Expenses:Rent  $1,000.00
            Assets:Bank
        2026-12-10 Grocer
            Expenses:Food  $50.00
            Assets:Bank
        2027-01-02 Grocer
            Expenses:Food  $60.00
            Assets:Bank

        """

    @Test func addsTheUnpaidFutureOccurrencesOfActiveRulesOnly() throws {
        let r = load(Self.text)
        #expect(r.diagnostics.isEmpty)
        let j = r.journal.addingForecast(from: day("2026-11-21"), until: day("2027-03-01"))
        let forecast = j.transactions.filter { j.isForecast($0) }
        // December is paid early; October and November are overdue, not forecast; the gym is paused.
        #expect(forecast.map(\.date.description) == ["2027-01-01", "2027-02-01"])
        #expect(forecast.allSatisfy { j.description(of: $0) == "Rent" })
        #expect(j.comments(of: forecast[0]) == [" recurring:Rent, due:2027-01-01"])
        // Date order, real transactions before forecast ones on the same day.
        #expect(j.transactions.map(\.date) == j.transactions.map(\.date).sorted())
        #expect(j.transactions.map { j.description(of: $0) } == ["Landlord", "Landlord, early", "Grocer", "Rent", "Grocer", "Rent"])
        // Every posting points at its transaction.
        for (ti, t) in j.transactions.enumerated() {
            for pi in t.postingIndices { #expect(j.postings[pi].transaction == Int32(ti)) }
        }
        let rentAccount = try #require(j.accounts.lookup("Expenses:Rent"))
        let bank = try #require(j.accounts.lookup("Assets:Bank"))
        let rentPostings = j.postings.filter { $0.account == rentAccount }.map(\.quantity)
        #expect(rentPostings == [dec("1000.00"), dec("1000.00"), dec("1000.00"), dec("1000.00")])
        let bankForecast = forecast.flatMap { $0.postingIndices.map { j.postings[$0] } }.filter { $0.account == bank }
        #expect(bankForecast.map(\.quantity) == [dec("-1000.00"), dec("-1000.00")])
        #expect(bankForecast.allSatisfy { $0.isInferred })
        // Nothing from the budget.
        let food = try #require(j.accounts.lookup("Expenses:Food"))
        #expect(j.postings.filter { $0.account == food }.count == 2)
        // The original journal is unchanged.
        #expect(r.journal.transactions.count == 4)
        #expect(r.journal.forecastFile == nil)
    }

    @Test func anEmptyForecastStillMarksTheJournal() {
        let r = load(Self.text)
        let j = r.journal.addingForecast(from: day("2026-11-21"), until: day("2026-11-22"))
        #expect(j.forecastFile != nil)
        #expect(j.transactions.count == r.journal.transactions.count)
    }

    @Test func aRuleWithACostForecastsItsCost() throws {
        let r = load("recurring DCA  monthly on 5  from 2026-01-01\n    Assets:Crypto  0.001 BTC @ $40000\n    Assets:Bank  $-40\n")
        #expect(r.diagnostics.isEmpty)
        let j = r.journal.addingForecast(from: day("2026-11-21"), until: day("2027-01-01"))
        #expect(j.transactions.map(\.date.description) == ["2026-12-05"])
        let btc = try #require(j.postings.first { j.commodities.symbol($0.commodity) == "BTC" })
        #expect(j.cost(of: btc)?.total.quantity == dec("40.000"))
    }
}
