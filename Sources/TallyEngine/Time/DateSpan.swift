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
