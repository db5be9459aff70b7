import TallySyntax
import TallyValues

/// The journal text of one occurrence of a recurring rule: a transaction on
/// its due date, described by the rule's name, tagged with the rule and the
/// date, with the rule's posting lines copied as written.
///
/// ```ledger
/// 2026-12-01 Rent  ; recurring:Rent, due:2026-12-01
///     Expenses:Rent        1,450.00 USD
///     Assets:Checking
/// ```
///
/// `tally post-due` appends this text to the ledger; forecasts build their
/// transactions over the same text, so both read the same way.
package enum OccurrenceText {
    /// Where the parts of an appended entry are.
    package struct Ranges: Sendable {
        package var entry: TextRange
        package var date: TextRange
        package var description: TextRange
        /// The header comment, after the `;`.
        package var comment: TextRange
        /// Per template posting (by index in `RecurringRule.postings`): the
        /// posting line and its comments.
        package var postings: [(line: TextRange, comments: [TextRange])]
    }

    /// Appends the occurrence of `rule` due on `due`, ending every line with
    /// `newline`, and returns where its parts are in `out`.
    @discardableResult
    package static func append(_ rule: RecurringRule, due: Day, in journal: Journal, newline: [UInt8] = [10],
                              to out: inout [UInt8]) -> Ranges {
        let source = journal.file(rule.file).bytes
        let start = out.count
        due.appendISO(to: &out)
        let date = TextRange(start, out.count)
        out.append(32)
        let descriptionStart = out.count
        out.append(contentsOf: rule.name.utf8)
        let description = TextRange(descriptionStart, out.count)
        out.append(contentsOf: "  ;".utf8)
        let commentStart = out.count
        out.append(contentsOf: " recurring:\(rule.name), due:".utf8)
        due.appendISO(to: &out)
        let comment = TextRange(commentStart, out.count)
        out.append(contentsOf: newline)
        var postings: [(line: TextRange, comments: [TextRange])] = []
        for (_, _, syntax) in rule.postings {
            out.append(contentsOf: "    ".utf8)
            let lineStart = out.count
            out.append(contentsOf: source[syntax.range.range])
            let line = TextRange(lineStart, out.count)
            out.append(contentsOf: newline)
            var comments: [TextRange] = []
            for c in syntax.comments {
                if c.start >= syntax.range.start && c.end <= syntax.range.end {
                    // On the posting line: the same place in the copy.
                    comments.append(TextRange(lineStart + Int(c.start - syntax.range.start), lineStart + Int(c.end - syntax.range.start)))
                } else {
                    out.append(contentsOf: "    ;".utf8)
                    let s = out.count
                    out.append(contentsOf: source[c.range])
                    comments.append(TextRange(s, out.count))
                    out.append(contentsOf: newline)
                }
            }
            postings.append((line, comments))
        }
        return Ranges(entry: TextRange(start, out.count), date: date, description: description, comment: comment, postings: postings)
    }
}
