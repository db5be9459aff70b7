import TallyLocale
import TallyValues

/// Text and JSON for `tally alerts`.
package enum AlertWriters {
    /// One line per alert: the level, then the message.
    package static func text(_ alerts: [Alert], today: Day, style: TextStyle, messages m: Messages = .english) -> [UInt8] {
        if alerts.isEmpty { return Array((m.text(.noAlertsOn, today.description) + "\n").utf8) }
        let width = alerts.map { DisplayWidth.of($0.level.name(m)) }.max() ?? 0
        var out: [UInt8] = []
        for a in alerts {
            let code: String
            switch a.level {
            case .exceeded: code = "1;31"
            case .warning: code = "1;33"
            case .info: code = "36"
            }
            style.paint(Array(a.level.name(m).utf8), code, to: &out)
            TextLayout.pad(&out, width - DisplayWidth.of(a.level.name(m)) + 2)
            out.append(contentsOf: a.text.utf8)
            out.append(10)
        }
        return out
    }

    /// `{"today", "status", "alerts": [{source, level, subject, message, date, …fields}]}`.
    package static func json(_ alerts: [Alert], today: Day, status: Int32) -> [UInt8] {
        JSONWriter.object { j in
            j.string("today", today.description)
            j.number("status", Int(status))
            j.beginArray("alerts")
            for a in alerts {
                j.beginObject()
                j.string("source", a.source)
                j.string("level", a.level.name)
                j.string("subject", a.subject)
                j.string("message", a.message)
                j.string("date", a.date?.description)
                for f in a.fields { j.string(f.key, f.value) }
                j.endObject()
            }
            j.endArray()
        }
    }
}
