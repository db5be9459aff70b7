import TallyLocale
import TallySyntax

/// Top-level accounts with postings but no type: not assets, liabilities,
/// equity, income or expenses by name, and not declared with `type:`.
/// Reports that look for categories say so rather than drop them silently.
package enum UntypedAccounts {
    /// Each untyped top-level account with the first posting under it, in
    /// the order of their ids.
    package static func find(in journal: Journal) -> [(root: AccountID, firstPosting: SourceLocation)] {
        var typed = [Bool](repeating: false, count: journal.accounts.count)
        for a in journal.accounts.all {
            let i = Int(a.index)
            typed[i] = journal.accountTypes.indices.contains(i) && journal.accountTypes[i] != nil
            if !typed[i], let p = journal.accounts.parent(of: a) { typed[i] = typed[Int(p.index)] }
        }
        var seen: [Int32: SourceLocation] = [:]
        for t in journal.transactions {
            for pi in t.postingIndices where !typed[Int(journal.postings[pi].account.index)] {
                let root = journal.accounts.root(of: journal.postings[pi].account).index
                if seen[root] == nil { seen[root] = SourceLocation(file: t.file, range: journal.postings[pi].range) }
            }
        }
        return seen.sorted { $0.key < $1.key }.map { (AccountID($0.key), $0.value) }
    }

    /// A warning per untyped top-level account, at its first posting: the
    /// reports of income and spending cannot count them, and say so.
    package static func warnings(_ journal: Journal) -> [Diagnostic] {
        find(in: journal).map { root, location in
            let name = journal.accounts.name(root)
            return Diagnostic(.warning, "untyped-account", LocalText(.untypedAccount, name), at: location,
                              hint: journal.pivotTag.map { LocalText(.hintUntypedPivot, $0, name) } ?? LocalText(.hintUntypedDeclare, name))
        }
    }

    /// The hint that fixes one.
    package static func hint(_ root: String) -> String {
        "if it is spending, declare it: account \(root)  ; type:expense (or type:asset, liability, equity, income)"
    }

    /// The hint when the accounts are the values of a tag (`--pivot TAG`):
    /// a value cannot be declared, only named like a top-level account.
    package static func pivotHint(_ value: String, tag: String) -> String {
        "with --pivot \(tag) the rows are values of the tag \(tag); a value counts as income or spending when it is named like a top-level account (Income…, Expenses…), and '\(value)' is not"
    }
}
