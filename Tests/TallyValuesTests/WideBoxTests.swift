import Testing
@testable import TallyValues

/// A wide value kept in its immortal box (Unsafe/WideBox.swift) comes back
/// from the quantity's bits as it went in, for generated values of every
/// size and scale a wide quantity takes.
@Suite struct WideBoxTests {
    @Test func valuesComeBackFromTheirBits() {
        var state: UInt64 = 41
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for limbs in 1...5 {
            for _ in 0..<200 {
                let magnitude = (0..<limbs).map { _ in next() }
                let value = WideDecimal(negative: next() & 1 == 0, magnitude: magnitude, scale: Int(next() % 60))
                let bits = WideBox.bits(keeping: value)
                #expect(bits != 0)
                let back = WideBox.box(bits).value
                #expect(back.negative == value.negative && back.magnitude == value.magnitude && back.scale == value.scale)
                if let q = Quantity(exactly: value), q.isWide {
                    #expect(q.wide.magnitude == value.magnitude && q.wide.scale == value.scale, "\(value)")
                }
            }
        }
    }
}
