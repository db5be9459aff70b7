import TallyEngine
import TallySyntax
import TallyValues

/// Writes the whole journal as plain ledger/hledger journal text: every
/// commodity declared with its decimal mark, accounts and categories as
/// `account` directives with their type as a tag, market prices, then the
/// transactions with every amount and cost explicit and no digit groups.
/// Tally's own directives (budgets, recurring rules, goals) are left out,
/// so hledger and ledger read the text to the same balances as Tally.
package struct PlainJournalWriter {
    package init() {}

    package func text(_ journal: Journal, query: ReportQuery) -> [UInt8] {
        ChunkedOutput.collect { write(journal, query: query, to: $0) }
    }

    /// The text handed to `sink` in chunks as it is written.
    package func write(_ journal: Journal, query: ReportQuery, to sink: ([UInt8]) -> Void) {
        let matcher = ReportQuery.Matcher(query, journal)
        let f = AmountFormatter(journal.commodities)
        var out: [UInt8] = []
        let left = [(journal.budgets.count, "budget"), (journal.recurringRules.count, "recurring rule"), (journal.goals.count, "goal")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        if !left.isEmpty {
            out.append(contentsOf: "; Plain journal written by tally print --plain; left out: \(left.joined(separator: ", ")).\n\n".utf8)
        }
        if appendCommodities(journal, f, to: &out) { out.append(10) }
        if appendAccounts(journal, to: &out) { out.append(10) }
        if appendPrices(journal, f, to: &out) { out.append(10) }
        // No rule is written, so the postings the rules added are.
        var writer = PrintWriter(keepsAutomated: true)
        writer.grouping = false
        writer.appendTransactions(journal, matcher, f, to: &out, sink)
        ChunkedOutput.finish(&out, sink)
    }

    /// `commodity 1000,00 EUR`, `commodity $1000.`, `commodity 1000. JPY`:
    /// the decimal mark is always written (hledger asks for it), digit
    /// groups never (amounts are written without them).
    private func appendCommodities(_ journal: Journal, _ f: AmountFormatter, to out: inout [UInt8]) -> Bool {
        guard journal.commodities.count > 1 else { return false }
        for c in 1..<journal.commodities.count {
            let id = CommodityID(Int32(c))
            var style = journal.commodities.style(id)
            let mark = style.decimalMark == 0 ? UInt8(ascii: ".") : style.decimalMark
            style.decimalMark = mark
            var sample: [UInt8] = []
            // 1000 in the commodity's precision.
            AmountFormatter.append(Quantity(1_000).rescaled(to: style.precision) ?? Quantity(1_000),
                                   symbol: journal.commodities.symbolBytes(id), style: style, scale: style.precision, to: &sample, grouping: false)
            if style.precision == 0, let last = sample.lastIndex(where: { $0 >= 0x30 && $0 <= 0x39 }) {
                sample.insert(mark, at: last + 1)
            }
            out.append(contentsOf: "commodity ".utf8)
            out.append(contentsOf: sample)
            out.append(contentsOf: journal.commodities.spellingComment(of: id).utf8)
            out.append(10)
        }
        return true
    }

    /// Declared accounts, then categories, each once, with hledger's type tag.
    private func appendAccounts(_ journal: Journal, to out: inout [UInt8]) -> Bool {
        var written = Set<Int32>()
        var any = false
        let categoryTypes = journal.categories.map { c -> (AccountID, AccountType?) in
            switch c.type {
            case .expense: (c.account, .expense)
            case .income: (c.account, .income)
            }
        }
        let accounts = journal.declarations.map { ($0.account, journal.type(of: $0.account)) } + categoryTypes
        for (account, type) in accounts where written.insert(account.index).inserted {
            any = true
            out.append(contentsOf: "account ".utf8)
            out.append(contentsOf: journal.accounts.nameBytes(account))
            if let type {
                out.append(contentsOf: "  ; type: ".utf8)
                out.append(contentsOf: Self.hledgerType(type).utf8)
            }
            out.append(10)
        }
        return any
    }

    static func hledgerType(_ type: AccountType) -> String {
        switch type {
        case .asset: "Asset"
        case .liability: "Liability"
        case .equity: "Equity"
        case .income: "Revenue"
        case .expense: "Expense"
        }
    }

    private func appendPrices(_ journal: Journal, _ f: AmountFormatter, to out: inout [UInt8]) -> Bool {
        for p in journal.prices {
            out.append(contentsOf: "P ".utf8)
            p.date.appendISO(to: &out)
            out.append(32)
            let symbol = journal.commodities.symbolBytes(p.commodity)
            let quoted = ByteClassPublic.symbolNeedsQuotes(symbol)
            if quoted { out.append(UInt8(ascii: "\"")) }
            out.append(contentsOf: symbol)
            if quoted { out.append(UInt8(ascii: "\"")) }
            out.append(32)
            f.append(p.price.quantity, p.price.commodity, to: &out, grouping: false, exact: true)
            out.append(10)
        }
        return !journal.prices.isEmpty
    }
}

extension PlainJournalWriter {
    /// A balance assertion's amount without digit groups, read as the
    /// journal read it (`68.000 VND` under a decimal comma is 68000); false
    /// when its commodity is not found by symbol, to keep the text as written.
    static func appendAssertionAmount(_ a: AmountSyntax, _ file: SourceFile, _ journal: Journal, _ f: AmountFormatter,
                                      to out: inout [UInt8]) -> Bool {
        guard !a.commodity.isEmpty, let c = journal.commodities.lookup(String(decoding: file.slice(a.commodity), as: UTF8.self)) else { return false }
        var q = a.quantity
        if let alternative = a.alternativeScale {
            let known = journal.commodities.style(c).decimalMark
            let mark = a.style.decimalMark != 0 ? a.style.decimalMark : a.style.groupMark
            let readAsDecimal = a.style.decimalMark != 0
            if known != 0 && (known == mark) != readAsDecimal { q = q.reinterpreted(scale: alternative) }
        }
        f.append(q, c, to: &out, grouping: false, exact: true)
        return true
    }
}
