import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - Automated transactions

    mutating func addAutomatedRule(_ a: AutomatedTransactionSyntax, in file: SourceFile) {
        let location = SourceLocation(file: file.id, range: a.header)
        let query: AutomatedQuery
        switch AutomatedQuery.parse(file.text(a.query)) {
        case .success(let q): query = q
        case .failure(let e):
            if let tooLarge = e.regex?.limitDiagnostic(at: SourceLocation(file: file.id, range: a.query)) {
                report(tooLarge)
                return
            }
            let term = e.term.count > 60 ? String(e.term.prefix(60)) + "…" : e.term
            report(.error("invalid-automated", LocalText(.automatedQueryBad, term, saying: e.local), at: SourceLocation(file: file.id, range: a.query),
                          hint: LocalText(.hintAutomatedQueries)))
            return
        }
        var accounts: [AccountID?] = []
        var postings: [PostingSyntax] = []
        var checks: [AutomatedCheck] = []
        var missingAmount: SourceLocation?
        for p in a.postings {
            let at = SourceLocation(file: file.id, range: p.range)
            if p.amount == nil, let line = Self.checkLine(file.text(p.range)) {
                switch ValueExpression.parse(Array(line.expression.utf8)) {
                case .success(let e): checks.append(AutomatedCheck(kind: line.kind, expression: e, text: line.expression, location: at))
                case .failure(let e):
                    let shown = line.expression.count > 60 ? String(line.expression.prefix(60)) + "…" : line.expression
                    report(.error("invalid-automated", LocalText(.automatedQueryBad, shown, saying: e.local), at: at,
                                  hint: LocalText(.hintAutomatedLines)))
                    return
                }
                continue
            }
            if p.amount == nil {
                // As ledger: an error when the rule fires, not for a rule that matches nothing.
                if missingAmount == nil { missingAmount = at }
                continue
            }
            if p.assertion != nil || p.cost != nil || p.lot != nil {
                report(.error("invalid-automated", LocalText(.automatedNoCost), at: at))
                return
            }
            accounts.append(file.text(p.account).contains("$account") ? nil : account(p.account, in: file))
            postings.append(p)
        }
        ledger.automated.append(AutomatedRule(query: query, postings: postings, file: file, location: location, accounts: accounts, checks: checks,
                                              missingAmount: missingAmount))
    }

    /// `check EXPR`, `assert EXPR`, `eval EXPR`, `expr EXPR`: ledger's lines
    /// of value expressions in an automated transaction.
    static func checkLine(_ line: String) -> (kind: AutomatedCheck.Kind, expression: String)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        for kind in [AutomatedCheck.Kind.check, .assert, .eval, .expr] where trimmed.hasPrefix(kind.rawValue + " ") {
            let expression = trimmed.dropFirst(kind.rawValue.count).drop { $0 == " " || $0 == "\t" }
            return (kind, String(expression))
        }
        return nil
    }

    /// What a value expression reads of the transaction, its first posting
    /// the matched one (`with(posting:)` chooses another).
    func expressionSubject(_ postings: [PendingPosting], _ t: TransactionSyntax, in file: SourceFile) -> ExpressionSubject {
        func tags(_ comments: [TextRange]) -> [Tag] { comments.flatMap { Tags.parse(file.bytes, $0) } }
        let all = postings.map { p in
            let comments = p.index < Int32(t.postings.count) && p.index >= 0 ? t.postings[Int(p.index)].comments : []
            return ExpressionSubject.Posting(account: Array(journal.accounts.name(p.account).utf8), amount: p.amount?.quantity,
                                             commodity: p.amount.map { Array(journal.commodities.symbol($0.commodity).utf8) } ?? [],
                                             isReal: p.kind == .real, tags: tags(comments),
                                             note: Array(comments.map { file.text($0) }.joined(separator: "\n").utf8))
        }
        return ExpressionSubject(posting: all[0], postings: all, payee: Array(file.bytes[(t.payee ?? t.description).range]),
                                 note: t.note.map { Array(file.bytes[$0.range]) } ?? [], code: t.code.map { Array(file.bytes[$0.range]) } ?? [],
                                 date: t.date, transactionTags: tags(t.comments),
                                 transactionNote: Array(t.comments.map { file.text($0) }.joined(separator: "\n").utf8))
    }

    /// Adds the postings of every automated rule read so far that matches
    /// one of the transaction's postings (ledger's order: rules apply to the
    /// transactions after them), each right after the posting it matched
    /// (hledger's order). A multiplier (`*N`, or a number without a
    /// commodity, as ledger reads it) scales the matched amount; an amount
    /// with a commodity is added as written. Generated postings must
    /// balance among themselves (real and bracketed ones).
    mutating func addAutomatedPostings(_ pending: inout [PendingPosting], _ t: TransactionSyntax, in file: SourceFile, header: SourceLocation) {
        guard !ledger.automated.isEmpty, ledger.options.appliesAutomated else { return }
        let description = Array(file.bytes[t.description.range])
        let original = pending
        var generated: [PendingPosting] = []
        // Where each generated posting was written: the rule's posting, for messages.
        var origins: [SourceLocation] = []
        // Per original posting, the generated postings that follow it (hledger's order,
        // so a balance assertion later in the transaction sees them).
        var after = [[PendingPosting]](repeating: [], count: original.count)
        // What value expressions read of this transaction, built when a rule has one: its
        // postings and those added so far (ledger's `all` and `any` see the added ones too).
        var subject: ExpressionSubject?
        func reading(_ m: Int) -> ExpressionSubject {
            let s = subject ?? expressionSubject(original + generated, t, in: file)
            subject = s
            return s.with(posting: m)
        }
        for r in ledger.automated.indices {
            let rule = ledger.automated[r]
            for (m, matched) in original.enumerated() {
                guard let amount = matched.amount else { continue }
                let name = journal.accounts.name(matched.account)
                if let predicate = rule.query.predicate {
                    guard predicate.evaluate(reading(m))?.isTrue == true else { continue }
                } else {
                    guard rule.query.matches(account: Array(name.utf8), commodity: Array(journal.commodities.symbol(amount.commodity).utf8),
                                             description: description, type: { typeSoFar(matched.account) }) else { continue }
                }
                if let at = rule.missingAmount {
                    if !rule.reportedMissingAmount {
                        report(Diagnostic(.error, "invalid-automated", LocalText(.automatedNeedsAmount), at: at, hint: LocalText(.hintAutomatedAmount),
                                          notes: [.init(LocalText(.noteAddedTo), at: header)]))
                        ledger.automated[r].reportedMissingAmount = true
                    }
                    break
                }
                for check in rule.checks where check.kind == .check || check.kind == .assert {
                    guard check.expression.evaluate(reading(m))?.isTrue != true else { continue }
                    let failed = Diagnostic(check.kind == .assert ? .error : .warning, check.kind == .assert ? "assertion-failed" : "check-failed",
                                            LocalText(.automatedCheckFailed, check.kind.rawValue, check.text),
                                            at: header, hint: check.kind == .assert ? LocalText(.hintAssertRead) : nil,
                                            notes: [.init(LocalText(.noteCheckLine, check.kind.rawValue), at: check.location)])
                    report(failed)
                }
                for (k, p) in rule.postings.enumerated() {
                    guard let written = p.amount else { continue }
                    let value: Amount
                    let origin = SourceLocation(file: rule.file.id, range: p.range)
                    if let tree = p.matchAmount {
                        switch matchAmount(tree, matched: amount, subject: reading(m), in: rule.file) {
                        case .success(let a): value = a
                        case .failure(let f):
                            report(Diagnostic(.error, f.id, f.id == "amount-too-large" ? LocalText(.tooLargeExactly, saying: f.local) : f.local,
                                              at: f.at.map { SourceLocation(file: rule.file.id, range: $0) } ?? origin,
                                              hint: f.hint ?? (f.id == "amount-too-large" ? LocalText(.hintAutomatedOverflow) : nil),
                                              notes: [.init(LocalText(.noteAddedTo), at: header)]))
                            return
                        }
                    } else if p.isMultiplier || written.commodity.isEmpty {
                        guard let q = amount.quantity.multiplied(by: written.quantity) else {
                            automatedOverflow(LocalText(.automatedOverflowTimes, format(amount), rule.file.text(written.range)), at: origin, header: header)
                            return
                        }
                        value = Amount(q, amount.commodity)
                    } else {
                        value = resolve(written, in: rule.file)
                    }
                    let accountID: AccountID
                    if let id = rule.accounts[k] {
                        accountID = id
                    } else {
                        accountID = journal.accounts.intern(rule.file.text(p.account).replacingDollarAccount(with: name))
                        while firstUse.count < journal.accounts.count {
                            firstUse.append(nil)
                            journal.isUsed.append(false)
                            journal.accountTypes.append(nil)
                        }
                        journal.isUsed[Int(accountID.index)] = true
                    }
                    let here = TextRange(matched.range.lowerBound, matched.range.lowerBound)
                    var pp = PendingPosting(index: Int(Int32.max), syntax: PostingSyntax(range: here, status: p.status, kind: p.kind, account: here, amount: written),
                                            account: accountID, amount: value)
                    pp.isWritten = true
                    pp.isAutomated = true
                    // In a commodity a `C` line converts, kept in the smallest unit as every amount is.
                    if !journal.commodities.conversions.isEmpty { reduceForConversions(&pp, hasLot: false, in: rule.file) }
                    generated.append(pp)
                    subject = nil
                    origins.append(origin)
                    after[m].append(pp)
                }
            }
        }
        guard !generated.isEmpty else { return }
        for kind in [PostingKind.real, .balancedVirtual] {
            var sums: [CommodityID: Total] = [:]
            for (g, origin) in zip(generated, origins) where g.kind == kind {
                guard let a = g.amount else { continue }
                sums[a.commodity, default: .zero].add(a.quantity)
                if sums[a.commodity]?.isOverflowed == true {
                    automatedOverflow(LocalText(.automatedOverflowSum, journal.commodities.symbol(a.commodity)), at: origin, header: header)
                    return
                }
            }
            // No sum overflowed (checked above), so `value` is each exact sum.
            if let off = sums.first(where: { !$0.value.value.isZero }) {
                report(Diagnostic(.error, "unbalanced-transaction",
                                  LocalText(.automatedUnbalanced, format(Amount(off.value.value, off.key))),
                                  at: header, hint: LocalText(.hintAutomatedUnbalanced),
                                  notes: [.init(LocalText(.noteAutomatedTransaction), at: ledger.automated.first?.location)]))
                return
            }
        }
        pending.removeAll(keepingCapacity: true)
        for (m, p) in original.enumerated() {
            pending.append(p)
            pending.append(contentsOf: after[m])
        }
    }

    /// An automated posting whose amount, or whose sum with the others, leaves
    /// the exact range: an error at the rule's posting, noting the transaction.
    mutating func automatedOverflow(_ what: LocalText, at origin: SourceLocation, header: SourceLocation) {
        report(Diagnostic(.error, "amount-too-large", LocalText(.tooLargeExactly, saying: what),
                          at: origin, hint: LocalText(.hintAutomatedOverflow),
                          notes: [.init(LocalText(.noteAddedTo), at: header)]))
    }

    /// An account's type as far as the journal is read: declared (on it or
    /// an ancestor), else guessed from its top-level name, as the finished
    /// journal guesses it.
    func typeSoFar(_ account: AccountID) -> AccountType? {
        if let t = journal.type(of: account) { return t }
        var root = account
        while let p = journal.accounts.parent(of: root) { root = p }
        return JournalBuilder.guessType(journal.accounts.name(root))
    }
}

extension String {
    /// ledger's `$account` in an automated posting: the matched posting's account.
    func replacingDollarAccount(with name: String) -> String {
        let token = Array("$account".utf8)
        let bytes = Array(utf8)
        var out: [UInt8] = []
        var k = 0
        while k < bytes.count {
            if bytes[k] == token[0] && bytes.count - k >= token.count && Array(bytes[k..<(k + token.count)]) == token {
                out += Array(name.utf8)
                k += token.count
            } else {
                out.append(bytes[k])
                k += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

}
