import TallySyntax
import TallyValues

/// ledger's value expressions, the subset its automated transactions use:
/// predicates on the matched posting (`account =~ /^Assets/`,
/// `payee == "Grocery Store"`, `amount > 500`, `commodity == 'EUR'`,
/// `date < [2023/01/01]`, `has_tag(/NOTAX/)`), joined by `and`/`&`,
/// `or`/`|`, `not`/`!` and `? :`, with exact arithmetic and `any(…)` /
/// `all(…)` over the transaction's postings (grammar.md §14.12). A name or
/// function outside it is an error naming it when the journal is read,
/// never a silent false.
indirect enum ValueExpression: Sendable {
    case literal(ExpressionValue)
    case field(Field)
    case unary(Operator, ValueExpression)
    case binary(Operator, ValueExpression, ValueExpression)
    case choice(ValueExpression, ValueExpression, ValueExpression)
    case call(Function, ValueExpression?)
    /// `account("NAME").total`: the balance of the account and its
    /// subaccounts where the expression stands (a top-level `assert`).
    case accountTotal([UInt8])

    enum Field: String, Sendable {
        case amount, account, payee, code, note, commodity, date, real
    }

    enum Function: String, Sendable {
        case any, all
        case hasTag = "has_tag"
        case tag
    }

    enum Operator: String, Sendable {
        case not = "!", negate = "neg"
        case and = "&", or = "|"
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case matches = "=~", notMatches = "!~"
        case plus = "+", minus = "-", times = "*", divided = "/"
    }
}

/// A value while evaluating.
enum ExpressionValue: Sendable {
    case bool(Bool)
    case number(Quantity, commodity: [UInt8]?)
    case string([UInt8])
    case regex(Regex)
    case date(Day)

    var isTrue: Bool {
        switch self {
        case .bool(let b): return b
        case .number(let q, _): return !q.isZero
        case .string(let s): return !s.isEmpty
        case .regex: return true
        case .date: return true
        }
    }
}

/// What a value expression reads: the matched posting and its transaction.
struct ExpressionSubject {
    struct Posting {
        var account: [UInt8]
        /// `nil` for a posting whose amount is not known yet (elided): an
        /// expression that reads it is false, not a comparison with zero.
        var amount: Quantity?
        var commodity: [UInt8]
        var isReal: Bool
        var tags: [Tag]
        /// The posting's own comment text (ledger's `note` of a posting).
        var note: [UInt8] = []
    }
    var posting: Posting
    var postings: [Posting]
    var payee: [UInt8]
    var note: [UInt8]
    var code: [UInt8]
    var date: Day
    var transactionTags: [Tag]
    /// The transaction's comment text, where `tag("NAME")` reads a value
    /// as ledger does (the rest of its line).
    var transactionNote: [UInt8] = []
    /// The balances `account("NAME").total` reads, by name, found before
    /// evaluating (`accountTotalNames`); a name missing is not evaluated.
    var accountTotals: [[UInt8]: ExpressionValue] = [:]

    /// The same transaction, read for its posting `m`.
    func with(posting m: Int) -> ExpressionSubject {
        var s = self
        s.posting = postings[m]
        return s
    }
}

extension ValueExpression {
    /// Whether the expression reads a posting (a field, `any`, `all`, a tag).
    var readsPosting: Bool {
        switch self {
        case .literal, .accountTotal: return false
        case .field, .call: return true
        case .unary(_, let e): return e.readsPosting
        case .binary(_, let l, let r): return l.readsPosting || r.readsPosting
        case .choice(let c, let a, let b): return c.readsPosting || a.readsPosting || b.readsPosting
        }
    }

    /// The names of the accounts whose `account("NAME").total` it reads.
    var accountTotalNames: [[UInt8]] {
        switch self {
        case .accountTotal(let name): return [name]
        case .literal, .field: return []
        case .call(_, let e): return e?.accountTotalNames ?? []
        case .unary(_, let e): return e.accountTotalNames
        case .binary(_, let l, let r): return l.accountTotalNames + r.accountTotalNames
        case .choice(let c, let a, let b): return c.accountTotalNames + a.accountTotalNames + b.accountTotalNames
        }
    }

    /// The expression's value for `subject`; `nil` when the arithmetic
    /// cannot be done exactly (too large, a division by zero, two commodities).
    func evaluate(_ s: ExpressionSubject) -> ExpressionValue? {
        switch self {
        case .literal(let v): return v
        case .accountTotal(let name): return s.accountTotals[name]
        case .field(let f):
            let p = s.posting
            switch f {
            case .amount: return p.amount.map { .number($0, commodity: p.commodity.isEmpty ? nil : p.commodity) }
            case .account: return .string(p.account)
            case .payee: return .string(s.payee)
            case .code: return .string(s.code)
            case .note: return .string(p.note.isEmpty ? s.note : p.note)
            case .commodity: return .string(p.commodity)
            case .date: return .date(s.date)
            case .real: return .bool(p.isReal)
            }
        case .unary(let op, let e):
            guard let v = e.evaluate(s) else { return nil }
            if op == .not { return .bool(!v.isTrue) }
            guard case .number(let q, let c) = v else { return nil }
            return .number(q.negated(), commodity: c)
        case .binary(let op, let l, let r):
            if op == .and { return l.evaluate(s).map { $0.isTrue ? r.evaluate(s).map { .bool($0.isTrue) } : .bool(false) } ?? nil }
            if op == .or { return l.evaluate(s).map { $0.isTrue ? .bool(true) : r.evaluate(s).map { .bool($0.isTrue) } } ?? nil }
            guard let a = l.evaluate(s), let b = r.evaluate(s) else { return nil }
            return Self.apply(op, a, b)
        case .choice(let c, let yes, let no):
            guard let v = c.evaluate(s) else { return nil }
            return v.isTrue ? yes.evaluate(s) : no.evaluate(s)
        case .call(let f, let argument):
            switch f {
            case .any, .all:
                guard let argument else { return nil }
                var found = f == .all
                for p in s.postings {
                    var each = s
                    each.posting = p
                    guard let v = argument.evaluate(each) else { return nil }
                    if f == .any && v.isTrue { found = true; break }
                    if f == .all && !v.isTrue { found = false; break }
                }
                return .bool(found)
            case .hasTag, .tag:
                guard let argument, let name = argument.evaluate(s) else { return nil }
                let tags = s.posting.tags + s.transactionTags
                let hit = tags.first { tag in
                    switch name {
                    case .regex(let r): return r.matches(Array(tag.name.utf8))
                    case .string(let n): return Array(tag.name.lowercased().utf8) == Array(String(decoding: n, as: UTF8.self).lowercased().utf8)
                    default: return false
                    }
                }
                return f == .hasTag ? .bool(hit != nil) : .string(Array((hit?.value ?? "").utf8))
            }
        }
    }

    private static func apply(_ op: Operator, _ a: ExpressionValue, _ b: ExpressionValue) -> ExpressionValue? {
        switch op {
        case .matches, .notMatches:
            guard case .string(let text) = a else { return .bool(op == .notMatches) }
            let hit: Bool
            switch b {
            case .regex(let r): hit = r.matches(text)
            case .string(let t): hit = text == t
            default: return nil
            }
            return .bool(hit == (op == .matches))
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let order = compare(a, b) else { return .bool(op == .notEqual) }
            switch op {
            case .equal: return .bool(order == 0)
            case .notEqual: return .bool(order != 0)
            case .less: return .bool(order < 0)
            case .lessOrEqual: return .bool(order <= 0)
            case .greater: return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        case .plus, .minus, .times, .divided:
            guard case .number(let x, let cx) = a, case .number(let y, let cy) = b else { return nil }
            if let cx, let cy, cx != cy { return nil }
            let c = cx ?? cy
            let q: Quantity?
            switch op {
            case .plus: q = x.adding(y)
            case .minus: q = x.subtracting(y)
            case .times: q = x.multiplied(by: y)
            default: q = y.isZero ? nil : x.divided(by: y, scale: 18).map { $0.normalized() }
            }
            return q.map { .number($0, commodity: c) }
        default:
            return nil
        }
    }

    /// -1, 0 or 1; `nil` for values of different kinds or commodities.
    private static func compare(_ a: ExpressionValue, _ b: ExpressionValue) -> Int? {
        switch (a, b) {
        case let (.number(x, cx), .number(y, cy)):
            if let cx, let cy, cx != cy { return nil }
            return x == y ? 0 : (x < y ? -1 : 1)
        case let (.string(x), .string(y)):
            return x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1)
        case let (.date(x), .date(y)):
            return x == y ? 0 : (x < y ? -1 : 1)
        case let (.bool(x), .bool(y)):
            return x == y ? 0 : (!x ? -1 : 1)
        case let (.string(x), .regex(r)), let (.regex(r), .string(x)):
            return r.matches(x) ? 0 : 1
        default:
            return nil
        }
    }
}
