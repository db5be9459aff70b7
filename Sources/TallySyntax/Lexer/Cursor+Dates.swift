import TallyLocale
import TallyValues

/// A date as written: year (when given), month, day.
struct DateToken {
    var year: Int?
    var month: Int
    var day: Int
    var range: TextRange
}

extension Cursor {
    /// date = year sep month sep day | month sep day
    /// year = 4 digits; month, day = 1 or 2 digits; sep = "-" | "/" | "."
    /// (one separator kind per date).
    mutating func scanDate() -> Result<DateToken, LexError> {
        if let token = scanPlainISODate() { return .success(token) }
        let start = pos
        // Up to three numeric parts; no arrays, this runs once per transaction.
        var p0 = 0, p1 = 0, p2 = 0
        var w0 = 0, w1 = 0, w2 = 0
        var count = 0
        var separator: UInt8 = 0
        while true {
            let partStart = pos
            var value = 0
            while pos < end && ByteClass.isDigit(bytes[pos]) && pos - partStart < 5 {
                value = value * 10 + Int(bytes[pos] - 48)
                pos += 1
            }
            if pos == partStart {
                return .failure(badDate(start, .dateExpected, .dateExpectedFound))
            }
            let width = pos - partStart
            switch count {
            case 0: p0 = value; w0 = width
            case 1: p1 = value; w1 = width
            default: p2 = value; w2 = width
            }
            count += 1
            let b = peek()
            guard b == ByteClass.minus || b == ByteClass.slash || b == ByteClass.dot, count < 3,
                  ByteClass.isDigit(peek(1)) else { break }
            if separator == 0 { separator = b } else if b != separator {
                return .failure(LexError("invalid-date", LocalText(.dateMixedSeparators, String(Character(Unicode.Scalar(separator))), String(Character(Unicode.Scalar(b)))),
                                         TextRange(start, scanDateEnd(from: start)), hint: LocalText(.hintOneSeparator)))
            }
            pos += 1
        }
        let range = TextRange(start, pos)
        if pos < end && !ByteClass.isBlank(bytes[pos]) && bytes[pos] != ByteClass.equals && bytes[pos] != ByteClass.semicolon {
            return .failure(badDate(start, .dateAfterChar, .dateAfterCharFound))
        }
        switch count {
        case 3:
            guard w0 == 4, w1 <= 2, w2 <= 2 else {
                return .failure(badDate(start, .dateYearFirst, .dateYearFirstFound))
            }
            return .success(DateToken(year: p0, month: p1, day: p2, range: range))
        case 2:
            guard w0 <= 2, w1 <= 2 else {
                return .failure(badDate(start, .dateExpected, .dateExpectedFound))
            }
            return .success(DateToken(year: nil, month: p0, day: p1, range: range))
        default:
            return .failure(badDate(start, .dateExpected, .dateExpectedFound))
        }
    }

    /// The common form `YYYY-MM-DD` followed by a blank, `=`, `;` or the end
    /// of the line, read directly; anything else goes the general way.
    private mutating func scanPlainISODate() -> DateToken? {
        guard pos + 10 <= end else { return nil }
        @inline(__always) func digit(_ k: Int) -> Int? {
            let b = bytes[pos + k] &- 48
            return b < 10 ? Int(b) : nil
        }
        guard bytes[pos + 4] == ByteClass.minus, bytes[pos + 7] == ByteClass.minus,
              let y0 = digit(0), let y1 = digit(1), let y2 = digit(2), let y3 = digit(3),
              let m0 = digit(5), let m1 = digit(6), let d0 = digit(8), let d1 = digit(9) else { return nil }
        if pos + 10 < end {
            let next = bytes[pos + 10]
            guard ByteClass.isBlank(next) || next == ByteClass.equals || next == ByteClass.semicolon else { return nil }
        }
        let token = DateToken(year: y0 * 1000 + y1 * 100 + y2 * 10 + y3, month: m0 * 10 + m1, day: d0 * 10 + d1,
                              range: TextRange(pos, pos + 10))
        pos += 10
        return token
    }

    private func scanDateEnd(from start: Int) -> Int {
        var i = start
        while i < end && !ByteClass.isBlank(bytes[i]) && bytes[i] != ByteClass.equals && bytes[i] != ByteClass.semicolon { i += 1 }
        return max(i, start + 1)
    }

    /// A malformed date: `message` alone, or `withFound` naming what was found.
    private func badDate(_ start: Int, _ message: ErrorKey, _ withFound: ErrorKey) -> LexError {
        let e = scanDateEnd(from: start)
        let found = String(decoding: bytes[start..<min(e, end)], as: UTF8.self)
        return LexError("invalid-date", found.isEmpty ? LocalText(message) : LocalText(withFound, found), TextRange(start, e),
                        hint: LocalText(.hintDateForm))
    }
}

extension DateToken {
    /// The calendar day, using `defaultYear` when the date has no year.
    func resolve(defaultYear: Int) -> Result<Day, LexError> {
        let y = year ?? defaultYear
        guard (1...12).contains(month) else {
            return .failure(LexError("invalid-date", LocalText(.monthOutOfRange, String(month)), range))
        }
        guard (1...9999).contains(y) else {
            return .failure(LexError("invalid-date", LocalText(.yearOutside, "\(String(format4(y)))"), range,
                                     hint: LocalText(.hintDateRange)))
        }
        guard let day = Day(year: y, month: month, day: self.day) else {
            let last = (1...9999).contains(y) ? Day.daysIn(month: month, year: y) : 31
            return .failure(LexError("invalid-date", LocalText(.noSuchDay, "\(String(format4(y)))-\(pad2(month))", String(self.day)), range,
                                     hint: LocalText(.hintMonthDays, String(last))))
        }
        return .success(day)
    }

    private func format4(_ y: Int) -> String {
        let s = String(y)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    private func pad2(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
}
