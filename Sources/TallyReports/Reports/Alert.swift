import TallyEngine
import TallyValues

/// Something a person (or a cron job) should act on: a budget threshold
/// crossed, a bill overdue, a goal falling behind. `tally alerts` gathers
/// them from every source and sets its exit status from the most severe.
package struct Alert: Sendable {
    /// How serious, ordered; the raw value is `tally alerts`'s exit status.
    package enum Level: Int32, Sendable, Comparable {
        /// Worth knowing, nothing crossed (exit 0).
        case info = 0
        /// A warning threshold crossed, a bill overdue, a goal behind (exit 1).
        case warning = 1
        /// A budget exceeded (exit 3).
        case exceeded = 3

        package static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }

        package var name: String {
            switch self {
            case .info: return "info"
            case .warning: return "warning"
            case .exceeded: return "exceeded"
            }
        }
    }

    /// What raised it: `budget`, `recurring` or `goal`.
    package var source: String
    package var level: Level
    /// The budget's category, the rule's or the goal's name.
    package var subject: String
    /// One sentence for people.
    package var message: String
    /// When it happened: the day a threshold was crossed, a bill fell due.
    package var date: Day?
    /// Extra fields for JSON, in a fixed order.
    package var fields: [(key: String, value: String)]

    package init(source: String, level: Level, subject: String, message: String, date: Day?, fields: [(key: String, value: String)] = []) {
        self.source = source
        self.level = level
        self.subject = subject
        self.message = message
        self.date = date
        self.fields = fields
    }
}
