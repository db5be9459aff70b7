import TallyLocale
/// What a shell may complete, read from the commands' own option specs so a
/// new command or option is completed as soon as it exists.
struct CompletionModel {
    /// What an option's value, or a positional word, is.
    enum Value: Equatable {
        case none
        case file
        case choices([String])
        case accounts
        case commodities
        case dates
        case periods
        case commands
        /// Anything; nothing to offer.
        case text
    }

    struct Option {
        var names: [String]
        var help: String
        var value: Value
        /// The value may be the next word (not only after `=`).
        var separate = false
    }

    struct CommandEntry {
        var name: String
        var aliases: [String]
        var abstract: String
        var options: [Option]
        var positional: Value
    }

    var commands: [CommandEntry]

    static let dateWords = ["today", "yesterday", "tomorrow"]
    static let periodWords = ["today", "yesterday", "this week", "last week", "this month", "last month", "next month",
                              "this quarter", "last quarter", "this year", "last year"]

    /// The completions of `commands`, described in the language of `m`.
    init(_ commands: [any Command.Type], _ m: Messages = .english) {
        var entries = commands.map { c in
            CommandEntry(name: c.name, aliases: c.aliases, abstract: HelpText.abstract(c, m),
                         options: c.options.map { Self.option($0, help: HelpText.optionHelp($0, of: c, m)) },
                         positional: Self.positional(c))
        }
        entries.append(CommandEntry(name: "help", aliases: [], abstract: m.man(.helpCommand),
                                    options: [Option(names: ["--man"], help: m.man(.manOption), value: .none)], positional: .commands))
        // Before the command: the options every command reads its journal with.
        let input = CommonOptions.input.map { Self.option($0, help: m.optionHelp(command: "", option: $0.key) ?? $0.help) }
        entries.append(CommandEntry(name: "", aliases: [], abstract: "",
                                    options: input + [Option(names: ["--version"], help: m.man(.versionOption), value: .none)],
                                    positional: .commands))
        self.commands = entries
    }

    static func option(_ o: OptionSpec, help: String) -> Option {
        Option(names: o.names, help: help, value: value(o), separate: o.takesValue && !o.optionalValue)
    }

    static func value(_ o: OptionSpec) -> Value {
        guard o.takesValue || o.optionalValue else { return .none }
        if !o.choices.isEmpty { return .choices(o.choices) }
        switch o.valueName {
        case "FILE": return .file
        case "ACCOUNT", "NAME": return .accounts
        case "CUR", "CURRENCY": return .commodities
        case "DATE", "UNTIL": return .dates
        case "PERIOD": return .periods
        default: return .text
        }
    }

    /// Query commands (those with `--period`) and `add` take account names;
    /// `fmt` takes files; `completions` takes a shell.
    static func positional(_ c: any Command.Type) -> Value {
        if c.name == "fmt" { return .file }
        if c.name == "completions" { return .choices(CompletionsCommand.shells) }
        if c.name == "add" || c.options.contains(where: { $0.names.contains("--period") }) { return .accounts }
        return .none
    }

    /// Every option that takes a separate value, across commands: the word after one is its value.
    var valuedOptions: [String] {
        var seen = Set<String>()
        var out: [String] = []
        for c in commands {
            for o in c.options where o.separate {
                for n in o.names where seen.insert(n).inserted { out.append(n) }
            }
        }
        return out
    }

    /// Commands and aliases.
    var allNames: [String] { named.flatMap { [$0.name] + $0.aliases } }

    /// The commands themselves, without the entry for the words before one.
    var named: [CommandEntry] { commands.filter { !$0.name.isEmpty } }
}
