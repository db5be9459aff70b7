extension Quantity {
    /// `self / other` rounded to `resultScale` digits, for shares and
    /// percentages; exact at any size (the wide form divides when the
    /// fast one cannot). `nil` only when `other` is zero.
    package func ratio(to other: Quantity, scale resultScale: UInt8) -> Quantity? {
        if other.isZero { return nil }
        return divided(by: other, scale: resultScale)
    }
}
