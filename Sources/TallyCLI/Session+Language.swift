import TallyEngine
import TallyLocale

extension Session {
    /// The language reports speak: `--lang`, else the journal's `lang`
    /// directive, else `LC_ALL`, `LC_MESSAGES`, `LANG`, else English.
    /// Only words change: amounts keep the journal's own style, and JSON and
    /// CSV keys stay English.
    func messages(_ journal: Journal? = nil) -> Messages { messages(journalLanguage: journal?.language) }

    /// The same, from the journal's `lang` alone (once the journal itself
    /// is gone), else from the journal this run has read.
    func messages(journalLanguage: Language?) -> Messages {
        if let language = chosenLanguage { return Messages(language) }
        if let language = journalLanguage ?? memory.journalLanguage { return Messages(language) }
        return Messages(userLanguage)
    }

    /// The language `--lang` names, if it names one.
    var chosenLanguage: Language? { arguments.value(.lang).flatMap { Language(code: $0) } }

    /// The user's own language, whatever the journal's: `--lang`, else
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` (how a spreadsheet on their computer
    /// writes numbers, for `export --excel`).
    var userLanguage: Language { chosenLanguage ?? Language.fromEnvironment(context.environment) }

    /// Notes the language of the journal a command has read, for the
    /// messages it prints from then on (a usage error's frame among them).
    func remember(_ journal: Journal) {
        memory.journalRead = true
        memory.journalLanguage = journal.language
    }

    /// The language of an error in what was typed, found before the journal
    /// is read (a period that cannot be read): the journal's `lang` counts
    /// as it will once the journal is read, so without `--lang` the journal
    /// is read here, quietly, to learn it.
    func messagesBeforeLoading() -> Messages {
        if arguments.value(.lang) == nil, !memory.journalRead, arguments.declares(Repeatable.file), let inputs = try? inputs() {
            var loader = JournalLoader(fileSystem: context.fileSystem, today: today)
            loader.options = loadOptions
            loader.workers = context.workers
            loader.memoryHints = context.memoryHints
            remember(loader.load(inputs).journal)
        }
        return messages()
    }
}

/// What a run learns as it goes that its messages depend on: the
/// language the journal's `lang` directive sets, once the journal is read.
final class SessionMemory {
    var journalRead = false
    var journalLanguage: Language?
}

enum LanguageOption {
    static let spec = OptionSpec(.lang, value: "CODE", help: "speak this language: en, vi, ko, zh-Hans, it or pl (default: the journal's lang, else LC_ALL, LC_MESSAGES, LANG)", choices: Language.allCases.map(\.rawValue))

    /// The language of a command line before a command reads it (for help):
    /// `--lang CODE` or `--lang=CODE` anywhere, else the environment's.
    static func language(_ args: [String], environment: [String: String]) -> Language {
        for (i, a) in args.enumerated() {
            if a == "--lang", i + 1 < args.count, let l = Language(code: args[i + 1]) { return l }
            if a.hasPrefix("--lang="), let l = Language(code: String(a.dropFirst(7))) { return l }
        }
        return Language.fromEnvironment(environment)
    }

    /// A usage error for a `--lang` value Tally has no messages in.
    static func problem(_ arguments: Arguments, environment: [String: String]) -> UsageError? {
        guard let code = arguments.value(.lang), Language(code: code) == nil else { return nil }
        let m = Messages(Language.fromEnvironment(environment))
        return UsageError(message: m.error(.noMessagesIn, code), hint: m.error(.hintUseOneOf, Language.codes))
    }
}
