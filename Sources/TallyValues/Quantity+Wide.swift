extension Quantity {
    /// The product of two quantities whose exact product needs more than 38
    /// digits: the full 256-bit product, with as many of its last decimals
    /// dropped (rounded half away from zero) as it takes to fit, so that
    /// it keeps 38 significant digits (`331.296869 × 53.6599999999999999998612221219`
    /// keeps 33 of its 34 decimals). `nil` when the digits before the
    /// decimal mark alone do not fit.
    ///
    /// Only the overflow path of `multiplied(by:)` takes it: products that
    /// fit are exact and never come here.
    static func wideProduct(_ a: Quantity, _ b: Quantity) -> Quantity? {
        let negative = (a.units < 0) != (b.units < 0)
        var (high, low) = a.units.magnitude.multipliedFullWidth(by: b.units.magnitude)
        var scale = Int(a.scale) + Int(b.scale)
        var dropped: UInt128 = 0
        // Divide by ten until the magnitude fits in Int128, keeping the
        // last digit dropped (the most significant of those dropped).
        while high != 0 || low > UInt128(Int128.max) {
            guard scale > 0 else { return nil }
            let (qHigh, rHigh) = high.quotientAndRemainder(dividingBy: 10)
            let (qLow, rLow) = UInt128(10).dividingFullWidth((rHigh, low))
            dropped = rLow
            high = qHigh
            low = qLow
            scale -= 1
        }
        if dropped >= 5 {
            low += 1
            if low > UInt128(Int128.max) {
                guard scale > 0 else { return nil }
                low = (low + 5) / 10
                scale -= 1
            }
        }
        var result = Quantity(units: negative ? -Int128(low) : Int128(low), scale: UInt8(scale))
        if result.scale > maxScale { result = result.rounded(toScale: maxScale) }
        return result
    }
}
