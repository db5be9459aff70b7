import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// hledger's `stats`: the journal's files, span, counts of transactions,
/// payees, accounts, commodities and prices, for the selected transactions.
package struct StatsReport {
    package init() {}

    package func text(_ journal: Journal, query: ReportQuery, today: Day, messages m: Messages = .english) -> [UInt8] {
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
        let perDay = { (n: Int, days: Int) in m.stats(.perDay, String(n), Self.perDay(n, days, mark: m.decimalMark)) }
        rows.append((m.stats(.mainFile), files.first?.path ?? ""))
        rows.append((m.stats(.includedFiles), files.dropFirst().map(\.path).joined(separator: "\n")))
        if let first = transactions.first?.date, let last = transactions.last?.date {
            let days = last.adding(days: 1) - first
            rows.append((m.stats(.transactionsSpan), m.stats(.spanValue, "\(first)", "\(last.adding(days: 1))", String(days))))
            let ago = today - last
            rows.append((m.stats(.lastTransaction), "\(last) (\(ago < 0 ? m.stats(.daysFromNow, String(-ago)) : m.stats(.daysAgo, String(ago))))"))
            rows.append((m.stats(.transactions), perDay(transactions.count, days)))
        } else {
            rows.append((m.stats(.transactionsSpan), m.stats(.noneSpan)))
            rows.append((m.stats(.lastTransaction), m.stats(.none)))
            rows.append((m.stats(.transactions), perDay(0, 0)))
        }
        for window in [30, 7] {
            let from = today.adding(days: -window + 1)
            let n = transactions.filter { $0.date >= from && $0.date <= today }.count
            rows.append((m.stats(.transactionsLastDays, String(window)), perDay(n, window)))
        }
        rows.append((m.stats(.payees), "\(payees.count)"))
        let depth = accounts.map { journal.accounts.depth(of: $0) }.max() ?? 0
        rows.append((m.stats(.accounts), m.stats(.depth, String(accounts.count), String(depth))))
        let symbols = String(decoding: JournalListsReport.commodities(journal), as: UTF8.self).split(separator: "\n")
        rows.append((m.stats(.commodities), "\(symbols.count) (\(symbols.joined(separator: ", ")))"))
        let priced = Set(journal.prices.map { journal.commodities.symbol($0.commodity) }).sorted()
        rows.append((m.stats(.marketPrices), "\(journal.prices.count) (\(priced.joined(separator: ", ")))"))
        // Labels pad to 25 columns (hledger's), or to the widest label when a language's is wider.
        let width = max(25, rows.map { DisplayWidth.of(Array($0.0.utf8)) }.max() ?? 0)
        let continuation = "\n" + String(repeating: " ", count: width + 2)
        var out: [UInt8] = []
        for (label, value) in rows {
            out.append(contentsOf: label.utf8)
            TextLayout.pad(&out, width - DisplayWidth.of(Array(label.utf8)))
            out.append(contentsOf: ": ".utf8)
            out.append(contentsOf: value.replacing("\n", with: continuation).utf8)
            out.append(10)
        }
        return out
    }

    /// `n / days` with one decimal, rounded half up, in integers.
    static func perDay(_ n: Int, _ days: Int, mark: String = ".") -> String {
        guard days > 0 else { return "0" + mark + "0" }
        let tenths = (n * 20 + days) / (2 * days)
        return "\(tenths / 10)\(mark)\(tenths % 10)"
    }
}
