import TallyLocale
import TallyValues

extension Parser {
    // MARK: - Lot annotations

    /// Grammar (grammar.md §14.13):
    ///
    ///     lots = lot { { blank } lot } { blank } ;
    ///     lot  = "{" [ "=" ] { blank } amount { blank } "}" | "{{" [ "=" ] { blank } amount { blank } "}}"
    ///          | "[" date "]" | "(" text ")" | lot-value ;
    mutating func parseLotAnnotations(_ c: inout Cursor, into posting: inout PostingSyntax) -> Bool {
        let next = c.peek()
        guard next == ByteClass.openBrace || next == ByteClass.openBracket || next == ByteClass.openParen else { return true }
        var lot = posting.lot
        while !c.isAtEnd {
            let start = c.pos
            let b = c.peek()
            if b == ByteClass.openBrace {
                c.advance()
                let isTotal = c.match(ByteClass.openBrace)
                let isFixed = c.match(ByteClass.equals)
                c.skipBlanks()
                if c.peek() == ByteClass.quote {
                    report(.error("unsupported-syntax", LocalText(.lotQuoted), at: location(TextRange(start, c.pos + 1)), hint: LocalText(.hintLotCost)))
                    return false
                }
                let amount: AmountSyntax
                switch c.scanAmount() {
                case .success(let a): amount = a
                case .failure(let e): report(e); return false
                }
                c.skipBlanks()
                guard c.match(UInt8(ascii: "}")) && (!isTotal || c.match(UInt8(ascii: "}"))) else {
                    report(.error("invalid-lot", LocalText(.lotCloseExpected, isTotal ? "}}" : "}"), at: location(TextRange(c.pos, c.pos + 1)),
                                  hint: LocalText(.hintLotForms)))
                    return false
                }
                if lot?.cost != nil {
                    report(.error("invalid-lot", LocalText(.lotOneCost), at: location(TextRange(start, c.pos))))
                    return false
                }
                var l = lot ?? LotSyntax(range: TextRange(start, c.pos))
                l.cost = amount
                l.isTotal = isTotal
                l.isFixed = isFixed
                lot = l
            } else if b == ByteClass.openBracket {
                c.advance()
                // The date ends at ']': scan it on a cursor that stops there.
                var close = c.pos
                while close < c.end && bytes[close] != ByteClass.closeBracket { close += 1 }
                var dc = Cursor(bytes: base, pos: c.pos, end: close)
                guard let day = scanDay(&dc)?.day else { return false }
                c.pos = dc.pos
                guard c.match(ByteClass.closeBracket) else {
                    report(.error("invalid-lot", LocalText(.lotDateClose), at: location(TextRange(c.pos, c.pos + 1))))
                    return false
                }
                if lot?.date != nil {
                    report(.error("invalid-lot", LocalText(.lotOneMore, "[date]"), at: location(TextRange(start, c.pos))))
                    return false
                }
                var l = lot ?? LotSyntax(range: TextRange(start, c.pos))
                l.date = day
                lot = l
            } else if b == ByteClass.openParen && c.peek(1) == ByteClass.openParen {
                guard let value = parseLotValue(&c) else { return false }
                if lot?.value != nil {
                    report(.error("invalid-lot", LocalText(.lotOneMore, "((value))"), at: location(TextRange(start, c.pos))))
                    return false
                }
                var l = lot ?? LotSyntax(range: TextRange(start, c.pos))
                l.value = value
                lot = l
            } else if b == ByteClass.openParen && c.peek(1) != ByteClass.at && (lot != nil || isLoneNote(c)) {
                // A note after another annotation, before one (`(Note) {$43.44}`), or
                // alone without digits (`(lot-x)`): `$5 ($2 * 3)` is a value expression, not a lot.
                c.advance()
                let s = c.pos
                while !c.isAtEnd && c.peek() != ByteClass.closeParen { c.advance() }
                guard c.match(ByteClass.closeParen) else {
                    report(.error("invalid-lot", LocalText(.lotNoteOpen), at: location(TextRange(start, c.pos)), hint: LocalText(.hintAddParen)))
                    return false
                }
                if lot?.note != nil {
                    report(.error("invalid-lot", LocalText(.lotOneMore, "(note)"), at: location(TextRange(start, c.pos))))
                    return false
                }
                var l = lot ?? LotSyntax(range: TextRange(start, c.pos))
                l.note = TextRange(s, c.pos - 1)
                lot = l
            } else {
                break
            }
            if var l = lot {
                l.range = TextRange(min(l.range.lowerBound, start), c.pos)
                lot = l
            }
            c.skipBlanks()
        }
        if let lot { posting.lot = lot }
        return true
    }

    /// Grammar (grammar.md §14.13):
    ///
    ///     lot-value = "((" { blank } amount { blank } "))" ;
    ///
    /// ledger's value expression of a lot, `((EXPR))`, the value of one
    /// unit whenever the amount is valued: read when it is one amount
    /// (`(($100.00))`, `((9))`); any other expression is refused at the
    /// spot, since Tally does not evaluate value expressions.
    private mutating func parseLotValue(_ c: inout Cursor) -> AmountSyntax? {
        let start = c.pos
        c.advance()
        c.advance()
        c.skipBlanks()
        var scan = c
        if case .success(let amount) = scan.scanAmount() {
            scan.skipBlanks()
            if scan.match(ByteClass.closeParen) && scan.match(ByteClass.closeParen) {
                c = scan
                return amount
            }
        }
        report(.error("unsupported-syntax", LocalText(.lotValueExpression), at: location(TextRange(start, start + 2)),
                      hint: LocalText(.hintLotValueExpression)))
        return nil
    }

    /// Whether the `(` at the cursor, with no lot annotation before it, is
    /// ledger's lot note: it closes on this line, and a `{cost}` or
    /// `[date]` follows it or it holds no digit (no arithmetic to lose).
    private func isLoneNote(_ c: Cursor) -> Bool {
        var k = c.pos + 1
        var digits = false
        while k < c.end && bytes[k] != ByteClass.closeParen && bytes[k] != ByteClass.openParen {
            if ByteClass.isDigit(bytes[k]) { digits = true }
            k += 1
        }
        guard k < c.end, bytes[k] == ByteClass.closeParen, k > c.pos + 1 else { return false }
        k += 1
        while k < c.end && ByteClass.isBlank(bytes[k]) { k += 1 }
        return !digits || (k < c.end && (bytes[k] == ByteClass.openBrace || bytes[k] == ByteClass.openBracket))
    }
}
