import TallyLocale
import TallyValues

/// Words of a Tally directive's clauses: blank-separated, with `"…"`
/// quoting (also inside a word, as in `name:"Ăn uống"`).
struct ClauseWords {
    var words: [TextRange] = []
    var index = 0

    var current: TextRange? { index < words.count ? words[index] : nil }
    mutating func next() -> TextRange? {
        defer { index += 1 }
        return current
    }
}

extension Parser {
    // MARK: - Shared pieces of Tally's directives

    /// Splits the rest of a directive line into words, stopping at a comment
    /// (`;` after a blank, outside quotes).
    func clauseWords(_ c: Cursor) -> Result<(ClauseWords, commentStart: Int?), LexError> {
        var words = ClauseWords()
        var i = c.pos
        let end = c.end
        while i < end {
            while i < end && ByteClass.isBlank(bytes[i]) { i += 1 }
            if i >= end { break }
            if bytes[i] == ByteClass.semicolon { return .success((words, i)) }
            let s = i
            while i < end && !ByteClass.isBlank(bytes[i]) {
                if bytes[i] == ByteClass.quote {
                    let open = i
                    i += 1
                    while i < end && bytes[i] != ByteClass.quote { i += 1 }
                    if i >= end { return .failure(LexError("invalid-directive", LocalText(.dirQuoteNotClosed), TextRange(open, end), hint: LocalText(.hintDirCloseQuote))) }
                }
                i += 1
            }
            words.words.append(TextRange(s, i))
        }
        return .success((words, nil))
    }

    func text(_ r: TextRange) -> String { String(decoding: bytes[r.range], as: UTF8.self) }

    func lowercasedWord(_ r: TextRange) -> String { text(r).lowercased() }

    /// A quoted string's content, or the word itself.
    func unquoted(_ r: TextRange) -> TextRange {
        if r.count >= 2 && bytes[r.lowerBound] == ByteClass.quote && bytes[r.upperBound - 1] == ByteClass.quote {
            return TextRange(r.lowerBound + 1, r.upperBound - 1)
        }
        return r
    }

    /// A name: `"quoted text"` or one word. Advances `c` past it.
    func scanName(_ c: inout Cursor) -> TextRange? {
        if c.peek() == ByteClass.quote {
            let open = c.pos
            c.advance()
            while !c.isAtEnd && c.peek() != ByteClass.quote { c.advance() }
            guard c.match(ByteClass.quote) else { return nil }
            return TextRange(open + 1, c.pos - 1)
        }
        let w = c.scanWord()
        return w.isEmpty ? nil : w
    }

    /// An amount written across `words[from..<to]`; all of it must be the amount.
    func amount(in range: TextRange, line l: Line) -> Result<AmountSyntax, LexError> {
        var c = Cursor(bytes: base, pos: range.lowerBound, end: range.upperBound)
        switch c.scanAmount() {
        case .success(let a):
            if !c.isAtEnd { return .failure(LexError("invalid-amount", LocalText(.dirAmountUnexpected, text(TextRange(c.pos, range.upperBound))), TextRange(c.pos, range.upperBound))) }
            return .success(a)
        case .failure(let e): return .failure(e)
        }
    }

    /// How many words from `words.index` make up an amount: one (`$400`,
    /// `400USD`), or two when a bare number and a bare commodity stand apart
    /// (`400 USD`, `USD 400`, `1.000,50 EUR`). A following keyword is never
    /// part of the amount.
    func amountWordCount(_ words: ClauseWords, keywords: Set<String>) -> Int {
        guard let first = words.current, !keywords.contains(lowercasedWord(first)) else { return 0 }
        if let grouped = spaceGroupedWordCount(words, keywords: keywords) { return grouped }
        let k = words.index + 1
        guard k < words.words.count else { return 1 }
        let second = words.words[k]
        if keywords.contains(lowercasedWord(second)) { return 1 }
        let firstHasDigit = bytes[first.range].contains { ByteClass.isDigit($0) }
        let firstHasLetters = bytes[first.range].contains { ByteClass.isCommodity($0) || $0 == ByteClass.quote }
        let secondHasDigit = bytes[second.range].contains { ByteClass.isDigit($0) }
        // "400 USD": a number, then a commodity; "USD 400": the reverse.
        if firstHasDigit && !firstHasLetters && !secondHasDigit { return 2 }
        if !firstHasDigit && secondHasDigit { return 2 }
        return 1
    }

    /// `1 234,56 PLN`: a number whose digits are grouped by spaces spans
    /// several words; they, and a commodity word after them, are the amount.
    /// nil when the amount does not start with such a number.
    func spaceGroupedWordCount(_ words: ClauseWords, keywords: Set<String>) -> Int? {
        guard let first = words.current, let last = words.words.last else { return nil }
        var c = Cursor(bytes: base, pos: first.lowerBound, end: last.upperBound)
        guard case .success(let n) = c.scanNumber(), n.groupMark == ByteClass.space else { return nil }
        var k = words.index
        while k < words.words.count && words.words[k].lowerBound < n.range.upperBound { k += 1 }
        if k < words.words.count, words.words[k - 1].upperBound == n.range.upperBound, !keywords.contains(lowercasedWord(words.words[k])),
           !bytes[words.words[k].range].contains(where: { ByteClass.isDigit($0) }) {
            k += 1
        }
        return k - words.index
    }

    /// A date clause value: `2026-03-15`, `2026-03` or `2026`. `asEnd` picks
    /// the last day of a month or year instead of the first.
    func partialDate(_ r: TextRange, asEnd: Bool) -> Result<Day, LexError> {
        var c = Cursor(bytes: base, pos: r.lowerBound, end: r.upperBound)
        guard let year = c.scanInteger(maxDigits: 4), (1...9999).contains(year) else {
            return .failure(LexError("invalid-date", LocalText(.dirDateLikeFound, text(r)), r))
        }
        if c.isAtEnd {
            return .success(Day(proleptic: year, month: asEnd ? 12 : 1, day: asEnd ? 31 : 1))
        }
        let sep = c.peek()
        guard sep == ByteClass.minus || sep == ByteClass.slash || sep == ByteClass.dot else {
            return .failure(LexError("invalid-date", LocalText(.dirDateLikeFound, text(r)), r))
        }
        c.advance()
        guard let month = c.scanInteger(maxDigits: 2), (1...12).contains(month) else {
            return .failure(LexError("invalid-date", LocalText(.dirMonthFrom1To12, text(r)), r))
        }
        if c.isAtEnd {
            return .success(Day(proleptic: year, month: month, day: asEnd ? 31 : 1))
        }
        guard c.match(sep), let day = c.scanInteger(maxDigits: 2), c.isAtEnd else {
            return .failure(LexError("invalid-date", LocalText(.dirDayLikeFound, text(r)), r))
        }
        guard let d = Day(year: year, month: month, day: day) else {
            return .failure(LexError("invalid-date", LocalText(.dirNotValidDate, text(r)), r,
                                     hint: LocalText(.hintMonthDays, "\(Day.daysIn(month: month, year: year))")))
        }
        return .success(d)
    }

    /// The period clause of a budget or recurring rule: the interval at the
    /// current word, stepped over, with the range of its words. When none
    /// starts there, an `id` error says `unknown WHAT 'word'` at the word,
    /// or `expected` just after `end` when the line has no word left.
    func periodClause(_ words: inout ClauseWords, id: String, unknown: ErrorKey, expected: ErrorKey, after end: Int, hint: LocalText?)
        -> Result<(interval: Interval, range: TextRange), LexError> {
        guard let first = words.current else { return .failure(LexError(id, LocalText(expected), TextRange(end, end + 1), hint: hint)) }
        switch interval(words) {
        case .success(let found?):
            words.index += found.used
            return .success((found.0, TextRange(first.lowerBound, words.words[words.index - 1].upperBound)))
        case .success(nil): return .failure(LexError(id, LocalText(unknown, text(first)), first, hint: hint))
        case .failure(let e): return .failure(e)
        }
    }

    /// period = "daily" | "weekly" | "monthly" | "quarterly" | "yearly"
    ///        | "every" N ("days" | "weeks" | "months" | "quarters" | "years")
    /// Returns the interval and how many words it used.
    func interval(_ words: ClauseWords) -> Result<(Interval, used: Int)?, LexError> {
        guard let w = words.current else { return .success(nil) }
        switch lowercasedWord(w) {
        case "daily": return .success((.daily, 1))
        case "weekly": return .success((.weekly, 1))
        case "monthly": return .success((.monthly, 1))
        case "quarterly": return .success((.quarterly, 1))
        case "yearly", "annually": return .success((.yearly, 1))
        case "every":
            var n = 1
            var used = 1
            var unitIndex = words.index + 1
            if unitIndex < words.words.count, let count = Int(text(words.words[unitIndex])) {
                guard count >= 1 && count <= 1000 else {
                    return .failure(LexError("invalid-period", LocalText(.dirEveryCount), words.words[unitIndex]))
                }
                n = count
                used += 1
                unitIndex += 1
            }
            guard unitIndex < words.words.count else {
                return .failure(LexError("invalid-period", LocalText(.dirEveryUnit), w))
            }
            used += 1
            let unitWord = words.words[unitIndex]
            switch lowercasedWord(unitWord) {
            case "day", "days": return .success((Interval(.day, n), used))
            case "week", "weeks": return .success((Interval(.week, n), used))
            case "month", "months": return .success((Interval(.month, n), used))
            case "quarter", "quarters": return .success((Interval(.month, 3 * n), used))
            case "year", "years": return .success((Interval(.year, n), used))
            default:
                return .failure(LexError("invalid-period", LocalText(.unknownPeriodUnit, text(unitWord)), unitWord, hint: LocalText(.hintEveryUnits)))
            }
        default:
            return .success(nil)
        }
    }

    mutating func reportAndSkip(_ e: LexError, from entryStart: Int) -> Entry {
        report(e)
        return .invalid(synchronize(from: entryStart))
    }
}

extension Parser {
    // MARK: - category

    /// Grammar (grammar.md §15.2):
    ///
    ///     category-directive = "category" blanks account [ sep { category-clause } ]
    ///                          [ trailing-comment ] eol ;
    mutating func parseCategoryDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        let account = c.scanField()
        guard !account.isEmpty else {
            report(.error("missing-account", LocalText(.categoryNeedsAccount), at: location(TextRange(c.pos, c.pos + 1)),
                          hint: LocalText(.hintCategoryForm)))
            return .invalid(synchronize(from: entryStart))
        }
        if let space = bytes[account.range].lastIndex(of: ByteClass.space),
           Parser.categoryDetail(text(TextRange(space + 1, account.upperBound)).lowercased()) {
            return reportAndSkip(LexError("invalid-directive", LocalText(.categoryTwoSpaces), TextRange(space, space + 1),
                                          hint: LocalText(.hintCategoryForm)), from: entryStart)
        }
        var directive = CategoryDirective(range: .empty, account: account, type: nil, name: nil, color: nil, icon: nil)
        let words: ClauseWords
        switch clauseWords(c) {
        case .success(let (w, _)): words = w
        case .failure(let e): return reportAndSkip(e, from: entryStart)
        }
        for w in words.words {
            let word = text(w)
            let lower = word.lowercased()
            if lower == "expense" || lower == "income" {
                directive.type = CategoryType(rawValue: lower)
            } else if lower.hasPrefix("name:") {
                directive.name = unquoted(TextRange(w.lowerBound + 5, w.upperBound))
            } else if lower.hasPrefix("icon:") {
                directive.icon = unquoted(TextRange(w.lowerBound + 5, w.upperBound))
            } else if lower.hasPrefix("color:") {
                let value = unquoted(TextRange(w.lowerBound + 6, w.upperBound))
                let hex = text(value)
                guard hex.utf8.count == 7, hex.hasPrefix("#"), hex.utf8.dropFirst().allSatisfy({ ByteClass.isDigit($0) || (($0 | 0x20) >= 97 && ($0 | 0x20) <= 102) }) else {
                    return reportAndSkip(LexError("invalid-color", LocalText(.categoryColorLike, "\(hex)"), value), from: entryStart)
                }
                directive.color = value
            } else {
                return reportAndSkip(LexError("invalid-directive", LocalText(.categoryUnexpected, "\(word)"), w,
                                              hint: LocalText(.hintCategoryTakes)), from: entryStart)
            }
        }
        directive.range = directiveBody(from: entryStart, keyword: "category")
        return .directive(.category(directive))
    }

    /// Whether a word is one of a category line's details.
    static func categoryDetail(_ word: String) -> Bool {
        word == "expense" || word == "income" || word.hasPrefix("name:") || word.hasPrefix("color:") || word.hasPrefix("icon:")
    }

    // MARK: - goal

    /// Grammar (grammar.md §15.5):
    ///
    ///     goal-directive = "goal" blanks name sep amount [ blanks "by" blanks plan-date ]
    ///                      blanks "account" blanks account [ { blank } trailing-comment ] eol ;
    mutating func parseGoalDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        guard let name = scanName(&c), !name.isEmpty else {
            return reportAndSkip(LexError("invalid-directive", LocalText(.goalNeedsName), TextRange(c.pos, c.pos + 1),
                                          hint: LocalText(.hintGoalForm)), from: entryStart)
        }
        // The account clause runs to a field separator, so find it first.
        var accountRange: TextRange?
        var restEnd = c.end
        var scan = c
        while !scan.isAtEnd {
            if scan.atKeyword("account") && (scan.pos == c.pos || ByteClass.isBlank(bytes[scan.pos - 1])) {
                restEnd = scan.pos
                scan.advance(7)
                scan.skipBlanks()
                let a = scan.scanField()
                accountRange = a
                scan.skipBlanks()
                if !scan.isAtEnd && scan.peek() != ByteClass.semicolon {
                    return reportAndSkip(LexError("invalid-directive", LocalText(.goalTextAfterAccount), scan.restTrimmed(from: scan.pos),
                                                  hint: LocalText(.hintGoalAccountLast)), from: entryStart)
                }
                break
            }
            if scan.peek() == ByteClass.semicolon && ByteClass.isBlank(bytes[scan.pos - 1]) { restEnd = scan.pos; break }
            scan.advance()
        }
        var words: ClauseWords
        switch clauseWords(Cursor(bytes: base, pos: c.pos, end: restEnd)) {
        case .success(let (w, _)): words = w
        case .failure(let e): return reportAndSkip(e, from: entryStart)
        }
        let amountStart = words.index
        words.index += amountWordCount(words, keywords: ["by"])
        guard words.index > amountStart else {
            return reportAndSkip(LexError("invalid-amount", LocalText(.goalNeedsTarget), words.current ?? TextRange(c.pos, c.pos + 1)), from: entryStart)
        }
        let amountRange = TextRange(words.words[amountStart].lowerBound, words.words[words.index - 1].upperBound)
        let target: AmountSyntax
        switch amount(in: amountRange, line: l) {
        case .success(let a): target = a
        case .failure(let e): return reportAndSkip(e, from: entryStart)
        }
        if !(target.quantity > .zero) {
            return reportAndSkip(LexError("invalid-amount", LocalText(.goalTargetPositive), target.range), from: entryStart)
        }
        var deadline: Day?
        while let w = words.next() {
            guard lowercasedWord(w) == "by" else {
                return reportAndSkip(LexError("invalid-directive", LocalText(.goalUnexpected, text(w)), w,
                                              hint: LocalText(.hintGoalTakes)), from: entryStart)
            }
            guard let value = words.next() else {
                return reportAndSkip(LexError("invalid-date", LocalText(.dirDateAfterWord, text(w)), w), from: entryStart)
            }
            switch partialDate(value, asEnd: true) {
            case .success(let d): deadline = d
            case .failure(let e): return reportAndSkip(e, from: entryStart)
            }
        }
        if accountRange?.isEmpty ?? true {
            return reportAndSkip(LexError("missing-account", LocalText(.goalNeedsAccount), TextRange(l.start, l.contentEnd),
                                          hint: LocalText(.hintGoalEndAccount)), from: entryStart)
        }
        let range = directiveBody(from: entryStart, keyword: "goal")
        return .directive(.goal(GoalDirective(range: range, name: name, target: target, deadline: deadline, account: accountRange)))
    }
}
