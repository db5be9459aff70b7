import TallyLocale
import TallySyntax
import TallyValues

/// Help pages, built from the help catalogues of TallyLocale and each
/// command's usage line and options.
enum HelpText {
    /// The summary line of a command, in the language of `m`.
    static func abstract(_ c: any Command.Type, _ m: Messages) -> String { m.commandSummary(c.name) }

    /// The help line of an option, in the language of `m`.
    static func optionHelp(_ o: OptionSpec, of c: any Command.Type, _ m: Messages) -> String {
        m.optionHelp(command: c.name, option: o.key) ?? o.help
    }

    /// The long help of a command in the language of `m` (English where no
    /// translation exists), with its `{examples}` and `{query}` lines
    /// filled in.
    static func discussion(_ c: any Command.Type, _ m: Messages) -> String {
        let page = m.helpText(c.name)
        guard !page.isEmpty else { return "" }
        return filled(page, ["examples": examples(of: Messages.english.helpText(c.name), m), "query": m.helpText("query")])
    }

    /// The example lines of an English page: those under its first line,
    /// up to the first blank line, with their comments (after `  # `) in
    /// the language of `m` where it has them. Command lines read the same
    /// in every language, so a translated page says `{examples}` and they
    /// are written once, in English.
    static func examples(of english: String, _ m: Messages = .english) -> String {
        english.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { !$0.allSatisfy(\.isWhitespace) }
            .map { line in
                guard let mark = line.ranges(of: "  # ").last, let comment = m.exampleComment(String(line[mark.upperBound...])) else {
                    return String(line)
                }
                return line[..<mark.upperBound] + comment
            }
            .joined(separator: "\n")
    }

    /// `page` with each line that holds only `{NAME}` replaced by the
    /// value of NAME.
    static func filled(_ page: String, _ values: [String: String]) -> String {
        page.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let word = line.filter { !$0.isWhitespace }
            guard word.hasPrefix("{"), word.hasSuffix("}"), let value = values[String(word.dropFirst().dropLast())] else { return String(line) }
            return value
        }.joined(separator: "\n")
    }

    static func overview(_ commands: [any Command.Type], _ m: Messages = .english) -> String {
        var s = """
        tally \(TallyCLI.version): \(m.helpText("tally-title"))

        \(m[.helpUsage]): tally COMMAND [OPTIONS] [QUERY…]

        \(m[.helpCommands]):

        """
        let labels = commands.map { $0.name + ($0.aliases.isEmpty ? "" : " (\($0.aliases.joined(separator: ", ")))") }
        s += columns(zip(labels, commands.map { abstract($0, m) }).map { ($0, $1) })
        s += "\n" + m.helpText("tally") + "\n"
        return s
    }

    /// Two columns, the second starting two columns after the widest first
    /// one, by display width.
    static func columns(_ rows: [(String, String)]) -> String {
        let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 10
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - DisplayWidth.of($0.0) + 2) + $0.1 + "\n" }.joined()
    }

    static func help(for c: any Command.Type, _ m: Messages = .english) -> String {
        var s = "tally \(c.name): \(abstract(c, m))\n\n\(m[.helpUsage]): \(c.usage)\n"
        let discussion = discussion(c, m)
        if !discussion.isEmpty { s += "\n" + discussion + "\n" }
        s += "\n\(m[.helpOptions]):\n"
        let labels = c.options.map { o in o.names.joined(separator: ", ") + (o.optionalValue ? "[=\(o.valueName)]" : o.takesValue ? " \(o.valueName)" : "") }
        return s + columns(zip(labels, c.options.map { optionHelp($0, of: c, m) }).map { ($0, $1) })
    }

    /// `tally help diagnostics`: every id with its severity, what it means and
    /// where grammar.md describes the rule.
    /// The diagnostic ids, which are the same in every language, with
    /// their severity and summary in the language of `m`.
    static func diagnostics(_ m: Messages = .english) -> String {
        let entries = DiagnosticCatalogue.entries
        let idWidth = entries.map(\.id.count).max() ?? 10
        let severity = { (s: Severity) in m.frame(s == .error ? .error : s == .warning ? .warning : .note) }
        let severityWidth = max(7, entries.map { DisplayWidth.of(Array(severity($0.severity).utf8)) }.max() ?? 0)
        var s = m.man(.diagnosticsIntro) + "\n\n"
        for e in entries {
            let word = severity(e.severity)
            let padded = word + String(repeating: " ", count: max(0, severityWidth - DisplayWidth.of(Array(word.utf8))))
            s += "  " + e.id.padding(idWidth) + "  " + padded + "  §" + e.section.padding(5) + "  " + (m.diagnosticSummary(e.id) ?? e.summary) + "\n"
        }
        return s
    }
}

private extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
