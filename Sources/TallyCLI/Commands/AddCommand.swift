import TallyEditing
import TallyEngine
import TallyLocale
import TallySyntax
import TallySystem
import TallyValues

/// `tally add`: records one transaction, from the command line or by asking.
enum AddCommand: Command {
    static let name = "add"
    static var options: [OptionSpec] {
        CommonOptions.input + [
            OptionSpec(.from, value: "ACCOUNT", help: "the account the money comes from (default: as last time)"),
            OptionSpec(.to, value: "ACCOUNT", help: "the account the money goes to: income, or a transfer"),
            OptionSpec(.refund, help: "money coming back on a spending category (a refund), whatever the sign typed"),
            OptionSpec(.note, value: "TEXT", help: "a note, written as 'DESCRIPTION | NOTE'"),
            OptionSpec(.tag, value: "NAME[:VALUE]", help: "a tag for the transaction (repeatable)"),
            OptionSpec(.date, value: "DATE", help: "the date (default: today)"),
            OptionSpec(.cleared, help: "mark the transaction cleared (*)"),
            OptionSpec(.pending, help: "mark the transaction pending (!)"),
            OptionSpec(.dryRun, short: "n", help: "show the transaction without writing it"),
            OptionSpec(.quiet, short: "q", help: "print nothing once the transaction is written (no budget lines)"),
            OptionSpec(.newCommodity, help: "a currency or commodity neither the journal nor the currency table knows starts a new one instead of being refused"),
            CommonOptions.force,
        ] + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let inputs = try session.inputs()
        guard case .path(let path) = inputs[0] else {
            throw session.usageError(LocalText(.addNotStdin), hint: LocalText(.hintNameFile))
        }
        let args = session.arguments
        if args.has(.cleared) && args.has(.pending) { throw session.usageError(LocalText(.clearedOrPending)) }
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
        entry.allowsNewCommodity = args.has(.newCommodity)
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
                throw session.usageError(LocalText(.addGiveBoth), hint: LocalText(.hintAddGiveBoth))
            }
            guard let asked = QuickEntryPrompts(reader: reader, entry: entry, today: session.today, messages: m).ask() else {
                return cancelled(session, m)
            }
            request = asked
        } else {
            request = try self.request(args.positional, journal: journal, today: session.today, messages: m)
        }
        if let d = args.value(.date) {
            guard let day = day(d, today: session.today) else { throw session.usageError(LocalText(.addDateNeeded, session.today.description, d)) }
            request.date = day
        }
        // A date more than a month ahead is more often a slip (28/11 meant last year's) than a plan.
        if request.date - session.today > 31 {
            if !interactive, let reader, !args.has(.dryRun) {
                let answer = reader.readLine(prompt: m.text(.addFarAhead, request.date.description, m.count(request.date - session.today, .inDays)))?
                    .trimmingBlanks().lowercased()
                guard answer == "y" || answer == "yes" else { return cancelled(session, m) }
            } else if reader == nil {
                session.stderr.write("\(m.framed(.warning))\(m.text(.addFarAheadNote, request.date.description, m.count(request.date - session.today, .inDays)))\n")
            }
        }
        if request.from == nil { request.from = args.value(.from) }
        if request.to == nil { request.to = args.value(.to) }
        request.isRefund = args.has(.refund)
        request.note = args.value(.note)
        request.tags = args.all(.tag)
        request.status = args.has(.cleared) ? .cleared : args.has(.pending) ? .pending : .unmarked

        let resolved: ResolvedEntry
        switch entry.resolve(request) {
        case .success(let r): resolved = r
        case .failure(.cancelled): return cancelled(session, m)
        case .failure(.usage(let e)): throw CLIError(e)
        }
        for note in resolved.notes { session.stderr.write("\(m.framed(.note))\(note)\n") }
        if let bill = RecurringStatus.billPaid(by: resolved.intended.map { ($0.account, $0.commodity, $0.quantity) }, on: resolved.transaction.date, in: journal) {
            session.stderr.write("\(m.framed(.note))\(m.text(.addPaysBill, journal.recurringRules[bill.rule].name, bill.due.description))\n")
        }
        let shown = String(decoding: resolved.transaction.text(layout: layout).filter { $0 != 13 }, as: UTF8.self)
        if args.has(.dryRun) {
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

        let edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today, messages: session.messages())
        var line = 0
        var written: [UInt8] = []
        let result = SafeFileWriter.updateAll([path], force: args.has(.force)) { current in
            if current[0] == nil && !creating {
                return .failure(SafeFileWriter.Failure(LocalText(.removedWhileAdding, path)))
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
            session.stderr.write("tally add: \(session.messages().framed(.error))\(f.text(session.messages()))\n")
            return ExitStatus.failure
        }
        if args.has(.quiet) { return ExitStatus.success }
        session.stdout.write(Array((m.text(creating ? .addedToNewFile : .addedTo, path, String(line)) + "\n\n").utf8) + written)
        reportBudgets(session, inputs: inputs, accounts: resolved.intended.map(\.account), date: resolved.transaction.date)
        return ExitStatus.success
    }

    private static func cancelled(_ session: Session, _ m: Messages) -> Int32 {
        session.stderr.write(m[.cancelledNothingWritten] + "\n")
        return ExitStatus.failure
    }

    /// A date typed for a new transaction: `2026-11-20`, `28/11`,
    /// `hôm qua`, `2026年11月27日` (TypedDate), or a one-day period such as
    /// `yesterday`.
    static func day(_ text: String, today: Day, monthFirst: Bool = false) -> Day? {
        if case .day(let d, let n) = TypedDate.read(text.split(separator: " ").map(String.init), today: today, monthFirst: monthFirst),
           n == text.split(separator: " ").count { return d }
        guard case .success(let span) = PeriodExpression.parse(text, today: today), let start = span.start,
              span.end == start.adding(days: 1) else { return nil }
        return start
    }

    /// The dates `add` reads, for messages.
    static let dateForms = "2026-11-28, 28/11, 28.11.2026, 2026年11月28日, 11월 28일, hôm qua"
    /// The forms a Korean or Chinese journal reads, month first.
    static let monthFirstDateForms = "2026-11-28, 11/28, 2026年11月28日, 11月28日, 11월 28일, 2026. 11. 28."

    /// `[DATE] DESCRIPTION… AMOUNT [COMMODITY] [CATEGORY]`: the description
    /// runs to the first word after it that reads as an amount, so it may
    /// be written without quotes.
    static func request(_ words: [String], journal: Journal, today: Day, messages m: Messages = .english) throws(CLIError) -> QuickEntryRequest {
        var i = 0
        var date = today
        // `11/27` is month first in a Korean or Chinese journal, day first elsewhere.
        let monthFirst = m.language == .ko || m.language == .zhHans
        switch TypedDate.read(words, today: today, monthFirst: monthFirst) {
        case .day(let d, let n) where words.count > n + 1:
            date = d
            i = n
        case .invalid:
            // `31/02/2026 Bakery 3`: a mistyped date must not become the description.
            throw .usage(m.error(.dateNotRead, words[0]), hint: m.error(.hintDateForms, monthFirst ? monthFirstDateForms : dateForms))
        default:
            break
        }
        let own = journal.commodities.spellingList
        var k = i + 1
        while k < words.count, case .failure(let f) = TypedAmount.parse(words[k], spellings: own) {
            // A number with a unit word not understood (`1tr5x`) is the
            // amount, mistyped: said so, never read into the description.
            if f.local?.message.key == .unitNotUnderstood { throw .usage(f.message(m), hint: f.hint(m)) }
            k += 1
        }
        guard k < words.count else {
            if words.count > i, case .success = TypedAmount.parse(words[i], spellings: own) {
                throw .usage(m.error(.descriptionBeforeAmount), hint: m.error(.hintAddForm, "Lunch", words[i], "food"))
            }
            let example: (String, String, String) = {
                switch m.language {
                case .vi: return ("Phở Hà Nội", "85k", "ăn uống")
                case .pl: return ("Obiad", "25,50", "jedzenie")
                case .it: return ("Pranzo", "12,50", "cibo")
                case .ko: return ("점심", "9000", "식비")
                case .zhHans: return ("午饭", "35", "餐饮")
                default: return ("Lunch", "12.50", "food")
                }
            }()
            throw .usage(m.error(.noAmountFound, words[i...].joined(separator: " ")), hint: m.error(.hintAddForm, example.0, example.1, example.2))
        }
        var amount = words[k]
        var next = k + 1
        // `25 k`, `2 triệu`, `3 万`: a unit word, not a commodity.
        if next < words.count, NumberWords.isUnit(words[next]), case .success(let a) = AmountText.parse(amount), a.commodity.isEmpty {
            amount += words[next]
            next += 1
        }
        // `12,5 zł`, `20.000 đ` typed as two words: the currency the table knows.
        if next < words.count, !CurrencyNames.codes(words[next]).isEmpty || journal.commodities.declaredSpelling(words[next]) != nil,
           journal.commodities.lookup(words[next]) == nil,
           case .success(let a) = TypedAmount.parse(amount, spellings: own), a.typedSymbol.isEmpty {
            amount += " " + words[next]
            next += 1
        }
        var r = QuickEntryRequest(date: date, description: words[i..<k].joined(separator: " "), amount: amount)
        let rest = Array(words[next...])
        switch rest.count {
        case 0: break
        case 1:
            let typedSymbol: Bool = {
                guard case .success(let a) = TypedAmount.parse(amount, spellings: own) else { return false }
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
            throw .usage(m.error(.addTooManyWords, rest.joined(separator: " ")), hint: m.error(.hintAddTooManyWords))
        }
        return r
    }
}
