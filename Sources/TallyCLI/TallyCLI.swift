import TallyBuildInfo
import TallyEditing
import TallyEngine
import TallyLocale
import TallyValues

/// The command-line interface: `run` takes the arguments (without the
/// program name) and a context, and returns the exit status.
package enum TallyCLI {
    package static let version = "0.1.0"

    /// What `--version` prints: the version and, in parentheses, the commit
    /// built (no words, so nothing to translate), which tells two binaries
    /// of the same version apart; just the version when built outside git.
    static var versionLine: String {
        "tally \(version)" + (BuildInfo.commit.isEmpty ? "" : " (\(BuildInfo.commit))") + "\n"
    }

    static let commands: [any Command.Type] = [
        CheckCommand.self, BalanceCommand.self, RegisterCommand.self, PrintCommand.self, AccountsCommand.self,
        PayeesCommand.self, TagsCommand.self, CommoditiesCommand.self, FilesCommand.self, StatsCommand.self,
        BudgetCommand.self, AlertsCommand.self, CategoriesCommand.self, InitCommand.self,
        DueCommand.self, PostDueCommand.self, GoalsCommand.self,
        SummaryCommand.self, TrendCommand.self, BreakdownCommand.self, PricesCommand.self, ExportCommand.self,
        ReportCommand.self,
        AddCommand.self, ImportCommand.self, ReconcileCommand.self, EditCommand.self, DeleteCommand.self, FmtCommand.self, ArchiveCommand.self,
        LspCommand.self, CompletionsCommand.self,
    ]

    /// Whether this run maps a large journal: a command that declares it
    /// may (`Command.mapsJournal`) and writes no file (an export or page
    /// written to a file could be written over the journal itself while it
    /// is mapped).
    static func mapsJournal(_ command: any Command.Type, _ arguments: Arguments) -> Bool {
        guard command.mapsJournal else { return false }
        let written = [arguments.valueIfDeclared(.outputFile), arguments.valueIfDeclared(.html)].compactMap { $0 }
        return written.allSatisfy { $0 == "-" }
    }

    /// Every option name that takes its value as the next word, in any
    /// command; the word after one of them is never the command name.
    static let valuedOptionNames: Set<String> = Set(commands.flatMap { c in
        c.options.filter { $0.takesValue && !$0.optionalValue }.flatMap(\.names)
    })

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name || $0.aliases.contains(name) }
    }

    package static func run(_ args: [String], context: Context) -> Int32 {
        var reads: UndeclaredReads?
        var status = dispatch(args, context: context, reads: &reads)
        context.stdout.flush()
        #if DEBUG
        if let names = reads?.names, !names.isEmpty {
            context.stderr.write("tally: internal error: the command read options it does not declare: \(names.sorted().joined(separator: ", "))\n")
        }
        #endif
        for path in context.mappedFiles.changed() {
            // Another program wrote the file in place while it was read.
            let m = Messages(Language.fromEnvironment(context.environment))
            context.stderr.write("tally: \(m.framed(.error))\(m.error(.fileChangedWhileRead, path))\n  \(m.framed(.hint))\(m.error(.hintRunAgain))\n")
            if status == ExitStatus.success { status = ExitStatus.failure }
        }
        if let error = context.stdout.writeErrorText {
            // Output that did not reach its file or pipe is a failure, never exit 0 over truncated data.
            let m = Messages(Language.fromEnvironment(context.environment))
            context.stderr.write("tally: \(m.framed(.error))\(m.error(.outputNotWritten, error))\n  \(m.framed(.hint))\(m.error(.hintOutputRoom))\n")
            context.stderr.flush()
            return status == ExitStatus.success ? ExitStatus.failure : status
        }
        context.stderr.flush()
        return status
    }

    private static func dispatch(_ args: [String], context: Context, reads: inout UndeclaredReads?) -> Int32 {
        // The command is the first word that is not an option or an option's
        // value, so options may stand before the command name as well as after.
        var commandIndex: Int?
        var i = 0
        while i < args.count {
            let a = args[i]
            if a == "--version" {
                context.stdout.write(versionLine)
                return ExitStatus.success
            }
            if a == "--" { break }
            if !a.hasPrefix("-") || a == "-" { commandIndex = i; break }
            if valuedOptionNames.contains(a) { i += 1 }
            i += 1
        }
        let helpMessages = Messages(LanguageOption.language(args, environment: context.environment))
        guard let ci = commandIndex else {
            if args.contains("-h") || args.contains("--help") {
                context.stdout.write(HelpText.overview(commands, helpMessages))
                return ExitStatus.success
            }
            if args.isEmpty {
                context.stderr.write(HelpText.overview(commands, helpMessages))
                return ExitStatus.usage
            }
            context.stderr.write(helpMessages.usageError("tally", helpMessages.error(.noCommandGiven), hint: helpMessages.error(.hintNoCommand)))
            return ExitStatus.usage
        }
        let name = args[ci]
        var rest = args
        rest.remove(at: ci)
        if name == "help" {
            if rest.contains("--man") {
                context.stdout.write(ManPage.render(commands, helpMessages))
                return ExitStatus.success
            }
            if let topic = rest.first(where: { !$0.hasPrefix("-") }) {
                if topic == "diagnostics" {
                    context.stdout.write(HelpText.diagnostics(helpMessages))
                    return ExitStatus.success
                }
                guard let c = command(named: topic) else {
                    context.stderr.write(helpMessages.usageError("tally", helpMessages.error(.unknownCommand, topic)))
                    return ExitStatus.usage
                }
                context.stdout.write(HelpText.help(for: c, helpMessages))
                return ExitStatus.success
            }
            context.stdout.write(HelpText.overview(commands, helpMessages))
            return ExitStatus.success
        }
        guard let command = command(named: name) else {
            let names = commands.flatMap { [$0.name] + $0.aliases }
            let close = names.min { Suggestions.editDistance($0, name) < Suggestions.editDistance($1, name) }
            let hint = close.flatMap { Suggestions.editDistance($0, name) <= 2 ? helpMessages.error(.didYouMean, $0) : nil }
            context.stderr.write(helpMessages.usageError("tally", helpMessages.error(.unknownCommand, name), hint: hint ?? helpMessages.error(.seeHelpCommands)))
            return ExitStatus.usage
        }
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(rest, specs: command.options, messages: helpMessages)
            reads = arguments.undeclared
        } catch {
            guard case .usage(let message, let hint) = error else { return ExitStatus.usage }
            context.stderr.write(helpMessages.usageError("tally \(command.name)", message, hint: hint))
            return ExitStatus.usage
        }
        if let problem = LanguageOption.problem(arguments, environment: context.environment) {
            context.stderr.write(helpMessages.usageError("tally \(command.name)", problem.message, hint: problem.hint))
            return ExitStatus.usage
        }
        if arguments.has(.help) {
            context.stdout.write(HelpText.help(for: command, Messages(LanguageOption.language(rest, environment: context.environment))))
            return ExitStatus.success
        }
        var today = context.clockToday
        if let t = arguments.value(.today) {
            switch PeriodExpression.parse(t, today: context.clockToday) {
            case .success(let span) where span.start.map { span.end == $0.adding(days: 1) } == true:
                today = span.start ?? today
            default:
                context.stderr.write(helpMessages.usageError("tally", helpMessages.error(.todayNeedsDate, t)))
                return ExitStatus.usage
            }
        }
        var session = Session(context: context, arguments: arguments, today: today)
        session.mapsJournal = mapsJournal(command, arguments)
        session.takesQuery = command.readsQuery
        session.acceptsDepth = command.options.contains { $0.key == Value.depth.name }
        do throws(CLIError) {
            return try command.run(&session)
        } catch {
            return session.exitStatus(for: error)
        }
    }
}
