import TallyLocale
import TallySyntax

/// Help pages, built from each command's own description and options.
enum HelpText {
    /// The summary line of a command, in the language of `m`.
    static func abstract(_ c: any Command.Type, _ m: Messages) -> String { m.commandSummary(c.name) ?? c.abstract }

    static func overview(_ commands: [any Command.Type], _ m: Messages = .english) -> String {
        var s = """
        tally \(TallyCLI.version): plain-text money — check, balance and report a ledger file

        \(m[.helpUsage]): tally COMMAND [OPTIONS] [QUERY…]

        \(m[.helpCommands]):

        """
        let width = commands.map { ($0.name + ($0.aliases.isEmpty ? "" : " (\($0.aliases.joined(separator: ", ")))")).count }.max() ?? 10
        for c in commands {
            let label = c.name + (c.aliases.isEmpty ? "" : " (\(c.aliases.joined(separator: ", ")))")
            s += "  " + label + String(repeating: " ", count: width - label.count + 2) + abstract(c, m) + "\n"
        }
        s += """

        The journal comes from -f FILE (repeatable, '-' for standard input), else
        the TALLY_FILE or LEDGER_FILE environment variable, else tally.ledger in
        this folder or the nearest folder above it, else ~/.hledger.journal.

        Run 'tally help COMMAND' or 'tally COMMAND --help' for a command's options,
        and 'tally help diagnostics' for the errors and warnings a journal can get.
        'tally --version' prints the version.

        """
        return s
    }

    static func help(for c: any Command.Type, _ m: Messages = .english) -> String {
        var s = "tally \(c.name): \(abstract(c, m))\n\n\(m[.helpUsage]): \(c.usage)\n"
        if !c.discussion.isEmpty { s += "\n" + c.discussion + "\n" }
        s += "\n\(m[.helpOptions]):\n"
        let labels = c.options.map { o in o.names.joined(separator: ", ") + (o.optionalValue ? "[=\(o.valueName)]" : o.takesValue ? " \(o.valueName)" : "") }
        let width = labels.map(\.count).max() ?? 10
        for (o, label) in zip(c.options, labels) {
            s += "  " + label + String(repeating: " ", count: width - label.count + 2) + o.help + "\n"
        }
        return s
    }

    /// `tally help diagnostics`: every id with its severity, what it means and
    /// where grammar.md describes the rule.
    static func diagnostics() -> String {
        let entries = DiagnosticCatalogue.entries
        let idWidth = entries.map(\.id.count).max() ?? 10
        var s = "Errors and warnings, by the id printed in brackets after each message.\n"
            + "The section is grammar.md's, where the rule is described.\n\n"
        for e in entries {
            let severity = e.severity.rawValue.padding(7)
            s += "  " + e.id.padding(idWidth) + "  " + severity + "  §" + e.section.padding(5) + "  " + e.summary + "\n"
        }
        return s
    }
}

private extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
