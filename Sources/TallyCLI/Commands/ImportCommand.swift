import TallyEditing
import TallyEngine
import TallyReports
import TallyImport
import TallyLocale
import TallySyntax
import TallySystem
import TallyValues

/// `tally import`: a bank or e-wallet statement (CSV) into the journal, with
/// an hledger rules file.
enum ImportCommand: Command {
    static let name = "import"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.rules, value: "FILE", help: "the rules file (default: STATEMENT.rules, or rules/NAME.rules beside the journal)"),
            OptionSpec(.dryRun, short: "n", help: "print the transactions that would be added; write nothing (works without a journal)"),
            OptionSpec(.yes, short: "y", help: "do not ask before writing on a terminal"),
            OptionSpec(.allowDuplicates, help: "add rows even when the journal already holds them"),
            OptionSpec(.matchDays, value: "N", help: "a row is a payment already in the journal when one on its account has its amount within this many days (default 3; 0: never)"),
            OptionSpec(.interactive, help: "on a terminal: confirm each row matched to a payment already in the journal"),
            OptionSpec(.rulesWizard, help: "on a terminal: ask which column is what and write a starter rules file"),
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let args = session.arguments
        guard args.positional.count == 1 else {
            throw .usage(session.messages().error(args.positional.isEmpty ? .importNameStatement : .importOneStatement),
                                      hint: "tally import STATEMENT.csv --rules FILE.rules -f JOURNAL")
        }
        let statementPath = args.positional[0]
        if let text = args.value(.matchDays) {
            guard let n = Int(text), n >= 0, n <= 31 else {
                throw .usage(session.messages().text(.importBadMatchDays, text))
            }
        }
        let fs = session.context.fileSystem
        let dryRun = args.has(.dryRun)
        if args.has(.rulesWizard) {
            switch fs.read(statementPath) {
            case .success(let statement): return try wizard(session, statementPath, statement)
            case .failure(let error): return unreadable(session, statementPath, error)
            }
        }
        var inputs: [JournalInput]?
        do throws(CLIError) {
            inputs = try session.inputs()
        } catch {
            if !dryRun { throw error }
        }
        if let first = inputs?.first, case .bytes = first, !dryRun {
            throw session.usageError(LocalText(.importNotStdin), hint: LocalText(.hintNameFile))
        }

        let statement: [UInt8]
        switch fs.read(statementPath) {
        case .success(let bytes): statement = bytes
        case .failure(let error): return unreadable(session, statementPath, error)
        }
        guard let rulesPath = rulesFile(for: statementPath, given: args.value(.rules), inputs: inputs, fs: fs) else {
            let m = session.messages()
            throw .usage(m.error(.noRulesFile, statementPath), hint: m.error(.hintNoRulesFile, statementPath))
        }
        let rulesBytes: [UInt8]
        switch fs.read(rulesPath) {
        case .success(let bytes): rulesBytes = bytes
        case .failure(let error): return unreadable(session, rulesPath, error)
        }

        let conversion: Conversion
        let converter: StatementConverter
        switch RulesParser.parse(path: rulesPath, bytes: rulesBytes, read: { p in try? fs.read(p).get() }) {
        case .failure(let d):
            return report(session, d, files: [SourceFile(id: FileID(0), path: rulesPath, bytes: rulesBytes)])
        case .success(let rules):
            let text: [UInt8]
            switch decoded(statement, path: statementPath, rules: rules) {
            case .success(let t): text = t
            case .failure(let d): return report(session, d.diagnostic, files: d.files)
            }
            do {
                converter = try StatementConverter(rules: rules, statementPath: statementPath, bytes: text)
            } catch {
                return report(session, error, files: rules.files)
            }
            switch converter.convert() {
            case .success(let c): conversion = c
            case .failure(let d): return report(session, d, files: converter.files)
            }
        }
        let m = session.messages()
        if let row = conversion.transactions.lazy.compactMap({ ImportText.unwritable($0, m) }).first {
            session.stderr.write("tally import: \(m.framed(.error))\(m.error(.nothingWrittenAfter, row.message))\n  \(m.framed(.hint))\(row.hint)\n")
            return ExitStatus.failure
        }

        guard let inputs else {
            // A converter: no journal to match against or write into.
            let text = ImportText(layout: FileLayout(), journal: nil)
            let printed = Array(conversion.transactions.map(text.text).joined(separator: [10]))
            guard readsBack(session, printed) else { return ExitStatus.failure }
            session.stdout.write(printed)
            summary(session, statementPath, conversion, added: conversion.transactions, duplicates: 0, guesses: [], into: nil,
                    messages: session.messages())
            return ExitStatus.success
        }
        return ImportWrite(session: session, inputs: inputs, statementPath: statementPath, conversion: conversion).run()
    }

    /// Writes a starter rules file from answers, then reads the statement with it.
    static func wizard(_ session: Session, _ statementPath: String, _ statement: [UInt8]) throws(CLIError) -> Int32 {
        guard let reader = session.context.lineReader else {
            throw .usage(session.messages()[.wizardNeedsTerminal], hint: session.messages().error(.hintWizardByHand))
        }
        let target = session.arguments.value(.rules) ?? statementPath + ".rules"
        if session.context.fileSystem.canonicalPath(target) != nil {
            throw session.usageError(LocalText(.fileExists, target), hint: LocalText(.hintRulesExist))
        }
        var wizard = RulesWizard(reader: reader, statementPath: statementPath, bytes: statement)
        // The journal, when there is one, for its language and its currency.
        var journal: Journal?
        if let inputs = try? session.inputs() {
            var loader = JournalLoader(fileSystem: session.context.fileSystem, today: session.today)
            loader.workers = session.context.workers
            loader.memoryHints = session.context.memoryHints
            let result = loader.load(inputs)
            if !result.hasErrors { journal = result.journal }
        }
        wizard.messages = journal.map { session.messages($0) } ?? session.messages()
        wizard.journalCurrency = journal.flatMap(Self.mostUsedCommodity)
        switch wizard.ask() {
        case .failure(let f): return fail(session, f.text(session.messages()))
        case .success(nil):
            session.stderr.write(session.messages()[.cancelledNothingWritten] + "\n")
            return ExitStatus.failure
        case .success(let text?):
            if case .failure(let f) = SafeFileWriter.create(target, bytes: Array(text.utf8)) { return fail(session, f.text(session.messages())) }
            reader.say(wizard.messages.text(.wizardWrote, target, "tally import \(statementPath) --rules \(target) --dry-run") + "\n")
            return ExitStatus.success
        }
    }

    /// The commodity of most of the journal's postings, if any has one
    /// (`ReportCurrency.mostUsed`).
    static func mostUsedCommodity(_ journal: Journal) -> String? {
        let symbol = journal.commodities.symbol(ReportCurrency.mostUsed(journal, preferSymbol: true))
        return symbol.isEmpty ? nil : symbol
    }

    struct DecodingError: Error {
        var diagnostic: Diagnostic
        var files: [SourceFile]
    }

    /// The statement as UTF-8: converted from the `encoding` the rules
    /// name, else as it is.
    static func decoded(_ statement: [UInt8], path: String, rules: Rules) -> Result<[UInt8], DecodingError> {
        guard let encoding = rules.encoding else { return .success(statement) }
        switch TextDecoding.utf8(statement, from: encoding) {
        case .success(let text): return .success(text)
        case .failure(.unknownEncoding):
            return .failure(DecodingError(diagnostic: .error("rules-unknown-encoding", LocalText(.unknownEncoding, encoding), at: rules.encodingLocation,
                                                             hint: LocalText(.hintUnknownEncoding)),
                                          files: rules.files))
        case .failure(.invalid(let offset)):
            let file = SourceFile(id: FileID(rules.files.count), path: path, bytes: statement)
            let byte = String(statement[offset], radix: 16, uppercase: true)
            return .failure(DecodingError(diagnostic: .error("csv-invalid-encoding", LocalText(.statementNotEncoding, encoding, byte),
                                                             at: SourceLocation(file: file.id, range: TextRange(offset, offset + 1)),
                                                             hint: LocalText(.hintStatementEncoding)),
                                          files: rules.files + [file]))
        }
    }

    /// The text a dry run prints reads back on its own (`tally check -f -`
    /// passes on it), else the dry run fails with its first error, as the
    /// import into a journal would. Balance assertions are left out of the
    /// check: without the journal's earlier transactions they cannot hold.
    static func readsBack(_ session: Session, _ text: [UInt8]) -> Bool {
        let result = JournalLoader(fileSystem: session.context.fileSystem, today: session.today).load([.bytes(name: "<import --dry-run>", text)])
        guard let first = result.diagnostics.first(where: { $0.severity == .error && $0.id != "assertion-failed" }) else { return true }
        session.printDiagnostics([first], files: result.journal.files)
        session.stderr.write("tally import: \(session.messages().error(.importWouldNotReadBack))\n")
        return false
    }

    static func fail(_ session: Session, _ message: String) -> Int32 {
        let m = session.messages()
        session.stderr.write("tally import: \(m.framed(.error))\(m.error(.nothingWrittenAfter, message))\n")
        return ExitStatus.failure
    }

    /// A statement or rules file that cannot be read, saying why: a device
    /// or pipe and a file over the size limit are refused by design.
    static func unreadable(_ session: Session, _ path: String, _ error: FileSystemError) -> Int32 {
        let m = session.messages()
        switch error.refusal {
        case .notRegularFile: return fail(session, m.error(.notRegularFile, path))
        case .tooLarge(let limit): return fail(session, m.error(.fileTooLarge, path, FileSizeLimit.describe(limit)))
        case nil: return fail(session, m.text(LocalText(.cannotRead, path, error.message)))
        }
    }

    static func report(_ session: Session, _ d: Diagnostic, files: [SourceFile]) -> Int32 {
        session.printDiagnostics([d], files: files)
        session.stderr.write("tally import: \(session.messages()[.nothingWasWritten])\n")
        return ExitStatus.failure
    }

    /// `--rules`, else `STATEMENT.rules` beside the statement, else the
    /// longest `rules/NAME.rules` beside the first journal file whose NAME
    /// starts the statement's file name (ignoring case).
    static func rulesFile(for statement: String, given: String?, inputs: [JournalInput]?, fs: any FileSystem) -> String? {
        if let given { return given }
        if fs.canonicalPath(statement + ".rules") != nil { return statement + ".rules" }
        guard let first = inputs?.first, case .path(let journal) = first else { return nil }
        let folder = PathFolder.directory(of: journal) + "/rules/"
        let base = PathFolder.name(of: statement).lowercased()
        var best: String?
        var bestLength = 0
        for candidate in fs.glob(folder + "*.rules") {
            let name = PathFolder.name(of: candidate).dropLast(".rules".count).lowercased()
            if !name.isEmpty && base.hasPrefix(name) && name.count > bestLength {
                best = candidate
                bestLength = name.count
            }
        }
        return best
    }

    /// The summary, on standard error so standard output stays journal text.
    static func summary(_ session: Session, _ statement: String, _ c: Conversion, added: [ImportedTransaction], duplicates: Int,
                        guesses: [ImportMatching.Guess], into journal: String?, written: Bool = true, messages m: Messages) {
        var lines: [String] = []
        let rows = m.count(c.rowsRead, .rows), transactions = m.count(added.count, .transactions)
        var line = journal.flatMap { written ? m.text(.importAdded, statement, rows, transactions, $0) : nil }
            ?? m.text(.importToAdd, statement, rows, transactions)
        if let first = added.map(\.date).min(), let last = added.map(\.date).max() { line += " (" + m.text(.rangeTo, first.description, last.description) + ")" }
        lines.append(line)
        lines.append("  " + m.text(.importDuplicates, String(duplicates)))
        let unknown = added.filter { $0.postings.contains { ImportedTransaction.isUnknown($0.account) } }.count
        lines.append("  " + m.text(.importUnknown, String(unknown)))
        if !guesses.isEmpty {
            lines.append("  " + m.text(.importGuessed, String(guesses.count)))
            for g in guesses { lines.append("    \(g.transaction.date) \(g.transaction.description) → \(g.account)") }
        }
        session.stderr.write(lines.joined(separator: "\n") + "\n")
    }
}
