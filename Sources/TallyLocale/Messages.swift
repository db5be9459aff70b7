/// The messages of one language: labels, headings and sentences by key,
/// counted words, and month and weekday names. Numbers passed in are
/// already formatted; a message never changes them.
package struct Messages: Sendable, Equatable {
    package let language: Language

    package init(_ language: Language = .en) { self.language = language }

    package static let english = Messages(.en)

    /// The decimal mark of the numbers Tally works out itself, such as
    /// percentages: `,` in Vietnamese, Italian and Polish. Amounts keep the
    /// journal's own style.
    package var decimalMark: String {
        switch language {
        case .vi, .it, .pl: return ","
        case .en, .ko, .zhHans: return "."
        }
    }

    /// The BCP 47 tag, for `<html lang>`.
    package var tag: String { language.rawValue }

    /// The message of `key`, with `{1}`, `{2}`, … replaced by `arguments`.
    package func text(_ key: MessageKey, _ arguments: String...) -> String {
        Self.fill(Self.catalogue(language).text(key), arguments)
    }

    package subscript(_ key: MessageKey) -> String { Self.catalogue(language).text(key) }

    /// A comment of the starter ledger, with `{1}`, `{2}`, … replaced by `arguments`.
    package func starter(_ key: StarterKey, _ arguments: String...) -> String {
        Self.fill(Self.catalogue(language).starter(key), arguments)
    }

    /// The name the starter ledger gives an account or category.
    package func starterName(_ name: StarterName) -> String { Self.catalogue(language).starterName(name) }

    /// The currency a starter ledger in this language is kept in.
    package var starterCurrency: String {
        PerLanguage(en: "USD", vi: "VND", ko: "KRW", zhHans: "CNY", it: "EUR", pl: "PLN")[language]
    }

    /// A label or value of `tally stats`, with `{1}`, `{2}`, … filled in.
    package func stats(_ key: StatsKey, _ arguments: String...) -> String {
        Self.fill(Self.catalogue(language).stats(key), arguments)
    }

    /// `n` with the noun in the form the number takes: `3 days`, `3 dni`, `5 dni`.
    package func count(_ n: Int, _ noun: CountedNoun) -> String {
        Self.catalogue(language).plural(noun).text(n, language)
    }

    /// The month's name, 1 = January; short: `Jan`, `thg 1`, `1월`, `1月`, `gen`, `sty`.
    package func month(_ month: Int, short: Bool = false) -> String {
        let names = Self.catalogue(language).monthNames
        guard names.indices.contains(month - 1) else { return String(month) }
        return short ? names[month - 1].1 : names[month - 1].0
    }

    /// The weekday's name, 1 = Monday … 7 = Sunday (ISO 8601).
    package func weekday(_ weekday: Int, short: Bool = false) -> String {
        let names = Self.catalogue(language).weekdayNames
        guard names.indices.contains(weekday - 1) else { return String(weekday) }
        return short ? names[weekday - 1].1 : names[weekday - 1].0
    }

    /// A month of a year for headings: `November 2026`, `tháng 11 năm 2026`,
    /// `2026년 11월`, `2026年11月`, `novembre 2026`, `listopad 2026`.
    package func monthOfYear(_ month: Int, year: String) -> String {
        Self.fill(Self.catalogue(language).monthOfYearForm, [self.month(month), year, String(month)])
    }

    /// A month of a year as a table's row: `2026-09`, `Tháng 9/2026`,
    /// `2026년 9월`, `2026年9月`, `settembre 2026`, `wrzesień 2026`.
    package func monthRow(_ month: Int, year: String) -> String {
        Self.fill(Self.catalogue(language).monthRowForm, [self.month(month), year, String(month), (month < 10 ? "0" : "") + String(month)])
    }

    /// A quarter of a year: `2026Q3`, `Quý 3/2026`, `2026년 3분기`, `2026年第3季度`, `3º trim. 2026`, `III kw. 2026`.
    package func quarter(_ quarter: Int, year: String) -> String {
        let roman = ["I", "II", "III", "IV"]
        return Self.fill(Self.catalogue(language).quarterForm, [year, String(quarter), roman.indices.contains(quarter - 1) ? roman[quarter - 1] : String(quarter)])
    }

    // MARK: - Tables

    /// Replaces `{1}`, `{2}`, … by the arguments in one pass (an argument's
    /// own braces stay as they are); a placeholder without an argument stays,
    /// so a missing argument shows rather than hides.
    static func fill(_ template: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let n = Int(after[..<close]), n >= 1, n <= arguments.count {
                result += arguments[n - 1]
                rest = after[after.index(after: close)...]
            } else {
                result.append("{")
                rest = after
            }
        }
        return result + rest
    }
}

/// One language's catalogue, compiled at build time from its PO file in
/// `Translations` (English from the template `tally.pot`) by the
/// POCatalogues plugin, which also writes `Messages.catalogue(_:)`. Each
/// key enum is a switch, so a lookup reads no file and parses nothing.
protocol Catalogue {
    /// Messages, the starter ledger's comments and names, `stats` labels and counted words.
    static func text(_ key: MessageKey) -> String
    static func starter(_ key: StarterKey) -> String
    static func starterName(_ name: StarterName) -> String
    static func stats(_ key: StatsKey) -> String
    static func plural(_ noun: CountedNoun) -> PluralForms
    /// Diagnostics and usage errors, and the words of a diagnostic's frame.
    static func error(_ key: ErrorKey) -> String
    static func frame(_ word: FrameWord) -> String
    /// The fixed text of the manual page and the completions.
    static func man(_ key: ManKey) -> String
    /// January to December and Monday to Sunday, (full, short), and how a
    /// month of a year and a quarter are written (the `calendar.*` keys).
    static var monthNames: [(String, String)] { get }
    static var weekdayNames: [(String, String)] { get }
    static var monthOfYearForm: String { get }
    static var monthRowForm: String { get }
    static var quarterForm: String { get }
    /// `--help`, keyed by text (HelpTranslations.swift), and the diagnostic
    /// ids' summaries; a message the language leaves untranslated is absent.
    static var options: [String: String] { get }
    static var pages: [String: String] { get }
    static var summaries: [String: String] { get }
    static var exampleComments: [String: String] { get }
    static var diagnosticSummaries: [String: String] { get }
}
