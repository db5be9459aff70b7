import TallyLocale

extension Parser {
    /// Grammar (grammar.md §14.2):
    ///
    ///     commodity-directive = "commodity" blanks ( symbol-word | amount | commodity ) [ { blank } trailing-comment ] eol
    ///                           { indent ( "format" blanks amount | "alias" blanks commodity | "default"
    ///                                    | "value" blanks ( amount | value-lambda ) | text ) eol } ;
    ///     symbol-word         = letter { letter | digit | "_" } ;   (* with a digit: `N1` *)
    ///     value-lambda        = name { { blank } "," { blank } name } { blank } "->" { blank }
    ///                           ( amount | "market" "(" { blank } amount { blank } "," { blank } name
    ///                                                   [ { blank } "," { blank } name ] { blank } ")" ) ;
    mutating func parseCommodityDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        let start = c.pos
        var symbol = TextRange(start, start)
        var format: AmountSyntax?
        var probe = c
        if let word = Self.symbolWord(c) {
            // `commodity N1`: letters and digits in one word are the symbol, as ledger reads them.
            symbol = word
            c.pos = word.upperBound
        } else if case .success(let amount) = probe.scanAmount() {
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
    /// amount with a commodity and nothing after it but a comment. ledger's
    /// lambda `value s, d, t -> market(AMOUNT, d, t)`, or one whose body is
    /// a plain AMOUNT, is the same fixed value: what AMOUNT is worth is
    /// found by following AMOUNT's own commodity. `nil` for any other value
    /// expression, which stays an unread line.
    private func valueAmount(_ start: Cursor) -> AmountSyntax? {
        var c = start
        c.advance(5)
        c.skipBlanks()
        var probe = c
        if case .success(let amount) = probe.scanAmount(), !amount.commodity.isEmpty {
            probe.skipBlanks()
            return probe.isAtEnd || probe.peek() == ByteClass.semicolon ? amount : nil
        }
        guard let parameters = Self.lambdaParameters(&c) else { return nil }
        var word = c
        let market = Self.lambdaName(&word) == "market"
        if market {
            c = word
            c.skipBlanks()
            guard c.match(ByteClass.openParen) else { return nil }
            c.skipBlanks()
        }
        guard case .success(let amount) = c.scanAmount(), !amount.commodity.isEmpty else { return nil }
        c.skipBlanks()
        if market {
            // The date, then optionally the target: the lambda's own parameters.
            var arguments = 0
            while c.match(ByteClass.comma) {
                c.skipBlanks()
                guard let name = Self.lambdaName(&c), parameters.contains(name) else { return nil }
                arguments += 1
                c.skipBlanks()
            }
            guard (1...2).contains(arguments), c.match(ByteClass.closeParen) else { return nil }
            c.skipBlanks()
        }
        return c.isAtEnd || c.peek() == ByteClass.semicolon ? amount : nil
    }

    /// A word of letters, digits and `_` that starts with a letter and has a
    /// digit (`N1`, `ABC12`), up to a blank, a comment or the end.
    private static func symbolWord(_ start: Cursor) -> TextRange? {
        var c = start
        guard !c.isAtEnd, ByteClass.isLetter(c.peek()) else { return nil }
        var digit = false
        while !c.isAtEnd && (ByteClass.isLetter(c.peek()) || ByteClass.isDigit(c.peek()) || c.peek() == ByteClass.underscore) {
            digit = digit || ByteClass.isDigit(c.peek())
            c.pos += 1
        }
        guard digit, c.isAtEnd || ByteClass.isBlank(c.peek()) || c.peek() == ByteClass.semicolon else { return nil }
        return TextRange(start.pos, c.pos)
    }

    /// `s, d, t ->` of a lambda: its parameters' names, the cursor after the arrow.
    private static func lambdaParameters(_ c: inout Cursor) -> [String]? {
        var names: [String] = []
        while let name = lambdaName(&c) {
            names.append(name)
            c.skipBlanks()
            guard c.match(ByteClass.comma) else { break }
            c.skipBlanks()
        }
        guard !names.isEmpty, c.match(ByteClass.minus), c.match(UInt8(ascii: ">")) else { return nil }
        c.skipBlanks()
        return names
    }

    private static func lambdaName(_ c: inout Cursor) -> String? {
        let start = c.pos
        while !c.isAtEnd && (ByteClass.isLetter(c.peek()) || ByteClass.isDigit(c.peek()) || c.peek() == ByteClass.underscore) { c.pos += 1 }
        return c.pos > start && ByteClass.isLetter(c.bytes[start]) ? c.text(start, c.pos) : nil
    }
}
