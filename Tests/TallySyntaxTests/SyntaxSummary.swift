import TallySyntax
import TallyValues

/// A line-ending-independent description of a parse: every entry's fields
/// as text, and every diagnostic with its line and column. Two files that
/// differ only in line terminators or a byte-order mark must summarize alike.
func summary(_ p: Parsed) -> [String] {
    var out: [String] = []
    func amount(_ a: AmountSyntax?) -> String {
        guard let a else { return "-" }
        let s = a.style
        return "\(a.quantity.units)e-\(a.quantity.scale) [\(p.text(a.commodity))] left=\(s.symbolOnLeft) spaced=\(s.spaced) "
            + "mark=\(s.decimalMark) group=\(s.groupMark) prec=\(s.precision) alt=\(a.alternativeScale.map(String.init) ?? "-") '\(p.text(a.range))'"
    }
    func postings(_ ps: [PostingSyntax]) {
        for x in ps {
            out.append("  posting \(x.status) \(x.kind) '\(p.text(x.account))' \(amount(x.amount)) "
                + "cost=\(x.cost.map { "\($0.isTotal) \(amount($0.amount))" } ?? "-") "
                + "assert=\(x.assertion.map { "\($0.isSole) \($0.includesSubaccounts) \(amount($0.amount))" } ?? "-") "
                + "comments=\(x.comments.map { p.text($0) }) '\(p.text(x.range))'"
                + (x.isMultiplier ? " multiplier" : "")
                + (x.lot.map { " lot=\(amount($0.cost)) total=\($0.isTotal) fixed=\($0.isFixed) date=\($0.date.map(\.description) ?? "-") note=\(p.text($0.note) ?? "-")" } ?? ""))
        }
    }
    for e in p.entries {
        switch e {
        case .transaction(let t):
            out.append("txn \(t.date) \(t.secondaryDate.map(\.description) ?? "-") \(t.status) code=\(p.text(t.code) ?? "-") "
                + "'\(p.text(t.description))' payee=\(p.text(t.payee) ?? "-") note=\(p.text(t.note) ?? "-") comments=\(t.comments.map { p.text($0) })")
            postings(t.postings)
        case .periodic(let x):
            out.append("periodic '\(p.text(x.period))' '\(p.text(x.description))'")
            postings(x.postings)
        case .directive(let d):
            switch d {
            case .account(let a): out.append("account '\(p.text(a.name))' \(a.comments.map { p.text($0) })")
            case .commodity(let c): out.append("commodity '\(p.text(c.symbol))' \(amount(c.format))")
            case .include(let i): out.append("include '\(p.text(i.path))'")
            case .price(let x): out.append("price \(x.date) '\(p.text(x.commodity))' \(amount(x.price))")
            case .defaultYear(_, let y): out.append("year \(y)")
            case .decimalMark(_, let m): out.append("decimal-mark \(m)")
            case .defaultCommodity(_, let a): out.append("D \(amount(a))")
            case .informational(_, let k): out.append("informational '\(p.text(k))'")
            case .category(let c):
                out.append("category '\(p.text(c.account))' \(c.type.map(\.rawValue) ?? "-") \(p.text(c.name) ?? "-") \(p.text(c.color) ?? "-") \(p.text(c.icon) ?? "-")")
            case .budget(let b):
                out.append("budget '\(p.text(b.targetRange))' \(amount(b.amount)) \(b.interval) \(b.start.map(\.description) ?? "-") "
                    + "\(b.end.map(\.description) ?? "-") \(b.thresholds.map(\.percent.description)) \(b.rollover)")
            case .recurring(let r):
                out.append("recurring '\(p.text(r.name))' \(r.schedule.interval) \(r.schedule.day) \(r.start.map(\.description) ?? "-") "
                    + "\(r.end.map(\.description) ?? "-") \(r.count.map(String.init) ?? "-") \(r.isPaused) \(r.remindDays.map(String.init) ?? "-")")
                postings(r.postings)
            case .goal(let g):
                out.append("goal '\(p.text(g.name))' \(amount(g.target)) \(g.deadline.map(\.description) ?? "-") \(p.text(g.account) ?? "-")")
            case .reportingCurrency(_, let c): out.append("reporting-currency '\(p.text(c))'")
            case .ledger(_, let l):
                switch l {
                case .alias(let a): out.append("alias '\(p.text(a.pattern))' = '\(p.text(a.replacement))' regex=\(a.regex != nil)")
                case .endAliases: out.append("end aliases")
                case .applyAccount(let prefix): out.append("apply account '\(p.text(prefix))'")
                case .applyOther(let k, let arg): out.append("apply \(p.text(k)) '\(p.text(arg))'")
                case .applyFixed(let c, let price): out.append("apply fixed '\(p.text(c))' '\(p.text(price.range))'")
                case .end(let what, _): out.append("end '\(p.text(what))'")
                case .bucket(let a): out.append("bucket '\(p.text(a))'")
                case .timeclock(let t):
                    out.append("timeclock \(t.isClockIn ? "i" : "o") \(t.date) \(t.seconds) '\(p.text(t.account) ?? "-")' '\(p.text(t.description))'")
                case .automated(let a):
                    out.append("automated '\(p.text(a.query))'")
                    postings(a.postings)
                case .conversion(let c): out.append("conversion '\(p.text(c.larger.range))' = '\(p.text(c.smaller.range))'")
                case .ignored(let k, _): out.append("ignored '\(p.text(k))'")
                case .valueCheck(let k, let e): out.append("\(p.text(k)) '\(p.text(e))'")
                }
            }
        case .trivia(let t): out.append("trivia \(t.kind)")
        case .invalid: out.append("invalid")
        }
    }
    for d in p.diagnostics {
        let pos = p.position(d)
        out.append("\(d.severity) [\(d.id)] \(pos.map { "\($0.line):\($0.column)" } ?? "-") \(d.message)")
    }
    return out
}

/// A journal using most of the syntax, with errors on lines 31 and 35.
let richJournal = """
    ; header comment
    # another
    Y 2026
    account Assets:Bank  ; type:asset
        note a sub-line
    commodity 1.000,00 EUR
        format 1.000,00 EUR
    P 2026-01-01 EUR 1.08 USD
    include other.journal

    2026-01-01=2026-01-03 * (42) Opening | balances  ; tag:x
        ; a comment
        Assets:Bank  1.000,00 EUR = 1.000,00 EUR
        Equity:Opening

    2026-01-02 Shop
        Expenses:Food  $5 @ 0,90 EUR  ; posting comment
        Assets:Bank

    ~ monthly  Rent
        Expenses:Rent  $1000
        Assets:Bank

    category Expenses:Food  expense name:"Ăn uống" color:#FF9500
    budget Expenses:Food  400 USD monthly warn 50% 90%
    recurring "Rent"  monthly on 1  from 2026-01-01
        Expenses:Rent  $1500
        Assets:Bank
    goal "Trip"  $2000  by 2027-06  account Assets:Bank

    2026-02-30 Bad date
        a  $1
        b
    2026-03-01 Bad amount
        a  $1.2.3
        b
    comment
    block
    end comment
    2026-03-02 支出
        支出:餐饮  ¥268.50
        Assets:Bank

    """
