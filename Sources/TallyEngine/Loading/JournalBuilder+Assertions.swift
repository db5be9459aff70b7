import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    // MARK: - Balance assertions and assignments

    /// Walks transactions in date order (then file order) keeping running
    /// balances; sets the amounts of balance assignments, balances the
    /// transactions that waited for them, and checks every assertion.
    ///
    /// A real posting's assertion reads the account's balance with its
    /// virtual postings, as hledger does; where that fails, the balance of
    /// its real postings alone, as ledger reads it (ledger's regression
    /// 543): what either tool accepts is accepted, and balances never
    /// change, since an assertion sets no amount. The virtual postings'
    /// own running balances give the second reading.
    mutating func checkAssertions() {
        var running = RunningBalances(accounts: journal.accounts.count)
        var virtual = RunningBalances(accounts: journal.accounts.count)
        let asserted = PostingSet(journal.assertions.keys, count: journal.postings.count)
        for ti in journal.transactions.indices {
            if !deferred.isEmpty && deferred.contains(Int32(ti)) {
                let file = journal.files[Int(journal.transactions[ti].file.index)]
                // A rejected transaction counts nowhere and asserts nothing.
                if !resolveAssignments(transaction: ti, file: file, running: running, virtual: virtual) { continue }
            }
            for pi in journal.transactions.postingIndices(at: ti) {
                let (account, amount) = journal.postings.accountAndAmount(at: pi)
                let slot = running.slot(account, amount.commodity)
                if journal.postings.isVirtual(at: pi) {
                    _ = virtual.add(amount.quantity, at: virtual.slot(account, amount.commodity))
                }
                if running.add(amount.quantity, at: slot) {
                    let file = journal.transactions[ti].file
                    report(.error("amount-too-large", LocalText(.balanceTooLargeAfter, journal.accounts.name(account)),
                                  at: SourceLocation(file: file, range: journal.postings[pi].range), label: LocalText(.labelBalancePastDecimals),
                                  hint: LocalText(.hintTypedByMistake)))
                }
                guard asserted.contains(pi), let syntax = journal.assertions[Int32(pi)] else { continue }
                let file = journal.files[Int(journal.transactions[ti].file.index)]
                let asserted = assertedAmount(syntax.amount, in: file)
                checkOne(posting: journal.postings[pi], asserted: asserted, syntax: syntax, file: file, running: running, virtual: virtual)
            }
        }
    }

    private mutating func checkOne(posting p: Posting, asserted: Amount, syntax: AssertionSyntax, file: SourceFile,
                                   running: RunningBalances, virtual: RunningBalances) {
        let location = SourceLocation(file: file.id, range: syntax.range)
        guard let balance = balanceOf(p.account, asserted.commodity, inclusive: syntax.includesSubaccounts, running: running).exact else {
            report(.error("amount-too-large", LocalText(.balanceTooLargeAssertion, journal.accounts.name(p.account)), at: location, hint: LocalText(.hintPostedByMistake)))
            return
        }
        // ledger's reading of a real posting's assertion, for the whole of it
        // (`==` too): the balance of the account's real postings alone.
        func holdsForRealPostings() -> Bool {
            guard p.kind == .real else { return false }
            func real(_ c: CommodityID) -> Quantity? {
                guard let all = balanceOf(p.account, c, inclusive: syntax.includesSubaccounts, running: running).exact,
                      let v = balanceOf(p.account, c, inclusive: syntax.includesSubaccounts, running: virtual).exact else { return nil }
                return Total(all).subtracting(Total(v)).exact
            }
            guard real(asserted.commodity) == asserted.quantity else { return false }
            guard syntax.isSole else { return true }
            return (0..<journal.commodities.count).allSatisfy { c in
                Int32(c) == asserted.commodity.index || real(CommodityID(Int32(c)))?.isZero == true
            }
        }
        if balance != asserted.quantity {
            if holdsForRealPostings() { return }
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
                    if holdsForRealPostings() { return }
                    let held = otherTotal.exact.map { format(Amount($0, CommodityID(Int32(c)))) }
                        ?? "> 10^38 \(journal.commodities.symbol(CommodityID(Int32(c))))"
                    report(.error("assertion-failed", LocalText(.assertionSoleFailed, journal.accounts.name(p.account), format(asserted), held),
                                  at: location, hint: LocalText(.hintAssertionSole)))
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
    /// balances the transaction (inferring a still-elided posting). A real
    /// posting's assignment reads the balance with virtual postings, as
    /// hledger; when that leaves the transaction unable to balance and the
    /// account has virtual postings, the balance of its real postings
    /// alone, as ledger reads it (ledger's regression 543): a transaction
    /// hledger balances is balanced as hledger does.
    private mutating func resolveAssignments(transaction ti: Int, file: SourceFile, running: RunningBalances, virtual: RunningBalances) -> Bool {
        let before = diagnostics.count
        switch assign(transaction: ti, file: file, running: running, virtual: virtual, realOnly: false) {
        case .balanced(let pending):
            store(pending, transaction: ti)
            return true
        case .failed(let readsVirtual) where readsVirtual:
            let hledgerReading = Array(diagnostics[before...])
            diagnostics.removeSubrange(before...)
            if case .balanced(let pending) = assign(transaction: ti, file: file, running: running, virtual: virtual, realOnly: true) {
                store(pending, transaction: ti)
            return true
            }
            diagnostics.removeSubrange(before...)
            diagnostics += hledgerReading
        case .failed:
            break
        }
        for pi in journal.transactions[ti].postingIndices { journal.postings[pi].quantity = .zero }
        return false
    }

    private enum Assignment {
        case balanced([PendingPosting])
        /// `readsVirtual`: a real posting's assignment read a balance that
        /// virtual postings are part of.
        case failed(readsVirtual: Bool)
    }

    /// One reading of a transaction's assignments: with `realOnly`, a real
    /// posting's reads the balance less the virtual postings' (ledger).
    private mutating func assign(transaction ti: Int, file: SourceFile, running: RunningBalances, virtual: RunningBalances,
                                 realOnly: Bool) -> Assignment {
        let t = journal.transactions[ti]
        var pending: [PendingPosting] = []
        // The postings as read (the transaction's postings, one for one).
        let read = deferredPostings[Int32(ti)] ?? []
        // Balances including this transaction's earlier postings.
        var local = running, localVirtual = virtual
        var readsVirtual = false
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
                var current = balanceOf(p.account, asserted.commodity, inclusive: assertion.includesSubaccounts, running: local)
                if pp.kind == .real {
                    let v = balanceOf(p.account, asserted.commodity, inclusive: assertion.includesSubaccounts, running: localVirtual)
                    if v.exact?.isZero != true { readsVirtual = true }
                    if realOnly { current = current.subtracting(v) }
                }
                guard let amount = Total(asserted.quantity).subtracting(current).exact else {
                    report(.error("amount-too-large", LocalText(.assignmentTooLarge), at: SourceLocation(file: t.file, range: p.range), hint: LocalText(.hintAssignmentMistake)))
                    return .failed(readsVirtual: false)
                }
                pp.amount = Amount(amount, asserted.commodity)
            }
            if let a = pp.amount {
                local.add(a.quantity, at: local.slot(p.account, a.commodity))
                if pp.kind != .real { _ = localVirtual.add(a.quantity, at: localVirtual.slot(p.account, a.commodity)) }
            }
            pending.append(pp)
        }
        let header = SourceLocation(file: t.file, range: TextRange(t.range.lowerBound, t.dateRange.upperBound))
        // One elided posting per group that balances (the real postings, the
        // bracketed ones) takes one amount; more would split into commodities.
        let elidedReal = pending.filter { $0.amount == nil && $0.kind == .real }.count
        let elidedBracketed = pending.filter { $0.amount == nil && $0.kind == .balancedVirtual }.count
        guard balance(&pending, header: header, file: file) else { return .failed(readsVirtual: readsVirtual) }
        if pending.count != Int(t.postingCount) || elidedReal > 1 || elidedBracketed > 1 {
            report(.error("unsupported-syntax", LocalText(.assignmentSeveralCommodities), at: header, hint: LocalText(.hintWriteAmounts)))
            return .failed(readsVirtual: false)
        }
        return .balanced(pending)
    }

    /// Gives the transaction's postings the amounts `assign` found.
    private mutating func store(_ pending: [PendingPosting], transaction ti: Int) {
        let t = journal.transactions[ti]
        // balance() succeeded, so it gave every posting an amount.
        for (offset, pp) in pending.enumerated() {
            guard let amount = pp.amount else { continue }
            let pi = Int(t.postingStart) + offset
            journal.postings[pi].quantity = amount.quantity
            journal.postings[pi].commodity = amount.commodity
        }
    }
}

