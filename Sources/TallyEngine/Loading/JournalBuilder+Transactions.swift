import TallySyntax
import TallyValues

/// A posting between syntax and journal: its amount may still be missing.
struct PendingPosting {
    var syntax: PostingSyntax
    var account: AccountID
    var amount: Amount?
    var cost: PostingCost?
    /// Digits after the mark in the written cost (`@ 98.73` → 2).
    var costScale: UInt8 = 0
    /// The posting's amount is to be set by its balance assertion.
    var isAssignment: Bool { amount == nil && syntax.assertion != nil }
}

extension JournalBuilder {
    // MARK: - Amounts

    /// The amount a syntax node denotes: picks the reading of an ambiguous
    /// `1,000`/`1.000` from the commodity's known decimal mark, and records
    /// the commodity's display style.
    mutating func resolve(_ a: AmountSyntax, in file: SourceFile) -> Amount {
        let c = journal.commodities.intern(file.bytes, a.commodity.range)
        var q = a.quantity
        var style = a.style
        if let alternative = a.alternativeScale {
            var known = journal.commodities.decimalMark(c)
            if known == 0 { known = globalDecimalMark }
            let mark = style.decimalMark != 0 ? style.decimalMark : style.groupMark
            let readAsDecimal = style.decimalMark != 0
            if known != 0 && (known == mark) != readAsDecimal {
                q = Quantity(units: q.units, scale: alternative)
                if readAsDecimal {
                    style.decimalMark = 0
                    style.groupMark = mark
                } else {
                    style.groupMark = 0
                    style.decimalMark = mark
                }
                style.precision = alternative
            }
            // An ambiguous mark teaches nothing about the decimal mark.
            var observed = style
            if journal.commodities.decimalMark(c) == 0 { observed.decimalMark = readAsDecimal && known == 0 ? 0 : observed.decimalMark }
            journal.commodities.observe(c, observed)
        } else {
            journal.commodities.observe(c, style)
        }
        return Amount(q, c)
    }

    // MARK: - Transactions

    mutating func addTransaction(_ t: TransactionSyntax, in file: SourceFile) {
        let index = Int32(journal.transactions.count)
        var pending: [PendingPosting] = []
        pending.reserveCapacity(t.postings.count)
        for p in t.postings {
            let account = account(p.account, in: file)
            var pp = PendingPosting(syntax: p, account: account, amount: nil, cost: nil)
            if let a = p.amount { pp.amount = resolve(a, in: file) }
            if let c = p.cost, let amount = pp.amount {
                pp.cost = costTotal(c, of: amount, in: file)
                pp.costScale = c.amount.quantity.scale
            }
            if p.assertion != nil { hasAssertions = true }
            pending.append(pp)
        }
        let header = SourceLocation(file: file.id, range: TextRange(t.range.lowerBound, t.dateRange.upperBound))
        let hasAssignment = pending.contains { $0.isAssignment }
        var ok = true
        if hasAssignment {
            deferred.insert(index)
        } else {
            ok = balance(&pending, header: header, file: file)
        }
        let commentStart = Int32(journal.transactionComments.count)
        journal.transactionComments.append(contentsOf: t.comments)
        let postingStart = Int32(journal.postings.count)
        if ok || hasAssignment {
            for pp in pending { appendPosting(pp, transaction: index, file: file) }
        }
        journal.transactions.append(Transaction(
            date: t.date, secondaryDate: t.secondaryDate, status: t.status, file: file.id, range: t.range, dateRange: t.dateRange,
            code: t.code, description: t.description, payee: t.payee, note: t.note, sequence: index,
            postingStart: postingStart, postingCount: Int32(journal.postings.count) - postingStart,
            commentStart: commentStart, commentCount: Int16(clamping: t.comments.count)))
    }

    mutating func appendPosting(_ pp: PendingPosting, transaction: Int32, file: SourceFile) {
        var posting = Posting(account: pp.account, amount: pp.amount ?? Amount(.zero, .none), status: pp.syntax.status,
                              kind: pp.syntax.kind, transaction: transaction, range: pp.syntax.range)
        posting.isInferred = pp.syntax.amount == nil
        if let cost = pp.cost {
            posting.costIndex = Int32(journal.costs.count)
            journal.costs.append(cost)
        }
        if !pp.syntax.comments.isEmpty {
            posting.commentStart = Int32(journal.postingComments.count)
            posting.commentCount = Int16(clamping: pp.syntax.comments.count)
            journal.postingComments.append(contentsOf: pp.syntax.comments)
        }
        journal.postings.append(posting)
    }

    /// The total cost of a posting: `@ UNIT` times the quantity, or `@@ TOTAL`
    /// with the quantity's sign.
    mutating func costTotal(_ c: CostSyntax, of amount: Amount, in file: SourceFile) -> PostingCost? {
        let price = resolve(c.amount, in: file)
        if c.isTotal {
            let total = amount.quantity.isNegative ? price.quantity.negated() : price.quantity
            return PostingCost(total: Amount(total, price.commodity), unitPrice: nil)
        }
        guard let total = amount.quantity.multiplied(by: price.quantity) else {
            report(.error("amount-too-large", "the cost is too large to represent", at: SourceLocation(file: file.id, range: c.range)))
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
        var ok = true
        for kind in [PostingKind.real, .balancedVirtual] {
            ok = balanceGroup(&postings, kind: kind, header: header, file: file) && ok
        }
        // Unbalanced virtual postings with no amount count as zero.
        for i in postings.indices where postings[i].syntax.kind == .virtual && postings[i].amount == nil {
            postings[i].amount = Amount(.zero, .none)
        }
        return ok
    }

    private mutating func balanceGroup(_ postings: inout [PendingPosting], kind: PostingKind, header: SourceLocation, file: SourceFile) -> Bool {
        // Per commodity: the sum, and the precision its residual is judged at:
        // the most decimals of its posting amounts in this transaction (costs'
        // products carry more digits than anyone wrote), else of its costs.
        var sums: [(commodity: CommodityID, sum: Quantity, scale: UInt8)] = []
        var postedScale: [CommodityID: UInt8] = [:]
        var elided: Int?
        var costCount = 0
        for i in postings.indices where postings[i].syntax.kind == kind {
            guard let amount = postings[i].amount else {
                if let first = elided {
                    report(Diagnostic(.error, "multiple-elided-amounts", "more than one posting without an amount",
                                      at: SourceLocation(file: file.id, range: postings[i].syntax.account),
                                      label: "this one", hint: "give every posting but one an amount",
                                      notes: [.init("the first posting without an amount", at: SourceLocation(file: file.id, range: postings[first].syntax.account))]))
                    return false
                }
                elided = i
                continue
            }
            postedScale[amount.commodity] = max(postedScale[amount.commodity] ?? 0, amount.quantity.scale)
            let weight = postings[i].cost?.total ?? amount
            let scale = postings[i].cost == nil ? amount.quantity.scale : postings[i].costScale
            if postings[i].cost != nil { costCount += 1 }
            if let k = sums.firstIndex(where: { $0.commodity == weight.commodity }) {
                guard let s = sums[k].sum.adding(weight.quantity) else { return overflow(header) }
                sums[k].sum = s
                sums[k].scale = max(sums[k].scale, scale)
            } else {
                sums.append((weight.commodity, weight.quantity, scale))
            }
        }
        for k in sums.indices { if let s = postedScale[sums[k].commodity] { sums[k].scale = s } }
        if let e = elided {
            let nonzero = sums.filter { !$0.sum.isZero }
            if nonzero.isEmpty {
                postings[e].amount = Amount(.zero, sums.first?.commodity ?? .none)
            } else {
                postings[e].amount = Amount(nonzero[0].sum.negated(), nonzero[0].commodity)
                // One more posting per further commodity, after the elided one.
                var insertAt = e + 1
                for extra in nonzero.dropFirst() {
                    var copy = postings[e]
                    copy.amount = Amount(extra.sum.negated(), extra.commodity)
                    postings.insert(copy, at: insertAt)
                    insertAt += 1
                }
            }
            return true
        }
        let residual = sums.filter { !$0.sum.rounded(toScale: $0.scale).isZero }
        if residual.isEmpty { return true }
        if residual.count == 2 && costCount == 0 && residual[0].sum.signum != residual[1].sum.signum {
            addImpliedCosts(&postings, kind: kind, from: residual[0], to: residual[1])
            return true
        }
        let shown = residual.map { format(Amount($0.sum, $0.commodity)) }.joined(separator: ", ")
        report(Diagnostic(.error, "unbalanced-transaction", "transaction does not balance: the postings add up to \(shown)",
                          at: header, label: "off by \(shown)",
                          hint: residual.count == 1
                            ? "fix an amount so they add up to zero, or leave one posting's amount out to have it inferred"
                            : "amounts in different commodities need a cost (@ or @@) to balance"))
        return false
    }

    /// A transaction of two commodities and no written cost balances by
    /// conversion: each posting of the first commodity gets its share of
    /// the other side as its cost.
    private func addImpliedCosts(_ postings: inout [PendingPosting], kind: PostingKind,
                                 from a: (commodity: CommodityID, sum: Quantity, scale: UInt8),
                                 to b: (commodity: CommodityID, sum: Quantity, scale: UInt8)) {
        for i in postings.indices where postings[i].syntax.kind == kind && postings[i].amount?.commodity == a.commodity {
            let q = postings[i].amount!.quantity
            guard let share = q.multiplied(by: b.sum.negated()), let total = share.divided(by: a.sum, scale: max(b.scale, 2) + 4) else { continue }
            postings[i].cost = PostingCost(total: Amount(total.normalized(), b.commodity), unitPrice: nil)
        }
    }

    mutating func overflow(_ at: SourceLocation) -> Bool {
        report(.error("amount-too-large", "the sum of this transaction's amounts is too large to represent", at: at))
        return false
    }

    /// An amount for a message: `12.50 EUR`, `$-3`.
    func format(_ a: Amount) -> String {
        let symbol = journal.commodities.symbol(a.commodity)
        let number = a.quantity.description
        if symbol.isEmpty { return number }
        let style = journal.commodities.style(a.commodity)
        let quoted = symbol.contains(where: { $0 == " " || $0.isNumber }) ? "\"\(symbol)\"" : symbol
        return style.symbolOnLeft ? "\(quoted)\(style.spaced ? " " : "")\(number)" : "\(number) \(quoted)"
    }
}
