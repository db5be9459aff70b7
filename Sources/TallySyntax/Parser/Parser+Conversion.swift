import TallyLocale
import TallyValues

/// ledger's `C` line: `larger` is one unit (or any quantity) of the larger
/// commodity, `smaller` the same quantity in the smaller one.
package struct ConversionSyntax: Sendable {
    package var keyword: TextRange
    package var larger: AmountSyntax
    package var smaller: AmountSyntax
    /// The whole line, from the keyword to the end of the second amount.
    package var range: TextRange
}

extension Parser {
    /// Grammar (grammar.md §14.17):
    ///
    ///     conversion-directive = "C" blanks conversion-amount { blank } "=" { blank } conversion-amount
    ///                            [ { blank } trailing-comment ] eol ;
    ///     conversion-amount    = amount | number { blank } '""' ;
    ///
    /// `C 1.00 h = 60 m`: one `h` is 60 `m`. `""` names the bare number
    /// (no commodity), as ledger writes it.
    mutating func parseConversionDirective(_ c0: Cursor, keyword: TextRange, from entryStart: Int) -> Entry {
        var c = c0
        func refuse(_ message: LocalText, at range: TextRange) -> Entry {
            report(.error("invalid-directive", message, at: location(range), hint: LocalText(.hintConversionForm)))
            return .invalid(synchronize(from: entryStart))
        }
        guard let larger = scanConversionAmount(&c, before: ByteClass.equals) else { return .invalid(synchronize(from: entryStart)) }
        c.skipBlanks()
        guard c.match(ByteClass.equals) else {
            return refuse(LocalText(.conversionNeedsEquals), at: c.isAtEnd ? TextRange(keyword.lowerBound, c.pos) : c.restTrimmed(from: c.pos))
        }
        c.skipBlanks()
        guard let smaller = scanConversionAmount(&c, before: nil) else { return .invalid(synchronize(from: entryStart)) }
        let amountEnd = c.pos
        c.skipBlanks()
        if !c.isAtEnd && c.peek() != ByteClass.semicolon && c.peek() != UInt8(ascii: "#") {
            return refuse(LocalText(.conversionTextAfter), at: c.restTrimmed(from: c.pos))
        }
        let conversion = ConversionSyntax(keyword: keyword, larger: larger, smaller: smaller, range: TextRange(keyword.lowerBound, amountEnd))
        return .directive(.ledger(range: synchronize(from: entryStart), .conversion(conversion)))
    }

    /// One side of a `C` line: an amount, or a number followed by `""`
    /// (ledger's empty commodity, which the amount reader refuses as a
    /// quoted symbol). Reports and returns `nil` when it is not one.
    private mutating func scanConversionAmount(_ c: inout Cursor, before stop: UInt8?) -> AmountSyntax? {
        // Where this side ends: at `stop`, a comment or the line's end.
        var e = c.pos
        while e < c.end && c.bytes[e] != (stop ?? ByteClass.semicolon) && c.bytes[e] != ByteClass.semicolon { e += 1 }
        var t = e
        while t > c.pos && ByteClass.isBlank(c.bytes[t - 1]) { t -= 1 }
        let bare = t - c.pos >= 2 && c.bytes[t - 1] == ByteClass.quote && c.bytes[t - 2] == ByteClass.quote
        var side = Cursor(bytes: c.bytes, pos: c.pos, end: bare ? t - 2 : c.end)
        switch side.scanAmount() {
        case .success(var a):
            if bare {
                guard a.commodity.isEmpty else { report(.error("invalid-directive", LocalText(.conversionTextAfter), at: location(a.range), hint: LocalText(.hintConversionForm))); return nil }
                side.skipBlanks()
                guard side.isAtEnd else { report(.error("invalid-directive", LocalText(.conversionTextAfter), at: location(side.restTrimmed(from: side.pos)), hint: LocalText(.hintConversionForm))); return nil }
                a.range = TextRange(a.range.lowerBound, t)
                c.pos = t
            } else {
                c.pos = side.pos
            }
            return a
        case .failure(let error):
            report(error)
            return nil
        }
    }
}
