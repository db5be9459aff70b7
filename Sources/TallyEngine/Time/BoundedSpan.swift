import TallyValues

/// Days bounded at both ends, half-open: `first` up to, not including,
/// `end`. What a `DateSpan` is when both its ends are known, so readers
/// need no unwrapping.
package struct BoundedSpan: Sendable, Hashable {
    package var first: Day
    package var end: Day

    package init(first: Day, end: Day) { (self.first, self.end) = (first, end) }

    package var span: DateSpan { DateSpan(start: first, end: end) }
}
