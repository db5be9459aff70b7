import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

extension QueryTerm {
    /// hledger's terms that are not plain text searches: `code:`, `cur:`,
    /// `date:`, `date2:`, `status:`, `real:`, `depth:`; `nil` when `word`
    /// is none of them.
    static func parseHledgerTerm(_ word: String, _ lower: String, today: Day) -> Result<QueryTerm, ParseError>? {
        func rest(_ prefix: String) -> String { String(word.dropFirst(prefix.count)) }
        if lower.hasPrefix("code:") {
            let text = rest("code:")
            if text.isEmpty { return .failure(ParseError(LocalText(.queryNeedsText, "code:"), hint: LocalText(.hintQueryExample, "code:1042"))) }
            return .success(.code(text))
        }
        if lower.hasPrefix("cur:") { return currency(rest("cur:"), word).map { .currency($0) } }
        if lower.hasPrefix("type:") { return accountTypes(rest("type:"), word).map { .accountType($0) } }
        for (prefix, secondary) in [("date:", false), ("date2:", true)] where lower.hasPrefix(prefix) {
            let text = rest(prefix)
            if text.isEmpty { return .failure(ParseError(LocalText(.queryNeedsPeriod, prefix), hint: LocalText(.hintQueryPeriodExample, prefix))) }
            switch PeriodExpression.parse(text, today: today) {
            case .success(let span): return .success(secondary ? .secondaryDate(span) : .date(span))
            case .failure(let e):
                // In another language: the reader's reason, or that the word is no period, with local examples.
                let local = e.local.map { LocalDiagnosticText(message: $0, hint: LocalText(.hintQueryPeriods, prefix)) }
                    ?? e.word.map { LocalDiagnosticText(message: LocalText(.unknownPeriod, $0), hint: LocalText(.hintPeriodLocalExamples)) }
                return .failure(ParseError(message: "\(prefix) \(e.message)", hint: LocalText(.hintQueryPeriods, prefix).english, local: local))
            }
        }
        if lower.hasPrefix("status:") {
            switch rest("status:") {
            case "*": return .success(.status(.cleared))
            case "!": return .success(.status(.pending))
            case "": return .success(.status(.unmarked))
            case let other:
                return .failure(ParseError(LocalText(.queryStatus, word, other), hint: LocalText(.hintQueryStatus)))
            }
        }
        if lower.hasPrefix("real:") {
            switch rest("real:").lowercased() {
            case "", "1", "t", "true", "yes", "y": return .success(.real(true))
            case "0", "f", "false", "no", "n": return .success(.real(false))
            case let other:
                return .failure(ParseError(LocalText(.queryReal, word, other), hint: LocalText(.hintQueryReal)))
            }
        }
        if lower.hasPrefix("depth:") {
            let text = rest("depth:")
            guard let n = Int(text), n >= 0 else {
                return .failure(ParseError(LocalText(.queryDepth, word, text), hint: LocalText(.hintQueryExample, "depth:2")))
            }
            return .success(.depth(n))
        }
        return nil
    }

    /// The account types `type:` names (`AccountType.letters`).
    static func accountTypes(_ spec: String, _ word: String) -> Result<Set<AccountType>, ParseError> {
        let types: Set<AccountType>
        switch AccountType.letters(spec) {
        case .success(let t): types = t
        case .failure(let e): return .failure(ParseError(LocalText(.queryType, word, String(e.letter)), hint: LocalText(.hintQueryType)))
        }
        if types.isEmpty { return .failure(ParseError(LocalText(.queryTypeEmpty), hint: LocalText(.hintQueryExamples2, "type:A", "type:RX"))) }
        return .success(types)
    }

    /// The symbol `cur:` names. hledger reads a regular expression that
    /// must match the whole symbol; Tally reads the symbol itself, with `\`
    /// escaping a character (`cur:\$` as hledger users write it) and `^`,
    /// `$` anchors dropped. Other regular-expression characters are refused
    /// rather than read as something else.
    static func currency(_ spec: String, _ word: String) -> Result<String, ParseError> {
        if spec == "$" { return .success("$") }
        var out = ""
        var escaped = false
        let chars = Array(spec)
        for (i, c) in chars.enumerated() {
            if escaped { out.append(c); escaped = false; continue }
            switch c {
            case "\\": escaped = true
            case "^" where i == 0: break
            case "$" where i == chars.count - 1 && i > 0: break
            case ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|":
                return .failure(ParseError(LocalText(.queryCur, word, String(c)), hint: LocalText(.hintQueryCur, String(c))))
            default: out.append(c)
            }
        }
        if escaped { out.append("\\") }
        if out.isEmpty { return .failure(ParseError(LocalText(.queryCurEmpty), hint: LocalText(.hintQueryExamples2, "cur:EUR", "cur:\\$"))) }
        return .success(out)
    }
}
