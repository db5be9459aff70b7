import Testing
@testable import TallyValues

/// Amounts are shown rounded to their commodity's precision as hledger
/// shows them: to the nearest, a tie to the even digit; arithmetic that
/// keeps a precision rounds a tie away from zero.
@Suite struct DisplayRoundingTests {
    func q(_ s: String) -> Quantity { Quantity(plainDecimal: Substring(s))! }

    @Test("a tie goes to the even digit, anything else to the nearest, either sign")
    func ties() {
        for (text, shown) in [("0.125", "0.12"), ("0.135", "0.14"), ("-0.125", "-0.12"), ("-0.135", "-0.14"), ("0.1250001", "0.13"),
                              ("0.1249", "0.12"), ("9.995", "10.00"), ("2.5", "2"), ("3.5", "4"), ("0.005", "0.00"), ("-0.015", "-0.02")] {
            let places: UInt8 = text.contains("2.5") || text.contains("3.5") ? 0 : 2
            #expect(q(text).roundedForDisplay(toScale: places).description == shown, "\(text)")
        }
        #expect(q("0.125").rounded(toScale: 2).description == "0.13")
    }

    @Test("rounding for display agrees with a schoolbook rounding of the decimal text on generated numbers")
    func againstText() {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state >> 11 }
        for _ in 0..<2000 {
            let units = Int128(Int64(truncatingIfNeeded: next() % 2_000_001) - 1_000_000)
            let scale = UInt8(next() % 5 + 1), places = UInt8(next() % UInt64(scale))
            let value = Quantity(units: units, scale: scale)
            // Reference: the digits dropped, compared with a half as text.
            let digits = String(units.magnitude)
            let padded = String(repeating: "0", count: max(0, Int(scale) + 1 - digits.count)) + digits
            let cut = padded.count - Int(scale - places)
            var kept = Int128(String(padded.prefix(cut)))!
            let dropped = padded.dropFirst(cut)
            let half = "5" + String(repeating: "0", count: dropped.count - 1)
            if dropped > half || (dropped == half && kept % 2 != 0) { kept += 1 }
            let expected = Quantity(units: units < 0 ? -kept : kept, scale: places)
            #expect(value.roundedForDisplay(toScale: places) == expected, "\(value) to \(places)")
        }
    }
}
