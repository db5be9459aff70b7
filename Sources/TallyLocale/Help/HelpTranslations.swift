/// The `--help` text of every language: each command's one-line summary
/// and long help, the text around the command list, and every option's
/// help line but English's, which is written with the option in each
/// command's `OptionSpec` (the template `tally.pot` repeats it as the
/// msgid, for translators, and a test keeps the two the same). English is
/// a catalogue like the others and the fallback for text a language
/// lacks. The tables are keyed by where the English stands (the msgctxt
/// of the PO files without its `option.`, `page.`, `summary.` or
/// `example.`):
///
/// - options by `COMMAND --OPTION` (`balance --depth`) for an option one
///   command describes its own way, else by `--OPTION` (`--file`) for an
///   option many commands share with the same text; a language that leaves
///   `COMMAND --OPTION` untranslated uses its `--OPTION` line;
/// - summaries and long help by command name; long help also by `query`
///   for the query words several commands list, `tally` and `tally-title`
///   for the end and title of `tally --help`, and `man-title` for the
///   title of the manual page, in roff, where it is not `tally-title`
///   (left untranslated, the manual page shows `tally-title`). A command
///   without long help (no `page.` entry) has an empty page in English.
///
/// A page may hold a line `{examples}`, filled with the example lines of
/// the English page, their comments in the page's language from its
/// `exampleComments`, and a line `{query}`, filled with the query words in
/// the same language. Example command lines stay as they are in every
/// language. Tests check that every command has a summary and a page in
/// English, and that every option, summary and page has a translation in
/// every language, with none left over.
extension Messages {
    /// The help line of `option` (its `--name`, or its only name) in
    /// `command`'s help; `nil` in English, whose help lines are the
    /// options' own, or when no translation exists.
    package func optionHelp(command: String, option: String) -> String? {
        let table = Self.catalogue(language).options
        return table["\(command) \(option)"] ?? table[option]
    }

    /// Whether `option` of `command` has a translation of its own, rather
    /// than the one shared by every command that uses the option.
    package func hasOwnOptionHelp(command: String, option: String) -> Bool {
        Self.catalogue(language).options["\(command) \(option)"] != nil
    }

    /// The comment of an example command line in this language, by its
    /// English text; `nil` where the language has none (English among them).
    package func exampleComment(_ english: String) -> String? {
        Self.catalogue(language).exampleComments[english]
    }

    /// The English comments with a translation in this language, for the
    /// test that none is left over.
    package var exampleCommentKeys: [String] { Array(Self.catalogue(language).exampleComments.keys) }

    /// The long help of `topic` (a command's name, `query`, `tally`,
    /// `tally-title` or `man-title`) in this language, else in English;
    /// empty for a topic English has no page for.
    package func helpText(_ topic: String) -> String {
        Self.catalogue(language).pages[topic] ?? Self.catalogue(.en).pages[topic] ?? ""
    }

    /// The `--help` summary of a command in this language, else in
    /// English; empty for a name that is no command's.
    package func commandSummary(_ command: String) -> String {
        Self.catalogue(language).summaries[command] ?? Self.catalogue(.en).summaries[command] ?? ""
    }

    /// The title of the manual page, already in roff, where this language
    /// has one of its own; `nil` where the manual page shows the title of
    /// `tally --help`.
    package var manPageTitle: String? { Self.catalogue(language).pages["man-title"] }

    /// The keys of the option help lines translated into this language,
    /// for the tests that check none is missing or left over.
    package var translatedOptionKeys: [String] { Array(Self.catalogue(language).options.keys) }

    /// The topics this language has long help for itself, and the commands
    /// it has summaries for, for the tests that check none is missing or
    /// left over.
    package var ownHelpTopics: [String] {
        let c = Self.catalogue(language)
        // Every English command has a page, empty where the catalogue has none.
        return Array(language == .en ? Set(c.pages.keys).union(c.summaries.keys) : Set(c.pages.keys))
    }
    package var ownSummaryCommands: [String] { Array(Self.catalogue(language).summaries.keys) }
}
