import TallyEditing
import TallyEngine
import TallyLocale
import TallySyntax
import TallySystem
import TallyValues

/// `tally init`: a starter ledger for someone new.
enum InitCommand: Command {
    static let name = "init"
    static var options: [OptionSpec] {
        [
            OptionSpec(.currency, value: "CURRENCY", help: "the currency the ledger is kept in: a code (USD, VND) or a sign ($, €); when left out, the language's (USD, VND, KRW, CNY, EUR, PLN)"),
            OptionSpec(.journal, value: "EXISTING", help: "write a plan that includes this existing journal unchanged, with its income and expense accounts as categories"),
            OptionSpec(.today, value: "DATE", help: "treat this date as today (the budget starts in its month)"),
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let positional = session.arguments.positional
        guard positional.count <= 1 else { throw session.usageError(LocalText(.initOneFile, String(positional.count))) }
        let path = positional.first ?? session.context.environment["TALLY_FILE"].flatMap { $0.isEmpty ? nil : $0 } ?? "tally.ledger"
        let bytes: [UInt8]
        if let existing = session.arguments.value(.journal) {
            if session.arguments.value(.currency) != nil { throw session.usageError(LocalText(.initCurrencyPlan)) }
            bytes = Array(try planText(&session, journal: existing, plan: path).utf8)
        } else {
            // The user's language names the categories and picks the usual currency.
            let language = session.messages().language
            let code = session.arguments.value(.currency) ?? StarterNames.of(language).currency
            guard let currency = StarterLedger.Currency(code, language: language) else {
                throw session.usageError(LocalText(.notACurrency, code), hint: LocalText(.hintCurrencyForms))
            }
            bytes = Array(StarterLedger.text(currency: currency, today: session.today, language: language).utf8)
        }
        // The file must read back without a single warning before it is written.
        let check = JournalLoader(fileSystem: session.context.fileSystem, today: session.today).load([.bytes(name: path, bytes)])
        // A plan may carry the existing journal's warnings; only errors stop it.
        let isPlan = session.arguments.value(.journal) != nil
        if let problem = check.diagnostics.first(where: { !isPlan || $0.severity == .error }) {
            var renderer = DiagnosticRenderer(files: check.journal.files, messages: session.messages())
            let m = session.messages()
            session.stderr.write("tally init: \(m.framed(.error))\(m.error(isPlan ? .initPlanNotCleanly : .initStarterNotCleanly))\n" + renderer.render(problem))
            return ExitStatus.failure
        }
        switch SafeFileWriter.create(path, bytes: bytes) {
        case .failure(let f):
            let m = session.messages()
            session.stderr.write("tally init: \(m.framed(.error))\(m.error(.nothingWrittenAfter, f.text(m)))\n  \(m.framed(.hint))\(m.error(.hintInitOtherName))\n")
            return ExitStatus.failure
        case .success:
            let j = check.journal
            let m = session.messages(j)
            let categories = m.count(j.categories.count, .categories)
            if let existing = session.arguments.value(.journal) {
                session.stdout.write("""
                \(m.text(.initCreatedPlan, path, existing, categories))
                \(m[.initNext])
                  tally check -f \(path)
                  hledger -f \(existing) bal     # \(m[.initOthersKeepReading])

                """)
                return ExitStatus.success
            }
            let found: String
            if path == JournalDiscovery.fileName || path == "./" + JournalDiscovery.fileName {
                found = "  tally check                  # \(m[.initFoundHere])"
            } else {
                found = "  tally check -f \(path)\n  export TALLY_FILE=\(session.context.absolute(path))     # \(m[.initThenNoF])"
            }
            let accounts = m.count(j.declarations.count, .accounts), budgets = m.count(j.budgets.count, .budgets)
            session.stdout.write("""
            \(m.text(.initCreated, path, categories, accounts, budgets))
            \(m[.initNext])
            \(found)

            """)
            return ExitStatus.success
        }
    }
}
