import TallyEngine
import TallyValues

extension BudgetReport {
    /// One row per budget and period, amounts as plain exact decimals (the
    /// conventions of `balance -O csv`); days are inclusive.
    ///
    /// `budget,name,period,first_day,last_day,commodity,budgeted,carried,available,spent,remaining,percent_used,crossed,over_since,reaches_outside,forecast`
    /// (`forecast`: the part of spent that is forecast, with `--forecast`).
    package func csv(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var w = CSVWriter()
        w.row(["budget", "name", "period", "first_day", "last_day", "commodity", "budgeted", "carried", "available", "spent",
               "remaining", "percent_used", "crossed", "over_since", "reaches_outside", "forecast"])
        for l in lines {
            func plain(_ q: Quantity) -> String { f.plain(q, l.commodity, exact: true) }
            w.row([l.target, l.name, l.label, l.days.first.description, l.days.end.adding(days: -1).description,
                   journal.commodities.symbol(l.commodity), plain(l.budgeted), plain(l.carriedIn), plain(l.available),
                   plain(l.spent), plain(l.remaining), l.percentUsed.map { $0.plainText(minimumScale: 2) } ?? "",
                   l.crossed.map { "\($0.percent.normalized())" }.joined(separator: " "),
                   l.overSince?.description ?? "", l.extendsOutside ? "true" : "false", plain(l.forecastSpent)])
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        return JSONWriter.object { j in
            j.string("today", today.description)
            j.string("first_day", window.days.first.description)
            j.string("last_day", window.days.end.adding(days: -1).description)
            j.beginArray("budgets")
            for l in lines {
                let budget = journal.budgets[l.budget]
                func plain(_ q: Quantity) -> String { f.plain(q, l.commodity, exact: true) }
                j.beginObject()
                j.string("budget", l.target)
                j.string("name", l.name)
                j.string("interval", budget.interval.description)
                j.string("rollover", budget.rollover.rawValue)
                j.string("period", l.label)
                j.string("first_day", l.days.first.description)
                j.string("last_day", l.days.end.adding(days: -1).description)
                j.bool("reaches_outside", l.extendsOutside)
                j.string("commodity", journal.commodities.symbol(l.commodity))
                j.string("budgeted", plain(l.budgeted))
                j.string("carried", plain(l.carriedIn))
                j.string("available", plain(l.available))
                j.string("spent", plain(l.spent))
                j.string("forecast", plain(l.forecastSpent))
                j.string("remaining", plain(l.remaining))
                j.string("percent_used", l.percentUsed.map { $0.plainText(minimumScale: 2) })
                j.string("over_since", l.overSince?.description)
                j.beginArray("thresholds")
                for t in l.thresholds {
                    j.beginObject()
                    j.string("percent", t.percent.normalized().description)
                    j.string("crossed", t.reached?.description)
                    j.endObject()
                }
                j.endArray()
                j.beginArray("subcategories")
                for s in l.subcategories {
                    j.beginObject()
                    j.string("account", journal.accounts.name(s.account))
                    j.string("name", s.name)
                    j.number("depth", s.depth)
                    j.string("spent", plain(s.spent))
                    j.endObject()
                }
                j.endArray()
                j.endObject()
            }
            j.endArray()
        }
    }
}
