import TallyEngine
import TallySyntax
import TallyValues

/// Which postings a report looks at: the filters every report shares.
public struct ReportQuery: Sendable {
    /// Report dates: `[begin, end)`.
    package var span = DateSpan.unbounded
    /// Substrings of the account name, compared as `TextPattern` compares
    /// (case, and diacritics when the pattern has none, ignored); a posting matches any.
    public var accountPatterns: [String] = []
    /// Substrings of the description (`desc:TEXT`), compared so too.
    package var descriptionPatterns: [String] = []
    /// Statuses to keep; empty keeps all.
    package var statuses: Set<Status> = []
    /// The date reports treat as today.
    package var today: Day
    /// Search terms: text, `tag:`, `amt:`, categories, types, `not:` (QueryTerm.swift).
    package var terms: [QueryTerm] = []
    /// `depth:N`: reports that lay out an account tree sum deeper accounts into depth N.
    package var depth: Int?
    /// Whether a `date:` term chose the dates (so no default period replaces them).
    package var datesFromQuery = false
    /// `--related`: report the other postings of the transactions in which
    /// a posting matches, instead of the matching ones.
    package var related = false

    public init(today: Day) {
        self.today = today
    }

    /// A compiled query: per-account matches precomputed once.
    package struct Matcher {
        let query: ReportQuery
        let accountMatches: [Bool]?
        let journal: Journal
        let descriptionPatterns: [TextPattern]
        let terms: TermMatcher?

        package init(_ query: ReportQuery, _ journal: Journal) {
            self.query = query
            self.journal = journal
            let names = AccountNameKeys(journal)
            if query.accountPatterns.isEmpty {
                accountMatches = nil
            } else {
                let hits = query.accountPatterns.map { names.hits(NamePattern($0)) }
                accountMatches = journal.accounts.all.map { a in hits.contains { $0[Int(a.index)] } }
            }
            descriptionPatterns = query.descriptionPatterns.map(TextPattern.init)
            terms = query.terms.isEmpty ? nil : TermMatcher(terms: query.terms, journal: journal, names: names)
        }

        /// Every transaction of the query's dates matches (no description words).
        package var selectsEveryTransaction: Bool { descriptionPatterns.isEmpty && query.span == .unbounded }

        /// Every posting of a matching transaction matches: no account
        /// words, statuses, terms or `--related`.
        package var selectsEveryPosting: Bool {
            accountMatches == nil && query.statuses.isEmpty && terms == nil && !query.related
        }

        package func matches(transaction t: Transaction) -> Bool {
            guard query.span.contains(t.date) else { return false }
            if !descriptionPatterns.isEmpty {
                let range = t.description
                let found = TextPattern.anyFound(descriptionPatterns, in: journal.file(t.file).bytes[range.lowerBound..<range.upperBound])
                guard found else { return false }
            }
            return true
        }

        /// Whether a posting of a matching transaction is reported.
        package func matches(posting p: Posting, in t: Transaction) -> Bool {
            guard query.related else { return matchesItself(p, t) }
            return !matchesItself(p, t) && t.postingIndices.contains { matchesItself(journal.postings[$0], t) }
        }

        /// Whether `print` shows transaction `t` (of the query's dates), as
        /// hledger's `print` reads a query: each kind of term is met by some
        /// posting, each `not:` term by none (`print not:food` leaves out
        /// every transaction with a food posting).
        package func matchesWhole(transaction t: Transaction) -> Bool {
            guard !(accountMatches == nil && query.statuses.isEmpty && terms == nil) else { return !t.postingIndices.isEmpty }
            let postings = t.postingIndices.map { journal.postings[$0] }
            if let accountMatches, !postings.contains(where: { p in
                accountMatches[Int(p.account.index)] || journal.accountBeforePivot(p).map { accountMatches[Int($0.index)] } == true
            }) { return false }
            if !query.statuses.isEmpty, !postings.contains(where: { query.statuses.contains($0.status != .unmarked ? $0.status : t.status) }) {
                return false
            }
            if let terms, !terms.matchesSome(postings, t) { return false }
            return true
        }

        /// Whether the query selects the posting itself.
        func matchesItself(_ p: Posting, _ t: Transaction) -> Bool {
            if let accountMatches, !accountMatches[Int(p.account.index)] {
                // Under --pivot the account it had matches too, as in hledger.
                guard let before = journal.accountBeforePivot(p), accountMatches[Int(before.index)] else { return false }
            }
            if !query.statuses.isEmpty {
                let status = p.status != .unmarked ? p.status : t.status
                if !query.statuses.contains(status) { return false }
            }
            if let terms, !terms.matches(p, t) { return false }
            return true
        }
    }
}

/// An account pattern as written: text the name contains (compared as
/// `TextPattern` compares), `^` anchoring it at the start of the name and
/// `$` at the end.
package struct NamePattern: Sendable {
    package let text: TextPattern
    package let anchoredStart: Bool
    package let anchoredEnd: Bool

    package init(_ written: String) {
        var p = Substring(written)
        anchoredStart = p.hasPrefix("^")
        if anchoredStart { p.removeFirst() }
        anchoredEnd = p.hasSuffix("$")
        if anchoredEnd { p.removeLast() }
        text = TextPattern(String(p))
    }

    /// Whether a name whose key (of this pattern's kind) is `name` matches.
    package func matches(key name: [UInt8]) -> Bool {
        switch (anchoredStart, anchoredEnd) {
        case (true, true): return name == text.key
        case (true, false): return name.starts(with: text.key)
        case (false, true): return name.count >= text.key.count && name.suffix(text.key.count).elementsEqual(text.key)
        case (false, false): return text.isFound(inKey: name)
        }
    }

    /// Whether `name` matches.
    package func matches(_ name: String) -> Bool { matches(key: text.key(of: name)) }
}

/// The keys of a journal's account names (`TextFold`), each kind made once
/// and only when a pattern reads it.
final class AccountNameKeys {
    let journal: Journal
    private var plain: [[UInt8]]?
    private var exact: [[UInt8]]?

    init(_ journal: Journal) {
        self.journal = journal
    }

    func keys(plain wantPlain: Bool) -> [[UInt8]] {
        if let k = wantPlain ? plain : exact { return k }
        let k = journal.accounts.all.map { TextFold.key(Array(journal.accounts.name($0).utf8), plain: wantPlain) }
        if wantPlain { plain = k } else { exact = k }
        return k
    }

    /// Per account, whether its name matches `pattern`.
    func hits(_ pattern: NamePattern) -> [Bool] {
        keys(plain: pattern.text.isPlain).map(pattern.matches(key:))
    }
}
