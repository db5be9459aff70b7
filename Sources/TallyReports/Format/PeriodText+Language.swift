import TallyEngine
import TallyLocale

extension PeriodText {
    /// `name` in the words of `m`: a whole month by its name (`listopad
    /// 2026`, `2026년 11월`), open ends in its words; other spans, and every
    /// span in English, as `name` writes them.
    package static func name(_ span: DateSpan, _ m: Messages) -> String {
        guard m.language != .en else { return name(span) }
        guard let s = span.start else {
            guard let e = span.end else { return m[.allDates] }
            return m.text(.untilDay, e.adding(days: -1).description)
        }
        guard let e = span.end else { return m.text(.fromDay, s.description) }
        if s.day == 1 && e == s.adding(months: 1) { return m.monthOfYear(s.month, year: PeriodLabel.yearText(s.year)) }
        return name(span)
    }
}
