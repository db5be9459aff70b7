/// The digits of a wide quantity, kept for the life of the process.
///
/// A wide value is rare (an amount or sum past 37 digits), so it lives in
/// an immortal box referred to from `Quantity.units`: the quantity stays a
/// plain value of two fields, copied with no reference counting, and its
/// fast form is never slowed by the wide one.
///
/// The quantity keeps the box's address as bits, not as a reference: the
/// box is retained when made and never released, so the address stays
/// valid for the life of the process (its owner is the process). These
/// two functions are the only ones that turn a box into bits and back;
/// `WideBoxTests` checks that every value comes back as it went in.
package final class WideBox: Sendable {
    package let value: WideDecimal
    private init(_ value: WideDecimal) { self.value = value }

    /// The bits of a new immortal box holding `value` (never zero).
    static func bits(keeping value: WideDecimal) -> UInt {
        UInt(bitPattern: Unmanaged.passRetained(WideBox(value)).toOpaque())
    }

    /// The box whose bits `bits(keeping:)` gave. No input reaches zero:
    /// a quantity's units fall below `-fastBound`, the mark of a wide one,
    /// only through `Quantity(exactly:)`, which stores these bits, and
    /// every fast constructor checks `Quantity.fits` first.
    static func box(_ bits: UInt) -> WideBox {
        guard let address = UnsafeRawPointer(bitPattern: bits) else {
            preconditionFailure("a wide quantity whose box was never made: its units were set without Quantity(exactly:)")
        }
        return Unmanaged<WideBox>.fromOpaque(address).takeUnretainedValue()
    }
}
