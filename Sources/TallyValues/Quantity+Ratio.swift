extension Quantity {
    /// `self / other` rounded to `resultScale` digits, for shares and
    /// percentages of amounts that may be near 38 digits.
    ///
    /// Exact when `divided(by:scale:)` fits. When it does not (the
    /// numerator, scaled up, would pass 38 digits), both are cut by the
    /// same power of ten until it does: the quotient keeps far more
    /// significant digits than a share or percentage shows. `nil` only when
    /// `other` is zero or the quotient itself does not fit.
    package func ratio(to other: Quantity, scale resultScale: UInt8) -> Quantity? {
        if other.isZero { return nil }
        var a = self, b = other
        while true {
            if let q = a.divided(by: b, scale: resultScale) { return q }
            // Cutting only helps while the denominator keeps digits.
            guard b.units.magnitude >= 1_000 else { return nil }
            a = Quantity(units: a.units / 10, scale: a.scale)
            b = Quantity(units: b.units / 10, scale: b.scale)
        }
    }
}
