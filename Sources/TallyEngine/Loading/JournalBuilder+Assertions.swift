import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - Balance assertions and assignments

    /// Walks transactions in date order (then file order) keeping running
    /// balances; sets the amounts of balance assignments, balances the
    /// transactions that waited for them, and checks every assertion.
    mutating func checkAssertions() {
        var running = RunningBalances(accounts: journal.accounts.count)
        let asserted = PostingSet(journal.assertions.keys, count: journal.postings.count)
        for ti in journal.transactions.indices {
            if !deferred.isEmpty && deferred.contains(Int32(ti)) {
                let file = journal.files[Int(journal.transactions[ti].file.index)]
                // A rejected transaction counts nowhere and asserts nothing.
                if !resolveAssignments(transaction: ti, file: file, running: running) { continue }
            }
            for pi in journal.transactions.postingIndices(at: ti) {
                let (account, amount) = journal.postings.accountAndAmount(at: pi)
                let slot = running.slot(account, amount.commodity)
                if running.add(amount.quantity, at: slot) {
                    let file = journal.transactions[ti].file
                    report(.error("amount-too-large", LocalText(.balanceTooLargeAfter, journal.accounts.name(account)),
                                  at: SourceLocation(file: file, range: journal.postings[pi].range), label: LocalText(.labelBalancePastDecimals),
                                  hint: LocalText(.hintTypedByMistake)))
                }
                guard asserted.contains(pi), let syntax = journal.assertions[Int32(pi)] else { continue }
                let file = journal.files[Int(journal.transactions[ti].file.index)]
                let asserted = assertedAmount(syntax.amount, in: file)
                checkOne(posting: journal.postings[pi], asserted: asserted, syntax: syntax, file: file, running: running)
            }
        }
    }

    private mutating func checkOne(posting p: Posting, asserted: Amount, syntax: AssertionSyntax, file: SourceFile, running: RunningBalances) {
        let location = SourceLocation(file: file.id, range: syntax.range)
        guard let balance = balanceOf(p.account, asserted.commodity, inclusive: syntax.includesSubaccounts, running: running).exact else {
            report(.error("amount-too-large", LocalText(.balanceTooLargeAssertion, journal.accounts.name(p.account)), at: location, hint: LocalText(.hintPostedByMistake)))
            return
        }
        if balance != asserted.quantity {
            // The difference of two exact amounts is exact (a value past
            // 255 decimals, which no amount reaches, is said as such).
            let difference = Total(asserted.quantity).subtracting(Total(balance))
            let differenceText = difference.exact.map { format(Amount($0, asserted.commodity)) } ?? "past 255 decimals"
            let name = journal.accounts.name(p.account)
            let calculated = format(Amount(balance, asserted.commodity))
            report(.error("assertion-failed", LocalText(.assertionFailed, name, calculated, format(asserted), differenceText),
                          at: location, label: LocalText(.calculated, calculated), hint: LocalText(.hintAssertion)))
            return
        }
        if syntax.isSole {
            // `==`: no other commodity may be held.
            for c in 0..<journal.commodities.count where Int32(c) != asserted.commodity.index {
                let otherTotal = balanceOf(p.account, CommodityID(Int32(c)), inclusive: syntax.includesSubaccounts, running: running)
                // An overflowed balance is not zero: the error says it is too large.
                if otherTotal.exact?.isZero != true {
                    let held = otherTotal.exact.map { format(Amount($0, CommodityID(Int32(c)))) }
                        ?? "past 255 decimals of \(journal.commodities.symbol(CommodityID(Int32(c))))"
                    report(.error("assertion-failed",
                                  "balance assertion failed for \(journal.accounts.name(p.account)): '==' asserts only \(format(asserted)), but it also holds \(held)",
                                  at: location, hint: "use '=' to check one commodity only"))
                    return
                }
            }
        }
    }

    /// The running balance; an account with no postings holds zero.
    private func balanceOf(_ account: AccountID, _ commodity: CommodityID, inclusive: Bool, running: RunningBalances) -> Total {
        if !inclusive { return running.balance(account, commodity) }
        var total = Total.zero
        for a in journal.accounts.all where journal.accounts.isWithin(a, account) {
            if let q = running.total(a, commodity) { total.add(q) }
        }
        return total
    }

    /// Sets each assignment's amount to `asserted − running balance`, then
    /// balances the transaction (inferring a still-elided posting).
    private mutating func resolveAssignments(transaction ti: Int, file: SourceFile, running: RunningBalances) -> Bool {
        let t = journal.transactions[ti]
        var pending: [PendingPosting] = []
        // The postings as read (the transaction's postings, one for one).
        let read = deferredPostings[Int32(ti)] ?? []
        // Balances including this transaction's earlier postings.
        var local = running
        for (pi, read) in zip(t.postingIndices, read) {
            let p = journal.postings[pi]
            var pp = read
            if pp.isAssignment, let assertion = journal.assertions[Int32(pi)] {
                var asserted = assertedAmount(assertion.amount, in: file)
                if asserted.quantity.isZero && asserted.commodity.index == 0 {
                    // `= 0` without a commodity empties the account (with `*`,
                    // its subaccounts too) in the one commodity it holds, as
                    // hledger assigns it (`Income  ==* 0` closing the year).
                    let held = (1..<journal.commodities.count).map { CommodityID(Int32($0)) }.filter {
                        balanceOf(p.account, $0, inclusive: assertion.includesSubaccounts, running: local).exact?.isZero != true
                    }
                    if held.count == 1 { asserted = Amount(.zero, held[0]) }
                }
                let current = balanceOf(p.account, asserted.commodity, inclusive: assertion.includesSubaccounts, running: local)
                guard let amount = Total(asserted.quantity).subtracting(current).exact else {
                    report(.error("amount-too-large", LocalText(.assignmentTooLarge), at: SourceLocation(file: t.file, range: p.range), hint: LocalText(.hintAssignmentMistake)))
                    for pi in t.postingIndices { journal.postings[pi].quantity = .zero }
                    return false
                }
                pp.amount = Amount(amount, asserted.commodity)
            }
            if let a = pp.amount {
                local.add(a.quantity, at: local.slot(p.account, a.commodity))
            }
            pending.append(pp)
        }
        let header = SourceLocation(file: t.file, range: TextRange(t.range.lowerBound, t.dateRange.upperBound))
        let elidedBefore = pending.filter { $0.amount == nil }.count
        guard balance(&pending, header: header, file: file) else {
            for pi in t.postingIndices { journal.postings[pi].quantity = .zero }
            return false
        }
        if pending.count != Int(t.postingCount) || elidedBefore > 1 {
            report(.error("unsupported-syntax", LocalText(.assignmentSeveralCommodities), at: header, hint: LocalText(.hintWriteAmounts)))
            for pi in t.postingIndices { journal.postings[pi].quantity = .zero }
            return false
        }
        // balance() succeeded, so it gave every posting an amount.
        for (offset, pp) in pending.enumerated() {
            guard let amount = pp.amount else { continue }
            let pi = Int(t.postingStart) + offset
            journal.postings[pi].quantity = amount.quantity
            journal.postings[pi].commodity = amount.commodity
        }
        return true
    }
}

