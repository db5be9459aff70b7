import TallyEngine
import TallySyntax
import TallyValues

/// What earlier transactions suggest for a new one: the last transaction
/// with the same description gives its amount, category and account; the
/// latest spending gives the account money usually comes from.
package struct EntryHistory {
    /// What a past transaction looked like, reduced to quick-entry fields.
    package struct Example {
        package var description: String
        package var amount: Quantity
        package var commodity: CommodityID
        package var category: AccountID?
        package var account: AccountID?
        package var isIncome: Bool
    }

    package let journal: Journal
    /// Folded description → index of its latest transaction.
    private var latest: [String: Int] = [:]
    /// Folded payee (the part of `payee | note` before the bar) → index of its latest transaction.
    private var latestByPayee: [String: Int] = [:]
    /// Descriptions in the order they were last used, newest last.
    private(set) var descriptions: [String] = []

    package init(_ journal: Journal) {
        self.journal = journal
        // Each distinct description is interned, and folded once.
        var texts = LatestByText(), payees = LatestByText()
        for (i, t) in journal.transactions.enumerated() where !t.description.isEmpty {
            let bytes = journal.files[Int(t.file.index)].bytes
            texts.note(t.description.range, in: bytes, at: i)
            if let payee = t.payee, !payee.isEmpty { payees.note(payee.range, in: bytes, at: i) }
        }
        latest = texts.latestByFoldedText()
        descriptions = latest.values.sorted().map { journal.description(of: journal.transactions[$0]) }
        latestByPayee = payees.latestByFoldedText()
    }

    package func isCategory(_ a: AccountID) -> Bool {
        let t = journal.type(of: a)
        return t == .expense || t == .income
    }

    package func isBalanceSheet(_ a: AccountID) -> Bool {
        switch journal.type(of: a) {
        case .asset?, .liability?: return true
        default: return false
        }
    }

    /// The last transaction described as `description` (ignoring case and
    /// accents), or else whose payee is `description`'s payee.
    package func example(for description: String) -> Example? {
        let key = TextFold.plain(description)
        let payee = key.split(separator: "|", maxSplits: 1).first.map { $0.trimmingBlanks() } ?? key
        guard let i = latest[key] ?? latestByPayee[payee] else { return nil }
        let t = journal.transactions[i]
        let postings = t.postingIndices.map { journal.postings[$0] }
        guard let first = postings.first else { return nil }
        let category = postings.first { isCategory($0.account) }
        let account = postings.first { $0.account != category?.account && isBalanceSheet($0.account) }
            ?? postings.first { $0.account != category?.account }
        let shown = category ?? first
        let isIncome = category.map { journal.type(of: $0.account) == .income } ?? false
        return Example(description: journal.description(of: t), amount: isIncome ? shown.quantity.negated() : shown.quantity,
                       commodity: shown.commodity, category: category?.account, account: account?.account, isIncome: isIncome)
    }

    /// The account the latest spending (or income) went through: the asset
    /// or liability posting of the newest transaction that has an expense
    /// (or income) posting.
    package func usualAccount(income: Bool) -> AccountID? {
        let wanted: AccountType = income ? .income : .expense
        for t in journal.transactions.reversed() {
            let postings = t.postingIndices.map { journal.postings[$0] }
            guard postings.contains(where: { journal.type(of: $0.account) == wanted }) else { continue }
            if let p = postings.first(where: { isBalanceSheet($0.account) }) { return p.account }
        }
        for t in journal.transactions.reversed() {
            for i in t.postingIndices where isBalanceSheet(journal.postings[i].account) { return journal.postings[i].account }
        }
        // A new journal: the first asset account it declares.
        return journal.declarations.first { journal.type(of: $0.account) == .asset }?.account
    }

    /// The commodity of the newest posting to `account`, else of the newest
    /// posting, else the first commodity the journal declares.
    package func usualCommodity(for account: AccountID?) -> CommodityID? {
        for t in journal.transactions.reversed() {
            for i in t.postingIndices where account == nil || journal.postings[i].account == account {
                return journal.postings[i].commodity
            }
        }
        if account != nil { return usualCommodity(for: nil) }
        return (1..<max(1, journal.commodities.count)).first { journal.commodities.isDeclared[$0] }.map { CommodityID(Int32($0)) }
    }

    /// The earlier descriptions that start with `prefix` (ignoring case and accents).
    package func descriptions(startingWith prefix: String) -> [String] {
        let p = TextFold.plain(prefix)
        guard !p.isEmpty else { return [] }
        return descriptions.filter { TextFold.plain($0).hasPrefix(p) }
    }
}

/// The latest transaction for each distinct text, the texts interned from
/// the file's bytes without a copy per transaction.
private struct LatestByText {
    private var names = NameTable()
    private var latest: [Int] = []

    mutating func note(_ range: Range<Int>, in bytes: SourceBytes, at transaction: Int) {
        let id = Int(names.intern(bytes, range))
        if id == latest.count { latest.append(transaction) } else { latest[id] = transaction }
    }

    /// Folded text → its latest transaction, over the texts that fold alike.
    func latestByFoldedText() -> [String: Int] {
        var result: [String: Int] = [:]
        for id in latest.indices {
            let key = TextFold.plain(names.name(Int32(id)))
            if let j = result[key], j > latest[id] { continue }
            result[key] = latest[id]
        }
        return result
    }
}
