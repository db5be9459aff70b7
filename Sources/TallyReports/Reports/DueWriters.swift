import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

extension DueReport {
    /// When an occurrence is, in words: `today`, `in 4 days`, `20 days ago`.
    package static func relative(_ days: Int, _ m: Messages = .english) -> String {
        switch days {
        case 0: return m[.today]
        case 1: return m[.tomorrow]
        case -1: return m[.yesterday]
        case ..<0: return m.count(-days, .daysAgo)
        default: return m.count(days, .inDays)
        }
    }

    /// Sections `Overdue`, `Due soon` (or `Due within N days`) and `Next
    /// due`, each a table of date, rule, amount and a note.
    package func text(_ journal: Journal, style: TextStyle, messages m: Messages = .english) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        func amountText(_ amounts: [Amount]) -> String { amounts.map { f.string($0) }.joined(separator: ", ") }
        let nameWidth = max(items.map { DisplayWidth.of($0.name) }.max() ?? 0, rules.map { DisplayWidth.of($0.name) }.max() ?? 0)
        let amountWidth = max(items.map { DisplayWidth.of(amountText($0.amounts)) }.max() ?? 0,
                              rules.map { DisplayWidth.of(amountText($0.amounts)) }.max() ?? 0)
        var out: [UInt8] = []
        func line(_ date: String, _ name: String, _ amounts: [Amount], _ note: String, color: String) {
            out.append(contentsOf: "  ".utf8)
            TextLayout.appendLeft(date, width: 10, to: &out)
            out.append(contentsOf: "  ".utf8)
            TextLayout.appendLeft(name, width: nameWidth, to: &out)
            out.append(contentsOf: "  ".utf8)
            TextLayout.appendRight(Array(amountText(amounts).utf8), width: amountWidth, to: &out)
            out.append(contentsOf: "  ".utf8)
            style.paint(Array(note.utf8), color, to: &out)
            out.append(10)
        }
        let soon = within.map { m.text(.dueWithin, m.count($0, .days)) } ?? m[.dueSoon]
        let overdue = items.filter { $0.state == .overdue }
        let upcoming = items.filter { $0.state == .due || $0.state == .upcoming }
        let paid = items.filter { $0.state == .paid }
        if !overdue.isEmpty {
            style.paint(Array(m[.overdue].utf8), "1;31", to: &out)
            out.append(10)
            for g in Self.grouped(overdue) { line(g.first.date.description, g.first.name, g.first.amounts, Self.note(g, m), color: "31") }
        }
        if !upcoming.isEmpty {
            style.paint(Array(soon.utf8), "1", to: &out)
            out.append(10)
            for g in Self.grouped(upcoming) {
                line(g.first.date.description, g.first.name, g.first.amounts, Self.note(g, m), color: g.first.state == .due ? "33" : "0")
            }
        }
        if overdue.isEmpty && upcoming.isEmpty {
            out.append(contentsOf: (within.map { m.text(.nothingOverdueOrDueWithin, m.count($0, .days)) } ?? m[.nothingOverdueOrDueSoon]).utf8)
            out.append(10)
        }
        if !paid.isEmpty {
            style.paint(Array(m[.recentlyPaid].utf8), "1", to: &out)
            out.append(10)
            for i in paid { line(i.date.description, i.name, i.amounts, Self.paidNote(i, journal, m), color: "32") }
        }
        if !rules.isEmpty {
            style.paint(Array(m[.nextDue].utf8), "1", to: &out)
            out.append(10)
            for r in rules {
                let rule = journal.recurringRules[r.rule]
                line(r.next?.description ?? m[.paused], r.name, r.amounts, ScheduleText.words(rule.interval, rule.day, m), color: "0")
            }
        }
        return out
    }

    /// `paid 2026-10-03 (line 14)`; `(other.ledger:14)` for a transaction
    /// in another file than the journal's first.
    static func paidNote(_ i: Item, _ journal: Journal, _ m: Messages) -> String {
        guard let p = i.payment else { return "" }
        if p.file == journal.files.first?.id { return m.text(.paidOn, p.date.description, m.text(.lineNumber, String(p.line))) }
        let path = journal.file(p.file).path
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return m.text(.paidOn, p.date.description, "\(name):\(p.line)")
    }

    /// `date,rule,status,days,commodity,amount,paid_on`: one row per
    /// occurrence and commodity, overdue first, then due, upcoming and paid
    /// ones by date.
    package func csv(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        var w = CSVWriter()
        w.row(["date", "rule", "status", "days", "commodity", "amount", "paid_on"])
        for i in items {
            for a in i.amounts {
                w.row([i.date.description, i.name, i.state.rawValue, String(i.days), journal.commodities.symbol(a.commodity),
                       f.plain(a.quantity, a.commodity, exact: true), i.payment?.date.description ?? ""])
            }
        }
        return w.bytes
    }

    package func json(_ journal: Journal) -> [UInt8] {
        let f = AmountFormatter(journal.commodities)
        return JSONWriter.object { j in
            func amounts(_ list: [Amount]) { j.amounts("amounts", list, journal.commodities, f) }
            j.string("today", today.description)
            j.beginArray("occurrences")
            for i in items {
                j.beginObject()
                j.string("rule", i.name)
                j.string("date", i.date.description)
                j.string("status", i.state.rawValue)
                j.number("days", i.days)
                amounts(i.amounts)
                if let p = i.payment {
                    j.string("paid_on", p.date.description)
                    j.string("paid_at", journal.file(p.file).path + ":" + String(p.line))
                }
                j.endObject()
            }
            j.endArray()
            j.beginArray("rules")
            for r in rules {
                j.beginObject()
                j.string("rule", r.name)
                j.string("schedule", r.schedule)
                j.bool("paused", r.isPaused)
                j.string("next", r.next?.description)
                amounts(r.amounts)
                j.endObject()
            }
            j.endArray()
        }
    }
}
