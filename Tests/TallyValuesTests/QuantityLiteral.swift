import TallyValues

/// A quantity written the way people read it: `q("-1234.50")` is
/// `Quantity(units: -123450, scale: 2)`. The scale is the number of digits
/// written after the point, so `q("1.50")` and `q("1.5")` differ in scale.
func q(_ text: String) -> Quantity {
    guard let value = Quantity(plainDecimal: text) else { preconditionFailure("bad quantity literal \(text)") }
    return value
}

/// Units and scale side by side, so a failing `#expect` shows both.
struct Exact: Equatable, CustomStringConvertible {
    /// The digits as written, scale included (`1.50` is not `1.5`), in either form.
    var text: String
    var scale: UInt8
    init(units: Int128, scale: UInt8) { self.init(Quantity(units: units, scale: scale)) }
    init(_ quantity: Quantity) { text = quantity.description; scale = quantity.scale }
    init(_ text: String) { self.init(q(text)) }
    var description: String { text }
}
