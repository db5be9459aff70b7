import TallyEngine
import TallySystem
import TallyValues

/// Everything a command may touch of the outside world, passed in so tests
/// can run commands in-process.
package struct Context {
    package var stdout: OutputSink
    package var stderr: OutputSink
    package var environment: [String: String]
    package var fileSystem: any FileSystem
    /// Reads standard input to its end, failing past the size limit of a file.
    package var readStandardInput: () throws(FileSystemError) -> [UInt8]
    /// The date from the clock, used unless `--today` is given.
    package var clockToday: Day
    /// Columns of the terminal, when stdout is one.
    package var terminalColumns: Int?
    /// Asks questions when standard input is a terminal; `nil` otherwise.
    package var lineReader: (any LineReader)?
    /// The working folder, absolute: where a journal is looked for when no
    /// `-f` or environment variable names one.
    package var currentDirectory: String
    /// Threads for parsing large journals; tests run on the calling thread.
    package var workers: any Workers = SequentialWorkers()
    /// Told of a large journal's rows before they are filled; the real
    /// process asks for huge pages, tests give no advice.
    package var memoryHints: any MemoryHints = NoMemoryHints()
    /// The journal files read from disk by mapping them, checked once the
    /// command is done (see `TallyCLI.run`).
    package let mappedFiles = MappedFiles()

    package init(stdout: OutputSink, stderr: OutputSink, environment: [String: String], fileSystem: any FileSystem,
                readStandardInput: @escaping () throws(FileSystemError) -> [UInt8], clockToday: Day, terminalColumns: Int?,
                lineReader: (any LineReader)? = nil, currentDirectory: String = "/") {
        self.stdout = stdout
        self.stderr = stderr
        self.environment = environment
        self.fileSystem = fileSystem
        self.readStandardInput = readStandardInput
        self.clockToday = clockToday
        self.terminalColumns = terminalColumns
        self.lineReader = lineReader
        self.currentDirectory = currentDirectory
    }

    /// `path` from the root: a relative path is taken from the working folder.
    func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return (currentDirectory == "/" ? "" : currentDirectory) + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }

    /// Color on a terminal, never under `NO_COLOR`, forced by `--color=always`.
    func useColor(for sink: OutputSink, mode: String?) -> Bool {
        switch mode {
        case "always": return true
        case "never": return false
        default:
            if let v = environment["NO_COLOR"], !v.isEmpty { return false }
            return sink.isTerminal && environment["TERM"] != "dumb"
        }
    }

    /// The widest a report is laid out, so its column arithmetic cannot overflow.
    static let maxWidth = 10_000

    /// The width reports fit into: the terminal's, `COLUMNS`, else 80; at most `maxWidth`.
    var width: Int {
        if let c = environment["COLUMNS"], let n = Int(c), n > 20 { return min(n, Self.maxWidth) }
        if stdout.isTerminal, let t = terminalColumns, t > 20 { return min(t, Self.maxWidth) }
        return 80
    }

    /// Whether `width` is a terminal's (the terminal itself, or `COLUMNS`):
    /// then text reports are fitted to it. Piped without `COLUMNS`, lines
    /// stay whole, as scripts and hledger's peers expect.
    var widthIsTerminal: Bool {
        if let c = environment["COLUMNS"], let n = Int(c), n > 20 { return true }
        return stdout.isTerminal && (terminalColumns ?? 0) > 20
    }
}

/// Exit statuses.
package enum ExitStatus {
    package static let success: Int32 = 0
    /// The journal has errors (or, for `check`, findings).
    package static let failure: Int32 = 1
    /// The command line was wrong.
    package static let usage: Int32 = 2
    /// `due` and `alerts` with `--fail-on upcoming`: nothing is overdue or
    /// over budget, but a bill falls due within its reminder time.
    package static let upcoming: Int32 = 5
}
