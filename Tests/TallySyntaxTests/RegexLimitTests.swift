import Testing
import TallyLocale
import TallySyntax

/// A pattern is refused beyond `Regex.maxProgramSize` elements or
/// `Regex.maxNesting` parentheses, at the place it goes beyond, in every
/// language; patterns up to the limits compile.
@Suite struct RegexLimitTests {
    func error(_ pattern: String) -> Regex.CompileError? {
        do { _ = try Regex(Array(pattern.utf8)); return nil } catch { return error }
    }

    @Test func repetitionsCountTowardsTheSize() throws {
        #expect(error("[a-z]{1000}(?:x{1000}){8}") == nil, "9,000 elements")
        let tooLarge = try #require(error("ab(?:x{1000}){11}cd"))
        #expect(tooLarge.limit?.key == .regexTooLarge)
        #expect(tooLarge.offset == 17, "after the repetition that goes beyond")
        #expect(tooLarge.message.contains("10000"))
        let nested = try #require(error("((a{1000}){1000}){1000}"))
        #expect(nested.limit?.key == .regexTooLarge)
    }

    @Test func aLongPatternIsTooLargeWhereItGoesBeyond() throws {
        let e = try #require(error(String(repeating: "a", count: 10_005)))
        #expect(e.limit?.key == .regexTooLarge)
        #expect(e.offset == 10_001)
        let options = try #require(error(Array(repeating: "ab", count: 5000).joined(separator: "|")))
        #expect(options.limit?.key == .regexTooLarge)
    }

    @Test func nestingIsBoundedWithoutRecursionOverflow() throws {
        let fifty = String(repeating: "(", count: 50) + "a" + String(repeating: ")", count: 50)
        #expect(error(fifty) == nil)
        let e = try #require(error("x" + String(repeating: "(", count: 100_000)))
        #expect(e.limit?.key == .regexTooDeep)
        #expect(e.offset == 51, "at the 51st '('")
    }

    @Test func theLimitIsSaidInEveryLanguage() throws {
        let d = try #require(error(String(repeating: "(", count: 60))?.limitDiagnostic(at: nil))
        #expect(d.id == "regex-too-large")
        var headlines = Set<String>()
        for language in Language.allCases {
            var renderer = DiagnosticRenderer(files: [], useColor: false, messages: Messages(language))
            let text = renderer.render(d)
            #expect(text.contains("50"), "\(language): \(text)")
            headlines.insert(String(text.split(separator: "\n")[0]))
        }
        #expect(headlines.count == Language.allCases.count)
    }

    @Test func otherErrorsAreNotLimits() throws {
        #expect(try #require(error("(a")).limit == nil)
        #expect(try #require(error("(a")).limitDiagnostic(at: nil) == nil)
    }
}
