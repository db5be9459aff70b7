import Testing
import TallyCLITestSupport
import TallyTestSupport

/// The README's session in another language runs for real: each `$ tally`
/// line of the console block after the `session:` marker runs in a fresh
/// folder, in order, with the README's `export LANG=…`, and prints what
/// the README shows (up to a line holding only `…`).
@Suite("README session")
struct ReadmeSessionTests {
    static let lines: [String] = {
        guard let text = Files.read(Harness.repositoryRoot + "/README.md") else { return [] }
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let marker = all.firstIndex(where: { $0.hasPrefix("<!-- session: checked by ReadmeSessionTests") }),
              marker + 1 < all.count, all[marker + 1] == "```console" else { return [] }
        return Array(all[(marker + 2)...].prefix { $0 != "```" })
    }()

    @Test("the session runs and prints what the README shows")
    func session() {
        #expect(Self.lines.count > 20, "no session block in README.md")
        let s = Scratch()
        var environment: [String: String] = [:]
        var k = 0
        var commands = 0
        while k < Self.lines.count {
            let line = Self.lines[k]
            k += 1
            guard line.hasPrefix("$ ") else { continue }
            let command = String(line.dropFirst(2))
            var expected: [String] = []
            while k < Self.lines.count && !Self.lines[k].hasPrefix("$ ") { expected.append(Self.lines[k]); k += 1 }
            if command.hasPrefix("export ") {
                let assignment = command.dropFirst(7).split(separator: "=", maxSplits: 1)
                environment[String(assignment[0])] = String(assignment[1])
                continue
            }
            commands += 1
            // File names are made paths in the scratch folder, and shown back without it.
            let words = GoldenCaseWords.split(command).dropFirst().map { $0.hasSuffix(".ledger") ? s.path($0) : $0 }
            let r = Harness.run(Array(words), environment: environment)
            let output = (r.stdout + r.stderr).replacing(s.path(""), with: "")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while expected.last == "" { expected.removeLast() }
            let shown = expected.firstIndex { $0 == "…" } ?? expected.count
            #expect(r.status == 0, "\(command): \(r.stderr)")
            for i in 0..<shown {
                let got = i < output.count ? output[i] : "(nothing)"
                #expect(got == expected[i], "\(command): line \(i + 1) is\n  \(got)\nbut the README shows\n  \(expected[i])")
            }
        }
        #expect(commands == 5)
    }
}
