import TallyEngine
import TallySyntax
import TallyValues

/// hledger's `stats`: the journal's files, span, counts of transactions,
/// payees, accounts, commodities and prices, for the selected transactions.
package struct StatsReport {
    package init() {}

    package func text(_ journal: Journal, query: ReportQuery, today: Day) -> [UInt8] {
        var transactions: [Transaction] = []
        var payees = Set<[UInt8]>()
        var accounts = Set<AccountID>()
        JournalListsReport.forEachSelected(journal, query) { t, postings in
            transactions.append(t)
            payees.insert(Array(JournalListsReport.trimmed(journal.file(t.file).slice(t.description))))
            for p in postings { accounts.insert(p.account) }
        }
        let files = journal.files.filter { $0.id != journal.forecastFile }
        var rows: [(String, String)] = []
        rows.append(("Main file", files.first?.path ?? ""))
        rows.append(("Included files", files.dropFirst().map(\.path).joined(separator: "\n" + String(repeating: " ", count: 27))))
        if let first = transactions.first?.date, let last = transactions.last?.date {
            let days = last.adding(days: 1) - first
            rows.append(("Transactions span", "\(first) to \(last.adding(days: 1)) (\(days) days)"))
            let ago = today - last
            rows.append(("Last transaction", "\(last) (\(ago < 0 ? "\(-ago) days from now" : "\(ago) days ago"))"))
            rows.append(("Transactions", "\(transactions.count) (\(Self.perDay(transactions.count, days)) per day)"))
        } else {
            rows.append(("Transactions span", "(none)"))
            rows.append(("Last transaction", "none"))
            rows.append(("Transactions", "0 (0.0 per day)"))
        }
        for window in [30, 7] {
            let from = today.adding(days: -window + 1)
            let n = transactions.filter { $0.date >= from && $0.date <= today }.count
            rows.append(("Transactions last \(window) days", "\(n) (\(Self.perDay(n, window)) per day)"))
        }
        rows.append(("Payees/descriptions", "\(payees.count)"))
        let depth = accounts.map { journal.accounts.depth(of: $0) }.max() ?? 0
        rows.append(("Accounts", "\(accounts.count) (depth \(depth))"))
        let symbols = String(decoding: JournalListsReport.commodities(journal), as: UTF8.self).split(separator: "\n")
        rows.append(("Commodities", "\(symbols.count) (\(symbols.joined(separator: ", ")))"))
        let priced = Set(journal.prices.map { journal.commodities.symbol($0.commodity) }).sorted()
        rows.append(("Market prices", "\(journal.prices.count) (\(priced.joined(separator: ", ")))"))
        var out: [UInt8] = []
        for (label, value) in rows {
            out.append(contentsOf: label.utf8)
            TextLayout.pad(&out, 25 - DisplayWidth.of(Array(label.utf8)))
            out.append(contentsOf: ": ".utf8)
            out.append(contentsOf: value.utf8)
            out.append(10)
        }
        return out
    }

    /// `n / days` with one decimal, rounded half up, in integers.
    static func perDay(_ n: Int, _ days: Int) -> String {
        guard days > 0 else { return "0.0" }
        let tenths = (n * 20 + days) / (2 * days)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
