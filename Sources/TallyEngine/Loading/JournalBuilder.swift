import TallyLocale
import TallySyntax
import TallyValues

/// Resolves syntax entries into a `Journal`, one entry at a time.
struct JournalBuilder {
    var journal = Journal()
    var diagnostics: [Diagnostic] = []
    let today: Day
    /// A `decimal-mark` directive's mark, applied to commodities with no mark of their own.
    var globalDecimalMark: UInt8 = 0
    /// The `D` directive's commodity, given to bare numbers.
    var defaultCommodity: CommodityID?
    /// Transactions holding balance assignments or postings waiting for them,
    /// balanced during the assertion pass (by index in file order).
    var deferred: Set<Int32> = []
    /// The postings of those transactions as read, by the same index, for
    /// the assertion pass to balance (the text is not parsed again).
    var deferredPostings: [Int32: [PendingPosting]] = [:]
    var hasAssertions = false
    /// The most decimals, and a digit-group mark, the amounts of `C` lines
    /// wrote for each commodity: they add to its display style at the end.
    var conversionStyles: [CommodityID: AmountStyle] = [:]
    /// A `strict` directive was read: undeclared accounts are errors.
    var strict = false
    /// Warn of every undeclared account, not only typo-like ones.
    var everyUndeclared = false
    /// Budget and goal references checked once every file is read.
    var pendingBudgets: [(BudgetDirective, FileID)] = []
    var pendingGoals: [(GoalDirective, FileID)] = []
    /// The location where each account was first used or declared.
    var firstUse: [SourceLocation?] = []
    /// Per commodity, the first amount whose mark was ambiguous while the
    /// decimal mark was unknown, and whether it was read as decimal.
    var firstAmbiguous: [CommodityID: (location: SourceLocation, readAsDecimal: Bool)] = [:]
    /// Buffers reused from one transaction to the next.
    var scratchPostings: [PendingPosting] = []
    var scratchSums = BalanceSums()
    /// The last commodity symbol of at most eight bytes interned, as a word.
    var lastSymbol: (word: UInt64, count: Int, id: CommodityID)?
    /// Aliases, `apply` blocks, automated rules and timeclock sessions in force.
    var ledger = LedgerState()
    /// "Did you mean" hints left to compute: each compares the name with
    /// every account, so a journal of thousands of unknown names gets them
    /// for the first ones only.
    var suggestionsLeft = 50
    /// The bytes of the files parsed so far (see `reserveCapacity(forBytes:)`).
    var bytesRead = 0
    /// Told of the rows reserved before they are filled.
    var memoryHints: any MemoryHints = NoMemoryHints()

    init(today: Day) {
        self.today = today
    }

    mutating func report(_ d: Diagnostic) { diagnostics.append(d) }

    mutating func addFile(path: String, bytes: SourceBytes) -> SourceFile {
        let file = SourceFile(id: FileID(journal.files.count), path: path, bytes: bytes)
        journal.files.append(file)
        return file
    }

    /// Reserves room for the postings and transactions the files read so
    /// far likely hold, so the arrays are not copied while they grow (pages
    /// reserved but never written cost no memory). An included file adds
    /// its share to what its includer's rest still needs.
    mutating func reserveCapacity(forBytes count: Int) {
        bytesRead += count
        journal.postings.reserveCapacity(max(journal.postings.count, bytesRead / 40), hints: memoryHints)
        journal.transactions.reserveCapacity(max(journal.transactions.count, bytesRead / 120), hints: memoryHints)
    }

    mutating func add(_ entry: Entry, in file: SourceFile) {
        switch entry {
        case .transaction(let t): addTransaction(t, in: file)
        case .periodic(let p): addPeriodic(p, in: file)
        case .directive(let d): addDirective(d, in: file)
        case .trivia, .invalid: break
        }
    }

    /// Interns an account and records its first use.
    mutating func account(_ range: TextRange, in file: SourceFile) -> AccountID {
        let (id, cut): (AccountID, Int?)
        let rewritten = rewrittenName(range, in: file)
        if let name = rewritten, name.isEmpty {
            report(.error("invalid-account", LocalText(.aliasEmptiesName, file.text(range)), at: SourceLocation(file: file.id, range: range),
                          hint: LocalText(.hintAliasEmpty)))
            (id, cut) = journal.accounts.internLimited(file.bytes, range.range)
        } else if let name = rewritten {
            let (rewritten, rewrittenCut) = journal.accounts.internLimited(name, 0..<name.count)
            (id, cut) = (rewritten, rewrittenCut.map { _ in range.upperBound })
        } else {
            (id, cut) = journal.accounts.internLimited(file.bytes, range.range)
        }
        if let cut {
            report(.error("invalid-account", LocalText(.accountTooDeep, String(AccountTable.maximumDepth)),
                          at: SourceLocation(file: file.id, range: TextRange(range.lowerBound, cut)),
                          hint: LocalText(.hintAccountShorten)))
        }
        while firstUse.count < journal.accounts.count {
            firstUse.append(nil)
            journal.isUsed.append(false)
            journal.accountTypes.append(nil)
        }
        if !journal.isUsed[Int(id.index)] {
            journal.isUsed[Int(id.index)] = true
            firstUse[Int(id.index)] = SourceLocation(file: file.id, range: range)
        }
        return id
    }

    /// The journal with transactions in date order, assertions checked and
    /// plans validated.
    mutating func finish() -> LoadResult {
        reportOpenClockIn()
        sortByDate()
        if hasAssertions || !deferred.isEmpty { checkAssertions() }
        resolvePendingPlans()
        for (c, style) in conversionStyles { journal.commodities.widen(c, to: style) }
        if !journal.periodicTransactions.isEmpty { checkPeriodicBalances() }
        checkDeclaredAccounts()
        inferAccountTypes()
        return LoadResult(journal: journal, diagnostics: diagnostics)
    }

    /// Stable sort by date; equal dates keep file order.
    private mutating func sortByDate() {
        let txns = journal.transactions
        var sorted = true
        var i = 1
        while i < txns.count {
            if txns.date(at: i) < txns.date(at: i - 1) { sorted = false; break }
            i += 1
        }
        if sorted { return }
        let order = txns.indices.sorted { a, b in
            txns.date(at: a) != txns.date(at: b) ? txns.date(at: a) < txns.date(at: b) : a < b
        }
        var newIndex = [Int32](repeating: 0, count: txns.count)
        for (n, old) in order.enumerated() { newIndex[old] = Int32(n) }
        journal.transactions.reorder(order)
        journal.postings.renumberTransactions(newIndex)
        deferred = Set(deferred.map { newIndex[Int($0)] })
        deferredPostings = Dictionary(uniqueKeysWithValues: deferredPostings.map { (newIndex[Int($0.key)], $0.value) })
    }

    /// Types from top-level names, for accounts with no declared type.
    private mutating func inferAccountTypes() {
        while journal.accountTypes.count < journal.accounts.count {
            journal.accountTypes.append(nil)
            journal.isUsed.append(false)
        }
        for a in journal.accounts.all where journal.accounts.parent(of: a) == nil && journal.accountTypes[Int(a.index)] == nil {
            journal.accountTypes[Int(a.index)] = JournalBuilder.guessType(journal.accounts.name(a))
        }
    }

    /// The type a top-level name says, in English as ledger and hledger
    /// read it, and in the languages of Tally's users (Chinese, Vietnamese,
    /// and the common European ones). Names must match exactly, ignoring case.
    static func guessType(_ rootName: String) -> AccountType? {
        switch rootName.lowercased() {
        case "assets", "asset", "资产", "資產", "tài sản", "vermögen", "activos", "actifs", "ativos": return .asset
        case "liabilities", "liability", "debts", "负债", "負債", "nợ", "nợ phải trả", "verbindlichkeiten", "pasivos", "passifs", "passivos":
            return .liability
        case "equity", "权益", "權益", "vốn", "vốn chủ sở hữu", "eigenkapital", "patrimonio", "capitaux propres", "patrimônio":
            return .equity
        case "income", "revenue", "revenues", "收入", "thu nhập", "einnahmen", "ingresos", "revenus", "receitas": return .income
        case "expenses", "expense", "支出", "费用", "費用", "chi tiêu", "chi phí", "ausgaben", "gastos", "dépenses", "despesas":
            return .expense
        default: return nil
        }
    }
}
