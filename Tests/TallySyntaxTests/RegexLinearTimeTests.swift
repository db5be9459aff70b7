import Testing
import TallySyntax

/// Patterns that take a backtracking engine exponential time, or a
/// recursion per character, on a megabyte of text. Nothing here is timed:
/// an engine that backtracked or recursed would hang or crash the suite.
@Suite struct RegexLinearTimeTests {
    static let size = 1 << 20
    static let letters = Array(repeating: UInt8(ascii: "a"), count: size)

    @Test(arguments: ["(a|b)*y", "(a*)*b", "(a|aa)*c", ".*.*.*x", "(?:a+)+b"])
    func aMegabyteWithoutAMatch(pattern: String) throws {
        let r = try Regex(Array(pattern.utf8))
        #expect(r.firstMatch(in: Self.letters) == nil)
        #expect(!r.matches(Self.letters[..<(Self.size / 16)].map { $0 }))
    }

    @Test func aMegabyteThatMatchesAtItsEnd() throws {
        let text = Self.letters + Array("y".utf8)
        let m = try #require(try Regex(Array("(a|b)*y".utf8)).firstMatch(in: text))
        #expect(m.range == 0..<text.count)
        #expect(m.groups == [(text.count - 2)..<(text.count - 1)], "the group holds its last pass")
        let x = Self.letters + Array("x".utf8)
        #expect(try Regex(Array(".*.*.*x".utf8)).firstMatch(in: x)?.range == 0..<x.count)
        #expect(try Regex(Array("(a|aa)*c".utf8)).firstMatch(in: Self.letters + [UInt8(ascii: "c")])?.range == 0..<(Self.size + 1))
    }

    @Test func aMegabyteReplacedThroughItsGroup() throws {
        let r = try Regex(Array("^([a-z]*)(\\d*)$".utf8))
        let out = r.replacingMatches(in: Self.letters + Array("42".utf8), with: Array("\\2:\\1".utf8))
        #expect(out == Array("42:".utf8) + Self.letters)
    }
}
