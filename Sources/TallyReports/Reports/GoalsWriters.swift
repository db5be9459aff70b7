import TallyEngine
import TallyLocale
import TallyValues

extension GoalsReport {
    package static let barWidth = 20

    /// `[#########-----------]`: the part saved, rounded down, out of `barWidth`.
    package static func bar(_ row: Row) -> (filled: Int, empty: Int) {
        let clamped = min(max(row.saved, .zero), row.target)
        let filled = Ratio.floor(clamped, times: barWidth, over: row.target).flatMap { Int(exactly: $0.units) }.map { min(barWidth, max(0, $0)) } ?? 0
        return (filled, barWidth - filled)
    }

    /// The example goal's target in the journal's reporting currency (or the
    /// one most postings use), written in that commodity's own style so the
    /// line reads back under the journal's decimal mark; `5000 USD` when the
    /// journal has no commodity yet, which reads the same under either mark.
    static func exampleTarget(_ journal: Journal, _ f: AmountFormatter) -> String {
        let c = journal.reportingCurrency?.commodity ?? ReportCurrency.mostUsed(journal, preferSymbol: true)
        return c == .none ? "5000 USD" : f.string(Quantity(5000), c)
    }

    /// The example goal's account: `Assets:Savings` when the journal has it,
    /// else its first asset account with no subaccount (a goal's account must
    /// exist, so the example reads back as it is), else `Assets:Savings`.
    static func exampleAccount(_ journal: Journal) -> String {
        let savings = "Assets:Savings"
        if journal.accounts.lookup(savings) != nil { return savings }
        var parents = Set<AccountID>()
        for a in journal.accounts.all { if let p = journal.accounts.parent(of: a) { parents.insert(p) } }
        let leaf = journal.accounts.all.first { journal.type(of: $0) == .asset && !parents.contains($0) }
        return leaf.map { journal.accounts.name($0) } ?? savings
    }

    /// A block per goal: name and account; the bar, percent and amounts;
    /// what it needs a month to finish by its date; the recent pace and
    /// when it finishes at that pace. Words in the language of `m`.
    package func text(_ journal: Journal, style: TextStyle, messages m: Messages = .english) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var out: [UInt8] = []
        if rows.isEmpty {
            let example = "goal \"\(m[.goalExampleName])\"  \(Self.exampleTarget(journal, f))  by \(min(today.year + 1, 9999))-06  account \(Self.exampleAccount(journal))"
            out.append(contentsOf: "\(m[.noGoals]) \(example)\n".utf8)
            return out
        }
        func painted(_ key: MessageKey, _ color: String) -> String {
            var bytes: [UInt8] = []
            style.paint(Array(m[key].utf8), color, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        let nameWidth = rows.map { DisplayWidth.of($0.name) }.max() ?? 0
        for (k, row) in rows.enumerated() {
            if k > 0 { out.append(10) }
            let c = row.commodity
            func money(_ q: Quantity) -> String { f.string(q, c) }
            style.paint(Array(row.name.utf8), "1", to: &out)
            TextLayout.pad(&out, nameWidth - DisplayWidth.of(row.name) + 2)
            out.append(contentsOf: journal.accounts.nameBytes(row.account))
            out.append(10)

            let (filled, empty) = Self.bar(row)
            out.append(contentsOf: "  [".utf8)
            style.paint(Array(repeating: UInt8(ascii: "#"), count: filled), row.status == .complete ? "32" : "36", to: &out)
            out.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: empty))
            out.append(contentsOf: "] ".utf8)
            TextLayout.appendRight(Array("\(row.percent)%".utf8), width: 4, to: &out)
            let amounts: String
            if row.status == .complete {
                amounts = row.reached.map { m.text(.goalReachedOn, money(row.saved), money(row.target), $0.description) }
                    ?? m.text(.goalReached, money(row.saved), money(row.target))
            } else {
                amounts = m.text(.goalToGo, money(row.saved), money(row.target), money(row.remaining))
            }
            out.append(contentsOf: "  \(amounts)\n".utf8)

            if row.status != .complete {
                if let deadline = row.deadline {
                    let line: String
                    if let monthly = row.monthlyNeeded, let months = row.monthsLeft {
                        line = m.text(.goalMonthlyBy, deadline.description, money(monthly), m.count(months, .months))
                    } else {
                        line = m.text(.goalMissedBy, deadline.description, painted(.goalMissedWord, "31"))
                    }
                    out.append(contentsOf: "  \(line)\n".utf8)
                }
                var pace: String
                if row.pace.signum > 0 {
                    pace = m.text(.goalPaceMonthly, money(row.pace), Self.window(row, m, key: .goalPaceOver))
                    if let p = row.projected {
                        switch row.status {
                        case .onTrack: pace += m.text(.goalReachesItVerdict, p.description, painted(.goalOnTrack, "32"))
                        case .behind: pace += m.text(.goalReachesItVerdict, p.description, painted(.goalTooLate, "31"))
                        default: pace += m.text(.goalReachesIt, p.description)
                        }
                    } else {
                        pace += m[.goalCentury]
                    }
                } else {
                    pace = m.text(.goalNothingSaved, Self.window(row, m, key: .goalPaceIn))
                    if row.pace.signum < 0 { pace += m.text(.goalDown, money(row.pace.magnitude)) }
                }
                out.append(contentsOf: "  \(m.text(.goalPace, pace))\n".utf8)
            }
            for a in row.unconverted {
                out.append(contentsOf: "  \(m.text(.goalAlsoHolds, f.string(a), journal.commodities.symbol(row.commodity)))\n".utf8)
            }
        }
        return out
    }

    static func plain(_ q: Quantity, _ c: CommodityID, _ f: AmountFormatter) -> String { f.plain(q, c, exact: true) }

    static func plain(_ q: Quantity?, _ c: CommodityID, _ f: AmountFormatter) -> String? {
        guard let q else { return nil }
        return f.plain(q, c, exact: true)
    }

    static let columns = ["goal", "account", "commodity", "saved", "target", "percent", "remaining", "deadline",
                          "monthly_needed", "pace", "projected", "reached", "status"]

    /// One row per goal; empty cells where a value does not apply.
    package func csv(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var w = CSVWriter()
        w.row(Self.columns)
        for r in rows {
            let c = r.commodity
            w.row([r.name, journal.accounts.name(r.account), journal.commodities.symbol(c), Self.plain(r.saved, c, f), Self.plain(r.target, c, f),
                   r.percent.description, Self.plain(r.remaining, c, f), r.deadline?.description ?? "", Self.plain(r.monthlyNeeded, c, f) ?? "",
                   Self.plain(r.pace, c, f), r.projected?.description ?? "", r.reached?.description ?? "", r.status.rawValue])
        }
        return w.bytes
    }

    /// An array of goals with the CSV's fields (null where they do not
    /// apply) and the unconverted balances.
    package func json(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        return JSONWriter.objects(rows) { j, r in
            let c = r.commodity
            j.string("goal", r.name)
            j.string("account", journal.accounts.name(r.account))
            j.string("commodity", journal.commodities.symbol(c))
            j.string("saved", Self.plain(r.saved, c, f))
            j.string("target", Self.plain(r.target, c, f))
            j.string("percent", r.percent.description)
            j.string("remaining", Self.plain(r.remaining, c, f))
            j.string("deadline", r.deadline?.description)
            j.string("monthly_needed", Self.plain(r.monthlyNeeded, c, f))
            j.string("pace", Self.plain(r.pace, c, f))
            j.string("projected", r.projected?.description)
            j.string("reached", r.reached?.description)
            j.string("status", r.status.rawValue)
            j.amounts("unconverted", r.unconverted, journal.commodities, f)
        }
    }
}

extension GoalsReport {
    /// "over the last 3 months" (`key` says over or in), or "since
    /// 2026-10-01" for a younger journal.
    static func window(_ row: Row, _ m: Messages, key: MessageKey) -> String {
        row.paceSince.map { m.text(.goalPaceSince, $0.description) } ?? m.text(key, m.count(paceMonths, .months))
    }
}
