import TallyEngine
import TallySyntax
import TallyValues

/// Amounts as `AmountFormatter.append` writes them (each commodity's display
/// precision, digit groups, symbol), for the writers of long reports: each
/// commodity's symbol, quotes and marks are laid out once, an amount's
/// display width is counted from its digits without writing it, and its
/// bytes go straight into a `ByteOutput`.
///
/// Amounts whose digits do not fit 64 bits, and commodities whose marks are
/// not printable ASCII, are written by `AmountFormatter` itself.
package struct AmountCells {
    private struct Layout {
        /// Where in `symbols` the bytes before the number (after a leading
        /// `-`) and after it are.
        var before: Range<Int>
        var after: Range<Int>
        var decimalMark: UInt8
        /// `0` when digits are not grouped.
        var groupMark: UInt8
        var precision: UInt8
        /// A negative amount's `-` comes before the symbol (`-$5.00`) and
        /// follows the unrounded amount, as `AmountFormatter` writes it.
        var signBeforeSymbol: Bool
        /// Columns of the bytes before and after the number.
        var symbolWidth: Int
        /// Whether a width can be counted from the digits.
        var countable: Bool
    }

    private let layouts: [Layout]
    private let symbols: [UInt8]
    private let formatter: AmountFormatter

    package init(_ commodities: CommodityTable) {
        formatter = AmountFormatter(commodities)
        var symbols: [UInt8] = []
        var layouts: [Layout] = []
        for i in 0..<commodities.count {
            let c = CommodityID(Int32(i))
            let style = commodities.style(c)
            let symbol = commodities.symbolBytes(c)
            let decimal = style.decimalMark == 0 ? UInt8(ascii: ".") : style.decimalMark
            let group = style.groupMark != 0 && style.groupMark != decimal ? style.groupMark : 0
            var before: [UInt8] = [], after: [UInt8] = []
            if !symbol.isEmpty {
                let base = symbol.prefix(commodities.baseLength[c.index] ?? symbol.count)
                let quoted = ByteClassPublic.symbolNeedsQuotes(base)
                let name = quoted ? [UInt8(ascii: "\"")] + base + [UInt8(ascii: "\"")] : Array(base)
                if style.symbolOnLeft {
                    before = name + (style.spaced ? [32] : [])
                    after = Array(symbol.dropFirst(base.count))
                } else {
                    after = [32] + name + symbol.dropFirst(base.count)
                }
            }
            let printable = { (b: UInt8) in b >= 0x20 && b < 0x7F }
            let symbolWidth = DisplayWidth.of(before) + DisplayWidth.of(after)
            let countable = printable(decimal) && (group == 0 || printable(group))
                && DisplayWidth.of(before + [UInt8(ascii: "0")] + after) == symbolWidth + 1
            let b = symbols.count..<(symbols.count + before.count)
            symbols += before
            let a = symbols.count..<(symbols.count + after.count)
            symbols += after
            layouts.append(Layout(before: b, after: a, decimalMark: decimal, groupMark: group, precision: style.precision,
                                  signBeforeSymbol: !symbol.isEmpty && style.symbolOnLeft, symbolWidth: symbolWidth, countable: countable))
        }
        self.layouts = layouts
        self.symbols = symbols
    }

    /// The magnitude of `q` in units of `10^-precision`, rounded as
    /// `Quantity.roundedForDisplay(toScale:)` does (a tie to the even
    /// digit); `nil` past 64 bits.
    @inline(__always)
    private static func shownUnits(_ q: Quantity, precision: UInt8) -> UInt64? {
        let m = q.units.magnitude
        guard m <= UInt128(UInt64.max) else { return nil }
        var n = UInt64(truncatingIfNeeded: m)
        if precision >= q.scale {
            for _ in 0..<Int(precision - q.scale) {
                let (v, o) = n.multipliedReportingOverflow(by: 10)
                if o { return nil }
                n = v
            }
            return n
        }
        let k = Int(q.scale - precision)
        guard k <= 19 else { return nil }
        var d: UInt64 = 1
        for _ in 0..<k { d &*= 10 }
        let (quotient, remainder) = n.quotientAndRemainder(dividingBy: d)
        if remainder == d - remainder { return quotient % 2 == 0 ? quotient : quotient + 1 }
        return remainder > d - remainder ? quotient + 1 : quotient
    }

    /// Bytes of the number alone: `n` units with `precision` digits after the mark.
    @inline(__always)
    private static func numberLength(_ n: UInt64, _ l: Layout) -> Int {
        var digits = 1
        var m = n
        while m >= 10 { m /= 10; digits += 1 }
        let scale = Int(l.precision)
        let integer = max(digits, scale + 1) - scale
        return integer + (l.groupMark != 0 ? (integer - 1) / 3 : 0) + (scale > 0 ? scale + 1 : 0)
    }

    /// The amount as it is shown: under ledger's `C` lines, in the largest
    /// commodity of its chain it is at least one of (as `AmountFormatter`).
    @inline(__always)
    private func shown(_ q: Quantity, _ c: CommodityID) -> (Quantity, CommodityID) {
        formatter.commodities.conversions.isEmpty ? (q, c) : formatter.commodities.shown(q, c)
    }

    /// Whether `q` shows as something other than zero at its commodity's precision.
    package func isVisible(_ q: Quantity, _ c: CommodityID) -> Bool {
        let (q, c) = shown(q, c)
        let precision = layouts[Int(c.index)].precision
        guard let n = Self.shownUnits(q, precision: precision) else { return !q.roundedForDisplay(toScale: precision).isZero }
        return n != 0
    }

    /// The display width of the amount `AmountFormatter.append` writes.
    package func width(_ q: Quantity, _ c: CommodityID) -> Int {
        let (q, c) = shown(q, c)
        let l = layouts[Int(c.index)]
        guard l.countable, let n = Self.shownUnits(q, precision: l.precision) else {
            var bytes: [UInt8] = []
            formatter.append(q, c, to: &bytes)
            return DisplayWidth.of(bytes)
        }
        let negative = l.signBeforeSymbol ? q.isNegative : q.isNegative && n != 0
        return l.symbolWidth + Self.numberLength(n, l) + (negative ? 1 : 0)
    }

    /// The amount as `AmountFormatter.append` writes it, right-aligned in
    /// `width` columns, red when negative if `style` colors.
    package func appendRight(_ q: Quantity, _ c: CommodityID, width: Int, style: TextStyle, to out: inout ByteOutput) {
        let (q, c) = shown(q, c)
        let l = layouts[Int(c.index)]
        let code: StaticString = q.isNegative ? "31" : "0"
        guard l.countable, let n = Self.shownUnits(q, precision: l.precision) else {
            var bytes: [UInt8] = []
            formatter.append(q, c, to: &bytes)
            out.pad(width - DisplayWidth.of(bytes))
            style.paint(code, to: &out) { $0.append(bytes) }
            return
        }
        out.pad(width - (l.symbolWidth + Self.numberLength(n, l) + ((l.signBeforeSymbol ? q.isNegative : q.isNegative && n != 0) ? 1 : 0)))
        style.paint(code, to: &out) { out in append(q, n, l, to: &out) }
    }

    @inline(__always)
    private func append(_ q: Quantity, _ n: UInt64, _ l: Layout, to out: inout ByteOutput) {
        if l.signBeforeSymbol && q.isNegative { out.append(UInt8(ascii: "-")) }
        out.append(symbols, l.before)
        if !l.signBeforeSymbol && q.isNegative && n != 0 { out.append(UInt8(ascii: "-")) }
        Self.appendNumber(n, l, to: &out)
        out.append(symbols, l.after)
    }

    /// The digits of `n` with the layout's marks, written from the last.
    @inline(__always)
    private static func appendNumber(_ n: UInt64, _ l: Layout, to out: inout ByteOutput) {
        let length = numberLength(n, l)
        out.write(length) { digits in
            var p = length
            var m = n
            for _ in 0..<Int(l.precision) {
                p -= 1
                digits[p] = UInt8(truncatingIfNeeded: m % 10) &+ 48
                m /= 10
            }
            if l.precision > 0 {
                p -= 1
                digits[p] = l.decimalMark
            }
            var inGroup = 0
            repeat {
                if inGroup == 3 && l.groupMark != 0 {
                    p -= 1
                    digits[p] = l.groupMark
                    inGroup = 0
                }
                p -= 1
                digits[p] = UInt8(truncatingIfNeeded: m % 10) &+ 48
                m /= 10
                inGroup += 1
            } while m > 0
        }
    }
}
