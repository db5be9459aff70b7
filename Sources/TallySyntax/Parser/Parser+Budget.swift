import TallyLocale
import TallyValues

extension Parser {
    // MARK: - budget

    static let budgetKeywords: Set<String> = ["daily", "weekly", "monthly", "quarterly", "yearly", "annually", "every", "from", "until", "warn", "rollover"]

    /// Grammar (grammar.md §15.3):
    ///
    ///     budget-directive = "budget" blanks target sep amount blanks period
    ///                        { budget-clause } [ trailing-comment ] eol ;
    ///     target           = "all" | account { "," { blank } account } ;
    mutating func parseBudgetDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        let targetRange = c.scanField()
        guard !targetRange.isEmpty else {
            return reportAndSkip(LexError("missing-account", LocalText(.budgetNeedsCategory), TextRange(c.pos, c.pos + 1),
                                          hint: LocalText(.hintBudgetForm)), from: entryStart)
        }
        var target = BudgetTarget.allExpenses
        if text(targetRange).lowercased() != "all" {
            var accounts: [TextRange] = []
            var s = targetRange.lowerBound
            var i = s
            while i <= targetRange.upperBound {
                if i == targetRange.upperBound || bytes[i] == ByteClass.comma {
                    let a = trimmed(TextRange(s, i))
                    if a.isEmpty { return reportAndSkip(LexError("missing-account", LocalText(.budgetEmptyName), TextRange(s, max(s + 1, i))), from: entryStart) }
                    accounts.append(a)
                    s = i + 1
                }
                i += 1
            }
            // "Expenses:Food 400 USD" written with one space: say where the fields split.
            if accounts.count == 1, let space = firstIndex(of: ByteClass.space, in: targetRange),
               ByteClass.isDigit(bytes[min(space + 1, targetRange.upperBound - 1)]) || bytes[min(space + 1, targetRange.upperBound - 1)] == UInt8(ascii: "$") {
                return reportAndSkip(LexError("invalid-directive", LocalText(.budgetTwoSpaces), TextRange(space, space + 1),
                                              hint: LocalText(.hintBudgetForm)), from: entryStart)
            }
            target = .accounts(accounts)
        }
        var words: ClauseWords
        switch clauseWords(c) {
        case .success(let (w, _)): words = w
        case .failure(let e): return reportAndSkip(e, from: entryStart)
        }
        // The amount is every word before the first keyword.
        let amountStart = words.index
        words.index += amountWordCount(words, keywords: Parser.budgetKeywords)
        guard words.index > amountStart else {
            return reportAndSkip(LexError("invalid-amount", LocalText(.budgetNeedsAmount), words.current ?? TextRange(c.end, c.end + 1),
                                          hint: LocalText(.hintBudgetForm)), from: entryStart)
        }
        let amountRange = TextRange(words.words[amountStart].lowerBound, words.words[words.index - 1].upperBound)
        let amount: AmountSyntax
        switch self.amount(in: amountRange, line: l) {
        case .success(let a): amount = a
        case .failure(let e): return reportAndSkip(e, from: entryStart)
        }
        if amount.quantity.isNegative || amount.quantity.isZero {
            return reportAndSkip(LexError("invalid-amount", LocalText(.budgetAmountPositive), amount.range), from: entryStart)
        }
        let interval: Interval, intervalRange: TextRange
        switch periodClause(&words, id: "invalid-period", unknown: .unknownBudgetPeriod, expected: .expectedBudgetPeriod, after: amountRange.upperBound,
                            hint: LocalText(.hintBudgetPeriods)) {
        case .success(let found): (interval, intervalRange) = found
        case .failure(let e): return reportAndSkip(e, from: entryStart)
        }
        var directive = BudgetDirective(range: .empty, target: target, targetRange: targetRange, amount: amount, interval: interval,
                                        intervalRange: intervalRange, start: nil, end: nil, thresholds: [], rollover: .none)
        while let w = words.next() {
            switch lowercasedWord(w) {
            case "from", "until":
                guard let value = words.next() else {
                    return reportAndSkip(LexError("invalid-date", LocalText(.dirDateAfterWord, text(w)), w), from: entryStart)
                }
                switch partialDate(value, asEnd: lowercasedWord(w) == "until") {
                case .success(let d): if lowercasedWord(w) == "from" { directive.start = d } else { directive.end = d }
                case .failure(let e): return reportAndSkip(e, from: entryStart)
                }
            case "warn":
                var any = false
                while let v = words.current, bytes[v.upperBound - 1] == UInt8(ascii: "%") {
                    words.index += 1
                    any = true
                    var pc = Cursor(bytes: base, pos: v.lowerBound, end: v.upperBound - 1)
                    guard case .success(let n) = pc.scanNumber(), pc.isAtEnd, n.alternativeScale == nil || n.decimalMark == ByteClass.dot else {
                        return reportAndSkip(LexError("invalid-threshold", LocalText(.thresholdExpected, text(v)), v, hint: LocalText(.hintThresholds)), from: entryStart)
                    }
                    if n.quantity.isZero || n.quantity > Quantity(1000) {
                        return reportAndSkip(LexError("invalid-threshold", LocalText(.thresholdRange, text(v)), v,
                                                               hint: LocalText(.hintThresholdMeaning)), from: entryStart)
                    }
                    directive.thresholds.append(ThresholdSyntax(percent: n.quantity, range: v))
                }
                if !any {
                    return reportAndSkip(LexError("invalid-threshold", LocalText(.thresholdsAfterWarn), words.current ?? w, hint: LocalText(.hintThresholds)), from: entryStart)
                }
            case "rollover":
                directive.rollover = .surplus
                if let v = words.current, let mode = Rollover(rawValue: lowercasedWord(v)) {
                    directive.rollover = mode
                    words.index += 1
                }
            default:
                return reportAndSkip(LexError("invalid-directive", LocalText(.budgetUnexpected, text(w)), w,
                                              hint: LocalText(.hintBudgetTakes)), from: entryStart)
            }
        }
        if let s = directive.start, let e = directive.end, e < s {
            return reportAndSkip(LexError("invalid-date", LocalText(.budgetEndsBeforeStart), TextRange(amountRange.lowerBound, c.end)), from: entryStart)
        }
        directive.range = directiveBody(from: entryStart, keyword: "budget")
        return .directive(.budget(directive))
    }
}
