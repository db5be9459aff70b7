import TallyEngine
import TallySyntax

/// `--pivot TAG`, as hledger does it: each posting's account is replaced by
/// the value of its tag TAG (its own, else its transaction's), so reports
/// sum by project, trip or client instead of by account. A value with
/// colons is an account path. Postings without the tag go to `(none)`
/// (hledger leaves that row's name blank). hledger's fields stand for
/// themselves: `code`, `description` (`desc`), `payee`, `note` and `status`
/// (`*`, `!` or nothing).
package enum Pivot {
    package static let noValue = "(none)"
    /// The one account of `--depth 0`, hledger's name for it.
    package static let allAccounts = "..."

    /// Every posting in one account, `...` (`--depth 0`): the report's
    /// total as its only row; account queries still match the accounts.
    package static func foldedIntoOne(_ journal: Journal) -> Journal {
        var result = JournalRewrite(journal)
        result.pivoted(by: allAccounts)
        let id = result.account(named: allAccounts)
        for pi in 0..<journal.postings.count { result.move(posting: pi, to: id) }
        return result.journal
    }

    /// A value as an account name: runs of blanks made one, `nil` when empty.
    static func collapsed(_ value: String) -> String? {
        let v = value.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return v.isEmpty ? nil : v
    }

    /// The text of one of hledger's fields of `t`, or nil when `field` is none.
    static func field(_ field: String, of t: Transaction, in journal: Journal) -> String?? {
        let file = journal.file(t.file)
        func text(_ r: TextRange?) -> String? { r.flatMap { collapsed(String(decoding: file.slice($0), as: UTF8.self)) } }
        switch field {
        case "code": return .some(text(t.code))
        case "description", "desc": return .some(text(t.description))
        case "payee": return .some(text(t.payee ?? t.description))
        case "note": return .some(text(t.note ?? t.description))
        case "status": return .some(t.status == .cleared ? "*" : (t.status == .pending ? "!" : nil))
        default: return nil
        }
    }

    package static func pivoted(_ journal: Journal, tag: String) -> Journal {
        let wanted = tag.lowercased()
        func value(_ comments: [String]) -> String? {
            for c in comments {
                for t in Tags.parse(c) where t.name.lowercased() == wanted { return collapsed(t.value) }
            }
            return nil
        }
        var result = JournalRewrite(journal)
        result.pivoted(by: tag)
        var ids: [String: AccountID] = [:]
        for t in journal.transactions {
            let fieldValue = field(wanted, of: t, in: journal)
            let inherited = fieldValue == nil && t.commentCount > 0 ? value(journal.comments(of: t)) : nil
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                let own = fieldValue == nil && p.commentCount > 0 ? value(journal.comments(of: p)) : nil
                let name = (fieldValue ?? nil) ?? own ?? inherited ?? noValue
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
