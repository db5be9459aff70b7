import TallyLocale
import TallySyntax
import TallyValues

/// An automated transaction (`= QUERY` and its postings), read and ready to
/// apply to the transactions after it.
struct AutomatedRule {
    var query: AutomatedQuery
    var postings: [PostingSyntax]
    var file: SourceFile
    var location: SourceLocation
    /// Per posting, the account when it holds no `$account`.
    var accounts: [AccountID?]
    /// ledger's `check`, `assert`, `eval` and `expr` lines, run for each matched posting.
    var checks: [AutomatedCheck] = []
    /// A posting written without an amount: an error when the rule first
    /// fires (ledger's), none while it matches nothing.
    var missingAmount: SourceLocation?
    var reportedMissingAmount = false
}

/// A line `check EXPR` (a warning when false), `assert EXPR` (an error
/// when false), or `eval EXPR` / `expr EXPR` (read and evaluated, its value
/// unused) in an automated transaction.
struct AutomatedCheck {
    enum Kind: String { case check, assert, eval, expr }
    var kind: Kind
    var expression: ValueExpression
    var text: String
    var location: SourceLocation
}

/// The query of an automated transaction, as hledger and ledger write it:
/// terms separated by blanks. A bare word or `acct:` is a case-insensitive
/// regular expression on the account name, and so is ledger's `/REGEX/`;
/// `cur:` matches the commodity symbol whole, `desc:` and `payee:` the
/// description, `type:` the account's type (hledger's letters); `not:`
/// negates a term. Account terms are ORed, every other term is ANDed with
/// them (hledger's rule).
struct AutomatedQuery {
    enum Field { case account, commodity, description, type }
    struct Term {
        var field: Field
        var regex: Regex?
        var negated: Bool
        /// For `type:`: the types it names.
        var types: Set<AccountType> = []
    }
    var terms: [Term]
    /// A query in ledger's language (`and`, `or`, `expr …`): `AutomatedPredicate`.
    var predicate: ValueExpression?

    /// The words of a query, split at blanks, except inside quotes
    /// (`"Food Store"` is one word, its quotes kept).
    static func words(_ text: String) -> [Substring] {
        var words: [Substring] = []
        var i = text.startIndex
        while i < text.endIndex {
            while i < text.endIndex, text[i] == " " || text[i] == "\t" { i = text.index(after: i) }
            guard i < text.endIndex else { break }
            let start = i
            if text[i] == "\"" || text[i] == "'" {
                let mark = text[i]
                i = text.index(after: i)
                while i < text.endIndex, text[i] != mark { i = text.index(after: i) }
                if i < text.endIndex { i = text.index(after: i) }
            }
            while i < text.endIndex, text[i] != " " && text[i] != "\t" { i = text.index(after: i) }
            words.append(text[start..<i])
        }
        return words
    }

    /// A query word without the quotes around it, if it has them. ledger
    /// stops at both of these: a quote never closed, and nothing between
    /// the quotes.
    static func unquoted(_ word: Substring) -> Result<Substring, QueryError> {
        guard let f = word.first, f == "'" || f == "\"" else { return .success(word) }
        guard word.count >= 2, word.last == f else { return .failure(QueryError(term: String(word), local: LocalText(.valueQuoteNotClosed, String(f)))) }
        let inside = word.dropFirst().dropLast()
        return inside.isEmpty ? .failure(QueryError(term: String(word), local: LocalText(.valueEmptyPattern))) : .success(inside)
    }

    /// Reads a query; the error names the term that could not be read.
    static func parse(_ text: String) -> Result<AutomatedQuery, QueryError> {
        if let ledger = AutomatedPredicate.parse(text) { return ledger.map { AutomatedQuery(terms: [], predicate: $0) } }
        var terms: [Term] = []
        for raw in words(text) {
            var word: Substring
            switch unquoted(raw) {
            case .success(let w): word = w
            case .failure(let e): return .failure(e)
            }
            var negated = false
            if word.hasPrefix("not:") { negated = true; word = word.dropFirst(4) }
            var field = Field.account
            var pattern = word
            var anchored = false
            if word.hasPrefix("type:") {
                switch AccountType.letters(word.dropFirst(5)) {
                case .success(let types) where !types.isEmpty:
                    terms.append(Term(field: .type, regex: nil, negated: negated, types: types))
                    continue
                case .success: return .failure(QueryError(term: String(raw), local: LocalText(.queryTypeEmpty)))
                case .failure(let e): return .failure(QueryError(term: String(raw), local: LocalText(.queryType, String(raw), String(e.letter))))
                }
            }
            if word.hasPrefix("acct:") { pattern = word.dropFirst(5) } else if word.hasPrefix("cur:") {
                field = .commodity; pattern = word.dropFirst(4); anchored = true
            } else if word.hasPrefix("desc:") { field = .description; pattern = word.dropFirst(5) } else if word.hasPrefix("payee:") {
                field = .description; pattern = word.dropFirst(6)
            } else if word.count >= 2 && word.hasPrefix("/") && word.hasSuffix("/") {
                pattern = word.dropFirst().dropLast()
            } else if word.hasPrefix("/") && text.filter({ $0 == "/" }).count == 1 {
                // `/unclosed`: ledger's pattern without its closing slash.
                return .failure(QueryError(term: String(raw), local: LocalText(.valueQuoteNotClosed, "/")))
            } else if ["and", "or", "not", "expr"].contains(word) || word.hasPrefix("@") || word.hasPrefix("%") || word.hasPrefix("=")
                        || (word.contains(":") && word.split(separator: ":").first.map { ["amt", "tag", "status", "date", "depth", "code", "real", "note"].contains(String($0)) } == true) {
                return .failure(QueryError(term: String(raw), local: LocalText(.queryTermUnsupported)))
            }
            let source = anchored ? "^(?:" + pattern + ")$" : String(pattern)
            do {
                terms.append(Term(field: field, regex: try Regex(Array(source.utf8)), negated: negated))
            } catch {
                return .failure(QueryError(term: String(raw), local: LocalText(.valueRegex, saying: error.local), regex: error))
            }
        }
        if terms.isEmpty { return .failure(QueryError(term: text, local: LocalText(.queryEmpty))) }
        return .success(AutomatedQuery(terms: terms))
    }

    struct QueryError: Error {
        var term: String
        /// What is wrong with the term, in every language.
        var local: LocalText
        /// Why the term's pattern could not be compiled, when that is the error.
        var regex: Regex.CompileError?
    }

    /// Whether a posting matches; `type` is its account's type, asked only
    /// when a `type:` term needs it.
    func matches(account: [UInt8], commodity: [UInt8], description: [UInt8], type: () -> AccountType? = { nil }) -> Bool {
        var anyAccount = false, accountHit = false
        for t in terms {
            let hit: Bool
            switch t.field {
            case .account: hit = t.regex?.matches(account) ?? false
            case .commodity: hit = t.regex?.matches(commodity) ?? false
            case .description: hit = t.regex?.matches(description) ?? false
            case .type: hit = type().map(t.types.contains) ?? false
            }
            if t.field == .account && !t.negated {
                anyAccount = true
                if hit { accountHit = true }
                continue
            }
            if hit == t.negated { return false }
        }
        return !anyAccount || accountHit
    }
}
