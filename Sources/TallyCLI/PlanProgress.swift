import TallyEngine
import TallyReports
import TallyValues

/// Where the summary and the HTML report get budget and goal progress.
///
/// The numbers belong to the budget report (percent used per budget and
/// period) and the goals report (saved, target, percent); both are built
/// on their own branches. This is the one place that turns their results
/// into `ProgressItem`s; until they are part of the build it has none to
/// give, and the reports leave those sections out.
enum PlanProgress {
    /// One item per budget for the period `span`.
    static func budgets(_ journal: Journal, span: DateSpan, today: Day) -> [ProgressItem] {
        []
    }

    /// One item per goal as of `today`.
    static func goals(_ journal: Journal, today: Day) -> [ProgressItem] {
        []
    }
}
