import Testing
import TallyTestSupport

/// Rules every file in Sources keeps: small files, and no money sum that
/// silently turns a missing amount into zero.
@Suite("source rules")
struct SourceRulesTests {
    static let sources = Files.files(under: Harness.repositoryRoot + "/Sources", endingIn: ".swift")

    /// The most lines a Sources file may have: a longer one holds more than one concept.
    static let maximumLines = 400

    @Test("the sources are found")
    func sourcesAreFound() {
        #expect(Self.sources.count > 100, "found \(Self.sources.count) Swift files under \(Harness.repositoryRoot)/Sources")
    }

    @Test("no Sources file is over 400 lines")
    func filesAreSmall() throws {
        for path in Self.sources {
            let text = try #require(Files.read(path), "cannot read \(path)")
            let lines = text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
            #expect(lines <= Self.maximumLines, "\(path) has \(lines) lines; split it by concept")
        }
    }

    @Test("no Sources file writes ?? .zero")
    func noSilentZero() throws {
        for path in Self.sources {
            let text = try #require(Files.read(path), "cannot read \(path)")
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("?? .zero") || line.contains("?? Quantity.zero") {
                Issue.record("\(path):\(number + 1): a missing amount is silently zero: \(line.trimmingPrefix(while: { $0 == " " }))")
            }
        }
    }
}
