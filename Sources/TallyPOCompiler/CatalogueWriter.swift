import TallyPO

/// Writes one catalogue as a Swift enum conforming to TallyLocale's
/// `Catalogue`: a switch over each key enum (so a lookup is what it was
/// when the tables were Swift), arrays for the calendar's names, and
/// dictionaries for the help tables keyed by text.
///
/// A key's section is its msgctxt up to the first dot: none for a
/// `MessageKey`, `error` for an `ErrorKey`, and so on (`sections`). A
/// message a language leaves untranslated (empty or fuzzy) is English in a
/// switch or array, as gettext falls back to the msgid, and is absent from
/// a dictionary, whose reader falls back itself (option help to the shared
/// line, then English; a page or summary to English; an example comment
/// stays English).
struct CatalogueWriter {
    let template: POFile
    /// The language's file; nil for English, which is the template's msgids.
    let file: POFile?
    let language: String

    /// The switches: section, function, its parameter and key type.
    static let switches: [(section: String, function: String, type: String, result: String)] = [
        ("", "text(_ key: MessageKey)", "MessageKey", "String"),
        ("stats", "stats(_ key: StatsKey)", "StatsKey", "String"),
        ("starter", "starter(_ key: StarterKey)", "StarterKey", "String"),
        ("starterName", "starterName(_ key: StarterName)", "StarterName", "String"),
        ("plural", "plural(_ key: CountedNoun)", "CountedNoun", "PluralForms"),
        ("error", "error(_ key: ErrorKey)", "ErrorKey", "String"),
        ("man", "man(_ key: ManKey)", "ManKey", "String"),
        ("frame", "frame(_ key: FrameWord)", "FrameWord", "String"),
    ]
    /// The dictionaries, by section; the first three are English in the code
    /// that uses them (an option's own help, the example lines, the
    /// diagnostic catalogue), so English's are empty.
    static let dictionaries = ["option": "options", "example": "exampleComments", "diagnostic": "diagnosticSummaries",
                               "page": "pages", "summary": "summaries"]
    static let englishInCode: Set<String> = ["option", "example", "diagnostic"]

    /// `zh_Hans` → `zhHans`: the `Language` case of a PO file's name.
    static func swiftName(_ name: String) -> String {
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" })
        return parts.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    static func section(_ context: String) -> (section: String, key: String) {
        guard let dot = context.firstIndex(of: ".") else { return ("", context) }
        return (String(context[..<dot]), String(context[context.index(after: dot)...]))
    }

    var translations: [String: POEntry] {
        Dictionary((file?.entries ?? []).map { ($0.context, $0) }, uniquingKeysWith: { a, _ in a })
    }

    func swift(source: String) -> String {
        let own = translations
        func text(_ entry: POEntry) -> String? {
            guard file != nil else { return entry.id }
            return own[entry.context].flatMap { $0.isTranslated ? $0.strings[0] : nil }
        }
        var out = "// Compiled from \(source) by tally-po (the POCatalogues plugin) at build time: edit \(source), not this file.\n"
        out += "enum Catalogue_\(language): Catalogue {\n"
        var bySection: [String: [(key: String, entry: POEntry)]] = [:]
        for entry in template.entries {
            let (section, key) = Self.section(entry.context)
            bySection[section, default: []].append((key, entry))
        }
        let known = Set(Self.switches.map(\.section) + Self.dictionaries.keys + ["month", "weekday", "calendar"])
        for section in bySection.keys.sorted() where !known.contains(section) {
            fail("\(source): unknown key section '\(section)' (\(bySection[section]![0].entry.context))")
        }
        for s in Self.switches {
            out += "    static func \(s.function) -> \(s.result) {\n        switch key {\n"
            for (key, entry) in bySection[s.section] ?? [] {
                let value: String
                if s.section == "plural" {
                    value = plural(entry, own[entry.context])
                } else {
                    value = Self.literal(text(entry) ?? entry.id)
                }
                out += "        case .`\(key)`: return \(value)\n"
            }
            out += "        }\n    }\n"
        }
        for (section, name) in [("month", "monthNames"), ("weekday", "weekdayNames")] {
            let entries = bySection[section] ?? []
            let full = entries.filter { !$0.key.hasPrefix("short.") }, short = entries.filter { $0.key.hasPrefix("short.") }
            out += "    static let \(name): [(String, String)] = [\n"
            for (f, s) in zip(full.sorted { Int($0.key) ?? 0 < Int($1.key) ?? 0 }, short.sorted { Int($0.key.dropFirst(6)) ?? 0 < Int($1.key.dropFirst(6)) ?? 0 }) {
                out += "        (\(Self.literal(text(f.entry) ?? f.entry.id)), \(Self.literal(text(s.entry) ?? s.entry.id))),\n"
            }
            out += "    ]\n"
        }
        for (key, entry) in bySection["calendar"] ?? [] {
            out += "    static let \(key)Form = \(Self.literal(text(entry) ?? entry.id))\n"
        }
        for (section, name) in Self.dictionaries.sorted(by: { $0.key < $1.key }) {
            var items: [String] = []
            if file != nil || !Self.englishInCode.contains(section) {
                for (key, entry) in bySection[section] ?? [] {
                    if let value = text(entry) { items.append("        \(Self.literal(key)): \(Self.literal(value)),\n") }
                }
            }
            out += "    static let \(name): [String: String] = " + (items.isEmpty ? "[:]\n" : "[\n" + items.joined() + "    ]\n")
        }
        return out + "}\n"
    }

    /// A counted message's forms as `PluralForms(one, few, many)`: one form
    /// serves every number, two are one and other, three one, few and many
    /// (Polish), as the language's `Plural-Forms` orders them.
    func plural(_ entry: POEntry, _ own: POEntry?) -> String {
        let english = [entry.id, entry.idPlural ?? entry.id, entry.idPlural ?? entry.id]
        guard let file else { return "PluralForms(\(english.map(Self.literal).joined(separator: ", ")))" }
        guard let own, own.isTranslated else { return "PluralForms(\(english.map(Self.literal).joined(separator: ", ")))" }
        let s = own.strings
        let forms: [String]
        if file.pluralCount == 1 {
            forms = [s[0], s[0], s[0]]
        } else if file.pluralCount == 2, s.count >= 2 {
            forms = [s[0], s[1], s[1]]
        } else if s.count >= 3 {
            forms = [s[0], s[1], s[2]]
        } else {
            forms = english
        }
        return "PluralForms(\(forms.map(Self.literal).joined(separator: ", ")))"
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for u in text.unicodeScalars {
            switch u {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F { out += "\\u{\(String(u.value, radix: 16))}" } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }

    /// The function that finds a language's catalogue.
    static func dispatch(_ catalogues: [(language: String, file: String)]) -> String {
        var out = "// Written by tally-po (the POCatalogues plugin) at build time from the PO files in Translations.\n"
        out += "extension Messages {\n    /// The catalogue of `language`, compiled from its PO file.\n"
        out += "    static func catalogue(_ language: Language) -> any Catalogue.Type {\n        switch language {\n"
        for c in catalogues { out += "        case .\(c.language): return Catalogue_\(c.language).self\n" }
        return out + "        }\n    }\n}\n"
    }
}
