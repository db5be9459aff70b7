import TallyLocale
import TallyValues

/// A report period as `-p` reads it: the dates, and the step that cuts them
/// into columns (`monthly`, `every 2 weeks`), if one was given.
package struct ReportPeriod: Sendable, Hashable {
    package var span: DateSpan
    package var interval: Interval?
    /// With `every N …`, the periods count from the span's start rather
    /// than from calendar boundaries.
    package var anchored: Bool
    /// With `every WEEKDAY` (`every tue`), a day the periods count from,
    /// whatever the span.
    package var anchorDay: Day?

    /// The day the periods count from: `anchorDay`, else the span's start
    /// when `anchored`; `nil` for calendar periods.
    package var anchor: Day? { anchorDay ?? (anchored ? span.start : nil) }

    package init(span: DateSpan, interval: Interval? = nil, anchored: Bool = false) {
        self.span = span
        self.interval = interval
        self.anchored = anchored
    }
}

/// Parses period expressions for `-p`, `-b`, `-e`, `--today` and `date:`.
/// Grammar: grammar.md §19 (`period-expr`, `report-interval`,
/// `report-span`, `smart-date`); what the pieces mean is there too.
package enum PeriodExpression {
    package struct ParseError: Error, Sendable {
        /// What went wrong, naming the word; for a longer expression a
        /// second and third line show the expression with a caret under it.
        package var message: String
        /// The word that could not be read, when there is one.
        package var word: String?
        /// Its position in the expression (0-based, in characters).
        package var column: Int?
        /// The message says more than that the word is no period
        /// (`3个月前` is one day, three months ago).
        package var explains = false
        /// The message in every language, when it has a translation, and
        /// the lines under it that show the expression with a caret.
        package var local: LocalText?
        package var caret = ""

        package init(message: String, word: String? = nil, column: Int? = nil, explains: Bool = false) {
            self.message = message
            self.word = word
            self.column = column
            self.explains = explains
        }

        init(_ local: LocalText, word: String? = nil, column: Int? = nil, explains: Bool = false, caret: String = "") {
            self.init(message: local.english + caret, word: word, column: column, explains: explains)
            self.local = local
            self.caret = caret
        }
    }

    /// A span alone: an interval (`monthly`) is an error here.
    package static func parse(_ text: String, today: Day) -> Result<DateSpan, ParseError> {
        switch parsePeriod(text, today: today) {
        case .failure(let e): return .failure(e)
        case .success(let p):
            if p.interval != nil {
                return .failure(ParseError(LocalText(.periodRepeating, text.trimmingBlanks())))
            }
            return .success(p.span)
        }
    }

    /// A span with an optional interval, as `-p` reads it.
    package static func parsePeriod(_ text: String, today: Day) -> Result<ReportPeriod, ParseError> {
        let words = PeriodWords(text)
        var reader = PeriodReader(words: words, today: today)
        return reader.read()
    }
}

/// The words of an expression with their positions, lowercased.
struct PeriodWords {
    var text: String
    var items: [(word: String, column: Int)] = []

    init(_ text: String) {
        self.text = text
        var current = "", start = 0, column = 0
        for ch in text {
            if ch == " " || ch == "\t" {
                if !current.isEmpty { items.append((current.lowercased(), start)) }
                current = ""
            } else {
                if current.isEmpty { start = column }
                current.append(ch)
            }
            column += 1
        }
        if !current.isEmpty { items.append((current.lowercased(), start)) }
    }
}

struct PeriodReader {
    typealias ParseError = PeriodExpression.ParseError
    let words: PeriodWords
    let today: Day
    var i = 0

    init(words: PeriodWords, today: Day) {
        self.words = words
        self.today = today
    }

    var peek: String? { i < words.items.count ? words.items[i].word : nil }

    /// The error at word `k` (the current one by default). An expression of
    /// one word gets the list of forms, unless `saying` keeps the message.
    func error(_ message: LocalText, at k: Int? = nil, saying: Bool = false) -> ParseError {
        let k = k ?? i
        guard k < words.items.count else {
            return ParseError(LocalText(.periodIncomplete, words.text.trimmingBlanks(), saying: message))
        }
        let (word, column) = words.items[k]
        if words.items.count == 1, saying {
            return ParseError(LocalText(.periodCannotReadSaying, word, saying: message), word: word, column: column, explains: true)
        }
        if words.items.count == 1 {
            return ParseError(message: "cannot read '\(word)' as a period; try 2026, 2026-11, 2026Q3, 2026-11-03, this month, last year or 2026-01..2026-04",
                              word: word, column: column)
        }
        // The caret stands under the word by display width: `三月` takes four columns.
        let before = String(words.text.prefix(column))
        let caret = "\n    " + words.text + "\n    "
            + String(repeating: " ", count: DisplayWidth.of(before)) + String(repeating: "^", count: max(1, DisplayWidth.of(word)))
        return ParseError(LocalText(.periodCannotReadIn, word, words.text.trimmingBlanks(), saying: message), word: word, column: column, caret: caret)
    }

    mutating func read() -> Result<ReportPeriod, ParseError> {
        guard !words.items.isEmpty else {
            return .failure(ParseError(LocalText(.periodEmpty)))
        }
        var period = ReportPeriod(span: .unbounded)
        switch readInterval() {
        case .failure(let e): return .failure(e)
        case .success(let found):
            if let found {
                period.interval = found.interval
                period.anchored = found.anchored
                period.anchorDay = found.anchorDay
            }
        }
        if i == words.items.count { return .success(period) }
        switch readSpan() {
        case .failure(let e): return .failure(e)
        case .success(let span): period.span = span
        }
        if i < words.items.count { return .failure(error(LocalText(.periodNothingMore))) }
        if let s = period.span.start, let e = period.span.end, e <= s {
            return .failure(ParseError(LocalText(.periodEndsBeforeStart, words.text.trimmingBlanks())))
        }
        return .success(period)
    }

    /// `monthly`, `every 2 weeks`, `every quarter`; nothing when the first
    /// word is not an interval.
    mutating func readInterval() -> Result<(interval: Interval, anchored: Bool, anchorDay: Day?)?, ParseError> {
        guard let w = peek else { return .success(nil) }
        let named: [String: Interval] = [
            "daily": .daily, "weekly": .weekly, "biweekly": Interval(.week, 2), "fortnightly": Interval(.week, 2),
            "monthly": .monthly, "bimonthly": Interval(.month, 2), "quarterly": .quarterly,
            "yearly": .yearly, "annually": .yearly,
        ]
        if let n = named[w] {
            i += 1
            return .success((n, n.count > 1, nil))
        }
        guard w == "every" else { return .success(nil) }
        i += 1
        if let d = peek, let weekday = Self.weekdays[d] {
            // `every tue`: weeks that start on Tuesdays, as hledger cuts them.
            i += 1
            return .success((Interval(.day, 7), true, Day(year: 1970, month: 1, day: 4 + weekday)))
        }
        if let d = peek, let n = Self.ordinal(d), i + 1 < words.items.count, words.items[i + 1].word == "day" {
            // `every 15th day of month`: months that start on the 15th, as hledger cuts them.
            guard (1...31).contains(n) else { return .failure(error(LocalText(.periodDayOfMonth))) }
            i += 2
            if peek == "of" {
                guard i + 1 < words.items.count, words.items[i + 1].word == "month" else { return .failure(error(LocalText(.periodOfMonth), at: i + 1)) }
                i += 2
            }
            return .success((Interval(.month, 1), true, Day(year: 1970, month: 1, day: n)))
        }
        var count = 1
        if let c = peek, let n = Int(c) {
            guard n >= 1, n <= 10_000 else { return .failure(error(LocalText(.periodIntervalCount))) }
            count = n
            i += 1
        }
        guard let u = peek, let unit = Self.unit(u, plural: count > 1) else {
            return .failure(error(LocalText(count > 1 ? .periodUnitsPlural : .periodUnitsSingular)))
        }
        i += 1
        return .success((Interval(unit.unit, unit.months * count), count > 1, nil))
    }

    /// `1st`, `2nd`, `3rd`, `15th`: the number of an ordinal.
    static func ordinal(_ w: String) -> Int? {
        for suffix in ["st", "nd", "rd", "th"] where w.hasSuffix(suffix) {
            return Int(w.dropLast(2))
        }
        return nil
    }

    /// A unit word: `day`/`days`, … `quarter` is three months.
    static func unit(_ w: String, plural: Bool) -> (unit: Interval.Unit, months: Int)? {
        var word = w
        if word.hasSuffix("s") { word.removeLast() }
        switch word {
        case "day": return (.day, 1)
        case "week": return (.week, 1)
        case "month": return (.month, 1)
        case "quarter": return (.month, 3)
        case "year": return (.year, 1)
        default: return nil
        }
    }

    mutating func readSpan() -> Result<DateSpan, ParseError> {
        guard let w = peek else { return .success(.unbounded) }
        switch w {
        case "from", "since":
            i += 1
            var span: DateSpan
            switch readDate(exactDay: w == "since") {
            case .success(let a): span = DateSpan(start: a.start)
            case .failure(let e): return .failure(e)
            }
            if let t = peek, t == "to" || t == "until" || t == "-" {
                i += 1
                switch readDate() {
                case .success(let b): span.end = b.start
                case .failure(let e): return .failure(e)
                }
            }
            return .success(span)
        case "to", "until":
            i += 1
            return readDate().map { DateSpan(start: nil, end: $0.start) }
        case "in", "w":
            // `w marcu`: Polish "in March".
            i += 1
            return readDate()
        default:
            let first: DateSpan
            switch readDate() {
            case .success(let s): first = s
            case .failure(let e): return .failure(e)
            }
            if let t = peek, t == "to" || t == "-" {
                i += 1
                return readDate().map { DateSpan(start: first.start, end: $0.start) }
            }
            return .success(first)
        }
    }
}
