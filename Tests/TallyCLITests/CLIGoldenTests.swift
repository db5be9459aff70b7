import Testing
import TallyCLITestSupport
import TallyTestSupport

/// Runs every case in Tests/Golden/cli/*.test in-process and compares
/// standard output, standard error and the exit status exactly.
/// `UPDATE_GOLDEN=1 swift test` rewrites the expectations and fails, so a
/// recording can never pass unnoticed.
@Suite("command-line goldens")
struct CLIGoldenTests {
    static let cases = GoldenCase.load()

    @Test("golden case", arguments: cases)
    func golden(_ c: GoldenCase) {
        let r = Harness.run(c.arguments, stdin: c.stdin, environment: c.environment)
        if GoldenCase.isRecording {
            Issue.record("recording \(c); run again without UPDATE_GOLDEN")
            return
        }
        #expect(r.stdout == c.stdout, "\(c): standard output differs")
        #expect(r.stderr == c.stderr, "\(c): standard error differs")
        #expect(r.status == c.status, "\(c): exit status \(r.status), expected \(c.status)")
    }

    @Test("goldens exist")
    func goldensExist() {
        #expect(Self.cases.count >= 30)
    }

    @Test("recording rewrites the files", .enabled(if: GoldenCase.isRecording))
    func record() {
        var byFile: [String: [GoldenCase]] = [:]
        for c in Self.cases { byFile[c.file, default: []].append(c) }
        for (file, cases) in byFile.sorted(by: { $0.key < $1.key }) {
            let results = cases.map { Harness.run($0.arguments, stdin: $0.stdin, environment: $0.environment) }
            GoldenCase.record(cases, results: results, in: file)
        }
        Issue.record("golden files rewritten; review the diff and run again without UPDATE_GOLDEN")
    }
}
