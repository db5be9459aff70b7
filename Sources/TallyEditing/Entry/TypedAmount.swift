import TallyLocale
import TallySyntax
import TallyValues

/// An amount typed to `tally add`: the journal's amount grammar, plus the
/// shorthand people type for round sums, `25k` (25,000) and `1.5m`
/// (1,500,000), in the amount's commodity. `k` and `m` (either case) right
/// after the number, or alone after it, are never read as a commodity.
package struct TypedAmount {
    /// The amount as read, without the `k`/`m`; ranges index `text`.
    package var syntax: AmountSyntax
    /// The typed text without the `k`/`m`.
    package var text: String
    /// 1, 1,000 or 1,000,000.
    package var factor: Int128
    /// A currency the table knows, as typed before or after the number
    /// (`đ` in `20.000đ`, `€` in `€12,50`); empty when there is none.
    package var currency: String = ""

    /// Reads `typed`: a sign, a number with a unit word (`1,5tr`, `1tr5`,
    /// `2 triệu`, `1만5천`) or as the journal writes numbers, and a currency
    /// from the table (`đ`, `₫`, `zł`, `€`, `¥`, `元`, `VND`) before or after it.
    /// `spellings` are the journal's own (its `commodity` lines' `spellings:`).
    package static func parse(_ typed: String, spellings: [String] = []) -> Result<TypedAmount, AmountText.Failure> {
        var body = Substring(typed)
        while body.first == " " || body.first == "\t" { body = body.dropFirst() }
        while body.last == " " || body.last == "\t" { body = body.dropLast() }
        var sign = ""
        if let first = body.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            body = body.dropFirst()
        }
        var currency = ""
        var number = String(body)
        if let found = CurrencyNames.split(number, also: spellings) {
            // `-€5` and `€-5` both.
            number = found.rest
            currency = found.spelling
            if number.first == "-" { sign = sign == "-" ? "" : "-"; number.removeFirst() }
        }
        switch NumberWords.value(number) {
        case .success(let q):
            let plain = sign + q.plainText(minimumScale: 0)
            return AmountText.parse(plain).map { TypedAmount(syntax: $0, text: plain, factor: 1, currency: currency) }
        case .failure(.tooLarge):
            return .failure(tooLarge(typed))
        case .failure(.notUnderstood(let part)):
            return .failure(AmountText.Failure(LocalText(.unitNotUnderstood, part, typed), hint: LocalText(.hintUnitForms)))
        case .failure(.noUnit):
            break
        }
        if !currency.isEmpty {
            let plain = sign + number
            switch AmountText.parse(plain) {
            case .failure(let f): return .failure(f)
            case .success(let syntax):
                // `5 $$`, `€5 zł`: a second currency is a typo, never dropped.
                guard syntax.commodity.isEmpty else {
                    let extra = String(decoding: Array(plain.utf8)[syntax.commodity.range], as: UTF8.self)
                    return .failure(AmountText.Failure(LocalText(.unitNotUnderstood, extra, typed), hint: LocalText(.hintUnitForms)))
                }
                return .success(TypedAmount(syntax: syntax, text: plain, factor: 1, currency: currency))
            }
        }
        return legacy(typed)
    }

    /// A number too long to be exact: said as such, not as "no amount".
    static func tooLarge(_ typed: String) -> AmountText.Failure {
        AmountText.Failure(LocalText(.amountTooLong, typed), hint: LocalText(.hintZeros))
    }

    /// The journal's amount grammar, with `k`/`m` right after the number.
    private static func legacy(_ typed: String) -> Result<TypedAmount, AmountText.Failure> {
        var bytes = Array(typed.utf8)
        while let last = bytes.last, last == 32 || last == 9 { bytes.removeLast() }
        // `25k`, `$1.5m`: the letter follows a digit.
        if bytes.count >= 2, let factor = factor(bytes[bytes.count - 1]), (48...57).contains(bytes[bytes.count - 2]) {
            let rest = String(decoding: bytes.dropLast(), as: UTF8.self)
            return AmountText.parse(rest).map { TypedAmount(syntax: $0, text: rest, factor: factor) }
        }
        switch AmountText.parse(typed) {
        case .failure(let f): return .failure(f)
        case .success(let syntax):
            // `25 k`: read as the commodity `k`, meant as thousands.
            let symbol = Array(typed.utf8)[syntax.commodity.range]
            if symbol.count == 1, let factor = factor(symbol[symbol.startIndex]), !syntax.style.symbolOnLeft {
                let number = String(decoding: Array(typed.utf8)[..<syntax.commodity.lowerBound], as: UTF8.self)
                return AmountText.parse(number).map { TypedAmount(syntax: $0, text: number, factor: factor) }
            }
            return .success(TypedAmount(syntax: syntax, text: typed, factor: 1))
        }
    }

    private static func factor(_ b: UInt8) -> Int128? {
        switch b {
        case UInt8(ascii: "k"), UInt8(ascii: "K"): return 1_000
        case UInt8(ascii: "m"), UInt8(ascii: "M"): return 1_000_000
        default: return nil
        }
    }

    /// The commodity typed with the number (`$` in `$25k`, `đ` in `20.000đ`), or empty.
    package var typedSymbol: String {
        currency.isEmpty ? String(decoding: Array(text.utf8)[syntax.commodity.range], as: UTF8.self) : currency
    }

    /// `quantity` times the factor; `nil` when that leaves the range of exact amounts.
    package func scaled(_ quantity: Quantity) -> Quantity? {
        factor == 1 ? quantity : quantity.multiplied(by: Quantity(units: factor))
    }
}
