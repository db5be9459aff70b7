/// Numbers as people say them with a unit word: `25k`, `1,5tr` and `1tr5`
/// (1.5 million đồng), `2 triệu`, `20 nghìn`, `3 tys.`, `2 mila`, `3万`,
/// `1만5천`, `2亿`. grammar.md §18.4 lists the words.
package enum NumberWords {
    /// A unit word and the power of ten it multiplies by; `cjk` units add
    /// up (`1만5천` is 15,000), the others take the digits after them as
    /// their fraction (`1tr5` is 1.5 tr, `2k5` is 2.5 k).
    struct Unit {
        var word: String
        var power: Int
        var cjk: Bool
    }

    static let units: [Unit] = [
        Unit(word: "triệu", power: 6, cjk: false), Unit(word: "trieu", power: 6, cjk: false), Unit(word: "tr", power: 6, cjk: false),
        Unit(word: "củ", power: 6, cjk: false), Unit(word: "nghìn", power: 3, cjk: false), Unit(word: "ngàn", power: 3, cjk: false),
        Unit(word: "nghin", power: 3, cjk: false), Unit(word: "ngan", power: 3, cjk: false),
        Unit(word: "tys.", power: 3, cjk: false), Unit(word: "tys", power: 3, cjk: false), Unit(word: "mln", power: 6, cjk: false),
        Unit(word: "mila", power: 3, cjk: false), Unit(word: "k", power: 3, cjk: false), Unit(word: "m", power: 6, cjk: false),
        Unit(word: "亿", power: 8, cjk: true), Unit(word: "万", power: 4, cjk: true), Unit(word: "千", power: 3, cjk: true),
        Unit(word: "억", power: 8, cjk: true), Unit(word: "만", power: 4, cjk: true), Unit(word: "천", power: 3, cjk: true),
    ]

    /// Whether `word` alone is a unit (`25 k`, `2 triệu`), for joining it to the number before it.
    package static func isUnit(_ word: String) -> Bool {
        let w = word.lowercased()
        return units.contains { $0.word == w }
    }

    /// What went wrong reading a number with units.
    package enum Failure: Error, Equatable {
        /// Not a number with a unit word at all: read it another way.
        case noUnit
        /// Units with something else: the part not understood.
        case notUnderstood(String)
        /// Past the range of exact amounts.
        case tooLarge
    }

    /// The value of `text` (no sign, no currency), when it holds a unit word.
    /// A `.` or `,` before a unit is a decimal mark (`1,5tr`, `1.5m`).
    package static func value(_ text: String) -> Result<Quantity, Failure> {
        let lower = text.lowercased().filter { $0 != " " }
        guard units.contains(where: { lower.contains($0.word) }), lower.first.map({ $0.isASCII && $0.isNumber }) == true else { return .failure(.noUnit) }
        // Split into (number, unit) parts and a trailing number.
        var parts: [(number: String, unit: Unit?)] = []
        var i = lower.startIndex
        while i < lower.endIndex {
            var j = i
            // ASCII digits: 千 and 万 are numbers to Character, units here.
            while j < lower.endIndex, lower[j].isASCII && lower[j].isNumber || lower[j] == "." || lower[j] == "," { j = lower.index(after: j) }
            let number = String(lower[i..<j])
            if j == lower.endIndex {
                parts.append((number, nil))
                break
            }
            let rest = lower[j...]
            guard let unit = units.first(where: { rest.hasPrefix($0.word) }) else { return .failure(.notUnderstood(String(rest))) }
            parts.append((number, unit))
            i = lower.index(j, offsetBy: unit.word.count)
        }
        guard let firstUnit = parts.first?.unit, !parts[0].number.isEmpty else {
            return .failure(parts.first?.unit == nil ? .noUnit : .notUnderstood(lower))
        }
        var total = Quantity.zero
        for (k, part) in parts.enumerated() {
            if let unit = part.unit {
                guard let n = decimal(part.number) else { return .failure(.notUnderstood(part.number.isEmpty ? unit.word : part.number)) }
                guard let scaled = n.multiplied(by: Quantity(units: Quantity.powerOfTen(unit.power))), let sum = total.addingRescaled(scaled) else {
                    return .failure(.tooLarge)
                }
                total = sum
            } else if !part.number.isEmpty {
                // The digits after the last unit.
                let previous = parts[k - 1].unit ?? firstUnit
                guard part.number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return .failure(.notUnderstood(part.number)) }
                let value: Quantity?
                if previous.cjk {
                    value = decimal(part.number)
                } else {
                    // `1tr5`: five tenths of the unit; `1tr250`: 250 thousandths.
                    value = decimal("0." + part.number)?.multiplied(by: Quantity(units: Quantity.powerOfTen(previous.power)))
                }
                guard let v = value, let sum = total.addingRescaled(v) else { return .failure(.tooLarge) }
                total = sum
            }
        }
        return .success(total.normalized())
    }

    /// Digits with at most one `.` or `,` as the decimal mark.
    static func decimal(_ text: String) -> Quantity? {
        let marks = text.filter { $0 == "." || $0 == "," }
        guard marks.count <= 1, !text.isEmpty else { return nil }
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        guard parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), let whole = parts.first, !whole.isEmpty || parts.count == 2 else { return nil }
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.count <= 18, whole.count + fraction.count <= 36 else { return nil }
        guard let units = Int128(String(whole) + fraction) else { return nil }
        return Quantity(units: units, scale: UInt8(fraction.count))
    }
}
