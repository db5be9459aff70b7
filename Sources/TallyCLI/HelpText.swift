import TallyLocale
import TallySyntax
import TallyValues

/// Help pages, built from each command's own description and options.
enum HelpText {
    /// The summary line of a command, in the language of `m`.
    static func abstract(_ c: any Command.Type, _ m: Messages) -> String { m.commandSummary(c.name) ?? c.abstract }

    /// The help line of an option, in the language of `m`.
    static func optionHelp(_ o: OptionSpec, of c: any Command.Type, _ m: Messages) -> String {
        m.optionHelp(command: c.name, option: o.key) ?? o.help
    }

    /// The long help of a command in the language of `m`: its own text,
    /// then the query words when it lists them; English where no
    /// translation exists.
    static func discussion(_ c: any Command.Type, _ m: Messages) -> String {
        var own = c.discussion
        guard m.language != .en else { return own }
        let listsQuery = own.hasSuffix(QueryHelp.text)
        if listsQuery {
            own.removeLast(QueryHelp.text.count)
            while own.last == "\n" { own.removeLast() }
        }
        var parts: [String] = []
        if !own.isEmpty { parts.append(m.helpText(c.name).map { withExamples($0, of: own) } ?? own) }
        if listsQuery { parts.append(m.helpText("query") ?? QueryHelp.text) }
        return parts.joined(separator: "\n\n")
    }

    /// A translated page with its `{examples}` line replaced by the
    /// command's own example lines (those under the first line of its
    /// English text, up to the first blank line), so command lines that read
    /// the same in every language are written once, with the command.
    static func withExamples(_ page: String, of own: String) -> String {
        guard page.contains("{examples}") else { return page }
        let examples = own.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { !$0.allSatisfy(\.isWhitespace) }
        return page.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.allSatisfy(\.isWhitespace) || line.filter({ !$0.isWhitespace }) != "{examples}" ? String(line) : examples.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static let englishTitle = "plain-text money — check, balance and report a ledger file"
    static let englishFooter = """
        The journal comes from -f FILE (repeatable, '-' for standard input), else
        the TALLY_FILE or LEDGER_FILE environment variable, else tally.ledger in
        this folder or the nearest folder above it, else ~/.hledger.journal.

        Run 'tally help COMMAND' or 'tally COMMAND --help' for a command's options,
        and 'tally help diagnostics' for the errors and warnings a journal can get.
        'tally --version' prints the version.
        """

    static func overview(_ commands: [any Command.Type], _ m: Messages = .english) -> String {
        var s = """
        tally \(TallyCLI.version): \(m.helpText("tally-title") ?? englishTitle)

        \(m[.helpUsage]): tally COMMAND [OPTIONS] [QUERY…]

        \(m[.helpCommands]):

        """
        let labels = commands.map { $0.name + ($0.aliases.isEmpty ? "" : " (\($0.aliases.joined(separator: ", ")))") }
        s += columns(zip(labels, commands.map { abstract($0, m) }).map { ($0, $1) })
        s += "\n" + (m.helpText("tally") ?? englishFooter) + "\n"
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
