import TallyEngine
import TallySyntax
import TallyValues

/// Overdue occurrences as alerts for `tally alerts`.
package enum RecurringAlerts {
    /// One warning per rule with unpaid occurrences due before `today`
    /// (`tally due` lists each occurrence), dated by the oldest; paused
    /// rules raise none.
    package static func alerts(journal: Journal, today: Day) -> (alerts: [Alert], diagnostics: [Diagnostic]) {
        let report = DueReport(journal: journal, today: today, within: 0)
        if let o = report.overflow { return ([], [o.diagnostic(journal)]) }
        let f = AmountFormatter(journal.commodities)
        var byRule: [(name: String, items: [DueReport.Item])] = []
        for item in report.items where item.state == .overdue {
            if let k = byRule.firstIndex(where: { $0.name == item.name }) { byRule[k].items.append(item) } else { byRule.append((item.name, [item])) }
        }
        let alerts = byRule.map { rule in
            // Each rule here was added with one item, so min and max exist.
            let oldest = rule.items.min { $0.date < $1.date }!
            let newest = rule.items.max { $0.date < $1.date }!
            let amount = oldest.amounts.map { f.string($0) }.joined(separator: ", ")
            let late = -oldest.days
            let count = rule.items.count
            let message = count == 1
                ? "\(rule.name) (\(amount)) was due \(oldest.date), \(late) day\(late == 1 ? "" : "s") ago, and is not recorded"
                : "\(rule.name) (\(amount)) has \(count) occurrences not recorded, the oldest due \(oldest.date) (\(late) days ago), the latest \(newest.date)"
            return Alert(source: "recurring", level: .warning, subject: rule.name, message: message, date: oldest.date,
                         fields: [("due", oldest.date.description), ("days_overdue", String(late)), ("occurrences", String(count)),
                                  ("latest_due", newest.date.description),
                                  ("amount", oldest.amounts.map { f.plain($0.quantity, $0.commodity, exact: true) }.joined(separator: ", ")),
                                  ("commodity", oldest.amounts.map { journal.commodities.symbol($0.commodity) }.joined(separator: ", "))])
        }
        return (alerts, [])
    }
}
