import TallyValues

/// An amount as written: number, commodity and the style it was written in.
public struct AmountSyntax: Sendable {
    public var range: TextRange
    /// The value in its default reading (see `alternativeScale`).
    public var quantity: Quantity
    /// The commodity symbol, without quotes; empty when there is none.
    public var commodity: TextRange
    public var style: AmountStyle
    /// When the number has a single `,` or `.` followed by exactly three
    /// digits (`1,000`, `1.000`), the scale of the other reading. The engine
    /// picks the reading that matches the commodity's declared decimal mark.
    public var alternativeScale: UInt8?

    public init(range: TextRange, quantity: Quantity, commodity: TextRange, style: AmountStyle, alternativeScale: UInt8? = nil) {
        self.range = range
        self.quantity = quantity
        self.commodity = commodity
        self.style = style
        self.alternativeScale = alternativeScale
    }
}

/// How an amount is displayed: the style of the first amount of a commodity,
/// or the one a `commodity` directive declares.
public struct AmountStyle: Sendable, Hashable {
    /// The commodity symbol precedes the number (`$5`).
    public var symbolOnLeft: Bool
    /// A space between symbol and number.
    public var spaced: Bool
    /// `.` or `,`; `0` when the number had no decimal mark.
    public var decimalMark: UInt8
    /// The digit-group mark, `0` for none.
    public var groupMark: UInt8
    /// Digits after the decimal mark.
    public var precision: UInt8

    public init(symbolOnLeft: Bool = false, spaced: Bool = true, decimalMark: UInt8 = 0, groupMark: UInt8 = 0, precision: UInt8 = 0) {
        self.symbolOnLeft = symbolOnLeft
        self.spaced = spaced
        self.decimalMark = decimalMark
        self.groupMark = groupMark
        self.precision = precision
    }
}
