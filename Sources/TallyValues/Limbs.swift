/// Unsigned integers of any size as little-endian 64-bit limbs, no high
/// zero limb: the schoolbook arithmetic under `WideDecimal`.
package enum Limbs {
    package static func trim(_ a: inout [UInt64]) {
        while let last = a.last, last == 0 { a.removeLast() }
    }

    package static func compare(_ a: [UInt64], _ b: [UInt64]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        var i = a.count - 1
        while i >= 0 {
            if a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
            i -= 1
        }
        return 0
    }

    package static func add(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var out = long
        var carry: UInt64 = 0
        for i in 0..<long.count {
            let (s1, o1) = out[i].addingReportingOverflow(i < short.count ? short[i] : 0)
            let (s2, o2) = s1.addingReportingOverflow(carry)
            out[i] = s2
            carry = (o1 ? 1 : 0) + (o2 ? 1 : 0)
            if carry == 0 && i >= short.count { break }
        }
        if carry != 0 { out.append(carry) }
        return out
    }

    /// `a - b`, for `a >= b`.
    package static func subtract(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        var out = a
        var borrow: UInt64 = 0
        for i in 0..<a.count {
            let (d1, o1) = out[i].subtractingReportingOverflow(i < b.count ? b[i] : 0)
            let (d2, o2) = d1.subtractingReportingOverflow(borrow)
            out[i] = d2
            borrow = (o1 ? 1 : 0) + (o2 ? 1 : 0)
            if borrow == 0 && i >= b.count { break }
        }
        trim(&out)
        return out
    }

    package static func multiply(_ a: [UInt64], small m: UInt64) -> [UInt64] {
        if a.isEmpty || m == 0 { return [] }
        var out: [UInt64] = []
        out.reserveCapacity(a.count + 1)
        var carry: UInt64 = 0
        for limb in a {
            let (high, low) = limb.multipliedFullWidth(by: m)
            let (sum, o) = low.addingReportingOverflow(carry)
            out.append(sum)
            carry = high &+ (o ? 1 : 0)
        }
        if carry != 0 { out.append(carry) }
        return out
    }

    package static func multiply(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        if a.isEmpty || b.isEmpty { return [] }
        var out = [UInt64](repeating: 0, count: a.count + b.count)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            for j in 0..<b.count {
                let (high, low) = a[i].multipliedFullWidth(by: b[j])
                let (s1, o1) = out[i + j].addingReportingOverflow(low)
                let (s2, o2) = s1.addingReportingOverflow(carry)
                out[i + j] = s2
                carry = high &+ (o1 ? 1 : 0) &+ (o2 ? 1 : 0)
            }
            out[i + b.count] = carry
        }
        trim(&out)
        return out
    }

    /// Quotient and remainder by a single limb.
    package static func divide(_ a: [UInt64], small d: UInt64) -> (quotient: [UInt64], remainder: UInt64) {
        precondition(d != 0)
        var q = [UInt64](repeating: 0, count: a.count)
        var r: UInt64 = 0
        var i = a.count - 1
        while i >= 0 {
            (q[i], r) = d.dividingFullWidth((r, a[i]))
            i -= 1
        }
        trim(&q)
        return (q, r)
    }

    /// Quotient and remainder, bit by bit: only the rare wide path divides.
    package static func divide(_ a: [UInt64], by d: [UInt64]) -> (quotient: [UInt64], remainder: [UInt64]) {
        precondition(!d.isEmpty)
        if d.count == 1 {
            let (q, r) = divide(a, small: d[0])
            return (q, r == 0 ? [] : [r])
        }
        if compare(a, d) < 0 { return ([], a) }
        var q = [UInt64](repeating: 0, count: a.count)
        var r: [UInt64] = []
        var bit = a.count * 64 - 1
        while bit >= 0 {
            r = shiftedLeftOne(r, inserting: a[bit / 64] >> UInt64(bit % 64) & 1)
            if compare(r, d) >= 0 {
                r = subtract(r, d)
                q[bit / 64] |= 1 << UInt64(bit % 64)
            }
            bit -= 1
        }
        trim(&q)
        return (q, r)
    }

    private static func shiftedLeftOne(_ a: [UInt64], inserting low: UInt64) -> [UInt64] {
        var out: [UInt64] = []
        out.reserveCapacity(a.count + 1)
        var carry = low
        for limb in a {
            out.append(limb << 1 | carry)
            carry = limb >> 63
        }
        if carry != 0 { out.append(carry) }
        return out
    }

    /// `10^n`.
    package static func powerOfTen(_ n: Int) -> [UInt64] {
        var out: [UInt64] = [1]
        var left = n
        while left >= 19 {
            out = multiply(out, small: 10_000_000_000_000_000_000)
            left -= 19
        }
        var p: UInt64 = 1
        for _ in 0..<left { p *= 10 }
        return multiply(out, small: p)
    }
}
