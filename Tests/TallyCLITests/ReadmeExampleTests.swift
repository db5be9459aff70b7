import Testing
import TallyCLITestSupport
import TallyTestSupport

/// The README's console examples that run on examples/ are tests: each
/// `$ tally … -f examples/…` line must print what the README shows (up to
/// a line holding only `…`, where the README cuts the output short).
@Suite("README examples")
struct ReadmeExampleTests {
    struct Example: CustomStringConvertible, Sendable {
        var command: String
        var expected: [String]
        var description: String { command }
    }

    static let examples: [Example] = {
        guard let text = Files.read(Harness.repositoryRoot + "/README.md") else { return [] }
        var result: [Example] = []
        var inConsole = false
        var current: Example?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "```console" { inConsole = true; continue }
            if inConsole && line == "```" {
                if let c = current { result.append(c) }
                current = nil
                inConsole = false
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ ") {
                if let c = current { result.append(c) }
                let command = String(line.dropFirst(2))
                let runnable = command.hasPrefix("tally ") && command.contains("-f examples/")
                    && !command.contains("|") && !command.contains(">") && (!command.contains("add ") || command.contains(" -n "))
                current = runnable ? Example(command: command, expected: []) : nil
            } else if current != nil {
                current!.expected.append(line)
            }
        }
        return result
    }()

    @Test("the README has runnable examples")
    func present() {
        #expect(Self.examples.count >= 10)
    }

    @Test("each README example prints what the README shows", arguments: examples)
    func matches(_ example: Example) {
        let words = GoldenCaseWords.split(example.command).dropFirst().map { word in
            word.hasPrefix("examples/") ? Harness.repositoryRoot + "/" + word : word
        }
        let r = Harness.run(Array(words))
        let output = (r.stdout + r.stderr).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var expected = example.expected
        while expected.last == "" { expected.removeLast() }
        let shown = expected.firstIndex { $0.split(separator: " ") == ["…"] } ?? expected.count
        for k in 0..<shown {
            let got = k < output.count ? output[k] : "(nothing)"
            // Paths to examples/ show up absolute in what the test runs.
            let want = expected[k].split(separator: "examples/", omittingEmptySubsequences: false)
                .joined(separator: Harness.repositoryRoot + "/examples/")
            guard got == expected[k] || got == want else {
                Issue.record("\(example.command): line \(k + 1) is\n  \(got)\nbut the README shows\n  \(expected[k])")
                return
            }
        }
    }
}
