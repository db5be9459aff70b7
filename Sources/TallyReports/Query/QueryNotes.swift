import TallyLocale
import TallyEngine
import TallySyntax

/// What a query's words say about the journal before a report runs: a
/// `word:` prefix that is neither a query term nor part of an account name
/// is a mistake; a word that matches nothing earns a note, so an empty
/// report is never the only answer.
package enum QueryNotes {
    /// A word like `stauts:*` whose prefix is no query term and begins no
    /// account name segment: an error naming the terms Tally reads.
    package static func unknownTerm(_ words: [String], journal: Journal) -> QueryTerm.ParseError? {
        let names = journal.accounts.all.map { journal.accounts.name($0).lowercased() + ":" }
        for word in words {
            var w = Substring(word)
            while w.lowercased().hasPrefix("not:") { w = w.dropFirst(4) }
            guard let colon = w.firstIndex(of: ":"), colon > w.startIndex else { continue }
            let prefix = w[..<colon]
            // Terms are written in lower case; `Assets:Bnk` is an account name, however mistyped.
            guard prefix.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) }) else { continue }
            let lowered = prefix.lowercased()
            if QueryTerm.knownPrefixes.contains(lowered + ":") || lowered == "expr" { continue }
            // `Expenses:Food`: an account name, not a term.
            if names.contains(where: { $0.hasPrefix(lowered + ":") || $0.contains(":" + lowered + ":") }) { continue }
            let close = Suggestions.closest(to: lowered + ":", among: QueryTerm.knownPrefixes)
            let segments = Set(journal.accounts.all.map { journal.accounts.name($0).split(separator: ":").first.map(String.init) ?? "" })
            let account = Suggestions.closest(to: String(prefix), among: Array(segments))
            let terms = QueryTerm.knownPrefixes.joined(separator: " ")
            let hint = close.map { LocalText(.hintQueryTermsDidYouMean, $0, terms) }
                ?? account.map { LocalText(.hintQueryTermsAccount, $0, terms) } ?? LocalText(.hintQueryTerms, terms)
            let message = LocalText(.unknownQueryTerm, lowered + ":", String(word))
            return QueryTerm.ParseError(message: message.english, hint: hint.english, local: LocalDiagnosticText(message: message, hint: hint))
        }
        return nil
    }

    /// Whether any posting of `journal` passes `query`.
    package static func anyPosting(_ query: ReportQuery, _ journal: Journal) -> Bool {
        let matcher = ReportQuery.Matcher(query, journal)
        for t in journal.transactions where matcher.matches(transaction: t) {
            for pi in t.postingIndices where matcher.matches(posting: journal.postings[pi], in: t) { return true }
        }
        return false
    }

    /// The note for a word that on its own matches no posting.
    package static func note(for word: String, _ term: QueryTerm, _ journal: Journal) -> LocalText {
        switch term {
        case .account(let p) where namesAccount(p, journal), .text(let p) where namesAccount(p, journal):
            return LocalText(.queryNoPostingInAccounts, word)
        case .account(let p): return accountNote(word: word, pattern: p, journal)
        case .text(let w) where w.contains(":"): return accountNote(word: word, pattern: w, journal)
        case .text: return LocalText(.queryNothingMatches, word)
        case .accountRegex: return LocalText(.queryNoAccount, word)
        case .description: return LocalText(.queryNoDescription, word)
        case .payee: return LocalText(.queryNoPayee, word)
        default: return LocalText(.queryNoPosting, word)
        }
    }

    /// Whether some account name matches `pattern` (`^`/`$` anchored).
    static func namesAccount(_ pattern: String, _ journal: Journal) -> Bool {
        let p = NamePattern(pattern)
        return journal.accounts.all.contains { p.matches(journal.accounts.name($0)) }
    }

    static func accountNote(word: String, pattern: String, _ journal: Journal) -> LocalText {
        let names = journal.accounts.all.map { journal.accounts.name($0) }
        let bare = String(pattern.drop { $0 == "^" }.reversed().drop { $0 == "$" }.reversed())
        let close = Suggestions.closest(to: bare, among: names)
        return close.map { LocalText(.queryNoAccountDidYouMean, word, $0) } ?? LocalText(.queryNoAccount, word)
    }
}
