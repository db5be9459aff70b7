import TallyLocale
import TallyEngine
import TallyReports
import TallySyntax
import TallySystem
import TallyValues

/// A subcommand: its names, usage line, options and behaviour. Its
/// summary and long help are in the help catalogues of TallyLocale, by
/// the command's name.
protocol Command {
    static var name: String { get }
    static var aliases: [String] { get }
    static var usage: String { get }
    static var options: [OptionSpec] { get }
    /// The command only reads the journal and is done in one run, so it
    /// may map a large journal file instead of reading it into memory (see
    /// `SourceBytes`). A command that writes reads it: it must work from a
    /// copy nothing else can change under it; so does the language server,
    /// which keeps what it reads while the files are edited.
    static var mapsJournal: Bool { get }
    /// The command reads a query: the shared filters (`CommonOptions.filters`)
    /// and query words, checked against the journal once it is loaded.
    static var readsQuery: Bool { get }
    static func run(_ session: inout Session) throws(CLIError) -> Int32
}

extension Command {
    static var aliases: [String] { [] }
    static var mapsJournal: Bool { false }
    static var readsQuery: Bool { false }
    /// The usage line, from the help catalogue.
    static var usage: String { Messages.usage(name) }
}

/// Options every command reads.
enum CommonOptions {
    static let input: [OptionSpec] = [
        OptionSpec(.file, short: "f", value: "FILE", help: "read this journal (repeatable; '-' is standard input)"),
        OptionSpec(.today, value: "DATE", help: "treat this date as today (for relative periods and tests)"),
        OptionSpec(.alias, value: "ALIAS", help: "rename accounts as they are read: OLD=NEW or /REGEX/=REPLACEMENT (repeatable)"),
        OptionSpec(.noAuto, help: "automated transactions (= QUERY) add no postings (hledger without --auto)"),
        OptionSpec(.auto, help: "automated transactions add their postings (the default); print writes them only with it, as ledger and hledger"),
    ]
    static let output: [OptionSpec] = [
        OptionSpec(.color, value: "WHEN", help: "color output: auto (default), always or never", choices: ["auto", "always", "never"]),
        OptionSpec(.noColor, help: "same as --color=never"),
        OptionSpec(.help, short: "h", help: "show help for this command"),
        LanguageOption.spec,
    ]
    /// For commands that change a file.
    static let force = OptionSpec(.force, help: "write a file even though it is read-only (it stays read-only)")
    static let filters: [OptionSpec] = [
        OptionSpec(.begin, short: "b", value: "DATE", help: "only from this date on"),
        OptionSpec(.end, short: "e", value: "DATE", help: "only before this date (exclusive)"),
        OptionSpec(.period, short: "p", value: "PERIOD", help: "only in this period: 2026, 2026-11, 2026Q3, this month, last year, 2026-01..2026-04"),
        OptionSpec(.cleared, short: "C", help: "only cleared (*) postings"),
        OptionSpec(.pending, short: "P", help: "only pending (!) postings"),
        OptionSpec(.unmarked, short: "U", help: "only unmarked postings"),
    ] + searchFilters
    /// `--related`, for the reports that list or sum postings.
    static let related = OptionSpec(.related, short: "r", help: "show the other postings of the transactions that match, instead of the matching ones")
    static let format: [OptionSpec] = [
        OptionSpec(.outputFormat, short: "O", value: "FORMAT", help: "text (default), csv or json", choices: ["text", "csv", "json"]),
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
    /// The command reports balances: `-X` values them at the report's
    /// end (each column's), as hledger's `-X`, rather than at each posting's date.
    var valuesBalances = false
    /// The command shows amounts of several commodities anyway (balance,
    /// register): with `-X`, an amount no rate converts is shown as
    /// written, with a warning, as ledger and hledger show it.
    var keepsUnpriced = false
    /// Whether the command reads query words (`Command.readsQuery`).
    var takesQuery = false
    /// Whether the command lays out an account tree, so `depth:` means something.
    var acceptsDepth = false
    /// Whether the journal may be mapped (`TallyCLI.mapsJournal`).
    var mapsJournal = false
    /// What the run has learned of the journal's language.
    let memory = SessionMemory()

    var stdout: OutputSink { context.stdout }
    var stderr: OutputSink { context.stderr }

    var textStyle: TextStyle {
        TextStyle(width: context.width, useColor: context.useColor(for: context.stdout, mode: colorMode), isTerminalWidth: context.widthIsTerminal)
    }

    var colorMode: String? { arguments.has(.noColor) ? "never" : arguments.value(.color) }

    /// The journal inputs: `-f` files, else the journal `JournalDiscovery` finds.
    func inputs() throws(CLIError) -> [JournalInput] {
        var paths = arguments.all(.file)
        if paths.isEmpty {
            switch JournalDiscovery.find(environment: context.environment, currentDirectory: context.currentDirectory,
                                         fileSystem: context.fileSystem) {
            case .found(let p): paths = [p]
            case .notFound(let variables, let files):
                let m = messages()
                let looked = variables.map { m.error(.variableNotSet, $0) } + files
                throw .usage(m.error(.noJournalFound, "\n    " + looked.joined(separator: "\n    ")), hint: m.error(.hintNoJournal))
            }
        }
        var inputs: [JournalInput] = []
        var readStdin = false
        for p in paths {
            if p == "-" {
                if readStdin { continue }
                readStdin = true
                do {
                    inputs.append(.bytes(name: "<stdin>", try context.readStandardInput()))
                } catch {
                    let m = messages()
                    if case .tooLarge(let limit) = error.refusal {
                        throw .usage(m.error(.fileTooLarge, "-", FileSizeLimit.describe(limit)), hint: m.error(.hintSplitInclude))
                    }
                    throw .usage(m.text(LocalText(.cannotRead, "-", error.message)))
                }
            } else {
                inputs.append(.path(p))
            }
        }
        return inputs
    }

    /// Loads the journal and prints its diagnostics; throws when it has
    /// errors (exit status 1) or cannot be found (a usage error).
    func loadJournal() throws(CLIError) -> Journal {
        var loader = JournalLoader(fileSystem: context.fileSystem, today: today)
        loader.options = loadOptions
        loader.workers = context.workers
        loader.memoryHints = context.memoryHints
        let result = loader.load(try inputs())
        context.mappedFiles.add(result.journal.files)
        remember(result.journal)
        printDiagnostics(result)
        if result.hasErrors { throw .exit(ExitStatus.failure) }
        if let problem = queryProblem(result.journal) {
            let m = messages(result.journal)
            throw .usage(problem.local.map { m.text($0.message) } ?? problem.message, hint: problem.local?.hint.map { m.text($0) } ?? problem.hint)
        }
        let notes = queryNotes(result.journal)
        if !notes.isEmpty {
            let m = messages(result.journal)
            stderr.write(notes.map { "tally: \(m.framed(.note))\(m.text($0))\n" }.joined())
            stderr.flush()
        }
        return result.journal
    }

    func printDiagnostics(_ result: LoadResult) {
        printDiagnostics(result.diagnostics, files: result.journal.files, journalLanguage: result.journal.language)
    }

    /// The report query from the shared filters and positional words.
    func query() throws(CLIError) -> ReportQuery {
        var q = ReportQuery(today: today)
        func span(_ text: String, _ what: String) throws(CLIError) -> DateSpan {
            switch PeriodExpression.parse(text, today: today) {
            case .success(let s): return s
            case .failure(let e): throw periodError(what, e)
            }
        }
        if let p = arguments.value(.period) {
            switch PeriodExpression.parsePeriod(p, today: today) {
            case .success(let period):
                if let interval = period.interval, !acceptsInterval {
                    throw usageError(LocalText(.periodRepeats, p, interval.description), hint: LocalText(.hintPeriodRepeats))
                }
                q.span = period.span
            case .failure(let e): throw periodError("-p", e)
            }
        }
        if let b = arguments.value(.begin) { q.span.start = try span(b, "-b").start }
        if let e = arguments.value(.end) { q.span.end = try span(e, "-e").start }
        if arguments.hasIfDeclared(.cleared) { q.statuses.insert(.cleared) }
        if arguments.hasIfDeclared(.pending) { q.statuses.insert(.pending) }
        if arguments.hasIfDeclared(.unmarked) { q.statuses.insert(.unmarked) }
        q.related = arguments.hasIfDeclared(.related)
        try addSearchTerms(to: &q)
        return q
    }

    /// Says that a report's sums left the range of exact amounts (38
    /// digits): what overflowed and the postings involved.
    func overflowError(_ journal: Journal, _ overflow: SumOverflow) -> CLIError {
        printDiagnostics([overflow.diagnostic(journal)], files: journal.files)
        return .exit(ExitStatus.failure)
    }

    /// Says that a report's sums left the range of exact amounts, for the
    /// period columns, which do not yet say which sum overflowed.
    func overflowError() -> CLIError {
        let m = messages()
        stderr.write("tally: \(m.framed(.error))\(m.text(LocalText(.tooLargeExactly, saying: LocalText(.overflowInReport)))) [amount-too-large]\n"
                     + "  \(m.framed(.hint))\(m.error(.hintReportSumTooLarge))\n")
        return .exit(ExitStatus.failure)
    }

    enum OutputFormat { case text, csv, json }

    func outputFormat(allowed: [OutputFormat] = [.text, .csv, .json]) throws(CLIError) -> OutputFormat {
        let value = (arguments.valueIfDeclared(.outputFormat) ?? "text").lowercased()
        let format: OutputFormat
        switch value {
        case "text", "txt": format = .text
        case "csv": format = .csv
        case "json": format = .json
        default: throw unknownFormat(value, ["text", "csv", "json"])
        }
        guard allowed.contains(format) else { throw usageError(LocalText(.noSuchOutput, value)) }
        return format
    }
}
