import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// Overdue and upcoming occurrences as alerts for `tally alerts`.
package enum RecurringAlerts {
    /// One warning per rule with unpaid occurrences due before `today`
    /// (`tally due` lists each occurrence), dated by the oldest, then one
    /// note (level info, field `state: upcoming`) per unpaid occurrence due
    /// today or within its rule's `remind` time; paused rules raise none.
    package static func alerts(journal: Journal, today: Day, messages: Messages = .english) -> (alerts: [Alert], diagnostics: [Diagnostic]) {
        let report = DueReport(journal: journal, today: today)
        if let o = report.overflow { return ([], [o.diagnostic(journal)]) }
        let f = AmountFormatter(journal.commodities)
        var byRule: [(name: String, items: [DueReport.Item])] = []
        for item in report.items where item.state == .overdue {
            if let k = byRule.firstIndex(where: { $0.name == item.name }) { byRule[k].items.append(item) } else { byRule.append((item.name, [item])) }
        }
        var alerts = byRule.map { rule in
            // Each rule here was added with one item, so min and max exist.
            let oldest = rule.items.min { $0.date < $1.date }!
            let newest = rule.items.max { $0.date < $1.date }!
            let amount = oldest.amounts.map { f.string($0) }.joined(separator: ", ")
            let late = -oldest.days
            let count = rule.items.count
            func message(_ m: Messages) -> String {
                count == 1
                    ? m.text(.recurringMissedOnce, rule.name, amount, oldest.date.description, m.count(late, .daysAgo))
                    : m.text(.recurringMissedMany, rule.name, amount, m.count(count, .occurrences), oldest.date.description,
                             m.count(late, .daysAgo), newest.date.description)
            }
            return Alert(source: "recurring", level: .warning, subject: rule.name, message: message(.english), text: message(messages), date: oldest.date,
                         fields: [("due", oldest.date.description), ("days_overdue", String(late)), ("occurrences", String(count)),
                                  ("latest_due", newest.date.description),
                                  ("amount", oldest.amounts.map { f.plain($0.quantity, $0.commodity, exact: true) }.joined(separator: ", ")),
                                  ("commodity", oldest.amounts.map { journal.commodities.symbol($0.commodity) }.joined(separator: ", ")),
                                  ("state", "overdue")])
        }
        for item in report.items where item.state == .due || item.state == .upcoming {
            let amount = item.amounts.map { f.string($0) }.joined(separator: ", ")
            func message(_ m: Messages) -> String {
                m.text(.recurringUpcoming, item.name, amount, DueReport.relative(item.days, m), item.date.description)
            }
            alerts.append(Alert(source: "recurring", level: .info, subject: item.name, message: message(.english), text: message(messages), date: item.date,
                                fields: [("due", item.date.description), ("days_until", String(item.days)),
                                         ("amount", item.amounts.map { f.plain($0.quantity, $0.commodity, exact: true) }.joined(separator: ", ")),
                                         ("commodity", item.amounts.map { journal.commodities.symbol($0.commodity) }.joined(separator: ", ")),
                                         ("state", "upcoming")]))
        }
        return (alerts, [])
    }
}
