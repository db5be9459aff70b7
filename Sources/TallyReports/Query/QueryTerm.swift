import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// One search term of the filters every report shares, as written on the
/// command line.
///
/// | written | matches a posting when |
/// |---|---|
/// | `WORD` | its account name contains WORD; or, in a transaction where no account name contains it, the description, note, comments or tags do |
/// | `acct:TEXT`, `--account TEXT` | its account name contains TEXT |
/// | `/REGEX/` | its account name matches the regular expression (ledger's account pattern) |
/// | `desc:TEXT` | the transaction's description contains TEXT |
/// | `payee:TEXT` | the payee (the description before `\|`, or all of it) contains TEXT |
/// | `note:TEXT` | the note (the description after `\|`) or a comment of the transaction contains TEXT |
/// | `tag:NAME`, `tag:NAME=VALUE` | it or its transaction has the tag (NAME exactly, VALUE contained) |
/// | `amt:>N` `amt:>=N` `amt:<N` `amt:<=N` `amt:N` | its amount compares so with N (by size, unless N has a sign or is 0) |
/// | `code:TEXT` | the transaction's code (`(123)`) contains TEXT |
/// | `cur:SYMBOL` | its commodity is SYMBOL (the whole symbol; `\` escapes a character) |
/// | `type:LETTERS` | its account's type is one of A (asset), L (liability), E (equity), R (revenue), X (expense) |
/// | `date:PERIOD`, `date2:PERIOD` | its (secondary) date is in the period |
/// | `status:*` `status:!` `status:` | it is cleared, pending, unmarked |
/// | `real:` `real:1`, `real:0` | it is a real, a virtual posting |
/// | `depth:N` | (not a filter) balance and breakdown sum deeper accounts into depth N |
/// | `cat:NAME`, `--category NAME` | its account is in that category |
/// | `--income`, `--expenses`, `--transfers` | its account is income, an expense, or it moves money between assets and liabilities |
/// | `not:TERM` | TERM does not match |
///
/// Text comparisons ignore case; a pattern without diacritics also ignores
/// them (`desc:bun cha` finds `Bún chả`), one with diacritics matches them
/// exactly, and decomposed text (NFD) equals its composed form (see
/// `TextFold`). A `/REGEX/` is tried on the name as written, in lower case
/// and, when it has no diacritics, without them (`TermMatcher.regexHits`).
package indirect enum QueryTerm: Sendable, Hashable {
    case text(String)
    case account(String)
    case accountRegex(String)
    case description(String)
    case payee(String)
    case note(String)
    case tag(name: String, value: String?)
    case amount(AmountTest)
    case category(String)
    case type(TypeFilter)
    case code(String)
    case currency(String)
    case accountType(Set<AccountType>)
    case date(DateSpan)
    case secondaryDate(DateSpan)
    case status(Status)
    case real(Bool)
    case depth(Int)
    case not(QueryTerm)

    /// `--income`, `--expenses`, `--transfers`.
    package enum TypeFilter: String, Sendable, Hashable {
        case income, expenses, transfers
    }

    /// `amt:` with its comparison. Without a sign on the number the
    /// posting's size is compared (`amt:>100` finds spending and refunds of
    /// more than 100); with a sign, or against 0, the signed amount.
    package struct AmountTest: Sendable, Hashable {
        package enum Comparison: String, Sendable, Hashable {
            case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "="
        }
        package var comparison: Comparison
        package var value: Quantity
        package var signed: Bool

        package init(_ comparison: Comparison, _ value: Quantity, signed: Bool) {
            self.comparison = comparison
            self.value = value
            self.signed = signed
        }

        package func matches(_ q: Quantity) -> Bool {
            let x = signed ? q : q.magnitude
            switch comparison {
            case .less: return x < value
            case .lessOrEqual: return x <= value
            case .greater: return x > value
            case .greaterOrEqual: return x >= value
            case .equal: return x == value
            }
        }
    }

    package struct ParseError: Error, Sendable {
        package var message: String
        package var hint: String?
        /// The message and hint in every language, when they are translated.
        package var local: LocalDiagnosticText?

        package init(message: String, hint: String? = nil, local: LocalDiagnosticText? = nil) {
            self.message = message
            self.hint = hint
            self.local = local
        }

        /// A query word's error said in every language.
        init(_ message: LocalText, hint: LocalText? = nil) {
            self.init(message: message.english, hint: hint?.english, local: LocalDiagnosticText(message: message, hint: hint))
        }
    }

    /// The `word:` prefixes Tally reads, for messages.
    package static let knownPrefixes = ["acct:", "amt:", "cat:", "code:", "cur:", "date:", "date2:", "depth:", "desc:", "not:",
                                       "note:", "payee:", "real:", "status:", "tag:", "type:"]

    /// Reads one query word; `today` anchors relative periods in `date:`.
    package static func parse(_ word: String, today: Day) -> Result<QueryTerm, ParseError> {
        let lower = word.lowercased()
        func rest(_ prefix: String) -> String { String(word.dropFirst(prefix.count)) }
        func needsText(_ prefix: String, _ make: (String) -> QueryTerm) -> Result<QueryTerm, ParseError> {
            let text = rest(prefix)
            if text.isEmpty { return .failure(ParseError(LocalText(.queryNeedsText, prefix), hint: LocalText(.hintQueryExample, prefix + "coffee"))) }
            return .success(make(text))
        }
        if lower.hasPrefix("expr:") {
            return .failure(ParseError(LocalText(.queryExprUnsupported, word), hint: LocalText(.hintQueryExpr)))
        }
        // ledger's `!TERM` is `not:TERM`.
        if word.count > 1, word.hasPrefix("!") { return parse("not:" + word.dropFirst(), today: today) }
        if lower.hasPrefix("not:") {
            let inner = rest("not:")
            if inner.isEmpty { return .failure(ParseError(LocalText(.queryNotNeedsTerm), hint: LocalText(.hintQueryExamples2, "not:tag:work", "not:coffee"))) }
            if inner.lowercased().hasPrefix("not:") || (inner.count > 1 && inner.hasPrefix("!")) { return .failure(ParseError(LocalText(.queryNegatesTwice, word), hint: LocalText(.hintQueryNotTwice))) }
            switch parse(inner, today: today) {
            case .success(.depth): return .failure(ParseError(LocalText(.queryDepthNegated, word), hint: LocalText(.hintQueryDepthNegated)))
            case .success(let t): return .success(.not(t))
            case .failure(let e): return .failure(e)
            }
        }
        if let term = parseHledgerTerm(word, lower, today: today) { return term }
        if word.count > 2 && word.hasPrefix("/") && word.hasSuffix("/") {
            // ledger's `/REGEX/`: a regular expression on the account name, ignoring case.
            let pattern = String(word.dropFirst().dropLast())
            do throws(Regex.CompileError) {
                _ = try Regex(Array(pattern.utf8))
            } catch {
                return .failure(ParseError(LocalText(.queryRegexUnreadable, word, saying: error.local), hint: LocalText(.hintQueryRegex)))
            }
            return .success(.accountRegex(pattern))
        }
        if lower.hasPrefix("acct:") { return needsText("acct:") { .account($0) } }
        if lower.hasPrefix("desc:") { return needsText("desc:") { .description($0) } }
        if lower.hasPrefix("payee:") { return needsText("payee:") { .payee($0) } }
        if lower.hasPrefix("note:") { return needsText("note:") { .note($0) } }
        if lower.hasPrefix("cat:") { return needsText("cat:") { .category($0) } }
        if lower.hasPrefix("tag:") {
            let spec = rest("tag:")
            let parts = spec.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let name = parts.first, !name.isEmpty else {
                return .failure(ParseError(LocalText(.queryTagNeedsName), hint: LocalText(.hintQueryExamples2, "tag:trip", "tag:trip=japan")))
            }
            if parts.count == 2 && parts[1].isEmpty {
                return .failure(ParseError(LocalText(.queryTagNoValue, word), hint: LocalText(.hintQueryTagAny, name)))
            }
            return .success(.tag(name: name, value: parts.count == 2 ? parts[1] : nil))
        }
        if lower.hasPrefix("amt:") { return parseAmount(rest("amt:"), word).map { .amount($0) } }
        return .success(.text(word))
    }

    private static func parseAmount(_ spec: String, _ word: String) -> Result<AmountTest, ParseError> {
        var s = Substring(spec)
        var comparison = AmountTest.Comparison.equal
        for c in [AmountTest.Comparison.lessOrEqual, .greaterOrEqual, .less, .greater, .equal] where s.hasPrefix(c.rawValue) {
            comparison = c
            s = s.dropFirst(c.rawValue.count)
            break
        }
        let signed = s.first == "-" || s.first == "+"
        guard let value = Quantity(plainDecimal: s, maxDigits: 30) else {
            return .failure(ParseError(LocalText(.queryAmtNumber, word, String(s)), hint: LocalText(.hintQueryAmt)))
        }
        // Against zero the sign is what is asked (`amt:>0`: money in), as in hledger.
        return .success(AmountTest(comparison, value, signed: signed || value.isZero))
    }
}
