import Testing
@testable import TallySyntax

/// Patterns that make a backtracking engine take exponential time, or
/// recurse once per character, run over texts of a million characters.
/// Nothing here is timed: an engine that backtracked or recursed would
/// hang or crash the suite, so finishing with the right answers is the test.
@Suite struct RegexLinearTimeTests {
    static let size = 1_000_000
    static let a = [UInt8](repeating: UInt8(ascii: "a"), count: size)

    func text(_ body: [UInt8], then tail: String) -> [UInt8] { body + Array(tail.utf8) }

    @Test(arguments: ["(a|b)*y", "(a*)*b", "(a|aa)*c", ".*.*.*x"])
    func nestedRepetitionsOverAMillionCharacters(_ pattern: String) throws {
        let r = try Regex(Array(pattern.utf8))
        let last = pattern.last!
        #expect(!r.matches(Self.a))
        #expect(r.firstMatch(in: Self.a) == nil)
        let hit = text(Self.a, then: String(last))
        let m = try #require(r.firstMatch(in: hit))
        // Leftmost, and greedy: the whole text.
        #expect(m.range == 0..<hit.count)
        #expect(r.matches(hit))
    }

    @Test func capturesOverAMillionCharactersAreTheLastIteration() throws {
        let r = try Regex(Array("^(a|b)*(y)$".utf8))
        let hit = text(Self.a, then: "by")
        let m = try #require(r.firstMatch(in: hit))
        #expect(m.groups == [Self.size..<(Self.size + 1), (Self.size + 1)..<(Self.size + 2)])
    }

    @Test func replacingInAMillionCharacters() throws {
        let r = try Regex(Array("^(a*)y$".utf8))
        let out = r.replacingMatches(in: text(Self.a, then: "y"), with: Array("\\1z".utf8))
        #expect(out == text(Self.a, then: "z"))
    }

    @Test func aPatternAtTheSizeLimitIsReadAndOneBeyondIsRefused() throws {
        // 10 × 1,000 elements: exactly the limit.
        let at = try Regex(Array("(?:a{1000}){10}".utf8))
        #expect(at.matches([UInt8](repeating: UInt8(ascii: "a"), count: 10_000)))
        #expect(!at.matches([UInt8](repeating: UInt8(ascii: "a"), count: 9_999)))
        for pattern in ["(?:a{1000}){10}b", "(a{100}){101}", "((a{50}){50}){50}", "x|(?:a{1000}){10}"] {
            do {
                _ = try Regex(Array(pattern.utf8))
                Issue.record("/\(pattern)/ was read")
            } catch {
                #expect(error.limit?.english == "the regular expression is too large: it holds more than 10000 elements once its repetitions are counted out",
                        "/\(pattern)/: \(error.message)")
            }
        }
    }

    @Test func nestingAtTheLimitIsReadAndOneDeeperIsRefusedAtTheParenthesis() throws {
        let depth = Regex.maxNesting
        let at = try Regex(Array((String(repeating: "(", count: depth) + "a" + String(repeating: ")", count: depth)).utf8))
        #expect(at.firstMatch(in: Array("a".utf8))?.groups.count == depth)
        let deeper = String(repeating: "(", count: depth + 1) + "a" + String(repeating: ")", count: depth + 1)
        do {
            _ = try Regex(Array(deeper.utf8))
            Issue.record("\(depth + 1) levels were read")
        } catch {
            #expect(error.offset == depth)
            #expect(error.limit?.english == "the regular expression nests parentheses more than 50 deep")
        }
        // Far deeper nesting is refused the same way, without recursing into it.
        #expect(throws: Regex.CompileError.self) { try Regex(Array(String(repeating: "(", count: 100_000).utf8)) }
    }
}
