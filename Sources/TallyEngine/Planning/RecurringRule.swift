import TallySyntax
import TallyValues

/// A named rule that creates the same transaction on a schedule.
public struct RecurringRule: Sendable {
    public var name: String
    public var interval: Interval
    public var day: ScheduleDay
    public var start: Day
    /// Inclusive last day.
    public var end: Day?
    public var count: Int?
    public var isPaused: Bool
    public var remindDays: Int
    public var location: SourceLocation
    public var file: FileID
    /// The template postings with their amounts resolved (`nil` for the one
    /// elided posting).
    public var postings: [(account: AccountID, amount: Amount?, syntax: PostingSyntax)]
    /// The postings as each occurrence creates them: balanced, the elided
    /// amount filled in (one line per commodity when it covers several).
    public var lines: [Line] = []

    /// One posting of an occurrence.
    public struct Line: Sendable {
        public var account: AccountID
        public var amount: Amount
        public var cost: PostingCost?
        public var status: Status
        public var kind: PostingKind
        /// The amount was elided in the rule and inferred.
        public var isInferred: Bool
        /// Index into `postings` of the template line it comes from.
        public var template: Int
    }
}

/// A savings goal: progress is the balance of `account`.
public struct Goal: Sendable {
    public var name: String
    public var target: Amount
    public var deadline: Day?
    public var account: AccountID
    public var location: SourceLocation
}
