import TallyLocale
import TallyEngine

/// The account names in use or declared, flat or as a tree.
package struct AccountsReport: Sendable {
    package var accounts: [AccountID]

    package init(journal: Journal, query: ReportQuery) {
        let matcher = ReportQuery.Matcher(query, journal)
        var shown = [Bool](repeating: false, count: journal.accounts.count)
        if query.span != .unbounded || !query.terms.isEmpty || !query.descriptionPatterns.isEmpty || !query.statuses.isEmpty {
            // A search or a period: the accounts of the postings it finds.
            for t in journal.transactions where matcher.matches(transaction: t) {
                for pi in t.postingIndices where matcher.matches(posting: journal.postings[pi], in: t) {
                    shown[Int(journal.postings[pi].account.index)] = true
                }
            }
        } else {
            for a in journal.accounts.all where journal.isUsed.indices.contains(Int(a.index)) && journal.isUsed[Int(a.index)] {
                if let m = matcher.accountMatches, !m[Int(a.index)] { continue }
                shown[Int(a.index)] = true
            }
        }
        accounts = journal.accounts.all.filter { shown[Int($0.index)] }
            .sorted { journal.accounts.nameBytes($0).lexicographicallyPrecedes(journal.accounts.nameBytes($1)) }
    }

    /// The names, one a line, in `collation`'s order (byte order by default).
    package func text(_ journal: Journal, tree: Bool, collation: Collation = .bytes) -> [UInt8] {
        var out: [UInt8] = []
        if !tree {
            for a in collation.sorted(accounts, by: { journal.accounts.name($0) }) {
                out.append(contentsOf: journal.accounts.nameBytes(a))
                out.append(10)
            }
            return out
        }
        // Every shown account with its ancestors, in name order: a parent's
        // full name sorts before its children's.
        var all = Set<AccountID>()
        for a in accounts {
            var x: AccountID? = a
            while let y = x, all.insert(y).inserted { x = journal.accounts.parent(of: y) }
        }
        // Each key is built once, not once per comparison; `:` weighs least in a collation's key too.
        let ordered = collation.isBytes
            ? all.map { (key: Self.treeKey(journal, $0), account: $0) }.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.account)
            : collation.sorted(Array(all)) { journal.accounts.name($0) }
        for a in ordered {
            out.append(contentsOf: repeatElement(32, count: 2 * (journal.accounts.depth(of: a) - 1)))
            out.append(contentsOf: journal.accounts.leafName(a).utf8)
            out.append(10)
        }
        return out
    }

    /// The name with `:` sorted below every other byte, so children follow their parent.
    static func treeKey(_ journal: Journal, _ a: AccountID) -> [UInt8] {
        journal.accounts.nameBytes(a).map { $0 == UInt8(ascii: ":") ? 0 : $0 }
    }
}
