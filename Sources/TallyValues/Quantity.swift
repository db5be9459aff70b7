/// An exact decimal number: `units / 10^scale`.
///
/// Money is never a binary floating-point value. `Int128` gives 38 significant
/// digits; every operation that could leave that range is checked and returns
/// `nil` instead of wrapping or trapping, so callers can report the line that
/// caused it.
///
/// Public, with its small members inlinable: the compiler inlines a member
/// into another module only when it is public, and every module sums.
public struct Quantity: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The integer number of `10^-scale` units.
    public var units: Int128
    /// Digits after the decimal point.
    public var scale: UInt8

    /// The largest scale a quantity may carry.
    package static let maxScale: UInt8 = 36
    package static let zero = Quantity(units: 0, scale: 0)

    @inlinable public init(units: Int128, scale: UInt8 = 0) {
        self.units = units
        self.scale = scale
    }

    package init(_ integer: Int) {
        self.init(units: Int128(integer), scale: 0)
    }

    @inlinable public var isZero: Bool { units == 0 }
    @inlinable public var isNegative: Bool { units < 0 }
    @inlinable public var signum: Int { units == 0 ? 0 : (units < 0 ? -1 : 1) }

    /// `10^n` for `n` in `0...38`.
    package static func powerOfTen(_ n: Int) -> Int128 {
        tenPowers[n]
    }

    private static let tenPowers: [Int128] = {
        var table: [Int128] = [1]
        for _ in 1...38 { table.append(table[table.count - 1] * 10) }
        return table
    }()

    /// This quantity at a larger scale, or `nil` when it would not fit.
    public func rescaled(to newScale: UInt8) -> Quantity? {
        if newScale == scale { return self }
        if newScale < scale { return rounded(toScale: newScale) }
        let (value, overflow) = units.multipliedReportingOverflow(by: Self.powerOfTen(Int(newScale - scale)))
        return overflow ? nil : Quantity(units: value, scale: newScale)
    }

    /// Rounded half away from zero to `newScale` digits: arithmetic that
    /// keeps a commodity's precision (reports show amounts with
    /// `roundedForDisplay`, half to even).
    package func rounded(toScale newScale: UInt8) -> Quantity {
        if newScale >= scale { return rescaled(to: newScale) ?? self }
        let divisor = Self.powerOfTen(Int(scale - newScale))
        var (quotient, remainder) = units.quotientAndRemainder(dividingBy: divisor)
        if remainder.magnitude * 2 >= divisor.magnitude {
            quotient += units < 0 ? -1 : 1
        }
        return Quantity(units: quotient, scale: newScale)
    }

    /// Rounded to `newScale` digits for display, as hledger shows amounts:
    /// to the nearest, a tie to the even digit (`0.125` → `0.12`,
    /// `0.135` → `0.14`).
    package func roundedForDisplay(toScale newScale: UInt8) -> Quantity {
        if newScale >= scale { return rescaled(to: newScale) ?? self }
        let divisor = Self.powerOfTen(Int(scale - newScale))
        var (quotient, remainder) = units.quotientAndRemainder(dividingBy: divisor)
        let twice = remainder.magnitude * 2
        if twice > divisor.magnitude || (twice == divisor.magnitude && quotient % 2 != 0) {
            quotient += units < 0 ? -1 : 1
        }
        return Quantity(units: quotient, scale: newScale)
    }

    /// The same value with trailing zero digits removed from the scale.
    package func normalized() -> Quantity {
        var q = self
        while q.scale > 0 && q.units % 10 == 0 {
            q.units /= 10
            q.scale -= 1
        }
        return q
    }

    @inlinable public func negated() -> Quantity {
        // Int128.min cannot occur: parsing limits quantities to 38 digits.
        Quantity(units: units == Int128.min ? Int128.max : -units, scale: scale)
    }

    package var magnitude: Quantity { units < 0 ? negated() : self }

    /// The sum, or `nil` on overflow.
    @inlinable public func adding(_ other: Quantity) -> Quantity? {
        if scale == other.scale {
            let (value, overflow) = units.addingReportingOverflow(other.units)
            return overflow ? nil : Quantity(units: value, scale: scale)
        }
        return addingRescaled(other)
    }

    /// The sum of quantities of different scales, at the larger; when that
    /// does not fit, at the larger of their scales without trailing zeros
    /// (`1650457069.00` beside a 38-digit whole number is 1650457069), so
    /// the zeros a display style adds never make a sum overflow.
    public func addingRescaled(_ other: Quantity) -> Quantity? {
        let target = max(scale, other.scale)
        if let a = rescaled(to: target), let b = other.rescaled(to: target) {
            let (value, overflow) = a.units.addingReportingOverflow(b.units)
            if !overflow { return Quantity(units: value, scale: target) }
        }
        let x = normalized(), y = other.normalized()
        guard max(x.scale, y.scale) < target else { return nil }
        return x.adding(y)
    }

    package func subtracting(_ other: Quantity) -> Quantity? {
        adding(other.negated())
    }

    /// The product. The scale is the sum of the scales, reduced by dropping
    /// trailing zeros when it would exceed `maxScale`. A product of more
    /// than 38 digits keeps its 38 most significant (`wideProduct`); `nil`
    /// only when its digits before the decimal mark do not fit.
    package func multiplied(by other: Quantity) -> Quantity? {
        let (value, overflow) = units.multipliedReportingOverflow(by: other.units)
        if overflow { return Self.wideProduct(self, other) }
        var result = Quantity(units: value, scale: scale &+ other.scale)
        if result.scale > Self.maxScale {
            result = result.normalized()
            if result.scale > Self.maxScale { result = result.rounded(toScale: Self.maxScale) }
        }
        return result
    }

    /// The quotient rounded to `resultScale` digits, or `nil` on overflow or
    /// division by zero.
    package func divided(by other: Quantity, scale resultScale: UInt8) -> Quantity? {
        if other.units == 0 { return nil }
        // (a / 10^sa) / (b / 10^sb) = a * 10^(sb - sa) / b; compute at resultScale + 1 then round.
        let shift = Int(resultScale) + 1 + Int(other.scale) - Int(scale)
        var numerator = units
        var denominator = other.units
        if shift >= 0 {
            guard shift <= 38 else { return nil }
            let (value, overflow) = numerator.multipliedReportingOverflow(by: Self.powerOfTen(shift))
            if overflow { return nil }
            numerator = value
        } else {
            guard -shift <= 38 else { return Quantity(units: 0, scale: resultScale) }
            let (value, overflow) = denominator.multipliedReportingOverflow(by: Self.powerOfTen(-shift))
            if overflow { return Quantity(units: 0, scale: resultScale) }
            denominator = value
        }
        let raw = Quantity(units: numerator / denominator, scale: resultScale + 1)
        return raw.rounded(toScale: resultScale)
    }

    public static func == (a: Quantity, b: Quantity) -> Bool {
        if a.scale == b.scale { return a.units == b.units }
        return a.compare(b) == 0
    }

    public func hash(into hasher: inout Hasher) {
        let n = normalized()
        hasher.combine(n.units)
        hasher.combine(n.scale)
    }

    public static func < (a: Quantity, b: Quantity) -> Bool {
        a.compare(b) < 0
    }

    private func compare(_ other: Quantity) -> Int {
        if scale == other.scale { return units == other.units ? 0 : (units < other.units ? -1 : 1) }
        if signum != other.signum { return signum < other.signum ? -1 : 1 }
        let target = max(scale, other.scale)
        if let a = rescaled(to: target), let b = other.rescaled(to: target) {
            return a.units == b.units ? 0 : (a.units < b.units ? -1 : 1)
        }
        // One side overflows at the common scale, so it has the larger magnitude.
        let aFits = rescaled(to: target) != nil
        let larger = aFits ? other : self
        let sign = larger.signum
        return aFits ? -sign : sign
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
        // Digits, least significant first, in a stack buffer: at most 39 for
        // the magnitude, and zeros up to the scale plus one.
        let capacity = max(40, Int(q.scale) + 2)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { digits in
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
            if q.units < 0 { out.append(UInt8(ascii: "-")) }
            var i = count - 1
            var position = count - scale
            while position > 0 {
                out.append(digits[i])
                i -= 1
                position -= 1
                if let g = groupMark, position > 0, position % 3 == 0 { out.append(g) }
            }
            if scale > 0 {
                out.append(decimalMark)
                while i >= 0 {
                    out.append(digits[i])
                    i -= 1
                }
            }
        }
    }
}
