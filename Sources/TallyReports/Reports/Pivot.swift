import TallyEngine
import TallySyntax

/// `--pivot TAG`, as hledger does it: each posting's account is replaced by
/// the value of its tag TAG (its own, else its transaction's), so reports
/// sum by project, trip or client instead of by account. A value with
/// colons is an account path. Postings without the tag go to `(none)`
/// (hledger leaves that row's name blank).
package enum Pivot {
    package static let noValue = "(none)"

    package static func pivoted(_ journal: Journal, tag: String) -> Journal {
        let wanted = tag.lowercased()
        func value(_ comments: [String]) -> String? {
            for c in comments {
                for t in Tags.parse(c) where t.name.lowercased() == wanted {
                    let v = t.value.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                    return v.isEmpty ? nil : v
                }
            }
            return nil
        }
        var result = JournalRewrite(journal)
        result.pivoted(by: tag)
        var ids: [String: AccountID] = [:]
        for t in journal.transactions {
            let inherited = t.commentCount > 0 ? value(journal.comments(of: t)) : nil
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                let name = (p.commentCount > 0 ? value(journal.comments(of: p)) : nil) ?? inherited ?? noValue
                if let id = ids[name] {
                    result.move(posting: pi, to: id)
                } else {
                    let id = result.account(named: name)
                    ids[name] = id
                    result.move(posting: pi, to: id)
                }
            }
        }
        return result.journal
    }
}
