import TallyEngine
import TallySyntax
import TallyValues

/// What one transaction says, apart from how it is laid out: the check that
/// a transaction Tally wrote reads back as intended. Amounts compare by
/// value, so `$5` and `$5.00` mean the same. (Whole journals are compared
/// by `JournalComparison`, without making strings.)
package struct TransactionMeaning: Equatable {
    package struct PostingMeaning: Equatable {
        var account: String
        var kind: PostingKind
        var status: Status
        var commodity: String
        var quantity: Quantity
        var isInferred: Bool
        var costCommodity: String?
        var cost: Quantity?
        var comments: [String]
    }

    package var date: Day
    package var secondaryDate: Day?
    package var status: Status
    package var code: String?
    package var description: String
    package var comments: [String]
    package var postings: [PostingMeaning]

    package init(_ t: Transaction, in journal: Journal) {
        date = t.date
        secondaryDate = t.secondaryDate
        status = t.status
        code = t.code.map { journal.text($0, in: t.file) }
        description = journal.description(of: t)
        comments = journal.comments(of: t).map(TransactionMeaning.trimmed)
        postings = t.postingIndices.map { i in
            let p = journal.postings[i]
            let cost = journal.cost(of: p)
            return PostingMeaning(account: journal.accounts.name(p.account), kind: p.kind, status: p.status,
                                  commodity: journal.commodities.symbol(p.commodity), quantity: p.quantity,
                                  isInferred: p.isInferred,
                                  costCommodity: cost.map { journal.commodities.symbol($0.total.commodity) },
                                  cost: cost?.total.quantity,
                                  comments: journal.comments(of: p).map(TransactionMeaning.trimmed))
        }
    }

    package static func trimmed(_ s: String) -> String {
        var t = s[...]
        while let f = t.first, f == " " || f == "\t" { t = t.dropFirst() }
        while let l = t.last, l == " " || l == "\t" { t = t.dropLast() }
        return String(t)
    }

    /// `2026-03-05 Paycheck`, for messages.
    package var label: String { "\(date) \(description)" }
}

/// What else a journal holds, for checks that an edit kept it.
package enum JournalMeaning {
    /// Everything else a journal holds that an edit must keep: prices,
    /// plans and periodic transactions, counted and dated.
    package static func directivesSummary(_ journal: Journal) -> [String] {
        var lines: [String] = []
        for p in journal.prices {
            lines.append("P \(p.date) \(journal.commodities.symbol(p.commodity)) \(p.price.quantity) \(journal.commodities.symbol(p.price.commodity))")
        }
        lines.append("categories \(journal.categories.count), budgets \(journal.budgets.count), rules \(journal.recurringRules.count), goals \(journal.goals.count), periodic \(journal.periodicTransactions.count), declarations \(journal.declarations.count)")
        return lines
    }

    package struct BalanceKey: Hashable, Comparable {
        var account: String
        var commodity: String
        package static func < (a: BalanceKey, b: BalanceKey) -> Bool {
            a.account != b.account ? a.account < b.account : a.commodity < b.commodity
        }
    }
}
