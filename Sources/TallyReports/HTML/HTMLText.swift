import TallyEngine
import TallyValues

/// Building blocks for the HTML report: escaping, colors, exact
/// decimals for SVG coordinates.
enum HTMLText {
    /// Text safe inside HTML elements and quoted attributes.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A `#RRGGBB` color as written by a `category` directive, or `nil`
    /// for anything else (so nothing unchecked reaches an attribute).
    static func color(_ s: String?) -> String? {
        guard let s, s.utf8.count == 7, s.utf8.first == UInt8(ascii: "#"),
              s.utf8.dropFirst().allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }) else { return nil }
        return s
    }

    /// Colors for categories that declare none: distinct, in a fixed order.
    static let palette = ["#4E79A7", "#F28E2B", "#E15759", "#76B7B2", "#59A14F", "#EDC948", "#B07AA1", "#FF9DA7", "#9C755F", "#BAB0AC"]

    /// A coordinate with at most `decimals` digits, no trailing zeros: `12.5`.
    static func number(_ q: Quantity, decimals: UInt8 = 3) -> String {
        q.rounded(toScale: decimals).normalized().description
    }

    /// `a - b` for chart coordinates and percentages: numbers of a few
    /// digits (at most 10,000 with 6 decimals), whose difference always fits.
    static func minus(_ a: Quantity, _ b: Quantity) -> Quantity {
        Total(a).subtracting(Total(b)).value
    }

    /// `n / d × scale` as a coordinate, or 0 when `d` is 0. Divides first,
    /// so amounts near the limit of 38 digits still give their share; a
    /// ratio too large to compute fills the whole `scale`.
    static func ratio(_ n: Quantity, _ d: Quantity, times scale: Int, decimals: UInt8 = 3) -> Quantity {
        guard !d.isZero else { return Quantity(units: 0, scale: decimals) }
        guard let share = n.ratio(to: d, scale: decimals + 6), let r = share.multiplied(by: Quantity(scale)) else { return Quantity(scale) }
        return r.rounded(toScale: decimals)
    }
}
