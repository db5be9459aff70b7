import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// Goals that will miss their date, as alerts for `tally alerts`.
package enum GoalAlerts {
    /// One warning per goal with a date that is not complete and that the
    /// pace of the last three months (or of the days since a younger journal
    /// began) does not finish in time (or that has
    /// passed its date), in the order the goals are written.
    package static func alerts(journal: Journal, today: Day, prices: PriceTable? = nil, messages: Messages = .english) -> (alerts: [Alert], diagnostics: [Diagnostic]) {
        let report = GoalsReport(journal: journal, today: today, prices: prices)
        if let o = report.overflow { return ([], [o.diagnostic(journal)]) }
        let f = AmountFormatter(journal.commodities)
        var alerts: [Alert] = []
        for row in report.rows {
            guard let deadline = row.deadline else { continue }
            let target = f.string(row.target, row.commodity)
            let date = deadline.description
            func sentence(_ m: Messages) -> String? {
                let needed = row.monthlyNeeded.map { m.text(.goalNeedsMonthly, f.string($0, row.commodity)) } ?? ""
                // The pace's real span: the last three months, or the days since a younger journal began.
                let months = row.paceSince.map { m.count(max(today - $0, 1), .days) } ?? m.count(GoalsReport.paceMonths, .months)
                switch row.status {
                case .behind:
                    // A pace too slow to finish within a century has no projected date.
                    if let projected = row.projected {
                        return m.text(.goalReachesLate, row.name, target, projected.description, months, date) + needed
                    }
                    return m.text(.goalNeverReaches, row.name, target, months, date) + needed
                case .noProgress:
                    return m.text(.goalNoGrowth, row.name, months, target, date) + needed
                case .missed:
                    return m.text(.goalMissed, row.name, date, f.string(row.remaining, row.commodity), target)
                case .complete, .onTrack, .saving:
                    return nil
                }
            }
            guard let message = sentence(.english) else { continue }
            var fields: [(key: String, value: String)] = [
                ("status", row.status.rawValue), ("deadline", deadline.description),
                ("saved", f.plain(row.saved, row.commodity, exact: true)), ("target", f.plain(row.target, row.commodity, exact: true)),
                ("commodity", journal.commodities.symbol(row.commodity)),
            ]
            if let p = row.projected { fields.append(("projected", p.description)) }
            if let m = row.monthlyNeeded { fields.append(("monthly_needed", f.plain(m, row.commodity, exact: true))) }
            alerts.append(Alert(source: "goal", level: .warning, subject: row.name, message: message, text: sentence(messages), date: deadline, fields: fields))
        }
        return (alerts, [])
    }
}
