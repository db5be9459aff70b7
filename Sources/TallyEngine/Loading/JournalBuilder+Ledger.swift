import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - ledger/hledger directives

    mutating func addLedgerDirective(_ d: LedgerDirective, range: TextRange, in file: SourceFile) {
        let location = SourceLocation(file: file.id, range: TextRange(range.lowerBound, lineEnd(range.lowerBound, in: file)))
        switch d {
        case .alias(let a):
            let pattern = Array(file.bytes[a.pattern.range])
            ledger.aliases.append(AccountAlias(pattern: pattern, regex: a.regex, replacement: Array(file.bytes[a.replacement.range]),
                                               location: location))
        case .endAliases:
            ledger.aliases.removeAll()
        case .applyAccount(let prefix):
            ledger.applyBlocks.append(("account", Array(file.bytes[prefix.range]) + [UInt8(ascii: ":")], location))
            recomputePrefix()
        case .applyOther(let keyword, _):
            // `apply tag`, the one other block the parser lets through.
            ledger.applyBlocks.append((file.text(keyword), [], location))
            report(.warning("ignored-directive", LocalText(.applyTagIgnored), at: location, hint: LocalText(.hintApplyTag)))
        case .applyFixed(let commodity, let price):
            let id = self.commodity(named: commodity, in: file)
            ledger.applyBlocks.append(("fixed", [], location))
            ledger.fixedPrices.append((id, resolve(price, in: file, setsPrecision: false), ledger.applyBlocks.count))
        case .end(let what, let keyword):
            closeApply(what: file.text(what), at: SourceLocation(file: file.id, range: TextRange(keyword.lowerBound, max(keyword.upperBound, what.upperBound))))
        case .bucket(let accountRange):
            ledger.bucket = account(accountRange, in: file)
        case .timeclock(let t):
            addTimeclock(t, in: file)
        case .automated(let a):
            addAutomatedRule(a, in: file)
        case .valueCheck(let keyword, let expression):
            checkValue(file.text(keyword), file.text(expression), at: SourceLocation(file: file.id, range: TextRange(keyword.lowerBound, max(keyword.upperBound, expression.upperBound))))
        case .conversion(let c):
            addConversion(c, in: file)
        case .ignored(let keyword, let reason):
            report(.warning("ignored-directive", LocalText(.ignoredDirective, [file.text(keyword)], inner: [LocalText(reason)]), at: location,
                            hint: LocalText(.hintIgnoredDirective)))
        }
    }

    private func lineEnd(_ start: Int, in file: SourceFile) -> Int {
        var e = start
        while e < file.bytes.count && file.bytes[e] != 10 && file.bytes[e] != 13 { e += 1 }
        return e
    }

    private mutating func recomputePrefix() {
        ledger.prefix = ledger.applyBlocks.reduce(into: []) { $0 += $1.prefix }
    }

    /// `end`, `end apply`, `end apply account`, `end account`, `end tag`:
    /// closes the innermost `apply` block, which must be of the kind named.
    private mutating func closeApply(what: String, at location: SourceLocation) {
        let words = what.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let named: String? = words.count == 2 ? words[1] : (words.count == 1 && words[0] != "apply" ? words[0] : nil)
        guard let open = ledger.applyBlocks.last else {
            report(.error("unexpected-end", LocalText(.endWithoutApply, what.isEmpty ? "" : " " + what), at: location,
                          hint: LocalText(.hintEndApply)))
            return
        }
        if let named, named != open.keyword {
            report(Diagnostic(.error, "unexpected-end", LocalText(.endClosesOther, what, open.keyword), at: location,
                              hint: LocalText(.hintEndApplyWrite, open.keyword), notes: [.init(LocalText(.noteOpenBlock), at: open.location)]))
            return
        }
        ledger.applyBlocks.removeLast()
        while let last = ledger.fixedPrices.last, last.depth > ledger.applyBlocks.count { ledger.fixedPrices.removeLast() }
        recomputePrefix()
    }

    /// The `apply` blocks a file leaves open end with it, as in ledger and
    /// hledger: an included file's `apply account` or `apply fixed` does not
    /// reach the file that included it.
    mutating func closeApplyBlocks(of file: SourceFile) {
        guard ledger.applyBlocks.last?.location.file == file.id else { return }
        while let last = ledger.applyBlocks.last, last.location.file == file.id { ledger.applyBlocks.removeLast() }
        while let last = ledger.fixedPrices.last, last.depth > ledger.applyBlocks.count { ledger.fixedPrices.removeLast() }
        recomputePrefix()
    }

    /// A posting in an `apply fixed` block, in its commodity and without a
    /// lot of its own, has the block's price as a fixed lot price, as if
    /// written `{=PRICE}` (the innermost block of the commodity).
    /// Whether it did.
    mutating func applyFixedPrice(to pp: PendingPosting, in file: SourceFile) -> Bool {
        guard let amount = pp.amount, let fixed = ledger.fixedPrices.last(where: { $0.commodity == amount.commodity }) else { return false }
        let key = LotKey(file: file.id, start: pp.range.start)
        guard journal.lots[key] == nil else { return false }
        journal.lots[key] = PostingLot(cost: fixed.price, isTotal: false, isFixed: true, date: nil, note: nil)
        return true
    }

    /// ledger's sub-directives of `account NAME`: `alias X` (X stands for
    /// NAME), `payee REGEX` (postings to an `…:Unknown` account of a matching
    /// payee go to NAME) and `default` (NAME takes one-posting transactions'
    /// balance, like `bucket`). Sub-lines after `;` are comments.
    mutating func addAccountSubdirectives(_ a: AccountDirective, account id: AccountID, in file: SourceFile) {
        for r in a.comments where r.lowerBound > a.name.upperBound && r.lowerBound > 0 && file.bytes[r.lowerBound - 1] != UInt8(ascii: ";") {
            let text = file.text(r)
            let location = SourceLocation(file: file.id, range: r)
            if text.hasPrefix("alias ") {
                let alias = Array(text.dropFirst(6).utf8)
                let trimmed = JournalBuilder.trimmedBytes(alias)
                if trimmed.elementsEqual(journal.accounts.name(id).utf8) {
                    // ledger refuses it ("Illegal alias"): a name for itself is a slip.
                    report(.error("invalid-directive", LocalText(.aliasOfItself, journal.accounts.name(id)), at: location,
                                  hint: LocalText(.hintAliasOfItself)))
                } else if !trimmed.isEmpty {
                    ledger.aliases.append(AccountAlias(pattern: trimmed, regex: nil, replacement: Array(journal.accounts.name(id).utf8), location: location))
                }
            } else if text.hasPrefix("payee ") {
                let pattern = JournalBuilder.trimmedBytes(Array(text.dropFirst(6).utf8))
                do {
                    ledger.payeeAccounts.append((try Regex(pattern), id))
                } catch {
                    report(error.limitDiagnostic(at: location) ?? .error("invalid-regex", LocalText(.payeePatternUnreadable, saying: error.local), at: location))
                }
            } else if text == "default" {
                ledger.bucket = id
            } else if text.hasPrefix("check ") || text.hasPrefix("assert ") || text.hasPrefix("eval ") {
                report(.warning("ignored-directive", LocalText(.ignoredDirective, [text], inner: [LocalText(.ignoredValueExpressions)]), at: location,
                                hint: LocalText(.hintIgnoredDirective)))
            }
        }
    }

    /// With a `bucket` (or an account's `default`), a transaction of one
    /// posting gets a second, elided posting to it, as ledger does.
    mutating func addBucketPosting(_ pending: inout [PendingPosting], _ t: TransactionSyntax) {
        guard let bucket = ledger.bucket, pending.count == 1, pending[0].amount != nil, pending[0].kind == .real else { return }
        let here = TextRange(t.range.lowerBound, t.range.lowerBound)
        var pp = PendingPosting(index: Int(Int32.max), syntax: PostingSyntax(range: here, status: .unmarked, kind: .real, account: here, amount: nil),
                                account: bucket, amount: nil)
        pp.accountRange = pending[0].accountRange
        pending.append(pp)
    }

    /// ledger's payee mapping: a posting to an account named `Unknown` (at
    /// any level) goes to the account whose `payee` pattern matches.
    mutating func mapUnknownAccounts(_ pending: inout [PendingPosting], _ t: TransactionSyntax, in file: SourceFile) {
        guard !ledger.payeeAccounts.isEmpty else { return }
        let payee = Array(file.bytes[(t.payee ?? t.description).range])
        guard let target = ledger.payeeAccounts.first(where: { $0.regex.matches(payee) })?.account else { return }
        for i in pending.indices where journal.accounts.name(pending[i].account).split(separator: ":").last == "Unknown" {
            pending[i].account = target
        }
    }
}

extension JournalBuilder {
    /// A top-level `assert EXPR` (an error when false) or `check EXPR` (a
    /// warning), as ledger evaluates them: an expression that reads no
    /// posting is evaluated; one that names what Tally does not evaluate
    /// (`account("Assets").all(…)`) is named, never passed over: an error
    /// for `assert`, a warning for `check`, whose failure is one in ledger too.
    mutating func checkValue(_ keyword: String, _ text: String, at location: SourceLocation) {
        func unevaluated(_ message: LocalText, hint: LocalText? = nil) -> Diagnostic {
            keyword == "check" ? Diagnostic(.warning, "ignored-directive", message, at: location, hint: hint)
                               : Diagnostic(.error, "unsupported-directive", message, at: location, hint: hint)
        }
        switch ValueExpression.parse(Array(text.utf8)) {
        case .failure(let e):
            report(unevaluated(LocalText(.notEvaluated, keyword, saying: e.local), hint: LocalText(.hintNotEvaluated)))
        case .success(let e):
            guard !e.readsPosting else {
                report(unevaluated(LocalText(.notEvaluatedReadsPosting, keyword), hint: LocalText(.hintNotEvaluatedAutomated, keyword)))
                return
            }
            var nothing = ExpressionSubject(posting: .init(account: [], amount: nil, commodity: [], isReal: true, tags: []), postings: [],
                                            payee: [], note: [], code: [], date: Day(daysSinceEpoch: 0), transactionTags: [])
            let names = e.accountTotalNames
            if !names.isEmpty { nothing.accountTotals = accountTotals(names) }
            guard let value = e.evaluate(nothing) else {
                // An account total that is not one known amount, else arithmetic that is not exact.
                if let name = names.first(where: { nothing.accountTotals[$0] == nil }) {
                    report(unevaluated(LocalText(.notEvaluatedAccountTotal, keyword, String(decoding: name, as: UTF8.self))))
                } else {
                    report(unevaluated(LocalText(.notEvaluatedInexact, keyword)))
                }
                return
            }
            if !value.isTrue {
                report(Diagnostic(keyword == "assert" ? .error : .warning, keyword == "assert" ? "assertion-failed" : "check-failed",
                                  LocalText(.checkLineFailed, keyword, text), at: location))
            }
        }
    }
}

extension JournalBuilder {
    /// ledger's `assert`, `check`, `expr` and `eval` lines in a transaction,
    /// evaluated as ledger does while it reads them: for the posting written
    /// above the line, with its amount as written. A false `assert` is an
    /// error, a false `check` a warning; `expr` and `eval` are evaluated and
    /// their value unused. An expression Tally cannot evaluate is an error
    /// naming it, never passed over.
    mutating func runTransactionChecks(_ pending: [PendingPosting], _ t: TransactionSyntax, in file: SourceFile) {
        for check in t.checks {
            let at = SourceLocation(file: file.id, range: check.line)
            guard let line = Self.checkLine(file.text(check.line)) else { continue }
            let keyword = line.kind.rawValue
            switch ValueExpression.parse(Array(line.expression.utf8)) {
            case .failure(let e):
                report(.error("unsupported-directive", LocalText(.notEvaluated, keyword, saying: e.local), at: at, hint: LocalText(.hintNotEvaluated)))
            case .success(let e):
                let above = Int(check.postingsBefore) - 1
                let subject: ExpressionSubject
                if above >= 0 && above < pending.count {
                    subject = expressionSubject(pending, t, in: file).with(posting: above)
                } else if e.readsPosting {
                    report(.error("unsupported-directive", LocalText(.notEvaluatedReadsPosting, keyword), at: at,
                                  hint: LocalText(.hintNotEvaluatedAutomated, keyword)))
                    continue
                } else {
                    subject = ExpressionSubject(posting: .init(account: [], amount: nil, commodity: [], isReal: true, tags: []), postings: [],
                                                payee: [], note: [], code: [], date: t.date, transactionTags: [])
                }
                guard let value = e.evaluate(subject) else {
                    report(.error("unsupported-directive", LocalText(.notEvaluatedInexact, keyword), at: at))
                    continue
                }
                if !value.isTrue && (line.kind == .assert || line.kind == .check) {
                    report(Diagnostic(line.kind == .assert ? .error : .warning, line.kind == .assert ? "assertion-failed" : "check-failed",
                                      LocalText(.checkLineFailed, keyword, line.expression), at: at))
                }
            }
        }
    }
}
