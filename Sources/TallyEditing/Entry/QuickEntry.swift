import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// What `tally add` was asked to record, in the words typed.
package struct QuickEntryRequest {
    package init(date: Day, description: String, amount: String, commodity: String? = nil, category: String? = nil, from: String? = nil, to: String? = nil, note: String? = nil, tags: [String] = [], status: Status = .unmarked) {
        self.date = date
        self.description = description
        self.amount = amount
        self.commodity = commodity
        self.category = category
        self.from = from
        self.to = to
        self.note = note
        self.tags = tags
        self.status = status
    }

    package var date: Day
    package var description: String
    package var amount: String
    /// A commodity given as its own word (`85000 VND`).
    package var commodity: String?
    package var category: String?
    package var from: String?
    package var to: String?
    package var note: String?
    package var tags: [String] = []
    package var status: Status = .unmarked
    /// `--refund`: money coming back on a spending category, whatever the sign typed.
    package var isRefund = false
}

/// A posting the new transaction must read back as.
package struct IntendedPosting: Equatable {
    package var account: String
    package var commodity: String
    package var quantity: Quantity
}

/// A request turned into a transaction: what to write and what it must mean.
package struct ResolvedEntry {
    package var transaction: NewTransaction
    package var intended: [IntendedPosting]
    /// Things worth saying: a new account or commodity.
    package var notes: [String] = []
}

/// Turns a quick-entry request into postings of a journal: finds the
/// category and accounts by the words typed, reads the amount as the file
/// would, fills in what is missing from earlier transactions, and writes
/// the amounts in the commodity's style.
package struct QuickEntry {
    package enum Failure: Error {
        case usage(UsageError)
        case cancelled
    }

    package let journal: Journal
    package let layout: FileLayout
    /// The `D` directive's commodity symbol, if the file has one.
    package let defaultCommodity: String?
    package let history: EntryHistory
    /// The language of what `add` says back about the amount and the description.
    package var messages: Messages = .english
    /// Picks among several matching accounts (on a terminal); `nil` makes
    /// an ambiguous name an error that lists the candidates.
    package var choose: ((_ word: String, _ what: String, _ candidates: [String]) -> String?)?
    /// Asks for another word when one matches nothing (on a terminal);
    /// `nil` makes it an error.
    package var askAgain: ((_ problem: UsageError, _ what: String) -> String?)?
    /// `--new-commodity`: a symbol neither the journal nor the currency
    /// table knows starts a new commodity instead of being refused.
    package var allowsNewCommodity = false

    package init(journal: Journal, layout: FileLayout, defaultCommodity: String?) {
        self.journal = journal
        self.layout = layout
        self.defaultCommodity = defaultCommodity
        self.history = EntryHistory(journal)
    }

    // MARK: - Names

    /// Expense and income accounts in use, with their categories' display
    /// names, and accounts whose type is unknown.
    package func categoryCandidates() -> [NameMatcher.Candidate] {
        var aliases: [AccountID: [String]] = [:]
        for c in journal.categories { if let n = c.displayName { aliases[c.account, default: []].append(n) } }
        return journal.accounts.all.filter { journal.isUsed[Int($0.index)] && (history.isCategory($0) || journal.type(of: $0) == nil) }.map {
            NameMatcher.Candidate(name: journal.accounts.name($0), aliases: aliases[$0] ?? [])
        }
    }

    /// Accounts in use that are not expenses or income.
    package func accountCandidates() -> [NameMatcher.Candidate] {
        journal.accounts.all.filter { journal.isUsed[Int($0.index)] && !history.isCategory($0) }.map {
            NameMatcher.Candidate(name: journal.accounts.name($0))
        }
    }

    /// The account a typed word names. A word with `:` that matches nothing
    /// is a new account.
    package func resolveName(_ word: String, what: String, candidates: [NameMatcher.Candidate], notes: inout [String]) -> Result<String, Failure> {
        let trimmed = word.trimmingBlanks()
        let isCategory = what == "category"
        switch NameMatcher(candidates).match(trimmed) {
        case .unique(let name): return .success(name)
        case .ambiguous(let names):
            if let choose {
                guard let picked = choose(trimmed, what, names) else { return .failure(.cancelled) }
                return .success(picked)
            }
            let shown = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", " + messages.error(.inAll, String(names.count)) : "")
            return .failure(.usage(UsageError(message: messages.error(isCategory ? .severalCategories : .severalAccounts, trimmed, shown),
                                              hint: messages.error(.hintTypeMore))))
        case .none:
            if trimmed.contains(":") {
                if let problem = QuickEntry.problem(inAccountName: trimmed) {
                    return .failure(.usage(UsageError(message: messages.error(.cannotBeAccountName, trimmed, messages.text(problem)))))
                }
                notes.append(messages.error(.newAccountNote, trimmed))
                return .success(trimmed)
            }
            let known = candidates.map(\.name)
            let listed = known.prefix(6).joined(separator: ", ") + (known.count > 6 ? ", …" : "")
            let hint = known.isEmpty
                ? messages.error(isCategory ? .hintNoCategoriesYet : .hintNoAccountsYet)
                : messages.error(isCategory ? .hintKnownCategories : .hintKnownAccounts, listed)
            let problem = UsageError(message: messages.error(isCategory ? .noCategoryMatches : .noAccountMatches, trimmed), hint: hint)
            if let askAgain {
                guard let other = askAgain(problem, what) else { return .failure(.cancelled) }
                return resolveName(other, what: what, candidates: candidates, notes: &notes)
            }
            return .failure(.usage(problem))
        }
    }

    package static func problem(inAccountName name: String) -> LocalText? {
        if name.contains("  ") || name.contains("\t") { return LocalText(.nameHasTwoSpaces) }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 }) { return LocalText(.nameHasControl) }
        if let f = name.first, "([*!;#".contains(f) { return LocalText(.nameStartsWith, String(f)) }
        if name.hasPrefix(" ") || name.hasSuffix(" ") { return LocalText(.nameSpaceAtEnds) }
        return nil
    }

    // MARK: - Amounts

    /// The amount typed, read as the journal reads amounts of its commodity,
    /// and written in that commodity's style.
    package func amount(_ text: String, commodityWord: String?, account: AccountID?, notes: inout [String]) -> Result<WrittenAmount, Failure> {
        let typed: TypedAmount
        switch TypedAmount.parse(text, spellings: journal.commodities.spellingList) {
        case .success(let a): typed = a
        case .failure(let f): return .failure(.usage(UsageError(message: messages.error(.cannotReadAmount, text, f.message(messages)), hint: f.hint(messages))))
        }
        let syntax = typed.syntax
        let typedSymbol = typed.typedSymbol
        var symbol = typedSymbol
        if let word = commodityWord {
            if !typedSymbol.isEmpty && typedSymbol != word {
                return .failure(.usage(UsageError(message: messages.error(.addAmountOtherCommodity, text, typedSymbol, word))))
            }
            symbol = word
        }
        if symbol.isEmpty {
            symbol = defaultCommodity ?? history.usualCommodity(for: account).map { journal.commodities.symbol($0) } ?? ""
        }
        switch journalSpelling(of: symbol) {
        case .success(let spelled): symbol = spelled
        case .failure(let f): return .failure(f)
        }
        let id = journal.commodities.lookup(symbol)
        var quantity = syntax.quantity
        if let alternative = syntax.alternativeScale {
            let known = knownDecimalMark(id)
            let mark = syntax.style.decimalMark != 0 ? syntax.style.decimalMark : syntax.style.groupMark
            let readAsDecimal = syntax.style.decimalMark != 0
            if known != 0 && (known == mark) != readAsDecimal { quantity = quantity.reinterpreted(scale: alternative) }
        }
        guard let scaled = typed.scaled(quantity) else {
            return .failure(.usage(UsageError(message: messages.error(.addAmountTooLarge, text))))
        }
        quantity = scaled
        if quantity.isZero {
            return .failure(.usage(UsageError(message: messages.error(.amountZero, text), hint: messages.error(.hintAmountPaid))))
        }
        var style: AmountStyle
        if let id {
            style = self.style(of: id)
        } else {
            style = syntax.style
            if typedSymbol.isEmpty { style.symbolOnLeft = false; style.spaced = true }
            style.decimalMark = layout.decimalMark != 0 ? layout.decimalMark : journalDecimalMark
            style.groupMark = 0
            if !symbol.isEmpty { notes.append(messages.error(.newCommodityNote, symbol)) }
        }
        return .success(WrittenAmount(quantity: quantity, symbol: symbol, style: style))
    }


    /// The journal's own spelling of a currency typed as its `commodity`
    /// directives or the table know it (`đ`, `₫`, `vnd` in a journal of
    /// `VND`; `$` in a journal of `USD`, but `$` where the journal writes
    /// `$`), or the ISO code of one it does not use yet (Journal.currency(typed:)). A symbol neither the journal nor the table knows
    /// is refused when the journal declares its commodities, unless
    /// `allowsNewCommodity`; a `¥` that could be either of two currencies
    /// the journal uses (or neither) is refused naming both.
    package func journalSpelling(of typed: String) -> Result<String, Failure> {
        func usage(_ message: String, hint: String? = nil) -> Result<String, Failure> {
            .failure(.usage(UsageError(message: message, hint: hint)))
        }
        switch journal.currency(typed: typed) {
        case .commodity(let symbol): return .success(symbol)
        case .newCode(let code): return .success(code)
        case .ambiguous(let codes, _): return usage(messages.error(.currencyAmbiguous, typed, codes[0], codes.count > 1 ? codes[1] : ""))
        case .unknown: break
        }
        let declared = (0..<journal.commodities.count).filter { journal.commodities.isDeclared[$0] }.map { journal.commodities.symbol(CommodityID(Int32($0))) }
        if !declared.isEmpty && !allowsNewCommodity {
            let close = Suggestions.closest(to: typed, among: declared) ?? declared[0]
            return usage(messages.error(.currencyUnknown, typed), hint: messages.error(.hintNewCommodity, close))
        }
        return .success(typed)
    }

    func style(of id: CommodityID) -> AmountStyle { layout.style(of: id, in: journal) }

    /// The decimal mark of the journal's declared commodities when they
    /// agree on one (`1 000,00 PLN`: a comma), else `.`: how a new
    /// commodity's amounts are written in a file that does not say.
    var journalDecimalMark: UInt8 {
        let marks = Set((0..<journal.commodities.count).filter { journal.commodities.isDeclared[$0] }
            .map { journal.commodities.style(CommodityID(Int32($0))).decimalMark }.filter { $0 != 0 })
        if marks.count == 1, let mark = marks.first { return mark }
        return UInt8(ascii: ".")
    }

    /// `q` of commodity `id` as this entry would write it into the file.
    package func written(_ q: Quantity, _ id: CommodityID) -> [UInt8] { layout.written(q, id, in: journal) }

    /// The mark that decides an ambiguous number of this commodity, as the
    /// loader chooses it (grammar.md §9).
    private func knownDecimalMark(_ id: CommodityID?) -> UInt8 {
        if let id, journal.commodities.isDeclared[Int(id.index)] { return journal.commodities.style(id).decimalMark }
        if layout.decimalMark != 0 { return layout.decimalMark }
        return id.map { journal.commodities.decimalMarks[Int($0.index)] } ?? 0
    }
}
