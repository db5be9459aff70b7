import TallySyntax
import TallyValues

/// The parser's syntax tree as text, for the parse-tree goldens: one line
/// per node, indented two spaces per level,
///
///     KIND START..END "TEXT COVERED"  VALUES
///
/// where START..END is the node's half-open byte range and the text is
/// quoted with `\n`, `\r`, `\t`, `\"`, `\\` and `\u{XX}` escapes; a value
/// the parser computed and holds without a range (a date, a status, a
/// number) is a line `KIND: VALUE`. The diagnostics follow, one a line:
///
///     SEVERITY [ID] START..END MESSAGE
///
/// Every field of every node the parser builds is printed, so a change to
/// what the parser reads shows in some golden.
struct SyntaxTreePrinter {
    let file: SourceFile
    private(set) var lines: [String] = []

    /// The printed tree and diagnostics of `result`, parsed from `file`.
    static func print(_ result: ParseResult, of file: SourceFile) -> String {
        var p = SyntaxTreePrinter(file: file)
        for entry in result.entries { p.entry(entry) }
        for d in result.diagnostics { p.diagnostic(d) }
        return p.lines.map { $0 + "\n" }.joined()
    }

    /// The printed timedot entries and diagnostics of a timedot file.
    static func printTimedot(_ entries: [TimedotEntry], _ diagnostics: [Diagnostic], of file: SourceFile) -> String {
        var p = SyntaxTreePrinter(file: file)
        for e in entries {
            p.node(0, "timedot-entry", e.range)
            p.value(1, "date", e.date.description)
            p.node(1, "description", e.description)
            p.node(1, "account", e.account)
            p.value(1, "hours", e.hours.description)
        }
        for d in diagnostics { p.diagnostic(d) }
        return p.lines.map { $0 + "\n" }.joined()
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    mutating func node(_ depth: Int, _ kind: String, _ r: TextRange, _ values: String = "") {
        let head = String(repeating: "  ", count: depth) + "\(kind) \(r.lowerBound)..\(r.upperBound) " + Self.quoted(file.text(r))
        lines.append(values.isEmpty ? head : head + "  " + values)
    }

    mutating func node(_ depth: Int, _ kind: String, _ r: TextRange?) {
        if let r { node(depth, kind, r) }
    }

    mutating func value(_ depth: Int, _ kind: String, _ value: String) {
        lines.append(String(repeating: "  ", count: depth) + "\(kind): \(value)")
    }

    mutating func entry(_ e: Entry) {
        switch e {
        case .transaction(let t): transaction(t)
        case .periodic(let x):
            node(0, "periodic-transaction", x.range)
            node(1, "period", x.period)
            node(1, "description", x.description)
            for posting in x.postings { self.posting(1, posting) }
        case .directive(let d): directive(d)
        case .trivia(let t):
            let kind = switch t.kind { case .blank: "blank-lines"; case .comment: "comment-lines"; case .commentBlock: "comment-block" }
            node(0, kind, t.range)
        case .invalid(let r): node(0, "invalid", r)
        }
    }

    mutating func directive(_ d: DirectiveSyntax) {
        switch d {
        case .account(let a):
            node(0, "account-directive", a.range)
            node(1, "name", a.name)
            for c in a.comments { node(1, "comment", c) }
        case .commodity(let c):
            node(0, "commodity-directive", c.range)
            node(1, "symbol", c.symbol)
            amount(1, "format", c.format)
            for alias in c.aliases { node(1, "alias", alias) }
            node(1, "default", c.defaultMark)
            for comment in c.comments { node(1, "comment", comment) }
        case .include(let i):
            node(0, "include-directive", i.range)
            node(1, "path", i.path)
        case .price(let x):
            node(0, "price-directive", x.range)
            value(1, "date", x.date.description)
            node(1, "commodity", x.commodity)
            amount(1, "price", x.price)
        case .defaultYear(let r, let year):
            node(0, "year-directive", r)
            value(1, "year", "\(year)")
        case .decimalMark(let r, let mark):
            node(0, "decimal-mark-directive", r)
            value(1, "mark", Self.quoted(String(UnicodeScalar(mark))))
        case .defaultCommodity(let r, let a):
            node(0, "default-commodity-directive", r)
            amount(1, "amount", a)
        case .informational(let r, let keyword):
            node(0, "informational-directive", r)
            node(1, "keyword", keyword)
        case .category(let c):
            node(0, "category-directive", c.range)
            node(1, "account", c.account)
            if let type = c.type { value(1, "type", type.rawValue) }
            node(1, "name", c.name)
            node(1, "color", c.color)
            node(1, "icon", c.icon)
        case .budget(let b): budget(b)
        case .recurring(let r): recurring(r)
        case .goal(let g):
            node(0, "goal-directive", g.range)
            node(1, "name", g.name)
            amount(1, "target", g.target)
            if let d = g.deadline { value(1, "deadline", d.description) }
            node(1, "account", g.account)
        case .reportingCurrency(let r, let symbol):
            node(0, "reporting-currency-directive", r)
            node(1, "symbol", symbol)
        case .ledger(let r, let l): ledger(r, l)
        }
    }

    mutating func budget(_ b: BudgetDirective) {
        node(0, "budget-directive", b.range)
        switch b.target {
        case .allExpenses: node(1, "target", b.targetRange, "all expenses")
        case .accounts(let accounts):
            node(1, "target", b.targetRange)
            for a in accounts { node(2, "account", a) }
        }
        amount(1, "amount", b.amount)
        node(1, "interval", b.intervalRange, b.interval.description)
        if let d = b.start { value(1, "from", d.description) }
        if let d = b.end { value(1, "until", d.description) }
        for t in b.thresholds { node(1, "threshold", t.range, "\(t.percent)%") }
        value(1, "rollover", b.rollover.rawValue)
    }

    mutating func recurring(_ r: RecurringDirective) {
        node(0, "recurring-directive", r.range)
        node(1, "header", r.headerRange)
        node(1, "name", r.name)
        node(1, "schedule", r.schedule.range, "\(r.schedule.interval) on \(r.schedule.day)")
        if let d = r.start { value(1, "from", d.description) }
        if let d = r.end { value(1, "until", d.description) }
        if let n = r.count { value(1, "count", "\(n)") }
        if let n = r.remindDays { value(1, "remind-days", "\(n)") }
        if r.toleranceBasisPoints != 0 { value(1, "tolerance-basis-points", "\(r.toleranceBasisPoints)") }
        if r.isPaused { value(1, "paused", "true") }
        for c in r.comments { node(1, "comment", c) }
        for p in r.postings { posting(1, p) }
    }

    mutating func ledger(_ r: TextRange, _ l: LedgerDirective) {
        switch l {
        case .alias(let a):
            node(0, "alias-directive", r, a.regex == nil ? "" : "regex")
            node(1, "pattern", a.pattern)
            node(1, "replacement", a.replacement)
        case .endAliases: node(0, "end-aliases-directive", r)
        case .applyAccount(let prefix):
            node(0, "apply-account-directive", r)
            node(1, "prefix", prefix)
        case .applyOther(let keyword, let argument):
            node(0, "apply-directive", r)
            node(1, "keyword", keyword)
            node(1, "argument", argument)
        case .applyFixed(let commodity, let price):
            node(0, "apply-fixed-directive", r)
            node(1, "commodity", commodity)
            node(1, "price", price.range)
        case .end(let what, let keyword):
            node(0, "end-directive", r)
            node(1, "keyword", keyword)
            node(1, "what", what)
        case .bucket(let account):
            node(0, "bucket-directive", r)
            node(1, "account", account)
        case .timeclock(let t):
            node(0, t.isClockIn ? "clock-in" : "clock-out", r)
            node(1, "line", t.range)
            value(1, "date", t.date.description)
            value(1, "seconds", "\(t.seconds)")
            node(1, "account", t.account)
            node(1, "description", t.description)
        case .automated(let a):
            node(0, "automated-transaction", r)
            node(1, "header", a.header)
            node(1, "query", a.query)
            for p in a.postings { posting(1, p) }
        case .conversion(let c):
            node(0, "conversion-directive", r)
            node(1, "keyword", c.keyword)
            amount(1, "larger", c.larger)
            amount(1, "smaller", c.smaller)
        case .ignored(let keyword, let reason):
            node(0, "ignored-directive", r)
            node(1, "keyword", keyword)
            value(1, "reason", reason.rawValue)
        case .valueCheck(let keyword, let expression):
            node(0, "value-check-directive", r)
            node(1, "keyword", keyword)
            node(1, "expression", expression)
        }
    }

    mutating func transaction(_ t: TransactionSyntax) {
        node(0, "transaction", t.range)
        node(1, "date", t.dateRange, t.date.description)
        if let d = t.secondaryDate { value(1, "secondary-date", d.description) }
        value(1, "status", "\(t.status)")
        node(1, "code", t.code)
        node(1, "description", t.description)
        node(1, "payee", t.payee)
        node(1, "note", t.note)
        for c in t.comments { node(1, "comment", c) }
        for p in t.postings { posting(1, p) }
    }

    mutating func posting(_ depth: Int, _ p: PostingSyntax) {
        node(depth, "posting", p.range)
        value(depth + 1, "status", "\(p.status)")
        value(depth + 1, "kind", "\(p.kind)")
        node(depth + 1, "account", p.account)
        amount(depth + 1, "amount", p.amount)
        if p.isMultiplier { value(depth + 1, "multiplier", "true") }
        if let lot = p.lot {
            node(depth + 1, "lot", lot.range)
            amount(depth + 2, lot.isTotal ? "total-cost" : "unit-cost", lot.cost)
            if lot.isFixed { value(depth + 2, "fixed", "true") }
            if let d = lot.date { value(depth + 2, "date", d.description) }
            node(depth + 2, "note", lot.note)
        }
        if let c = p.cost {
            node(depth + 1, c.isTotal ? "total-cost" : "unit-cost", c.range)
            amount(depth + 2, "amount", c.amount)
        }
        if let a = p.assertion {
            node(depth + 1, "assertion", a.range, (a.isSole ? "sole" : "") + (a.isSole && a.includesSubaccounts ? " " : "")
                 + (a.includesSubaccounts ? "subaccounts" : ""))
            amount(depth + 2, "amount", a.amount)
        }
        for c in p.comments { node(depth + 1, "comment", c) }
    }

    mutating func amount(_ depth: Int, _ kind: String, _ a: AmountSyntax?) {
        guard let a else { return }
        let s = a.style
        func mark(_ m: UInt8) -> String { m == 0 ? "none" : Self.quoted(String(UnicodeScalar(m))) }
        var values = "\(a.quantity) (symbol \(s.symbolOnLeft ? "left" : "right"), \(s.spaced ? "spaced" : "unspaced"), "
            + "decimal mark \(mark(s.decimalMark)), group mark \(mark(s.groupMark)), precision \(s.precision))"
        if let alt = a.alternativeScale { values += " or scale \(alt)" }
        node(depth, kind, a.range, values)
        if !a.commodity.isEmpty { node(depth + 1, "commodity", a.commodity) }
    }

    mutating func diagnostic(_ d: Diagnostic) {
        let at = d.location.map { "\($0.range.lowerBound)..\($0.range.upperBound)" } ?? "-"
        lines.append("\(d.severity) [\(d.id)] \(at) \(d.message)")
    }
}
