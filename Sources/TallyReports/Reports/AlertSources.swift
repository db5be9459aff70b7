import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// Where `tally alerts` looks. Each source is one line in `gather`; a
/// source returns its alerts (and, when it can find problems in the
/// journal, diagnostics).
package enum AlertSources {
    package struct Gathered: Sendable {
        package var alerts: [Alert] = []
        /// Problems found while gathering; errors mean the alerts are incomplete.
        package var diagnostics: [Diagnostic] = []

        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
        /// The most severe level, `info` when there is no alert.
        package var level: Alert.Level { alerts.map(\.level).max() ?? .info }
        /// A bill falls due today or within its reminder time.
        package var hasUpcoming: Bool { alerts.contains { a in a.fields.contains { $0.key == "state" && $0.value == "upcoming" } } }

        mutating func add(_ found: [Alert]) { alerts += found }

        mutating func add(_ found: (alerts: [Alert], diagnostics: [Diagnostic])) {
            alerts += found.alerts
            diagnostics += found.diagnostics
        }
    }

    /// Every alert as of `today`, most severe first (each source's own
    /// order within a level).
    package static func gather(journal: Journal, today: Day, messages: Messages = .english) -> Gathered {
        let prices = PriceTable(journal: journal)
        var g = Gathered()
        g.add(BudgetAlerts.alerts(journal: journal, today: today, prices: prices, messages: messages))
        g.add(RecurringAlerts.alerts(journal: journal, today: today, messages: messages))
        g.add(GoalAlerts.alerts(journal: journal, today: today, prices: prices, messages: messages))
        // Stable: a source's order is kept within each level.
        g.alerts = g.alerts.enumerated().sorted { a, b in
            a.element.level != b.element.level ? a.element.level > b.element.level : a.offset < b.offset
        }.map(\.element)
        return g
    }
}
