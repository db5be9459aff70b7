import TallyLocale
import TallySyntax
import TallyValues

/// An amount read from a statement cell: `1.234,56 €`, `-$12.50`,
/// `(45.00)`, `12.345.000 VND`, `1,45,000.00`, `1 234,56`, optionally with
/// a cost (`10 ETH @ $200`).
package struct StatementAmount: Sendable, Equatable {
    package var quantity: Quantity
    package var commodity: String
    /// `@ price` (per unit) or `@@ total`.
    package var cost: Cost?

    package struct Cost: Sendable, Equatable {
        package var quantity: Quantity
        package var commodity: String
        package var isTotal: Bool
    }

    /// Why a cell is not an amount.
    package struct Failure: Error, Sendable, Equatable {
        package var message: String
        package var hint: String
        /// The message and hint said in every language, when they are.
        package var local: LocalText? = nil
        package var localHint: LocalText? = nil

        package init(message: String, hint: String, local: LocalText? = nil, localHint: LocalText? = nil) {
            self.message = message
            self.hint = hint
            self.local = local
            self.localHint = localHint
        }

        /// A failure said in every language.
        package init(_ local: LocalText, hint: LocalText) {
            self.init(message: local.english, hint: hint.english, local: local, localHint: hint)
        }
    }

    /// Reads `text`. `currency` is the commodity when the text has none;
    /// `decimalMark` (`.` or `,`) is the rules' `decimal-mark`, `nil` to
    /// decide from the text: with both marks the last is the decimal mark,
    /// one mark repeated is a digit-group mark, and a single `,` before
    /// exactly three digits is refused as ambiguous.
    package static func parse(_ text: String, currency: String, decimalMark: UInt8?) -> Result<StatementAmount, Failure> {
        var main = Substring(text)
        var cost: Cost?
        if let at = text.firstIndex(of: "@") {
            main = text[..<at]
            var rest = text[text.index(after: at)...]
            let total = rest.first == "@"
            if total { rest = rest.dropFirst() }
            switch single(String(rest), currency: "", decimalMark: decimalMark) {
            case .success(let (q, c)): cost = Cost(quantity: q, commodity: c, isTotal: total)
            case .failure(let f): return .failure(f)
            }
        }
        return single(String(main), currency: currency, decimalMark: decimalMark).map { StatementAmount(quantity: $0.0, commodity: $0.1, cost: cost) }
    }

    private static func isBlank(_ b: UInt8) -> Bool { b == 32 || b == 9 }

    /// One amount without a cost.
    static func single(_ text: String, currency: String, decimalMark: UInt8?) -> Result<(Quantity, String), Failure> {
        var b = Array(text.utf8)[...]
        // No-break and narrow no-break spaces count as blanks.
        var cleaned: [UInt8] = []
        var k = b.startIndex
        while k < b.endIndex {
            if b[k] == 0xC2, k + 1 < b.endIndex, b[k + 1] == 0xA0 { cleaned.append(32); k += 2; continue }
            if b[k] == 0xE2, k + 2 < b.endIndex, b[k + 1] == 0x80, b[k + 2] == 0xAF { cleaned.append(32); k += 3; continue }
            cleaned.append(b[k]); k += 1
        }
        b = cleaned[...]
        func trim() {
            while let f = b.first, isBlank(f) { b = b.dropFirst() }
            while let l = b.last, isBlank(l) { b = b.dropLast() }
        }
        trim()
        let shown = String(decoding: b, as: UTF8.self)
        let hint = LocalText(.hintImportAmounts)
        func fail(_ why: String) -> Result<(Quantity, String), Failure> {
            .failure(Failure(message: "cannot read '\(shown)' as an amount: \(why)", hint: hint.english, localHint: hint))
        }
        func fail(_ local: LocalText) -> Result<(Quantity, String), Failure> {
            .failure(Failure(message: local.english, hint: hint.english, local: local, localHint: hint))
        }
        guard !b.isEmpty else { return fail(LocalText(.importAmountEmpty, shown)) }
        var negative = false
        if b.first == UInt8(ascii: "("), b.last == UInt8(ascii: ")") {
            negative = true
            b = b.dropFirst().dropLast()
            trim()
        }
        func takeSign() {
            while let f = b.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") {
                if f == UInt8(ascii: "-") { negative.toggle() }
                b = b.dropFirst()
                trim()
            }
        }
        takeSign()
        var commodity = ""
        let symbol = b.prefix { isSymbolByte($0) }
        if !symbol.isEmpty {
            commodity = String(decoding: symbol, as: UTF8.self)
            b = b.dropFirst(symbol.count)
            trim()
            takeSign()
        }
        let numberBytes = b.prefix { ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 44 || $0 == 32 || $0 == 39 }
        var number = numberBytes
        while let l = number.last, !(l >= 48 && l <= 57) { number = number.dropLast() }
        b = b.dropFirst(number.count)
        trim()
        if commodity.isEmpty {
            let right = b.prefix { isSymbolByte($0) }
            if !right.isEmpty {
                commodity = String(decoding: right, as: UTF8.self)
                b = b.dropFirst(right.count)
                trim()
            }
        } else if b.first == UInt8(ascii: "-") && b.count == 1 {
            b = b.dropFirst()  // `50 €-`: a trailing minus
            negative.toggle()
        }
        if b.first == UInt8(ascii: "-") && b.count == 1 { b = b.dropFirst(); negative.toggle() }
        guard number.first.map({ $0 >= 48 && $0 <= 57 }) == true || number.first == 46 || number.first == 44 else {
            return fail(LocalText(.importAmountNoNumber, shown))
        }
        guard b.isEmpty else { return fail(LocalText(.importAmountAfterNumber, shown, String(decoding: b, as: UTF8.self))) }
        // `-45.000đ` under `currency VND` is VND; `$5` under it is refused.
        var mark = decimalMark
        if !commodity.isEmpty, !currency.isEmpty, commodity != currency {
            let codes = CurrencyNames.codes(commodity)
            if codes.contains(currency) || codes.contains(where: { CurrencyNames.codes(currency) == [$0] }) {
                commodity = currency
            } else if !codes.isEmpty && !CurrencyNames.codes(currency).isEmpty {
                let local = LocalText(.importAmountOtherCurrency, shown, codes.joined(separator: " / "), currency)
                let hint = LocalText(.hintImportCurrency)
                return .failure(Failure(message: codes.count == 1 ? local.english : "'\(shown)' is in \(codes.joined(separator: " or ")), but the rules say currency \(currency)",
                                        hint: hint.english, local: local, localHint: hint))
            }
        }
        if mark == nil, CurrencyNames.codes(commodity.isEmpty ? currency : commodity).first.map(CurrencyNames.hasNoMinorUnit) == true {
            // `45.000` đồng: one kind of mark before threes groups thousands.
            let marks = number.filter { $0 == 46 || $0 == 44 }
            if let m = marks.first, marks.allSatisfy({ $0 == m }), number.split(separator: m).dropFirst().allSatisfy({ $0.count == 3 }) {
                mark = m == 46 ? 44 : 46
            }
        }
        switch digits(Array(number), decimalMark: mark) {
        case .failure(let why): return fail(why.message)
        case .success(var q):
            if negative { q = q.negated() }
            return .success((q, commodity.isEmpty ? currency : commodity))
        }
    }

    /// A commodity symbol's bytes: anything but digits, blanks, signs,
    /// marks, parentheses, `@`, `=`, `;`, `%` and quotes.
    static func isSymbolByte(_ b: UInt8) -> Bool {
        !(b >= 48 && b <= 57) && !isBlank(b) && !"-+.,()@=;%\"'".utf8.contains(b)
    }

    struct Why: Error { var message: String }

    /// The value of a number with marks: digits, `.`, `,`, spaces or `'` between groups.
    static func digits(_ n: [UInt8], decimalMark given: UInt8?) -> Result<Quantity, Why> {
        // Runs of digits and the mark after each.
        var groups: [[UInt8]] = [[]]
        var marks: [UInt8] = []
        for c in n {
            if c >= 48 && c <= 57 { groups[groups.count - 1].append(c); continue }
            if groups[groups.count - 1].isEmpty && !(groups.count == 1 && (c == 46 || c == 44)) { return .failure(Why(message: "two marks in a row")) }
            marks.append(c)
            groups.append([])
        }
        let dots = marks.filter { $0 == 46 }.count, commas = marks.filter { $0 == 44 }.count
        var decimal: UInt8? = given
        if decimal == nil {
            if dots > 0 && commas > 0 {
                decimal = marks.last
            } else if dots + commas == 1, let m = marks.last, m == 46 || m == 44 {
                let before = groups[groups.count - 2]
                if m == 44 && groups[groups.count - 1].count == 3 && before.contains(where: { $0 != 48 }) {
                    return .failure(Why(message: "',' followed by three digits may be a decimal mark or a digit-group mark"))
                }
                decimal = m
            } else if let m = marks.first, m == 46 || m == 44, marks.allSatisfy({ $0 == m }), groups.last?.count != 3 {
                return .failure(Why(message: "'\(Character(Unicode.Scalar(m)))' appears more than once but not every three digits"))
            }
        }
        var intGroups = groups
        var fraction: [UInt8] = []
        if let d = decimal, let last = marks.lastIndex(of: d) {
            if marks.filter({ $0 == d }).count > 1 { return .failure(Why(message: "more than one decimal mark '\(Character(Unicode.Scalar(d)))'")) }
            guard last == marks.count - 1 else { return .failure(Why(message: "a digit-group mark after the decimal mark")) }
            fraction = groups[groups.count - 1]
            intGroups = Array(groups.dropLast())
        }
        // Digit groups: the first of 1–3 digits, then threes, or twos before a final three (1,45,000).
        if intGroups.count > 1 {
            let marksUsed = Set(marks.prefix(intGroups.count - 1))
            guard marksUsed.count == 1 else { return .failure(Why(message: "mixed digit-group marks")) }
            let first = intGroups[0].count, rest = intGroups.dropFirst().map(\.count)
            let threes = rest.allSatisfy { $0 == 3 }
            let indian = rest.last == 3 && rest.dropLast().allSatisfy { $0 == 2 }
            guard first >= 1 && first <= 3 && (threes || indian) else {
                return .failure(Why(message: "digit groups must have three digits (1.234.567), or two before the last three (1,23,456)"))
            }
        }
        guard fraction.count <= Int(Quantity.maxDecimals),
              let q = Quantity(exactly: WideDecimal(digits: intGroups.joined() + fraction, negative: false, scale: fraction.count)) else {
            return .failure(Why(message: "too many decimal places"))
        }
        return .success(q)
    }
}

extension StatementAmount.Failure {
    /// The failure as a diagnostic `id` at `location`, said in every
    /// language when its message is.
    package func diagnostic(_ id: String, at location: SourceLocation?) -> Diagnostic {
        guard let local else { return .error(id, message, at: location, hint: hint) }
        return Diagnostic(.error, id, local, at: location, hint: localHint)
    }
}
