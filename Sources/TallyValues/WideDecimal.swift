/// An exact decimal of any size: `magnitude / 10^scale`, with a sign.
///
/// The slow path of `Quantity`: amounts, products and sums that do not
/// fit its 38 digits are kept here exactly, as hledger keeps them in
/// unbounded integers. The magnitude is little-endian 64-bit limbs with
/// no high zero limb (zero has none).
package struct WideDecimal: Sendable, Hashable {
    package var negative: Bool
    package var magnitude: [UInt64]
    package var scale: Int

    /// How a dropped remainder rounds.
    package enum Rounding: Sendable {
        /// Half away from zero: arithmetic that keeps a precision.
        case halfAwayFromZero
        /// Half to the even digit: display, as hledger shows amounts.
        case halfToEven
        /// Toward zero.
        case truncate
    }

    package init(negative: Bool, magnitude: [UInt64], scale: Int) {
        var m = magnitude
        Limbs.trim(&m)
        self.negative = negative && !m.isEmpty
        self.magnitude = m
        self.scale = scale
    }

    package init(units: Int128, scale: Int) {
        let m = units.magnitude
        self.init(negative: units < 0, magnitude: [UInt64(truncatingIfNeeded: m), UInt64(truncatingIfNeeded: m >> 64)], scale: scale)
    }

    package var isZero: Bool { magnitude.isEmpty }

    /// The value as `Int128` units at its scale, when it fits.
    package var units: Int128? {
        guard magnitude.count <= 2 else { return nil }
        let low = magnitude.first ?? 0
        let high = magnitude.count == 2 ? magnitude[1] : 0
        let m = UInt128(high) << 64 | UInt128(low)
        guard m <= UInt128(Int128.max) else { return nil }
        return negative ? -Int128(m) : Int128(m)
    }

    package func negated() -> WideDecimal {
        WideDecimal(negative: !negative, magnitude: magnitude, scale: scale)
    }

    /// The same value at a larger scale (exact).
    package func rescaled(upTo newScale: Int) -> WideDecimal {
        guard newScale > scale else { return self }
        return WideDecimal(negative: negative, magnitude: Limbs.multiply(magnitude, Limbs.powerOfTen(newScale - scale)), scale: newScale)
    }

    package func adding(_ other: WideDecimal) -> WideDecimal {
        let s = max(scale, other.scale)
        let a = rescaled(upTo: s), b = other.rescaled(upTo: s)
        if a.negative == b.negative {
            return WideDecimal(negative: a.negative, magnitude: Limbs.add(a.magnitude, b.magnitude), scale: s)
        }
        if Limbs.compare(a.magnitude, b.magnitude) >= 0 {
            return WideDecimal(negative: a.negative, magnitude: Limbs.subtract(a.magnitude, b.magnitude), scale: s)
        }
        return WideDecimal(negative: b.negative, magnitude: Limbs.subtract(b.magnitude, a.magnitude), scale: s)
    }

    package func multiplied(by other: WideDecimal) -> WideDecimal {
        WideDecimal(negative: negative != other.negative, magnitude: Limbs.multiply(magnitude, other.magnitude), scale: scale + other.scale)
    }

    /// -1, 0 or 1 as `self` is less than, equal to or greater than `other`.
    package func compare(_ other: WideDecimal) -> Int {
        if negative != other.negative { return negative ? -1 : 1 }
        let s = max(scale, other.scale)
        let c = Limbs.compare(rescaled(upTo: s).magnitude, other.rescaled(upTo: s).magnitude)
        return negative ? -c : c
    }

    /// Rounded (or cut) to `newScale` digits; exact when `newScale` is at
    /// or above the scale.
    package func rounded(toScale newScale: Int, _ rule: Rounding) -> WideDecimal {
        guard newScale < scale else { return rescaled(upTo: newScale) }
        let divisor = Limbs.powerOfTen(scale - newScale)
        var (q, r) = Limbs.divide(magnitude, by: divisor)
        if !r.isEmpty && rule != .truncate {
            let twice = Limbs.add(r, r)
            let c = Limbs.compare(twice, divisor)
            let odd = (q.first ?? 0) & 1 == 1
            if c > 0 || (c == 0 && (rule == .halfAwayFromZero || odd)) { q = Limbs.add(q, [1]) }
        }
        return WideDecimal(negative: negative, magnitude: q, scale: newScale)
    }

    /// The same value with trailing zero digits removed from the scale.
    package func normalized() -> WideDecimal {
        var w = self
        while w.scale > 0 {
            let (q, r) = Limbs.divide(w.magnitude, small: 10)
            guard r == 0 else { break }
            w.magnitude = q
            w.scale -= 1
        }
        if w.isZero { w.scale = 0 }
        return w
    }

    /// `self / other` at `resultScale` digits, rounded by `rule`; `nil`
    /// when `other` is zero.
    package func divided(by other: WideDecimal, scale resultScale: Int, _ rule: Rounding = .halfAwayFromZero) -> WideDecimal? {
        guard !other.isZero else { return nil }
        // (a / 10^sa) / (b / 10^sb) = a * 10^(sb - sa + rs) / b, at rs digits.
        let shift = other.scale - scale + resultScale
        var numerator = magnitude, denominator = other.magnitude
        if shift >= 0 { numerator = Limbs.multiply(numerator, Limbs.powerOfTen(shift)) } else { denominator = Limbs.multiply(denominator, Limbs.powerOfTen(-shift)) }
        var (q, r) = Limbs.divide(numerator, by: denominator)
        if !r.isEmpty && rule != .truncate {
            let c = Limbs.compare(Limbs.add(r, r), denominator)
            let odd = (q.first ?? 0) & 1 == 1
            if c > 0 || (c == 0 && (rule == .halfAwayFromZero || odd)) { q = Limbs.add(q, [1]) }
        }
        return WideDecimal(negative: negative != other.negative, magnitude: q, scale: resultScale)
    }

    /// The magnitude's decimal digits, most significant first (`[0]` for zero).
    package func digits() -> [UInt8] {
        if magnitude.isEmpty { return [48] }
        var chunks: [UInt64] = []
        var m = magnitude
        let chunk: UInt64 = 10_000_000_000_000_000_000
        while !m.isEmpty {
            let (q, r) = Limbs.divide(m, small: chunk)
            chunks.append(r)
            m = q
        }
        var out: [UInt8] = []
        for (i, c) in chunks.reversed().enumerated() {
            var text = Array(String(c).utf8)
            if i > 0 { text = Array(repeating: 48, count: 19 - text.count) + text }
            out += text
        }
        return out
    }

    /// Reads decimal digits (ASCII, no sign or mark) as a magnitude.
    package init(digits: some Sequence<UInt8>, negative: Bool, scale: Int) {
        var m: [UInt64] = []
        var chunk: UInt64 = 0, count = 0
        for d in digits {
            chunk = chunk * 10 + UInt64(d &- 48)
            count += 1
            if count == 19 {
                m = Limbs.add(Limbs.multiply(m, small: 10_000_000_000_000_000_000), [chunk])
                chunk = 0
                count = 0
            }
        }
        if count > 0 {
            var p: UInt64 = 1
            for _ in 0..<count { p *= 10 }
            m = Limbs.add(Limbs.multiply(m, small: p), [chunk])
        }
        self.init(negative: negative, magnitude: m, scale: scale)
    }
}
