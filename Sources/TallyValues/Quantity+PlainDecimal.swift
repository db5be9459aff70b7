extension Quantity {
    /// Reads a plain decimal: an optional leading `-` or `+`, digits (at
    /// most `maxDigits`) and at most one `.` (`-12.50`, `+3`,
    /// `100`), keeping every written digit in the scale; `nil` for anything
    /// else, or past `maxDecimals` decimals.
    package init?(plainDecimal s: some StringProtocol, maxDigits: Int = Int.max) {
        var digitBytes: [UInt8] = []
        var scale = 0
        var negative = false
        var afterPoint = false
        for (i, b) in s.utf8.enumerated() {
            switch b {
            case UInt8(ascii: "-") where i == 0: negative = true
            case UInt8(ascii: "+") where i == 0: break
            case UInt8(ascii: ".") where !afterPoint: afterPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digitBytes.count < maxDigits else { return nil }
                digitBytes.append(b)
                if afterPoint { scale += 1 }
            default: return nil
            }
        }
        guard !digitBytes.isEmpty else { return nil }
        guard let q = Quantity(exactly: WideDecimal(digits: digitBytes, negative: negative, scale: scale)) else { return nil }
        self = q
    }
}
