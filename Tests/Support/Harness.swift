import TallyEditing
import TallyCLI
import TallyEngine
import TallySystem
import TallyValues

/// What a command printed and returned.
package struct RunResult {
    package var status: Int32
    package var stdout: String
    package var stderr: String
}

/// Runs the CLI in-process.
package enum Harness {
    package static let fixedToday = Day(year: 2026, month: 11, day: 21)!

    /// Runs `tally ARGS` with standard input `stdin`, no color, width 80.
    package static func run(_ args: [String], stdin: String = "", environment: [String: String] = [:],
                           fileSystem: any FileSystem = RealFileSystem(), terminal: Bool = false,
                           currentDirectory: String = "/") -> RunResult {
        let out = OutputSink(capturingAsTerminal: terminal)
        let err = OutputSink(capturingAsTerminal: terminal)
        let input = Array(stdin.utf8)
        let context = Context(stdout: out, stderr: err, environment: pinnedLanguage(environment), fileSystem: fileSystem,
                              readStandardInput: { input }, clockToday: fixedToday, terminalColumns: terminal ? 80 : nil,
                              currentDirectory: currentDirectory)
        let status = TallyCLI.run(args, context: context)
        return RunResult(status: status, stdout: out.text, stderr: err.text)
    }

    /// `environment` with `LANG=C` unless it names a language itself, so
    /// goldens are English whatever the locale of the machine running them.
    public static func pinnedLanguage(_ environment: [String: String]) -> [String: String] {
        if ["LC_ALL", "LC_MESSAGES", "LANG"].contains(where: { environment[$0] != nil }) { return environment }
        var pinned = environment
        pinned["LANG"] = "C"
        return pinned
    }

    /// The repository root, from this file's path.
    package static var repositoryRoot: String {
        let path = #filePath
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)   // Tests/Support/Harness.swift
        return parts.joined(separator: "/")
    }
}
