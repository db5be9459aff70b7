import TallyLocale
import TallyValues

extension Parser {
    // MARK: - ledger/hledger directives that act on later entries

    /// Grammar (grammar.md §14.9):
    ///
    ///     alias-directive = "alias" blanks ( account-name | "/" regex "/" ) { blank } "=" { blank } text eol ;
    mutating func parseAliasDirective(_ l: Line, _ c: Cursor, keyword: TextRange, from entryStart: Int) -> Entry {
        let rest = restBeforeComment(c)
        guard let eq = aliasEquals(in: rest) else {
            report(.error("invalid-directive", LocalText(.aliasExpected), at: location(rest.isEmpty ? keyword : rest), hint: LocalText(.hintAliasForm)))
            return .invalid(synchronize(from: entryStart))
        }
        let pattern = trimmed(TextRange(rest.lowerBound, eq))
        let replacement = trimmed(TextRange(eq + 1, rest.upperBound))
        guard !pattern.isEmpty else {
            report(.error("invalid-directive", LocalText(.aliasNeedsPattern), at: location(TextRange(rest.lowerBound, eq + 1))))
            return .invalid(synchronize(from: entryStart))
        }
        var regex: Regex?
        if pattern.count >= 2 && bytes[pattern.lowerBound] == ByteClass.slash && bytes[pattern.upperBound - 1] == ByteClass.slash {
            let inner = TextRange(pattern.lowerBound + 1, pattern.upperBound - 1)
            if let slash = firstIndex(of: ByteClass.slash, in: inner), slash > inner.lowerBound, bytes[slash - 1] == UInt8(ascii: "\\") {
                report(.error("invalid-regex", LocalText(.aliasEscapedSlash), at: location(TextRange(slash - 1, slash + 1)), hint: LocalText(.hintAliasSlash)))
                return .invalid(synchronize(from: entryStart))
            }
            do {
                regex = try Regex(Array(bytes[inner.range]), ignoringCase: true)
            } catch {
                let at = inner.lowerBound + error.offset
                if let tooLarge = error.limitDiagnostic(at: location(TextRange(at, min(at + 1, inner.upperBound + 1)))) {
                    report(tooLarge)
                    return .invalid(synchronize(from: entryStart))
                }
                report(.error("invalid-regex", LocalText(.aliasRegexUnreadable, saying: error.local),
                              at: location(TextRange(at, min(at + 1, inner.upperBound + 1))), hint: LocalText(.hintRegexSyntax)))
                return .invalid(synchronize(from: entryStart))
            }
        }
        let range = synchronize(from: entryStart)
        return .directive(.ledger(range: range, .alias(AliasSyntax(pattern: pattern, replacement: replacement, regex: regex))))
    }

    /// The `=` that separates an alias's pattern from its replacement: the
    /// first one after a `/REGEX/` (which may itself hold `=`).
    private func aliasEquals(in r: TextRange) -> Int? {
        var k = r.lowerBound
        if k < r.upperBound && bytes[k] == ByteClass.slash {
            k += 1
            while k < r.upperBound && bytes[k] != ByteClass.slash {
                if bytes[k] == UInt8(ascii: "\\") { k += 1 }
                k += 1
            }
        }
        return firstIndex(of: ByteClass.equals, in: TextRange(min(k, r.upperBound), r.upperBound))
    }

    /// ledger's `N SYMBOL`: no market price for the commodity. Read and
    /// not applied; `N` alone or `N ""` names no commodity and is an error.
    ///
    /// Grammar (grammar.md §14.8):
    ///
    ///     no-market = "N" blanks commodity eol ;
    mutating func parseNoMarketDirective(_ c: Cursor, keyword: TextRange, from entryStart: Int) -> Entry {
        let symbol = restBeforeComment(c)
        guard !symbol.isEmpty, !bytes[symbol.range].elementsEqual("\"\"".utf8) else {
            report(.error("invalid-directive", LocalText(.directiveNeedsCommodity, "N"), at: location(symbol.isEmpty ? keyword : symbol)))
            return .invalid(synchronize(from: entryStart))
        }
        return .directive(.informational(range: directiveBody(from: entryStart, keyword: "N"), keyword: keyword))
    }

    /// Grammar (grammar.md §14.10):
    ///
    ///     apply-account = "apply" blanks "account" blanks account-name eol ;
    ///     apply-other   = "apply" blanks "tag" blanks text eol
    ///                   | "apply" blanks "fixed" blanks commodity blanks amount eol ;
    ///     apply-year    = "apply" blanks "year" blanks digit digit digit digit eol ;
    mutating func parseApplyDirective(_ l: Line, _ c0: Cursor, keyword: TextRange, from entryStart: Int) -> Entry {
        var c = c0
        let what = c.scanWord()
        c.skipBlanks()
        let argument = restBeforeComment(c)
        let word = text(what)
        if word == "account" {
            guard !argument.isEmpty else {
                report(.error("invalid-directive", LocalText(.applyAccountNeedsPrefix), at: location(TextRange(c.pos, c.pos + 1))))
                return .invalid(synchronize(from: entryStart))
            }
            openApplies.append("account")
            return .directive(.ledger(range: synchronize(from: entryStart), .applyAccount(prefix: argument)))
        }
        if word == "year" {
            // ledger's `apply year 2024` … `end apply year`: `year 2024` until the end.
            let before = defaultYear
            guard case .directive(.defaultYear(_, let year)) = parseYearDirective(l, c, from: entryStart) else {
                return .invalid(TextRange(entryStart, pos))
            }
            yearsBeforeApply.append(before)
            openApplies.append("year")
            return .directive(.defaultYear(range: TextRange(entryStart, pos), year: year))
        }
        guard ["tag", "fixed"].contains(word) else {
            report(.error("invalid-directive", what.isEmpty ? LocalText(.applyNeedsWhat) : LocalText(.applyUnknown, word),
                          at: location(what.isEmpty ? keyword : what), hint: LocalText(.hintApplyForms)))
            return .invalid(synchronize(from: entryStart))
        }
        guard !argument.isEmpty else {
            report(.error("invalid-directive", LocalText(.applyNeedsArgument, word), at: location(TextRange(c.pos, c.pos + 1))))
            return .invalid(synchronize(from: entryStart))
        }
        // ledger's `apply fixed EUR $1.10`: a commodity, then its price.
        if word == "fixed" {
            guard let (commodity, price) = fixedPrice(c) else {
                report(.error("invalid-directive", LocalText(.applyFixedForm), at: location(argument), hint: LocalText(.hintApplyFixedForm)))
                return .invalid(synchronize(from: entryStart))
            }
            openApplies.append(word)
            return .directive(.ledger(range: synchronize(from: entryStart), .applyFixed(commodity: commodity, price: price)))
        }
        openApplies.append(word)
        return .directive(.ledger(range: synchronize(from: entryStart), .applyOther(keyword: what, argument: argument)))
    }

    /// `apply fixed`'s `COMMODITY PRICE`: a symbol, blanks, and an amount
    /// with a commodity, then nothing but a comment.
    private func fixedPrice(_ start: Cursor) -> (TextRange, AmountSyntax)? {
        var c = start
        guard case .success(let commodity) = c.scanCommodity(), !commodity.isEmpty, c.skipBlanks() > 0,
              case .success(let price) = c.scanAmount(), !price.commodity.isEmpty else { return nil }
        c.skipBlanks()
        return c.isAtEnd || c.peek() == ByteClass.semicolon ? (commodity, price) : nil
    }

    /// Grammar (grammar.md §14.10):
    ///
    ///     end-apply     = "end" [ blanks "apply" [ blanks ( "account" | "tag" | "fixed" | "year" ) ] | blanks ( "account" | "tag" ) ] eol ;
    ///     end-aliases     = "end" blanks "aliases" eol ;
    mutating func parseEndDirective(_ l: Line, _ c: Cursor, keyword: TextRange, from entryStart: Int) -> Entry {
        let what = restBeforeComment(c)
        let words = text(what).split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if words == ["aliases"] {
            return .directive(.ledger(range: synchronize(from: entryStart), .endAliases))
        }
        // `end` and `end apply` close the innermost block, as in ledger,
        // so after `apply year 2014` they end the year as `end apply year` does.
        if words == ["apply", "year"] || ((words.isEmpty || words == ["apply"]) && openApplies.last == "year") {
            // Back to the year before the matching `apply year`.
            if let before = yearsBeforeApply.popLast() { defaultYear = before }
            if openApplies.last == "year" { openApplies.removeLast() }
            return .directive(.defaultYear(range: directiveBody(from: entryStart, keyword: "end apply year"), year: defaultYear))
        }
        let known = words.isEmpty || words == ["apply"] || (words.count == 2 && words[0] == "apply" && ["account", "tag", "fixed"].contains(words[1]))
            || words == ["account"] || words == ["tag"]
        guard known else {
            report(.error("unexpected-end", LocalText(.endUnknown, text(what)), at: location(TextRange(keyword.lowerBound, max(what.upperBound, keyword.upperBound))),
                          hint: LocalText(.hintEndForms)))
            return .invalid(synchronize(from: entryStart))
        }
        // The builder checks that the kind named is the one open.
        if !openApplies.isEmpty && openApplies.last != "year" { openApplies.removeLast() }
        return .directive(.ledger(range: synchronize(from: entryStart), .end(what: what, keyword: keyword)))
    }

    /// Grammar (grammar.md §14.11):
    ///
    ///     bucket-directive = ( "bucket" | "A" ) blanks account-name eol ;
    mutating func parseBucketDirective(_ l: Line, _ c: Cursor, keyword: TextRange, from entryStart: Int) -> Entry {
        let account = restBeforeComment(c)
        guard !account.isEmpty else {
            report(.error("missing-account", LocalText(.accountAfterKeyword, text(keyword)), at: location(keyword)))
            return .invalid(synchronize(from: entryStart))
        }
        return .directive(.ledger(range: synchronize(from: entryStart), .bucket(account: account)))
    }

    /// A directive Tally reads but does not evaluate (with its indented lines).
    mutating func ignoredDirective(keyword: TextRange, reason: ErrorKey, from entryStart: Int) -> Entry {
        .directive(.ledger(range: synchronize(from: entryStart), .ignored(keyword: keyword, reason: reason)))
    }

    /// Grammar (grammar.md §14.15):
    ///
    ///     define-directive = ( "define" | "def" ) blanks name-chars [ parameters ] { blank } "=" { blank }
    ///                        ( number | amount-expr ) [ { blank } trailing-comment ] eol ;
    ///     parameters       = "(" [ { blank } name-chars { { blank } "," { blank } name-chars } ] { blank } ")" ;
    ///     name-chars       = letter { letter | digit | "_" } ;
    ///
    /// A name given a plain number or an amount (`define MACH=€1.12`), or a
    /// function whose body is arithmetic on plain numbers and its
    /// parameters, is read in the amount expressions of the postings after
    /// it in the same file. Any other definition (a value expression such
    /// as `market(…)`) is passed over with a warning: a posting that uses
    /// its name is then an error at the name, never a zero.
    mutating func parseDefine(_ start: Cursor, keyword: TextRange, from entryStart: Int) -> Entry {
        var c = start
        let nameStart = c.pos
        guard !c.isAtEnd, ByteClass.isLetter(c.peek()) else {
            return ignoredDirective(keyword: keyword, reason: .ignoredValueExpressions, from: entryStart)
        }
        while !c.isAtEnd && (ByteClass.isLetter(c.peek()) || ByteClass.isDigit(c.peek()) || c.peek() == ByteClass.underscore) { c.pos += 1 }
        let name = text(TextRange(nameStart, c.pos))
        let parameters = Self.parameters(&c)
        c.skipBlanks()
        guard c.match(ByteClass.equals) else {
            return ignoredDirective(keyword: keyword, reason: .ignoredValueExpressions, from: entryStart)
        }
        c.skipBlanks()
        if let parameters {
            // A body is evaluated by recursion over its terms: a longer one is passed over.
            guard !parameters.contains(""), restBeforeComment(c).count <= Self.longestFunctionBody, let body = c.scanDefinedBody(parameters: parameters, names: definedNames),
                  restBeforeComment(c).isEmpty else {
                return ignoredDirective(keyword: keyword, reason: .ignoredValueExpressions, from: entryStart)
            }
            definedNames.functions[name] = DefinedFunction(parameters: parameters.count, body: body)
            definesNames = true
            return .directive(.informational(range: synchronize(from: entryStart), keyword: keyword))
        }
        let value = c.peek() == ByteClass.openParen
            ? c.scanAmountExpression(allowsMatchedAmount: false, names: definedNames).map(\.amount) : c.scanAmount()
        guard case .success(let amount) = value, restBeforeComment(c).isEmpty else {
            return ignoredDirective(keyword: keyword, reason: .ignoredValueExpressions, from: entryStart)
        }
        if amount.commodity.isEmpty {
            definedNames.numbers[name] = amount.quantity
            definedNames.amounts[name] = nil
        } else {
            definedNames.amounts[name] = DefinedAmount(amount: amount)
            definedNames.numbers[name] = nil
        }
        definesNames = true
        return .directive(.informational(range: synchronize(from: entryStart), keyword: keyword))
    }

    /// The most bytes a function's body may have (grammar.md §14.15).
    static let longestFunctionBody = 1000

    /// A function's `(a, b)` after its name: the names, or `nil` when the
    /// name has no parentheses after it (a number) or they hold anything
    /// else (then an empty name makes the definition passed over).
    static func parameters(_ c: inout Cursor) -> [String]? {
        guard c.match(ByteClass.openParen) else { return nil }
        var names: [String] = []
        while true {
            c.skipBlanks()
            if c.match(ByteClass.closeParen) && names.isEmpty { return names }
            let start = c.pos
            while !c.isAtEnd && (ByteClass.isLetter(c.peek()) || ByteClass.isDigit(c.peek()) || c.peek() == ByteClass.underscore) { c.pos += 1 }
            names.append(c.text(start, c.pos))
            c.skipBlanks()
            if c.match(ByteClass.comma) { continue }
            return c.match(ByteClass.closeParen) && !names.contains("") ? names : [""]
        }
    }

    /// Grammar (grammar.md §14.12):
    ///
    ///     automated     = "=" blanks query eol { indent ( auto-posting | auto-check | trailing-comment ) eol } ;
    ///     auto-posting  = [ status { blank } ] account [ sep ( "*" amount | amount | amount-expr ) { blank } ] [ trailing-comment ] ;
    mutating func parseAutomatedTransaction(from entryStart: Int) -> Entry {
        let header = currentLine()
        var c = cursor(header, from: header.start + 1)
        c.skipBlanks()
        let query = restBeforeComment(c)
        if query.isEmpty {
            report(.error("invalid-automated", LocalText(.automatedNeedsQuery), at: location(TextRange(header.start, header.start + 1)),
                          hint: LocalText(.hintAutomatedForm)))
            return .invalid(synchronize(from: entryStart))
        }
        consume(header)
        var postings: [PostingSyntax] = []
        var comments: [TextRange] = []
        inAutomated = true
        let failed = parsePostingLines(into: &postings, comments: &comments)
        inAutomated = false
        let range = TextRange(entryStart, pos)
        if failed { return .invalid(range) }
        return .directive(.ledger(range: range, .automated(AutomatedTransactionSyntax(query: query, postings: postings,
                                                                                       header: TextRange(header.start, header.contentEnd)))))
    }
}
