import Testing
import TallyValues

@Suite struct QuantityArithmeticTests {
    /// (a, b, a + b): the sum's scale is the larger of the two scales.
    @Test(arguments: [
        ("1.5", "0.25", "1.75"),
        ("1", "0.001", "1.001"),
        ("10.00", "-10", "0.00"),
        ("-2.5", "-2.50", "-5.00"),
        ("0.1", "0.2", "0.3"),
        ("999999.99", "0.01", "1000000.00"),
        ("-1", "0.999", "-0.001"),
    ])
    func addingAlignsScales(a: String, b: String, sum: String) {
        #expect(q(a).adding(q(b)).map(Exact.init) == Exact(sum))
        #expect(q(b).adding(q(a)).map(Exact.init) == Exact(sum))
    }

    @Test(arguments: [
        ("5", "3", "2"),
        ("1.00", "0.005", "0.995"),
        ("0", "1.5", "-1.5"),
    ])
    func subtracting(a: String, b: String, difference: String) {
        #expect(q(a).subtracting(q(b)).map(Exact.init) == Exact(difference))
    }

    /// Past 38 digits a sum is still exact, in the wide form.
    @Test func addingPastInt128IsExact() {
        let max = Quantity(units: .max)
        #expect(max.adding(Quantity(1))?.description == "170141183460469231731687303715884105728")
        #expect(Quantity(units: -Int128.max).adding(Quantity(-2))?.description == "-170141183460469231731687303715884105729")
        #expect(Quantity(units: -Int128.max).subtracting(Quantity(2))?.description == "-170141183460469231731687303715884105729")
        // Fits at scale 0, but not once rescaled to the other operand's scale.
        #expect(Quantity(units: .max / 2).adding(Quantity(units: 1, scale: 1))?.description == "85070591730234615865843651857942052863.1")
        #expect(Quantity(units: .max - 1).adding(Quantity(1)) == max)
        // Back under the bound, the sum is in the fast form again.
        let back = max.adding(Quantity(1))?.adding(Quantity(units: -.max))
        #expect(back == Quantity(1))
        #expect(back?.isWide == false)
    }

    @Test(arguments: [
        ("1.5", "2.25", "3.375"),
        ("-3", "0.5", "-1.5"),
        ("-1.1", "-1.1", "1.21"),
        ("100", "0", "0"),
        ("0.01", "0.01", "0.0001"),
    ])
    func multipliedAddsScales(a: String, b: String, product: String) {
        #expect(q(a).multiplied(by: q(b)).map(Exact.init) == Exact(product))
    }

    @Test func multipliedPastInt128IsExact() {
        let big = Quantity(units: Quantity.powerOfTen(20))
        #expect(big.multiplied(by: big)?.description == "1" + String(repeating: "0", count: 40))
        #expect(Quantity(units: .max).multiplied(by: Quantity(2))?.description == "340282366920938463463374607431768211454")
        #expect(Quantity(units: .max).multiplied(by: Quantity(-1)) == Quantity(units: -Int128.max))
    }

    @Test func multipliedKeepsEveryDecimal() throws {
        // 5e-18 × 1e-19 = 5e-37: past the fast form's 36 decimals, kept exactly.
        let tiny = try #require(Quantity(units: 5, scale: 18).multiplied(by: Quantity(units: 1, scale: 19)))
        #expect(tiny.scale == 37)
        #expect(tiny.description == "0." + String(repeating: "0", count: 36) + "5")
        #expect(tiny.rounded(toScale: 36) == Quantity(units: 1, scale: 36))
        // 1.0…0 (19 zeros) × 1.0…0: scale 38 is too large; trailing zeros are dropped first, nothing is lost.
        let one = Quantity(units: Quantity.powerOfTen(19), scale: 19)
        let product = try #require(one.multiplied(by: one))
        #expect(product == Quantity(1))
        #expect(product.scale <= Quantity.maxScale)
    }

    /// (dividend, divisor, scale, quotient), rounded half away from zero.
    @Test(arguments: [
        ("10", "3", 2, "3.33"),
        ("20", "3", 2, "6.67"),
        ("-20", "3", 2, "-6.67"),
        ("20", "-3", 2, "-6.67"),
        ("-20", "-3", 2, "6.67"),
        ("1", "8", 2, "0.13"),
        ("-1", "8", 2, "-0.13"),
        ("1", "8", 3, "0.125"),
        ("1.00", "0.5", 0, "2"),
        ("2.5", "1", 0, "3"),
        ("-2.5", "1", 0, "-3"),
        ("1502.50", "10", 4, "150.2500"),
        ("1", "3", 10, "0.3333333333"),
        ("2", "3", 0, "1"),
        ("0.0001", "1000", 2, "0.00"),
    ])
    func dividedRoundsHalfAwayFromZero(a: String, b: String, scale: UInt8, quotient: String) {
        #expect(q(a).divided(by: q(b), scale: scale).map(Exact.init) == Exact(quotient))
    }

    @Test func dividedByZeroReturnsNilAndPastInt128IsExact() {
        #expect(Quantity(1).divided(by: .zero, scale: 2) == nil)
        #expect(Quantity(units: 0, scale: 3).divided(by: Quantity(units: 0, scale: 2), scale: 2) == nil)
        #expect(Quantity(units: .max).divided(by: Quantity(1), scale: 2)?.description == "170141183460469231731687303715884105727.00")
    }
}

@Suite struct QuantityRoundingTests {
    /// Half away from zero, never half to even.
    @Test(arguments: [
        ("2.5", 0, "3"),
        ("-2.5", 0, "-3"),
        ("3.5", 0, "4"),
        ("2.4", 0, "2"),
        ("-2.4", 0, "-2"),
        ("2.45", 1, "2.5"),
        ("2.55", 1, "2.6"),
        ("-2.45", 1, "-2.5"),
        ("1.005", 2, "1.01"),
        ("-1.005", 2, "-1.01"),
        ("0.125", 2, "0.13"),
        ("0.5", 0, "1"),
        ("-0.5", 0, "-1"),
        ("0.49999", 0, "0"),
        ("-0.004", 2, "0.00"),
        ("-0.005", 2, "-0.01"),
        ("9.995", 2, "10.00"),
        ("1.5", 3, "1.500"),
        ("7", 2, "7.00"),
    ])
    func roundedHalfAwayFromZero(value: String, scale: UInt8, expected: String) {
        #expect(Exact(q(value).rounded(toScale: scale)) == Exact(expected))
    }

    @Test(arguments: [
        ("1.500", "1.5"),
        ("1.5", "1.5"),
        ("100", "100"),
        ("100.00", "100"),
        ("0.000", "0"),
        ("-2.50", "-2.5"),
        ("0.0010", "0.001"),
    ])
    func normalizedDropsTrailingZeroDigits(value: String, expected: String) {
        #expect(Exact(q(value).normalized()) == Exact(expected))
    }

    @Test(arguments: [("1.5", 3, "1.500"), ("-2", 2, "-2.00"), ("0.25", 2, "0.25"), ("1.25", 1, "1.3")])
    func rescaled(value: String, scale: UInt8, expected: String) {
        #expect(q(value).rescaled(to: scale).map(Exact.init) == Exact(expected))
    }

    @Test func rescaledPastInt128IsExact() {
        #expect(Quantity(units: .max).rescaled(to: 1)?.description == "170141183460469231731687303715884105727.0")
    }
}

@Suite struct QuantityEqualityTests {
    @Test(arguments: [
        ("1.5", "1.50"), ("1.5", "1.500"), ("0", "0.00"), ("-3", "-3.000"), ("100", "100.0"),
    ])
    func equalAcrossScales(a: String, b: String) {
        #expect(q(a) == q(b))
        #expect(q(a).hashValue == q(b).hashValue)
        #expect(Set([q(a), q(b)]).count == 1)
        #expect(!(q(a) < q(b)) && !(q(b) < q(a)))
    }

    @Test(arguments: [("1.5", "1.51"), ("1.5", "15"), ("-1", "1"), ("0.1", "0.01")])
    func unequal(a: String, b: String) {
        #expect(q(a) != q(b))
    }

    @Test(arguments: [
        ("1.5", "1.51"), ("-1", "0.5"), ("-2.5", "-2.49"), ("0.999", "1"), ("-0.001", "0"), ("9", "10.0"),
    ])
    func ordered(smaller: String, larger: String) {
        #expect(q(smaller) < q(larger))
        #expect(q(larger) > q(smaller))
    }

    @Test func orderingWhenOneSideCannotBeRescaled() {
        // Int128.max cannot be written at scale 5; it is still the larger one.
        #expect(Quantity(units: .max) > Quantity(units: 1, scale: 5))
        #expect(Quantity(units: 1, scale: 5) < Quantity(units: .max))
        #expect(Quantity(units: -Int128.max) < Quantity(units: -1, scale: 5))
        #expect(Quantity(units: .max) != Quantity(units: 1, scale: 30))
    }

    @Test func signAndMagnitude() {
        #expect(q("-2.50").isNegative)
        #expect(q("-2.50").magnitude == q("2.5"))
        #expect(q("-2.50").negated() == q("2.5"))
        #expect(q("0.00").isZero && q("0.00").signum == 0)
        #expect(q("3").signum == 1 && q("-0.1").signum == -1)
    }
}

@Suite struct QuantityFormattingTests {
    @Test(arguments: [
        ("-1234.50", "-1234.50"),
        ("1234.5", "1234.5"),
        ("0.05", "0.05"),
        ("-0.05", "-0.05"),
        ("0", "0"),
        ("0.00", "0.00"),
        ("-5", "-5"),
        ("1000000", "1000000"),
        ("0.00012345", "0.00012345"),
    ])
    func descriptionIsPlainDecimal(value: String, expected: String) {
        #expect(q(value).description == expected)
    }

    /// The minimum scale pads with zeros but never drops written digits.
    @Test(arguments: [
        ("5", 2, "5.00"),
        ("1.5", 2, "1.50"),
        ("1.234", 2, "1.234"),
        ("-7", 3, "-7.000"),
        ("-0.5", 2, "-0.50"),
        ("0", 0, "0"),
    ])
    func plainTextPadsToMinimumScale(value: String, minimumScale: UInt8, expected: String) {
        #expect(q(value).plainText(minimumScale: minimumScale) == expected)
    }

    @Test func plainTextOfExtremes() {
        #expect(Quantity(units: .max).description == "170141183460469231731687303715884105727")
        #expect(Quantity(units: -Int128.max, scale: 38).description == "-1.70141183460469231731687303715884105727")
        #expect(Quantity(units: 1, scale: 36).description == "0." + String(repeating: "0", count: 35) + "1")
    }

    private static let comma = UInt8(ascii: ","), dot = UInt8(ascii: "."), apostrophe = UInt8(ascii: "'")

    /// (value, scale, decimal mark, group mark, text)
    @Test(arguments: [
        ("1234567.891", 3, dot, comma, "1,234,567.891"),
        ("1234567.891", 3, comma, dot, "1.234.567,891"),
        ("1234567.891", 3, dot, nil, "1234567.891"),
        ("1234567.891", 2, dot, comma, "1,234,567.89"),
        ("1234567.891", 5, dot, comma, "1,234,567.89100"),
        ("1234567.891", 0, dot, comma, "1,234,568"),
        ("-1234.5", 2, dot, comma, "-1,234.50"),
        ("999", 0, dot, comma, "999"),
        ("1000", 0, dot, comma, "1,000"),
        ("123456", 0, dot, comma, "123,456"),
        ("-123456", 2, dot, apostrophe, "-123'456.00"),
        ("0.5", 2, comma, dot, "0,50"),
        ("-0.004", 2, dot, comma, "0.00"),
        ("999.995", 2, dot, comma, "1,000.00"),
    ] as [(String, UInt8, UInt8, UInt8?, String)])
    func appendFormattedWithMarks(value: String, scale: UInt8, decimal: UInt8, group: UInt8?, expected: String) {
        var out: [UInt8] = Array("> ".utf8)
        q(value).appendFormatted(to: &out, scale: scale, decimalMark: decimal, groupMark: group)
        // Appends: what was in the buffer stays.
        #expect(String(decoding: out, as: UTF8.self) == "> " + expected)
    }
}

/// Zeros a display style adds (`1650457069.00`) are kept in a sum past
/// 38 digits, as every other digit.
@Suite struct QuantityTrailingZerosTests {
    @Test func aSumThatFitsWithoutTheZerosIsMade() throws {
        let big = try #require(Quantity(plainDecimal: "-99999999999999999999999999999999999999"))
        let shown = try #require(Quantity(plainDecimal: "-1650457069.00"))
        let sum = try #require(big.adding(shown))
        #expect(sum.description == "-100000000000000000000000000001650457068.00")
        #expect(shown.adding(big) == sum)
        // A sum that needs its decimals keeps them.
        #expect(big.adding(try #require(Quantity(plainDecimal: "-0.01")))?.description == "-99999999999999999999999999999999999999.01")
    }
}
