import TallyLocale
import TallySyntax

extension JournalBuilder {
    /// `lang vi`: the language reports speak for this journal (grammar.md §15.7).
    mutating func addLanguage(range: TextRange, keyword: TextRange, in file: SourceFile) {
        let after = TextRange(keyword.upperBound, range.upperBound)
        var words: [String] = []
        for word in file.slice(after).split(whereSeparator: { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) {
            if word.first == UInt8(ascii: ";") || word.first == UInt8(ascii: "#") { break }
            words.append(String(decoding: word, as: UTF8.self))
        }
        let hint = LocalText(.hintLangCodes, Language.codes.split(separator: ",").map { "'\($0.drop { $0 == " " })'" }.joined(separator: ", "))
        guard words.count == 1 else {
            report(.error("invalid-directive", words.isEmpty ? LocalText(.langNeedsCode) : LocalText(.langOneCode, words.joined(separator: " ")),
                          at: SourceLocation(file: file.id, range: words.isEmpty ? keyword : after), hint: hint))
            return
        }
        guard let language = Language(code: words[0]) else {
            report(.error("invalid-directive", LocalText(.langUnknown, words[0]),
                          at: SourceLocation(file: file.id, range: after), hint: hint))
            return
        }
        journal.language = language
    }
}
