import TallyLocale
import TallySyntax
import TallyValues

/// A posting between syntax and journal: its amount may still be missing.
/// Plain data (no references), so the balancing loops copy it cheaply.
struct PendingPosting {
    /// Position of its syntax in the entry's postings.
    var index: Int32
    var account: AccountID
    var accountRange: TextRange
    var range: TextRange
    var status: Status
    var kind: PostingKind
    /// The amount was written (not elided, not assigned).
    var isWritten: Bool
    /// The amount is to be set by the posting's balance assertion.
    var isAssignment: Bool
    /// An automated transaction added it.
    var isAutomated = false
    var amount: Amount?
    var cost: PostingCost?
    /// Digits after the mark in the written cost (`@ 98.73` → 2).
    var costScale: UInt8 = 0
    /// A lot's cost basis when the posting has no `@` cost (`28 X {10 EUR}`),
    /// and its digits: what a transaction may balance at (`balancesAtLotCost`).
    var lotBasis: PostingCost?
    var lotScale: UInt8 = 0

    init(index: Int, syntax: PostingSyntax, account: AccountID, amount: Amount?) {
        self.init(index: index, account: account, accountRange: syntax.account, range: syntax.range, status: syntax.status,
                  kind: syntax.kind, isWritten: syntax.amount != nil, hasAssertion: syntax.hasAssertion)
        self.amount = amount
    }

    /// From the posting's fields, which a caller can read where the posting
    /// lies (a buffer's element passed whole is copied, with its references).
    init(index: Int, account: AccountID, accountRange: TextRange, range: TextRange, status: Status, kind: PostingKind,
         isWritten: Bool, hasAssertion: Bool) {
        self.index = Int32(index)
        self.account = account
        self.accountRange = accountRange
        self.range = range
        self.status = status
        self.kind = kind
        self.isWritten = isWritten
        self.isAssignment = !isWritten && hasAssertion
    }
}

extension JournalBuilder {
    // MARK: - Transactions

    mutating func addTransaction(_ t: TransactionSyntax, in file: SourceFile) {
        var chunk = ChunkAccounts.none
        addTransaction(t, in: file, chunk: &chunk)
    }

    /// Resolves a transaction; `chunk` holds its postings' account names as
    /// the parsing worker interned them.
    mutating func addTransaction(_ t: TransactionSyntax, in file: SourceFile, chunk: inout ChunkAccounts) {
        let index = Int32(journal.transactions.count)
        var pending = scratchPostings
        scratchPostings = []
        defer {
            pending.removeAll(keepingCapacity: true)
            scratchPostings = pending
        }
        var asserts = false
        // The postings' stored fields are read in place, and the worker's
        // flags say which have the boxed parts: copying a whole
        // `PostingSyntax` (to call its getters) retains and releases its
        // comment array and boxes.
        let ps = t.postings.span
        for k in ps.indices {
            let seen = chunk.next()
            let account = account(ps[k].account, in: file, seen: seen, chunk: &chunk)
            let hasAssertion = seen?.hasAssertion ?? ps[k].hasAssertion
            var pp = PendingPosting(index: k, account: account, accountRange: ps[k].account, range: ps[k].range, status: ps[k].status,
                                    kind: ps[k].kind, isWritten: ps[k].amount != nil, hasAssertion: hasAssertion)
            if let a = ps[k].amount { pp.amount = resolve(a, in: file) }
            if seen?.hasCostOrLot ?? (ps[k].cost != nil || ps[k].lot != nil) { addRareParts(ps[k], to: &pp, in: file) }
            let fixed = !ledger.fixedPrices.isEmpty && applyFixedPrice(to: pp, in: file)
            // A lot, written or fixed by `apply fixed`, is priced in its own unit: it keeps it.
            if !journal.commodities.conversions.isEmpty { reduceForConversions(&pp, hasLot: ps[k].lot != nil || fixed, in: file) }
            if hasAssertion { asserts = true }
            pending.append(pp)
        }
        if !t.checks.isEmpty { runTransactionChecks(pending, t, in: file) }
        mapUnknownAccounts(&pending, t, in: file)
        addBucketPosting(&pending, t)
        let header = SourceLocation(file: file.id, range: TextRange(t.range.lowerBound, t.dateRange.upperBound))
        var hasAssignment = false
        for p in pending where p.isAssignment { hasAssignment = true }
        var ok = true
        if asserts { hasAssertions = true }
        if hasAssignment {
            deferred.insert(index)
            deferredPostings[index] = pending
        } else {
            ok = balance(&pending, header: header, file: file)
            if ok { addAutomatedPostings(&pending, t, in: file, header: header) }
            if ok, !keepsByUUID(pending, t, index: index, in: file, header: header) { return }
        }
        let commentStart = Int32(journal.transactionComments.count)
        if !t.comments.isEmpty { journal.transactionComments.append(contentsOf: t.comments) }
        let postingStart = Int32(journal.postings.count)
        if ok || hasAssignment {
            let commentsBit = PostingSyntax.commentsBit
            let ps = t.postings.span
            for pp in pending {
                let k = Int(pp.index)
                guard k < ps.count else {
                    appendPosting(pp, comments: [], transaction: index)
                    continue
                }
                if asserts, let a = ps[k].assertion { journal.assertions[Int32(journal.postings.count)] = a }
                // The getter would copy the posting; the flag says whether to call it.
                let comments = ps[k].partBits & commentsBit != 0 ? ps[k].comments : []
                appendPosting(pp, comments: comments, transaction: index)
            }
        }
        journal.transactions.append(Transaction(
            date: t.date, secondaryDate: t.secondaryDate, status: t.status, file: file.id, range: t.range, dateRange: t.dateRange,
            code: t.code, description: t.description, payee: t.payee, note: t.note,
            postingStart: postingStart, postingCount: Int32(journal.postings.count) - postingStart,
            commentStart: commentStart, commentCount: Int16(clamping: t.comments.count)))
    }

    /// A posting's cost and lot, which few postings have.
    private mutating func addRareParts(_ p: PostingSyntax, to pp: inout PendingPosting, in file: SourceFile) {
        if let c = p.cost, let amount = pp.amount {
            pp.cost = costTotal(c, of: amount, in: file)
            pp.costScale = c.amount.quantity.scale
        }
        if let lot = p.lot, let amount = pp.amount {
            if p.cost == nil, let written = lot.cost {
                pp.lotBasis = costTotal(CostSyntax(isTotal: lot.isTotal, amount: written, range: lot.range), of: amount, in: file)
                pp.lotScale = written.quantity.scale
            }
            applyLotCost(lot, cost: p.cost, to: &pp, amount: amount, in: file)
            recordLot(lot, of: p, in: file)
        }
    }

    mutating func appendPosting(_ pp: PendingPosting, comments: [TextRange], transaction: Int32) {
        var posting = Posting(account: pp.account, amount: pp.amount ?? Amount(.zero, .none), status: pp.status,
                              kind: pp.kind, transaction: transaction, range: pp.range)
        posting.isInferred = !pp.isWritten
        if pp.isAutomated { journal.automatedPostings.append(Int32(journal.postings.count)) }
        if let cost = pp.cost {
            posting.costIndex = Int32(journal.costs.count)
            journal.costs.append(cost)
        }
        if !comments.isEmpty {
            posting.commentStart = Int32(journal.postingComments.count)
            posting.commentCount = Int16(clamping: comments.count)
            journal.postingComments.append(contentsOf: comments)
        }
        journal.postings.append(posting)
    }

    /// The total cost of a posting: `@ UNIT` times the quantity, or `@@ TOTAL`
    /// with the quantity's sign.
    mutating func costTotal(_ c: CostSyntax, of amount: Amount, in file: SourceFile) -> PostingCost? {
        let price = resolve(c.amount, in: file, setsPrecision: false)
        if c.isTotal {
            let total = amount.quantity.isNegative ? price.quantity.negated() : price.quantity
            return PostingCost(total: Amount(total, price.commodity), unitPrice: nil)
        }
        guard let total = amount.quantity.multiplied(by: price.quantity) else {
            report(.error("amount-too-large", LocalText(.costTooLarge), at: SourceLocation(file: file.id, range: c.range), hint: LocalText(.hintCostTooLarge)))
            return nil
        }
        return PostingCost(total: Amount(total, price.commodity), unitPrice: price)
    }

    // MARK: - Balancing

    /// Infers the elided amount and checks that the postings balance, per
    /// commodity and taking costs into account. Real postings balance among
    /// themselves, bracketed virtual postings among themselves; parenthesised
    /// virtual postings need not balance. An elided posting in a transaction
    /// of several commodities becomes one posting per commodity.
    ///
    /// Returns whether the transaction balanced; reports why not.
    mutating func balance(_ postings: inout [PendingPosting], header: SourceLocation, file: SourceFile) -> Bool {
        var ok = balanceGroup(&postings, kind: .real, header: header, file: file)
        if postings.contains(where: { $0.kind == .balancedVirtual }) {
            ok = balanceGroup(&postings, kind: .balancedVirtual, header: header, file: file) && ok
        }
        // Unbalanced virtual postings with no amount count as zero.
        for i in postings.indices where postings[i].kind == .virtual && postings[i].amount == nil {
            postings[i].amount = Amount(.zero, .none)
        }
        return ok
    }

    private mutating func balanceGroup(_ postings: inout [PendingPosting], kind: PostingKind, header: SourceLocation, file: SourceFile) -> Bool {
        if let balanced = balanceSingleCommodity(&postings, kind: kind) { return balanced }
        var sums = scratchSums
        scratchSums = BalanceSums()
        defer {
            sums.reset()
            scratchSums = sums
        }
        var elided: Int?
        for i in postings.indices where postings[i].kind == kind {
            guard let amount = postings[i].amount else {
                if let first = elided {
                    report(Diagnostic(.error, "multiple-elided-amounts", LocalText(.twoElided),
                                      at: SourceLocation(file: file.id, range: postings[i].accountRange),
                                      label: LocalText(.labelThisOne), hint: LocalText(.hintOneElided),
                                      notes: [.init(LocalText(.noteFirstElided), at: SourceLocation(file: file.id, range: postings[first].accountRange))]))
                    return false
                }
                elided = i
                continue
            }
            sums.notePosted(amount.commodity, scale: amount.quantity.scale)
            let ok: Bool
            if let cost = postings[i].cost {
                ok = sums.add(cost.total.quantity, cost.total.commodity, costScale: postings[i].costScale)
            } else {
                ok = sums.add(amount.quantity, amount.commodity, costScale: nil)
            }
            if !ok { return overflow(header) }
        }
        if let e = elided {
            let nonzero = sums.nonZero()
            if nonzero.isEmpty {
                postings[e].amount = Amount(.zero, sums.commodities.first ?? .none)
            } else {
                postings[e].amount = Amount(nonzero[0].quantity.negated(), nonzero[0].commodity)
                // One more posting per further commodity, after the elided one.
                let extras = nonzero.dropFirst().map { extra in
                    var copy = postings[e]
                    copy.amount = Amount(extra.quantity.negated(), extra.commodity)
                    return copy
                }
                postings.insert(contentsOf: extras, at: e + 1)
            }
            return true
        }
        let residual = sums.residuals { journal.commodities.postedPrecision($0) }
        if residual.isEmpty { return true }
        if residual.count == 2 && sums.costCount == 0 && residual[0].quantity.signum != residual[1].quantity.signum {
            return addImpliedCosts(&postings, kind: kind, from: residual[0], to: residual[1], header: header)
        }
        if balancesAtLotCost(postings, kind: kind) {
            // Each lot then weighs its cost, as in -B.
            for i in postings.indices where postings[i].kind == kind && postings[i].cost == nil && postings[i].lotBasis != nil {
                postings[i].cost = postings[i].lotBasis
                postings[i].costScale = postings[i].lotScale
            }
            return true
        }
        let shown = residual.map { format($0) }.joined(separator: ", ")
        report(Diagnostic(.error, "unbalanced-transaction", LocalText(kind == .balancedVirtual ? .unbalancedVirtual : .unbalanced, shown),
                          at: header, label: LocalText(.offBy, shown),
                          hint: LocalText(kind == .balancedVirtual ? .hintUnbalancedVirtual
                                          : residual.count == 1 ? .hintUnbalancedOne : .hintUnbalancedCommodities)))
        return false
    }

    /// The common case without arrays: every amount in one commodity, no
    /// costs, at most one elided. `nil` when the transaction needs the
    /// general path (or does not balance, so that path reports why).
    private func balanceSingleCommodity(_ postings: inout [PendingPosting], kind: PostingKind) -> Bool? {
        var commodity: CommodityID?
        var sum = Quantity.zero
        var scale: UInt8 = 0
        var elided: Int?
        for i in postings.indices where postings[i].kind == kind {
            guard let a = postings[i].amount else {
                if elided != nil { return nil }
                elided = i
                continue
            }
            if postings[i].cost != nil { return nil }
            if let c = commodity, c != a.commodity { return nil }
            // The first amount is the sum so far: adding it to zero would
            // rescale it from zero decimals.
            if commodity == nil {
                sum = a.quantity
            } else {
                guard let s = sum.adding(a.quantity) else { return nil }
                sum = s
            }
            commodity = a.commodity
            scale = max(scale, a.quantity.scale)
        }
        if let e = elided {
            postings[e].amount = Amount(sum.isZero ? .zero : sum.negated(), commodity ?? .none)
            return true
        }
        return sum.vanishes(atScale: scale) ? true : nil
    }

    /// A transaction of two commodities and no written cost balances by
    /// conversion: each posting of the first commodity gets its share of
    /// the other side as its cost.
    /// False, with an error, when a share cannot be represented (past 255 decimals).
    private mutating func addImpliedCosts(_ postings: inout [PendingPosting], kind: PostingKind,
                                          from a: Amount, to b: Amount, header: SourceLocation) -> Bool {
        // Four decimals beyond the other side's, up to the 255 a quantity holds.
        let scale = UInt8(min(Int(max(b.quantity.scale, 2)) + 4, Int(UInt8.max)))
        for i in postings.indices where postings[i].kind == kind && postings[i].amount?.commodity == a.commodity {
            guard let q = postings[i].amount?.quantity else { continue }
            // q × (−b) / a; when the product does not fit, the posting's
            // fraction of the side first (exact when it is the whole side).
            let total = q == a.quantity ? b.quantity.negated()
                : q.multiplied(by: b.quantity.negated()).flatMap { $0.divided(by: a.quantity, scale: scale) }
                    ?? q.divided(by: a.quantity, scale: Quantity.maxScale - 2).flatMap { $0.multiplied(by: b.quantity.negated()) }?.rounded(toScale: scale)
            guard let total else {
                report(.error("amount-too-large", LocalText(.impliedPriceTooLarge, format(a), format(b)), at: header, hint: LocalText(.hintImpliedPrice)))
                return false
            }
            postings[i].cost = PostingCost(total: Amount(total.normalized(), b.commodity), unitPrice: nil)
        }
        return true
    }

    mutating func overflow(_ at: SourceLocation) -> Bool {
        report(.error("amount-too-large", LocalText(.sumTooLarge), at: at, hint: LocalText(.hintExactDecimals)))
        return false
    }

    /// An amount for a message, in its commodity's style as known so far,
    /// every digit kept: `12.50 EUR`, `-$3`, `50.000 VND` in a journal that
    /// writes dong so, `1 234,56 zł`.
    func format(_ a: Amount) -> String {
        var out: [UInt8] = []
        AmountFormatter(journal.commodities).append(a.quantity, a.commodity, to: &out, exact: true)
        return String(decoding: out, as: UTF8.self)
    }
}
