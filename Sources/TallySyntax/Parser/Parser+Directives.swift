import TallyLocale
import TallyValues

extension Parser {
    // MARK: - Directives

    /// Grammar (grammar.md §3):
    ///
    ///     directive = account-directive | commodity-directive | include-directive
    ///               | price-directive | year-directive | decimal-mark-directive
    ///               | default-commodity-directive | category-directive
    ///               | budget-directive | recurring-directive | goal-directive
    ///               | alias-directive | end-aliases | apply-account | apply-other | apply-year | end-apply
    ///               | bucket-directive | clock-in | clock-out
    ///               | reporting-currency-directive | conversion-directive ;
    mutating func parseDirective(from entryStart: Int) -> Entry {
        let l = currentLine()
        var c = cursor(l)
        var keywordRange = c.scanWord()
        // ledger's older spelling of a directive with `@` or `!` before it: `!include`, `@year`.
        if (bytes[keywordRange.lowerBound] == ByteClass.at || bytes[keywordRange.lowerBound] == ByteClass.bang) && keywordRange.count > 1
            && ByteClass.isLetter(bytes[keywordRange.lowerBound + 1]) {
            keywordRange = TextRange(keywordRange.lowerBound + 1, keywordRange.upperBound)
        }
        // ledger's `Y2026`: the year directive with no space.
        if bytes[keywordRange.lowerBound] == UInt8(ascii: "Y") && keywordRange.count > 1 && ByteClass.isDigit(bytes[keywordRange.lowerBound + 1]) {
            keywordRange = TextRange(keywordRange.lowerBound, keywordRange.lowerBound + 1)
            c.pos = keywordRange.upperBound
        }
        let keyword = String(decoding: bytes[keywordRange.range], as: UTF8.self)
        c.skipBlanks()
        switch keyword {
        case "account": return parseAccountDirective(l, c, from: entryStart)
        case "commodity": return parseCommodityDirective(l, c, from: entryStart)
        case "include": return parseIncludeDirective(l, c, from: entryStart)
        case "P": return parsePriceDirective(l, c, from: entryStart)
        case "Y", "year":
            return parseYearDirective(l, c, from: entryStart)
        case "decimal-mark": return parseDecimalMarkDirective(l, c, from: entryStart)
        case "D": return parseDefaultCommodityDirective(l, c, from: entryStart)
        case "comment", "test": return parseCommentBlock(l, keyword: keyword, from: entryStart)
        case "N": return parseNoMarketDirective(c, keyword: keywordRange, from: entryStart)
        case "payee", "tag", "timezone", "strict", "lang":
            let range = directiveBody(from: entryStart, keyword: keyword)
            return .directive(.informational(range: range, keyword: keywordRange))
        case "alias": return parseAliasDirective(l, c, keyword: keywordRange, from: entryStart)
        case "apply": return parseApplyDirective(l, c, keyword: keywordRange, from: entryStart)
        case "end": return parseEndDirective(l, c, keyword: keywordRange, from: entryStart)
        case "bucket", "A": return parseBucketDirective(l, c, keyword: keywordRange, from: entryStart)
        case "i", "I", "o", "O": return parseTimeclockLine(l, c, keyword: keywordRange, from: entryStart)
        case "assert", "check":
            var rest = c
            rest.skipBlanks()
            let expression = restBeforeComment(rest)
            return .directive(.ledger(range: synchronize(from: entryStart), .valueCheck(keyword: keywordRange, expression: expression)))
        case "define", "def": return parseDefine(c, keyword: keywordRange, from: entryStart)
        case "value", "expr", "python", "eval":
            return ignoredDirective(keyword: keywordRange, reason: .ignoredValueExpressions, from: entryStart)
        case "C": return parseConversionDirective(c, keyword: keywordRange, from: entryStart)
        case "payee-rewrite", "account-rewrite":
            // ledger 3.3 stops at one without its pattern and name.
            guard !restBeforeComment(c).isEmpty else {
                report(.error("invalid-directive", LocalText(.rewriteNeedsArgument, keyword), at: location(keywordRange),
                              hint: LocalText(.hintRewriteForm, keyword)))
                return .invalid(synchronize(from: entryStart))
            }
            return ignoredDirective(keyword: keywordRange, reason: .ignoredRewrite, from: entryStart)
        case "b", "h":
            // ledger passes over them too; they change no session.
            return ignoredDirective(keyword: keywordRange, reason: .ignoredTimeclockMarks, from: entryStart)
        case "category": return parseCategoryDirective(l, c, from: entryStart)
        case "budget": return parseBudgetDirective(l, c, from: entryStart)
        case "recurring": return parseRecurringDirective(l, c, from: entryStart)
        case "goal": return parseGoalDirective(l, c, from: entryStart)
        case "reporting-currency": return parseReportingCurrencyDirective(l, c, from: entryStart)
        default:
            if afterTransaction && looksLikePosting(l) {
                report(.error("unindented-posting", LocalText(.unindentedPosting), at: location(TextRange(l.start, l.contentEnd)),
                              hint: LocalText(.hintUnindentedPosting)))
                return .invalid(synchronize(from: entryStart))
            }
            if keyword == "--pedantic" || (keyword.hasPrefix("--") && readsAsTallyDoes(option: keyword, c)) {
                let range = directiveBody(from: entryStart, keyword: keyword)
                return .directive(.informational(range: range, keyword: keywordRange))
            }
            if keyword.hasPrefix("--"), let reason = Self.passedOverOptions[String(keyword.split(separator: "=").first ?? "")] {
                return ignoredDirective(keyword: keywordRange, reason: reason, from: entryStart)
            }
            if keyword.hasPrefix("--") {
                report(.error("unsupported-directive", LocalText(.optionsInJournal, String(keyword.prefix(40))), at: location(keywordRange),
                              hint: LocalText(.hintOptionsInJournal)))
                return .invalid(synchronize(from: entryStart))
            }
            let shown = keyword.count > 40 ? String(keyword.prefix(40)) + "…" : keyword
            report(.error("unknown-directive", LocalText(.unknownDirective, shown), at: location(keywordRange),
                          hint: LocalText(.hintUnknownDirective)))
            return .invalid(synchronize(from: entryStart))
        }
    }

    /// ledger options in a journal that never change a number Tally reads:
    /// those that only make ledger warn or stop about more (or less), and
    /// those that only shape ledger's reports (Tally takes report options
    /// on the command line). Each is read, said, and passed over.
    static let passedOverOptions: [String: ErrorKey] = [
        "--strict": .ignoredStrict,
        "--check-payees": .ignoredCheckPayees,
        "--explicit": .ignoredExplicit,
        "--permissive": .ignoredPermissive,
        "--flat": .ignoredReportOption,
        "--now": .ignoredReportOption,
        "--day-break": .ignoredReportOption,
        "--columns": .ignoredReportOption,
        "--wide": .ignoredReportOption,
        "--color": .ignoredReportOption,
        "--no-color": .ignoredReportOption,
    ]

    /// Whether a ledger option line changes nothing in how Tally reads the
    /// journal: `--date-format` (how ledger prints dates), and
    /// `--input-date-format` naming the year-month-day order Tally reads.
    /// (`--pedantic` is read as well: the builder takes it as `strict`.)
    func readsAsTallyDoes(option keyword: String, _ c: Cursor) -> Bool {
        let parts = keyword.split(separator: "=", maxSplits: 1)
        let name = String(parts[0])
        let value = parts.count > 1 ? String(parts[1]) : text(restBeforeComment(c))
        switch name {
        case "--date-format": return !value.isEmpty
        case "--input-date-format": return ["%Y-%m-%d", "%Y/%m/%d", "%Y.%m.%d", "%m/%d", "%m-%d"].contains(value)
        default: return false
        }
    }

    /// The rest of the line from the cursor, without a trailing `; comment`
    /// (a `;` after a blank) and without surrounding blanks.
    func restBeforeComment(_ c: Cursor) -> TextRange {
        let rest = c.restTrimmed(from: c.pos)
        var k = rest.lowerBound
        while k < rest.upperBound {
            if bytes[k] == ByteClass.semicolon && (k == rest.lowerBound || ByteClass.isBlank(bytes[k - 1])) {
                return trimmed(TextRange(rest.lowerBound, k))
            }
            k += 1
        }
        return rest
    }

    /// Whether a column-0 line reads like `account  amount`.
    func looksLikePosting(_ l: Line) -> Bool {
        var c = cursor(l)
        _ = c.scanField()
        if c.isAtEnd { return bytes[l.start...].prefix(l.contentEnd - l.start).contains(UInt8(ascii: ":")) }
        c.skipBlanks()
        return c.scanAmount().isSuccess
    }

    /// Grammar (grammar.md §14.1):
    ///
    ///     account-directive = "account" blanks account-name [ sep tags | { blank } trailing-comment ] eol
    ///                         { indent text eol } ;
    mutating func parseAccountDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        var name = c.scanField()
        var comments: [TextRange] = []
        if let semicolon = firstIndex(of: ByteClass.semicolon, in: name), semicolon > name.lowerBound, ByteClass.isBlank(bytes[semicolon - 1]) {
            c.pos = semicolon
            name = trimmed(TextRange(name.lowerBound, semicolon))
        }
        if name.isEmpty {
            report(.error("missing-account", LocalText(.accountNeedsName), at: location(TextRange(c.pos, c.pos + 1))))
            return .invalid(synchronize(from: entryStart))
        }
        c.skipBlanks()
        if c.match(ByteClass.semicolon) {
            comments.append(c.restTrimmed(from: c.pos))
        } else if !c.isAtEnd {
            // `account NAME  type:expense`: tags without the `;`.
            let rest = c.restTrimmed(from: c.pos)
            guard bytes[rest.range].contains(ByteClass.colon) else {
                report(.error("invalid-directive", LocalText(.accountTextAfterName), at: location(rest),
                              hint: LocalText(.hintAccountNotes)))
                return .invalid(synchronize(from: entryStart))
            }
            comments.append(rest)
        }
        consume(l)
        var progress = LoopProgress()
        while pos < end && progress.evaluate(pos) {
            let sub = currentLine()
            guard isContinuation(sub) else { break }
            let p = firstNonBlank(sub)
            if !reportMissingArgument(sub, under: "account") { warnIfPostingUnderAccount(sub) }
            comments.append(cursor(sub).restTrimmed(from: bytes[p] == ByteClass.semicolon ? p + 1 : p))
            consume(sub)
        }
        return .directive(.account(AccountDirective(range: TextRange(entryStart, pos), name: name, comments: comments)))
    }

    /// Grammar (grammar.md §14.3):
    ///
    ///     include-directive = "include" blanks path eol ;
    mutating func parseIncludeDirective(_ l: Line, _ c: Cursor, from entryStart: Int) -> Entry {
        var path = restBeforeComment(c)
        if path.count >= 2 && bytes[path.lowerBound] == ByteClass.quote && bytes[path.upperBound - 1] == ByteClass.quote {
            path = TextRange(path.lowerBound + 1, path.upperBound - 1)
        }
        if path.isEmpty {
            report(.error("invalid-directive", LocalText(.includeNeedsPath), at: location(TextRange(c.pos, c.pos + 1)),
                          hint: LocalText(.hintIncludeForm)))
            return .invalid(synchronize(from: entryStart))
        }
        let range = directiveBody(from: entryStart, keyword: "include")
        return .directive(.include(IncludeDirective(range: range, path: path)))
    }

    /// Grammar (grammar.md §14.4):
    ///
    ///     price-directive = "P" blanks date [ blanks time ] blanks commodity blanks amount
    ///                       [ { blank } trailing-comment ] eol ;
    mutating func parsePriceDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        guard let date = scanDay(&c)?.day else { return .invalid(synchronize(from: entryStart)) }
        c.skipBlanks()
        if ByteClass.isDigit(c.peek()) {
            // An optional time of day, HH:MM[:SS].
            while !c.isAtEnd && (ByteClass.isDigit(c.peek()) || c.peek() == ByteClass.colon) { c.advance() }
            c.skipBlanks()
        }
        let commodity: TextRange
        switch c.scanCommodity() {
        case .success(let s) where !s.isEmpty: commodity = s
        case .failure(let e): report(e); return .invalid(synchronize(from: entryStart))
        default:
            report(.error("invalid-directive", LocalText(.priceNeedsCommodity), at: location(TextRange(c.pos, c.pos + 1)),
                          hint: LocalText(.hintPriceForm)))
            return .invalid(synchronize(from: entryStart))
        }
        c.skipBlanks()
        let price: AmountSyntax
        switch c.scanAmount() {
        case .success(let a): price = a
        case .failure(let e): report(e); return .invalid(synchronize(from: entryStart))
        }
        c.skipBlanks()
        if !c.isAtEnd && c.peek() != ByteClass.semicolon {
            // A price changes no balance: an unreadable one is left out with a warning.
            report(.warning("unreadable-price", LocalText(.priceTextAfter),
                            at: location(c.restTrimmed(from: c.pos)),
                            hint: LocalText(.hintPriceWrite, "\(date)", text(commodity))))
            return .trivia(TriviaSyntax(kind: .comment, range: synchronize(from: entryStart)))
        }
        let range = directiveBody(from: entryStart, keyword: "P")
        return .directive(.price(PriceDirective(range: range, date: date, commodity: commodity, price: price)))
    }

    /// Grammar (grammar.md §14.5):
    ///
    ///     year-directive = ( "Y" [ blanks ] | "year" blanks ) digit digit digit digit [ { blank } trailing-comment ] eol ;
    mutating func parseYearDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        let s = c.pos
        guard let year = c.scanInteger(maxDigits: 4), c.pos - s == 4, (1...9999).contains(year), restBeforeComment(c).isEmpty else {
            report(.error("invalid-directive", LocalText(.yearFourDigits), at: location(TextRange(s, max(s + 1, c.end)))))
            return .invalid(synchronize(from: entryStart))
        }
        defaultYear = year
        setsYear = true
        return .directive(.defaultYear(range: directiveBody(from: entryStart, keyword: "year"), year: year))
    }

    /// Grammar (grammar.md §14.6):
    ///
    ///     decimal-mark-directive = "decimal-mark" blanks ( "." | "," ) [ { blank } trailing-comment ] eol ;
    mutating func parseDecimalMarkDirective(_ l: Line, _ c: Cursor, from entryStart: Int) -> Entry {
        let rest = restBeforeComment(c)
        guard rest.count == 1, bytes[rest.lowerBound] == ByteClass.dot || bytes[rest.lowerBound] == ByteClass.comma else {
            report(.error("invalid-directive", LocalText(.decimalMarkExpected), at: location(TextRange(c.pos, max(c.pos + 1, rest.upperBound)))))
            return .invalid(synchronize(from: entryStart))
        }
        return .directive(.decimalMark(range: directiveBody(from: entryStart, keyword: "decimal-mark"), mark: bytes[rest.lowerBound]))
    }

    /// Grammar (grammar.md §14.7):
    ///
    ///     default-commodity-directive = "D" blanks amount eol ;
    mutating func parseDefaultCommodityDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        switch c.scanAmount() {
        case .success(let amount):
            return .directive(.defaultCommodity(range: directiveBody(from: entryStart, keyword: "D"), amount: amount))
        case .failure(let e):
            report(e)
            return .invalid(synchronize(from: entryStart))
        }
    }

    /// Grammar (grammar.md §4):
    ///
    ///     comment-block = ( "comment" | "test" ) text eol
    ///                     { text eol }
    ///                     "end" [ blanks ( "comment" | "test" ) ] eol ;
    mutating func parseCommentBlock(_ l: Line, keyword: String, from entryStart: Int) -> Entry {
        consume(l)
        var progress = LoopProgress()
        while pos < end && progress.evaluate(pos) {
            let inner = currentLine()
            consume(inner)
            var c = cursor(inner)
            if c.atKeyword("end") {
                c.advance(3)
                c.skipBlanks()
                let rest = c.restTrimmed(from: c.pos)
                if rest.isEmpty || String(decoding: bytes[rest.range], as: UTF8.self) == keyword {
                    return .trivia(TriviaSyntax(kind: .commentBlock, range: TextRange(entryStart, pos)))
                }
            }
        }
        report(.warning("unclosed-comment", LocalText(.commentNotClosed, keyword),
                        at: location(TextRange(l.start, l.contentEnd)), hint: LocalText(.hintCommentEnd, keyword)))
        return .trivia(TriviaSyntax(kind: .commentBlock, range: TextRange(entryStart, pos)))
    }
}
