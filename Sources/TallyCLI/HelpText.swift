/// Help pages, built from each command's own description and options.
enum HelpText {
    static func overview(_ commands: [any Command.Type]) -> String {
        var s = """
        tally \(TallyCLI.version): plain-text money — check, balance and report a ledger file

        Usage: tally COMMAND [OPTIONS] [QUERY…]

        Commands:

        """
        let width = commands.map { ($0.name + ($0.aliases.isEmpty ? "" : " (\($0.aliases.joined(separator: ", ")))")).count }.max() ?? 10
        for c in commands {
            let label = c.name + (c.aliases.isEmpty ? "" : " (\(c.aliases.joined(separator: ", ")))")
            s += "  " + label + String(repeating: " ", count: width - label.count + 2) + c.abstract + "\n"
        }
        s += """

        The journal comes from -f FILE (repeatable, '-' for standard input), else
        the TALLY_FILE or LEDGER_FILE environment variable.

        Run 'tally help COMMAND' or 'tally COMMAND --help' for a command's options.
        'tally --version' prints the version.

        """
        return s
    }

    static func help(for c: any Command.Type) -> String {
        var s = "tally \(c.name): \(c.abstract)\n\nUsage: \(c.usage)\n"
        if !c.discussion.isEmpty { s += "\n" + c.discussion + "\n" }
        s += "\nOptions:\n"
        let labels = c.options.map { o in o.names.joined(separator: ", ") + (o.optionalValue ? "[=\(o.valueName)]" : o.takesValue ? " \(o.valueName)" : "") }
        let width = labels.map(\.count).max() ?? 10
        for (o, label) in zip(c.options, labels) {
            s += "  " + label + String(repeating: " ", count: width - label.count + 2) + o.help + "\n"
        }
        return s
    }
}
