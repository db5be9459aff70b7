import TallyEditing
import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// `tally add`: records one transaction, from the command line or by asking.
enum AddCommand: Command {
    static let name = "add"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(names: ["--from"], takesValue: true, help: "the account the money comes from (default: as last time)", valueName: "ACCOUNT"),
            OptionSpec(names: ["--to"], takesValue: true, help: "the account the money goes to: income, or a transfer", valueName: "ACCOUNT"),
            OptionSpec(names: ["--note"], takesValue: true, help: "a note, written as 'DESCRIPTION | NOTE'", valueName: "TEXT"),
            OptionSpec(names: ["--tag"], takesValue: true, help: "a tag for the transaction (repeatable)", valueName: "NAME[:VALUE]"),
            OptionSpec(names: ["--date"], takesValue: true, help: "the date (default: today)", valueName: "DATE"),
            OptionSpec(names: ["--cleared"], takesValue: false, help: "mark the transaction cleared (*)"),
            OptionSpec(names: ["--pending"], takesValue: false, help: "mark the transaction pending (!)"),
            OptionSpec(names: ["-n", "--dry-run"], takesValue: false, help: "show the transaction without writing it"),
            OptionSpec(names: ["-q", "--quiet"], takesValue: false, help: "print nothing once the transaction is written (no budget lines)"),
            CommonOptions.force,
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let inputs = try session.inputs()
        guard case .path(let path) = inputs[0] else {
            throw .usage("add writes to a file, not to standard input", hint: "name the file with -f FILE")
        }
        let args = session.arguments
        if args.has("--cleared") && args.has("--pending") { throw .usage("a transaction is either --cleared or --pending") }
        // A journal file that does not exist yet starts empty, and is created.
        let fs = session.context.fileSystem
        let creating = fs.canonicalPath(path) == nil && fs.canonicalPath(PathFolder.directory(of: path)) != nil
        let loaded = creating ? session.loadJournal(inputs, for: "add", replacing: path, with: []) : session.loadJournal(inputs, for: "add")
        guard let journal = loaded else { return ExitStatus.failure }
        let m = session.messages(journal)

        let scan = FileLayout.scan(journal.files[0], year: session.today.year)
        let layout = scan.layout
        let defaultCommodity = scan.defaultCommodity.map { journal.files[0].text($0) }
        var entry = QuickEntry(journal: journal, layout: layout, defaultCommodity: defaultCommodity)
        entry.messages = session.messages(journal)
        let reader = session.context.lineReader
        if let reader {
            entry.choose = { word, what, names in QuickEntryPrompts.choose(reader, word, what: what, among: names, m) }
            entry.askAgain = { problem, what in
                reader.say(problem.message + (problem.hint.map { " (\($0))" } ?? "") + "\n")
                guard let line = reader.readLine(prompt: what == "category" ? "Category: " : "Account: ") else { return nil }
                let answer = line.trimmingBlanks()
                return answer.isEmpty ? nil : answer
            }
        }

        var request: QuickEntryRequest
        let interactive = args.positional.isEmpty
        if interactive {
            guard let reader else {
                throw .usage("give a description and an amount", hint: "tally add DESCRIPTION AMOUNT [CATEGORY]; on a terminal, 'tally add' alone asks for each field")
            }
            guard let asked = QuickEntryPrompts(reader: reader, entry: entry, today: session.today, messages: m).ask() else {
                return cancelled(session, m)
            }
            request = asked
        } else {
            request = try self.request(args.positional, journal: journal, today: session.today)
        }
        if let d = args.value("--date") {
            guard let day = day(d, today: session.today) else { throw .usage("--date needs a date like \(session.today) or yesterday, found '\(d)'") }
            request.date = day
        }
        if request.from == nil { request.from = args.value("--from") }
        if request.to == nil { request.to = args.value("--to") }
        request.note = args.value("--note")
        request.tags = args.all("--tag")
        request.status = args.has("--cleared") ? .cleared : args.has("--pending") ? .pending : .unmarked

        let resolved: ResolvedEntry
        switch entry.resolve(request) {
        case .success(let r): resolved = r
        case .failure(.cancelled): return cancelled(session, m)
        case .failure(.usage(let e)): throw CLIError(e)
        }
        for note in resolved.notes { session.stderr.write("\(m.frame(.note)): \(note)\n") }
        let shown = String(decoding: resolved.transaction.text(layout: layout).filter { $0 != 13 }, as: UTF8.self)
        if args.has("--dry-run") {
            session.stdout.write(shown + m[.notWrittenDryRun] + "\n")
            return ExitStatus.success
        }
        if interactive, let reader {
            reader.say("\n" + shown + "\n")
            guard QuickEntryPrompts(reader: reader, entry: entry, today: session.today, messages: m)
                .askYesNo(m.text(.promptAddThis, path)) == true else {
                return cancelled(session, m)
            }
        }

        let edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today)
        var line = 0
        var written: [UInt8] = []
        let result = SafeFileWriter.updateAll([path], force: args.has("--force")) { current in
            if current[0] == nil && !creating {
                return .failure(SafeFileWriter.Failure("'\(path)' was removed while the transaction was prepared; nothing was written"))
            }
            switch edit.adding(resolved, to: current[0] ?? [], at: path, before: journal, scan: scan) {
            case .success(let (bytes, offset, text)):
                line = 1 + bytes[..<offset].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
                written = text.filter { $0 != 13 }
                return .success([bytes])
            case .failure(let f): return .failure(f)
            }
        }
        if case .failure(let f) = result {
            session.stderr.write("tally add: error: \(f.description)\n")
            return ExitStatus.failure
        }
        if args.has("--quiet") { return ExitStatus.success }
        session.stdout.write(Array((m.text(creating ? .addedToNewFile : .addedTo, path, String(line)) + "\n\n").utf8) + written)
        reportBudgets(session, inputs: inputs, accounts: resolved.intended.map(\.account), date: resolved.transaction.date)
        return ExitStatus.success
    }

    private static func cancelled(_ session: Session, _ m: Messages) -> Int32 {
        session.stderr.write(m[.cancelledNothingWritten] + "\n")
        return ExitStatus.failure
    }

    /// A date typed for a new transaction: `2026-11-20`, `2026/11/20`,
    /// `today`, `yesterday`.
    static func day(_ text: String, today: Day) -> Day? {
        guard case .success(let span) = PeriodExpression.parse(text, today: today), let start = span.start,
              span.end == start.adding(days: 1) else { return nil }
        return start
    }

    /// Whether a word is shaped like a date (`2026-02-30`, `2026/13/01`,
    /// `21/11/2026`, `11.21.26`): digits with `-`, `/` or `.` between them,
    /// starting with a four-digit year, or in three parts.
    static func looksLikeDate(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        let separators = [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")]
        guard let sep = bytes.first(where: { separators.contains($0) }),
              bytes.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == sep }) else { return false }
        let parts = bytes.split(separator: sep, omittingEmptySubsequences: false)
        if parts.count == 3 && parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 }) { return true }
        return bytes.count >= 8 && bytes.prefix(4).allSatisfy { $0 >= 48 && $0 <= 57 } && bytes[4] == sep
    }

    /// The dates `add` reads, for messages.
    static let dateForms = "2026-11-20, 2026/11/20, 2026.11.20, today or yesterday"

    /// `[DATE] DESCRIPTION… AMOUNT [COMMODITY] [CATEGORY]`: the description
    /// runs to the first word after it that reads as an amount, so it may
    /// be written without quotes.
    static func request(_ words: [String], journal: Journal, today: Day) throws(CLIError) -> QuickEntryRequest {
        var i = 0
        var date = today
        if words.count > 2, let d = day(words[0], today: today) {
            date = d
            i = 1
        } else if words.count > 2, looksLikeDate(words[0]) {
            // `2026-02-30 Bakery 3`: a mistyped date must not become the description.
            let hint = "write the date year first: \(dateForms); or leave it out for today"
            switch PeriodExpression.parse(words[0], today: today) {
            case .failure: throw .usage("'\(words[0])' looks like a date, but is none that Tally reads", hint: hint)
            case .success: throw .usage("'\(words[0])' is not one day", hint: hint)
            }
        }
        var k = i + 1
        while k < words.count, case .failure = TypedAmount.parse(words[k]) { k += 1 }
        guard k < words.count else {
            if words.count > i, case .success = TypedAmount.parse(words[i]) {
                throw .usage("give a description before the amount", hint: "tally add \"Lunch\" \(words[i]) food")
            }
            throw .usage("no amount found in '\(words[i...].joined(separator: " "))'",
                         hint: "tally add DESCRIPTION AMOUNT [CATEGORY], such as: tally add \"Phở Hà Nội\" 85000 food")
        }
        var amount = words[k]
        var next = k + 1
        // `25 k`: thousands, not a commodity named k.
        if next < words.count, ["k", "K", "m", "M"].contains(words[next]), case .success(let a) = AmountText.parse(amount), a.commodity.isEmpty {
            amount += words[next]
            next += 1
        }
        var r = QuickEntryRequest(date: date, description: words[i..<k].joined(separator: " "), amount: amount)
        let rest = Array(words[next...])
        switch rest.count {
        case 0: break
        case 1:
            let typedSymbol: Bool = {
                guard case .success(let a) = TypedAmount.parse(amount) else { return false }
                return !a.syntax.commodity.isEmpty
            }()
            if !typedSymbol, let c = journal.commodities.lookup(rest[0]), c != .none {
                r.commodity = rest[0]
            } else {
                r.category = rest[0]
            }
        case 2:
            r.commodity = rest[0]
            r.category = rest[1]
        default:
            throw .usage("too many words after the amount: '\(rest.joined(separator: " "))'",
                         hint: "quote a description of several words, and give at most a commodity and a category after the amount")
        }
        return r
    }
}
