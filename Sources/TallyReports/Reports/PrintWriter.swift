import TallyEngine
import TallySyntax
import TallyValues

/// Writes transactions back as journal text, normalised: every amount
/// explicit (inferred ones included), costs and assertions kept, comments
/// kept, amounts aligned per transaction. Tally reads the output back to
/// the same balances.
package struct PrintWriter {
    /// Digit groups in amounts; plain journals leave them out so that no
    /// other reader can take a group mark for a decimal mark.
    var grouping = true
    /// Postings an automated transaction added are written too. ledger's
    /// print and hledger's (without `--auto`) leave them out, writing each
    /// transaction's postings as the journal has them.
    package var keepsAutomated = false

    package init(keepsAutomated: Bool = false) { self.keepsAutomated = keepsAutomated }

    /// The transactions the query selects, or with `only` just that one
    /// (an index into `journal.transactions`).
    package func text(_ journal: Journal, query: ReportQuery, only: Int? = nil) -> [UInt8] {
        ChunkedOutput.collect { write(journal, query: query, only: only, to: $0) }
    }

    /// The text handed to `sink` in chunks as it is written.
    package func write(_ journal: Journal, query: ReportQuery, only: Int? = nil, to sink: ([UInt8]) -> Void) {
        let matcher = ReportQuery.Matcher(query, journal)
        let f = AmountFormatter(journal.commodities)
        var out: [UInt8] = []
        // Commodities with a decimal comma are declared first, so that an
        // amount like 1.000,500 reads back the same way; so are those
        // grouped by commas with no decimals, since hledger reads a lone
        // `$30,000` as 30.000.
        var declared = false
        for c in 1..<journal.commodities.count {
            let id = CommodityID(Int32(c))
            let style = journal.commodities.style(id)
            let commaGroups = style.precision == 0 && style.groupMark == UInt8(ascii: ",")
            guard style.decimalMark == UInt8(ascii: ",") || commaGroups else { continue }
            out.append(contentsOf: "commodity ".utf8)
            // A sample that is not ambiguous itself: `1.000,00`, both marks;
            // or, with no decimals, `1.000.000,`, whose repeated `.` groups digits.
            let precision = style.precision
            let sample = precision == 0 ? Quantity(1_000_000) : Quantity(1_000).rescaled(to: precision) ?? Quantity(1_000)
            // Digits grouped by spaces stay so: `1 000,00`, `1 000 000`.
            let group = commaGroups || style.groupMark == UInt8(ascii: " ") ? style.groupMark : UInt8(ascii: ".")
            var text: [UInt8] = []
            f.appendSample(sample, id, groupMark: group, to: &text)
            // No decimals: the decimal mark still ends the number (`$1,000,000.`,
            // `1.000.000, EUR`), as hledger asks of a commodity directive.
            if precision == 0, let last = text.lastIndex(where: { $0 >= 48 && $0 <= 57 }) {
                text.insert(style.decimalMark, at: last + 1)
            }
            out.append(contentsOf: text)
            out.append(contentsOf: journal.commodities.spellingComment(of: id).utf8)
            out.append(10)
            declared = true
        }
        if declared { out.append(10) }
        if let only {
            var layout = PostingLayout()
            appendTransaction(journal.transactions[only], journal, f, &layout, to: &out)
        } else {
            appendTransactions(journal, matcher, f, to: &out, sink)
        }
        ChunkedOutput.finish(&out, sink)
    }

    /// The matching transactions, handed to `sink` in chunks (what is left
    /// stays in `out`).
    func appendTransactions(_ journal: Journal, _ matcher: ReportQuery.Matcher, _ f: AmountFormatter, to out: inout [UInt8],
                            _ sink: ([UInt8]) -> Void) {
        var firstTransaction = true
        var layout = PostingLayout()
        for t in journal.transactions where matcher.matches(transaction: t) {
            guard matcher.matchesWhole(transaction: t) else { continue }
            if !firstTransaction { out.append(10) }
            firstTransaction = false
            appendTransaction(t, journal, f, &layout, to: &out)
            ChunkedOutput.flushIfFull(&out, sink)
        }
    }

    /// One transaction's posting columns, reused from one transaction to
    /// the next: every name, amount and rest in one buffer.
    struct PostingLayout {
        var bytes: [UInt8] = []
        /// Per posting: where its name, amount and rest end in `bytes`, and their widths.
        var ends: [(name: Int, amount: Int, rest: Int, nameWidth: Int, amountWidth: Int)] = []
        /// The rows of the postings written.
        var rows: [Int] = []
    }

    private func appendTransaction(_ t: Transaction, _ journal: Journal, _ f: AmountFormatter, _ layout: inout PostingLayout,
                                   to out: inout [UInt8]) {
        let file = journal.file(t.file)
        t.date.appendISO(to: &out)
        if let d2 = t.secondaryDate {
            out.append(UInt8(ascii: "="))
            d2.appendISO(to: &out)
        }
        switch t.status {
        case .cleared: out.append(contentsOf: " *".utf8)
        case .pending: out.append(contentsOf: " !".utf8)
        case .unmarked: break
        }
        if let code = t.code {
            out.append(contentsOf: " (".utf8)
            out.append(contentsOf: file.slice(code))
            out.append(UInt8(ascii: ")"))
        }
        if !t.description.isEmpty {
            out.append(32)
            out.append(contentsOf: file.slice(t.description))
        }
        appendComments(journal.transactionComments, start: t.commentStart, count: t.commentCount, file, indent: 4, to: &out)
        // Column layout for this transaction.
        layout.bytes.removeAll(keepingCapacity: true)
        layout.ends.removeAll(keepingCapacity: true)
        var nameWidth = 0, amountWidth = 0
        // The rows written: the transaction's, less those automated
        // transactions added when they are left out.
        let leavesOut = !keepsAutomated && !journal.automatedPostings.isEmpty
        if leavesOut {
            layout.rows.removeAll(keepingCapacity: true)
            for pi in t.postingIndices where !journal.isAutomated(posting: pi) { layout.rows.append(pi) }
        }
        let first = t.postingIndices.lowerBound
        let written = leavesOut ? layout.rows.count : t.postingIndices.count
        for k in 0..<written {
            let pi = leavesOut ? layout.rows[k] : first + k
            let p = journal.postings[pi]
            let start = layout.bytes.count
            switch p.status {
            case .cleared: layout.bytes.append(contentsOf: "* ".utf8)
            case .pending: layout.bytes.append(contentsOf: "! ".utf8)
            case .unmarked: break
            }
            let accountName = journal.accounts.nameBytes(p.account)
            switch p.kind {
            case .real: layout.bytes.append(contentsOf: accountName)
            case .virtual: Self.appendVirtual(accountName, open: UInt8(ascii: "("), close: UInt8(ascii: ")"), to: &layout.bytes)
            case .balancedVirtual: Self.appendVirtual(accountName, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), to: &layout.bytes)
            }
            let nameEnd = layout.bytes.count
            f.append(p.quantity, p.commodity, to: &layout.bytes, grouping: grouping, exact: true)
            let amountEnd = layout.bytes.count
            if let cost = journal.cost(of: p) {
                if let unit = cost.unitPrice {
                    layout.bytes.append(contentsOf: " @ ".utf8)
                    f.append(unit.quantity, unit.commodity, to: &layout.bytes, grouping: grouping, exact: true)
                } else {
                    // `@@ TOTAL` takes the quantity's sign when read, so it is written
                    // with that sign taken back out: `-1 EUR @@ -2 USD` stays as written.
                    layout.bytes.append(contentsOf: " @@ ".utf8)
                    let written = p.quantity.isNegative ? cost.total.quantity.negated() : cost.total.quantity
                    f.append(written, cost.total.commodity, to: &layout.bytes, grouping: grouping, exact: true)
                }
            }
            if let a = journal.assertions[Int32(pi)] {
                layout.bytes.append(contentsOf: (a.isSole ? " ==" : " =").utf8)
                if a.includesSubaccounts { layout.bytes.append(UInt8(ascii: "*")) }
                layout.bytes.append(32)
                if grouping || !PlainJournalWriter.appendAssertionAmount(a.amount, file, journal, f, to: &layout.bytes) {
                    layout.bytes.append(contentsOf: file.slice(a.amount.range))
                }
            }
            let nw = DisplayWidth.of(layout.bytes[start..<nameEnd])
            let aw = DisplayWidth.of(layout.bytes[nameEnd..<amountEnd])
            nameWidth = max(nameWidth, nw)
            amountWidth = max(amountWidth, aw)
            layout.ends.append((nameEnd, amountEnd, layout.bytes.count, nw, aw))
        }
        var start = 0
        for k in 0..<written {
            let pi = leavesOut ? layout.rows[k] : first + k
            let e = layout.ends[k]
            out.append(contentsOf: "    ".utf8)
            out.append(contentsOf: layout.bytes[start..<e.name])
            TextLayout.pad(&out, nameWidth - e.nameWidth + 2 + amountWidth - e.amountWidth)
            out.append(contentsOf: layout.bytes[e.name..<e.rest])
            start = e.rest
            let p = journal.postings[pi]
            appendComments(journal.postingComments, start: p.commentStart, count: p.commentCount, file, indent: 8, to: &out)
        }
    }

    /// Ends the line with the first of the comments `start..<start+count`
    /// (`  ; text`) and writes each further one on its own line, indented
    /// by `indent` spaces.
    private func appendComments(_ comments: [TextRange], start: Int32, count: Int16, _ file: SourceFile,
                                indent: Int, to out: inout [UInt8]) {
        let range = Int(start)..<Int(start) + Int(count)
        if let first = range.first {
            out.append(contentsOf: "  ;".utf8)
            appendComment(file.slice(comments[first]), to: &out)
        }
        out.append(10)
        for c in range.dropFirst() {
            TextLayout.pad(&out, indent)
            out.append(UInt8(ascii: ";"))
            appendComment(file.slice(comments[c]), to: &out)
            out.append(10)
        }
    }

    private func appendComment(_ text: Slice<SourceBytes>, to out: inout [UInt8]) {
        if !text.isEmpty {
            out.append(32)
            out.append(contentsOf: text.drop { $0 == 32 || $0 == 9 })
        }
    }

    /// A virtual posting's account in `open`…`close`. Reading takes off up
    /// to two more pairs of parentheses or brackets around a name (hledger
    /// reads `[(a)]` as `a`), so a name that is itself in such a pair, like
    /// `(a)`, is written inside two more: `[(((a)))]` reads back as `(a)`.
    static func appendVirtual(_ name: ArraySlice<UInt8>, open: UInt8, close: UInt8, to out: inout [UInt8]) {
        let wrapped = name.count >= 2 && ((name.first == UInt8(ascii: "(") && name.last == UInt8(ascii: ")"))
            || (name.first == UInt8(ascii: "[") && name.last == UInt8(ascii: "]")))
        out.append(open)
        if wrapped { out.append(contentsOf: "((".utf8) }
        out.append(contentsOf: name)
        if wrapped { out.append(contentsOf: "))".utf8) }
        out.append(close)
    }
}
