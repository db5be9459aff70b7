import TallyLocale
import TallyEngine
import TallySyntax
import TallySystem
import TallyValues

/// Marks postings cleared in the files that hold them, as ledger-mode's
/// reconcile does: a `* ` before the posting's account (a pending `!`
/// becomes `*`), and nothing else changed. A posting mark, not the
/// transaction's: a transfer reconciled on one account stays as it was on
/// the other.
package struct ClearingMarks {
    package let journal: Journal
    /// Indices into `Journal.postings`.
    package let postings: [Int]

    package init(journal: Journal, postings: [Int]) {
        self.journal = journal
        self.postings = postings
    }

    /// The new bytes of each file that holds one of the postings, in file order.
    package func changes() -> [FileChange] {
        var edits: [Int32: [(at: Int, replacing: Int, with: [UInt8])]] = [:]
        for pi in postings {
            let p = journal.postings[pi]
            let file = journal.transactions.file(at: Int(p.transaction))
            let bytes = journal.files[Int(file.index)].bytes
            var start = p.range.lowerBound
            while start > 0 && bytes[start - 1] != 10 { start -= 1 }
            var i = start
            while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 { i += 1 }
            guard i < bytes.count else { continue }
            switch bytes[i] {
            case UInt8(ascii: "*"): continue
            case UInt8(ascii: "!"): edits[file.index, default: []].append((i, 1, [UInt8(ascii: "*")]))
            default: edits[file.index, default: []].append((i, 0, [UInt8(ascii: "*"), 32]))
            }
        }
        var result: [FileChange] = []
        for (file, list) in edits.sorted(by: { $0.key < $1.key }) {
            let source = journal.files[Int(file)]
            var out: [UInt8] = []
            out.reserveCapacity(source.bytes.count + 2 * list.count)
            var at = 0
            for e in list.sorted(by: { $0.at < $1.at }) where e.at >= at {
                out += source.bytes[at..<e.at]
                out += e.with
                at = e.at + e.replacing
            }
            out += source.bytes[at...]
            result.append(FileChange(path: source.path, old: source.bytes.array, new: out))
        }
        return result
    }

    /// Why `after` (the journal read back with the changes) is not the
    /// journal with only those postings cleared, or `nil` when it is: the
    /// same transactions with the same dates, statuses and postings (accounts
    /// and amounts), the marked postings cleared and no other posting's mark
    /// changed.
    package func problem(after: Journal) -> LocalText? {
        let a = journal.transactions, b = after.transactions
        guard a.count == b.count, journal.postings.count == after.postings.count else {
            return LocalText(.otherTransactions)
        }
        let marked = Set(postings)
        for ti in 0..<a.count {
            let x = a[ti], y = b[ti]
            guard x.date == y.date, x.status == y.status, x.postingIndices == y.postingIndices else {
                return LocalText(.diffReadsDifferently, "\(x.date) \(journal.description(of: x))")
            }
            for pi in x.postingIndices {
                let p = journal.postings[pi], q = after.postings[pi]
                guard journal.accounts.name(p.account) == after.accounts.name(q.account), p.quantity == q.quantity,
                      journal.commodities.symbol(p.commodity) == after.commodities.symbol(q.commodity) else {
                    return LocalText(.postingReadsDifferently, "\(x.date) \(journal.description(of: x))")
                }
                let expected = marked.contains(pi) ? Status.cleared : p.status
                guard q.status == expected else {
                    return LocalText(.postingNotMarked, "\(x.date) \(journal.description(of: x))")
                }
            }
        }
        return nil
    }
}
