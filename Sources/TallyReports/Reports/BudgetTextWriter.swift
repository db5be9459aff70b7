import TallyEngine
import TallyLocale
import TallyValues

extension BudgetReport {
    /// The text report: one section per period, one line per budget with
    /// its subcategories below it, columns aligned by display width and
    /// fitted to the terminal (names are cut first, then the bar).
    ///
    /// The carried and available columns appear when some budget shown
    /// carries something; otherwise available equals budgeted.
    package func text(_ journal: Journal, style: TextStyle, messages m: Messages = .english) -> [UInt8] {
        if lines.isEmpty { return Array(emptyMessage(journal, m).utf8) }
        let f = AmountFormatter(journal.commodities)
        func money(_ q: Quantity, _ c: CommodityID, signed: Bool = false) -> String {
            if q.isZero { return "0" }
            return (signed && !q.isNegative ? "+" : "") + f.string(q, c)
        }
        let showCarry = lines.contains { !$0.carriedIn.isZero }
        let titles = (showCarry ? [MessageKey.budgeted, .carried, .available, .spent, .remaining] : [.budgeted, .spent, .remaining]).map { m[$0] }
        let spentColumn = showCarry ? 3 : 1

        struct Row {
            var name: String
            var indent: Int
            var cells: [String]
            var line: Line?
        }
        var sections: [(label: String, rows: [Row])] = []
        for l in lines {
            var cells = [money(l.budgeted, l.commodity)]
            if showCarry { cells += [money(l.carriedIn, l.commodity, signed: true), money(l.available, l.commodity)] }
            // `~`: the spending includes forecast transactions.
            cells += [(l.forecastSpent.isZero ? "" : "~") + money(l.spent, l.commodity), money(l.remaining, l.commodity)]
            var rows = [Row(name: l.isOverall ? m[.allExpenses] : l.name, indent: 2, cells: cells, line: l)]
            for s in l.subcategories {
                var sub = [String](repeating: "", count: titles.count)
                sub[spentColumn] = money(s.spent, l.commodity)
                rows.append(Row(name: s.name, indent: 2 + 2 * s.depth, cells: sub, line: nil))
            }
            if let last = sections.last, last.label == l.label {
                sections[sections.count - 1].rows += rows
            } else {
                sections.append((l.label, rows))
            }
        }
        let marked = Set(lines.filter(\.extendsOutside).map(\.label))

        var widths = titles.map { DisplayWidth.of($0) }
        var nameWidth = 0
        var crossedWidth = 0
        for section in sections {
            nameWidth = max(nameWidth, DisplayWidth.of(section.label) + (marked.contains(section.label) ? 2 : 0))
            for r in section.rows {
                nameWidth = max(nameWidth, r.indent + DisplayWidth.of(r.name))
                for (k, c) in r.cells.enumerated() { widths[k] = max(widths[k], DisplayWidth.of(c)) }
                if let l = r.line { crossedWidth = max(crossedWidth, DisplayWidth.of(crossedText(l, m))) }
            }
        }
        // Fit the terminal: shrink the bar, then the gaps between amounts,
        // then the names (never below 14 columns, and only when that is enough);
        // past that, lines run long.
        let usedWidth = max(4, DisplayWidth.of(m[.used]), DisplayWidth.of(m[.notAvailable]))
        var barWidth = 10
        var gap = 2
        func total() -> Int {
            nameWidth + widths.reduce(0) { $0 + $1 + gap } + 2 + usedWidth + 1 + barWidth + (crossedWidth > 0 ? 1 + crossedWidth : 0)
        }
        if total() > style.width { barWidth = max(5, barWidth - (total() - style.width)) }
        if total() > style.width { gap = 1 }
        let full = nameWidth
        if total() > style.width {
            // Cut names only when that makes the lines fit.
            nameWidth = max(min(nameWidth, 14), nameWidth - (total() - style.width))
            if total() > style.width { nameWidth = full }
        }

        var out: [UInt8] = []
        if total() > style.width && style.isTerminalWidth {
            // Narrower than the table: each budget as a record, its name
            // with what it used and a bar, then one line per figure.
            nameWidth = full
            let titleWidth = titles.map { DisplayWidth.of($0) }.max() ?? 0
            let valueWidth = widths.max() ?? 0
            for section in sections {
                let heading = section.label + (marked.contains(section.label) ? " ~" : "")
                style.paint(Array(heading.utf8), "1", to: &out)
                out.append(10)
                for r in section.rows {
                    guard let l = r.line else {
                        // A subcategory: its spending only.
                        let room = max(8, style.width - r.indent - 4 - DisplayWidth.of(r.cells[spentColumn]))
                        TextLayout.pad(&out, r.indent + 2)
                        out.append(contentsOf: TextLayout.truncated(r.name, width: room).utf8)
                        TextLayout.pad(&out, 2)
                        out.append(contentsOf: r.cells[spentColumn].utf8)
                        out.append(10)
                        continue
                    }
                    TextLayout.pad(&out, r.indent)
                    style.paint(Array(r.name.utf8), "34", to: &out)
                    out.append(10)
                    TextLayout.appendStacked(titles: titles, cells: r.cells, indent: r.indent + 2, titleWidth: titleWidth, valueWidth: valueWidth, to: &out)
                    TextLayout.pad(&out, r.indent + 2)
                    TextLayout.appendLeft(m[.used], width: titleWidth, to: &out)
                    TextLayout.pad(&out, 2)
                    TextLayout.appendRight(Array(usedText(l, m).utf8), width: valueWidth, to: &out)
                    let crossed = crossedText(l, m)
                    let room = style.width - (r.indent + 2 + titleWidth + 2 + valueWidth) - 1 - (crossed.isEmpty ? 0 : 1 + DisplayWidth.of(crossed))
                    if room >= 3 {
                        out.append(32)
                        style.paint(Array(bar(l, width: min(10, room)).utf8), color(l), to: &out)
                    }
                    if !crossed.isEmpty {
                        out.append(32)
                        style.paint(Array(crossed.utf8), color(l), to: &out)
                    }
                    out.append(10)
                }
            }
            appendNotes(marked: !marked.isEmpty, m, to: &out)
            return out
        }
        TextLayout.pad(&out, nameWidth)
        for (k, t) in titles.enumerated() {
            TextLayout.pad(&out, gap)
            TextLayout.appendRight(Array(t.utf8), width: widths[k], to: &out)
        }
        out.append(32); out.append(32)
        TextLayout.appendRight(Array(m[.used].utf8), width: usedWidth, to: &out)
        out.append(10)
        for section in sections {
            let heading = section.label + (marked.contains(section.label) ? " ~" : "")
            style.paint(Array(heading.utf8), "1", to: &out)
            out.append(10)
            for r in section.rows {
                TextLayout.pad(&out, r.indent)
                var name: [UInt8] = []
                TextLayout.appendLeft(r.name, width: nameWidth - r.indent, to: &name)
                style.paint(name, r.line == nil ? "0" : "34", to: &out)
                for (k, c) in r.cells.enumerated() {
                    TextLayout.pad(&out, gap)
                    TextLayout.appendRight(Array(c.utf8), width: widths[k], to: &out)
                }
                if let l = r.line {
                    out.append(32); out.append(32)
                    TextLayout.appendRight(Array(usedText(l, m).utf8), width: usedWidth, to: &out)
                    out.append(32)
                    style.paint(Array(bar(l, width: barWidth).utf8), color(l), to: &out)
                    let crossed = crossedText(l, m)
                    if !crossed.isEmpty {
                        out.append(32)
                        style.paint(Array(crossed.utf8), color(l), to: &out)
                    }
                }
                while out.last == 32 { out.removeLast() }
                out.append(10)
            }
        }
        appendNotes(marked: !marked.isEmpty, m, to: &out)
        return out
    }

    /// The notes under the table: periods reaching outside the window, a forecast.
    private func appendNotes(marked: Bool, _ m: Messages, to out: inout [UInt8]) {
        if marked {
            out.append(contentsOf: (m.text(.budgetOutsideNote, PeriodText.days(window.span)) + "\n").utf8)
        }
        if hasForecast {
            out.append(contentsOf: (m[.budgetForecastNote] + "\n").utf8)
        }
    }


    func emptyMessage(_ journal: Journal, _ m: Messages = .english) -> String {
        if journal.budgets.isEmpty {
            return m[.noBudgetsYet] + "\n  budget \(Self.exampleAccount(journal))  \(Self.exampleLimit(journal))  monthly\n"
        }
        if !hasExplicitWindow { return m.text(.noBudgetOn, today.description) + "\n" }
        return m.text(.noBudgetIn, PeriodText.days(window.span)) + "\n"
    }

    /// The example budget's limit: 400 in the journal's reporting or most
    /// used currency, written in that currency's style (`400,00 EUR`).
    static func exampleLimit(_ journal: Journal) -> String {
        let c = journal.reportingCurrency?.commodity ?? ReportCurrency.mostUsed(journal, preferSymbol: true)
        return c == .none ? "400 USD" : AmountFormatter(journal.commodities).string(Quantity(400), c)
    }

    /// The example budget's account: `Expenses:Food` when the journal has
    /// it, else its first expense account with no subaccount, else
    /// `Expenses:Food`.
    static func exampleAccount(_ journal: Journal) -> String {
        let food = "Expenses:Food"
        if journal.accounts.lookup(food) != nil { return food }
        var parents = Set<AccountID>()
        for a in journal.accounts.all { if let p = journal.accounts.parent(of: a) { parents.insert(p) } }
        let leaf = journal.accounts.all.first { journal.type(of: $0) == .expense && !parents.contains($0) }
        return leaf.map { journal.accounts.name($0) } ?? food
    }

    /// `66%`, cut toward zero so 100% means reached; `n/a` with nothing available.
    func usedText(_ l: Line, _ m: Messages = .english) -> String {
        guard let p = l.percentUsed else { return m[.notAvailable] }
        return "\(p.truncated(toScale: 0))%"
    }

    /// `80% 100% over`: the thresholds crossed, and whether spending is over.
    func crossedText(_ l: Line, _ m: Messages = .english) -> String {
        var parts = l.crossed.map { Percent.text($0.percent.normalized(), m) }
        if l.overSince != nil { parts.append(m[.over]) }
        return parts.joined(separator: " ")
    }

    /// Red when over, yellow past a threshold, else green.
    func color(_ l: Line) -> String {
        if l.overSince != nil { return "31" }
        return l.crossed.isEmpty ? "32" : "33"
    }

    /// A bar of `width` cells in eighths: the share of available spent,
    /// full when over or when nothing is available.
    func bar(_ l: Line, width: Int) -> String {
        let eighths: Int
        if let p = l.percentUsed {
            let capped = p.isWide ? (p.isNegative ? 0 : 10_000) : min(max(p.rescaled(to: 2)?.units ?? 0, 0), 10_000)
            eighths = Int(capped * Int128(width * 8) / 10_000)
        } else {
            eighths = width * 8
        }
        let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        var s = String(repeating: "█", count: eighths / 8) + partials[eighths % 8]
        let used = eighths / 8 + (eighths % 8 > 0 ? 1 : 0)
        s += String(repeating: "░", count: width - used)
        return s
    }
}
