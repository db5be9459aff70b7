import Testing
import TallyCLI
import TallyCLITestSupport
import TallyTestSupport

/// Every case in Tests/Regressions (found by fuzz/run.sh or by hand) runs
/// again: the command line in `args` (one argument a line; `JOURNAL` is
/// the case's journal, `-` reads it from standard input) must exit with a
/// status in `expect` (`0-3`, or one number) and a message, never a trap.
/// An optional `env` file sets environment variables (`NAME=value` a line).
@Suite("regression corpus")
struct RegressionCorpusTests {
    static let root = Harness.repositoryRoot + "/Tests/Regressions"
    static let cases = Files.list(root)

    @Test func theCorpusIsThere() {
        #expect(Self.cases.count >= 10, "Tests/Regressions holds \(Self.cases.count) cases")
    }

    @Test(arguments: cases)
    func regression(_ name: String) throws {
        let dir = Self.root + "/" + name
        let argsText = try #require(Files.read(dir + "/args"), "\(name) has no args file")
        let journal = dir + "/journal.ledger"
        let stdin = Files.read(journal) ?? ""
        let args = argsText.split(separator: "\n", omittingEmptySubsequences: true).map { $0 == "JOURNAL" ? journal : String($0) }
        let expected = (Files.read(dir + "/expect") ?? "0-3").split(separator: "\n").first.map(String.init) ?? "0-3"
        let bounds = expected.split(separator: "-").compactMap { Int32($0) }
        let allowed = bounds.count == 2 ? bounds[0]...bounds[1] : (bounds.first ?? 0)...(bounds.first ?? 3)
        // Each case runs in a copy of its folder, so a writing command changes nothing in the repository.
        let work = Files.temporaryDirectory()
        Files.write(work + "/journal.ledger", stdin)
        var environment: [String: String] = [:]
        for line in (Files.read(dir + "/env") ?? "").split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { environment[String(parts[0])] = String(parts[1]) }
        }
        let r = Harness.run(args.map { $0 == journal ? work + "/journal.ledger" : $0 }, stdin: stdin, environment: environment)
        #expect(allowed.contains(r.status), "\(name): \(args.joined(separator: " ")) exited \(r.status), expected \(expected)\n\(r.stderr.prefix(2000))")
        #expect(r.status == 0 || !r.stderr.isEmpty || !r.stdout.isEmpty, "\(name): exit \(r.status) without a message")
    }
}
