/// A changed copy of a loaded journal, for the reports that count postings
/// differently (a valuation, a pivot, lots kept apart). The journal itself
/// stays as loaded; the copy shares its arrays until a posting changes.
package struct JournalRewrite {
    package private(set) var journal: Journal

    package init(_ journal: Journal) {
        self.journal = journal
        self.journal.postings.keepChangesApart()
    }

    /// Posting `i` counts as `amount` and no longer has a cost (it was valued).
    package mutating func revalue(posting i: Int, as amount: Amount) {
        var p = journal.postings[i]
        p.quantity = amount.quantity
        p.commodity = amount.commodity
        p.costIndex = -1
        journal.postings[i] = p
    }

    /// Posting `i` is counted in another account.
    package mutating func move(posting i: Int, to account: AccountID) {
        journal.postings[i].account = account
    }

    /// The copy's accounts are the values of `tag` (`--pivot`).
    package mutating func pivoted(by tag: String) {
        journal.pivotTag = tag
        journal.accountsBeforePivot = (0..<journal.postings.count).map { journal.postings.accountAndAmount(at: $0).account }
    }

    /// Posting `i` keeps its quantity in another commodity.
    package mutating func recommodity(posting i: Int, as commodity: CommodityID) {
        journal.postings[i].commodity = commodity
    }

    /// The id of an account name, added to the copy's accounts when new,
    /// with its parents: used, and typed as a loaded account of that name
    /// would be (a top-level name such as Expenses gives the type).
    package mutating func account(named name: String) -> AccountID {
        let id = journal.accounts.intern(name)
        while journal.accountTypes.count < journal.accounts.count {
            let added = AccountID(Int32(journal.accountTypes.count))
            journal.accountTypes.append(journal.accounts.parent(of: added) == nil ? JournalBuilder.guessType(journal.accounts.name(added)) : nil)
            journal.isUsed.append(false)
        }
        journal.isUsed[Int(id.index)] = true
        return id
    }

    /// A commodity of its own for `base` with a lot annotation (see `CommodityTable.annotated`).
    package mutating func annotated(_ base: CommodityID, with text: String) -> CommodityID {
        journal.commodities.annotated(base, with: text)
    }
}
