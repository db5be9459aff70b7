import TallyValues

/// Text and JSON for `tally alerts`.
package enum AlertWriters {
    /// One line per alert: the level, then the message.
    package static func text(_ alerts: [Alert], today: Day, style: TextStyle) -> [UInt8] {
        if alerts.isEmpty { return Array("No alerts on \(today).\n".utf8) }
        let width = alerts.map { DisplayWidth.of($0.level.name) }.max() ?? 0
        var out: [UInt8] = []
        for a in alerts {
            let code: String
            switch a.level {
            case .exceeded: code = "1;31"
            case .warning: code = "1;33"
            case .info: code = "36"
            }
            style.paint(Array(a.level.name.utf8), code, to: &out)
            TextLayout.pad(&out, width - DisplayWidth.of(a.level.name) + 2)
            out.append(contentsOf: a.message.utf8)
            out.append(10)
        }
        return out
    }

    /// `{"today", "status", "alerts": [{source, level, subject, message, date, …fields}]}`.
    package static func json(_ alerts: [Alert], today: Day, status: Int32) -> [UInt8] {
        var j = JSONWriter()
        j.beginObject()
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
        j.endObject()
        return j.bytes
    }
}
