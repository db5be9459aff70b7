extension Quantity {
    /// Cut to `newScale` digits, toward zero: 99.996 becomes 99.99, so a
    /// percentage shown as 100 has really reached 100.
    package func truncated(toScale newScale: UInt8) -> Quantity {
        if newScale >= scale { return rescaled(to: newScale) ?? self }
        if isWide || scale - newScale > 38 { return Quantity(exactly: wide.rounded(toScale: Int(newScale), .truncate)) ?? self }
        return Quantity(units: units / Self.powerOfTen(Int(scale - newScale)), scale: newScale)
    }

    /// The smallest whole number at or above this quantity.
    package func ceilingInteger() -> Quantity {
        let whole = truncated(toScale: 0)
        guard whole < self else { return whole }
        return whole.adding(Quantity(units: 1)) ?? whole
    }
}
