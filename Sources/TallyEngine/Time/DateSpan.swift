import TallyValues

/// A half-open span of days `[start, end)`; either end may be open.
public struct DateSpan: Sendable, Hashable {
    public var start: Day?
    public var end: Day?

    public init(start: Day? = nil, end: Day? = nil) {
        self.start = start
        self.end = end
    }

    public static let unbounded = DateSpan()

    public func contains(_ d: Day) -> Bool {
        if let s = start, d < s { return false }
        if let e = end, d >= e { return false }
        return true
    }

    /// The overlap of two spans.
    public func intersection(_ other: DateSpan) -> DateSpan {
        var s = start, e = end
        if let o = other.start { s = s.map { max($0, o) } ?? o }
        if let o = other.end { e = e.map { min($0, o) } ?? o }
        return DateSpan(start: s, end: e)
    }
}

/// Parses period expressions for `-p`, `-b` and `-e`.
///
/// period = date | year | year "-" month | year "Q" quarter
///        | ("this" | "last" | "next") ("month" | "year" | "quarter" | "week")
///        | "today" | "yesterday" | period ".." period
public enum PeriodExpression {
    public struct ParseError: Error, Sendable {
        public var message: String
    }

    public static func parse(_ text: String, today: Day) -> Result<DateSpan, ParseError> {
        let t = text.trimmingBlanks().lowercased()
        if let dots = t.firstRange(of: "..") {
            let left = String(t[..<dots.lowerBound]), right = String(t[dots.upperBound...])
            var span = DateSpan()
            if !left.isEmpty {
                switch parse(left, today: today) {
                case .success(let s): span.start = s.start
                case .failure(let e): return .failure(e)
                }
            }
            if !right.isEmpty {
                switch parse(right, today: today) {
                case .success(let s): span.end = s.end
                case .failure(let e): return .failure(e)
                }
                if let start = span.start, let end = span.end, end <= start {
                    return .failure(ParseError(message: "'\(text)' ends before it starts"))
                }
            }
            return .success(span)
        }
        switch t {
        case "today": return .success(DateSpan(start: today, end: today.adding(days: 1)))
        case "yesterday": return .success(DateSpan(start: today.adding(days: -1), end: today))
        case "tomorrow": return .success(DateSpan(start: today.adding(days: 1), end: today.adding(days: 2)))
        default: break
        }
        let words = t.split(separator: " ").map(String.init)
        if words.count == 2, let offset = ["last": -1, "this": 0, "next": 1][words[0]] {
            switch words[1] {
            case "month":
                let s = today.startOfMonth.adding(months: offset)
                return .success(DateSpan(start: s, end: s.adding(months: 1)))
            case "quarter":
                let q = Day(proleptic: today.year, month: (today.month - 1) / 3 * 3 + 1, day: 1).adding(months: 3 * offset)
                return .success(DateSpan(start: q, end: q.adding(months: 3)))
            case "year":
                let s = Day(proleptic: today.year + offset, month: 1, day: 1)
                return .success(DateSpan(start: s, end: Day(proleptic: today.year + offset + 1, month: 1, day: 1)))
            case "week":
                let monday = today.adding(days: 1 - today.weekday + 7 * offset)
                return .success(DateSpan(start: monday, end: monday.adding(days: 7)))
            default: break
            }
        }
        return parseDateLike(t)
    }

    /// `2026`, `2026-11`, `2026/11`, `2026-11-03`, `2026q3`.
    static func parseDateLike(_ t: String) -> Result<DateSpan, ParseError> {
        let fail = Result<DateSpan, ParseError>.failure(ParseError(message: "cannot read '\(t)' as a period; try 2026, 2026-11, 2026Q3, 2026-11-03, this month, last year or 2026-01..2026-03"))
        let bytes = Array(t.utf8)
        var i = 0
        func number(_ maxDigits: Int) -> Int? {
            var v = 0, n = 0
            while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57, n < maxDigits { v = v * 10 + Int(bytes[i] - 48); i += 1; n += 1 }
            return n == 0 ? nil : v
        }
        // A year has four digits: `3/5` or `26-03` would silently mean year 3 or 26.
        guard let year = number(4), i == 4, (1...9999).contains(year) else { return fail }
        if i == bytes.count { return .success(DateSpan(start: Day(proleptic: year, month: 1, day: 1), end: Day(proleptic: year + 1, month: 1, day: 1))) }
        if bytes[i] == UInt8(ascii: "q") {
            i += 1
            guard let q = number(1), (1...4).contains(q), i == bytes.count else { return fail }
            let s = Day(proleptic: year, month: 3 * q - 2, day: 1)
            return .success(DateSpan(start: s, end: s.adding(months: 3)))
        }
        let sep = bytes[i]
        guard sep == UInt8(ascii: "-") || sep == UInt8(ascii: "/") || sep == UInt8(ascii: ".") else { return fail }
        i += 1
        guard let month = number(2), (1...12).contains(month) else { return fail }
        let monthStart = Day(proleptic: year, month: month, day: 1)
        if i == bytes.count { return .success(DateSpan(start: monthStart, end: monthStart.adding(months: 1))) }
        guard bytes[i] == sep else { return fail }
        i += 1
        guard let day = number(2), i == bytes.count else { return fail }
        guard let d = Day(year: year, month: month, day: day) else {
            return .failure(ParseError(message: "'\(t)' is not a valid date"))
        }
        return .success(DateSpan(start: d, end: d.adding(days: 1)))
    }
}

extension String {
    func trimmingBlanks() -> String {
        var s = self[...]
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
