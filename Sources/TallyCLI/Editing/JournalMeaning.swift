import TallyEngine
import TallySyntax
import TallyValues

/// What a transaction says, apart from how it is laid out: the check that
/// an edit changed only what it meant to. Amounts compare by value, so
/// `$5` and `$5.00` mean the same.
struct TransactionMeaning: Equatable {
    struct PostingMeaning: Equatable {
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

    var date: Day
    var secondaryDate: Day?
    var status: Status
    var code: String?
    var description: String
    var comments: [String]
    var postings: [PostingMeaning]

    init(_ t: Transaction, in journal: Journal) {
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

    static func trimmed(_ s: String) -> String {
        var t = s[...]
        while let f = t.first, f == " " || f == "\t" { t = t.dropFirst() }
        while let l = t.last, l == " " || l == "\t" { t = t.dropLast() }
        return String(t)
    }

    /// `2026-03-05 Paycheck`, for messages.
    var label: String { "\(date) \(description)" }
}

/// Compares the transactions of two loads of a journal.
enum JournalMeaning {
    /// The meanings of the transactions `include` accepts, in date order.
    static func transactions(_ journal: Journal, where include: (Transaction) -> Bool = { _ in true }) -> [TransactionMeaning] {
        var result: [TransactionMeaning] = []
        for t in journal.transactions where include(t) { result.append(TransactionMeaning(t, in: journal)) }
        return result
    }

    /// `nil` when both lists are equal, else what differs first.
    static func difference(_ before: [TransactionMeaning], _ after: [TransactionMeaning]) -> String? {
        for (a, b) in zip(before, after) where a != b {
            return "the transaction '\(a.label)' would read as '\(b.label)' with other postings or comments"
        }
        if before.count > after.count { return "the transaction '\(before[after.count].label)' would be lost" }
        if after.count > before.count { return "a transaction '\(after[before.count].label)' would appear" }
        return nil
    }

    /// Everything else a journal holds that an edit must keep: prices,
    /// plans and periodic transactions, counted and dated.
    static func directivesSummary(_ journal: Journal) -> [String] {
        var lines: [String] = []
        for p in journal.prices {
            lines.append("P \(p.date) \(journal.commodities.symbol(p.commodity)) \(p.price.quantity) \(journal.commodities.symbol(p.price.commodity))")
        }
        lines.append("categories \(journal.categories.count), budgets \(journal.budgets.count), rules \(journal.recurringRules.count), goals \(journal.goals.count), periodic \(journal.periodicTransactions.count), declarations \(journal.declarations.count)")
        return lines
    }

    /// Per account and commodity, the sum of the postings `include`
    /// accepts; `nil` if a sum overflows.
    static func balances(_ journal: Journal, where include: (Transaction) -> Bool) -> [BalanceKey: Quantity]? {
        var sums: [BalanceKey: Quantity] = [:]
        for t in journal.transactions where include(t) {
            for i in t.postingIndices {
                let p = journal.postings[i]
                let key = BalanceKey(account: journal.accounts.name(p.account), commodity: journal.commodities.symbol(p.commodity))
                guard let sum = (sums[key] ?? .zero).adding(p.quantity) else { return nil }
                sums[key] = sum
            }
        }
        return sums.filter { !$0.value.isZero }
    }

    struct BalanceKey: Hashable, Comparable {
        var account: String
        var commodity: String
        static func < (a: BalanceKey, b: BalanceKey) -> Bool {
            a.account != b.account ? a.account < b.account : a.commodity < b.commodity
        }
    }
}
