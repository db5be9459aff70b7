import TallyEditing
import TallyEngine
import TallyLocale
import TallySyntax
import TallySystem
import TallyValues

/// `tally fmt`: lays the journal's files out canonically.
enum FmtCommand: Command {
    static let name = "fmt"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.check, help: "write nothing; exit 1 and name the files that are not formatted"),
            OptionSpec(.diff, help: "write nothing; show the changes as a unified diff"),
            CommonOptions.force,
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        // FILE arguments are journals too.
        var session = session
        for p in session.arguments.positional { session.arguments.values[Repeatable.file.name, default: []].append(p) }
        let inputs = try session.inputs()
        guard let journal = session.loadJournal(inputs, for: "fmt") else { return ExitStatus.failure }
        let check = session.arguments.has(.check), showDiff = session.arguments.has(.diff)

        var changes: [FileChange] = []
        var standardInput: (old: [UInt8], new: [UInt8])?
        var seen = Set<String>()
        for file in journal.files where seen.insert(file.path).inserted {
            let isStdin = inputs.contains { if case .bytes(let name, _) = $0 { return name == file.path } else { return false } }
            if check && !showDiff && !isStdin {
                // Only whether it changes: compared as it is formatted, never held.
                if JournalFormatter.changesFile(file, journal: journal, year: session.today.year) { changes.append(FileChange(path: file.path, old: [], new: [])) }
                continue
            }
            let formatted = JournalFormatter(file: file, journal: journal, year: session.today.year).format()
            if isStdin {
                standardInput = (file.bytes.array, formatted)
            } else if formatted != file.bytes {
                changes.append(FileChange(path: file.path, old: file.bytes.array, new: formatted))
            }
        }

        // Read everything back before showing or writing any of it (--check
        // alone only reports, so it skips this).
        var edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today, messages: session.messages())
        edit.workers = session.context.workers
        edit.memoryHints = session.context.memoryHints
        if !(check && !showDiff), let problem = verify(changes, standardInput: standardInput?.new, before: journal, edit: edit, inputs: inputs,
                                                        messages: session.messages()) {
            session.stderr.write("tally fmt: \(session.messages().framed(.error))\(problem)\n")
            return ExitStatus.failure
        }
        let m = session.messages(journal)
        var shown = changes
        if let s = standardInput, s.old != s.new { shown.insert(FileChange(path: "<stdin>", old: s.old, new: s.new), at: 0) }
        if showDiff {
            for c in shown { session.stdout.write(LineDiff.unified(c.old, c.new, oldName: c.path, newName: c.path + " (formatted)")) }
        }
        if check {
            for c in shown { session.stdout.write(m.text(.fmtNotFormatted, c.path) + "\n") }
            return shown.isEmpty ? ExitStatus.success : ExitStatus.failure
        }
        if showDiff { return ExitStatus.success }
        if let s = standardInput {
            session.stdout.write(s.new)
            if changes.isEmpty { return ExitStatus.success }
        }
        if changes.isEmpty {
            let count = journal.files.count - (standardInput == nil ? 0 : 1)
            session.stdout.write(m.text(.fmtAlreadyFormatted, count == 1 ? journal.files[0].path : m.count(count, .files)) + "\n")
            return ExitStatus.success
        }

        let result = SafeFileWriter.replaceAll(changes, force: session.arguments.has(.force)) { LocalText(.changedWhileFormatting, $0) }
        if case .failure(let f) = result {
            session.stderr.write("tally fmt: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        }
        if standardInput == nil {
            for c in changes { session.stdout.write(m.text(.fmtFormatted, c.path) + "\n") }
        }
        return ExitStatus.success
    }

    /// Why the formatted files cannot be written, or `nil` when they read
    /// back to the same journal.
    static func verify(_ changes: [FileChange], standardInput: [UInt8]?, before: Journal,
                       edit: JournalEdit, inputs: [JournalInput], messages m: Messages) -> String? {
        var edit = edit
        if let formatted = standardInput {
            edit.inputs = inputs.map { if case .bytes(let name, _) = $0 { return .bytes(name: name, formatted) } else { return $0 } }
        }
        let after: Journal
        switch edit.verify(replacing: changes.map { ($0.path, $0.new) }) {
        case .success(let r): after = r.journal
        case .failure(let f): return f.text(m)
        }
        if let difference = JournalComparison(old: before, new: after).firstDifference(old: { _ in true }, new: { _ in true }) {
            return m.text(LocalText(.fmtWouldChange, saying: difference))
        }
        if JournalMeaning.directivesSummary(before) != JournalMeaning.directivesSummary(after) {
            return m.error(.fmtWouldChangePlans)
        }
        return nil
    }
}
