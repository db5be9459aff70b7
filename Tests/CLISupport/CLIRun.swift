import TallyCLI
import TallyEngine
import TallySystem
import TallyTestSupport

/// What a command printed and returned.
package struct RunResult {
    package var status: Int32
    package var stdout: String
    package var stderr: String
}

extension Harness {
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
}
