import TallyValues

/// A quantity written the way people read it: `q("-1234.50")` is
/// `Quantity(units: -123450, scale: 2)`. The scale is the number of digits
/// written after the point, so `q("1.50")` and `q("1.5")` differ in scale.
func q(_ text: String) -> Quantity {
    var units: Int128 = 0
    var scale: UInt8 = 0
    var negative = false
    var afterPoint = false
    for c in text.utf8 {
        switch c {
        case UInt8(ascii: "-"): negative = true
        case UInt8(ascii: "."): afterPoint = true
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            units = units * 10 + Int128(c - UInt8(ascii: "0"))
            if afterPoint { scale += 1 }
        default: preconditionFailure("bad quantity literal \(text)")
        }
    }
    return Quantity(units: negative ? -units : units, scale: scale)
}

/// Units and scale side by side, so a failing `#expect` shows both.
struct Exact: Equatable, CustomStringConvertible {
    var units: Int128
    var scale: UInt8
    init(units: Int128, scale: UInt8) { self.units = units; self.scale = scale }
    init(_ quantity: Quantity) { self.init(units: quantity.units, scale: quantity.scale) }
    init(_ text: String) { self.init(q(text)) }
    var description: String { "\(units)e-\(scale)" }
}
