import TallyLocale
import TallyValues

/// Relative periods in the languages Tally speaks besides English, as data:
/// each language's phrases (LocalRelative+Phrases.swift) say which English
/// period they are — `tháng trước` and `上个月` are `last month`, `ostatnie
/// 30 dni` and `최근 30일` are `last 30 days` — and `PeriodReader` reads
/// them into the same spans (grammar.md §19, `local-relative`).
enum LocalRelative {
    /// The unit a phrase counts in, as English names it.
    enum Unit: String, Sendable {
        case day, week, month, quarter, year

        var interval: Interval {
            switch self {
            case .day: return Interval(.day)
            case .week: return Interval(.week)
            case .month: return Interval(.month)
            case .quarter: return Interval(.month, 3)
            case .year: return Interval(.year)
            }
        }

        func named(_ n: Int) -> String { n == 1 ? rawValue : rawValue + "s" }

        /// The counted noun messages say `n` of this unit with.
        var noun: CountedNoun {
            switch self {
            case .day: return .days
            case .week: return .weeks
            case .month: return .months
            case .quarter: return .quarters
            case .year: return .years
            }
        }
    }

    /// What a phrase says.
    enum Meaning: Equatable, Sendable {
        /// The English `last`/`this`/`next` (offset -1, 0, 1) with this unit,
        /// and a count when the phrase has one (`#`).
        case span(Unit, offset: Int, counted: Bool)
        /// One day rather than a span (`3 tháng trước` is three months ago):
        /// refused, with the phrase for the span (`#` for the count).
        case day(Unit, offset: Int, instead: String)
        /// Two readings (`thang sau`: June or next month): refused with a hint.
        case ambiguous(ErrorKey)
    }

    /// One way to say a relative period: `template`, with `_` where a word
    /// of `units` goes and `#` where the count goes.
    struct Form: Sendable {
        var template: String
        var offset: Int
        var units: [(String, Unit)]
        /// For a phrase that names a day: the span to write instead.
        var instead: String?

        init(_ template: String, _ offset: Int, _ units: [(String, Unit)], instead: String? = nil) {
            self.template = template
            self.offset = offset
            self.units = units
            self.instead = instead
        }

        /// A phrase of one unit only: `hôm qua`, `quest'anno`.
        init(_ phrase: String, _ offset: Int, _ unit: Unit) {
            self.init(phrase, offset, [("", unit)])
        }
    }

    /// A language's phrases.
    struct Language: Sendable {
        var forms: [Form]
        /// Phrases that read two ways once their marks are left out.
        var ambiguous: [String: ErrorKey] = [:]
        /// Spaces do not count (Chinese, Korean): `이번 달` is `이번달`.
        var solid = false
        /// A word as typed without its marks (`tháng` → `thang`).
        var fold: @Sendable (String) -> String = { $0 }
        /// What else may follow a word, for errors: `tháng 3` is a month.
        var alsoAfter: [String: String] = [:]
    }

    struct Entry: Sendable {
        var meaning: Meaning
        var solid: Bool
    }

    /// Every phrase of every language, each also without its marks.
    struct Table: Sendable {
        var phrases: [String: Entry] = [:]
        /// The first words of a phrase (joined by a space) → the words
        /// that may come next, as the table writes them; for errors.
        var next: [String: [String]] = [:]
        var alsoAfter: [String: String] = [:]
        /// Phrases two forms give different meanings (a mistake in the data).
        var conflicts: [String] = []
        var longest = 4

        mutating func add(_ words: [String], written: [String], _ meaning: Meaning, solid: Bool) {
            let key = words.joined(separator: solid ? "" : " ")
            if let old = phrases[key], old.meaning != meaning { conflicts.append(key) }
            phrases[key] = Entry(meaning: meaning, solid: solid)
            if !solid { longest = max(longest, words.count) }
            guard case .span = meaning else { return }
            for m in 1..<words.count {
                let prefix = words[..<m].joined(separator: " ")
                if !next[prefix, default: []].contains(written[m]) { next[prefix, default: []].append(written[m]) }
            }
        }
    }

    static let table: Table = {
        var t = Table()
        for language in [vietnamese, polish, italian, chinese, korean] {
            for form in language.forms {
                for (word, unit) in form.units {
                    let phrase = form.template.replacing("_", with: word)
                    let meaning: Meaning = form.instead.map { .day(unit, offset: form.offset, instead: $0.replacing("_", with: word)) }
                        ?? .span(unit, offset: form.offset, counted: phrase.contains("#"))
                    let written = phrase.split(separator: " ").map(String.init)
                    for words in variants(written, fold: language.fold) {
                        t.add(words, written: written, meaning, solid: language.solid)
                    }
                }
            }
            // Set last: they stand over the phrase whose marks were left out.
            for (phrase, hint) in language.ambiguous { t.phrases[phrase] = Entry(meaning: .ambiguous(hint), solid: language.solid) }
            for (word, also) in language.alsoAfter {
                t.alsoAfter[word] = also
                t.alsoAfter[language.fold(word)] = also
            }
        }
        return t
    }()

    /// The phrase as written and with each word also without its marks.
    static func variants(_ words: [String], fold: (String) -> String) -> [[String]] {
        var result: [[String]] = [[]]
        for word in words {
            let forms = fold(word) == word ? [word] : [word, fold(word)]
            result = result.flatMap { head in forms.map { head + [$0] } }
        }
        return result
    }

    /// The longest phrase at the start of `words`: what it means, how many
    /// words it takes and the count in it.
    static func match(_ words: ArraySlice<String>) -> (meaning: Meaning, used: Int, count: Int?)? {
        let words = words.prefix(table.longest).map { $0.replacing("’", with: "'") }
        for k in stride(from: words.count, through: 1, by: -1) {
            // One word is looked up as it is; more are joined by spaces,
            // and in Chinese and Korean also without them.
            for solid in k == 1 ? [false] : [false, true] {
                let text = words[..<k].joined(separator: solid ? "" : " ")
                if let e = table.phrases[text], e.solid == solid || k == 1 { return (e.meaning, k, nil) }
                if let (template, n) = numbered(text, solid: solid || k == 1), let e = table.phrases[template],
                   e.solid == solid || k == 1 { return (e.meaning, k, n) }
            }
        }
        return nil
    }

    /// `text` with its one number as `#`, and the number: digits, or in
    /// Chinese the numerals 一 to 九十九 (`最近三个月`).
    static func numbered(_ text: String, solid: Bool) -> (template: String, count: Int)? {
        func digit(_ c: Character) -> Int? {
            guard let s = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return nil }
            if (0x30...0x39).contains(s.value) { return Int(s.value) - 0x30 }
            if (0xFF10...0xFF19).contains(s.value) { return Int(s.value) - 0xFF10 }   // full-width digits
            return nil
        }
        let isDigit: (Character) -> Bool = text.contains(where: { digit($0) != nil }) ? { digit($0) != nil }
            : solid ? { chineseNumerals[$0] != nil } : { _ in false }
        guard let from = text.firstIndex(where: isDigit) else { return nil }
        let to = text[from...].firstIndex(where: { !isDigit($0) }) ?? text.endIndex
        guard !text[to...].contains(where: isDigit) else { return nil }
        let run = text[from..<to]
        var n = 0
        if run.allSatisfy({ digit($0) != nil }) {
            for c in run { n = min(n * 10 + (digit(c) ?? 0), 10_000_000) }
        } else {
            // 三, 十, 十五, 三十, 三十五.
            let values = run.compactMap { chineseNumerals[$0] }
            switch values.count {
            case 1: n = values[0]
            case 2 where values[0] == 10 && values[1] < 10: n = 10 + values[1]
            case 2 where values[1] == 10 && values[0] < 10: n = values[0] * 10
            case 3 where values[1] == 10 && values[0] < 10 && values[2] < 10: n = values[0] * 10 + values[2]
            default: return nil
            }
        }
        return (String(text[..<from]) + "#" + String(text[to...]), n)
    }

    static let chineseNumerals: [Character: Int] = ["一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10]
}
