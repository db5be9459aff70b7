import TallyEditing
import TallyEngine
import TallyImport
import TallySyntax
import TallyValues

/// Which imported transactions the journal already holds, and which
/// categories earlier transactions suggest for the rest.
///
/// A row is already in the journal when a transaction there has the same
/// date, a posting to the same account with the same amount (the row's
/// first posting that has one), and the same description (ignoring case,
/// accents and spacing) or the same non-empty code. Each journal
/// transaction matches at most one row, so two identical rows against one
/// such transaction leave one to add.
package struct ImportMatching {
    package let journal: Journal

    /// Folded description and code of each journal transaction, by date.
    private var byDate: [Day: [Int]] = [:]

    package init(_ journal: Journal) {
        self.journal = journal
        for (i, t) in journal.transactions.enumerated() { byDate[t.date, default: []].append(i) }
    }

    package static func plainAccount(_ name: String) -> String {
        if (name.hasPrefix("(") && name.hasSuffix(")")) || (name.hasPrefix("[") && name.hasSuffix("]")) {
            return String(name.dropFirst().dropLast())
        }
        return name
    }

    package static func foldedText(_ s: String) -> String {
        TextFold.plain(s).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ")
    }

    /// The rows not yet in the journal, how many were, and the journal
    /// transactions those were found as (indices into `Journal.transactions`).
    package func duplicates(_ txns: [ImportedTransaction]) -> (new: [ImportedTransaction], duplicates: Int, found: Set<Int>) {
        var used = Set<Int>()
        var fresh: [ImportedTransaction] = []
        var duplicates = 0
        for t in txns {
            if let i = match(t, excluding: used) {
                used.insert(i)
                duplicates += 1
            } else {
                fresh.append(t)
            }
        }
        return (fresh, duplicates, used)
    }

    private func match(_ t: ImportedTransaction, excluding used: Set<Int>) -> Int? {
        guard let candidates = byDate[t.date] else { return nil }
        let key = t.postings.first { $0.amount != nil } ?? t.postings.first
        let description = ImportMatching.foldedText(t.description)
        for i in candidates where !used.contains(i) {
            let jt = journal.transactions[i]
            let file = journal.files[Int(jt.file.index)]
            let sameText = ImportMatching.foldedText(journal.description(of: jt)) == description
            let sameCode = !t.code.isEmpty && jt.code.map { file.text($0) } == t.code
            guard sameText || sameCode else { continue }
            guard let key else { return i }
            let account = ImportMatching.plainAccount(key.account)
            let hit = jt.postingIndices.contains { k in
                let p = journal.postings[k]
                guard journal.accounts.name(p.account) == account else { return false }
                guard let a = key.amount else { return true }
                return p.quantity == a.quantity && journal.commodities.symbol(p.commodity) == a.commodity
            }
            if hit { return i }
        }
        return nil
    }

    /// A guess for a posting to the unknown account: the category of the
    /// latest transaction with the same description (or payee), as `add`
    /// finds it; never for an empty description.
    package struct Guess {
        package var transaction: ImportedTransaction
        package var account: String
    }

    package func learn(_ txns: inout [ImportedTransaction]) -> [Guess] {
        let history = EntryHistory(journal)
        var guesses: [Guess] = []
        for k in txns.indices {
            let t = txns[k]
            guard !RulesParser.trimmed(t.description).isEmpty else { continue }
            guard let p = t.postings.firstIndex(where: { ImportedTransaction.isUnknown($0.account) }) else { continue }
            guard let example = history.example(for: t.description), let category = example.category else { continue }
            let name = journal.accounts.name(category)
            guard !ImportedTransaction.isUnknown(name) else { continue }
            txns[k].postings[p].account = name
            guesses.append(Guess(transaction: txns[k], account: name))
        }
        return guesses
    }
}
