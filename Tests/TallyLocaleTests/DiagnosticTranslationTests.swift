import Testing
import TallyLocale
import TallySyntax
import TallyTestSupport

/// Diagnostics and usage errors in every language: the catalogue's
/// summaries, the messages translated in full, and how the renderer uses them.
@Suite("diagnostic translations")
struct DiagnosticTranslationTests {
    static let others = Language.allCases.filter { $0 != .en }

    @Test("every diagnostic id has a summary in every language but English, and no summary names an unknown id")
    func summariesComplete() {
        let ids = Set(DiagnosticCatalogue.entries.map(\.id))
        #expect(ids.count == DiagnosticCatalogue.entries.count)
        for language in Self.others {
            let m = Messages(language)
            let translated = Set(m.diagnosticSummaryIDs)
            #expect(ids.subtracting(translated).isEmpty, "\(language.rawValue) lacks \(ids.subtracting(translated).sorted())")
            #expect(translated.subtracting(ids).isEmpty, "\(language.rawValue) has stray \(translated.subtracting(ids).sorted())")
            for id in ids {
                let summary = m.diagnosticSummary(id) ?? ""
                #expect(!summary.isEmpty, "\(language.rawValue): \(id)")
                #expect(summary != DiagnosticCatalogue.entry(id)?.summary, "\(language.rawValue): \(id) is left in English")
            }
        }
        #expect(Messages.english.diagnosticSummary("unbalanced-transaction") == nil)
    }

    @Test("every language names every word of the frame, each its own, and no language but English falls back to English")
    func frameWordsComplete() {
        #expect(FrameWord.allCases.map { Messages.english.frame($0) } == ["error", "warning", "note", "hint", "detail"])
        for language in Self.others {
            let words = FrameWord.allCases.map { Messages(language).frame($0) }
            #expect(Set(words).count == FrameWord.allCases.count, "\(language.rawValue): \(words)")
            for (word, text) in zip(FrameWord.allCases, words) {
                #expect(!text.isEmpty && text != word.rawValue, "\(language.rawValue): \(word) is '\(text)'")
            }
        }
    }

    @Test("every fully translated message exists in every language with English's placeholders")
    func errorTextsComplete() {
        for language in Language.allCases {
            let m = Messages(language)
            for key in ErrorKey.allCases {
                let text = m.error(key)
                #expect(!text.isEmpty, "\(language.rawValue): \(key)")
                #expect(MessageText.placeholders(text) == MessageText.placeholders(Messages.english.error(key)),
                        "\(language.rawValue): \(key) placeholders differ from English")
                // `{1}.` ends a sentence with the same mark in most languages.
                if language != .en && key != .sentence {
                    #expect(text != Messages.english.error(key), "\(language.rawValue): \(key) is left in English")
                }
            }
            for word in FrameWord.allCases {
                #expect(!m.frame(word).isEmpty)
                if language != .en { #expect(m.frame(word) != Messages.english.frame(word), "\(language.rawValue): \(word)") }
            }
        }
    }

    @Test("error counts take the number's form")
    func errorCounts() {
        #expect(Messages.english.errorsAndWarnings(1, 2) == "1 error, 2 warnings")
        #expect(Messages.english.errorsAndWarnings(3, 1) == "3 errors, 1 warning")
        #expect(Messages(.pl).errorsAndWarnings(1, 1) == "1 błąd, 1 ostrzeżenie")
        #expect(Messages(.pl).errorsAndWarnings(3, 5).hasPrefix("3 błędy"))
        #expect(Messages(.pl).errorsAndWarnings(5, 0).hasPrefix("5 błędów"))
        #expect(Messages(.it).errorsAndWarnings(2, 0).hasPrefix("2 errori"))
        #expect(Messages(.vi).errorsAndWarnings(2, 0).hasPrefix("2 lỗi"))
    }

    func render(_ d: Diagnostic, _ language: Language) -> String {
        let file = SourceFile(id: FileID(0), path: "a.journal", bytes: Array("commodity\n".utf8))
        var renderer = DiagnosticRenderer(files: [file], messages: Messages(language))
        return renderer.render(d)
    }

    @Test("a diagnostic not translated in full shows its summary over the English detail; English is unchanged")
    func summaryOverDetail() {
        let at = TallySyntax.SourceLocation(file: FileID(0), range: TextRange(0, 9))
        let d = Diagnostic.error("invalid-directive", "expected a commodity symbol", at: at, hint: "write commodity EUR")
        #expect(render(d, .en) == """
            a.journal:1:1: error: expected a commodity symbol [invalid-directive]
             1 | commodity
               | ^^^^^^^^^
              hint: write commodity EUR

            """)
        #expect(render(d, .vi) == """
            a.journal:1:1: lỗi: dòng chỉ thị sai dạng [invalid-directive]
              chi tiết: expected a commodity symbol
             1 | commodity
               | ^^^^^^^^^
              gợi ý: write commodity EUR

            """)
    }

    @Test("a diagnostic translated in full reads wholly in the language, arguments untouched")
    func fullTranslation() {
        let at = TallySyntax.SourceLocation(file: FileID(0), range: TextRange(0, 9))
        let d = Diagnostic.error("unknown-directive", LocalText(.unknownDirective, "commodity"), at: at, hint: LocalText(.hintUnknownDirective))
        #expect(d.message == "unknown directive 'commodity'")
        let ko = render(d, .ko)
        #expect(ko.hasPrefix("a.journal:1:1: 오류: 알 수 없는 지시어 'commodity' [unknown-directive]\n"))
        #expect(ko.contains("  힌트: 0열에서"))
        #expect(!ko.contains("unknown directive"))
        let zh = render(Diagnostic.error("file-not-found", LocalText(.cannotRead, "x.journal", "No such file"), at: nil), .zhHans)
        #expect(zh == "tally: 错误：无法读取“x.journal”：No such file [file-not-found]\n")
    }
}
