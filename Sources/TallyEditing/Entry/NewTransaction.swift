import TallySyntax
import TallyValues

/// A transaction Tally writes into a file (`add`, the opening and closing
/// balances of `archive`), laid out like the file it goes into.
package struct NewTransaction {
    package struct Posting {
        package var account: String
        /// The amount as it is written, in its commodity's style; `nil` to
        /// leave it for Tally to infer.
        package var amount: [UInt8]?
        /// What follows the amount: ` = $100.00`, `  ; note`.
        package var rest: [UInt8] = []
    }

    package var date: Day
    package var status: Status = .unmarked
    package var description: String
    /// The header's comment, without the `;`.
    package var comment: String?
    package var postings: [Posting]

    /// The lines, without line endings.
    package func lines(layout: FileLayout) -> [[UInt8]] {
        var header: [UInt8] = []
        date.appendISO(to: &header)
        switch status {
        case .cleared: header.append(contentsOf: " *".utf8)
        case .pending: header.append(contentsOf: " !".utf8)
        case .unmarked: break
        }
        if !description.isEmpty {
            header.append(32)
            header.append(contentsOf: description.utf8)
        }
        if let comment {
            header.append(contentsOf: "  ; ".utf8)
            header.append(contentsOf: comment.utf8)
        }
        let column = layout.column(for: postings.map { (Array($0.account.utf8), $0.amount) })
        return [header] + postings.map { p in
            layout.postingLine(account: Array(p.account.utf8), amount: p.amount, rest: p.rest, column: column)
        }
    }

    /// The text, every line ended with the file's line ending.
    package func text(layout: FileLayout) -> [UInt8] {
        var out: [UInt8] = []
        for line in lines(layout: layout) {
            out.append(contentsOf: line)
            out.append(contentsOf: layout.lineEnding)
        }
        return out
    }
}

/// Inserting whole lines into a file without touching any other byte.
package enum TextInsertion {
    /// `bytes` with `text` inserted at the line start `at`, set off from
    /// the text around it by one blank line on each side (blank lines
    /// already there are used, not added to).
    package static func inserting(_ text: [UInt8], into bytes: [UInt8], at: Int, lineEnding: [UInt8]) -> (bytes: [UInt8], offset: Int) {
        let bomEnd = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var out = Array(bytes[..<at])
        if out.count > bomEnd {
            if out.last != 10 { out.append(contentsOf: lineEnding) }
            if !endsWithBlankLine(out, from: bomEnd) { out.append(contentsOf: lineEnding) }
        }
        let offset = out.count
        out.append(contentsOf: text)
        let rest = bytes[at...]
        if !rest.isEmpty && !startsWithBlankLine(rest) { out.append(contentsOf: lineEnding) }
        out.append(contentsOf: rest)
        return (out, offset)
    }

    /// Whether the last line of `bytes` (which ends with a line feed) is blank.
    package static func endsWithBlankLine(_ bytes: [UInt8], from start: Int) -> Bool {
        var i = bytes.count - 1          // the final line feed
        while i > start {
            let b = bytes[i - 1]
            if b == 10 { return true }
            if b != 32 && b != 9 && b != 13 { return false }
            i -= 1
        }
        return true
    }

    package static func startsWithBlankLine(_ bytes: ArraySlice<UInt8>) -> Bool {
        for b in bytes {
            if b == 10 { return true }
            if b != 32 && b != 9 && b != 13 { return false }
        }
        return true
    }
}
