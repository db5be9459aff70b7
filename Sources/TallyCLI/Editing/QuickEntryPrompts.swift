import TallyEditing
import TallyEngine
import TallyLocale
import TallySyntax
import TallySystem
import TallyValues

/// The questions `tally add` asks on a terminal: each field in turn, with
/// the answer from the last transaction of the same description offered
/// as the default. An empty description or Ctrl-D cancels.
struct QuickEntryPrompts {
    let reader: any LineReader
    let entry: QuickEntry
    let today: Day
    /// The language the questions are asked in (answers stay y/n, and dates
    /// and amounts are read as the journal reads them).
    var messages: Messages = .english

    /// The request the answers make, or `nil` when cancelled.
    func ask() -> QuickEntryRequest? {
        guard let date = askDate() else { return nil }
        guard var description = reader.readLine(prompt: messages[.promptDescription] + ": ").map({ $0.trimmingBlanks() }), !description.isEmpty else {
            return nil
        }
        let history = entry.history
        if history.example(for: description) == nil {
            let matches = history.descriptions(startingWith: description)
            if matches.count == 1 {
                guard let yes = askYesNo(messages.text(.promptDidYouMean, matches[0])) else { return nil }
                if yes { description = matches[0] }
            }
        }
        if let problem = QuickEntry.descriptionProblem(description) {
            let text = messages.text(problem)
            reader.say(messages.error(.sentence, text.prefix(1).uppercased() + text.dropFirst()) + "\n")
            return nil
        }
        let example = history.example(for: description)
        let journal = entry.journal

        let suggestedAmount = example.map { ex in String(decoding: entry.written(ex.amount, ex.commodity), as: UTF8.self) }
        var amount = ""
        while true {
            guard let answer = ask(messages[.promptAmount], suggestedAmount) else { return nil }
            if answer.isEmpty { continue }
            switch AmountText.parse(answer) {
            case .success: amount = answer
            case .failure(let f):
                reader.say(messages.text(.promptBadAmount, answer, f.message(messages)) + "\n")
                continue
            }
            break
        }

        guard let category = askName(messages[.promptCategory], what: "category", suggested: example?.category.map { journal.accounts.name($0) },
                                     candidates: entry.categoryCandidates()) else { return nil }
        let isIncome = journal.accounts.lookup(category).map { journal.type(of: $0) == .income } ?? false
        let suggestedAccount = (example?.account ?? history.usualAccount(income: isIncome)).map { journal.accounts.name($0) }
        guard let account = askName(messages[isIncome ? .promptToAccount : .promptFromAccount], what: "account", suggested: suggestedAccount,
                                    candidates: entry.accountCandidates()) else { return nil }
        return QuickEntryRequest(date: date, description: description, amount: amount, commodity: nil, category: category,
                                 from: isIncome ? nil : account, to: isIncome ? account : nil)
    }

    /// One answer; the suggestion when the answer is empty; `nil` on Ctrl-D.
    private func ask(_ label: String, _ suggestion: String?) -> String? {
        let prompt = suggestion.map { "\(label) [\($0)]: " } ?? "\(label): "
        guard let line = reader.readLine(prompt: prompt) else { return nil }
        let answer = line.trimmingBlanks()
        return answer.isEmpty ? (suggestion ?? "") : answer
    }

    private func askDate() -> Day? {
        while true {
            guard let answer = ask(messages[.promptDate], today.description) else { return nil }
            if let d = AddCommand.day(answer, today: today, monthFirst: messages.language == .ko || messages.language == .zhHans) { return d }
            reader.say(messages.text(.promptBadDate, answer, today.description) + "\n")
        }
    }

    /// A category or account, asked until a name is found.
    private func askName(_ label: String, what: String, suggested: String?, candidates: [NameMatcher.Candidate]) -> String? {
        while true {
            guard let answer = ask(label, suggested) else { return nil }
            if answer.isEmpty { continue }
            var notes: [String] = []
            var asking = entry
            asking.askAgain = nil      // this loop asks again itself
            switch asking.resolveName(answer, what: what, candidates: candidates, notes: &notes) {
            case .success(let name): return name
            case .failure(.cancelled): return nil
            case .failure(.usage(let e)):
                reader.say(e.message + (e.hint.map { " (\($0))" } ?? "") + "\n")
            }
        }
    }

    func askYesNo(_ prompt: String) -> Bool? {
        while true {
            guard let line = reader.readLine(prompt: prompt) else { return nil }
            switch line.trimmingBlanks().lowercased() {
            case "", "y", "yes": return true
            case "n", "no": return false
            default: reader.say(messages[.promptAnswerYesNo] + "\n")
            }
        }
    }

    /// Picks one of several matching names: by number, or by typing more of it.
    static func choose(_ reader: any LineReader, _ word: String, what: String, among names: [String], _ m: Messages = .english) -> String? {
        var text = m.text(.promptMatches, word, m.count(names.count, what == "category" ? .categories : .accounts)) + "\n"
        for (i, n) in names.enumerated() { text += "  \(i + 1)  \(n)\n" }
        reader.say(text)
        while true {
            guard let line = reader.readLine(prompt: m.text(.promptWhichOne, String(names.count))) else { return nil }
            let answer = line.trimmingBlanks()
            if let k = Int(answer), (1...names.count).contains(k) { return names[k - 1] }
            if case .unique(let name) = NameMatcher(names.map { NameMatcher.Candidate(name: $0) }).match(answer) { return name }
            reader.say(m.text(.promptTypeNumber, String(names.count)) + "\n")
        }
    }
}
