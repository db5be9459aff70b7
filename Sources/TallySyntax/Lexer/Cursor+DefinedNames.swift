import TallyLocale
import TallyValues

/// What ledger's `define` lines named (grammar.md §14.15): plain numbers,
/// and functions of plain numbers and their parameters, read in the amount
/// expressions after them.
package struct DefinedNames: Sendable {
    package var numbers: [String: Quantity] = [:]
    package var functions: [String: DefinedFunction] = [:]
    /// Amounts with a commodity (`define MACH=€1.12`), the commodity in the file.
    package var amounts: [String: DefinedAmount] = [:]
    package init() {}
    package var isEmpty: Bool { numbers.isEmpty && functions.isEmpty && amounts.isEmpty }
}

/// `define MACH=€1.12`: the amount as the `define` line writes it (its
/// commodity and style where the file has them).
package struct DefinedAmount: Sendable {
    package var amount: AmountSyntax
}

/// `define cardtxn(amount, taxrate) = (amount * taxrate)`: the body, with
/// its names of numbers already replaced by their values.
package struct DefinedFunction: Sendable {
    package var parameters: Int
    package var body: DefinedExpression
}

package indirect enum DefinedExpression: Sendable {
    case number(Quantity)
    case parameter(Int)
    case negated(DefinedExpression)
    case binary(UInt8, DefinedExpression, DefinedExpression)
}

extension Cursor {
    /// A function body: `sum` over plain numbers, the `parameters` and the
    /// numbers in `names`, with `+ - * /`, signs and parentheses; `nil` for
    /// anything else (an amount with a commodity, another name, a function
    /// call), which the caller passes over.
    ///
    ///     body-sum     = body-product { ( "+" | "-" ) body-product } ;
    ///     body-product = body-factor { ( "*" | "/" ) body-factor } ;
    ///     body-factor  = "-" body-factor | "(" body-sum ")" | name | number ;
    mutating func scanDefinedBody(parameters: [String], names: DefinedNames, depth: Int = 0) -> DefinedExpression? {
        scanBodyChain(ByteClass.plus, ByteClass.minus, depth) { c, d in
            c.scanBodyChain(ByteClass.star, ByteClass.slash, d) { c, d in c.scanBodyFactor(parameters, names, d) }
        }
    }

    private mutating func scanBodyChain(_ a: UInt8, _ b: UInt8, _ depth: Int,
                                        operand: (inout Cursor, Int) -> DefinedExpression?) -> DefinedExpression? {
        guard var left = operand(&self, depth) else { return nil }
        while true {
            skipBlanks()
            let op = peek()
            guard op == a || op == b else { return left }
            pos += 1
            skipBlanks()
            guard let right = operand(&self, depth) else { return nil }
            left = .binary(op, left, right)
        }
    }

    private mutating func scanBodyFactor(_ parameters: [String], _ names: DefinedNames, _ depth: Int) -> DefinedExpression? {
        guard depth < ExpressionDepth.limit, !isAtEnd else { return nil }
        if peek() == ByteClass.minus, !ByteClass.isDigit(peek(1)), peek(1) != ByteClass.dot {
            pos += 1
            skipBlanks()
            return scanBodyFactor(parameters, names, depth + 1).map { .negated($0) }
        }
        if match(ByteClass.openParen) {
            skipBlanks()
            guard let inner = scanDefinedBody(parameters: parameters, names: names, depth: depth + 1) else { return nil }
            skipBlanks()
            return match(ByteClass.closeParen) ? inner : nil
        }
        if ByteClass.isLetter(peek()) {
            let start = pos
            while !isAtEnd && (ByteClass.isLetter(peek()) || ByteClass.isDigit(peek()) || peek() == ByteClass.underscore) { pos += 1 }
            let name = text(start, pos)
            if let k = parameters.firstIndex(of: name) { return .parameter(k) }
            return names.numbers[name].map { .number($0) }
        }
        guard case .success(let a) = scanAmount(), a.commodity.isEmpty else { return nil }
        return .number(a.quantity)
    }

    /// `name(argument, …)` with the cursor at its `(`: each argument a sum,
    /// one for each parameter, then the body with them in place.
    mutating func call(_ function: DefinedFunction, named name: TextRange, _ context: ExpressionDepth,
                       _ first: inout AmountSyntax?) -> Result<Value, LexError> {
        let inner: ExpressionDepth
        switch enter(context) {
        case .failure(let e): return .failure(e)
        case .success(let d): inner = d
        }
        var arguments: [Value] = []
        if peek() != ByteClass.closeParen {
            while true {
                // Each argument is read up to its separating comma, so that
                // `$6.99, rate` is not read as a number with a digit group.
                var argument = Cursor(bytes: bytes, pos: pos, end: argumentEnd())
                switch argument.sum(inner, &first) {
                case .failure(let e): return .failure(e)
                case .success(let v): arguments.append(v)
                }
                argument.skipBlanks()
                guard argument.isAtEnd else {
                    return .failure(LexError("invalid-amount", LocalText(.expressionExpectedClose, text(argument.pos, argument.end)),
                                             TextRange(argument.pos, argument.end), hint: LocalText(.hintExpressionForm)))
                }
                pos = argument.end
                guard match(ByteClass.comma) else { break }
                skipBlanks()
            }
        }
        guard match(ByteClass.closeParen) else {
            return .failure(LexError("invalid-amount", isAtEnd ? LocalText(.expressionNotClosed) : LocalText(.expressionExpectedClose, text(pos, fieldEnd(from: pos))),
                                     TextRange(isAtEnd ? name.lowerBound : pos, max(pos + 1, fieldEnd(from: pos))),
                                     hint: LocalText(.hintExpressionForm)))
        }
        guard arguments.count == function.parameters else {
            return .failure(LexError("invalid-amount", LocalText(.expressionArguments, text(name), String(function.parameters), String(arguments.count))
                                                .counting(at: 1, function.parameters, .arguments),
                                     TextRange(name.lowerBound, pos), hint: LocalText(.hintExpressionArguments)))
        }
        return evaluate(function.body, arguments, at: name)
    }

    /// Where the argument at `pos` ends: at a comma outside parentheses
    /// that is not a digit-group mark (a blank or no digit follows it), or
    /// at the `)` that closes the call.
    func argumentEnd() -> Int {
        var k = pos, depth = 0
        while k < end {
            let b = bytes[k]
            if b == ByteClass.openParen { depth += 1 }
            if b == ByteClass.closeParen {
                if depth == 0 { return k }
                depth -= 1
            }
            if b == ByteClass.comma && depth == 0 && !(k + 1 < end && ByteClass.isDigit(bytes[k + 1])) { return k }
            k += 1
        }
        return end
    }

    private func evaluate(_ e: DefinedExpression, _ arguments: [Value], at: TextRange) -> Result<Value, LexError> {
        switch e {
        case .number(let q): return .success(Value(quantity: q, commodity: nil))
        case .parameter(let k): return .success(arguments[k])
        case .negated(let inner):
            return evaluate(inner, arguments, at: at).map { v in
                var v = v
                v.quantity = v.quantity.negated()
                return v
            }
        case .binary(let op, let l, let r):
            let left: Value, right: Value
            switch evaluate(l, arguments, at: at) {
            case .failure(let e): return .failure(e)
            case .success(let v): left = v
            }
            switch evaluate(r, arguments, at: at) {
            case .failure(let e): return .failure(e)
            case .success(let v): right = v
            }
            return op == ByteClass.plus || op == ByteClass.minus ? Self.added(self, left, op, right, at) : Self.multiplied(self, left, op, right, at)
        }
    }
}
