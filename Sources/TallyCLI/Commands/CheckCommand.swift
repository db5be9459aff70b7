import TallyEngine
import TallyLocale

/// `tally check`: reads the journal and reports every problem.
enum CheckCommand: Command {
    static let name = "check"
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.strict, help: "make undeclared accounts errors, not warnings"),
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let inputs = try session.inputs()
        var loader = JournalLoader(fileSystem: session.context.fileSystem, today: session.today)
        loader.options = session.loadOptions
        loader.workers = session.context.workers
        loader.memoryHints = session.context.memoryHints
        loader.strict = session.arguments.has(.strict)
        let result = loader.check(inputs)
        session.context.mappedFiles.add(result.journal.files)
        session.printDiagnostics(result)
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        if errors > 0 {
            session.stderr.write(session.messages(result.journal).errorsAndWarnings(errors, warnings) + "\n")
            return ExitStatus.failure
        }
        let j = result.journal
        let m = session.messages(j)
        var parts = [m.count(j.transactions.count, .transactions), m.count(j.isUsed.filter { $0 }.count, .accounts)]
        if !j.budgets.isEmpty { parts.append(m.count(j.budgets.count, .budgets)) }
        if !j.recurringRules.isEmpty { parts.append(m.count(j.recurringRules.count, .recurringRules)) }
        if !j.goals.isEmpty { parts.append(m.count(j.goals.count, .goals)) }
        let counts = parts.joined(separator: m.listSeparator) + (warnings > 0 ? (m.language == .zhHans ? "；" : "; ") + m.count(warnings, .warnings) : "")
        session.stdout.write(m.text(.checkOK, counts) + "\n")
        return ExitStatus.success
    }
}
