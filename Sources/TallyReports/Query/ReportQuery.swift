import TallyEngine
import TallySyntax
import TallyValues

/// Which postings a report looks at: the filters every report shares.
public struct ReportQuery: Sendable {
    /// Report dates: `[begin, end)`.
    package var span = DateSpan.unbounded
    /// Case-insensitive substrings of the account name; a posting matches any.
    public var accountPatterns: [String] = []
    /// Case-insensitive substrings of the description (`desc:TEXT`).
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
        let descriptionNeedles: [[UInt8]]
        let terms: TermMatcher?

        package init(_ query: ReportQuery, _ journal: Journal) {
            self.query = query
            self.journal = journal
            if query.accountPatterns.isEmpty {
                accountMatches = nil
            } else {
                let patterns = query.accountPatterns.map { $0.lowercased() }
                accountMatches = journal.accounts.all.map { a in
                    let name = journal.accounts.name(a).lowercased()
                    return patterns.contains { ReportQuery.matches(name, $0) }
                }
            }
            descriptionNeedles = query.descriptionPatterns.map { Array($0.lowercased().utf8) }
            terms = query.terms.isEmpty ? nil : TermMatcher(terms: query.terms, journal: journal)
        }

        /// Every transaction of the query's dates matches (no description words).
        package var selectsEveryTransaction: Bool { descriptionNeedles.isEmpty && query.span == .unbounded }

        /// Every posting of a matching transaction matches: no account
        /// words, statuses, terms or `--related`.
        package var selectsEveryPosting: Bool {
            accountMatches == nil && query.statuses.isEmpty && terms == nil && !query.related
        }

        package func matches(transaction t: Transaction) -> Bool {
            guard query.span.contains(t.date) else { return false }
            if !descriptionNeedles.isEmpty {
                let d = journal.description(of: t).lowercased()
                let bytes = Array(d.utf8)
                guard descriptionNeedles.contains(where: { ReportQuery.contains(bytes, $0) }) else { return false }
            }
            return true
        }

        /// Whether a posting of a matching transaction is reported.
        package func matches(posting p: Posting, in t: Transaction) -> Bool {
            guard query.related else { return matchesItself(p, t) }
            return !matchesItself(p, t) && t.postingIndices.contains { matchesItself(journal.postings[$0], t) }
        }

        /// Whether the query selects the posting itself.
        func matchesItself(_ p: Posting, _ t: Transaction) -> Bool {
            if let accountMatches, !accountMatches[Int(p.account.index)] { return false }
            if !query.statuses.isEmpty {
                let status = p.status != .unmarked ? p.status : t.status
                if !query.statuses.contains(status) { return false }
            }
            if let terms, !terms.matches(p, t) { return false }
            return true
        }
    }

    /// A pattern matches when it is a substring of the name; `^` anchors it
    /// at the start and `$` at the end.
    static func matches(_ name: String, _ pattern: String) -> Bool {
        var p = pattern
        var anchoredStart = false, anchoredEnd = false
        if p.hasPrefix("^") { anchoredStart = true; p.removeFirst() }
        if p.hasSuffix("$") { anchoredEnd = true; p.removeLast() }
        switch (anchoredStart, anchoredEnd) {
        case (true, true): return name == p
        case (true, false): return name.hasPrefix(p)
        case (false, true): return name.hasSuffix(p)
        case (false, false): return p.isEmpty || contains(Array(name.utf8), Array(p.utf8))
        }
    }

    static func contains(_ hay: [UInt8], _ needle: [UInt8]) -> Bool {
        if needle.isEmpty { return true }
        if needle.count > hay.count { return false }
        var i = 0
        while i + needle.count <= hay.count {
            if hay[i] == needle[0] {
                var k = 1
                while k < needle.count && hay[i + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
