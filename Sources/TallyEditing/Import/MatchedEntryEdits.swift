import TallyEditing
import TallyEngine
import TallyImport
import TallySyntax
import TallyValues

/// What importing does to the transactions that statement rows matched:
/// the matched posting is marked cleared (`* `, unless it reads cleared
/// already), a posting on the unknown account takes the row's account, and
/// a comment line `; import:KEY` under the posting records the row. Every
/// other byte stays.
package struct MatchedEntryEdits {
    package let journal: Journal
    package let matches: [EntryMatching.Match]

    package init(journal: Journal, matches: [EntryMatching.Match]) {
        self.journal = journal
        self.matches = matches
    }

    package struct Edit {
        package var at: Int
        package var removing: Int
        package var inserting: [UInt8]
    }

    /// The edits of each file, by file index, in file order.
    package func edits() -> [Int32: [Edit]] {
        var result: [Int32: [Edit]] = [:]
        for m in matches {
            let t = journal.transactions[m.transaction]
            let p = journal.postings[m.posting]
            let bytes = journal.file(t.file).bytes
            var lineStart = p.range.lowerBound
            while lineStart > 0 && bytes[lineStart - 1] != 10 { lineStart -= 1 }
            var i = lineStart
            while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 { i += 1 }
            let indent = Array(bytes[lineStart..<i])
            var list: [Edit] = []
            let status = p.status != .unmarked ? p.status : t.status
            var accountStart = i
            if bytes[i] == UInt8(ascii: "!") {
                list.append(Edit(at: i, removing: 1, inserting: [UInt8(ascii: "*")]))
                accountStart = i + 1
            } else if bytes[i] == UInt8(ascii: "*") {
                accountStart = i + 1
            } else if status != .cleared {
                list.append(Edit(at: i, removing: 0, inserting: Array("* ".utf8)))
            }
            if let account = m.account {
                while accountStart < bytes.count, bytes[accountStart] == 32 || bytes[accountStart] == 9 { accountStart += 1 }
                if bytes[accountStart] == UInt8(ascii: "(") || bytes[accountStart] == UInt8(ascii: "[") { accountStart += 1 }
                var end = accountStart
                while end < bytes.count, bytes[end] != 10, bytes[end] != 13, bytes[end] != 9,
                      !(bytes[end] == 32 && end + 1 < bytes.count && (bytes[end + 1] == 32 || bytes[end + 1] == 10 || bytes[end + 1] == 13)),
                      bytes[end] != UInt8(ascii: ")"), bytes[end] != UInt8(ascii: "]") {
                    end += 1
                }
                list.append(Edit(at: accountStart, removing: end - accountStart, inserting: Array(account.utf8)))
            }
            var lineEnd = p.range.upperBound
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            let crlf = lineEnd > 0 && lineEnd <= bytes.count && bytes[lineEnd - 1] == 13
            var comment = indent + Array("  ; import:\(EntryMatching.key(m.row))".utf8)
            if lineEnd >= bytes.count {
                comment = (crlf ? [13, 10] : [10]) + comment
                list.append(Edit(at: bytes.count, removing: 0, inserting: comment))
            } else {
                comment += crlf ? [13, 10] : [10]
                list.append(Edit(at: lineEnd + 1, removing: 0, inserting: comment))
            }
            result[t.file.index, default: []] += list
        }
        // Stable: a mark and an account that start at one place stay in that order.
        return result.mapValues { list in
            list.enumerated().sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }.map(\.element)
        }
    }

    /// `bytes` with `edits` applied, and where `offset` of the old bytes is now.
    package static func apply(_ edits: [Edit], to bytes: [UInt8], moving offset: Int? = nil) -> (bytes: [UInt8], offset: Int?) {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.inserting.count })
        var at = 0
        var moved = offset
        for e in edits where e.at >= at {
            out += bytes[at..<e.at]
            out += e.inserting
            at = e.at + e.removing
            if let o = offset, e.at <= o { moved = o + out.count - at }
        }
        out += bytes[at...]
        return (out, moved)
    }

    /// Why `after` (the journal read back with the edits and the new
    /// transactions) is not the journal as intended, or `nil`: the old
    /// transactions in order with the same dates, statuses and amounts, their
    /// accounts the same but where a row's account was given, their postings'
    /// marks the same but the matched ones cleared.
    package func problem(after: Journal, isNew: (Transaction) -> Bool) -> String? {
        var renamed: [Int: String] = [:]
        var cleared = Set<Int>()
        for m in matches {
            cleared.insert(m.posting)
            if let a = m.account { renamed[m.posting] = a }
        }
        var j = 0
        let b = after.transactions
        for ti in 0..<journal.transactions.count {
            let x = journal.transactions[ti]
            while j < b.count, isNew(b[j]) { j += 1 }
            guard j < b.count else { return "the transaction '\(x.date) \(journal.description(of: x))' would be lost" }
            let y = b[j]
            j += 1
            guard x.date == y.date, x.status == y.status, x.postingIndices.count == y.postingIndices.count,
                  journal.description(of: x) == after.description(of: y) else {
                return "the transaction '\(x.date) \(journal.description(of: x))' would read differently"
            }
            for (pi, qi) in zip(x.postingIndices, y.postingIndices) {
                let p = journal.postings[pi], q = after.postings[qi]
                let account = renamed[pi] ?? journal.accounts.name(p.account)
                let status = cleared.contains(pi) ? Status.cleared : p.status
                let effective = q.status != .unmarked ? q.status : y.status
                guard account == after.accounts.name(q.account), p.quantity == q.quantity,
                      journal.commodities.symbol(p.commodity) == after.commodities.symbol(q.commodity),
                      cleared.contains(pi) ? effective == .cleared : q.status == status else {
                    return "a posting of '\(x.date) \(journal.description(of: x))' would read differently"
                }
            }
        }
        return nil
    }
}
