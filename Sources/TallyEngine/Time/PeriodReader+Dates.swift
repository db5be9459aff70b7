import TallyLocale
import TallyValues

extension PeriodReader {
    static let months: [String: Int] = [
        "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
        "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
        "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
        "oct": 10, "nov": 11, "dec": 12,
    ]

    /// One date of a period expression (grammar.md §19 `smart-date`), as
    /// the span it names (a day, a month, a year…), reading one or more words.
    /// After `since`, `N units ago` is one day (`exactDay`, see `readUnitsAgo`).
    mutating func readDate(exactDay: Bool = false) -> Result<DateSpan, ParseError> {
        guard let w = peek else { return .failure(error(LocalText(.periodDateMissing))) }
        let start = i
        if let local = readLocalRelative() { return local }
        if Self.months[w] == nil, let local = readLocalMonth() { return monthSpan(local.month, year: local.year, at: start) }
        if let year = readLocalYear() { return .success(year) }
        if let ago = readUnitsAgo(exactDay: exactDay) { return ago }
        i += 1
        switch w {
        case "today": return .success(DateSpan(start: today, end: today.adding(days: 1)))
        case "yesterday": return .success(DateSpan(start: today.adding(days: -1), end: today))
        case "tomorrow": return .success(DateSpan(start: today.adding(days: 1), end: today.adding(days: 2)))
        case "last", "this", "next":
            return relative(w, at: start)
        default: break
        }
        if let m = Self.months[w] { return monthSpan(m, year: nil, at: start) }
        if let d = Self.weekdays[w] { return .success(lastWeekday(d)) }
        if let dots = w.firstRange(of: "..") {
            let left = String(w[..<dots.lowerBound]), right = String(w[dots.upperBound...])
            var span = DateSpan()
            if !left.isEmpty {
                guard let a = oneWordDate(left)?.start else { return .failure(error(LocalText(.periodDateExpected), at: start)) }
                span.start = a
            }
            if !right.isEmpty {
                // A..B ends where B starts, as in hledger (grammar.md §17.18).
                guard let b = oneWordDate(right)?.start else { return .failure(error(LocalText(.periodDateExpected), at: start)) }
                if let a = span.start, b == a {
                    let alone = oneWordDate(left).flatMap { Self.sameKind(after: $0) }.map { LocalText(.periodHoldsNoDayOr, left, "\(left)..\($0)") }
                    return .failure(error(alone ?? LocalText(.periodHoldsNoDay, left), at: start, saying: true))
                }
                span.end = b
            }
            return .success(span)
        }
        if let span = Self.dateLike(w) { return .success(span) }
        if let day = yearlessDay(w, at: start) { return day }
        return .failure(unfinishedLocalRelative(at: start) ?? error(LocalText(.periodDateExpected), at: start))
    }

    /// A day of this year written without the year: `11/28` (month first,
    /// as hledger reads it), `28/11` or `28.11` (day first, as Vietnamese,
    /// Italian and Polish write it), `01/01`. Read when only one order of
    /// month and day is a date, or both orders give the same day; `10/01`,
    /// which both orders read as different days, is refused with the two.
    func yearlessDay(_ w: String, at start: Int) -> Result<DateSpan, ParseError>? {
        let bytes = Array(w.utf8)
        guard let mark = bytes.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") }),
              (1...2).contains(mark), (mark + 2...mark + 3).contains(bytes.count) else { return nil }
        let first = bytes[..<mark], second = bytes[(mark + 1)...]
        guard (first + second).allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        let a = first.reduce(0) { $0 * 10 + Int($1 - 48) }, b = second.reduce(0) { $0 * 10 + Int($1 - 48) }
        switch (Day(year: today.year, month: a, day: b), Day(year: today.year, month: b, day: a)) {
        case let (monthFirst?, dayFirst?) where monthFirst != dayFirst:
            return .failure(error(LocalText(.periodDayMonthOrder, w, "\(monthFirst)", "\(dayFirst)"), at: start, saying: true))
        case (let day?, _), (nil, let day?):
            return .success(DateSpan(start: day, end: day.adding(days: 1)))
        case (nil, nil):
            return nil
        }
    }

    /// One side of `A..B`: a date of one word, `2026-03` or `today`,
    /// `march`, `3月`, `上个月`, `지난달`.
    func oneWordDate(_ side: String) -> DateSpan? {
        if let span = Self.dateLike(side) { return span }
        guard !side.contains("..") else { return nil }
        var reader = PeriodReader(words: PeriodWords(side), today: today)
        guard case .success(let span) = reader.readDate(), reader.i == reader.words.items.count else { return nil }
        return span
    }

    /// A month of `year`, else of the year the next word gives (`march 2026`), else of this year.
    mutating func monthSpan(_ month: Int, year given: Int?, at start: Int) -> Result<DateSpan, ParseError> {
        var year = given ?? today.year
        if given == nil, let y = peek, let n = Self.fourDigitYear(y) { year = n; i += 1 }
        guard let s = Day(year: year, month: month, day: 1) else { return .failure(error(LocalText(.periodNoMonth), at: start)) }
        return .success(DateSpan(start: s, end: s.adding(months: 1)))
    }


    /// `last month`, `this year`, `next week`, `last 30 days`, `next 2 quarters`.
    mutating func relative(_ which: String, at start: Int) -> Result<DateSpan, ParseError> {
        let offset = which == "last" ? -1 : (which == "next" ? 1 : 0)
        if let w = peek, let d = Self.weekdays[w] {
            i += 1
            return .success(weekdayOfWeek(d, offset: offset))
        }
        if let w = peek, let m = Self.months[w] {
            i += 1
            guard let span = monthOfYear(m, offset: offset) else { return .failure(error(LocalText(.periodNoMonth), at: start)) }
            return .success(span)
        }
        var count: Int?
        if let c = peek, let n = Int(c) {
            guard (1...100_000).contains(n) else { return .failure(error(LocalText(.periodCountFrom, "1"))) }
            count = n
            i += 1
        }
        guard let u = peek, let unit = Self.unit(u, plural: count != nil) else {
            return .failure(error(LocalText(.periodAfterWhich, which)))
        }
        i += 1
        // `this 2 months` is `next 2 months`, as in ledger.
        return .success(relativeSpan(count != nil && offset == 0 ? 1 : offset, count: count, interval: Interval(unit.unit, unit.months)))
    }

    /// The span `last`/`this`/`next` names, in any language: with no count
    /// the period `offset` steps from the one holding today (-1, 0 or 1);
    /// with a count, as ledger reads it (hledger 1.25 reads no count), the
    /// N units up to today, today left out (`last 2 months` on June 15 is
    /// April 15 to June 14), or for offset 1 the N units from today on.
    func relativeSpan(_ offset: Int, count: Int?, interval: Interval) -> DateSpan {
        if let n = count {
            return offset < 0 ? DateSpan(start: Self.ledgerStep(-n, interval, from: today), end: today)
                              : DateSpan(start: today, end: Self.ledgerStep(n, interval, from: today))
        }
        let current = CalendarPeriods.start(of: today, interval: interval)
        let s = interval.step(offset, from: current)
        return DateSpan(start: s, end: interval.step(1, from: s))
    }

    /// `2026`, `2026-11`, `2026/11`, `2026.11`, `2026-11-03`, `2026q3`,
    /// `2026-Q3`, `2026-W24` (already lowercased); the year has four digits.
    static func dateLike(_ t: String) -> DateSpan? {
        if let d = Day(isoText: t, separators: "-/.") { return DateSpan(start: d, end: d.adding(days: 1)) }
        let bytes = Array(t.utf8)
        if bytes.count == 6 || bytes.count == 8, bytes.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
            // hledger's `200902` (a month) and `20090215` (a day).
            let digits = bytes.map { Int($0 - 48) }
            func value(_ r: Range<Int>) -> Int { r.reduce(0) { $0 * 10 + digits[$1] } }
            guard let s = Day(year: value(0..<4), month: value(4..<6), day: bytes.count == 8 ? value(6..<8) : 1) else { return nil }
            return DateSpan(start: s, end: bytes.count == 8 ? s.adding(days: 1) : s.adding(months: 1))
        }
        var i = 0
        func number(_ maxDigits: Int) -> Int? {
            var v = 0, n = 0
            while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57, n < maxDigits { v = v * 10 + Int(bytes[i] - 48); i += 1; n += 1 }
            return n == 0 ? nil : v
        }
        // A year has four digits: `3/5` or `26-03` would silently mean year 3 or 26.
        guard let year = number(4), i == 4, (1...9999).contains(year), let jan1 = Day(year: year, month: 1, day: 1) else { return nil }
        if i == bytes.count { return DateSpan(start: jan1, end: jan1.adding(months: 12)) }
        if bytes[i] == UInt8(ascii: "-") && i + 1 < bytes.count && (bytes[i + 1] == UInt8(ascii: "q") || bytes[i + 1] == UInt8(ascii: "w")) { i += 1 }
        if bytes[i] == UInt8(ascii: "q") {
            i += 1
            guard let q = number(1), (1...4).contains(q), i == bytes.count else { return nil }
            let s = jan1.adding(months: 3 * (q - 1))
            return DateSpan(start: s, end: s.adding(months: 3))
        }
        if bytes[i] == UInt8(ascii: "w") {
            i += 1
            guard let w = number(2), i == bytes.count, (1...53).contains(w) else { return nil }
            // ISO week 1 holds the year's first Thursday.
            let week1 = jan1.adding(days: jan1.weekday <= 4 ? 1 - jan1.weekday : 8 - jan1.weekday)
            let s = week1.adding(days: 7 * (w - 1))
            // Week 53 exists only in years whose last week holds a Thursday of the year.
            guard s.adding(days: 3).year == year else { return nil }
            return DateSpan(start: s, end: s.adding(days: 7))
        }
        let sep = bytes[i]
        guard sep == UInt8(ascii: "-") || sep == UInt8(ascii: "/") || sep == UInt8(ascii: ".") else { return nil }
        i += 1
        guard let month = number(2), (1...12).contains(month), let monthStart = Day(year: year, month: month, day: 1) else { return nil }
        // A whole date was read above (`Day(isoText:)`); here only a month.
        guard i == bytes.count else { return nil }
        return DateSpan(start: monthStart, end: monthStart.adding(months: 1))
    }

    /// The period after `span` written as `span` is (a year, a month or a
    /// day), for a hint: `2026-04` after March.
    static func sameKind(after span: DateSpan) -> String? {
        guard let s = span.start, let e = span.end else { return nil }
        if e == s.adding(days: 1) { return e.description }
        guard s.day == 1 else { return nil }
        if s.month == 1 && e == s.adding(months: 12) { return String(e.year) }
        if e == s.adding(months: 1) { return String(e.description.prefix(7)) }
        return nil
    }
}
