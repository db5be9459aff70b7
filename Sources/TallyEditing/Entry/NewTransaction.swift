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
        var out = bytes
        let offset = insert(text, into: &out, at: at, lineEnding: lineEnding)
        return (out, offset)
    }

    /// Inserts `text` as `inserting` does, into `bytes` itself (a file's
    /// text is not copied when it has room); returns where `text` starts.
    package static func insert(_ text: [UInt8], into bytes: inout [UInt8], at: Int, lineEnding: [UInt8]) -> Int {
        let (piece, offset) = piece(text, in: bytes, at: at, before: bytes[at...], lineEnding: lineEnding)
        bytes.replaceSubrange(at..<at, with: piece)
        return offset
    }

    /// What `insert` puts in at `at` of `bytes`: `text` with the line
    /// endings that set it off, and where `text` starts (counted in
    /// `bytes`). Only the bytes before `at` are read of `bytes`; `following`
    /// is what will come after the inserted text: the rest of `bytes`, or
    /// as much of it as holds its first line.
    package static func piece(_ text: [UInt8], in bytes: [UInt8], at: Int, before following: ArraySlice<UInt8>,
                              lineEnding: [UInt8]) -> (bytes: [UInt8], offset: Int) {
        let bomEnd = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var piece: [UInt8] = []
        if at > bomEnd {
            // The blank lines before `text` depend on the last line before it only.
            var lineStart = at - 1
            while lineStart > bomEnd && bytes[lineStart - 1] != 10 { lineStart -= 1 }
            var last = Array(bytes[lineStart..<at])
            if last.last != 10 {
                last.append(contentsOf: lineEnding)
                piece.append(contentsOf: lineEnding)
            }
            if !endsWithBlankLine(last, from: 0) { piece.append(contentsOf: lineEnding) }
        }
        let offset = at + piece.count
        piece.append(contentsOf: text)
        if !following.isEmpty && !startsWithBlankLine(following) { piece.append(contentsOf: lineEnding) }
        return (piece, offset)
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
