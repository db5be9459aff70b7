import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

extension QuickEntry {
    /// The transaction a request describes.
    ///
    /// With a category, money goes from `--from` (or the usual account) to
    /// an expense, or from an income to `--to` (or the usual account). With
    /// `--to` and no category it is a transfer from `--from` (or the usual
    /// account). A missing category or account comes from the last
    /// transaction with the same description.
    package func resolve(_ r: QuickEntryRequest) -> Result<ResolvedEntry, Failure> {
        func usage(_ message: String, _ hint: String? = nil) -> Result<ResolvedEntry, Failure> {
            .failure(.usage(UsageError(message: message, hint: hint)))
        }
        let description = r.description.trimmingBlanks()
        if let problem = QuickEntry.descriptionProblem(description) { return usage(messages.text(problem)) }
        if let note = r.note, QuickEntry.isUnfit(note) {
            return usage(messages.error(note.contains(";") ? .noteSemicolon : .noteControl))
        }
        var tagTexts: [String] = []
        for t in r.tags {
            switch QuickEntry.tagText(t, messages) {
            case .success(let text): tagTexts.append(text)
            case .failure(let e): return .failure(.usage(e))
            }
        }
        var notes: [String] = []
        let example = history.example(for: description)

        // The category, or a transfer.
        var category: String?
        var isIncome = false
        if let word = r.category {
            switch resolveName(word, what: "category", candidates: categoryCandidates(), notes: &notes) {
            case .success(let name): category = name
            case .failure(let f): return .failure(f)
            }
            // Set by the success case just above; the failure returned.
            if let id = journal.accounts.lookup(category!) {
                isIncome = journal.type(of: id) == .income
            } else {
                isIncome = ["income", "revenue", "revenues"].contains(category!.split(separator: ":").first.map { $0.lowercased() } ?? "")
            }
        } else if r.to == nil {
            guard let ex = example, let c = ex.category else {
                return usage(messages.error(.addSayWhatFor, description), messages.error(.hintAddSayWhatFor, description, r.amount))
            }
            category = journal.accounts.name(c)
            isIncome = ex.isIncome
        }

        // The account the money comes from or goes to.
        func account(_ word: String?, role: String) -> Result<String, Failure> {
            if let word { return resolveName(word, what: "account", candidates: accountCandidates(), notes: &notes) }
            if let a = example?.account { return .success(journal.accounts.name(a)) }
            if let a = history.usualAccount(income: isIncome) { return .success(journal.accounts.name(a)) }
            let to = role == "go to"
            return .failure(.usage(UsageError(message: messages.error(to ? .whichAccountTo : .whichAccountFrom),
                                              hint: messages.error(to ? .hintGiveTo : .hintGiveFrom))))
        }
        var first: String, second: String
        // Money coming back from a spending category into the account --to
        // names: a refund, whatever the sign typed (`599k` or `-599k`).
        let refundInto = category != nil && !isIncome && r.to != nil
        if r.isRefund && (category == nil || isIncome) {
            return usage(messages.error(.refundNeedsSpending), "tally add \"Refund\" 25 shoes --refund")
        }
        if let category {
            if refundInto && r.from != nil {
                return usage(messages.error(.refundToOrFrom), "tally add \"Refund\" 25 shoes --to bank")
            }
            switch account(isIncome ? (r.to ?? r.from) : (refundInto ? r.to : r.from), role: isIncome || refundInto ? "go to" : "come from") {
            case .success(let a): (first, second) = isIncome ? (a, category) : (category, a)
            case .failure(let f): return .failure(f)
            }
        } else {
            let to: String
            // Without a category the entry is a transfer, which the parser only makes with a `to` account.
            switch resolveName(r.to!, what: "account", candidates: accountCandidates(), notes: &notes) {
            case .success(let a): to = a
            case .failure(let f): return .failure(f)
            }
            switch account(r.from, role: "come from") {
            case .success(let a): (first, second) = (to, a)
            case .failure(let f): return .failure(f)
            }
        }
        if first == second { return usage(messages.error(.moneyToItself, first), messages.error(.hintTwoAccounts)) }

        var amount: WrittenAmount
        switch self.amount(r.amount, commodityWord: r.commodity, account: journal.accounts.lookup(isIncome ? first : second), notes: &notes) {
        case .success(let a): amount = a
        case .failure(let f): return .failure(f)
        }
        if (refundInto || r.isRefund) && amount.quantity > .zero { amount.quantity = amount.quantity.negated() }
        if amount.quantity < .zero { notes.append(negativeNote(amount, from: first, into: second, refund: category != nil && !isIncome)) }
        let balancing = layout.elidesBalancingAmount ? nil : amount.writing(amount.quantity.negated())
        let transaction = NewTransaction(
            date: r.date, status: r.status,
            description: r.note.map { description + " | " + $0.trimmingBlanks() } ?? description,
            comment: tagTexts.isEmpty ? nil : tagTexts.joined(separator: ", "),
            postings: [.init(account: first, amount: amount.written), .init(account: second, amount: balancing)])
        let intended = [IntendedPosting(account: first, commodity: amount.symbol, quantity: amount.quantity),
                        IntendedPosting(account: second, commodity: amount.symbol, quantity: amount.quantity.negated())]
        return .success(ResolvedEntry(transaction: transaction, intended: intended, notes: notes))
    }

    /// What keeps `d` from being a description, in every language.
    package static func descriptionProblem(_ d: String) -> LocalText? {
        if d.isEmpty { return LocalText(.descriptionEmpty) }
        if let f = d.first, "*!(".contains(f) { return LocalText(.descriptionStatusStart, String(f)) }
        if d.contains(";") { return LocalText(.descriptionSemicolon) }
        if isUnfit(d) { return LocalText(.descriptionControl) }
        return nil
    }

    /// Whether `t` cannot stand in a transaction's first line: a `;`
    /// would start a comment, a line break or control character end it.
    package static func isUnfit(_ t: String) -> Bool {
        t.contains(";") || t.unicodeScalars.contains(where: { $0.value < 0x20 })
    }

    /// `trip:hanoi` or `friends` as it goes in the header comment.
    package static func tagText(_ tag: String, _ messages: Messages = .english) -> Result<String, UsageError> {
        let parts = tag.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].trimmingBlanks()
        let value = parts.count > 1 ? parts[1].trimmingBlanks() : ""
        if name.isEmpty || name.contains(where: { $0 == " " || $0 == "," || $0 == ";" || $0 == "\t" }) {
            return .failure(UsageError(message: messages.error(.notATag, tag), hint: messages.error(.hintTagForm)))
        }
        if value.contains(",") || isUnfit(value) {
            return .failure(UsageError(message: messages.error(.tagValueBad, tag)))
        }
        return .success(name + ":" + (value.isEmpty ? "" : value))
    }
}
