import TallyEngine
import TallySyntax
import TallyLocale
import TallyValues

/// Amounts shortened for chart axes and the donut's centre, in the words of
/// the reader's language: `1.2M $`, `12,5 tr ₫`, `3,4 mln zł`, `1,2 mln €`,
/// `120만 원`, `1.2万`. Exact decimal arithmetic: the amount is shifted by a
/// power of ten and rounded half away from zero, never through a float.
///
/// The decimal mark is the commodity's own (a journal that writes
/// `1.000.000 VND` reads `12,5 tr`), so shortening never changes what a
/// number means; the words for thousands, millions, … are the language's.
package struct CompactAmount: Sendable {
    /// A word standing for 10^exponent.
    struct Unit: Sendable {
        var exponent: Int
        var word: String
        /// A space between the number and the word (`12,5 tr`, not `1.2M`).
        var spaced: Bool
    }

    package let language: Language

    package init(_ language: Language) { self.language = language }

    /// The units of the language, smallest first. Korean and Chinese count
    /// in ten-thousands (만, 万) and hundred-millions (억, 亿).
    var units: [Unit] {
        switch language {
        case .en: return [Unit(exponent: 3, word: "K", spaced: false), Unit(exponent: 6, word: "M", spaced: false),
                          Unit(exponent: 9, word: "B", spaced: false), Unit(exponent: 12, word: "T", spaced: false)]
        case .vi: return [Unit(exponent: 3, word: "nghìn", spaced: true), Unit(exponent: 6, word: "tr", spaced: true),
                          Unit(exponent: 9, word: "tỷ", spaced: true), Unit(exponent: 12, word: "nghìn tỷ", spaced: true)]
        case .ko: return [Unit(exponent: 4, word: "만", spaced: false), Unit(exponent: 8, word: "억", spaced: false),
                          Unit(exponent: 12, word: "조", spaced: false)]
        case .zhHans: return [Unit(exponent: 4, word: "万", spaced: false), Unit(exponent: 8, word: "亿", spaced: false),
                              Unit(exponent: 12, word: "万亿", spaced: false)]
        case .it: return [Unit(exponent: 3, word: "mila", spaced: true), Unit(exponent: 6, word: "mln", spaced: true),
                          Unit(exponent: 9, word: "mld", spaced: true)]
        case .pl: return [Unit(exponent: 3, word: "tys.", spaced: true), Unit(exponent: 6, word: "mln", spaced: true),
                          Unit(exponent: 9, word: "mld", spaced: true)]
        }
    }

    /// `q` of commodity `c`, shortened, with the commodity's sign.
    package func text(_ q: Quantity, _ c: CommodityID, _ commodities: CommodityTable) -> String {
        let style = commodities.style(c)
        let written = commodities.symbol(c)
        let sign = Self.sign(written, language) ?? (written, style.symbolOnLeft)
        return text(q, decimalMark: Self.decimalMark(style), symbol: sign.symbol, symbolOnLeft: sign.left)
    }

    /// `q` shortened: one decimal below 100 of a unit (`12,5 tr`), none
    /// from 100 on (`120만`); below the smallest unit the number itself,
    /// with at most one decimal.
    package func text(_ q: Quantity, decimalMark: UInt8, symbol: String, symbolOnLeft: Bool) -> String {
        let magnitude = q.magnitude
        let units = self.units
        // The largest unit the amount reaches, then one up if rounding reaches the next.
        var index = units.lastIndex { magnitude >= Quantity(units: Quantity.powerOfTen($0.exponent)) }
        var shown = Self.shortened(magnitude, by: index.map { units[$0].exponent } ?? 0)
        let next = index.map { $0 + 1 } ?? 0
        if next < units.count {
            let step = units[next].exponent - (index.map { units[$0].exponent } ?? 0)
            if shown >= Quantity(units: Quantity.powerOfTen(step)) {
                index = next
                shown = Self.shortened(magnitude, by: units[next].exponent)
            }
        }
        var bytes: [UInt8] = []
        shown.appendFormatted(to: &bytes, scale: shown.scale, decimalMark: decimalMark, groupMark: nil)
        var number = String(decoding: bytes, as: UTF8.self)
        if let i = index { number += (units[i].spaced ? " " : "") + units[i].word }
        let minus = q.isNegative && !shown.isZero ? "-" : ""
        if symbol.isEmpty { return minus + number }
        return symbolOnLeft ? minus + symbol + number : minus + number + " " + symbol
    }

    /// `magnitude / 10^exponent`, rounded to one decimal below 100 and to
    /// a whole number from 100 on, without trailing zeros.
    static func shortened(_ magnitude: Quantity, by exponent: Int) -> Quantity {
        // Dividing by a power of ten moves the decimal point: exact while
        // the scale fits, else the digits past 36 places round away first.
        let base = magnitude.scale > Quantity.maxScale - UInt8(exponent) ? magnitude.rounded(toScale: Quantity.maxScale - UInt8(exponent)) : magnitude
        let value = base.reinterpreted(scale: base.scale + UInt8(exponent))
        let oneDecimal = value.rounded(toScale: 1)
        let rounded = oneDecimal >= Quantity(100) ? value.rounded(toScale: 0) : oneDecimal
        return rounded.normalized()
    }

    /// The decimal mark a commodity's amounts use: the other mark of its
    /// digit groups (`1.000.000 VND` → `,`), else its own, else `.`.
    static func decimalMark(_ style: AmountStyle) -> UInt8 {
        let dot = UInt8(ascii: "."), comma = UInt8(ascii: ",")
        if style.groupMark == dot { return comma }
        if style.groupMark == comma { return dot }
        return style.decimalMark == comma ? comma : dot
    }

    /// The short sign of a currency written by its ISO code, and whether
    /// it goes first: `VND` → `₫` after, `USD` → `$` first, `KRW` → `원`
    /// after in Korean; `nil` for other symbols, which stay as written.
    static func sign(_ code: String, _ language: Language) -> (symbol: String, left: Bool)? {
        switch code {
        case "VND": return ("₫", false)
        case "KRW": return language == .ko ? ("원", false) : ("₩", true)
        case "CNY", "RMB": return language == .zhHans ? ("元", false) : ("¥", true)
        case "JPY": return ("¥", true)
        case "USD": return ("$", true)
        case "GBP": return ("£", true)
        case "EUR": return language == .en ? ("€", true) : ("€", false)
        case "PLN": return ("zł", false)
        default: return nil
        }
    }
}
