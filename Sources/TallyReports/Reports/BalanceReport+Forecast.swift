import TallyEngine
import TallyValues

extension BalanceReport {
    /// Sets each row's `forecast`: the part of its amounts that comes from
    /// forecast transactions (its own, flat; with its subaccounts', tree).
    mutating func addForecastParts(_ journal: Journal, _ matcher: ReportQuery.Matcher, _ options: Options) {
        var parts: [AccountID: MixedAmount] = [:]
        for t in journal.transactions where journal.isForecast(t) && matcher.matches(transaction: t) {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard matcher.matches(posting: p, in: t) else { continue }
                forecastTotal.add(p.quantity, p.commodity)
                if options.flat {
                    var a = p.account
                    if let d = options.depth, journal.accounts.depth(of: a) > d { a = journal.accounts.ancestor(of: a, atDepth: d) }
                    parts[a, default: MixedAmount()].add(p.quantity, p.commodity)
                } else {
                    var a: AccountID? = p.account
                    while let x = a {
                        parts[x, default: MixedAmount()].add(p.quantity, p.commodity)
                        a = journal.accounts.parent(of: x)
                    }
                }
            }
        }
        // The forecast parts are sums too: one that overflows fails the report.
        overflow.note(forecastTotal.overflow)
        for (a, m) in parts where m.overflowed { overflow.note(m.labelled(account: a).overflow) }
        for k in rows.indices { rows[k].forecast = parts[rows[k].account] ?? MixedAmount() }
    }

    /// The last date of a forecast transaction the report counts, if any.
    func lastForecastDate(_ journal: Journal) -> Day? {
        guard rows.contains(where: { !$0.forecast.isVisiblyZero(journal.commodities) }) else { return nil }
        return journal.transactions.last { journal.isForecast($0) }?.date
    }

    /// Text lines of an amount, each starting with `~` when its commodity's
    /// forecast part shows as non-zero.
    static func markForecast(_ lines: [[UInt8]], _ amounts: MixedAmount, _ forecast: MixedAmount, _ journal: Journal) -> [[UInt8]] {
        let parts = amounts.visibleParts(journal.commodities)
        return lines.enumerated().map { k, line in
            guard k < parts.count else { return line }
            let c = parts[k].commodity
            return forecast.quantity(of: c).roundedForDisplay(toScale: journal.commodities.style(c).precision).isZero ? line : Array("~".utf8) + line
        }
    }
}
