import TallyLocale
import TallyValues

extension Cursor {
    /// exponent = ( "e" | "E" ) [ "+" | "-" ] digit { digit }
    ///
    /// hledger's scientific notation after a number: `1.05e2` is 105,
    /// `31415926e-7` is 3.1415926, `$1E+3` is $1000. Read only when digits
    /// follow the `e` (a symbol has no digits, so `5e2` was never an amount
    /// of a commodity `e`). Returns the number scaled, or nil when no
    /// exponent follows. A number with digit-group marks, or a single mark
    /// that may be one (`1,000e1`), cannot take an exponent (as hledger);
    /// a result beyond 255 decimals is an error (as hledger).
    mutating func scanExponent(of number: ScannedNumber) -> Result<ScannedNumber, LexError>? {
        let start = pos
        guard peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") else { return nil }
        var k = 1
        let negative = peek(1) == ByteClass.minus
        if negative || peek(1) == ByteClass.plus { k = 2 }
        guard ByteClass.isDigit(peek(k)) else { return nil }
        pos += k
        // `1,000.5e-1`, `$1,000e1`: digit groups, or a mark that may be one, with an exponent.
        if number.groupMark != 0 || number.alternativeScale != nil {
            return .failure(LexError("invalid-number", LocalText(.exponentWithGroups), TextRange(number.range.lowerBound, start + k),
                                     hint: LocalText(.hintExponentGroups)))
        }
        var exponent = 0
        while ByteClass.isDigit(peek()) {
            exponent = min(exponent * 10 + Int(peek() &- 48), 1000)
            pos += 1
        }
        if negative { exponent = -exponent }
        var q = number.quantity
        let scale = Int(q.scale) - exponent
        if scale >= 0 {
            guard scale <= Int(Quantity.maxDecimals) else {
                return .failure(LexError("amount-too-large", LocalText(.exponentTooManyDecimals, String(Quantity.maxDecimals)), TextRange(start, pos)))
            }
            q = q.reinterpreted(scale: UInt8(scale))
        } else {
            let power = Quantity(WideDecimal(negative: false, magnitude: Limbs.powerOfTen(-scale), scale: 0))
            guard let product = q.reinterpreted(scale: 0).multiplied(by: power) else {
                return .failure(LexError("amount-too-large", LocalText(.exponentTooLarge), TextRange(start, pos)))
            }
            q = product
        }
        var scaled = number
        scaled.quantity = q
        scaled.alternativeScale = nil
        return .success(scaled)
    }
}
