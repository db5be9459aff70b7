import TallyEngine
import TallySyntax
import TallyValues

/// Goals that will miss their date, as alerts for `tally alerts`.
package enum GoalAlerts {
    /// One warning per goal with a date that is not complete and that the
    /// pace of the last three months does not finish in time (or that has
    /// passed its date), in the order the goals are written.
    package static func alerts(journal: Journal, today: Day, prices: PriceTable? = nil) -> (alerts: [Alert], diagnostics: [Diagnostic]) {
        let report = GoalsReport(journal: journal, today: today, prices: prices)
        if let o = report.overflow { return ([], [o.diagnostic(journal)]) }
        let f = AmountFormatter(journal.commodities)
        var alerts: [Alert] = []
        for row in report.rows {
            guard let deadline = row.deadline else { continue }
            let target = f.string(row.target, row.commodity)
            var needed = ""
            if let m = row.monthlyNeeded { needed = "; it needs \(f.string(m, row.commodity)) a month" }
            let message: String
            switch row.status {
            case .behind:
                // A pace too slow to finish within a century has no projected date.
                if let projected = row.projected {
                    message = "\(row.name) reaches \(target) on \(projected) at the pace of the last \(GoalsReport.paceMonths) months, after its date \(deadline)\(needed)"
                } else {
                    message = "\(row.name) will not reach \(target) within a hundred years at the pace of the last \(GoalsReport.paceMonths) months, let alone by its date \(deadline)\(needed)"
                }
            case .noProgress:
                message = "\(row.name) has not grown in the last \(GoalsReport.paceMonths) months, so it will not reach \(target) by \(deadline)\(needed)"
            case .missed:
                message = "\(row.name) passed its date \(deadline) \(f.string(row.remaining, row.commodity)) short of \(target)"
            case .complete, .onTrack, .saving:
                continue
            }
            var fields: [(key: String, value: String)] = [
                ("status", row.status.rawValue), ("deadline", deadline.description),
                ("saved", f.plain(row.saved, row.commodity, exact: true)), ("target", f.plain(row.target, row.commodity, exact: true)),
                ("commodity", journal.commodities.symbol(row.commodity)),
            ]
            if let p = row.projected { fields.append(("projected", p.description)) }
            if let m = row.monthlyNeeded { fields.append(("monthly_needed", f.plain(m, row.commodity, exact: true))) }
            alerts.append(Alert(source: "goal", level: .warning, subject: row.name, message: message, date: deadline, fields: fields))
        }
        return (alerts, [])
    }
}
