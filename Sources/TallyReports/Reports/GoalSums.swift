import TallyLocale
import TallyEngine
import TallyValues

/// What the goals read from the period engine, in one pass for all of
/// them: per goal, its account's balance (with subaccounts) before the
/// pace window and through today, per commodity, the opening balances
/// moved in within the window, and its postings in date order (for the
/// day its value reached the target).
///
/// No valuation here: a goal values its balance on a day (the sum of each
/// commodity converted once), not each posting, so the sums stay in their
/// own commodities and goals of every commodity share the pass.
struct GoalSums {
    /// One posting to a goal's account.
    struct Posting: Equatable {
        var date: Day
        var amount: Amount
        /// Index into `Journal.postings`.
        var posting: Int
    }

    /// The sums of one goal.
    struct Figures: Equatable {
        /// Postings on or before the last day before the pace window.
        var beforePace = MixedAmount()
        /// Postings through today.
        var balance = MixedAmount()
        /// Postings within the pace window in transactions with an equity
        /// posting (opening balances: money the account already held).
        var openings = MixedAmount()
        /// The goal's postings through today, in date order.
        var postings: [Posting] = []
        /// The first sum that left the range of exact amounts, naming the goal's account.
        var overflow: SumOverflow?
    }

    /// Per goal, in `Journal.goals` order.
    var figures: [Figures]

    /// Sums every goal's account through `today`, the pace window being
    /// the days after `paceStart`.
    init(journal: Journal, today: Day, paceStart: Day) {
        let goals = journal.goals
        figures = goals.map { _ in Figures() }
        guard !goals.isEmpty else { return }
        // Per account, the goals it counts toward (its own account or an ancestor).
        let members = journal.accounts.all.map { a in goals.indices.filter { journal.accounts.isWithin(a, goals[$0].account) } }
        var postings = goals.map { _ in [Posting]() }
        var openings = goals.map { _ in MixedAmount() }
        var opening: (transaction: Int, isOpening: Bool)?
        let window = DateSpan(start: paceStart.adding(days: 1), end: today.adding(days: 1))
        let sums = PeriodSums(journal: journal, periods: [window], opening: true,
                              transactions: nil, postings: nil,
                              account: { members[Int($0.index)].isEmpty ? nil : $0 },
                              groups: goals.map { _ in .overflowInReport }, memberOf: { members[Int($0.index)] }) { c in
            let p = journal.postings[c.posting]
            let amount = Amount(c.amount, p.commodity)
            for g in members[Int(c.account.index)] { postings[g].append(Posting(date: c.date, amount: amount, posting: c.posting)) }
            guard c.period != nil else { return }
            let t = Int(p.transaction)
            if opening?.transaction != t {
                let isOpening = journal.transactions[t].postingIndices.contains { journal.type(of: journal.postings[$0].account) == .equity }
                opening = (t, isOpening)
            }
            guard opening?.isOpening == true else { return }
            for g in members[Int(c.account.index)] { openings[g].add(c.amount, p.commodity) }
        }
        for g in goals.indices {
            var f = Figures(beforePace: sums.groupAmount(g, period: nil), postings: postings[g])
            f.balance = f.beforePace
            f.balance.add(sums.groupAmount(g, period: 0))
            f.openings = openings[g]
            let o = sums.overflow(inRows: { $0 == sums.accountCount + g }) ?? f.balance.overflow ?? f.openings.overflow
            f.overflow = o.map { SumOverflow(account: goals[g].account, commodity: $0.commodity, posting: $0.posting) }
            figures[g] = f
        }
    }
}
