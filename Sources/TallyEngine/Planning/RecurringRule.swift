import TallySyntax
import TallyValues

/// A named rule that creates the same transaction on a schedule.
package struct RecurringRule: Sendable {
    package var name: String
    package var interval: Interval
    package var day: ScheduleDay
    package var start: Day
    /// Inclusive last day.
    package var end: Day?
    package var count: Int?
    package var isPaused: Bool
    package var remindDays: Int
    /// How far an untagged payment's amount may be from the rule's, in
    /// hundredths of a percent; 0 is the exact amount.
    package var toleranceBasisPoints: Int = 0
    package var location: SourceLocation
    package var file: FileID
    /// The template postings with their amounts resolved (`nil` for the one
    /// elided posting).
    package var postings: [(account: AccountID, amount: Amount?, syntax: PostingSyntax)]
    /// The postings as each occurrence creates them: balanced, the elided
    /// amount filled in (one line per commodity when it covers several).
    package var lines: [Line] = []

    /// One posting of an occurrence.
    package struct Line: Sendable {
        package var account: AccountID
        package var amount: Amount
        package var cost: PostingCost?
        package var status: Status
        package var kind: PostingKind
        /// The amount was elided in the rule and inferred.
        package var isInferred: Bool
        /// Index into `postings` of the template line it comes from.
        package var template: Int
    }
}

/// A savings goal: progress is the balance of `account`.
package struct Goal: Sendable {
    package var name: String
    package var target: Amount
    package var deadline: Day?
    package var account: AccountID
    package var location: SourceLocation
}
