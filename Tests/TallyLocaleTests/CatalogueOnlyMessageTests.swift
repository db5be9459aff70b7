import Testing
import TallyLocale
import TallyTestSupport

/// Every diagnostic the library targets build says its message through
/// the catalogue (a `LocalText`), never as an English literal: a
/// `.error("id", "…")`, `.warning("id", "…")`, `Diagnostic(.error, "id",
/// "…")`, `LexError("id", "…")` or `Note("…")` in Sources would print
/// English in every language. Read from the source tree; skipped, saying
/// so, where the tests run without it.
@Suite struct CatalogueOnlyMessageTests {
    static let sources = Harness.repositoryRoot + "/Sources"
    static var haveSources: Bool { Files.exists(sources + "/TallyLocale") }

    /// The starts of a diagnostic whose message is a string literal.
    static let literalMessages = [".error(\"", ".warning(\"", "Diagnostic(.error, \"", "Diagnostic(.warning, \"", "LexError(\"", "Note(\""]

    /// Whether `line` builds a diagnostic from an English literal: an id in
    /// quotes followed by a message in quotes, or a note's text in quotes.
    static func literalMessage(in line: Substring) -> Bool {
        for start in literalMessages {
            var rest = String(line)[...]
            while let r = rest.firstRange(of: start) {
                rest = rest[r.upperBound...]
                if start == "Note(\"" { return true }
                // `"id", "message`: the id ends, a comma, then another literal.
                guard let close = rest.firstIndex(of: "\"") else { break }
                let after = rest[rest.index(after: close)...]
                if after.hasPrefix(", \"") { return true }
            }
        }
        return false
    }

    @Test("the scan finds a literal message and passes a catalogued one")
    func scanWorks() {
        #expect(Self.literalMessage(in: #"report(.error("invalid-lot", "a posting has one lot cost", at: x))"#))
        #expect(Self.literalMessage(in: #"LexError("amount-too-large", "too large", at)"#))
        #expect(Self.literalMessage(in: #"notes: [Diagnostic.Note("the clock-in", at: l)]"#))
        #expect(Self.literalMessage(in: #"report(Diagnostic(.warning, "x", "y", at: nil))"#))
        #expect(!Self.literalMessage(in: #"report(.error("invalid-lot", LocalText(.lotOneCost), at: x))"#))
        #expect(!Self.literalMessage(in: #"throw .usage(m.error(.sayWhich), hint: "tally delete desc:Coffee")"#))
    }

    @Test("no diagnostic in the library targets is an English literal",
          .enabled(if: haveSources, "the Sources tree is not beside the tests; nothing to check"))
    func noLiteralMessages() throws {
        let files = Files.files(under: Self.sources, endingIn: ".swift").filter { !$0.hasPrefix(Self.sources + "/TallyLocale/") }
        #expect(files.count > 100, "found only \(files.count) Swift files under \(Self.sources)")
        for path in files {
            let text = try #require(Files.read(path), "cannot read \(path)")
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where Self.literalMessage(in: line) {
                Issue.record("an English literal message at \(path):\(n + 1): \(line)")
            }
        }
    }
}
