import TallyValues

/// A half-open span of days `[start, end)`; either end may be open.
package struct DateSpan: Sendable, Hashable {
    package var start: Day?
    package var end: Day?

    package init(start: Day? = nil, end: Day? = nil) {
        self.start = start
        self.end = end
    }

    package static let unbounded = DateSpan()

    /// The last day in the span (the day before `end`), as reports write
    /// a span's end; `nil` when the span has no end.
    package var lastDay: Day? { end?.adding(days: -1) }

    package func contains(_ d: Day) -> Bool {
        if let s = start, d < s { return false }
        if let e = end, d >= e { return false }
        return true
    }

    /// The overlap of two spans.
    package func intersection(_ other: DateSpan) -> DateSpan {
        var s = start, e = end
        if let o = other.start { s = s.map { max($0, o) } ?? o }
        if let o = other.end { e = e.map { min($0, o) } ?? o }
        return DateSpan(start: s, end: e)
    }
}
