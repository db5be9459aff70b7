import Testing
@testable import TallySyntax

/// A search tries only the positions where a match can start; it must find
/// exactly what trying every position finds.
@Suite struct RegexSearchTests {
    /// The first match found by trying every scalar boundary, as a search did before the first-byte filter.
    func everyPosition(_ r: Regex, _ subject: [UInt8]) -> Range<Int>? {
        let m = BacktrackingMatcher(regex: r, subject: subject)
        // Matches start at scalar boundaries only.
        for start in 0...subject.count where start == subject.count || subject[start] & 0xC0 != 0x80 {
            if let end = m.match(at: start) { return start..<end }
        }
        return nil
    }

    @Test func firstBytesOfCommonPatterns() throws {
        let coffee = try Regex(Array("Coffee|Phuc Long".utf8))
        let set = try #require(coffee.firstBytes)
        #expect((0..<256).filter { set[$0] } == [67, 80, 99, 112])
        #expect(try Regex(Array("a*".utf8)).firstBytes == nil, "matches the empty text")
        #expect(try Regex(Array(".x".utf8)).firstBytes == nil, "starts with any byte")
        #expect(try Regex(Array("[^a]".utf8)).firstBytes == nil)
        #expect(try Regex(Array("^food".utf8)).anchored)
        #expect(try !Regex(Array("^a|b".utf8)).anchored)
    }

    @Test func aSearchFindsWhatEveryPositionFinds() throws {
        var rng = SplitMix(seed: 2026)
        let atoms = ["a", "b", "C", "é", ".", "[a-c]", "[^b]", "\\d", "\\s", "\\w", "(a|bc)", "(?:x|)", "$", "^", "[é-ü]"]
        let quantifiers = ["", "", "", "*", "+", "?", "{1,2}", "*?"]
        let letters: [String] = ["a", "b", "c", "A", "B", "C", "x", "1", " ", "é", "ü", ":"]
        var checked = 0
        for _ in 0..<3000 {
            var pattern = ""
            for _ in 0..<(1 + rng.next(3)) {
                let atom = atoms[rng.next(atoms.count)]
                pattern += atom + (atom == "^" || atom == "$" ? "" : quantifiers[rng.next(quantifiers.count)])
                if rng.next(5) == 0 { pattern += "|" }
            }
            guard let r = try? Regex(Array(pattern.utf8), ignoringCase: rng.next(2) == 0) else { continue }
            let subject = Array((0..<rng.next(9)).map { _ in letters[rng.next(letters.count)] }.joined().utf8)
            let found = try r.firstMatch(in: subject)?.range
            #expect(found == everyPosition(r, subject), "/\(pattern)/ on '\(String(decoding: subject, as: UTF8.self))'")
            checked += 1
        }
        #expect(checked > 1000)
    }
}

/// A small deterministic generator for tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
