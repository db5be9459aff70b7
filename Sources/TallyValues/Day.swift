/// A calendar day in the proleptic Gregorian calendar, independent of time
/// zones: the number of days since 1970-01-01.
public struct Day: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var daysSinceEpoch: Int32

    public init(daysSinceEpoch: Int32) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// The day for a valid civil date, or `nil` (`2026-02-30`, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= Day.daysIn(month: month, year: year) else { return nil }
        self.daysSinceEpoch = Int32(Day.daysFromCivil(year, month, day))
    }

    /// A date written year first: `2026-11-01`, the year in four digits and
    /// the month and day in one or two, separated twice by the same one of
    /// `separators` (`-` alone by default; `-/.` where `2026/11/01` and
    /// `2026.11.01` are read too). The one reader of such dates: tags,
    /// exported fields, rate files and period expressions all use it.
    public init?(isoText text: some StringProtocol, separators: String = "-") {
        var bytes = text.utf8.makeIterator()
        func number(_ digits: ClosedRange<Int>, then end: (UInt8?) -> Bool) -> Int? {
            var value = 0, count = 0
            while let b = bytes.next() {
                if b >= 48 && b <= 57 && count < digits.upperBound {
                    value = value * 10 + Int(b - 48)
                    count += 1
                    continue
                }
                return digits.contains(count) && end(b) ? value : nil
            }
            return digits.contains(count) && end(nil) ? value : nil
        }
        var separator: UInt8 = 0
        guard let year = number(4...4, then: { b in
                  guard let b, separators.utf8.contains(b) else { return false }
                  separator = b
                  return true
              }),
              let month = number(1...2, then: { $0 == separator }),
              let day = number(1...2, then: { $0 == nil }) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day for any year, month and day, for period arithmetic that steps
    /// past the years journals may hold (1–9999): a month outside 1–12 carries
    /// into the year, a day past the month's end is its last day, and the
    /// year is held within ±5,000,000 so the result fits.
    public init(proleptic year: Int, month: Int, day: Int) {
        let total = max(-5_000_000 * 12, min(5_000_000 * 12, year.multipliedReportingOverflow(by: 12).partialValue &+ (month - 1)))
        let y = total >= 0 ? total / 12 : (total - 11) / 12
        let m = total - y * 12 + 1
        let d = max(1, min(day, Day.daysIn(month: m, year: y)))
        self.daysSinceEpoch = Int32(Day.daysFromCivil(y, m, d))
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Howard Hinnant's days_from_civil.
    static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (m + 9) % 12
        let doy = (153 * mp + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    /// Year, month and day of this date.
    public var civil: (year: Int, month: Int, day: Int) {
        let z = Int(daysSinceEpoch) + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let y = yoe + era * 400
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (m <= 2 ? y + 1 : y, m, d)
    }

    public var year: Int { civil.year }
    public var month: Int { civil.month }
    public var day: Int { civil.day }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var weekday: Int {
        let w = (Int(daysSinceEpoch) + 3) % 7   // 1970-01-01 was a Thursday (3 from Monday)
        return (w < 0 ? w + 7 : w) + 1
    }

    public func adding(days n: Int) -> Day {
        Day(daysSinceEpoch: daysSinceEpoch &+ Int32(clamping: n))
    }

    /// The day `n` months later, clamped to the last day of a shorter month.
    public func adding(months n: Int) -> Day {
        let (y, m, d) = civil
        // Outside years 1...9999 the arithmetic still holds; only parsing refuses such years.
        return Day(proleptic: y, month: m &+ max(-1 << 40, min(1 << 40, n)), day: d)
    }

    /// The first day of this day's month.
    public var startOfMonth: Day { Day(proleptic: year, month: month, day: 1) }

    public static func < (a: Day, b: Day) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }

    public static func - (a: Day, b: Day) -> Int { Int(a.daysSinceEpoch) - Int(b.daysSinceEpoch) }

    /// `YYYY-MM-DD`.
    public var description: String {
        var out: [UInt8] = []
        appendISO(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `YYYY-MM-DD` to a UTF-8 buffer.
    public func appendISO(to out: inout [UInt8], separator: UInt8 = UInt8(ascii: "-")) {
        let (y, m, d) = civil
        // A period computed past the calendar Tally reads (its end after
        // 9999-12-31, or a start before year 1) still prints its true year.
        if !(0...9999).contains(y) {
            out.append(contentsOf: String(y).utf8)
            out.append(separator)
            out.append(UInt8(48 + m / 10)); out.append(UInt8(48 + m % 10))
            out.append(separator)
            out.append(UInt8(48 + d / 10)); out.append(UInt8(48 + d % 10))
            return
        }
        out.append(UInt8(48 + y / 1000 % 10)); out.append(UInt8(48 + y / 100 % 10))
        out.append(UInt8(48 + y / 10 % 10)); out.append(UInt8(48 + y % 10))
        out.append(separator)
        out.append(UInt8(48 + m / 10)); out.append(UInt8(48 + m % 10))
        out.append(separator)
        out.append(UInt8(48 + d / 10)); out.append(UInt8(48 + d % 10))
    }
}
