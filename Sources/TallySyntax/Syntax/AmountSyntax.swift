import TallyValues

/// An amount as written: number, commodity and the style it was written in.
package struct AmountSyntax: Sendable {
    package var range: TextRange
    /// The value in its default reading (see `alternativeScale`).
    package var quantity: Quantity
    /// The commodity symbol, without quotes; empty when there is none.
    package var commodity: TextRange
    package var style: AmountStyle
    /// When the number has a single `,` or `.` followed by exactly three
    /// digits (`1,000`, `1.000`), the scale of the other reading. The engine
    /// picks the reading that matches the commodity's declared decimal mark.
    package var alternativeScale: UInt8?

    package init(range: TextRange, quantity: Quantity, commodity: TextRange, style: AmountStyle, alternativeScale: UInt8? = nil) {
        self.range = range
        self.quantity = quantity
        self.commodity = commodity
        self.style = style
        self.alternativeScale = alternativeScale
    }
}

/// How an amount is displayed: the style of the first amount of a commodity,
/// or the one a `commodity` directive declares.
package struct AmountStyle: Sendable, Hashable {
    /// The commodity symbol precedes the number (`$5`).
    package var symbolOnLeft: Bool
    /// A space between symbol and number.
    package var spaced: Bool
    /// `.` or `,`; `0` when the number had no decimal mark.
    package var decimalMark: UInt8
    /// The digit-group mark, `0` for none.
    package var groupMark: UInt8
    /// Digits after the decimal mark.
    package var precision: UInt8

    package init(symbolOnLeft: Bool = false, spaced: Bool = true, decimalMark: UInt8 = 0, groupMark: UInt8 = 0, precision: UInt8 = 0) {
        self.symbolOnLeft = symbolOnLeft
        self.spaced = spaced
        self.decimalMark = decimalMark
        self.groupMark = groupMark
        self.precision = precision
    }
}
