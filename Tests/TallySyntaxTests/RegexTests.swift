import Testing
import TallySyntax

/// The small regular expression engine used by aliases and automated-transaction queries.
@Suite struct RegexTests {
    func matches(_ pattern: String, _ subject: String, ignoringCase: Bool = true) throws -> Bool {
        try Regex(Array(pattern.utf8), ignoringCase: ignoringCase).matches(Array(subject.utf8))
    }

    @Test(arguments: [
        ("food", "expenses:food", true),
        ("^food", "expenses:food", false),
        ("^expenses:", "Expenses:Food", true),
        ("food$", "expenses:food:out", false),
        ("f.od", "fxod", true),
        ("[a-c]+x", "abcx", true),
        ("[^:]+$", "a:b", true),
        ("^[^:]+$", "a:b", false),
        ("a{2,3}b", "aab", true),
        ("a{2,3}b", "ab", false),
        ("^a{2}$", "aaa", false),
        ("colou?r", "color", true),
        ("expenses.*(food|supplies)", "expenses:supplies", true),
        ("expenses.*(food|supplies)", "expenses:rent", false),
        ("\\d+", "room 12", true),
        ("^\\w+$", "a b", false),
        ("(?:ab)+$", "xabab", true),
        ("é", "café", true),
        ("^caf.$", "café", true),
    ])
    func matching(pattern: String, subject: String, expected: Bool) throws {
        #expect(try matches(pattern, subject) == expected)
    }

    @Test func caseIsIgnoredOnlyWhenAsked() throws {
        #expect(try matches("ASSETS", "assets:bank"))
        #expect(try !matches("ASSETS", "assets:bank", ignoringCase: false))
        #expect(try matches("[A-C]", "b"))
    }

    @Test func replacementUsesGroups() throws {
        let r = try Regex(Array("^bank:(.*)$".utf8))
        #expect(String(decoding: r.replacingMatches(in: Array("bank:checking".utf8), with: Array("assets:bank:\\1".utf8)), as: UTF8.self)
                == "assets:bank:checking")
        let every = try Regex(Array("a".utf8))
        #expect(String(decoding: every.replacingMatches(in: Array("A a".utf8), with: Array("b".utf8)), as: UTF8.self) == "b b")
    }

    @Test(arguments: ["(a", "a)", "[a", "*a", "a**", "(?=a)", "\\1", "a{3,2}", "\\q"])
    func badPatternsAreErrors(pattern: String) {
        #expect(throws: Regex.CompileError.self) { try Regex(Array(pattern.utf8)) }
    }

    @Test func nestedRepetitionsAnswerWithoutBacktracking() throws {
        let r = try Regex(Array("^(a*)*(a*)*(a*)*b$".utf8))
        #expect(!r.matches(Array(String(repeating: "a", count: 40).utf8)))
        #expect(r.matches(Array((String(repeating: "a", count: 40) + "b").utf8)))
    }

    @Test func aRepeatedCharacterBeyondASCIIRepeatsWhole() throws {
        let r = try Regex(Array("^(é+)x$".utf8))
        let m = try #require(r.firstMatch(in: Array("ééx".utf8)))
        #expect(m.groups == [0..<4])
    }

    @Test func anEmptyMatchIsFollowedAtTheNextCharacterNotInsideIt() throws {
        let r = try Regex(Array("x*".utf8))
        #expect(String(decoding: r.replacingMatches(in: Array("éa".utf8), with: Array("-".utf8)), as: UTF8.self) == "-é-a-")
    }
}

/// An empty pattern, as an automated transaction's `= ""` gives one, occurs
/// in every subject, the empty one included, and never traps.
@Suite struct RegexEmptyPatternTests {
    @Test func emptyPatternMatchesEverything() throws {
        let r = try Regex(Array("".utf8))
        #expect(r.matches(Array("Expenses:Food".utf8)))
        #expect(r.matches([]))
    }
}
