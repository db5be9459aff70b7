import TallyLocale
import TallyValues

/// Horizontal bars for text reports, computed with exact decimals.
///
/// Unicode bars are drawn in eighths of a column with the block elements
/// `▏▎▍▌▋▊▉█`; `ascii` bars use `#` per whole column. A bar never grows past
/// `width`; a value above zero but too small to show gets the thinnest
/// mark, so it is not mistaken for nothing.
package enum Bars {
    static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The bar for `value` where `maximum` fills `width` columns; empty for
    /// values of zero or less.
    package static func bar(_ value: Quantity, of maximum: Quantity, width: Int, ascii: Bool) -> String {
        guard width > 0, value.signum > 0, maximum.signum > 0 else { return "" }
        let steps = ascii ? 1 : 8
        var filled = scaled(value, of: maximum, steps: width * steps)
        if filled == 0 && !ascii { filled = 1 }
        if ascii { return String(repeating: "#", count: filled) }
        return String(repeating: "█", count: filled / 8) + eighths[filled % 8]
    }

    /// A progress bar: the filled part for `value` of `target`, then a
    /// track to `width` columns (`░`, or `.` in ASCII). Past the target it
    /// is full.
    package static func progress(_ value: Quantity, of target: Quantity, width: Int, ascii: Bool) -> String {
        guard width > 0 else { return "" }
        let filled = value.signum > 0 && target.signum > 0 ? scaled(value, of: target, steps: width) : 0
        return String(repeating: ascii ? "#" : "█", count: filled) + String(repeating: ascii ? "." : "░", count: width - filled)
    }

    /// `value / maximum × steps`, rounded half away from zero, within `0...steps`.
    package static func scaled(_ value: Quantity, of maximum: Quantity, steps: Int) -> Int {
        guard maximum.signum > 0, value.signum > 0 else { return 0 }
        if value >= maximum { return steps }
        guard let product = value.multiplied(by: Quantity(steps)),
              let ratio = product.divided(by: maximum, scale: 0) else { return steps }
        return Int(min(Int128(steps), max(0, ratio.units)))
    }
}

/// Percentages as exact decimals.
package enum Percent {
    /// `part / whole × 100` with `scale` decimals (half away from zero), or
    /// `nil` when `whole` is zero.
    package static func of(_ part: Quantity, _ whole: Quantity, scale: UInt8 = 1) -> Quantity? {
        guard !whole.isZero else { return nil }
        if let hundred = part.multiplied(by: Quantity(100)) { return hundred.divided(by: whole, scale: scale) }
        // Amounts near 38 digits: divide first.
        return part.ratio(to: whole, scale: scale + 2)?.multiplied(by: Quantity(100))?.rounded(toScale: scale)
    }

    /// `38.2%`, or `38,2%` in a language that writes a decimal comma
    /// (the digits stay the same); `–` when there is no percentage.
    package static func text(_ p: Quantity?, sign: Bool = false, _ m: Messages = .english) -> String {
        guard let p else { return "–" }
        let digits = m.decimalMark == "." ? p.description : p.description.replacing(".", with: m.decimalMark)
        return (sign && p.signum > 0 ? "+" : "") + digits + "%"
    }
}
