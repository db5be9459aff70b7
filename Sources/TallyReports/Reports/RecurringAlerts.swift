import TallyEngine
import TallyValues

/// Overdue occurrences as alerts for `tally alerts`.
public enum RecurringAlerts {
    /// One warning per unpaid occurrence due before `today`, by date and
    /// rule name; paused rules raise none.
    public static func alerts(journal: Journal, today: Day) -> [Alert] {
        let report = DueReport(journal: journal, today: today, within: 0)
        let f = AmountFormatter(journal.commodities)
        return report.items.filter { $0.state == .overdue }.map { item in
            let amount = item.amounts.map { f.string($0) }.joined(separator: ", ")
            let late = -item.days
            return Alert(source: "recurring", level: .warning, subject: item.name,
                         message: "\(item.name) (\(amount)) was due \(item.date), \(late) day\(late == 1 ? "" : "s") ago, and is not recorded",
                         date: item.date,
                         fields: [("due", item.date.description), ("days_overdue", String(late)),
                                  ("amount", item.amounts.map { f.plain($0.quantity, $0.commodity, exact: true) }.joined(separator: ", ")),
                                  ("commodity", item.amounts.map { journal.commodities.symbol($0.commodity) }.joined(separator: ", "))])
        }
    }
}
