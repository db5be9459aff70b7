import TallyEngine
import TallySyntax
import TallyValues

/// One line per matching posting, in date order, with a running total.
package struct RegisterReport: Sendable {
    /// Indices into `Journal.postings`, in report order.
    package var postings: [Int]
    /// Where the running total first left the range of exact amounts: the
    /// rows from there on would be wrong, so the report must not be shown.
    package var overflow: SumOverflow?

    package init(journal: Journal, query: ReportQuery) {
        let matcher = ReportQuery.Matcher(query, journal)
        var result: [Int] = []
        var total = MixedAmount()
        for t in journal.transactions where matcher.matches(transaction: t) {
            for pi in t.postingIndices where matcher.matches(posting: journal.postings[pi], in: t) {
                result.append(pi)
                let p = journal.postings[pi]
                total.add(p.quantity, p.commodity)
                if overflow == nil, total.overflowed { overflow = SumOverflow(commodity: p.commodity, posting: pi, subject: "running total") }
            }
        }
        postings = result
    }

    /// Calls `body` for each row with the running total after it.
    package func forEachRow(_ journal: Journal, _ body: (Posting, Transaction, MixedAmount) -> Void) {
        var total = MixedAmount()
        for pi in postings {
            let p = journal.postings[pi]
            total.add(p.quantity, p.commodity)
            body(p, journal.transactions[Int(p.transaction)], total)
        }
    }

    /// Columns: date, description, account, amount, running total; the
    /// description and account shrink to fit `style.width`.
    package func text(_ journal: Journal, style: TextStyle) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var amountWidth = 10
        var totalWidth = 10
        var maxDescription = 0, maxAccount = 0
        forEachRow(journal) { p, t, total in
            amountWidth = max(amountWidth, DisplayWidth.of(f.string(p.quantity, p.commodity)))
            for part in total.visibleParts(journal.commodities) { totalWidth = max(totalWidth, DisplayWidth.of(f.string(part))) }
            maxDescription = max(maxDescription, DisplayWidth.of(Self.description(of: t, journal)))
            maxAccount = max(maxAccount, DisplayWidth.of(Self.accountName(p, journal)))
        }
        let flexible = max(20, style.width - 10 - 4 - amountWidth - totalWidth)
        var descriptionWidth = min(maxDescription, flexible * 2 / 5)
        var accountWidth = min(maxAccount, flexible - descriptionWidth)
        if accountWidth < maxAccount { accountWidth = min(maxAccount, flexible - descriptionWidth) }
        descriptionWidth = min(maxDescription, flexible - accountWidth)
        descriptionWidth = max(descriptionWidth, 1)
        var out: [UInt8] = []
        var previousTransaction: Int32 = -1
        forEachRow(journal) { p, t, total in
            let first = p.transaction != previousTransaction
            previousTransaction = p.transaction
            if first {
                t.date.appendISO(to: &out)
            } else {
                TextLayout.pad(&out, 10)
            }
            out.append(32)
            TextLayout.appendLeft(first ? Self.description(of: t, journal) : "", width: descriptionWidth, to: &out)
            out.append(32)
            TextLayout.appendLeft(Self.accountName(p, journal), width: accountWidth, to: &out)
            out.append(32)
            var amount: [UInt8] = []
            f.append(p.quantity, p.commodity, to: &amount)
            TextLayout.pad(&out, amountWidth - DisplayWidth.of(amount))
            style.paint(amount, p.quantity.isNegative ? "31" : "0", to: &out)
            out.append(32)
            let parts = total.visibleParts(journal.commodities)
            let totals: [[UInt8]] = parts.isEmpty ? [Array("0".utf8)] : parts.map { part in
                var b: [UInt8] = []
                f.append(part.quantity, part.commodity, to: &b)
                return b
            }
            for (k, line) in totals.enumerated() {
                if k > 0 {
                    out.append(10)
                    TextLayout.pad(&out, 10 + 1 + descriptionWidth + 1 + accountWidth + 1 + amountWidth + 1)
                }
                TextLayout.pad(&out, totalWidth - DisplayWidth.of(line))
                style.paint(line, k < parts.count && parts[k].quantity.isNegative ? "31" : "0", to: &out)
            }
            out.append(10)
        }
        return out
    }

    /// `date,status,code,description,account,commodity,amount,total`; the
    /// total is the running total in the row's commodity.
    package func csv(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var w = CSVWriter()
        let forecast = journal.forecastFile != nil
        w.row(["date", "status", "code", "description", "account", "commodity", "amount", "total"] + (forecast ? ["forecast"] : []))
        forEachRow(journal) { p, t, total in
            w.row([t.date.description, Self.statusText(p.status != .unmarked ? p.status : t.status),
                   t.code.map { journal.text($0, in: t.file) } ?? "", journal.description(of: t),
                   Self.accountName(p, journal), journal.commodities.symbol(p.commodity),
                   f.plain(p.quantity, p.commodity, exact: true), f.plain(total.quantity(of: p.commodity), p.commodity, exact: true)]
                  + (forecast ? [journal.isForecast(t) ? "true" : "false"] : []))
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var j = JSONWriter()
        j.beginArray()
        forEachRow(journal) { p, t, total in
            j.beginObject()
            j.string("date", t.date.description)
            j.string("status", Self.statusText(p.status != .unmarked ? p.status : t.status))
            j.string("code", t.code.map { journal.text($0, in: t.file) })
            j.string("description", journal.description(of: t))
            j.string("account", Self.accountName(p, journal))
            j.string("commodity", journal.commodities.symbol(p.commodity))
            j.string("amount", f.plain(p.quantity, p.commodity, exact: true))
            if journal.forecastFile != nil { j.bool("forecast", journal.isForecast(t)) }
            j.amounts("total", total.visibleParts(journal.commodities), journal.commodities, f)
            j.endObject()
        }
        j.endArray()
        return j.bytes
    }

    /// The description as the text report shows it: forecast rows start with `~ `.
    static func description(of t: Transaction, _ journal: Journal) -> String {
        journal.isForecast(t) ? "~ " + journal.description(of: t) : journal.description(of: t)
    }

    static func statusText(_ s: Status) -> String {
        switch s {
        case .cleared: return "*"
        case .pending: return "!"
        case .unmarked: return ""
        }
    }

    /// The account as written in the posting: `(name)` for a virtual
    /// posting, `[name]` for a balanced virtual one.
    static func accountName(_ p: Posting, _ journal: Journal) -> String {
        let name = journal.accounts.name(p.account)
        switch p.kind {
        case .real: return name
        case .virtual: return "(" + name + ")"
        case .balancedVirtual: return "[" + name + "]"
        }
    }
}
