#if canImport(Glibc)
import Glibc
#endif
import TallyTestSupport

/// A command-line golden case, in the style of hledger's shell tests:
///
/// ```
/// # what this shows
/// <
/// 2026-01-05 Coffee
///     expenses:food  $4
///     assets:cash
/// $ tally balance -f -
///     $4  expenses:food
/// >2
/// (expected standard error, if any)
/// >= 0
/// ```
///
/// A file may hold several `$` commands; each uses the latest `<` input.
/// Lines after `$` up to `>2`, `>=`, the next `$` or `<` are the expected
/// standard output.
package struct GoldenCase: CustomStringConvertible, Sendable {
    package var file: String
    package var index: Int
    package var title: String
    package var stdin: String
    package var arguments: [String]
    package var environment: [String: String]
    package var stdout: String
    package var stderr: String
    package var status: Int32

    package var description: String { "\(file.split(separator: "/").last ?? "")#\(index + 1) \(title)" }

    /// The folder of golden files.
    package static var directory: String { Harness.repositoryRoot + "/Tests/Golden/cli" }

    /// Whether goldens are being re-recorded (`UPDATE_GOLDEN=1`).
    package static var isRecording: Bool { Golden.isRecording }

    package static func load() -> [GoldenCase] {
        Files.list(directory).filter { $0.hasSuffix(".test") }.flatMap { parse(directory + "/" + $0) }
    }

    static func parse(_ path: String) -> [GoldenCase] {
        guard let text = Files.read(path) else { return [] }
        var cases: [GoldenCase] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var title = ""
        var stdin = ""
        var i = 0
        enum Section { case none, input, output, error }
        var section = Section.none
        var current: GoldenCase?
        func finish() {
            if var c = current {
                c.index = cases.count
                cases.append(c)
            }
            current = nil
        }
        while i < lines.count {
            let line = lines[i]
            i += 1
            if line == "<" {
                finish()
                stdin = ""
                section = .input
                continue
            }
            if line.hasPrefix("$ ") {
                finish()
                var words = splitCommand(String(line.dropFirst(2)))
                var env: [String: String] = [:]
                while let first = words.first, first.contains("="), !first.hasPrefix("-") {
                    let parts = first.split(separator: "=", maxSplits: 1).map(String.init)
                    env[parts[0]] = parts.count > 1 ? parts[1] : ""
                    words.removeFirst()
                }
                if words.first == "tally" { words.removeFirst() }
                current = GoldenCase(file: path, index: 0, title: title, stdin: stdin, arguments: words, environment: env,
                                     stdout: "", stderr: "", status: 0)
                section = .output
                continue
            }
            if line == ">2" && current != nil { section = .error; continue }
            if line.hasPrefix(">= ") && current != nil {
                current!.status = Int32(String(line.dropFirst(3)).trimmingCharacters(in: " ")) ?? -1
                section = .none
                continue
            }
            switch section {
            case .input: stdin += line + "\n"
            case .output: current!.stdout += line + "\n"
            case .error: current!.stderr += line + "\n"
            case .none:
                if line.hasPrefix("# ") { title = String(line.dropFirst(2)) }
            }
        }
        finish()
        return cases
    }

    /// Splits a command line on spaces, honouring '…' and "…" quotes.
    static func splitCommand(_ s: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for ch in s {
            if let q = quote {
                if ch == q { quote = nil } else { current.append(ch) }
            } else if ch == "'" || ch == "\"" {
                quote = ch
                inWord = true
            } else if ch == " " {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(ch)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// Rewrites this case's expected output in its file (for UPDATE_GOLDEN=1).
    package static func record(_ cases: [GoldenCase], results: [RunResult], in path: String) {
        guard let text = Files.read(path) else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var out: [String] = []
        var k = 0
        var i = 0
        while i < lines.count {
            let line = lines[i]
            i += 1
            out.append(line)
            guard line.hasPrefix("$ "), k < results.count else { continue }
            let r = results[k]
            k += 1
            // Skip the old expectations.
            while i < lines.count, !lines[i].hasPrefix("$ "), lines[i] != "<", !lines[i].hasPrefix("# ") { i += 1 }
            out.append(contentsOf: r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
            if !r.stderr.isEmpty {
                out.append(">2")
                out.append(contentsOf: r.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
            }
            out.append(">= \(r.status)")
            if i < lines.count { out.append("") }
        }
        Files.write(path, out.joined(separator: "\n") + "\n")
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = self[...]
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}

/// Splits a shell-like command line into words ('…' and "…" quotes), as
/// the golden cases do.
package enum GoldenCaseWords {
    package static func split(_ s: String) -> [String] { GoldenCase.splitCommand(s) }
}
