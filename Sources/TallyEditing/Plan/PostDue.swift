import TallyEngine
import TallySyntax
import TallyValues

/// The transactions `tally post-due` appends: one per unpaid occurrence of
/// every active rule, up to a date, in date order.
package struct PostDuePlan {
    package var occurrences: [(rule: Int, date: Day)]

    package init(journal: Journal, through: Day) {
        let status = RecurringStatus(journal: journal, through: through)
        var list: [(rule: Int, date: Day)] = []
        for (k, rule) in journal.recurringRules.enumerated() where !rule.isPaused {
            for d in status.unpaid(rule: k, through: through) { list.append((k, d)) }
        }
        list.sort { $0.date != $1.date ? $0.date < $1.date : $0.rule < $1.rule }
        occurrences = list
    }

    package var isEmpty: Bool { occurrences.isEmpty }

    /// The entries, separated by blank lines, every line ending in `newline`.
    package func text(_ journal: Journal, newline: [UInt8] = [10]) -> [UInt8] {
        var out: [UInt8] = []
        for (n, o) in occurrences.enumerated() {
            if n > 0 { out.append(contentsOf: newline) }
            OccurrenceText.append(journal.recurringRules[o.rule], due: o.date, in: journal, newline: newline, to: &out)
        }
        return out
    }

    /// What goes between a file's last byte and the appended entries: the
    /// end of an unfinished last line, and a blank line.
    package static func separator(after original: [UInt8], newline: [UInt8]) -> [UInt8] {
        if original.isEmpty { return [] }
        var out: [UInt8] = []
        if original.last != 10 { out.append(contentsOf: newline) }
        let blankAtEnd = original.count >= 2 && original.last == 10
            && (original[original.count - 2] == 10 || (original.count >= 3 && original[original.count - 2] == 13 && original[original.count - 3] == 10))
        if !blankAtEnd { out.append(contentsOf: newline) }
        return out
    }

    /// The file's own line ending: CRLF when its first line ends so.
    package static func newline(of bytes: [UInt8]) -> [UInt8] {
        guard let i = bytes.firstIndex(of: 10) else { return [10] }
        return i > 0 && bytes[i - 1] == 13 ? [13, 10] : [10]
    }

    /// Checks the journal read back after appending: it holds exactly the
    /// planned transactions more than the `transactionsBefore` it had, each occurrence is now paid by a
    /// transaction in the appended text, with the rule's accounts and
    /// amounts. Returns why not, or `nil`.
    package func problem(transactionsBefore: Int, after: Journal, path: FileID?, appendedFrom offset: Int) -> String? {
        if after.transactions.count != transactionsBefore + occurrences.count {
            return "the appended text reads as \(after.transactions.count - transactionsBefore) transactions instead of \(occurrences.count)"
        }
        let last = occurrences.map(\.date).max()!
        let status = RecurringStatus(journal: after, through: last)
        for o in occurrences {
            let rule = after.recurringRules[o.rule]
            guard let ti = status.payment(rule: o.rule, on: o.date) else {
                return "the occurrence of '\(rule.name)' on \(o.date) would still not be recorded"
            }
            let t = after.transactions[ti]
            guard t.file == path, t.range.lowerBound >= offset else {
                return "the occurrence of '\(rule.name)' on \(o.date) would be paid by another transaction"
            }
            let got = t.postingIndices.map { after.postings[$0] }.map { ($0.account, $0.amount) }
            let want = rule.lines.map { ($0.account, $0.amount) }
            if got.count != want.count || zip(got, want).contains(where: { $0.0 != $1.0 || $0.1 != $1.1 }) {
                return "the transaction for '\(rule.name)' on \(o.date) would read with other accounts or amounts than the rule's"
            }
        }
        return nil
    }
}
