/// An exact decimal number: `units / 10^scale`.
///
/// Money is never a binary floating-point value. Two representations
/// share the type: the fast one, `Int128` units (up to 2^126, 37 digits
/// and more), which every ordinary amount and sum takes; and the wide one
/// (`WideDecimal`, any number of digits), taken only when a value does
/// not fit the fast one, so no amount is ever limited to 38 digits. A
/// value is in the fast form whenever it fits, so the two never hold the
/// same number at the same scale.
///
/// Public, with its small members inlinable: the compiler inlines a member
/// into another module only when it is public, and every module sums.
public struct Quantity: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The integer number of `10^-scale` units. For a wide value, a
    /// reference to its digits (below `-fastBound`): read it only through
    /// `isWide`, `wide` and the arithmetic here.
    public var units: Int128
    /// Digits after the decimal point (up to `maxDecimals`, in either form).
    public var scale: UInt8

    /// The largest scale of the fast form.
    public static let maxScale: UInt8 = 36
    /// The most decimals a quantity keeps, as hledger (255).
    package static let maxDecimals: UInt8 = 255
    package static let zero = Quantity(units: 0, scale: 0)
    /// The largest magnitude of fast units: the values past it are wide.
    public static let fastBound: Int128 = (1 << 126) - 1

    /// `units / 10^scale`, in the wide form when it does not fit the fast one.
    @inlinable public init(units: Int128, scale: UInt8 = 0) {
        if Self.fits(units) && scale <= Self.maxScale || units == 0 {
            self.init(fast: units, scale: scale)
        } else {
            self = Self.widened(units: units, scale: scale)
        }
    }

    /// The fast form as given: `units` in range, the scale at most `maxScale` (or zero).
    @inlinable package init(fast units: Int128, scale: UInt8) {
        self.units = units
        self.scale = scale
    }

    package init(_ integer: Int) {
        self.init(units: Int128(integer), scale: 0)
    }

    /// Whether fast `units` are in range.
    @inlinable static func fits(_ u: Int128) -> Bool {
        UInt128(bitPattern: u &+ fastBound) <= UInt128(bitPattern: fastBound &* 2)
    }

    /// Whether this value is held in the wide form.
    @inlinable public var isWide: Bool { units < -Self.fastBound }

    @inlinable public var isZero: Bool { units == 0 }
    @inlinable public var isNegative: Bool { units < 0 && (units >= -Self.fastBound || wideIsNegative) }
    @inlinable public var signum: Int { units == 0 ? 0 : (isNegative ? -1 : 1) }

    /// `10^n` for `n` in `0...38`.
    package static func powerOfTen(_ n: Int) -> Int128 {
        tenPowers[n]
    }

    private static let tenPowers: [Int128] = {
        var table: [Int128] = [1]
        for _ in 1...38 { table.append(table[table.count - 1] * 10) }
        return table
    }()

    /// This quantity at a larger scale (exact, wide when it must be).
    /// `nil` only past `maxDecimals`.
    public func rescaled(to newScale: UInt8) -> Quantity? {
        if newScale == scale { return self }
        if newScale < scale { return rounded(toScale: newScale) }
        if !isWide && newScale - scale <= 38 {
            let (value, overflow) = units.multipliedReportingOverflow(by: Self.powerOfTen(Int(newScale - scale)))
            if !overflow && Self.fits(value) && newScale <= Self.maxScale { return Quantity(fast: value, scale: newScale) }
        }
        return rescaledWide(to: newScale)
    }

    /// Rounded half away from zero to `newScale` digits: arithmetic that
    /// keeps a commodity's precision (reports show amounts with
    /// `roundedForDisplay`, half to even).
    package func rounded(toScale newScale: UInt8) -> Quantity {
        if newScale >= scale { return rescaled(to: newScale) ?? self }
        if isWide || scale - newScale > 38 { return roundedWide(toScale: newScale, .halfAwayFromZero) }
        let divisor = Self.powerOfTen(Int(scale - newScale))
        var (quotient, remainder) = units.quotientAndRemainder(dividingBy: divisor)
        if remainder.magnitude * 2 >= divisor.magnitude {
            quotient += units < 0 ? -1 : 1
        }
        // At most the magnitude of `units` over 10, plus one: fast.
        return Quantity(fast: quotient, scale: newScale)
    }

    /// Rounded to `newScale` digits for display, as hledger shows amounts:
    /// to the nearest, a tie to the even digit (`0.125` → `0.12`,
    /// `0.135` → `0.14`).
    package func roundedForDisplay(toScale newScale: UInt8) -> Quantity {
        if newScale >= scale { return rescaled(to: newScale) ?? self }
        if isWide || scale - newScale > 38 { return roundedWide(toScale: newScale, .halfToEven) }
        let divisor = Self.powerOfTen(Int(scale - newScale))
        var (quotient, remainder) = units.quotientAndRemainder(dividingBy: divisor)
        let twice = remainder.magnitude * 2
        if twice > divisor.magnitude || (twice == divisor.magnitude && quotient % 2 != 0) {
            quotient += units < 0 ? -1 : 1
        }
        return Quantity(fast: quotient, scale: newScale)
    }

    /// The same value with trailing zero digits removed from the scale.
    package func normalized() -> Quantity {
        if isWide { return normalizedWide() }
        var q = self
        while q.scale > 0 && q.units % 10 == 0 {
            q.units /= 10
            q.scale -= 1
        }
        return q
    }

    @inlinable public func negated() -> Quantity {
        isWide ? wideNegated() : Quantity(fast: -units, scale: scale)
    }

    package var magnitude: Quantity { isNegative ? negated() : self }

    /// The sum, exact; `nil` only past `maxDecimals`, which no sum of two
    /// quantities reaches.
    @inlinable public func adding(_ other: Quantity) -> Quantity? {
        // Both fast (neither below -fastBound): the sum of two magnitudes
        // under 2^126 cannot wrap.
        if scale == other.scale && min(units, other.units) >= -Self.fastBound {
            let value = units &+ other.units
            if Self.fits(value) { return Quantity(fast: value, scale: scale) }
        }
        return addingRescaled(other)
    }

    /// The sum of quantities of different scales (or past the fast form),
    /// at the larger scale.
    public func addingRescaled(_ other: Quantity) -> Quantity? {
        if min(units, other.units) >= -Self.fastBound {
            // Both fast: the finer one's units, plus the coarser one's moved
            // to its scale (a zero may have any scale: a gap past 38 digits
            // is the wide form's).
            let (fine, coarse) = scale >= other.scale ? (self, other) : (other, self)
            guard fine.scale - coarse.scale <= 38 else { return addingWide(other) }
            let (moved, o1) = coarse.units.multipliedReportingOverflow(by: Self.powerOfTen(Int(fine.scale &- coarse.scale)))
            let (value, o2) = moved.addingReportingOverflow(fine.units)
            if !o1 && !o2 && Self.fits(value) { return Quantity(fast: value, scale: fine.scale) }
        }
        return addingWide(other)
    }

    package func subtracting(_ other: Quantity) -> Quantity? {
        adding(other.negated())
    }

    /// The exact product, at the sum of the scales (trailing zeros dropped
    /// past the fast form's scale); `nil` only past `maxDecimals` decimals
    /// that are not zeros.
    package func multiplied(by other: Quantity) -> Quantity? {
        // A zero's scale may be large: past `maxDecimals` together, the wide form rounds.
        if !isWide && !other.isWide && Int(scale) + Int(other.scale) <= Int(Self.maxDecimals) {
            let (value, overflow) = units.multipliedReportingOverflow(by: other.units)
            if !overflow && Self.fits(value) {
                var result = Quantity(fast: value, scale: scale &+ other.scale)
                if result.scale > Self.maxScale { result = result.normalized() }
                if result.scale <= Self.maxScale { return result }
            }
        }
        return multipliedWide(by: other)
    }

    /// The quotient rounded to `resultScale` digits, or `nil` on division
    /// by zero.
    package func divided(by other: Quantity, scale resultScale: UInt8) -> Quantity? {
        if other.isZero { return nil }
        if !isWide && !other.isWide {
            // (a / 10^sa) / (b / 10^sb) = a * 10^(sb - sa) / b; compute at resultScale + 1 then round.
            let shift = Int(resultScale) + 1 + Int(other.scale) - Int(scale)
            var numerator = units
            var denominator = other.units
            var exact = true
            if shift >= 0 {
                if shift <= 38 {
                    let (value, overflow) = numerator.multipliedReportingOverflow(by: Self.powerOfTen(shift))
                    exact = !overflow
                    numerator = value
                } else {
                    exact = false
                }
            } else if -shift <= 38 {
                let (value, overflow) = denominator.multipliedReportingOverflow(by: Self.powerOfTen(-shift))
                exact = !overflow
                denominator = value
            } else {
                exact = false
            }
            if exact && resultScale < Self.maxScale {
                let raw = Quantity(units: numerator / denominator, scale: resultScale + 1)
                return raw.rounded(toScale: resultScale)
            }
        }
        return wide.divided(by: other.wide, scale: Int(resultScale)).flatMap { Quantity(exactly: $0) }
    }

    public static func == (a: Quantity, b: Quantity) -> Bool {
        if a.scale == b.scale && !a.isWide && !b.isWide { return a.units == b.units }
        return a.compare(b) == 0
    }

    public func hash(into hasher: inout Hasher) {
        let n = normalized()
        if n.isWide {
            let w = n.wide
            hasher.combine(w.negative)
            hasher.combine(w.magnitude)
        } else {
            hasher.combine(n.units)
        }
        hasher.combine(n.scale)
    }

    public static func < (a: Quantity, b: Quantity) -> Bool {
        a.compare(b) < 0
    }

    private func compare(_ other: Quantity) -> Int {
        if !isWide && !other.isWide {
            if scale == other.scale { return units == other.units ? 0 : (units < other.units ? -1 : 1) }
            if signum != other.signum { return signum < other.signum ? -1 : 1 }
            let target = max(scale, other.scale)
            if let a = rescaled(to: target), let b = other.rescaled(to: target), !a.isWide, !b.isWide {
                return a.units == b.units ? 0 : (a.units < b.units ? -1 : 1)
            }
        }
        return wide.compare(other.wide)
    }

    /// The plain decimal form: `-1234.50`, `.` as the mark, no grouping.
    public var description: String {
        plainText(minimumScale: scale)
    }

    /// The plain decimal form with at least `minimumScale` digits after the
    /// point.
    package func plainText(minimumScale: UInt8) -> String {
        var bytes: [UInt8] = []
        appendPlain(to: &bytes, minimumScale: minimumScale)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the plain decimal form to a UTF-8 buffer.
    package func appendPlain(to out: inout [UInt8], minimumScale: UInt8 = 0) {
        let shown = (rescaled(to: max(scale, minimumScale)) ?? self)
        appendFormatted(shown, to: &out, decimalMark: UInt8(ascii: "."), groupMark: nil)
    }

    /// Appends the number with the given marks; `groupMark` separates
    /// thousands in the integer part.
    package func appendFormatted(to out: inout [UInt8], scale targetScale: UInt8, decimalMark: UInt8, groupMark: UInt8?) {
        let shown = targetScale >= scale ? (rescaled(to: targetScale) ?? self) : roundedForDisplay(toScale: targetScale)
        appendFormatted(shown, to: &out, decimalMark: decimalMark, groupMark: groupMark)
    }

    private func appendFormatted(_ q: Quantity, to out: inout [UInt8], decimalMark: UInt8, groupMark: UInt8?) {
        // A zero may carry any scale; past `maxScale` it is written as a wide value is.
        if q.isWide || q.scale > Self.maxScale { return Self.appendWide(q, to: &out, decimalMark: decimalMark, groupMark: groupMark) }
        // Digits, least significant first, on the stack: at most 39 for the
        // magnitude, and zeros up to the scale (at most `maxScale`) plus one.
        var digits = InlineArray<40, UInt8>(repeating: 48)
        var count = 0
        let wide = q.units.magnitude
        if wide <= UInt128(UInt64.max) {
            // Most amounts fit a machine word, whose division is far cheaper.
            var m = UInt64(wide)
            repeat {
                digits[count] = UInt8(truncatingIfNeeded: m % 10) + 48
                count += 1
                m /= 10
            } while m > 0
        } else {
            var m = wide
            repeat {
                digits[count] = UInt8(truncatingIfNeeded: m % 10) + 48
                count += 1
                m /= 10
            } while m > 0
        }
        let scale = Int(q.scale)
        while count <= scale { digits[count] = 48; count += 1 }
        Self.appendPadded(digits.span, count: count, negative: q.units < 0, scale: scale, to: &out, decimalMark: decimalMark, groupMark: groupMark)
    }

    /// Appends digits given least significant first, at least one more
    /// than the scale, with the sign, the decimal mark and any group marks.
    @inline(never) private static func appendWide(_ q: Quantity, to out: inout [UInt8], decimalMark: UInt8, groupMark: UInt8?) {
        let w = q.wide
        var padded = Array(w.digits().reversed())
        while padded.count <= w.scale { padded.append(48) }
        appendPadded(padded.span, count: padded.count, negative: w.negative, scale: w.scale, to: &out, decimalMark: decimalMark, groupMark: groupMark)
    }

    /// The first `count` digits of `padded`, least significant first.
    private static func appendPadded(_ padded: Span<UInt8>, count: Int, negative: Bool, scale: Int, to out: inout [UInt8],
                                     decimalMark: UInt8, groupMark: UInt8?) {
        let base = 0
        if negative { out.append(UInt8(ascii: "-")) }
        var i = count - 1
        var position = count - scale
        while position > 0 {
            out.append(padded[base + i])
            i -= 1
            position -= 1
            if let g = groupMark, position > 0, position % 3 == 0 { out.append(g) }
        }
        if scale > 0 {
            out.append(decimalMark)
            while i >= 0 {
                out.append(padded[base + i])
                i -= 1
            }
        }
    }
}
