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
}

/// A savings goal: progress is the balance of `account`.
public struct Goal: Sendable {
    public var name: String
    public var target: Amount
    public var deadline: Day?
    public var account: AccountID
    public var location: SourceLocation
}
