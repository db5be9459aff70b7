import Testing
import TallyLocale
import TallyPO
import TallySyntax
import TallyTestSupport
@testable import TallyCLI

/// The PO catalogues in Sources/TallyLocale/Translations, as a translator
/// edits them: every language's file holds the template's keys with the
/// template's English, every translation keeps its English placeholders,
/// and the English the template shows translators is the English the
/// code prints.
@Suite("translation files")
struct TranslationFileTests {
    static let folder = Harness.repositoryRoot + "/Sources/TallyLocale/Translations"

    static func load(_ name: String) throws -> POFile {
        let text = try #require(Files.read(folder + "/" + name), "cannot read \(name)")
        return try POFile.parse(text)
    }

    /// The language files, by the language their name is: `pl.po`, `zh_Hans.po`.
    static var languageFiles: [String] { Files.list(folder).filter { $0.hasSuffix(".po") }.sorted() }

    /// `{1}`, `{2}`, …, `{n}` and `{query}` in a text.
    static func placeholders(_ text: String) -> [String: Int] {
        var found: [String: Int] = [:]
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = String(after[..<close])
            if name == "n" || name == "query" || (!name.isEmpty && name.allSatisfy(\.isNumber)) { found[name, default: 0] += 1 }
            rest = after[after.index(after: close)...]
        }
        return found
    }

    @Test("there is a PO file for every language but English, whose text is the template's")
    func everyLanguage() throws {
        let names = Set(Self.languageFiles.map { String($0.dropLast(3)) })
        let languages = Set(names.compactMap { Language(code: $0) })
        #expect(languages == Set(Language.allCases.filter { $0 != .en }), "\(names.sorted())")
        #expect(Files.exists(Self.folder + "/tally.pot"))
        for name in Self.languageFiles {
            let file = try Self.load(name)
            #expect(file.header["Language"] == String(name.dropLast(3)), "\(name): \(file.header)")
            #expect(file.header["Content-Type"] == "text/plain; charset=UTF-8", "\(name)")
        }
    }

    @Test("each language's plural forms are counted as its plural rule counts them")
    func pluralForms() throws {
        // PluralRules.swift decides which form a number takes; the header tells translators and tools how many there are.
        let expected = ["vi": 1, "ko": 1, "zh_Hans": 1, "it": 2, "pl": 3]
        for (name, count) in expected {
            let file = try Self.load(name + ".po")
            #expect(file.pluralCount == count, "\(name): \(file.header["Plural-Forms"] ?? "no Plural-Forms")")
            for entry in file.entries where entry.idPlural != nil {
                #expect(entry.strings.count == count, "\(name): \(entry.context) has \(entry.strings.count) forms")
            }
        }
        #expect(try Self.load("tally.pot").pluralCount == 2)
        #expect(Messages(.pl).count(22, .months) == "22 miesiące" && Messages(.pl).count(12, .months) == "12 miesięcy")
    }

    @Test("every language's file has exactly the template's keys, in its order, with its English")
    func sameKeys() throws {
        let template = try Self.load("tally.pot")
        let keys = template.entries.map(\.context)
        #expect(Set(keys).count == keys.count, "a key is in the template twice")
        #expect(keys.count > 1500)
        #expect(template.entries.allSatisfy { $0.strings.allSatisfy(\.isEmpty) }, "the template translates nothing")
        for name in Self.languageFiles {
            let file = try Self.load(name)
            #expect(file.entries.map(\.context) == keys, "\(name): keys differ from tally.pot's; run msgmerge")
            for (entry, english) in zip(file.entries, template.entries) where entry.context == english.context {
                #expect(entry.id == english.id && entry.idPlural == english.idPlural, "\(name): \(entry.context) translates outdated English")
            }
        }
    }

    @Test("every translation keeps each placeholder of its English, and adds none")
    func placeholdersKept() throws {
        for name in Self.languageFiles {
            for entry in try Self.load(name).entries where entry.isTranslated {
                var english = Self.placeholders(entry.id)
                if let plural = entry.idPlural { english.merge(Self.placeholders(plural)) { max($0, $1) } }
                for text in entry.strings {
                    let own = Self.placeholders(text)
                    if entry.context.hasPrefix("calendar.") {
                        // A date's form picks from the parts its comment lists: `{2}年{3}月` for `{1} {2}`.
                        #expect(Set(own.keys).isSubset(of: ["1", "2", "3", "4"]) && !own.isEmpty, "\(name): \(entry.context) is '\(text)'")
                    } else {
                        #expect(Set(own.keys) == Set(english.keys), "\(name): \(entry.context) has \(own.keys.sorted()), English \(english.keys.sorted())")
                    }
                }
            }
        }
    }

    @Test("every message is translated but the help a language leaves to English")
    func translated() throws {
        for name in Self.languageFiles {
            for entry in try Self.load(name).entries where !entry.isTranslated {
                // An untranslated page or example comment shows the English one (man-title: the manual page shows
                // tally-title); anything else would print English in the middle of the language's output.
                #expect(entry.context.hasPrefix("page.") || entry.context.hasPrefix("example."), "\(name): \(entry.context) is not translated")
            }
        }
    }

    @Test("the English of every option's help line is the option's own, as --help prints it in English")
    func optionEnglish() throws {
        let template = try Self.load("tally.pot")
        let english = Dictionary(template.entries.map { ($0.context, $0.id) }, uniquingKeysWith: { a, _ in a })
        for c in TallyCLI.commands {
            for o in c.options {
                if let own = english["option.\(c.name) \(o.key)"] {
                    #expect(own == o.help, "option.\(c.name) \(o.key) reads '\(own)', the option '\(o.help)'")
                } else if Language.allCases.contains(where: { $0 != .en && !Messages($0).hasOwnOptionHelp(command: c.name, option: o.key) }) {
                    #expect(english["option.\(o.key)"] == o.help, "option.\(o.key) reads '\(english["option.\(o.key)"] ?? "nothing")', \(c.name)'s '\(o.help)'")
                }
            }
        }
        for (key, id) in english where key.hasPrefix("example.") {
            #expect(id == key.dropFirst("example.".count), "\(key): its English is its key")
        }
    }

    @Test("the English of every diagnostic's summary is the diagnostic catalogue's")
    func diagnosticEnglish() throws {
        let template = try Self.load("tally.pot")
        let english = Dictionary(template.entries.filter { $0.context.hasPrefix("diagnostic.") }.map { (String($0.context.dropFirst(11)), $0.id) },
                                 uniquingKeysWith: { a, _ in a })
        #expect(Set(english.keys) == Set(DiagnosticCatalogue.entries.map(\.id)))
        for entry in DiagnosticCatalogue.entries {
            #expect(english[entry.id] == entry.summary, "diagnostic.\(entry.id)")
        }
    }

    @Test("msgfmt reads every file without a warning", .enabled(if: Subprocess.find(["msgfmt"]) != nil, "gettext is not installed (apt-get install gettext)"))
    func msgfmt() throws {
        let msgfmt = try #require(Subprocess.find(["msgfmt"]))
        for name in Self.languageFiles + ["tally.pot"] {
            // Through sh, for msgfmt's warnings (on standard error) to be seen.
            let r = Subprocess.run("/bin/sh", ["-c", "\"$0\" --check-format -c -o /dev/null \"$1\" 2>&1", msgfmt, Self.folder + "/" + name])
            #expect(r.status == 0 && r.output.isEmpty, "\(name): \(r.output)")
        }
    }
}
