import TallyEngine
import TallyLocale
import TallyValues

extension PeriodText {
    /// A period as a row of a table in the words of `m`: a month or a
    /// quarter by its name (`Tháng 9/2026`, `wrzesień 2026`, `2026年9月`,
    /// `Quý 3/2026`); weeks, days and years, and every period in English,
    /// as `name` writes them, which CSV and JSON keep in every language.
    package static func rowName(_ span: DateSpan, _ m: Messages) -> String {
        guard m.language != .en, let s = span.start, let e = span.end, s.day == 1, e.day == 1 else { return name(span) }
        let year = PeriodLabel.yearText(s.year)
        if e == s.adding(months: 1) { return m.monthRow(s.month, year: year) }
        if (s.month - 1) % 3 == 0 && e == s.adding(months: 3) { return m.quarter((s.month - 1) / 3 + 1, year: year) }
        return name(span)
    }

    /// `name` in the words of `m`: a whole month by its name (`listopad
    /// 2026`, `2026년 11월`), open ends in its words; other spans, and every
    /// span in English, as `name` writes them.
    package static func name(_ span: DateSpan, _ m: Messages) -> String {
        guard m.language != .en else { return shown(span) }
        guard let s = span.start else {
            guard let e = span.end else { return m[.allDates] }
            return m.text(.untilDay, e.adding(days: -1).description)
        }
        guard let e = span.end else { return m.text(.fromDay, s.description) }
        if s.day == 1 && e == s.adding(months: 1) { return m.monthOfYear(s.month, year: PeriodLabel.yearText(s.year)) }
        return shown(span)
    }

    /// `name` for a reader: a span of several months or days by its first
    /// and last, both included, joined by a dash (`2026-01 – 2026-03`,
    /// `2026-11-01 – 2026-11-21`), which no one reads as `-p A..B` (where B
    /// is not included).
    static func shown(_ span: DateSpan) -> String {
        let key = name(span)
        guard key.contains("..") else { return key }
        return key.replacing("..", with: " – ")
    }

    /// The first and last day of a bounded span, both included: `2026-01-01 – 2026-03-31`.
    package static func days(_ span: DateSpan) -> String {
        guard let s = span.start, let e = span.end else { return name(span) }
        return "\(s) – \(e.adding(days: -1))"
    }

    /// For a period the range's edge cuts (`trend --weekly -p 2026-11`
    /// shows 2026-W44, of which only November 1 is in the range; a chart
    /// of `-p 2026-01-15..2026-03-31` shows all of January): how many of its
    /// days are in `range`, and how many it has; `nil` for a whole period
    /// or one wholly outside the range.
    /// Text and HTML mark such a period with `*` and a footnote, CSV and
    /// JSON with a `partial` column.
    package static func daysInside(_ period: DateSpan, of range: DateSpan) -> (inside: Int, of: Int)? {
        guard let s = period.start, let e = period.end else { return nil }
        let start = range.start.map { max($0, s) } ?? s
        let end = range.end.map { min($0, e) } ?? e
        let inside = max(0, end - start), all = e - s
        // A period wholly outside the range is not cut but elsewhere.
        return inside > 0 && inside < all ? (inside, all) : nil
    }

    /// The footnote of a period `range` cuts, in the words of `m`:
    /// `* 2026-W44: 1 day of 7 days inside the period`; `nil` for a whole period.
    package static func partialNote(_ period: DateSpan, of range: DateSpan, _ m: Messages) -> String? {
        daysInside(period, of: range).map { m.text(.partialPeriodNote, rowName(period, m), m.count($0.inside, .days), m.count($0.of, .days)) }
    }
}
