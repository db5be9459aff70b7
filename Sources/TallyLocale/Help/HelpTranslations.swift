/// The `--help` pages in each language but English: every option's help
/// line and each command's long help. English stays where it is written,
/// in each command's options and discussion; it is the fallback, and the
/// tables here are keyed by where the English stands:
///
/// - options by `COMMAND --OPTION` (`balance --depth`) for an option one
///   command describes its own way, else by `--OPTION` (`--file`) for an
///   option many commands share with the same text;
/// - long help by command name, `query` for the query words several
///   commands list, and `tally` for the end of `tally --help`.
///
/// Example command lines stay as they are in every language. Tests check
/// that every option of every command and every long help has a
/// translation in every language.
extension Messages {
    /// The help line of `option` (its `--name`, or its only name) in
    /// `command`'s help; `nil` in English, or when no translation exists.
    package func optionHelp(command: String, option: String) -> String? {
        guard let table = Self.help(language)?.options else { return nil }
        return table["\(command) \(option)"] ?? table[option]
    }

    /// Whether `option` of `command` has a translation of its own, rather
    /// than the one shared by every command that uses the option.
    package func hasOwnOptionHelp(command: String, option: String) -> Bool {
        Self.help(language)?.options["\(command) \(option)"] != nil
    }

    /// The long help of `topic` (a command's name, `query` or `tally`);
    /// `nil` in English, or when no translation exists.
    package func helpText(_ topic: String) -> String? {
        Self.help(language)?.pages[topic]
    }

    /// The keys of the option help lines translated into this language,
    /// for the tests that check none is missing or left over.
    package var translatedOptionKeys: [String] { Self.help(language).map { Array($0.options.keys) } ?? [] }

    /// The help translations of a language; `nil` for English, whose help
    /// is written in the commands themselves.
    static func help(_ language: Language) -> (any HelpCatalogue.Type)? {
        PerLanguage<(any HelpCatalogue.Type)?>(en: nil, vi: VietnameseHelp.self, ko: KoreanHelp.self,
                                               zhHans: ChineseHelp.self, it: ItalianHelp.self, pl: PolishHelp.self)[language]
    }
}

/// One language's `--help`: the option help lines, the long help pages
/// and the commands' one-line summaries, keyed as described above.
protocol HelpCatalogue {
    static var options: [String: String] { get }
    static var pages: [String: String] { get }
    static var summaries: [String: String] { get }
}
