import Testing
import TallySyntax
import TallyTestSupport

/// A parse-tree golden case in Tests/Golden/syntax/*.test:
///
/// ```
/// # what this shows
/// <<<
/// 2026-01-05 Coffee
///     Expenses:Food  $4
///     Assets:Cash
/// >>>
/// transaction 0..49 "2026-01-05 Coffee\n…"
///   …
/// ```
///
/// The lines between `<<<` and `>>>` are the input, each ending in `\n`;
/// the lines after `>>>` up to the next `# ` line are the printed tree
/// (`SyntaxTreePrinter`). Words after `<<<` change how the input is read:
/// `crlf` ends its lines with `\r\n`, `noeol` drops the last line's
/// terminator, `timedot` parses it as a timedot file.
struct SyntaxGoldenCase: CustomStringConvertible, Sendable {
    var file: String
    var index: Int
    var title: String
    var options: [String]
    var input: String
    var tree: String

    var description: String { "\(file.split(separator: "/").last ?? "")#\(index + 1) \(title)" }

    static var directory: String { Harness.repositoryRoot + "/Tests/Golden/syntax" }

    static func load() -> [SyntaxGoldenCase] {
        Files.list(directory).filter { $0.hasSuffix(".test") }.sorted().flatMap { parse(directory + "/" + $0) }
    }

    static func parse(_ path: String) -> [SyntaxGoldenCase] {
        guard let text = Files.read(path) else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var cases: [SyntaxGoldenCase] = []
        var current: SyntaxGoldenCase?
        enum Section { case none, input, tree }
        var section = Section.none
        func finish() {
            if var c = current {
                c.index = cases.count
                cases.append(c)
            }
            current = nil
        }
        for line in lines {
            switch section {
            case .input:
                if line == ">>>" { section = .tree } else { current!.input += line + "\n" }
            case .none, .tree:
                if line.hasPrefix("# ") {
                    finish()
                    current = SyntaxGoldenCase(file: path, index: 0, title: String(line.dropFirst(2)), options: [], input: "", tree: "")
                    section = .none
                } else if line.hasPrefix("<<<"), current != nil, section == .none {
                    current!.options = line.dropFirst(3).split(separator: " ").map(String.init)
                    section = .input
                } else if section == .tree, !line.isEmpty {
                    current!.tree += line + "\n"
                }
            }
        }
        finish()
        return cases
    }

    /// The input's bytes, as the options say.
    var bytes: [UInt8] {
        var text = input
        if options.contains("noeol"), text.hasSuffix("\n") { text.removeLast() }
        if options.contains("crlf") { text = text.replacing("\n", with: "\r\n") }
        return Array(text.utf8)
    }

    /// The tree the parser gives for the input now.
    func printed() -> String {
        let file = SourceFile(id: FileID(0), path: options.contains("timedot") ? "test.timedot" : "test.journal", bytes: bytes)
        if options.contains("timedot") {
            let (entries, diagnostics) = TimedotParser.parse(file, currentYear: 2026)
            return SyntaxTreePrinter.printTimedot(entries, diagnostics, of: file)
        }
        return SyntaxTreePrinter.print(Parser.parse(file, currentYear: 2026), of: file)
    }

    /// Rewrites the trees of `path`'s cases with what the parser gives now.
    static func record(_ path: String) {
        guard let text = Files.read(path) else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let cases = parse(path)
        var out: [String] = []
        var k = 0
        var inTree = false
        var inInput = false
        for line in lines {
            if inInput {
                out.append(line)
                if line == ">>>" {
                    inInput = false
                    inTree = true
                    if k < cases.count { out.append(contentsOf: cases[k].printed().split(separator: "\n").map(String.init)) }
                    k += 1
                }
                continue
            }
            if line.hasPrefix("# ") {
                if inTree { out.append("") }
                inTree = false
                out.append(line)
            } else if line.hasPrefix("<<<") && !inTree {
                inInput = true
                out.append(line)
            } else if !inTree {
                out.append(line)
            }
        }
        Files.write(path, out.joined(separator: "\n") + "\n")
    }
}

/// Parses each input in Tests/Golden/syntax and compares the printed syntax
/// tree and diagnostics with the recorded ones. `UPDATE_GOLDEN=1 swift test`
/// rewrites the trees and fails, so a recording never passes unnoticed.
@Suite("parse-tree goldens")
struct SyntaxGoldenTests {
    static let cases = SyntaxGoldenCase.load()

    @Test("parse-tree golden", arguments: cases)
    func golden(_ c: SyntaxGoldenCase) {
        let tree = c.printed()
        if Golden.isRecording {
            Issue.record("recording \(c); run again without UPDATE_GOLDEN")
            return
        }
        #expect(tree == c.tree, "\(c): the syntax tree differs:\n\(tree)")
    }

    @Test("goldens exist, each with a tree")
    func goldensExist() {
        #expect(Self.cases.count >= 60, "found \(Self.cases.count) cases in \(SyntaxGoldenCase.directory)")
        for c in Self.cases where !Golden.isRecording {
            #expect(!c.input.isEmpty && !c.tree.isEmpty, "\(c): no input or no recorded tree")
        }
    }

    @Test("recording rewrites the files", .enabled(if: Golden.isRecording))
    func record() {
        for file in Set(Self.cases.map(\.file)).sorted() { SyntaxGoldenCase.record(file) }
        Issue.record("syntax goldens rewritten; review the diff and run again without UPDATE_GOLDEN")
    }
}
