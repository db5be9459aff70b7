extension Quantity {
    /// Reads a plain decimal: an optional leading `-` or `+`, digits (at
    /// most `maxDigits`) and at most one `.` (`-12.50`, `+3`,
    /// `100`), keeping every written digit in the scale; `nil` for anything
    /// else, or a number past `Int128`.
    package init?(plainDecimal s: some StringProtocol, maxDigits: Int = 38) {
        var units: Int128 = 0
        var scale: UInt8 = 0
        var digits = 0
        var negative = false
        var afterPoint = false
        for (i, b) in s.utf8.enumerated() {
            switch b {
            case UInt8(ascii: "-") where i == 0: negative = true
            case UInt8(ascii: "+") where i == 0: break
            case UInt8(ascii: ".") where !afterPoint: afterPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (tens, o1) = units.multipliedReportingOverflow(by: 10)
                let (sum, o2) = tens.addingReportingOverflow(Int128(b - 48))
                guard digits < maxDigits, !o1, !o2 else { return nil }
                units = sum
                digits += 1
                if afterPoint { scale += 1 }
            default: return nil
            }
        }
        guard digits > 0 else { return nil }
        self.init(units: negative ? -units : units, scale: scale)
    }
}
