extension POFile {
    /// Reads a PO file's text. Obsolete entries (`#~`) are skipped; an entry
    /// without msgctxt other than the header is an error, since every Tally
    /// message is looked up by its key.
    public static func parse(_ text: String) throws(POError) -> POFile {
        var reader = POReader()
        var number = 0
        // "\r\n" is one Character, so lines split after CRLF is made LF.
        for line in text.replacing("\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            try reader.read(line, number)
        }
        try reader.finish()
        return reader.file
    }
}

/// Reads a PO file line by line: keywords open a field, string lines that
/// follow continue it, and a comment or keyword after a msgstr starts the
/// next entry.
private struct POReader {
    var file = POFile()
    var comments: [String] = []
    var flags: [String] = []
    var context: String?
    var id: String?
    var idPlural: String?
    var strings: [Int: String] = [:]
    var line = 0
    /// The field the last string line went to.
    var field: Field?

    enum Field: Equatable { case context, id, idPlural, string(Int) }

    mutating func read(_ raw: Substring, _ number: Int) throws(POError) {
        let text = raw.drop { $0 == " " || $0 == "\t" }
        if text.isEmpty { return }
        if text.hasPrefix("#") {
            if case .string = field { try finish() }
            if text.hasPrefix("#~") { return }
            if text.hasPrefix("#.") { comments.append(String(text.dropFirst(2).drop { $0 == " " })) }
            if text.hasPrefix("#,") {
                flags += text.dropFirst(2).split(separator: ",").map { String($0.filter { $0 != " " }) }
            }
            return
        }
        if text.hasPrefix("\"") {
            guard let field else { throw POError(line: number, "a string outside any msgid, msgstr or msgctxt") }
            append(try Self.string(text, number), to: field)
            return
        }
        let keyword = String(text.prefix { $0 != " " && $0 != "\t" && $0 != "\"" })
        let rest = text.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        let next: Field
        switch keyword {
        case "msgctxt": next = .context
        case "msgid": next = .id
        case "msgid_plural": next = .idPlural
        case "msgstr": next = .string(0)
        default:
            guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let n = Int(keyword.dropFirst(7).dropLast()), n >= 0 else {
                throw POError(line: number, "unknown keyword '\(keyword)'")
            }
            next = .string(n)
        }
        // A msgctxt, or a msgid after one, starts the next entry.
        if next == .context && (context != nil || id != nil) || next == .id && id != nil { try finish() }
        if next == .context || (next == .id && context == nil) { line = number }
        try begin(next, number)
        field = next
        append(try Self.string(rest, number), to: next)
    }

    mutating func begin(_ next: Field, _ number: Int) throws(POError) {
        let taken: Bool
        switch next {
        case .context: taken = context != nil
        case .id: taken = id != nil
        case .idPlural: taken = idPlural != nil || id == nil
        case .string(let n): taken = strings[n] != nil || id == nil
        }
        if taken { throw POError(line: number, "a field out of place or given twice") }
        switch next {
        case .context: context = ""
        case .id: id = ""
        case .idPlural: idPlural = ""
        case .string(let n): strings[n] = ""
        }
    }

    mutating func append(_ s: String, to field: Field) {
        switch field {
        case .context: context = (context ?? "") + s
        case .id: id = (id ?? "") + s
        case .idPlural: idPlural = (idPlural ?? "") + s
        case .string(let n): strings[n, default: ""] += s
        }
    }

    /// Ends the entry being read, if any.
    mutating func finish() throws(POError) {
        defer { comments = []; flags = []; context = nil; id = nil; idPlural = nil; strings = [:]; field = nil }
        guard let id else {
            if context != nil || !strings.isEmpty { throw POError(line: line, "an entry without msgid") }
            return
        }
        guard !strings.isEmpty else { throw POError(line: line, "an entry without msgstr") }
        let forms = (0..<strings.count).map { strings[$0] }
        guard !forms.contains(nil) else { throw POError(line: line, "plural forms numbered with a gap") }
        if idPlural == nil && strings.count != 1 { throw POError(line: line, "msgstr[n] without msgid_plural") }
        if id.isEmpty && context == nil {
            for field in (strings[0] ?? "").split(separator: "\n") {
                guard let colon = field.firstIndex(of: ":") else { continue }
                file.header[String(field[..<colon])] = String(field[field.index(after: colon)...].drop { $0 == " " })
            }
            return
        }
        guard let context else { throw POError(line: line, "an entry without msgctxt: every message needs its key") }
        file.entries.append(POEntry(context: context, id: id, idPlural: idPlural, strings: forms.map { $0 ?? "" },
                                    comments: comments, flags: flags, line: line))
    }

    /// The text of a quoted PO string, its escapes undone.
    static func string(_ text: Substring, _ number: Int) throws(POError) -> String {
        var rest = text
        while rest.last == " " || rest.last == "\t" { rest.removeLast() }
        guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else { throw POError(line: number, "expected a quoted string") }
        var out = ""
        var chars = rest.dropFirst().dropLast().makeIterator()
        while let c = chars.next() {
            if c == "\"" { throw POError(line: number, "an unescaped quote inside a string") }
            guard c == "\\" else { out.append(c); continue }
            guard let e = chars.next() else { throw POError(line: number, "a string that ends in a backslash") }
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "\"": out.append("\"")
            case "\\": out.append("\\")
            case "a": out.append("\u{07}")
            case "b": out.append("\u{08}")
            case "f": out.append("\u{0C}")
            case "v": out.append("\u{0B}")
            default: throw POError(line: number, "unknown escape '\\\(e)'")
            }
        }
        return out
    }
}
