import TallyEditing
import TallyEngine
import TallyImport
import TallyLocale
import TallySyntax
import TallyValues

/// Imported transactions as journal text, laid out like the file they go
/// into (or in Tally's canonical layout, for `--dry-run` without a journal),
/// each amount in its commodity's style in that journal.
package struct ImportText {
    package var layout: FileLayout
    /// The journal the text goes into, for its commodities' styles.
    package var journal: Journal?

    package init(layout: FileLayout, journal: Journal?) {
        self.layout = layout
        self.journal = journal
    }

    /// `q` of `symbol` as this journal writes it; unknown commodities in a
    /// plain style with the file's decimal mark.
    package func amount(_ q: Quantity, _ symbol: String) -> [UInt8] {
        if let journal, let id = journal.commodities.lookup(symbol), symbol.isEmpty || id != .none {
            return layout.written(q, id, in: journal)
        }
        let left = symbol.unicodeScalars.count == 1 && !symbol.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
        let style = AmountStyle(symbolOnLeft: left, spaced: !left, decimalMark: layout.decimalMark == 0 ? UInt8(ascii: ".") : layout.decimalMark,
                                groupMark: 0, precision: q.scale)
        var out: [UInt8] = []
        AmountFormatter.append(q, symbol: Array(symbol.utf8)[...], style: style, scale: q.scale, to: &out, grouping: false)
        return out
    }

    private func written(_ a: StatementAmount) -> [UInt8] {
        var out = amount(a.quantity, a.commodity)
        if let c = a.cost {
            out.append(contentsOf: (c.isTotal ? " @@ " : " @ ").utf8)
            out.append(contentsOf: amount(c.isTotal ? c.quantity.magnitude : c.quantity, c.commodity))
        }
        return out
    }

    /// The lines of one transaction, without line endings.
    package func lines(_ t: ImportedTransaction) -> [[UInt8]] {
        var header: [UInt8] = []
        t.date.appendISO(to: &header)
        if let d2 = t.date2 {
            header.append(UInt8(ascii: "="))
            d2.appendISO(to: &header)
        }
        if !t.status.isEmpty { header.append(contentsOf: (" " + t.status).utf8) }
        let description = ImportText.safe(t.description)
        if !t.code.isEmpty || ImportText.needsCode(description, status: t.status) { header.append(contentsOf: " (\(t.code))".utf8) }
        if !description.isEmpty { header.append(contentsOf: (" " + description).utf8) }
        var commentLines = t.comment.split(separator: "\n", omittingEmptySubsequences: false).map { RulesParser.trimmed(String($0)) }
        if commentLines.allSatisfy(\.isEmpty) { commentLines = [] }
        if let first = commentLines.first, !first.isEmpty {
            header.append(contentsOf: "  ; \(first)".utf8)
            commentLines.removeFirst()
        } else if !commentLines.isEmpty {
            commentLines.removeFirst()
        }
        var out = [header]
        for c in commentLines where !c.isEmpty { out.append(layout.postingIndent + Array("; \(c)".utf8)) }
        let shown = t.postings.map { p in (account: Array(ImportText.safe(p.account).utf8), amount: p.amount.map(written)) }
        let column = layout.column(for: shown)
        for (p, s) in zip(t.postings, shown) {
            var rest: [UInt8] = []
            if let b = p.balance {
                rest.append(contentsOf: (s.amount == nil ? "  \(t.balanceType) " : " \(t.balanceType) ").utf8)
                rest.append(contentsOf: written(b))
            }
            let comments = p.comment.split(separator: "\n").map { RulesParser.trimmed(String($0)) }.filter { !$0.isEmpty }
            if let first = comments.first { rest.append(contentsOf: "  ; \(first)".utf8) }
            out.append(layout.postingLine(account: s.account, amount: s.amount, rest: rest, column: s.amount == nil && p.balance == nil ? nil : column))
            for c in comments.dropFirst() { out.append(layout.postingIndent + Array("  ; \(c)".utf8)) }
        }
        return out
    }

    package func text(_ t: ImportedTransaction) -> [UInt8] {
        var out: [UInt8] = []
        for line in lines(t) {
            out.append(contentsOf: line)
            out.append(contentsOf: layout.lineEnding)
        }
        return out
    }

    /// A description that starts with `(`, or with `*` or `!` where no
    /// status is written, would read back as a code or a status mark; an
    /// empty code `()` before it (status, code, description, in that order)
    /// makes it read back as the description it is.
    package static func needsCode(_ description: String, status: String) -> Bool {
        let first = description.drop { $0 == " " }.first
        return first == "(" || (status.isEmpty && (first == "*" || first == "!"))
    }

    /// Why a row cannot be written so that it reads back as itself: a `;`
    /// in its description starts a comment, a `)` in its code ends the code
    /// (the grammar escapes neither).
    package static func unwritable(_ t: ImportedTransaction, _ m: Messages) -> (message: String, hint: String)? {
        if t.description.contains(";") {
            return (m.text(.importDescriptionSemicolon, String(t.line), t.description), m[.importRewriteHint])
        }
        if t.code.contains(")") { return (m.text(.importCodeParen, String(t.line), t.code), m[.importRewriteHint]) }
        return nil
    }

    /// Text made safe for one line: line breaks and tabs become spaces.
    package static func safe(_ s: String) -> String {
        String(s.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\t" ? " " : $0 })
    }
}
