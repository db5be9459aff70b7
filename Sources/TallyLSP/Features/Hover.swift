import TallyEngine
import TallyReports
import TallySyntax
import TallyValues

extension LanguageServer {
    /// On an account: its balance by commodity, this month's flow and its
    /// budget's status; on a commodity: its latest price; on a recurring
    /// rule: its next due date; on a goal: its progress.
    func hover(_ ctx: DocumentContext, _ params: JSON) -> Result<JSON, RequestError> {
        guard let offset = ctx.offset(params) else { return .failure(.invalidParams("hover needs a position")) }
        let today = environment.today()
        guard let target = SyntaxLookup.target(at: offset, ctx: ctx, year: today.year) else { return .success(.null) }
        let lines: [String]
        let range: TextRange
        switch target {
        case .account(let id, let r): lines = HoverText.account(id, ctx.journal, today: today); range = r
        case .unknownAccount(let name, let r): lines = ["**\(name)**", "not in the journal yet"]; range = r
        case .commodity(let id, let r): lines = HoverText.commodity(id, ctx.journal, today: today); range = r
        case .recurring(let i, let r): lines = HoverText.recurring(i, ctx.journal, today: today); range = r
        case .goal(let i, let r): lines = HoverText.goal(i, ctx.journal, today: today); range = r
        }
        return .success(.object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(lines.joined(separator: "\n\n")))])),
            ("range", ctx.map.range(range)),
        ]))
    }
}

/// The texts hovers show.
enum HoverText {
    static func amounts(_ m: MixedAmount, _ j: Journal) -> String {
        if m.overflowed { return "too large to represent exactly" }
        let parts = m.nonZeroParts
        if parts.isEmpty { return "0" }
        let f = AmountFormatter(j.commodities)
        return parts.map { f.string($0) }.joined(separator: ", ")
    }

    static func account(_ id: AccountID, _ j: Journal, today: Day) -> [String] {
        var balance = MixedAmount(), month = MixedAmount()
        let monthStart = Day(year: today.year, month: today.month, day: 1) ?? today
        var count = 0
        for t in j.transactions where t.date <= today {
            for i in t.postingIndices {
                let p = j.postings[i]
                guard j.accounts.isWithin(p.account, id) else { continue }
                count += 1
                balance.add(p.quantity, p.commodity)
                if t.date >= monthStart { month.add(p.quantity, p.commodity) }
            }
        }
        var lines = ["**\(j.accounts.name(id))**" + (j.type(of: id).map { " (\($0.rawValue))" } ?? "")]
        if let c = j.categories.first(where: { $0.account == id }) {
            lines.append("category: \(c.displayName ?? j.accounts.leafName(id)) (\(c.type.rawValue))")
        }
        lines.append("balance: \(amounts(balance, j)) (\(count) posting\(count == 1 ? "" : "s") through \(today))")
        lines.append("this month: \(amounts(month, j))")
        lines.append(contentsOf: budgetStatus(id, j, today: today))
        return lines
    }

    static func budgetStatus(_ id: AccountID, _ j: Journal, today: Day) -> [String] {
        let indices = j.budgets.indices.filter { i in j.budgets[i].accounts.contains { j.accounts.isWithin(id, $0) } }
        guard !indices.isEmpty else { return [] }
        let ledger = BudgetLedger(journal: j, prices: PriceTable(journal: j), through: today,
                                  detail: DateSpan(start: today, end: today.adding(days: 1)), keepSpending: false)
        let f = AmountFormatter(j.commodities)
        var out: [String] = []
        for track in ledger.tracks where indices.contains(track.budget) {
            let b = j.budgets[track.budget]
            let name = b.accounts.map { j.accounts.name($0) }.joined(separator: ", ")
            guard let p = track.periods.last(where: { $0.span.contains(today) }) else { continue }
            out.append("budget \(name): spent \(f.string(p.spent, b.amount.commodity)) of \(f.string(p.available, b.amount.commodity)), "
                       + "\(f.string(p.remaining, b.amount.commodity)) left (\(p.span.start.map { "\($0)" } ?? "") – \(p.span.end.map { "\($0)" } ?? ""))")
        }
        return out
    }

    static func commodity(_ id: CommodityID, _ j: Journal, today: Day) -> [String] {
        let symbol = j.commodities.symbol(id)
        var lines = ["**\(symbol)**"]
        let latest = j.prices.filter { $0.commodity == id && $0.date <= today }.max { $0.date < $1.date }
        if let p = latest {
            lines.append("latest price: 1 \(symbol) = \(AmountFormatter(j.commodities).string(p.price)) on \(p.date)")
        } else {
            lines.append("no price on record")
        }
        return lines
    }

    static func recurring(_ i: Int, _ j: Journal, today: Day) -> [String] {
        let rule = j.recurringRules[i]
        var lines = ["**recurring \"\(rule.name)\"**", rule.scheduleDescription]
        if rule.isPaused {
            lines.append("paused")
        } else if let next = rule.schedule.next(onOrAfter: today) {
            lines.append("next due: \(next)")
        } else {
            lines.append("no more occurrences")
        }
        let status = RecurringStatus(journal: j, through: today)
        let unpaid = status.unpaid(rule: i, through: today)
        if !unpaid.isEmpty { lines.append("unpaid: " + unpaid.suffix(3).map { "\($0)" }.joined(separator: ", ")) }
        return lines
    }

    static func goal(_ i: Int, _ j: Journal, today: Day) -> [String] {
        let row = GoalsReport(journal: j, today: today).rows[i]
        let f = AmountFormatter(j.commodities)
        var lines = ["**goal \"\(row.name)\"**",
                     "saved \(f.string(row.saved, row.commodity)) of \(f.string(row.target, row.commodity)) (\(row.percent)%), status: \(row.status.rawValue)"]
        if let d = row.deadline { lines.append("by \(d)" + (row.monthlyNeeded.map { ", \(f.string($0, row.commodity)) a month needed" } ?? "")) }
        if let p = row.projected { lines.append("at the recent pace: reached \(p)") }
        return lines
    }
}
