import TallySyntax
import TallyValues

/// A spending limit per period on one or more categories, or on all expenses.
package struct Budget: Sendable {
    /// Empty means all expense categories.
    package var accounts: [AccountID]
    package var amount: Amount
    package var interval: Interval
    package var start: Day?
    /// Inclusive last day.
    package var end: Day?
    /// Percentages, ascending; 80 and 100 when none were written.
    package var thresholds: [Quantity]
    package var rollover: Rollover
    package var location: SourceLocation

    package var isOverall: Bool { accounts.isEmpty }
}
