import TallyLocale
import TallyValues

extension Parser {
    // MARK: - Transactions

    /// Grammar (grammar.md §5):
    ///
    ///     transaction = header { posting-line | txn-comment-line | txn-check } ;
    ///     header      = date [ "=" date ]
    ///                   [ blanks [ status { blank } ] [ code { blank } ] description ]
    ///                   [ trailing-comment ] eol ;
    mutating func parseTransaction(from entryStart: Int) -> Entry {
        let header = currentLine()
        var c = cursor(header)
        var failed = false

        guard let (date, dateRange) = scanDay(&c) else { return .invalid(synchronize(from: entryStart)) }
        var secondaryDate: Day?
        if c.match(ByteClass.equals) {
            switch c.scanDate() {
            case .success(let token):
                switch token.resolve(defaultYear: date.year) {
                case .success(let d): secondaryDate = d
                case .failure(let e): report(e); failed = true
                }
            case .failure(let e): report(e); failed = true
            }
        }
        if !c.isAtEnd && c.skipBlanks() == 0 && c.peek() != ByteClass.semicolon {
            report(.error("invalid-date", LocalText(.txSpaceAfterDate), at: location(TextRange(c.pos, c.pos + 1))))
            return .invalid(synchronize(from: entryStart))
        }
        let status = parseStatus(&c)
        var code: TextRange?
        if c.peek() == ByteClass.openParen {
            let open = c.pos
            c.advance()
            let s = c.pos
            while !c.isAtEnd && c.peek() != ByteClass.closeParen { c.advance() }
            if c.isAtEnd {
                report(.error("unclosed-code", LocalText(.txCodeNotClosed), at: location(TextRange(open, c.pos)), hint: LocalText(.hintTxCloseCode)))
                failed = true
            } else {
                code = TextRange(s, c.pos)
                c.advance()
            }
            c.skipBlanks()
        }
        // description = text up to ";" (the comment) or the end of the line
        let descriptionStart = c.pos
        let (descriptionEnd, firstBar) = c.scanDescription()
        let description = trimmed(TextRange(descriptionStart, descriptionEnd))
        var payee: TextRange?
        var note: TextRange?
        if let bar = firstBar, bar < description.upperBound {
            payee = trimmed(TextRange(description.lowerBound, bar))
            note = trimmed(TextRange(bar + 1, description.upperBound))
        }
        var comments: [TextRange] = []
        if c.match(ByteClass.semicolon) { comments.append(c.restTrimmed(from: c.pos)) }
        consume(header)

        var postings: [PostingSyntax] = []
        postings.reserveCapacity(4)
        var checks: [TransactionCheckSyntax]? = []
        failed = parsePostingLines(into: &postings, comments: &comments, checks: &checks) || failed
        let range = TextRange(entryStart, pos)
        if failed { return .invalid(range) }
        return .transaction(TransactionSyntax(range: range, date: date, dateRange: dateRange, secondaryDate: secondaryDate,
                                              status: status, code: code, description: description, payee: payee, note: note,
                                              comments: comments, postings: postings, checks: checks ?? []))
    }

    /// Grammar (grammar.md §13):
    ///
    ///     periodic-transaction = "~" { blank } period [ sep description ]
    ///                            [ trailing-comment ] eol
    ///                            { posting-line | txn-comment-line } ;
    mutating func parsePeriodicTransaction(from entryStart: Int) -> Entry {
        let header = currentLine()
        var c = cursor(header, from: header.start + 1)
        c.skipBlanks()
        var comments: [TextRange] = []
        let period = c.scanField()
        c.skipBlanks()
        let descriptionStart = c.pos
        while !c.isAtEnd && c.peek() != ByteClass.semicolon { c.advance() }
        let description = trimmed(TextRange(descriptionStart, c.pos))
        if c.match(ByteClass.semicolon) { comments.append(c.restTrimmed(from: c.pos)) }
        consume(header)
        var postings: [PostingSyntax] = []
        let failed = parsePostingLines(into: &postings, comments: &comments)
        let range = TextRange(entryStart, pos)
        if failed { return .invalid(range) }
        return .periodic(PeriodicTransactionSyntax(range: range, period: period, description: description, postings: postings))
    }

    /// Reads indented posting and comment lines until a blank or column-0
    /// line. Returns whether any of them had an error.
    ///
    /// Grammar (grammar.md §7):
    ///
    ///     posting-line = indent posting eol ;
    mutating func parsePostingLines(into postings: inout [PostingSyntax], comments: inout [TextRange]) -> Bool {
        var none: [TransactionCheckSyntax]?
        return parsePostingLines(into: &postings, comments: &comments, checks: &none)
    }

    /// The same, in a transaction, where ledger's check lines are kept
    /// apart (`checks`, when not nil).
    ///
    /// Grammar (grammar.md §5):
    ///
    ///     txn-check = indent ( "assert" | "check" | "expr" | "eval" ) blank value-expr eol ;
    mutating func parsePostingLines(into postings: inout [PostingSyntax], comments: inout [TextRange],
                                    checks: inout [TransactionCheckSyntax]?) -> Bool {
        var failed = false
        var progress = LoopProgress()
        while pos < end && progress.evaluate(pos) {
            let l = currentLine()
            guard let p = continuationStart(l) else { break }
            let b = bytes[p]
            if b == ByteClass.semicolon {
                let text = cursor(l).restTrimmed(from: p + 1)
                if postings.isEmpty { comments.append(text) } else { postings[postings.count - 1].comments.append(text) }
                consume(l)
                continue
            }
            // Only `assert`, `check`, `expr` and `eval` start a check line.
            if checks != nil, b == UInt8(ascii: "a") || b == UInt8(ascii: "c") || b == UInt8(ascii: "e"), isCheckLine(l, from: p) {
                checks?.append(TransactionCheckSyntax(line: cursor(l).restTrimmed(from: p), postingsBefore: Int32(postings.count)))
                consume(l)
                continue
            }
            if !parsePosting(l, from: p, into: &postings) { failed = true }
            consume(l)
        }
        return failed
    }

    /// Whether a line is `assert EXPR`, `check EXPR`, `expr EXPR` or `eval
    /// EXPR`: the keyword, a blank, and no amount column after it (an
    /// account named `check fee  $5` stays a posting).
    func isCheckLine(_ l: Line, from p: Int) -> Bool {
        var k = p
        while k < l.contentEnd && bytes[k] >= 0x61 && bytes[k] <= 0x7A { k += 1 }
        guard k < l.contentEnd, ByteClass.isBlank(bytes[k]) else { return false }
        let word = bytes[p..<k]
        guard word.elementsEqual("assert".utf8) || word.elementsEqual("check".utf8)
                || word.elementsEqual("expr".utf8) || word.elementsEqual("eval".utf8) else { return false }
        var c = cursor(l, from: p)
        _ = c.scanField()
        c.skipBlanks()
        return c.isAtEnd
    }

    /// Grammar (grammar.md §5):
    ///
    ///     status      = "*" | "!" ;                        (* cleared | pending *)
    func parseStatus(_ c: inout Cursor) -> Status {
        let b = c.peek()
        if b == ByteClass.star || b == ByteClass.bang {
            c.advance()
            c.skipBlanks()
            return b == ByteClass.star ? .cleared : .pending
        }
        return .unmarked
    }

    // MARK: - Postings

    /// Grammar (grammar.md §7):
    ///
    ///     posting      = [ status { blank } ] account
    ///                    [ sep [ amount { blank } [ lots ] [ cost { blank } [ lots ] ] ]
    ///                          [ assertion { blank } ]
    ///                          [ trailing-comment ] ] ;
    ///
    /// Appends the posting to `postings`; returns whether the line was one.
    mutating func parsePosting(_ l: Line, from p: Int, into postings: inout [PostingSyntax]) -> Bool {
        var c = cursor(l, from: p)
        let status = parseStatus(&c)
        var kind = PostingKind.real
        let accountStart = c.pos
        var account = c.scanField()
        // `* ;A  10.00 EUR`: after the mark a comment starts, so no account is written (ledger's 1753).
        if account.isEmpty || (status != .unmarked && bytes[account.lowerBound] == ByteClass.semicolon) {
            report(.error("missing-account", LocalText(.txNeedsAccount), at: location(TextRange(accountStart, accountStart + 1))))
            return false
        }
        let first = bytes[account.lowerBound], last = bytes[account.upperBound - 1]
        if first == ByteClass.openParen || first == ByteClass.openBracket {
            let close = first == ByteClass.openParen ? ByteClass.closeParen : ByteClass.closeBracket
            guard last == close, account.count >= 3 else {
                report(.error("invalid-account", LocalText(.txVirtualNotClosed), at: location(account),
                              hint: LocalText(.hintTxVirtual)))
                return false
            }
            kind = first == ByteClass.openParen ? .virtual : .balancedVirtual
            account = TextRange(account.lowerBound + 1, account.upperBound - 1)
            account = unbracketed(account)
        } else if first == UInt8(ascii: "<"), last == UInt8(ascii: ">"), account.count >= 3 {
            // ledger's deferred posting, `<Assets:Cash>`: a real posting to the account inside.
            account = TextRange(account.lowerBound + 1, account.upperBound - 1)
        }
        var posting = PostingSyntax(range: c.restTrimmed(from: p), status: status, kind: kind, account: account, amount: nil)
        c.skipBlanks()
        if !c.isAtEnd && c.peek() != ByteClass.semicolon && c.peek() != ByteClass.equals && !(inAutomated && c.peek() == ByteClass.star) {
            if c.peek() == ByteClass.openParen && c.peek(1) != ByteClass.at {
                // `(2 * $3.97)`, `(amount / 2)`: ledger's amount expressions.
                switch c.scanAmountExpression(allowsMatchedAmount: inAutomated, names: definedNames) {
                case .success(let e):
                    posting.amount = e.amount
                    posting.isMultiplier = e.isMultiplier
                    posting.matchAmount = e.match
                case .failure(let e):
                    expressionFailed = true
                    report(amountError(e, at: c))
                    return false
                }
            } else {
                switch c.scanAmount() {
                case .success(let amount): posting.amount = amount
                case .failure(let e):
                    report(amountError(e, at: c))
                    return false
                }
            }
            c.skipBlanks()
            guard parseLotAnnotations(&c, into: &posting) else { return false }
            // `(@)` and `(@@)`: ledger's cost that does not fix a lot price; read as `@`/`@@`.
            let parenthesized = c.peek() == ByteClass.openParen && c.peek(1) == ByteClass.at
            if c.peek() == ByteClass.at || parenthesized {
                let costStart = c.pos
                if parenthesized { c.advance() }
                c.advance()
                let isTotal = c.match(ByteClass.at)
                if parenthesized && !c.match(ByteClass.closeParen) {
                    report(.error("invalid-amount", LocalText(.txCostParen), at: location(TextRange(c.pos, c.pos + 1))))
                    return false
                }
                c.skipBlanks()
                // `@ = $1.10`: ledger's fixated price, a cost as any other here.
                if c.match(ByteClass.equals) { c.skipBlanks() }
                switch Self.amountOrExpression(&c) {
                case .success(let amount):
                    posting.cost = CostSyntax(isTotal: isTotal, amount: amount, range: TextRange(costStart, c.pos))
                case .failure(let e):
                    report(amountError(e, at: c))
                    return false
                }
                c.skipBlanks()
                if posting.lot?.cost != nil && c.peek() == ByteClass.openBrace {
                    // `100 BTC {$100} @ 2 ETH {$50}`: the price's own lot (the ETH
                    // paid were bought at $50), as ledger reads it; checked, and
                    // counted nowhere, as ledger 3.3 counts it nowhere.
                    var price = PostingSyntax(range: posting.range, status: status, kind: kind, account: account, amount: nil)
                    guard parseLotAnnotations(&c, into: &price) else { return false }
                } else {
                    guard parseLotAnnotations(&c, into: &posting) else { return false }
                }
            }
        } else if c.peek() == ByteClass.star && inAutomated {
            // `*0.05`: a multiplier of the matched posting's amount.
            c.advance()
            switch c.scanAmount() {
            case .success(let amount):
                posting.amount = amount
                posting.isMultiplier = true
            case .failure(let e):
                report(amountError(e, at: c))
                return false
            }
            c.skipBlanks()
        } else if c.peek() == ByteClass.at {
            report(.error("invalid-amount", LocalText(.txCostNeedsAmount), at: location(TextRange(c.pos, c.pos + 1))))
            return false
        }
        if c.peek() == ByteClass.equals {
            let assertionStart = c.pos
            c.advance()
            let isSole = c.match(ByteClass.equals)
            let subaccounts = c.match(ByteClass.star)
            c.skipBlanks()
            switch Self.amountOrExpression(&c) {
            case .success(let amount):
                c.skipBlanks()
                if c.peek() == ByteClass.at {
                    // A cost on an asserted amount is read and ignored (as hledger does).
                    c.advance()
                    _ = c.match(ByteClass.at)
                    c.skipBlanks()
                    if case .failure(let e) = c.scanAmount() { report(amountError(e, at: c)); return false }
                    c.skipBlanks()
                }
                posting.assertion = AssertionSyntax(amount: amount, isSole: isSole, includesSubaccounts: subaccounts,
                                                    range: TextRange(assertionStart, amount.range.upperBound))
            case .failure(let e):
                report(amountError(e, at: c))
                return false
            }
        }
        if c.match(ByteClass.semicolon) {
            posting.comments.append(c.restTrimmed(from: c.pos))
        } else if !c.isAtEnd {
            let rest = c.restTrimmed(from: c.pos)
            let found = String(decoding: bytes[rest.range.prefix(40)], as: UTF8.self)
            let hint = LocalText(.hintTxAfterAmount)
            report(.error("unexpected-text", LocalText(.unexpectedAfterAmount, "\(found)"), at: location(rest), hint: hint))
            return false
        }
        postings.append(consume posting)
        return true
    }

    /// An amount, or ledger's arithmetic in parentheses (`($100.00 +
    /// $50.00)`), where a cost or an asserted amount is written.
    static func amountOrExpression(_ c: inout Cursor) -> Result<AmountSyntax, LexError> {
        guard c.peek() == ByteClass.openParen else { return c.scanAmount() }
        return c.scanAmountExpression(allowsMatchedAmount: false).map(\.amount)
    }

    /// Inside a virtual posting's brackets, up to two more enclosing pairs
    /// are removed, as hledger 1.25 reads `[([(a)])]` (as `(a)`).
    private func unbracketed(_ r: TextRange) -> TextRange {
        var account = r
        var removed = 0
        while removed < 2 && account.count >= 3 {
            let f = bytes[account.lowerBound], l = bytes[account.upperBound - 1]
            guard (f == ByteClass.openParen && l == ByteClass.closeParen) || (f == ByteClass.openBracket && l == ByteClass.closeBracket) else { break }
            account = TextRange(account.lowerBound + 1, account.upperBound - 1)
            removed += 1
        }
        return account
    }

    /// Adds a hint when a single space separated the account from its amount.
    private func amountError(_ e: LexError, at c: Cursor) -> Diagnostic {
        var d = Diagnostic(.error, e.id, e.message, at: location(e.range), label: e.label, hint: e.hint)
        d.local = e.local
        return d
    }

    // MARK: - Helpers

    func firstIndex(of byte: UInt8, in range: TextRange) -> Int? {
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == byte { return i }
            i += 1
        }
        return nil
    }

    func trimmed(_ range: TextRange) -> TextRange {
        var s = range.lowerBound, e = range.upperBound
        while s < e && ByteClass.isBlank(bytes[s]) { s += 1 }
        while e > s && ByteClass.isBlank(bytes[e - 1]) { e -= 1 }
        return TextRange(s, e)
    }
}

