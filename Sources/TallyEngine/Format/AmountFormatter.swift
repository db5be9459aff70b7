import TallySyntax
import TallyValues

/// Formats amounts in their commodity's display style.
package struct AmountFormatter: Sendable {
    package let commodities: CommodityTable

    package init(_ commodities: CommodityTable) {
        self.commodities = commodities
    }

    /// Digits shown after the mark: the commodity's display precision (the
    /// most decimals written in its posting amounts, or its declaration),
    /// rounding half away from zero; `exact` shows every digit instead.
    package func displayScale(_ q: Quantity, _ c: CommodityID, exact: Bool = false) -> UInt8 {
        let precision = commodities.style(c).precision
        return exact ? max(precision, q.normalized().scale) : precision
    }

    /// `$1,234.56`, `-1.000,50 EUR`, `3 "VANGUARD 500"`. Under ledger's `C`
    /// lines an amount is shown in the largest commodity of its chain it
    /// is at least one of (`7200 s` as `2.00 h`); `exact` (what `print`
    /// writes) shows it as it is kept, in the smallest one, as ledger does.
    package func append(_ q: Quantity, _ c: CommodityID, to out: inout [UInt8], grouping: Bool = true, exact: Bool = false) {
        if !exact && !commodities.conversions.isEmpty {
            let (shown, commodity) = commodities.shown(q, c)
            if commodity != c { return append(shown, commodity, to: &out, grouping: grouping, exact: false) }
        }
        AmountFormatter.append(q, symbol: commodities.symbolBytes(c), style: commodities.style(c), scale: displayScale(q, c, exact: exact),
                               to: &out, grouping: grouping, baseLength: commodities.baseLength[c.index])
    }

    /// An amount in a given style, with `scale` digits after the mark; for
    /// a commodity the table does not hold yet.
    /// `baseLength`: the symbol is a lot's (`AAPL {$50.00}`), and only its
    /// first bytes, the base symbol, decide the quotes.
    package static func append(_ q: Quantity, symbol: ArraySlice<UInt8>, style: AmountStyle, scale: UInt8, to out: inout [UInt8], grouping: Bool = true,
                              baseLength: Int? = nil) {
        let decimal = style.decimalMark == 0 ? UInt8(ascii: ".") : style.decimalMark
        let group: UInt8? = grouping && style.groupMark != 0 && style.groupMark != decimal ? style.groupMark : nil
        if symbol.isEmpty {
            q.appendFormatted(to: &out, scale: scale, decimalMark: decimal, groupMark: group)
            return
        }
        let base = symbol.prefix(baseLength ?? symbol.count)
        let needsQuotes = ByteClassPublic.symbolNeedsQuotes(base)
        func appendSymbol() {
            if needsQuotes { out.append(UInt8(ascii: "\"")) }
            out.append(contentsOf: base)
            if needsQuotes { out.append(UInt8(ascii: "\"")) }
            if !style.symbolOnLeft { out.append(contentsOf: symbol.dropFirst(base.count)) }
        }
        if style.symbolOnLeft {
            if q.isNegative { out.append(UInt8(ascii: "-")) }
            appendSymbol()
            if style.spaced { out.append(32) }
            q.magnitude.appendFormatted(to: &out, scale: scale, decimalMark: decimal, groupMark: group)
            // A lot's annotation follows the number: `£560.70 {=$1.3866}`.
            out.append(contentsOf: symbol.dropFirst(base.count))
        } else {
            q.appendFormatted(to: &out, scale: scale, decimalMark: decimal, groupMark: group)
            out.append(32)
            appendSymbol()
        }
    }

    /// A commodity directive's sample amount: the commodity's style with
    /// the given digit-group mark and every digit of `q`.
    package func appendSample(_ q: Quantity, _ c: CommodityID, groupMark: UInt8, to out: inout [UInt8]) {
        var styles = commodities.withoutConversions
        var style = styles.style(c)
        style.groupMark = groupMark
        // Every digit of the sample, trailing zeros included: they say the precision.
        style.precision = q.scale
        styles.setStyleForDisplay(c, style)
        AmountFormatter(styles).append(q, c, to: &out)
    }

    package func string(_ q: Quantity, _ c: CommodityID) -> String {
        var out: [UInt8] = []
        append(q, c, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    package func string(_ a: Amount) -> String { string(a.quantity, a.commodity) }

    /// The plain decimal for CSV and JSON: `.` mark, no grouping, no symbol.
    package func plain(_ q: Quantity, _ c: CommodityID, exact: Bool = false) -> String {
        var out: [UInt8] = []
        appendPlain(q, c, exact: exact, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `plain`, appended to a UTF-8 buffer.
    package func appendPlain(_ q: Quantity, _ c: CommodityID, exact: Bool = false, to out: inout [UInt8]) {
        let scale = displayScale(q, c, exact: exact)
        (scale >= q.scale ? q : q.roundedForDisplay(toScale: scale)).appendPlain(to: &out, minimumScale: scale)
    }
}
