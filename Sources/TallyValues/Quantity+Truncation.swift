extension Quantity {
    /// Cut to `newScale` digits, toward zero: 99.996 becomes 99.99, so a
    /// percentage shown as 100 has really reached 100.
    package func truncated(toScale newScale: UInt8) -> Quantity {
        if newScale >= scale { return rescaled(to: newScale) ?? self }
        return Quantity(units: units / Self.powerOfTen(Int(scale - newScale)), scale: newScale)
    }

    /// The smallest whole number at or above this quantity.
    package func ceilingInteger() -> Quantity {
        let whole = truncated(toScale: 0)
        guard whole < self else { return whole }
        // A fraction exists only at a scale above 0, where the integer part
        // is at most Int128.max / 10: one more always fits.
        return Quantity(units: whole.units + 1, scale: 0)
    }
}
