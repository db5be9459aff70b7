import TallyLocale
import TallyEngine
import TallySyntax

/// The lists hledger's `payees`, `tags`, `commodities` and `files` print:
/// one name a line, each once, sorted by name (files in the order read).
package enum JournalListsReport {
    /// Payees (the part before `|`, else the whole description) of the
    /// transactions the query selects.
    package static func payees(_ journal: Journal, query: ReportQuery, collation: Collation = .bytes) -> [UInt8] {
        var names = Set<[UInt8]>()
        forEachSelected(journal, query) { t, _ in
            let file = journal.file(t.file)
            names.insert(Array(trimmed(file.slice(t.payee ?? t.description))))
        }
        if collation.isBytes { return lines(names.filter { !$0.isEmpty }) }
        return Array(collation.sorted(names.filter { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) }, by: { $0 }).map { $0 + "\n" }.joined().utf8)
    }

    /// Tag names on the selected transactions and postings.
    package static func tags(_ journal: Journal, query: ReportQuery) -> [UInt8] {
        var names = Set<[UInt8]>()
        forEachSelected(journal, query) { t, postings in
            for c in journal.comments(of: t) { for tag in Tags.parse(c) { names.insert(Array(tag.name.utf8)) } }
            for p in postings where p.commentCount > 0 {
                for c in journal.comments(of: p) { for tag in Tags.parse(c) { names.insert(Array(tag.name.utf8)) } }
            }
        }
        return lines(names)
    }

    /// Every commodity symbol declared or used (hledger's list); with a
    /// query that selects postings, the commodities of their amounts
    /// (ledger's `commodities QUERY`).
    /// `used`: only the commodities of postings, even with no query (a
    /// journal with its lots apart, `--lot-prices`, lists the lots held,
    /// not the plain commodities they were made from).
    package static func commodities(_ journal: Journal, query: ReportQuery? = nil, used: Bool = false) -> [UInt8] {
        var names = Set<[UInt8]>()
        if let query, used || !query.accountPatterns.isEmpty || !query.descriptionPatterns.isEmpty || !query.statuses.isEmpty
            || !query.terms.isEmpty || query.span != .unbounded {
            forEachSelected(journal, query) { _, postings in
                for p in postings { names.insert(Array(journal.commodities.symbolBytes(p.amount.commodity))) }
            }
            return lines(names.filter { !$0.isEmpty })
        }
        for c in 1..<max(1, journal.commodities.count) {
            names.insert(Array(journal.commodities.symbolBytes(CommodityID(Int32(c)))))
        }
        return lines(names.filter { !$0.isEmpty })
    }

    /// The files read, the main file first, then includes in the order read.
    package static func files(_ journal: Journal) -> [UInt8] {
        var out: [UInt8] = []
        for f in journal.files where f.id != journal.forecastFile {
            out.append(contentsOf: f.path.utf8)
            out.append(10)
        }
        return out
    }

    /// Calls `body` with each transaction the query selects and its matching postings.
    static func forEachSelected(_ journal: Journal, _ query: ReportQuery, _ body: (Transaction, [Posting]) -> Void) {
        let matcher = ReportQuery.Matcher(query, journal)
        for t in journal.transactions where matcher.matches(transaction: t) {
            let postings = t.postingIndices.map { journal.postings[$0] }.filter { matcher.matches(posting: $0, in: t) }
            if !postings.isEmpty { body(t, postings) }
        }
    }

    static func trimmed(_ s: Slice<SourceBytes>) -> Slice<SourceBytes> {
        var s = s
        while let f = s.first, f == 32 || f == 9 { s.removeFirst() }
        while let l = s.last, l == 32 || l == 9 { s.removeLast() }
        return s
    }

    static func lines(_ names: Set<[UInt8]>) -> [UInt8] {
        var out: [UInt8] = []
        for n in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            out.append(contentsOf: n)
            out.append(10)
        }
        return out
    }
}
