import Testing
import TallyTestSupport
import TallyValues

/// Products of more than 38 digits keep their 38 most significant ones,
/// rounded half away from zero: checked against schoolbook multiplication
/// of the digits written out, on the brokerage prices of a real journal
/// and on random wide operands.
@Suite struct WideProductTests {
    @Test("331.296869 × 53.6599999999999999998612221219 keeps 33 of its 34 decimals")
    func brokeragePrice() throws {
        let p = try #require(q("331.296869").multiplied(by: q("53.6599999999999999998612221219")))
        #expect(p.scale == 33)
        #expect(p.description == Self.reference("331.296869", "53.6599999999999999998612221219", scale: 33))
    }

    @Test("a product whose whole part does not fit is still refused")
    func wholePartTooLarge() {
        #expect(q("99999999999999999999.5").multiplied(by: q("99999999999999999999")) == nil)
    }

    @Test("random wide products equal the exact product rounded to the digits kept", arguments: Array(UInt64(1)...40))
    func random(seed: UInt64) throws {
        var r = JournalGenerator.Random(state: seed &* 7919)
        func operand() -> String {
            let whole = String(r.int(0...999_999)), digits = r.int(10...26)
            var fraction = ""
            for _ in 0..<digits { fraction += String(r.int(0...9)) }
            return (r.int(0...1) == 0 ? "-" : "") + whole + "." + fraction
        }
        let a = operand(), b = operand()
        let p = try #require(q(a).multiplied(by: q(b)), "\(a) × \(b)")
        #expect(p.description == Self.reference(a, b, scale: Int(p.scale)), "\(a) × \(b)")
        // Every digit that fits is kept: one more would not.
        let digits = p.units.magnitude.description.count
        let written = a.split(separator: ".")[1].count + b.split(separator: ".")[1].count
        #expect(digits >= 37 || p.scale == UInt8(min(written, 36)), "\(a) × \(b) = \(p)")
    }

    /// `a × b` by schoolbook multiplication of the digits, rounded half
    /// away from zero to `scale` decimals, written as `Quantity` writes it.
    static func reference(_ a: String, _ b: String, scale: Int) -> String {
        let negative = a.hasPrefix("-") != b.hasPrefix("-")
        func digits(_ s: String) -> ([Int], Int) {
            let body = s.filter { $0 != "-" }
            let parts = body.split(separator: ".", omittingEmptySubsequences: false)
            let fraction = parts.count > 1 ? String(parts[1]) : ""
            return (Array(String(parts[0]) + fraction).map { Int($0.asciiValue ?? 48) - 48 }, fraction.count)
        }
        let (x, xs) = digits(a), (y, ys) = digits(b)
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
        let fullScale = xs + ys
        var kept = Array(product.dropLast(fullScale - scale))
        if fullScale > scale, product[product.count - (fullScale - scale)] >= 5 {
            var k = kept.count - 1
            while k >= 0 { if kept[k] == 9 { kept[k] = 0; k -= 1 } else { kept[k] += 1; break } }
            if k < 0 { kept.insert(1, at: 0) }
        }
        var whole = kept.dropLast(scale).drop { $0 == 0 }.map(String.init).joined()
        if whole.isEmpty { whole = "0" }
        let fraction = kept.suffix(scale).map(String.init).joined()
        let text = scale > 0 ? whole + "." + fraction : whole
        return (negative && kept.contains { $0 != 0 } ? "-" : "") + text
    }
}
