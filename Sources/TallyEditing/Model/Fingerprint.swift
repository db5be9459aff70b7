import TallySyntax

/// A fingerprint of a sequence of numbers below 2^61 − 1: the sequence read
/// as the coefficients of a polynomial, evaluated modulo the prime
/// 2^61 − 1 at two points drawn at random once per process, and the length.
///
/// Equal sequences always have equal fingerprints. Two different sequences
/// of the same length n are two different polynomials of degree below n,
/// which agree on at most n − 1 points, so they get equal fingerprints with
/// probability at most ((n − 1) / (2^61 − 1))²: below 2^-74 for a sequence
/// of a hundred million numbers, whatever the sequences are.
package struct Fingerprint: Equatable, Sendable {
    private var first: UInt64 = 0
    private var second: UInt64 = 0
    package private(set) var length = 0
    /// `points`, kept here so that adding a number does not look them up.
    private let x: UInt64, y: UInt64

    package init() { (x, y) = Self.points }

    /// The prime 2^61 − 1.
    static let prime: UInt64 = (1 << 61) - 1

    /// Points in 1 ..< prime, drawn once per process.
    private static let points: (UInt64, UInt64) = {
        var g = SystemRandomNumberGenerator()
        return (UInt64.random(in: 1..<prime, using: &g), UInt64.random(in: 1..<prime, using: &g))
    }()

    @inline(__always)
    private static func multiply(_ x: UInt64, _ y: UInt64) -> UInt64 {
        let (high, low) = x.multipliedFullWidth(by: y)
        // x·y = high·2^64 + low, and 2^61 ≡ 1.
        let r = (low & prime) + (low >> 61 | high << 3)
        return r >= prime ? r - prime : r
    }

    /// Appends `value`, which must be below 2^61 − 1.
    @inline(__always)
    package mutating func add(_ value: UInt64) {
        first = Self.multiply(first, x) &+ value
        if first >= Self.prime { first -= Self.prime }
        second = Self.multiply(second, y) &+ value
        if second >= Self.prime { second -= Self.prime }
        length += 1
    }

    /// Appends the numbers `next` was given: the polynomial of the whole
    /// is this one times x^(their count), plus theirs.
    package mutating func append(_ next: Fingerprint) {
        first = Self.multiply(first, Self.power(x, next.length)) &+ next.first
        if first >= Self.prime { first -= Self.prime }
        second = Self.multiply(second, Self.power(y, next.length)) &+ next.second
        if second >= Self.prime { second -= Self.prime }
        length += next.length
    }

    private static func power(_ base: UInt64, _ exponent: Int) -> UInt64 {
        var result: UInt64 = 1, b = base, n = exponent
        while n > 0 {
            if n & 1 == 1 { result = multiply(result, b) }
            b = multiply(b, b)
            n >>= 1
        }
        return result
    }

    /// Appends a 64-bit number, as two numbers of 32 bits.
    @inline(__always)
    package mutating func add64(_ value: UInt64) {
        add(value >> 32)
        add(value & 0xFFFF_FFFF)
    }

    /// Appends bytes: their count, then the bytes seven to a number.
    package mutating func add(bytes: Slice<SourceBytes>) {
        add(UInt64(bytes.count))
        var i = bytes.startIndex
        while i < bytes.endIndex {
            var v: UInt64 = 0
            let end = min(i + 7, bytes.endIndex)
            while i < end {
                v = v << 8 | UInt64(bytes[i])
                i += 1
            }
            add(v)
        }
    }
}
