import TallyEngine

extension RegisterReport {
    /// `register --depth N`, as hledger does it: the rows are the postings
    /// the query matched by their own accounts, each shown under its
    /// account's ancestor at depth N. Rows stay apart; only names are clipped.
    package func clipped(_ journal: Journal, depth: Int) -> Journal {
        var result = JournalRewrite(journal)
        for pi in postings {
            let account = journal.postings[Int(pi)].account
            if journal.accounts.depth(of: account) > depth {
                result.move(posting: Int(pi), to: journal.accounts.ancestor(of: account, atDepth: depth))
            }
        }
        return result.journal
    }
}
