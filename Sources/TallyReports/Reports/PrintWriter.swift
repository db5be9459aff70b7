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

    package init() {}

    package func text(_ journal: Journal, query: ReportQuery) -> [UInt8] {
        let matcher = ReportQuery.Matcher(query, journal)
        let f = AmountFormatter(journal.commodities)
        var out: [UInt8] = []
        // Commodities with a decimal comma are declared first, so that an
        // amount like 1.000,500 reads back the same way.
        var declared = false
        for c in 1..<journal.commodities.count {
            let id = CommodityID(Int32(c))
            let style = journal.commodities.style(id)
            guard style.decimalMark == UInt8(ascii: ",") else { continue }
            out.append(contentsOf: "commodity ".utf8)
            // A sample that is not ambiguous itself: `1.000,00`, both marks;
            // or, with no decimals, `1.000.000`, whose repeated `.` groups digits.
            // With so many decimals that 1000 does not fit, `1,000…0`: a comma
            // followed by more than three digits is a decimal comma too.
            let precision = style.precision
            let one = Quantity.powerOfTen(Int(precision))
            let (thousand, overflow) = one.multipliedReportingOverflow(by: 1000)
            let sample = precision == 0 ? Quantity(1_000_000) : Quantity(units: overflow ? one : thousand, scale: precision)
            // Digits grouped by spaces stay so: `1 000,00`, `1 000 000`.
            f.appendSample(sample, id, groupMark: style.groupMark == UInt8(ascii: " ") ? style.groupMark : UInt8(ascii: "."), to: &out)
            out.append(10)
            declared = true
        }
        if declared { out.append(10) }
        appendTransactions(journal, matcher, f, to: &out)
        return out
    }

    func appendTransactions(_ journal: Journal, _ matcher: ReportQuery.Matcher, _ f: AmountFormatter, to out: inout [UInt8]) {
        var firstTransaction = true
        for t in journal.transactions where matcher.matches(transaction: t) {
            guard t.postingIndices.contains(where: { matcher.matches(posting: journal.postings[$0], in: t) }) else { continue }
            if !firstTransaction { out.append(10) }
            firstTransaction = false
            appendTransaction(t, journal, f, to: &out)
        }
    }

    private func appendTransaction(_ t: Transaction, _ journal: Journal, _ f: AmountFormatter, to out: inout [UInt8]) {
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
        let comments = (0..<Int(t.commentCount)).map { journal.transactionComments[Int(t.commentStart) + $0] }
        if let first = comments.first {
            out.append(contentsOf: "  ;".utf8)
            appendComment(file.slice(first), to: &out)
        }
        out.append(10)
        for c in comments.dropFirst() {
            out.append(contentsOf: "    ;".utf8)
            appendComment(file.slice(c), to: &out)
            out.append(10)
        }
        // Column layout for this transaction.
        var rendered: [(name: [UInt8], amount: [UInt8], rest: [UInt8], comments: [TextRange])] = []
        var parser = Parser(file: file, currentYear: t.date.year)
        for pi in t.postingIndices {
            let p = journal.postings[pi]
            var name: [UInt8] = []
            switch p.status {
            case .cleared: name.append(contentsOf: "* ".utf8)
            case .pending: name.append(contentsOf: "! ".utf8)
            case .unmarked: break
            }
            let accountName = journal.accounts.nameBytes(p.account)
            switch p.kind {
            case .real: name.append(contentsOf: accountName)
            case .virtual: name.append(UInt8(ascii: "(")); name.append(contentsOf: accountName); name.append(UInt8(ascii: ")"))
            case .balancedVirtual: name.append(UInt8(ascii: "[")); name.append(contentsOf: accountName); name.append(UInt8(ascii: "]"))
            }
            var amount: [UInt8] = []
            f.append(p.quantity, p.commodity, to: &amount, grouping: grouping, exact: true)
            var rest: [UInt8] = []
            if let cost = journal.cost(of: p) {
                if let unit = cost.unitPrice {
                    rest.append(contentsOf: " @ ".utf8)
                    f.append(unit.quantity, unit.commodity, to: &rest, grouping: grouping, exact: true)
                } else {
                    // `@@ TOTAL` takes the quantity's sign when read, so it is written
                    // with that sign taken back out: `-1 EUR @@ -2 USD` stays as written.
                    rest.append(contentsOf: " @@ ".utf8)
                    let written = p.quantity.isNegative ? cost.total.quantity.negated() : cost.total.quantity
                    f.append(written, cost.total.commodity, to: &rest, grouping: grouping, exact: true)
                }
            }
            if file.slice(p.range).contains(UInt8(ascii: "=")), let syntax = parser.reparsePosting(p.range), let a = syntax.assertion {
                rest.append(contentsOf: (a.isSole ? " ==" : " =").utf8)
                if a.includesSubaccounts { rest.append(UInt8(ascii: "*")) }
                rest.append(32)
                if grouping || !PlainJournalWriter.appendAssertionAmount(a.amount, file, journal, f, to: &rest) {
                    rest.append(contentsOf: file.slice(a.amount.range))
                }
            }
            let postingComments = (0..<Int(p.commentCount)).map { journal.postingComments[Int(p.commentStart) + $0] }
            rendered.append((name, amount, rest, postingComments))
        }
        let nameWidth = rendered.map { DisplayWidth.of($0.name) }.max() ?? 0
        let amountWidth = rendered.map { DisplayWidth.of($0.amount) }.max() ?? 0
        for r in rendered {
            out.append(contentsOf: "    ".utf8)
            out.append(contentsOf: r.name)
            TextLayout.pad(&out, nameWidth - DisplayWidth.of(r.name) + 2 + amountWidth - DisplayWidth.of(r.amount))
            out.append(contentsOf: r.amount)
            out.append(contentsOf: r.rest)
            if let first = r.comments.first {
                out.append(contentsOf: "  ;".utf8)
                appendComment(file.slice(first), to: &out)
            }
            out.append(10)
            for c in r.comments.dropFirst() {
                out.append(contentsOf: "        ;".utf8)
                appendComment(file.slice(c), to: &out)
                out.append(10)
            }
        }
    }

    private func appendComment(_ text: ArraySlice<UInt8>, to out: inout [UInt8]) {
        if !text.isEmpty {
            out.append(32)
            out.append(contentsOf: text.drop { $0 == 32 || $0 == 9 })
        }
    }
}
