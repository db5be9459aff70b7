import Testing
import TallyTestSupport
import TallyValues

/// Past the fast form's 38 digits every operation stays exact: checked
/// against schoolbook arithmetic on the digits written out, on the
/// brokerage prices of a real journal and on random operands of 20 to 90
/// digits.
@Suite struct WideQuantityTests {
    @Test("331.296869 × 53.6599999999999999998612221219 keeps all 34 decimals")
    func brokeragePrice() throws {
        let p = try #require(q("331.296869").multiplied(by: q("53.6599999999999999998612221219")))
        #expect(p.scale == 34)
        #expect(p.description == Reference.product("331.296869", "53.6599999999999999998612221219"))
    }

    @Test("a product whose whole part passes 38 digits is exact")
    func wholePartPast38Digits() throws {
        let p = try #require(q("99999999999999999999.5").multiplied(by: q("99999999999999999999")))
        #expect(p.description == "9999999999999999999850000000000000000000.5")
        #expect(p.isWide)
    }

    @Test("random wide sums, differences, products, comparisons and quotients equal schoolbook arithmetic",
          arguments: Array(UInt64(1)...60))
    func random(seed: UInt64) throws {
        var r = JournalGenerator.Random(state: seed &* 7919)
        func operand() -> String {
            var whole = String(r.int(1...9))
            for _ in 0..<r.int(0...50) { whole += String(r.int(0...9)) }
            var fraction = ""
            for _ in 0..<r.int(0...40) { fraction += String(r.int(0...9)) }
            return (r.int(0...1) == 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction)
        }
        let a = operand(), b = operand()
        let x = q(a), y = q(b)
        #expect(x.description == a, "read back")
        let sum = try #require(x.adding(y))
        #expect(sum.description == Reference.sum(a, b), "\(a) + \(b)")
        #expect(try #require(x.subtracting(y)).description == Reference.sum(a, Reference.negated(b)), "\(a) - \(b)")
        let product = try #require(x.multiplied(by: y))
        #expect(product.normalized() == q(Reference.product(a, b)), "\(a) × \(b)")
        #expect((x < y) == (Reference.compare(a, b) < 0), "\(a) < \(b)")
        #expect((x == y) == (Reference.compare(a, b) == 0))
        // Sum minus an operand gives the other back, in the fast form when it fits.
        let back = try #require(sum.subtracting(y))
        #expect(back == x)
        #expect(back.hashValue == x.hashValue)
        // Quotient: q × b is within half a unit of the last digit of a.
        let quotient = try #require(x.divided(by: y, scale: 20))
        let back2 = try #require(quotient.multiplied(by: y))
        let remainder = try #require(x.subtracting(back2))
        #expect(remainder.magnitude <= y.magnitude.multiplied(by: q("0.000000000000000000005"))!, "\(a) / \(b)")
        // Display rounding agrees with the text reference.
        let shown = x.roundedForDisplay(toScale: 2)
        #expect(shown.description == Reference.roundedHalfEven(a, scale: 2), "\(a) shown at 2")
    }

    @Test("a value past the fast form is the same value at any scale, in hashes and sets")
    func equalityAcrossForms() {
        let wide = q("123456789012345678901234567890123456789012.500")
        #expect(wide == q("123456789012345678901234567890123456789012.5"))
        #expect(Set([wide, q("123456789012345678901234567890123456789012.5")]).count == 1)
        // Zero is one value, whatever its scale.
        #expect(q("0." + String(repeating: "0", count: 60)).isZero)
        #expect(q("1." + String(repeating: "0", count: 60)) == Quantity(1))
    }
}

/// Signed decimal arithmetic on digit strings, the slow and obvious way.
enum Reference {
    /// (negative, digits without the point, decimals)
    static func parse(_ s: String) -> (Bool, [Int], Int) {
        let negative = s.hasPrefix("-")
        let body = s.filter { $0 != "-" }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return (negative, Array(String(parts[0]) + fraction).map { Int($0.asciiValue ?? 48) - 48 }, fraction.count)
    }

    static func text(_ negative: Bool, _ digits: [Int], _ scale: Int) -> String {
        var d = digits
        while d.count <= scale { d.insert(0, at: 0) }
        var whole = d.dropLast(scale).drop { $0 == 0 }.map(String.init).joined()
        if whole.isEmpty { whole = "0" }
        let fraction = d.suffix(scale).map(String.init).joined()
        return (negative && d.contains { $0 != 0 } ? "-" : "") + (scale > 0 ? whole + "." + fraction : whole)
    }

    static func negated(_ s: String) -> String { s.hasPrefix("-") ? String(s.dropFirst()) : "-" + s }

    /// Digits padded to `scale` decimals and `width` digits.
    static func aligned(_ d: [Int], _ s: Int, scale: Int, width: Int) -> [Int] {
        let padded = d + [Int](repeating: 0, count: scale - s)
        return [Int](repeating: 0, count: width - padded.count) + padded
    }

    static func compareMagnitude(_ a: [Int], _ b: [Int]) -> Int {
        for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
        return 0
    }

    static func sum(_ a: String, _ b: String) -> String {
        let (an, ad, as_) = parse(a), (bn, bd, bs) = parse(b)
        let scale = max(as_, bs)
        let width = max(ad.count - as_, bd.count - bs) + scale + 1
        let x = aligned(ad, as_, scale: scale, width: width), y = aligned(bd, bs, scale: scale, width: width)
        var out = [Int](repeating: 0, count: width)
        if an == bn {
            var carry = 0
            for k in stride(from: width - 1, through: 0, by: -1) {
                let v = x[k] + y[k] + carry
                out[k] = v % 10
                carry = v / 10
            }
            return text(an, out, scale)
        }
        let (big, small, negative) = compareMagnitude(x, y) >= 0 ? (x, y, an) : (y, x, bn)
        var borrow = 0
        for k in stride(from: width - 1, through: 0, by: -1) {
            var v = big[k] - small[k] - borrow
            borrow = v < 0 ? 1 : 0
            if v < 0 { v += 10 }
            out[k] = v
        }
        return text(negative, out, scale)
    }

    static func product(_ a: String, _ b: String) -> String {
        let (an, x, xs) = parse(a), (bn, y, ys) = parse(b)
        var product = [Int](repeating: 0, count: x.count + y.count)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                product[i + j + 1] += x[i] * y[j]
            }
        }
        for k in stride(from: product.count - 1, to: 0, by: -1) {
            product[k - 1] += product[k] / 10
            product[k] %= 10
        }
        return text(an != bn, product, xs + ys)
    }

    static func compare(_ a: String, _ b: String) -> Int {
        let difference = sum(a, negated(b))
        if difference.allSatisfy({ $0 == "0" || $0 == "." || $0 == "-" }) { return 0 }
        return difference.hasPrefix("-") ? -1 : 1
    }

    /// `a` rounded to `scale` decimals, a tie to the even digit.
    static func roundedHalfEven(_ a: String, scale: Int) -> String {
        let (negative, d, s) = parse(a)
        guard s > scale else { return text(negative, d + [Int](repeating: 0, count: scale - s), scale) }
        var kept = Array(d.dropLast(s - scale))
        let dropped = Array(d.suffix(s - scale))
        let first = dropped[0], rest = dropped.dropFirst().contains { $0 != 0 }
        let odd = (kept.last ?? 0) % 2 == 1
        if first > 5 || (first == 5 && (rest || odd)) {
            var k = kept.count - 1
            while k >= 0 { if kept[k] == 9 { kept[k] = 0; k -= 1 } else { kept[k] += 1; break } }
            if k < 0 { kept.insert(1, at: 0) }
        }
        return text(negative, kept, scale)
    }
}

/// A zero may be written with any number of decimals: sums and products
/// with it take the wide form where the fast one cannot reach.
@Suite struct ZeroWithManyDecimalsTests {
    @Test func sumsAndProducts() throws {
        let zero45 = Quantity(units: 0, scale: 45), zero255 = Quantity(units: 0, scale: 255)
        let cents = Quantity(units: 100, scale: 2)
        #expect(try #require(zero45.adding(cents)) == cents)
        #expect(try #require(zero45.adding(cents)).scale == 45)
        #expect(try #require(cents.adding(zero45)).scale == 45)
        let product = try #require(zero255.multiplied(by: Quantity(units: 5, scale: 36)))
        #expect(product.isZero)
        #expect(product.scale <= 255)
    }
}
