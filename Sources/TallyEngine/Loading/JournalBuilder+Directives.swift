import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - Directives

    mutating func addDirective(_ d: DirectiveSyntax, in file: SourceFile) {
        switch d {
        case .account(let a): addAccountDeclaration(a, in: file)
        case .commodity(let c):
            let id = journal.commodities.intern(file.bytes, c.symbol.range)
            for alias in c.aliases {
                ledger.commodityAliases[Array(file.bytes[alias.range])] = id
                declareSpelling(file.text(alias), for: id, at: alias, in: file)
            }
            for comment in c.comments {
                for (word, range) in Self.spellings(in: file, comment) { declareSpelling(word, for: id, at: range, in: file) }
            }
            if let value = c.value {
                // What one unit is worth on every date: a price from the first day on.
                journal.prices.append(MarketPrice(date: Day(proleptic: 1, month: 1, day: 1), commodity: id,
                                                  price: resolve(value.amount, in: file, setsPrecision: false),
                                                  location: SourceLocation(file: file.id, range: value.line), isFixedValue: true))
            }
            if let mark = c.defaultMark, journal.defaultCurrency == nil {
                journal.defaultCurrency = (id, SourceLocation(file: file.id, range: mark))
            }
            if let format = c.format {
                var style = format.style
                if format.alternativeScale != nil && style.decimalMark == 0 {
                    // `commodity 1,000 X`: a declaration's lone comma of three digits is a digit-group mark.
                    style.decimalMark = UInt8(ascii: ".")
                }
                journal.commodities.declare(id, style)
            }
        case .price(let p):
            let commodity = journal.commodities.intern(file.bytes, p.commodity.range)
            let price = resolve(p.price, in: file, setsPrecision: false)
            journal.prices.append(MarketPrice(date: p.date, commodity: commodity, price: price,
                                              location: SourceLocation(file: file.id, range: p.range)))
        case .informational(let range, let keyword) where file.slice(keyword).elementsEqual("strict".utf8)
                                                          || file.slice(keyword).elementsEqual("--pedantic".utf8):
            addStrict(range: range, keyword: keyword, in: file)
        case .informational(let range, let keyword) where file.slice(keyword).elementsEqual("lang".utf8):
            addLanguage(range: range, keyword: keyword, in: file)
        case .defaultYear, .informational, .include:
            break
        case .decimalMark(_, let mark):
            globalDecimalMark = mark
        case .defaultCommodity(_, let amount):
            let id = journal.commodities.intern(file.bytes, amount.commodity.range)
            journal.commodities.declare(id, amount.style)
            defaultCommodity = id
        case .category(let c): addCategory(c, in: file)
        case .budget(let b): pendingBudgets.append((b, file.id))
        case .recurring(let r): addRecurringRule(r, in: file)
        case .goal(let g): pendingGoals.append((g, file.id))
        case .ledger(let range, let d): addLedgerDirective(d, range: range, in: file)
        case .reportingCurrency(_, let symbol): addReportingCurrency(symbol, in: file)
        }
    }

    mutating func addPeriodic(_ p: PeriodicTransactionSyntax, in file: SourceFile) {
        journal.periodicTransactions.append(PeriodicTransaction(file: file.id, syntax: p))
    }

    /// Periodic transactions are kept, not applied; their postings must
    /// balance as a transaction's do: ledger refuses them as it reads them,
    /// hledger whenever `--forecast` or `--budget` uses them, so a template
    /// that cannot add up is an error at its line, not a latent one. Checked
    /// once the journal is read. A template adds no account and no
    /// commodity: one in a commodity nothing else uses is checked on a copy
    /// of the builder, whose diagnostics alone are kept.
    mutating func checkPeriodicBalances() {
        for periodic in journal.periodicTransactions {
            let p = periodic.syntax, file = journal.file(periodic.file)
            guard !p.postings.contains(where: { $0.assertion != nil || $0.lot != nil }) else { continue }
            let known = p.postings.allSatisfy { ps in
                let amount = ps.amount.map { journal.commodities.lookup(file.bytes, $0.commodity.range) != nil } ?? true
                let cost = ps.cost.map { journal.commodities.lookup(file.bytes, $0.amount.commodity.range) != nil } ?? true
                return amount && cost
            }
            if known {
                checkTemplate(p, in: file, learnsStyle: false)
            } else {
                var copy = self
                copy.diagnostics = []
                copy.checkTemplate(p, in: file, learnsStyle: true)
                diagnostics += copy.diagnostics
            }
        }
    }

    /// `learnsStyle`: on the copy, the template's own amounts set their
    /// commodity's precision, so the error shows the digits written.
    private mutating func checkTemplate(_ p: PeriodicTransactionSyntax, in file: SourceFile, learnsStyle: Bool) {
        var pending: [PendingPosting] = []
        for (k, ps) in p.postings.enumerated() {
            var pp = PendingPosting(index: k, syntax: ps, account: AccountID(0), amount: ps.amount.map { resolve($0, in: file, setsPrecision: learnsStyle) })
            if let c = ps.cost, let amount = pp.amount {
                pp.cost = costTotal(c, of: amount, in: file)
                pp.costScale = c.amount.quantity.scale
            }
            pending.append(pp)
        }
        _ = balance(&pending, header: SourceLocation(file: file.id, range: TextRange(p.range.lowerBound, p.period.upperBound)), file: file)
    }

    /// `account NAME  ; type:expense` — the type tag (hledger's account types,
    /// or Tally's words) makes any account an asset, expense, … .
    private mutating func addAccountDeclaration(_ a: AccountDirective, in file: SourceFile) {
        let id = account(a.name, in: file)
        var type: AccountType?
        for comment in a.comments {
            let tags = Tags.parse(file.bytes, comment)
            guard !tags.isEmpty else { continue }
            while journal.accountTags.count <= Int(id.index) { journal.accountTags.append([]) }
            journal.accountTags[Int(id.index)] += tags
        }
        for comment in a.comments {
            for tag in Tags.parse(file.bytes, comment) where tag.name.lowercased() == "type" || tag.name.lowercased() == "category" {
                if tag.name.lowercased() == "category" {
                    type = tag.value.lowercased() == "income" ? .income : .expense
                    continue
                }
                if let t = JournalBuilder.accountType(code: tag.value) {
                    type = t
                } else {
                    report(.error("invalid-account-type", LocalText(.unknownAccountType, "\(tag.value)"),
                                  at: SourceLocation(file: file.id, range: comment),
                                  hint: LocalText(.hintAccountTypes)))
                }
            }
        }
        if let type { journal.accountTypes[Int(id.index)] = type }
        addAccountSubdirectives(a, account: id, in: file)
        journal.declarations.append(AccountDeclaration(account: id, type: type, location: SourceLocation(file: file.id, range: a.name)))
    }

    static func accountType(code: String) -> AccountType? {
        switch code.lowercased() {
        case "a", "asset", "assets", "c", "cash": return .asset
        case "l", "liability", "liabilities": return .liability
        case "e", "equity", "v", "conversion": return .equity
        case "r", "revenue", "revenues", "income": return .income
        case "x", "expense", "expenses": return .expense
        default: return nil
        }
    }

    private mutating func addCategory(_ c: CategoryDirective, in file: SourceFile) {
        let id = account(c.account, in: file)
        let location = SourceLocation(file: file.id, range: c.account)
        var type = c.type
        if type == nil {
            switch journal.type(of: id) ?? JournalBuilder.guessType(journal.accounts.name(journal.accounts.root(of: id))) {
            case .expense?: type = .expense
            case .income?: type = .income
            default:
                report(.error("invalid-category", LocalText(.categoryNotUnder, "\(journal.accounts.name(id))"),
                              at: location, hint: LocalText(.hintCategoryType)))
                return
            }
        }
        // Set above, or the category was reported and left out.
        guard let type else { return }
        journal.accountTypes[Int(id.index)] = type == .income ? .income : .expense
        func text(_ r: TextRange?) -> String? { r.map { file.text($0) } }
        journal.categories.append(Category(account: id, type: type, displayName: text(c.name), color: text(c.color),
                                           icon: text(c.icon), location: location))
    }

    private mutating func addRecurringRule(_ r: RecurringDirective, in file: SourceFile) {
        let header = SourceLocation(file: file.id, range: r.headerRange)
        guard let start = r.start else {
            report(.error("invalid-recurring", LocalText(.recurringNeedsStart, file.text(r.name)), at: header,
                          hint: LocalText(.hintRecurringFrom, "from 2026-01-01")))
            return
        }
        if r.postings.isEmpty {
            report(.error("invalid-recurring", LocalText(.recurringNoPostings, "\(file.text(r.name))"), at: header,
                          hint: LocalText(.hintRecurringIndent)))
            return
        }
        var pending: [PendingPosting] = []
        for (k, p) in r.postings.enumerated() {
            let id = account(p.account, in: file)
            var pp = PendingPosting(index: k, syntax: p, account: id, amount: p.amount.map { resolve($0, in: file) })
            if let c = p.cost, let a = pp.amount { pp.cost = costTotal(c, of: a, in: file) }
            if let assertion = p.assertion {
                report(.error("invalid-recurring", LocalText(.recurringNoAssertions),
                              at: SourceLocation(file: file.id, range: assertion.range)))
                return
            }
            pending.append(pp)
        }
        var check = pending
        guard balance(&check, header: header, file: file) else { return }
        let name = file.text(r.name)
        if name.contains(where: { $0 == "," || $0 == ";" }) {
            report(.error("invalid-recurring", LocalText(.recurringNameComma),
                          at: SourceLocation(file: file.id, range: r.name),
                          hint: LocalText(.hintRecurringNameTags)))
            return
        }
        var occurrences = PeriodLimit.steps(from: start, through: min(r.end ?? today, today), interval: r.schedule.interval)
        if let count = r.count { occurrences = min(occurrences, count) }
        if occurrences > PeriodLimit.maxPeriods {
            report(.error("too-many-periods", LocalText(.recurringTooMany, name, PeriodLimit.maxText, "\(start)", "\(min(r.end ?? today, today))"),
                          at: header, hint: LocalText(.hintRecurringLater)))
            return
        }
        var rule = RecurringRule(
            name: name, interval: r.schedule.interval, day: r.schedule.day, start: start, end: r.end, count: r.count,
            isPaused: r.isPaused, remindDays: r.remindDays ?? 3, location: header, file: file.id,
            postings: pending.map { ($0.account, $0.amount, r.postings[Int($0.index)]) })
        rule.toleranceBasisPoints = r.toleranceBasisPoints
        rule.lines = check.map {
            RecurringRule.Line(account: $0.account, amount: $0.amount ?? Amount(.zero, .none), cost: $0.cost, status: $0.status,
                               kind: $0.kind, isInferred: !$0.isWritten, template: Int($0.index))
        }
        journal.recurringRules.append(rule)
        // Tags name rules without regard to case, so names must differ in more than case.
        if journal.recurringRules.dropLast().contains(where: { $0.name.lowercased() == name.lowercased() }) {
            report(.error("duplicate-recurring", LocalText(.recurringDuplicate, "\(name)"), at: header,
                          hint: LocalText(.hintRecurringUnique)))
        }
    }

    // MARK: - Plans that name accounts

    /// Budgets and goals name accounts that may be used later in the file,
    /// so they are checked once everything is read.
    mutating func resolvePendingPlans() {
        for (b, fileID) in pendingBudgets {
            let file = journal.files[Int(fileID.index)]
            var accounts: [AccountID] = []
            var ok = true
            if case .accounts(let ranges) = b.target {
                for r in ranges {
                    guard let id = existingAccount(r, in: file) else {
                        reportMissingAccount(r, in: file, what: .budgetCategoryMissing)
                        ok = false
                        continue
                    }
                    accounts.append(id)
                    warnIfNotACategory(id, at: r, in: file)
                }
            }
            guard ok, let amount = budgetAmount(resolvePlanAmount(b.amount, in: file), accounts: accounts, written: b.amount, in: file) else { continue }
            let thresholds = b.thresholds.isEmpty ? [Quantity(80), Quantity(100)] : b.thresholds.map(\.percent).sorted()
            journal.budgets.append(Budget(accounts: accounts, amount: amount, interval: b.interval,
                                          start: b.start, end: b.end, thresholds: thresholds, rollover: b.rollover,
                                          location: SourceLocation(file: file.id, range: b.targetRange)))
        }
        for (g, fileID) in pendingGoals {
            let file = journal.files[Int(fileID.index)]
            guard let r = g.account else { continue }
            guard let id = existingAccount(r, in: file) else {
                reportMissingAccount(r, in: file, what: .goalAccountMissing)
                continue
            }
            journal.goals.append(Goal(name: file.text(g.name), target: resolvePlanAmount(g.target, in: file), deadline: g.deadline, account: id,
                                      location: SourceLocation(file: file.id, range: g.range)))
        }
    }

    /// A budget on an account that is neither spending nor income still
    /// counts its postings, but says so: the account is probably mistyped
    /// or missing its type.
    private mutating func warnIfNotACategory(_ id: AccountID, at r: TextRange, in file: SourceFile) {
        let type = journal.type(of: id) ?? JournalBuilder.guessType(journal.accounts.name(journal.accounts.root(of: id)))
        guard type != .expense && type != .income else { return }
        let name = journal.accounts.name(id)
        let what = type.map { LocalText(.budgetCategoryTyped, name, saying: LocalText($0.phrase)) } ?? LocalText(.budgetCategoryUntyped, name)
        report(.warning("not-a-category", what, at: SourceLocation(file: file.id, range: r),
                        hint: type == nil ? LocalText(.hintDeclareCategory, name, journal.accounts.name(journal.accounts.root(of: id)))
                                          : LocalText(.hintNameExpenseCategory)))
    }

    private func existingAccount(_ r: TextRange, in file: SourceFile) -> AccountID? {
        guard let id = journal.accounts.lookup(file.bytes, r.range), journal.isUsed.indices.contains(Int(id.index)) else { return nil }
        // Used directly, or an ancestor of a used account.
        if journal.isUsed[Int(id.index)] { return id }
        for a in journal.accounts.all where journal.isUsed.indices.contains(Int(a.index)) && journal.isUsed[Int(a.index)] && journal.accounts.isWithin(a, id) {
            return id
        }
        return nil
    }

    private mutating func reportMissingAccount(_ r: TextRange, in file: SourceFile, what: ErrorKey) {
        let name = file.text(r)
        var suggestion: String?
        if suggestionsLeft > 0 {
            suggestionsLeft -= 1
            suggestion = Suggestions.closest(to: name, among: journal.accounts.all.map { journal.accounts.name($0) })
        }
        report(.error("unknown-account", LocalText(what, name), at: SourceLocation(file: file.id, range: r),
                      hint: suggestion.map { LocalText(.didYouMean, $0) } ?? LocalText(.hintUseOrDeclare)))
    }
}

private extension AccountType {
    /// `an asset account`, `a liability account`, … in a message.
    var phrase: ErrorKey {
        switch self {
        case .asset: return .typeAsset
        case .liability: return .typeLiability
        case .equity: return .typeEquity
        case .income: return .typeIncome
        case .expense: return .typeExpense
        }
    }
}
