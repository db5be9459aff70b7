import TallyLocale
import TallyValues

extension Parser {
    static let weekdays: [String: Int] = [
        "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "wednesday": 3, "wed": 3, "thursday": 4, "thu": 4,
        "friday": 5, "fri": 5, "saturday": 6, "sat": 6, "sunday": 7, "sun": 7,
    ]

    /// Grammar (grammar.md §15.4):
    ///
    ///     recurring-directive = "recurring" blanks name blanks schedule { recurring-clause }
    ///                           [ trailing-comment ] eol
    ///                           { posting-line | txn-comment-line } ;
    ///     schedule            = period [ "on" day-spec ] ;
    ///     recurring-clause    = "from" plan-date | "until" plan-date | "count" digit { digit }
    ///                         | "remind" digit { digit } [ "d" | "w" ] | "paused"
    ///                         | "~" percent | "tolerance" blanks percent ;
    ///     percent             = digit [ digit [ digit ] ] [ "." digit [ digit ] ] "%" ;
    mutating func parseRecurringDirective(_ l: Line, _ c0: Cursor, from entryStart: Int) -> Entry {
        var c = c0
        guard let name = scanName(&c), !name.isEmpty else {
            return reportAndSkip(LexError("invalid-directive", LocalText(.recurringNeedsName), TextRange(c.pos, c.pos + 1),
                                          hint: LocalText(.hintRecurringForm)), from: entryStart)
        }
        var words: ClauseWords
        var comments: [TextRange] = []
        switch clauseWords(c) {
        case .success(let (w, commentStart)):
            words = w
            if let s = commentStart { comments.append(c.restTrimmed(from: s + 1)) }
        case .failure(let e): return reportAndSkip(e, from: entryStart)
        }
        let interval: Interval, intervalRange: TextRange
        switch periodClause(&words, id: "invalid-frequency", unknown: .unknownFrequency, expected: .expectedFrequency, after: name.upperBound,
                            hint: LocalText(.hintFrequencies)) {
        case .success(let found): (interval, intervalRange) = found
        case .failure(let e): return reportAndSkip(e, from: entryStart)
        }
        var schedule = ScheduleSyntax(interval: interval, day: .anchor, range: .empty)
        var directive = RecurringDirective(range: .empty, name: name, schedule: schedule, start: nil, end: nil, count: nil,
                                           isPaused: false, remindDays: nil, headerRange: TextRange(l.start, l.contentEnd),
                                           comments: comments, postings: [])
        var scheduleEnd = words.words[words.index - 1].upperBound
        if let w = words.current, lowercasedWord(w) == "on" {
            words.index += 1
            guard let v = words.next() else {
                return reportAndSkip(LexError("invalid-frequency", LocalText(.recurringDayAfterOn), w), from: entryStart)
            }
            scheduleEnd = v.upperBound
            let value = lowercasedWord(v)
            switch interval.unit {
            case .week:
                guard let wd = Parser.weekdays[value] else {
                    return reportAndSkip(LexError("invalid-frequency", LocalText(.recurringWeekday, text(v)), v), from: entryStart)
                }
                schedule.day = .weekday(wd)
            case .month:
                if value == "last" {
                    schedule.day = .lastDayOfMonth
                } else if let d = Int(value), (1...31).contains(d) {
                    schedule.day = .dayOfMonth(d)
                } else {
                    return reportAndSkip(LexError("invalid-frequency", LocalText(.recurringMonthDay, text(v)), v), from: entryStart)
                }
            case .year:
                let parts = value.split(separator: "-")
                if parts.count == 2, let m = Int(parts[0]), let d = Int(parts[1]), (1...12).contains(m), d >= 1, d <= Day.daysIn(month: m, year: 2000) {
                    schedule.day = .monthDay(month: m, day: d)
                } else {
                    return reportAndSkip(LexError("invalid-frequency", LocalText(.recurringMonthAndDay, text(v)), v), from: entryStart)
                }
            case .day:
                return reportAndSkip(LexError("invalid-frequency", LocalText(.recurringDailyNoOn), w), from: entryStart)
            }
        }
        schedule.range = TextRange(intervalRange.lowerBound, scheduleEnd)
        directive.schedule = schedule
        while let w = words.next() {
            let keyword = lowercasedWord(w)
            switch keyword {
            case "from", "until":
                guard let value = words.next() else {
                    return reportAndSkip(LexError("invalid-date", LocalText(.dirDateAfterWord, text(w)), w), from: entryStart)
                }
                switch partialDate(value, asEnd: keyword == "until") {
                case .success(let d): if keyword == "from" { directive.start = d } else { directive.end = d }
                case .failure(let e): return reportAndSkip(e, from: entryStart)
                }
            case "count":
                guard let v = words.next(), let n = Int(text(v)), n >= 1 else {
                    return reportAndSkip(LexError("invalid-directive", LocalText(.recurringCountAfter), w), from: entryStart)
                }
                directive.count = n
            case "remind":
                guard let v = words.next() else {
                    return reportAndSkip(LexError("invalid-directive", LocalText(.recurringLeadAfterRemind), w), from: entryStart)
                }
                var value = lowercasedWord(v)
                var factor = 1
                if value.hasSuffix("w") { factor = 7; value.removeLast() } else if value.hasSuffix("d") { value.removeLast() }
                // `n <= 366 / factor`, not `n * factor <= 366`: a huge count must not overflow.
                guard let n = Int(value), n >= 0, n <= 366 / factor else {
                    return reportAndSkip(LexError("invalid-directive", LocalText(.recurringLeadFound, text(v)), v), from: entryStart)
                }
                directive.remindDays = n * factor
            case "paused":
                directive.isPaused = true
            case "tolerance", _ where keyword.hasPrefix("~"):
                // `~10%`, or `tolerance 10%`.
                let value: TextRange
                if keyword == "tolerance" {
                    guard let v = words.next() else {
                        return reportAndSkip(LexError("invalid-directive", LocalText(.recurringPercentAfter), w), from: entryStart)
                    }
                    value = v
                } else {
                    value = TextRange(w.lowerBound + 1, w.upperBound)
                }
                guard let basisPoints = Self.percentBasisPoints(text(value)) else {
                    return reportAndSkip(LexError("invalid-directive", LocalText(.recurringPercentRange, text(value)), value), from: entryStart)
                }
                directive.toleranceBasisPoints = basisPoints
            default:
                return reportAndSkip(LexError("invalid-directive", LocalText(.recurringUnexpected, text(w)), w,
                                              hint: LocalText(.hintRecurringTakes)), from: entryStart)
            }
        }
        if directive.end != nil && directive.count != nil {
            report(.error("invalid-directive", LocalText(.recurringUntilOrCount), at: location(TextRange(l.start, l.contentEnd))))
            return .invalid(synchronize(from: entryStart))
        }
        if let s = directive.start, let e = directive.end, e < s {
            report(.error("invalid-date", LocalText(.recurringEndsBeforeStart), at: location(TextRange(l.start, l.contentEnd))))
            return .invalid(synchronize(from: entryStart))
        }
        consume(l)
        var postings: [PostingSyntax] = []
        let failed = parsePostingLines(into: &postings, comments: &directive.comments)
        directive.postings = postings
        directive.range = TextRange(entryStart, pos)
        if failed { return .invalid(directive.range) }
        return .directive(.recurring(directive))
    }

    /// `10%`, `2.5%`, `0.25%` (at most two decimals, 0 to 100) in
    /// hundredths of a percent; `nil` for anything else.
    static func percentBasisPoints(_ text: String) -> Int? {
        guard text.hasSuffix("%") else { return nil }
        let number = text.dropLast()
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.count <= 3, whole.allSatisfy({ $0.isASCII && $0.isNumber }), let w = Int(whole) else { return nil }
        var fraction = 0
        if parts.count == 2 {
            let f = parts[1]
            guard !f.isEmpty, f.count <= 2, f.allSatisfy({ $0.isASCII && $0.isNumber }), let v = Int(f) else { return nil }
            fraction = f.count == 1 ? v * 10 : v
        }
        let basisPoints = w * 100 + fraction
        return basisPoints <= 10_000 ? basisPoints : nil
    }
}
