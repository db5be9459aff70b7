import TallyLocale
import TallyValues

extension Cursor {
    /// ledger's functions an automated posting's amount may call, whose
    /// value depends on the match (grammar.md §7).
    static let matchFunctions: Set<String> = ["tag", "P", "market"]

    /// `left op right` where either reads the match: the tree of both; an
    /// error past `ExpressionDepth.limit` operations.
    static func deferred(_ op: UInt8, _ left: Value, _ right: Value, _ at: TextRange) -> Result<Value, LexError> {
        let operations = left.matchOperations + right.matchOperations + 1
        guard operations <= ExpressionDepth.limit else {
            return .failure(LexError("invalid-amount", LocalText(.expressionTooLong, String(ExpressionDepth.limit)), at,
                                     hint: LocalText(.hintExpressionTooLong)))
        }
        var v = Value(quantity: Quantity(units: 0), commodity: nil, match: .binary(op, tree(left, at), tree(right, at), at: at))
        v.matchOperations = operations
        return .success(v)
    }

    /// A value as a tree: its own, else its number (times `amount` when it
    /// is a multiple of the matched amount).
    static func tree(_ v: Value, _ at: TextRange) -> MatchExpression {
        if let m = v.match { return m }
        if v.isMultiple {
            return v.quantity == Quantity(units: 1) && v.commodity == nil ? .matched : .binary(ByteClass.star, .number(v.quantity, commodity: v.commodity), .matched, at: at)
        }
        return .number(v.quantity, commodity: v.commodity)
    }

    /// Grammar (grammar.md §7):
    ///
    ///     match-call = "tag" "(" quoted ")"
    ///                | ( "P" | "market" ) "(" sum [ "," ( "date" | "d" | "[" date "]" ) [ "," quoted ] ] ")" ;
    ///
    /// With the cursor at the `(` after `name`: the call as a tree.
    mutating func matchCall(_ name: String, named: TextRange, _ context: ExpressionDepth,
                            _ first: inout AmountSyntax?) -> Result<Value, LexError> {
        let inner: ExpressionDepth
        switch enter(context) {
        case .failure(let e): return .failure(e)
        case .success(let d): inner = d
        }
        let call: MatchExpression
        var operations = 0
        if name == "tag" {
            guard let tag = quotedWord() else { return .failure(badCall(named)) }
            call = .tag(tag, at: named)
        } else {
            var argument = Cursor(bytes: bytes, pos: pos, end: argumentEnd())
            var unused: AmountSyntax?
            let amount: Value
            switch argument.sum(inner, &unused) {
            case .failure(let e): return .failure(e)
            case .success(let v): amount = v
            }
            argument.skipBlanks()
            guard argument.isAtEnd else { return .failure(badCall(named)) }
            pos = argument.end
            var date = MatchDate.latest
            var target: String?
            if match(ByteClass.comma) {
                skipBlanks()
                guard let d = matchDate() else { return .failure(badCall(named)) }
                date = d
                skipBlanks()
                if match(ByteClass.comma) {
                    skipBlanks()
                    guard let t = quotedWord(), !t.isEmpty else { return .failure(badCall(named)) }
                    target = t
                }
            }
            call = .market(Self.tree(amount, named), date: date, target: target, at: named)
            operations = amount.matchOperations
        }
        skipBlanks()
        guard match(ByteClass.closeParen) else { return .failure(badCall(named)) }
        var v = Value(quantity: Quantity(units: 0), commodity: nil, match: call)
        // The call's argument counts toward the expression's operations.
        v.matchOperations = operations
        return .success(v)
    }

    /// `date` or `d` (the matched transaction's), or `[2024/01/31]`.
    private mutating func matchDate() -> MatchDate? {
        if peek() == ByteClass.openBracket {
            let start = pos + 1
            var k = start
            while k < end && bytes[k] != ByteClass.closeBracket { k += 1 }
            guard k < end, let day = Day(isoText: text(start, k), separators: "/-.") else { return nil }
            pos = k + 1
            return .fixed(day)
        }
        var k = pos
        while k < end && ByteClass.isLetter(bytes[k]) { k += 1 }
        let word = text(pos, k)
        guard word == "date" || word == "d" else { return nil }
        pos = k
        return .matched
    }

    /// `"TEXT"` or `'TEXT'` at the cursor: the text between the quotes.
    private mutating func quotedWord() -> String? {
        skipBlanks()
        let mark = peek()
        guard mark == ByteClass.quote || mark == UInt8(ascii: "'") else { return nil }
        var k = pos + 1
        while k < end && bytes[k] != mark { k += 1 }
        guard k < end else { return nil }
        let word = text(pos + 1, k)
        pos = k + 1
        skipBlanks()
        return word
    }

    private func badCall(_ named: TextRange) -> LexError {
        LexError("invalid-amount", LocalText(.expressionCallArguments, text(named)), TextRange(named.lowerBound, max(pos, named.upperBound)),
                 hint: LocalText(.hintExpressionCalls))
    }
}
