import TallyLocale
import TallyEngine
import TallyValues

/// `register -M` and friends: one summary posting per period and account
/// (and commodity), dated at the period's start, with a running total, as
/// hledger's register prints them. The sums come from the period engine.
package struct RegisterSummary: Sendable {
    package struct Line: Sendable {
        package var period: DateSpan
        package var account: AccountID
        package var amount: Amount
        /// The running total in the line's commodity, after it.
        package var total: Quantity
    }

    package var lines: [Line] = []
    /// The first sum that left the range of exact amounts: the report must not be shown.
    package var overflow: SumOverflow?
    package var overflowed: Bool { overflow != nil }

    /// The postings `valuation` could not convert: the report must not be shown.
    package var unconverted: [PeriodSums.Unconverted] = []

    /// With `valuation`, the engine converts as it sums.
    /// `historical` (hledger's `-H`): running totals start from what the
    /// matching postings add up to before the first period.
    package init(journal: Journal, query: ReportQuery, periods: [DateSpan], showEmpty: Bool, valuation: PeriodSums.Valuation? = nil,
                 historical: Bool = false) {
        let sums = PeriodSums(journal: journal, query: query, periods: periods, opening: historical, valuation: valuation)
        overflow = sums.overflow
        unconverted = sums.unconverted
        var running = MixedAmount()
        if historical {
            for a in sums.accounts(inPeriod: nil) {
                for part in sums.amount(a, period: nil).parts { running.add(part.quantity, part.commodity) }
            }
        }
        for k in periods.indices {
            let accounts = sums.accounts(inPeriod: k).sorted { journal.accounts.nameBytes($0).lexicographicallyPrecedes(journal.accounts.nameBytes($1)) }
            for a in accounts {
                for part in sums.amount(a, period: k).parts
                where showEmpty || !part.quantity.roundedForDisplay(toScale: journal.commodities.style(part.commodity).precision).isZero {
                    running.add(part.quantity, part.commodity)
                    overflow.note(running.overflow.map { SumOverflow(commodity: $0.commodity, subject: .overflowRunningTotal) })
                    lines.append(Line(period: periods[k], account: a, amount: part, total: running.quantity(of: part.commodity)))
                }
            }
        }
    }

    /// Columns: the period, account, amount, running total.
    package func text(_ journal: Journal, style: TextStyle) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        let names = lines.map { PeriodText.name($0.period) }
        let periodWidth = names.map { DisplayWidth.of($0) }.max() ?? 0
        let amounts = lines.map { f.string($0.amount) }, totals = lines.map { f.string($0.total, $0.amount.commodity) }
        let amountWidth = max(10, amounts.map { DisplayWidth.of($0) }.max() ?? 0)
        let totalWidth = max(10, totals.map { DisplayWidth.of($0) }.max() ?? 0)
        let accountWidth = max(10, style.width - periodWidth - amountWidth - totalWidth - 6)
        var out: [UInt8] = []
        var previous: String?
        for (k, line) in lines.enumerated() {
            TextLayout.appendLeft(previous == names[k] ? "" : names[k], width: periodWidth, to: &out)
            previous = names[k]
            out.append(contentsOf: "  ".utf8)
            TextLayout.appendLeft(journal.accounts.name(line.account), width: accountWidth, to: &out)
            out.append(contentsOf: "  ".utf8)
            let negative = line.amount.quantity.isNegative
            TextLayout.pad(&out, amountWidth - DisplayWidth.of(amounts[k]))
            style.paint(Array(amounts[k].utf8), negative ? "31" : "0", to: &out)
            out.append(contentsOf: "  ".utf8)
            TextLayout.appendRight(Array(totals[k].utf8), width: totalWidth, to: &out)
            out.append(10)
        }
        return out
    }

    /// The register's columns, `date,status,code,description,account,commodity,amount,total`:
    /// `date` is the period's start and the description names the period.
    package func csv(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var w = CSVWriter()
        w.row(["date", "status", "code", "description", "account", "commodity", "amount", "total"])
        for line in lines {
            w.row([line.period.start?.description ?? "", "", "", PeriodText.name(line.period), journal.accounts.name(line.account),
                   journal.commodities.symbol(line.amount.commodity), f.plain(line.amount.quantity, line.amount.commodity, exact: true),
                   f.plain(line.total, line.amount.commodity, exact: true)])
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        return JSONWriter.objects(lines) { j, line in
            j.string("date", line.period.start?.description)
            j.string("period", PeriodText.name(line.period))
            j.string("account", journal.accounts.name(line.account))
            j.string("commodity", journal.commodities.symbol(line.amount.commodity))
            j.string("amount", f.plain(line.amount.quantity, line.amount.commodity, exact: true))
            j.string("total", f.plain(line.total, line.amount.commodity, exact: true))
        }
    }
}
