import TallyLocale

extension Parser {
    /// Grammar (grammar.md §14.2):
    ///
    ///     commodity-directive = "commodity" blanks ( amount | commodity ) [ { blank } trailing-comment ] eol
    ///                           { indent ( "format" blanks amount | "alias" blanks commodity | "default"
    ///                                    | "value" blanks amount | text ) eol } ;
    mutating func parseCommodityDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        let start = c.pos
        var symbol = TextRange(start, start)
        var format: AmountSyntax?
        var probe = c
        if case .success(let amount) = probe.scanAmount() {
            format = amount
            symbol = amount.commodity
            c = probe
        } else {
            switch c.scanCommodity() {
            case .success(let s): symbol = s
            case .failure(let e): report(e); return .invalid(synchronize(from: entryStart))
            }
        }
        c.skipBlanks()
        var comments: [TextRange] = []
        if !c.isAtEnd && c.peek() == ByteClass.semicolon { comments.append(c.restTrimmed(from: c.pos + 1)) }
        if !c.isAtEnd && c.peek() != ByteClass.semicolon {
            report(.error("invalid-directive", LocalText(.commodityTextAfter), at: location(c.restTrimmed(from: c.pos)),
                          hint: LocalText(.hintCommodityStyle)))
            return .invalid(synchronize(from: entryStart))
        }
        if symbol.isEmpty && format == nil {
            report(.error("invalid-directive", LocalText(.commodityNeedsSymbol), at: location(TextRange(start, start + 1))))
            return .invalid(synchronize(from: entryStart))
        }
        consume(l)
        var failed = false
        var aliases: [TextRange] = []
        var defaultMark: TextRange?
        var value: (amount: AmountSyntax, line: TextRange)?
        var progress = LoopProgress()
        while pos < end && progress.evaluate(pos) {
            let sub = currentLine()
            guard isContinuation(sub) else { break }
            var sc = cursor(sub, from: firstNonBlank(sub))
            if sc.atKeyword("format") {
                sc.advance(6)
                sc.skipBlanks()
                switch sc.scanAmount() {
                case .success(let amount):
                    if !amount.commodity.isEmpty && !bytes[amount.commodity.range].elementsEqual(bytes[symbol.range]) && !symbol.isEmpty {
                        report(.error("invalid-directive", LocalText(.commodityFormatOther), at: location(amount.commodity)))
                        failed = true
                    }
                    format = amount
                    if symbol.isEmpty { symbol = amount.commodity }
                case .failure(let e): report(e); failed = true
                }
            } else if sc.atKeyword("alias") {
                sc.advance(5)
                sc.skipBlanks()
                let alias = restBeforeComment(sc)
                if !alias.isEmpty { aliases.append(alias) } else if reportMissingArgument(sub, under: "commodity") { failed = true }
            } else if sc.atKeyword("default") {
                if defaultMark == nil { defaultMark = TextRange(sc.pos, sc.pos + 7) }
            } else if sc.atKeyword("value"), let amount = valueAmount(sc) {
                value = (amount, TextRange(sc.pos, sub.contentEnd))
            } else if bytes[sc.pos] == ByteClass.semicolon {
                comments.append(sc.restTrimmed(from: sc.pos + 1))
            } else {
                warnIfUnread(sub, under: "commodity")
            }
            consume(sub)
        }
        let range = TextRange(entryStart, pos)
        if failed { return .invalid(range) }
        return .directive(.commodity(CommodityDirective(range: range, symbol: symbol, format: format, aliases: aliases,
                                                          defaultMark: defaultMark, value: value, comments: comments)))
    }

    /// ledger's `value AMOUNT` under `commodity`: the amount, when it is one
    /// amount with a commodity and nothing after it but a comment; `nil`
    /// for a value expression (`value s, d, t -> market(…)`), which stays
    /// an unread line.
    private func valueAmount(_ start: Cursor) -> AmountSyntax? {
        var c = start
        c.advance(5)
        c.skipBlanks()
        guard case .success(let amount) = c.scanAmount(), !amount.commodity.isEmpty else { return nil }
        c.skipBlanks()
        return c.isAtEnd || c.peek() == ByteClass.semicolon ? amount : nil
    }
}
