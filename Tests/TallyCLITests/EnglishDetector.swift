import TallyLocale

/// Finds English words left in a line of output meant to be in another
/// language. Only words outside quotes, paths, options, diagnostic ids,
/// codes in capitals and the journal's own names count: those are the
/// user's text or syntax, which stays as written.
struct EnglishDetector {
    /// Common English words of messages. Each is checked as a whole word,
    /// without regard to case.
    static let words: Set<String> = [
        "the", "not", "no", "found", "needs", "need", "with", "without", "cannot", "can't", "is", "are", "was", "were", "be", "been",
        "has", "have", "had", "does", "doesn't", "don't", "nothing", "written", "write", "wrote", "read", "reads", "matches", "match",
        "file", "files", "set", "here", "there", "such", "as", "give", "put", "beside", "see", "example", "for", "of", "and", "or",
        "from", "this", "that", "these", "which", "when", "where", "what", "looks", "like", "date", "none", "add", "line", "lines",
        "price", "rate", "budget", "expense", "expenses", "income", "unknown", "error", "warning", "hint", "note", "amount", "account",
        "category", "transaction", "transactions", "deleted", "deleting", "yes", "rules", "statement", "journal", "only", "all",
        "any", "an", "at", "by", "into", "it", "its", "than", "then", "try", "use", "used", "should", "would", "will", "must", "your",
        "you", "missing", "invalid", "expected", "after", "before", "since", "until", "each", "every", "days", "months", "week",
        "total", "spent", "spending", "other", "period", "balance", "balances", "first", "last", "next", "new", "but", "if", "on", "to",
        "in", "do", "more", "over", "same", "also", "answer", "column", "columns", "rows", "currency", "wrote", "saved", "fetch",
        "fetched", "rates", "source", "download", "downloaded", "wrong", "bad", "could", "reading", "between", "done",
    ]

    /// Words of the list that are also words of a language.
    static let native: [Language: Set<String>] = [
        .vi: ["to", "do", "in", "an", "no"],
        .it: ["no", "in", "file", "date", "rate", "budget", "come", "note"],
        .pl: ["no", "to", "do", "on", "by"],
    ]

    /// The journal's own phrases (descriptions, account names and their
    /// parts, comments), by the words in them.
    private var phrases: [String: [String]] = [:]

    init(journalTexts: [String]) {
        for text in journalTexts {
            for line in text.split(whereSeparator: \.isNewline) {
                // A comment line is never output, and the errors' examples quote English messages in theirs.
                if line.first == ";" || line.first == "#" { continue }
                for phrase in Self.phrases(of: String(line)) { add(phrase) }
            }
        }
    }

    private mutating func add(_ phrase: String) {
        for word in Self.words(of: phrase) where Self.words.contains(word) {
            phrases[word, default: []].append(phrase)
        }
    }

    /// The pieces of a journal or statement line that output may repeat.
    static func phrases(of line: String) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var spaces = 0
        for c in line {
            if ";|,\t\"=".contains(c) || (c == " " && spaces >= 1) {
                pieces.append(piece)
                piece = ""
                spaces = 0
                continue
            }
            spaces = c == " " ? spaces + 1 : 0
            piece.append(c)
        }
        pieces.append(piece)
        var found: [String] = []
        for p in pieces {
            var tokens = p.split(separator: " ").map(String.init)
            // A date, status and code before a description.
            while let first = tokens.first, first.contains(where: \.isNumber) || first == "*" || first == "!" || first.hasPrefix("(") {
                tokens.removeFirst()
            }
            let rest = tokens.joined(separator: " ")
            // A name of one word of the list is a name only as part of an account: `Expenses:Food`, not `; type: expense`.
            if tokens.count > 1 || !words(of: rest).allSatisfy(Self.words.contains) { found.append(rest) }
            if rest.contains(":") && !rest.contains(": ") { found += rest.split(separator: ":").map { $0.trimmingSpaces } }
        }
        return found
    }

    /// The lowercased words of `text`: runs of letters and inner apostrophes.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for c in text {
            if c.isLetter || ((c == "'" || c == "’") && !word.isEmpty) {
                word.append(c == "’" ? "'" : c)
            } else {
                if !word.isEmpty { words.append(Self.trimmedApostrophes(word)) }
                word = ""
            }
        }
        if !word.isEmpty { words.append(Self.trimmedApostrophes(word)) }
        return words.filter { !$0.isEmpty }.map { $0.lowercased() }
    }

    private static func trimmedApostrophes(_ word: String) -> String {
        var w = Substring(word)
        while w.last == "'" { w = w.dropLast() }
        return String(w)
    }

    /// The prefixes of query words, which messages name as they are typed.
    static let queryPrefixes: Set<String> = ["acct:", "amt:", "cat:", "code:", "cur:", "date:", "date2:", "depth:", "desc:", "not:",
                                             "note:", "payee:", "real:", "status:", "tag:", "type:"]

    static let quotes: [Character: Character] = ["\"": "\"", "`": "`", "‘": "’", "“": "”", "„": "”", "「": "」", "『": "』", "«": "»"]

    /// `line` with its quoted parts blanked: `'…'` (an apostrophe that
    /// opens after a space or bracket), `"…"`, backticks, `‘…’`, `“…”`, `「…」`, ….
    static func unquoted(_ line: String) -> String {
        let chars = Array(line)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let opensApostrophe = c == "'" && (i == 0 || " ([:“«,：，、（".contains(chars[i - 1]))
            if opensApostrophe || quotes[c] != nil {
                let close: Character = opensApostrophe ? "'" : quotes[c]!
                var j = i + 1
                while j < chars.count {
                    // An apostrophe closes unless a Latin letter follows (`doesn't`); Korean particles may (`'x'을(를)`).
                    if chars[j] == close && (close != "'" || j + 1 == chars.count || !(chars[j + 1].isASCII && chars[j + 1].isLetter)) { break }
                    j += 1
                }
                if j < chars.count {
                    out += " "
                    i = j + 1
                    continue
                }
            }
            out.append(c)
            i += 1
        }
        return out
    }

    /// Whether a whitespace-separated piece is syntax or a name rather than words:
    /// a path, an option, an id in brackets, an account name, a file name, a number.
    static func isToken(_ chunk: Substring) -> Bool {
        if chunk.contains(where: { "/\\@=_#%$<>{}".contains($0) }) || chunk.hasPrefix("-") || chunk.hasPrefix("[") { return true }
        // A query word's prefix: `not:`, `acct:`.
        if queryPrefixes.contains(String(chunk.prefix { !",;)`".contains($0) })) { return true }
        // A rules file's amount field: `amount-in`, `amount2-out`.
        let field = chunk.drop { "(`".contains($0) }.prefix { !",;:)`".contains($0) }
        if field.hasPrefix("amount"), field.hasSuffix("-in") || field.hasSuffix("-out") { return true }
        let inner = chunk.dropLast(chunk.last.map { ".,;:!?)".contains($0) } == true ? 1 : 0)
        // Expenses:Food, report.html
        for sep in [":", "."] as [Character] {
            if let k = inner.firstIndex(of: sep), k != inner.startIndex, inner.index(after: k) != inner.endIndex,
               inner[inner.index(before: k)].isLetter || inner[inner.index(before: k)].isNumber,
               inner[inner.index(after: k)].isLetter || inner[inner.index(after: k)].isNumber {
                return true
            }
        }
        return false
    }

    /// Whether `line` shows `phrase`, whole or cut short with `…`.
    static func shows(_ line: String, _ phrase: String) -> Bool {
        if line.contains(phrase) { return true }
        guard line.contains("…") else { return false }
        var cut = Substring(phrase)
        while cut.count > 3 {
            cut = cut.dropLast()
            if line.contains(cut + "…") { return true }
        }
        return false
    }

    /// The English words of one line of output in `language`.
    func english(in line: String, language: Language) -> [String] {
        let trimmed = line.drop { $0 == " " }
        // A source excerpt: `  11 |     Expenses:Food  18.50 EUR`.
        if trimmed.hasPrefix("|") || (trimmed.first?.isNumber == true && trimmed.drop(while: \.isNumber).hasPrefix(" |")) { return [] }
        // An example line of journal syntax on its own: `  budget Expenses:Food  400,00 zł  monthly`.
        if line.hasPrefix("  "), let keyword = trimmed.split(separator: " ").first, ["budget", "goal", "account", "recurring"].contains(keyword),
           trimmed.split(separator: " ").dropFirst().first.map({ Self.isToken($0) || $0.hasPrefix("\"") }) == true {
            return []
        }
        let native = Self.native[language] ?? []
        var found: [String] = []
        var chunks = Self.unquoted(line).split(whereSeparator: { " \t，：；（）、。".contains($0) })[...]
        while let chunk = chunks.popFirst() {
            // `tally add:`, `tally import`: the program and its commands.
            if chunk == "tally" || chunk == "tally:" {
                if let next = chunks.first, next.dropLast(next.hasSuffix(":") ? 1 : 0).allSatisfy({ $0.isLowercase || $0 == "-" }) {
                    chunks.removeFirst()
                }
                continue
            }
            // An option's value: `-O journal`, `--html FILE`.
            if chunk.hasPrefix("-"), chunk.count > 1, chunk.last?.isLetter == true, let next = chunks.first,
               next.first?.isLetter == true, next.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
                chunks.removeFirst()
                continue
            }
            if Self.isToken(chunk) { continue }
            var words = Self.words(of: String(chunk))
            // A name cut short: `JFK AirTrain an…`.
            if chunk.hasSuffix("…") && !words.isEmpty { words.removeLast() }
            for word in words where Self.words.contains(word) && !native.contains(word) {
                // Codes and placeholders in capitals: FILE, USD.
                if word.count > 1 && String(chunk).contains(word.uppercased()) { continue }
                if phrases[word]?.contains(where: { Self.shows(line, $0) }) == true { continue }
                found.append(word)
            }
        }
        return found
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
