import TallySyntax
import TallyValues

/// A spending limit per period on one or more categories, or on all expenses.
public struct Budget: Sendable {
    /// Empty means all expense categories.
    public var accounts: [AccountID]
    public var amount: Amount
    public var interval: Interval
    public var start: Day?
    /// Inclusive last day.
    public var end: Day?
    /// Percentages, ascending; 80 and 100 when none were written.
    public var thresholds: [Quantity]
    public var rollover: Rollover
    public var location: SourceLocation

    public var isOverall: Bool { accounts.isEmpty }
}
