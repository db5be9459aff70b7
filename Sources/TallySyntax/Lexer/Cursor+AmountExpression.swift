import TallyLocale
import TallyValues

/// A posting amount written as ledger's arithmetic in parentheses, evaluated
/// exactly as it is read.
struct AmountExpression {
    var amount: AmountSyntax
    /// The result is a multiple of the matched posting's amount (`(amount / 2)`
    /// in an automated transaction): `amount.quantity` is the factor.
    var isMultiplier: Bool
    /// An expression that reads the match (`tag`, `P`, `market`): its tree,
    /// evaluated for each matched posting; `amount` then holds no value.
    var match: MatchExpression?
}

extension Cursor {
    /// amount-expr = "(" sum ")"
    /// sum         = product { ( "+" | "-" ) product }
    /// product     = factor { ( "*" | "/" ) factor }
    /// factor      = "-" factor | "(" sum ")" | amount | "amount" | defined-name
    ///             | defined-name "(" [ sum { "," sum } ] ")" | match-call
    /// match-call  = "tag" "(" quoted ")"
    ///             | ( "P" | "market" ) "(" sum [ "," ( "date" | "d" | "[" date "]" ) [ "," quoted ] ] ")"
    ///
    /// Scans an expression starting at the `(` at `pos`. Amounts may carry one
    /// commodity between them; a product or quotient has at most one amount
    /// with a commodity, and divides by a plain number. `amount`, the matched
    /// posting's amount, is known only in an automated transaction, where the
    /// result must be a multiple of it. Arithmetic is exact; a quotient that
    /// does not end is rounded to 18 decimals; overflow and division by zero
    /// are errors at the operator. A `name` is one of `names`: a plain
    /// number `define` named, or a function it defined, called with one
    /// argument for each of its parameters (grammar.md §14.15).
    mutating func scanAmountExpression(allowsMatchedAmount: Bool, names: DefinedNames = DefinedNames()) -> Result<AmountExpression, LexError> {
        let start = pos
        var first: AmountSyntax?
        switch parenthesized(ExpressionDepth(matched: allowsMatchedAmount, depth: 0, names: names), &first) {
        case .failure(let e): return .failure(e)
        case .success(let value):
            let style = first?.style ?? AmountStyle()
            let commodity = value.commodity ?? TextRange(start, start)
            let amount = AmountSyntax(range: TextRange(start, pos), quantity: value.quantity, commodity: commodity, style: style)
            return .success(AmountExpression(amount: amount, isMultiplier: value.isMultiple && value.match == nil, match: value.match))
        }
    }

    /// A value while evaluating: a quantity with an optional commodity, or a
    /// multiple of the matched amount.
    struct Value {
        var quantity: Quantity
        var commodity: TextRange?
        var isMultiple = false
        /// The value depends on the match (`tag`, `P`, `market`): its tree.
        var match: MatchExpression?
        /// The operations in `match`: a long chain (`tag("x") + 1 + 1 …`)
        /// is an error, not a tree whose evaluation overflows the stack.
        var matchOperations = 0
    }

    /// Whether `amount` is known (an automated transaction), and how deep
    /// the parentheses and signs nest: a line of a million `(` is an error,
    /// not a stack that overflows.
    struct ExpressionDepth {
        var matched: Bool
        var depth: Int
        /// The numbers and functions `define` named, in force where the expression stands.
        var names = DefinedNames()
        static let limit = 200

        func deeper(_ c: Cursor, at position: Int) -> Result<ExpressionDepth, LexError> {
            guard depth < Self.limit else {
                return .failure(LexError("invalid-amount", LocalText(.expressionTooDeep, String(Self.limit)),
                                         TextRange(position, position + 1), hint: LocalText(.hintExpressionDepth)))
            }
            return .success(ExpressionDepth(matched: matched, depth: depth + 1, names: names))
        }
    }

    /// Steps past the `(` at the cursor, one level deeper than `outer`; an
    /// error there past the depth limit. Parentheses and calls both enter so.
    mutating func enter(_ outer: ExpressionDepth) -> Result<ExpressionDepth, LexError> {
        let inner = outer.deeper(self, at: pos)
        if case .success = inner {
            pos += 1
            skipBlanks()
        }
        return inner
    }

    private mutating func parenthesized(_ outer: ExpressionDepth, _ first: inout AmountSyntax?) -> Result<Value, LexError> {
        let open = pos
        let matched: ExpressionDepth
        switch enter(outer) {
        case .failure(let e): return .failure(e)
        case .success(let d): matched = d
        }
        let value: Value
        switch sum(matched, &first) {
        case .failure(let e): return .failure(e)
        case .success(let v): value = v
        }
        skipBlanks()
        guard match(ByteClass.closeParen) else {
            return .failure(LexError("invalid-amount", pos < end ? LocalText(.expressionExpectedClose, text(pos, fieldEnd(from: pos)))
                                                                  : LocalText(.expressionNotClosed),
                                     TextRange(pos < end ? pos : open, max(pos + 1, fieldEnd(from: pos))),
                                     hint: LocalText(.hintExpressionForm)))
        }
        return .success(value)
    }

    /// `operand { op operand }` with `op` one of `ops`, combined left to
    /// right: the loop `sum` and `product` share, each with its operand and
    /// its way of combining two values at an operator.
    private mutating func chain(_ ops: (UInt8, UInt8), _ matched: ExpressionDepth, _ first: inout AmountSyntax?,
                                operand: (inout Cursor, ExpressionDepth, inout AmountSyntax?) -> Result<Value, LexError>,
                                combine: (Cursor, Value, UInt8, Value, TextRange) -> Result<Value, LexError>) -> Result<Value, LexError> {
        var left: Value
        switch operand(&self, matched, &first) {
        case .failure(let e): return .failure(e)
        case .success(let v): left = v
        }
        while true {
            skipBlanks()
            let op = peek()
            guard op == ops.0 || op == ops.1 else { return .success(left) }
            let at = TextRange(pos, pos + 1)
            pos += 1
            skipBlanks()
            let right: Value
            switch operand(&self, matched, &first) {
            case .failure(let e): return .failure(e)
            case .success(let v): right = v
            }
            switch combine(self, left, op, right, at) {
            case .failure(let e): return .failure(e)
            case .success(let v): left = v
            }
        }
    }

    mutating func sum(_ matched: ExpressionDepth, _ first: inout AmountSyntax?) -> Result<Value, LexError> {
        chain((ByteClass.plus, ByteClass.minus), matched, &first, operand: { $0.product($1, &$2) }, combine: Self.added)
    }

    /// `left + right` or `left - right`, with the errors at `at`.
    static func added(_ c: Cursor, _ left: Value, _ op: UInt8, _ right: Value, _ at: TextRange) -> Result<Value, LexError> {
            if left.match != nil || right.match != nil { return deferred(op, left, right, at) }
            var right = right
            if op == ByteClass.minus { right.quantity = right.quantity.negated() }
            guard left.isMultiple == right.isMultiple else {
                return .failure(LexError("invalid-amount", LocalText(.expressionMultipleAndFixed), at))
            }
            if let l = left.commodity, let r = right.commodity, !c.same(l, r) {
                return .failure(LexError("invalid-amount", LocalText(.expressionAddCommodities, c.text(r), c.text(l)), at))
            }
            guard let q = left.quantity.addingRescaled(right.quantity) else { return .failure(c.overflow(at)) }
            return .success(Value(quantity: q, commodity: left.commodity ?? right.commodity, isMultiple: left.isMultiple))
    }

    private mutating func product(_ matched: ExpressionDepth, _ first: inout AmountSyntax?) -> Result<Value, LexError> {
        chain((ByteClass.star, ByteClass.slash), matched, &first, operand: { $0.factor($1, &$2) }, combine: Self.multiplied)
    }

    /// `left * right` or `left / right`, with the errors at `at`.
    static func multiplied(_ c: Cursor, _ left: Value, _ op: UInt8, _ right: Value, _ at: TextRange) -> Result<Value, LexError> {
            if left.match != nil || right.match != nil { return deferred(op, left, right, at) }
            let q: Quantity?
            if op == ByteClass.star {
                guard left.commodity == nil || right.commodity == nil, !(left.isMultiple && right.isMultiple) else {
                    return .failure(LexError("invalid-amount", LocalText(.expressionTwoAmounts), at))
                }
                q = left.quantity.multiplied(by: right.quantity)
            } else {
                // ledger divides a plain number by an amount, the quotient in its commodity: `(1/9 FOO)`.
                guard right.commodity == nil || left.commodity == nil, !right.isMultiple else {
                    return .failure(LexError("invalid-amount", LocalText(.expressionDivideByAmount), at))
                }
                guard right.quantity != Quantity(units: 0) else {
                    return .failure(LexError("invalid-amount", LocalText(.expressionDivideByZero), at))
                }
                q = Self.quotient(left.quantity, right.quantity)
            }
            guard let q else { return .failure(c.overflow(at)) }
            return .success(Value(quantity: q, commodity: left.commodity ?? right.commodity, isMultiple: left.isMultiple || right.isMultiple))
    }

    private mutating func factor(_ context: ExpressionDepth, _ first: inout AmountSyntax?) -> Result<Value, LexError> {
        let start = pos
        let matched = context.matched
        if peek() == ByteClass.minus, !ByteClass.isDigit(peek(1)), peek(1) != ByteClass.dot {
            let inner: ExpressionDepth
            switch context.deeper(self, at: pos) {
            case .failure(let e): return .failure(e)
            case .success(let d): inner = d
            }
            pos += 1
            skipBlanks()
            switch factor(inner, &first) {
            case .failure(let e): return .failure(e)
            case .success(var v):
                v.quantity = v.quantity.negated()
                v.match = v.match.map { .negated($0) }
                return .success(v)
            }
        }
        if peek() == ByteClass.openParen { return parenthesized(context, &first) }
        // A word not followed by a number is a name: `amount`, a defined
        // name (`tax_rate`), or a function.
        var w = pos
        while w < end && (ByteClass.isLetter(bytes[w]) || (w > pos && bytes[w] == ByteClass.underscore)) { w += 1 }
        if w > pos {
            var after = w
            while after < end && ByteClass.isBlank(bytes[after]) { after += 1 }
            let next: UInt8 = after < end ? bytes[after] : 0
            if !ByteClass.isDigit(next) && next != ByteClass.minus && next != ByteClass.dot {
                let name = text(pos, w)
                if name == "amount" && next != ByteClass.openParen {
                    guard matched else {
                        return .failure(LexError("invalid-amount", LocalText(.expressionAmountOutside),
                                                 TextRange(pos, w)))
                    }
                    pos = w
                    return .success(Value(quantity: Quantity(units: 1), commodity: nil, isMultiple: true))
                }
                if next != ByteClass.openParen, let defined = context.names.numbers[name] {
                    pos = w
                    return .success(Value(quantity: defined, commodity: nil))
                }
                if next != ByteClass.openParen, let defined = context.names.amounts[name] {
                    pos = w
                    let a = defined.amount
                    if first == nil || first?.commodity.isEmpty == true { first = a }
                    return .success(Value(quantity: a.quantity, commodity: a.commodity))
                }
                if next == ByteClass.openParen, let function = context.names.functions[name] {
                    pos = after
                    return call(function, named: TextRange(start, w), context, &first)
                }
                if next == ByteClass.openParen, matched, Self.matchFunctions.contains(name) {
                    pos = after
                    return matchCall(name, named: TextRange(start, w), context, &first)
                }
                let what = LocalText(next == ByteClass.openParen ? .expressionUnknownFunction : .expressionUnknownName, name)
                return .failure(LexError("invalid-amount", what, TextRange(pos, w),
                                         hint: LocalText(matched ? .hintExpressionOperatorsAmount : .hintExpressionOperators)))
            }
        }
        switch scanAmount() {
        case .failure(let e): return .failure(e)
        case .success(let a):
            let commodity: TextRange? = a.commodity.isEmpty ? nil : a.commodity
            if first == nil || (first?.commodity.isEmpty == true && commodity != nil) { first = a }
            _ = start
            return .success(Value(quantity: a.quantity, commodity: commodity))
        }
    }

    /// The exact quotient when it ends within 36 decimals, else rounded to 18.
    static func quotient(_ a: Quantity, _ b: Quantity) -> Quantity? {
        guard let short = a.divided(by: b, scale: 18) else { return nil }
        if short.multiplied(by: b) == a { return short.normalized() }
        if let long = a.divided(by: b, scale: 36), long.multiplied(by: b) == a { return long.normalized() }
        return short
    }

    func overflow(_ at: TextRange) -> LexError {
        LexError("amount-too-large", LocalText(.expressionTooLarge), at)
    }

    func same(_ a: TextRange, _ b: TextRange) -> Bool {
        a.count == b.count && bytes[a.lowerBound..<a.upperBound].elementsEqual(bytes[b.lowerBound..<b.upperBound])
    }

    func text(_ r: TextRange) -> String { text(r.lowerBound, r.upperBound) }

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[from..<min(to, end)], as: UTF8.self)
    }
}
