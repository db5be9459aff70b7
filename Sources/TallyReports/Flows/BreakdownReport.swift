import TallyEngine
import TallyLocale
import TallyValues

/// Spending (or income) by category over one period: each top category
/// with its amount and share of the total, its subcategories indented
/// below it, largest first.
package struct BreakdownReport: Sendable {
    package struct Row: Sendable {
        package var account: AccountID
        package var label: String
        /// 0 for a top category, 1 for its subcategories, …
        package var level: Int
        /// Spending, or income shown positive; subcategories included.
        package var amount: Quantity
        /// Percent of the total, one decimal.
        package var share: Quantity?
        /// The category's declared color.
        package var color: String?
    }

    package var kind: CategoryTree.Kind
    package var span: DateSpan
    package var currency: CommodityID
    /// How amounts were converted into `currency`, said under the title.
    package var valuationNote: ValuationNote?
    package var rows: [Row]
    package var total: Quantity
    /// The first sum that left the range of exact amounts.
    package var overflow: SumOverflow?

    /// - Parameter depth: levels to show (1: top categories only); `nil` for all.
    package init(period: Flow.Period, currency: CommodityID, kind: CategoryTree.Kind, depth: Int?, tree: CategoryTree, journal: Journal) {
        self.kind = kind
        self.span = period.span
        self.currency = currency
        // Inclusive sums for every account between a posting's account and its top category.
        var sums: [AccountID: Total] = [:]
        var children: [AccountID: Set<AccountID>] = [:]
        var tops = Set<AccountID>()
        var total = Total.zero
        for (account, posted) in period.accounts where tree.kind(of: account) == kind {
            guard let top = tree.top(of: account) else { continue }
            let q = kind == .income ? posted.negated() : posted
            total.add(q, SumOverflow(commodity: currency))
            tops.insert(top)
            var a = account
            while true {
                sums[a, default: .zero].add(q, SumOverflow(account: a, commodity: currency))
                if a == top { break }
                guard let parent = journal.accounts.parent(of: a) else { break }
                children[parent, default: []].insert(a)
                a = parent
            }
        }
        overflow.note(total)
        for (_, t) in sums { overflow.note(t) }
        self.total = total.value
        // Every account met above has a sum; others hold nothing.
        let inclusive = sums.mapValues(\.value)
        func ordered(_ ids: [AccountID]) -> [AccountID] {
            ids.filter { !inclusive[$0, default: .zero].isZero }.sorted { a, b in
                let qa = inclusive[a, default: .zero], qb = inclusive[b, default: .zero]
                if qa != qb { return qa > qb }
                let la = tree.label(of: a), lb = tree.label(of: b)
                return la != lb ? la.utf8.lexicographicallyPrecedes(lb.utf8) : a < b
            }
        }
        var rows: [Row] = []
        func visit(_ a: AccountID, level: Int) {
            let q = inclusive[a, default: .zero]
            rows.append(Row(account: a, label: tree.label(of: a), level: level, amount: q,
                            share: Percent.of(q, total.value), color: tree.color(of: a)))
            guard depth.map({ level + 1 < $0 }) ?? true else { return }
            for c in ordered(Array(children[a] ?? [])) { visit(c, level: level + 1) }
        }
        for top in ordered(Array(tops)) { visit(top, level: 0) }
        self.rows = rows
    }

    package var title: String { title(.english) }

    package func title(_ m: Messages) -> String {
        m[kind == .income ? .incomeByCategory : .spendingByCategory] + m.listSeparator + PeriodText.name(span, m)
    }
}

extension BreakdownReport {
    /// Category, amount, share and a bar per row, fitted to `style.width`.
    package func text(_ journal: Journal, style: TextStyle, ascii: Bool, messages m: Messages = .english) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var out: [UInt8] = Array((title(m) + "\n" + (valuationNote.map { $0.text(journal, m) + "\n" } ?? "") + "\n").utf8)
        if rows.isEmpty {
            out.append(contentsOf: (m[kind == .income ? .noIncomeInPeriod : .noSpendingInPeriod] + "\n").utf8)
            return out
        }
        let amounts = rows.map { f.string($0.amount, currency) }
        let totalText = f.string(total, currency)
        let amountWidth = max(DisplayWidth.of(totalText), amounts.map { DisplayWidth.of($0) }.max() ?? 0)
        let shareWidth = 6
        let labels = rows.map { String(repeating: "  ", count: $0.level) + CategoryTree.shown($0.label, account: $0.account, journal, m) }
        let labelWidth = min(max(5, labels.map { DisplayWidth.of($0) }.max() ?? 0), max(8, style.width - amountWidth - shareWidth - 4 - 10))
        let barWidth = min(40, style.width - labelWidth - amountWidth - shareWidth - 6)
        let maximum = rows.reduce(Quantity.zero) { max($0, $1.amount) }
        for (i, row) in rows.enumerated() {
            TextLayout.appendLeft(labels[i], width: labelWidth, to: &out)
            out.append(contentsOf: "  ".utf8)
            TextLayout.appendRight(Array(amounts[i].utf8), width: amountWidth, to: &out)
            out.append(contentsOf: "  ".utf8)
            TextLayout.appendRight(Array(Percent.text(row.share, m).utf8), width: shareWidth, to: &out)
            let bar = Bars.bar(row.amount, of: maximum, width: barWidth, ascii: ascii)
            if !bar.isEmpty {
                out.append(contentsOf: "  ".utf8)
                style.paint(Array(bar.utf8), TextColors.code(for: row.color, fallback: kind == .income ? "32" : "36"), to: &out)
            }
            out.append(10)
        }
        out.append(contentsOf: repeatElement(UInt8(ascii: "-"), count: labelWidth + 2 + amountWidth + 2 + shareWidth))
        out.append(10)
        TextLayout.appendLeft(m[.total], width: labelWidth, to: &out)
        out.append(contentsOf: "  ".utf8)
        TextLayout.appendRight(Array(totalText.utf8), width: amountWidth, to: &out)
        out.append(contentsOf: "  ".utf8)
        TextLayout.appendRight(Array(Percent.text(total.isZero ? nil : Quantity(units: 1000, scale: 1), m).utf8), width: shareWidth, to: &out)
        out.append(10)
        return out
    }

    /// `category,account,parent,level,commodity,amount,share`: one row per
    /// category, parents before their subcategories.
    package func csv(_ journal: Journal, separator: CSVWriter.Separator = .comma) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var w = CSVWriter(separator: separator)
        w.row(["category", "account", "parent", "level", "commodity", "amount", "share"])
        for row in rows {
            let parent = row.level == 0 ? "" : journal.accounts.parent(of: row.account).map { journal.accounts.name($0) } ?? ""
            w.row([row.label, journal.accounts.name(row.account), parent, String(row.level), journal.commodities.symbol(currency),
                   f.plain(row.amount, currency, exact: true), row.share?.description ?? ""])
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        return JSONWriter.object { j in
            j.string("kind", kind == .income ? "income" : "expenses")
            j.days(span)
            j.string("commodity", journal.commodities.symbol(currency))
            j.string("total", f.plain(total, currency, exact: true))
            j.beginArray("categories")
            for row in rows {
                j.beginObject()
                j.string("category", row.label)
                j.string("account", journal.accounts.name(row.account))
                j.number("level", row.level)
                j.string("amount", f.plain(row.amount, currency, exact: true))
                j.string("share", row.share?.description)
                j.string("color", row.color)
                j.endObject()
            }
            j.endArray()
        }
    }
}
