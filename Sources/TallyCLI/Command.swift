import TallyEngine
import TallyReports
import TallySyntax
import TallyValues

/// A subcommand: its names, help, options and behaviour.
protocol Command {
    static var name: String { get }
    static var aliases: [String] { get }
    static var abstract: String { get }
    static var usage: String { get }
    /// Further help text, examples first.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    static func run(_ session: inout Session) -> Int32
}

extension Command {
    static var aliases: [String] { [] }
    static var discussion: String { "" }
}

/// Options every command reads.
enum CommonOptions {
    static let input: [OptionSpec] = [
        OptionSpec(names: ["-f", "--file"], takesValue: true, help: "read this journal (repeatable; '-' is standard input)", valueName: "FILE"),
        OptionSpec(names: ["--today"], takesValue: true, help: "treat this date as today (for relative periods and tests)", valueName: "DATE"),
        OptionSpec(names: ["--alias"], takesValue: true, help: "rename accounts as they are read: OLD=NEW or /REGEX/=REPLACEMENT (repeatable)", valueName: "ALIAS"),
        OptionSpec(names: ["--no-auto"], takesValue: false, help: "automated transactions (= QUERY) add no postings (hledger without --auto)"),
        OptionSpec(names: ["--auto"], takesValue: false, help: "automated transactions add their postings (the default)"),
    ]
    static let output: [OptionSpec] = [
        OptionSpec(names: ["--color"], takesValue: true, help: "color output: auto (default), always or never", valueName: "WHEN",
                   choices: ["auto", "always", "never"]),
        OptionSpec(names: ["--no-color"], takesValue: false, help: "same as --color=never"),
        OptionSpec(names: ["-h", "--help"], takesValue: false, help: "show help for this command"),
        LanguageOption.spec,
    ]
    /// For commands that change a file.
    static let force = OptionSpec(names: ["--force"], takesValue: false, help: "write a file even though it is read-only (it stays read-only)")
    static let filters: [OptionSpec] = [
        OptionSpec(names: ["-b", "--begin"], takesValue: true, help: "only from this date on", valueName: "DATE"),
        OptionSpec(names: ["-e", "--end"], takesValue: true, help: "only before this date (exclusive)", valueName: "DATE"),
        OptionSpec(names: ["-p", "--period"], takesValue: true, help: "only in this period: 2026, 2026-11, 2026Q3, this month, last year, 2026-01..2026-03", valueName: "PERIOD"),
        OptionSpec(names: ["-C", "--cleared"], takesValue: false, help: "only cleared (*) postings"),
        OptionSpec(names: ["-P", "--pending"], takesValue: false, help: "only pending (!) postings"),
        OptionSpec(names: ["-U", "--unmarked"], takesValue: false, help: "only unmarked postings"),
    ] + searchFilters
    static let format: [OptionSpec] = [
        OptionSpec(names: ["-O", "--output-format"], takesValue: true, help: "text (default), csv or json", valueName: "FORMAT",
                   choices: ["text", "csv", "json"]),
    ]
}

/// One run of one command: its arguments, the context, and the loaded journal.
struct Session {
    var context: Context
    var arguments: Arguments
    var today: Day
    /// The command lays out columns or rows per period, so `-p` may carry an
    /// interval (`-p 'monthly in 2026'`); other commands refuse one.
    var acceptsInterval = false
    /// Whether the command reads query words (it has the shared filters).
    var takesQuery = false
    /// Whether the command lays out an account tree, so `depth:` means something.
    var acceptsDepth = false

    var stdout: OutputSink { context.stdout }
    var stderr: OutputSink { context.stderr }

    var textStyle: TextStyle {
        TextStyle(width: context.width, useColor: context.useColor(for: context.stdout, mode: colorMode))
    }

    var colorMode: String? { arguments.has("--no-color") ? "never" : arguments.value("--color") }

    func usageError(_ message: String, hint: String? = nil) -> Int32 {
        var text = "tally: error: \(message)\n"
        if let hint { text += "  hint: \(hint)\n" }
        stderr.write(text)
        return ExitStatus.usage
    }

    /// The journal inputs: `-f` files, else the journal `JournalDiscovery` finds.
    func inputs() -> Result<[JournalInput], UsageError> {
        var paths = arguments.all("--file")
        if paths.isEmpty {
            switch JournalDiscovery.find(environment: context.environment, currentDirectory: context.currentDirectory,
                                         fileSystem: context.fileSystem) {
            case .found(let p): paths = [p]
            case .notFound(let looked):
                return .failure(UsageError(message: "no journal file given, and none found; looked at:\n    " + looked.joined(separator: "\n    "),
                                           hint: "pass one with -f FILE (or '-f -' for standard input), set TALLY_FILE to its path, or run 'tally init' to start one here"))
            }
        }
        var inputs: [JournalInput] = []
        var readStdin = false
        for p in paths {
            if p == "-" {
                if readStdin { continue }
                readStdin = true
                inputs.append(.bytes(name: "<stdin>", context.readStandardInput()))
            } else {
                inputs.append(.path(p))
            }
        }
        return .success(inputs)
    }

    /// Loads the journal and prints its diagnostics; `nil` (with the exit
    /// status to return) when it has errors or cannot be found.
    func loadJournal() -> (journal: Journal?, status: Int32, result: LoadResult?) {
        let inputs: [JournalInput]
        switch self.inputs() {
        case .success(let i): inputs = i
        case .failure(let e): return (nil, usageError(e.message, hint: e.hint), nil)
        }
        var loader = JournalLoader(fileSystem: context.fileSystem, today: today)
        loader.options = loadOptions
        let result = loader.load(inputs)
        printDiagnostics(result)
        if result.hasErrors { return (nil, ExitStatus.failure, result) }
        if let problem = queryProblem(result.journal) { return (nil, usageError(problem.message, hint: problem.hint), result) }
        let notes = queryNotes(result.journal)
        if !notes.isEmpty {
            stderr.write(notes.map { "tally: note: \($0)\n" }.joined())
            stderr.flush()
        }
        return (result.journal, ExitStatus.success, result)
    }

    func printDiagnostics(_ result: LoadResult) {
        guard !result.diagnostics.isEmpty else { return }
        var renderer = DiagnosticRenderer(files: result.journal.files, useColor: context.useColor(for: context.stderr, mode: colorMode))
        var out = ""
        for d in result.diagnostics { out += renderer.render(d) }
        stderr.write(out)
        stderr.flush()
    }

    /// The report query from the shared filters and positional words.
    func query() -> Result<ReportQuery, UsageError> {
        var q = ReportQuery(today: today)
        func span(_ text: String, _ what: String) -> Result<DateSpan, UsageError> {
            switch PeriodExpression.parse(text, today: today) {
            case .success(let s): return .success(s)
            case .failure(let e): return .failure(UsageError(message: "\(what): \(e.message)"))
            }
        }
        if let p = arguments.value("--period") {
            switch PeriodExpression.parsePeriod(p, today: today) {
            case .success(let period):
                if let interval = period.interval, !acceptsInterval {
                    return .failure(UsageError(message: "-p: '\(p)' repeats (\(interval)), and this command shows one period",
                                               hint: "leave out the interval, or use balance -M, register -M or trend for one column or row per period"))
                }
                q.span = period.span
            case .failure(let e): return .failure(UsageError(message: "-p: \(e.message)"))
            }
        }
        if let b = arguments.value("--begin") {
            switch span(b, "-b") {
            case .success(let s): q.span.start = s.start
            case .failure(let e): return .failure(e)
            }
        }
        if let e = arguments.value("--end") {
            switch span(e, "-e") {
            case .success(let s): q.span.end = s.start
            case .failure(let err): return .failure(err)
            }
        }
        if arguments.has("--cleared") { q.statuses.insert(.cleared) }
        if arguments.has("--pending") { q.statuses.insert(.pending) }
        if arguments.has("--unmarked") { q.statuses.insert(.unmarked) }
        switch addSearchTerms(to: &q) {
        case .success: return .success(q)
        case .failure(let e): return .failure(e)
        }
    }

    /// The output format and the query (with `defaultSpan` when no dates
    /// were given), or the status of the usage error already printed.
    func formatAndQuery(defaultSpan: DateSpan? = nil, formats: [OutputFormat] = [.text, .csv, .json])
        -> Result<(OutputFormat, ReportQuery), ExitFailure> {
        let format: OutputFormat
        switch outputFormat(allowed: formats) {
        case .success(let f): format = f
        case .failure(let e): return .failure(ExitFailure(status: usageError(e.message, hint: e.hint)))
        }
        switch defaultSpan == nil ? query() : reportQuery(defaultSpan: defaultSpan) {
        case .success(let q): return .success((format, q))
        case .failure(let e): return .failure(ExitFailure(status: usageError(e.message, hint: e.hint)))
        }
    }

    /// What a report command needs before it computes: the output format,
    /// the query, and the loaded journal. On failure the diagnostics or the
    /// usage error are printed and the exit status is returned instead.
    func prepareReport(formats: [OutputFormat] = [.text]) -> Result<(journal: Journal, query: ReportQuery, format: OutputFormat), ExitFailure> {
        let format: OutputFormat
        switch outputFormat(allowed: formats) {
        case .success(let f): format = f
        case .failure(let e): return .failure(ExitFailure(status: usageError(e.message, hint: e.hint)))
        }
        let query: ReportQuery
        switch self.query() {
        case .success(let q): query = q
        case .failure(let e): return .failure(ExitFailure(status: usageError(e.message, hint: e.hint)))
        }
        let (journal, status, _) = loadJournal()
        guard let journal else { return .failure(ExitFailure(status: status)) }
        return .success((journal, query, format))
    }

    /// Says that a report's sums left the range of exact amounts (38
    /// digits): what overflowed and the postings involved.
    func overflowError(_ journal: Journal, _ overflow: SumOverflow) -> Int32 {
        var renderer = DiagnosticRenderer(files: journal.files, useColor: context.useColor(for: context.stderr, mode: colorMode))
        stderr.write(renderer.render(overflow.diagnostic(journal)))
        return ExitStatus.failure
    }

    /// Says that a report's sums left the range of exact amounts, for the
    /// period columns, which do not yet say which sum overflowed.
    func overflowError() -> Int32 {
        stderr.write("tally: error: a sum in this report is too large to represent exactly (more than 38 digits) [amount-too-large]\n"
                     + "  hint: check the journal for an amount with far too many digits, or narrow the report with -p or an account pattern\n")
        return ExitStatus.failure
    }

    /// An exit status to return early with; what went wrong is already printed.
    struct ExitFailure: Error {
        var status: Int32
    }

    enum OutputFormat { case text, csv, json }

    func outputFormat(allowed: [OutputFormat] = [.text, .csv, .json]) -> Result<OutputFormat, UsageError> {
        let value = (arguments.value("--output-format") ?? "text").lowercased()
        let format: OutputFormat
        switch value {
        case "text", "txt": format = .text
        case "csv": format = .csv
        case "json": format = .json
        default: return .failure(UsageError(message: "unknown output format '\(value)'", hint: "use text, csv or json"))
        }
        guard allowed.contains(format) else { return .failure(UsageError(message: "this command has no \(value) output")) }
        return .success(format)
    }
}
