extension Quantity {
    /// `value` in the fast form when it fits (scale up to `maxScale`,
    /// magnitude up to `fastBound`) or is zero, else wide; `nil` past `maxDecimals`.
    package init?(exactly value: WideDecimal) {
        guard value.scale >= 0, value.scale <= Int(Self.maxDecimals) else { return nil }
        // Zero is always fast (at any scale), so `isZero` reads the units alone.
        if value.isZero || value.scale <= Int(Self.maxScale), let u = value.units, Self.fits(u) {
            self.init(fast: u, scale: UInt8(value.scale))
            return
        }
        self.init(fast: Int128.min &+ Int128(WideBox.bits(keeping: value)), scale: UInt8(value.scale))
    }

    /// `value`, rounded half away from zero past `maxDecimals` decimals.
    package init(_ value: WideDecimal) {
        let kept = value.scale > Int(Self.maxDecimals) ? value.rounded(toScale: Int(Self.maxDecimals), .halfAwayFromZero) : value
        // At most `maxDecimals` decimals: always representable.
        self = Quantity(exactly: kept) ?? Quantity(fast: 0, scale: 0)
    }

    /// `units / 10^scale` past the fast form.
    @usableFromInline static func widened(units: Int128, scale: UInt8) -> Quantity {
        Quantity(WideDecimal(units: units, scale: Int(scale)))
    }

    /// `self / other` at `scale` digits, rounded by `rule` (exactly, in
    /// either form); zero divided by zero and anything by zero is zero's
    /// caller's concern: `other` must not be zero.
    package func quotient(dividedBy other: Quantity, scale: UInt8, _ rule: WideDecimal.Rounding) -> Quantity {
        precondition(!other.isZero, "division by zero")
        return Quantity(wide.divided(by: other.wide, scale: Int(scale), rule) ?? WideDecimal(units: 0, scale: Int(scale)))
    }

    /// The value in the wide form, whichever form holds it.
    package var wide: WideDecimal {
        guard isWide else { return WideDecimal(units: units, scale: Int(scale)) }
        return box.value
    }

    private var box: WideBox {
        let bits = UInt(truncatingIfNeeded: units &- Int128.min)
        return WideBox.box(bits)
    }

    @usableFromInline var wideIsNegative: Bool { box.value.negative }

    @usableFromInline func wideNegated() -> Quantity {
        Quantity(box.value.negated())
    }

    /// The same digits read at another scale (a decimal mark read another
    /// way: `1.234` as 1234 when `.` groups thousands).
    package func reinterpreted(scale newScale: UInt8) -> Quantity {
        if !isWide && newScale <= Self.maxScale { return Quantity(fast: units, scale: newScale) }
        let w = wide
        return Quantity(WideDecimal(negative: w.negative, magnitude: w.magnitude, scale: Int(newScale)))
    }

    // The slow paths of the arithmetic, kept out of line so the fast
    // form's code stays small.

    @inline(never) func rescaledWide(to newScale: UInt8) -> Quantity? {
        Quantity(exactly: wide.rescaled(upTo: Int(newScale)))
    }

    @inline(never) func roundedWide(toScale newScale: UInt8, _ rule: WideDecimal.Rounding) -> Quantity {
        Quantity(wide.rounded(toScale: Int(newScale), rule))
    }

    @inline(never) func normalizedWide() -> Quantity {
        Quantity(wide.normalized())
    }

    @inline(never) func addingWide(_ other: Quantity) -> Quantity? {
        Quantity(exactly: wide.adding(other.wide))
    }

    /// The product when it is exact within `maxDecimals` digits after the
    /// mark; `nil` where it would be rounded or is too large (a unit
    /// conversion that must lose nothing).
    package func multipliedExactly(by other: Quantity) -> Quantity? {
        var product = wide.multiplied(by: other.wide)
        if product.scale > Int(Self.maxDecimals) { product = product.normalized() }
        guard product.scale <= Int(Self.maxDecimals) else { return nil }
        return Quantity(exactly: product)
    }

    @inline(never) func multipliedWide(by other: Quantity) -> Quantity? {
        var product = wide.multiplied(by: other.wide)
        if product.scale > Int(Self.maxScale) { product = product.normalized() }
        if product.scale > Int(Self.maxDecimals) { product = product.rounded(toScale: Int(Self.maxDecimals), .halfAwayFromZero) }
        return Quantity(exactly: product)
    }
}
