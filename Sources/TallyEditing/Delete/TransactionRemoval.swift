import TallyEngine
import TallySyntax
import TallySystem
import TallyValues

/// Removes whole transactions from the files that hold them, keeping every
/// other byte: a transaction's lines go, and with them one blank line when
/// that keeps the blank lines around it as they were (one between entries,
/// none added or left doubled).
package struct TransactionRemoval {
    package let journal: Journal
    /// Indices into `journal.transactions`.
    package let removed: Set<Int>

    package init(journal: Journal, removed: Set<Int>) {
        self.journal = journal
        self.removed = removed
    }

    /// The new bytes of each file that loses a transaction, in file order.
    package func changes() -> [FileChange] {
        var ranges: [Int32: [Range<Int>]] = [:]
        for ti in removed.sorted() {
            let t = journal.transactions[ti]
            let bytes = journal.files[Int(t.file.index)].bytes
            ranges[t.file.index, default: []].append(Self.lines(of: t.range, in: bytes))
        }
        var result: [FileChange] = []
        for (file, cuts) in ranges.sorted(by: { $0.key < $1.key }) {
            let source = journal.files[Int(file)]
            var out: [UInt8] = []
            out.reserveCapacity(source.bytes.count)
            var at = 0
            for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.lowerBound >= at {
                out += source.bytes[at..<cut.lowerBound]
                at = cut.upperBound
            }
            out += source.bytes[at...]
            result.append(FileChange(path: source.path, old: source.bytes.array, new: out))
        }
        return result
    }

    /// The bytes to cut for a transaction: its lines with their line ends,
    /// and one neighbouring blank line when it stood between blank lines (or
    /// between a blank line and the file's end).
    static func lines(of range: TextRange, in bytes: SourceBytes) -> Range<Int> {
        var start = range.lowerBound
        while start > 0 && bytes[start - 1] != 10 { start -= 1 }
        var end = range.upperBound
        while end < bytes.count && bytes[end - 1] != 10 { end += 1 }
        if end > bytes.count { end = bytes.count }
        let blankBefore = start == 0 || isBlankLine(endingAt: start, in: bytes)
        if let next = blankLine(startingAt: end, in: bytes), blankBefore {
            end = next
        } else if end == bytes.count, start > 0, isBlankLine(endingAt: start, in: bytes) {
            start = lineStart(before: start, in: bytes)
        }
        return start..<end
    }

    /// The end of the blank line starting at `i`, if it is one.
    static func blankLine(startingAt i: Int, in bytes: SourceBytes) -> Int? {
        var j = i
        while j < bytes.count, bytes[j] == 32 || bytes[j] == 9 || bytes[j] == 13 { j += 1 }
        guard j < bytes.count, bytes[j] == 10, j > i || bytes[j] == 10 else { return nil }
        return j + 1
    }

    /// Whether the line that ends (with its line feed) just before `i` is blank.
    static func isBlankLine(endingAt i: Int, in bytes: SourceBytes) -> Bool {
        guard i > 0 else { return false }
        return bytes[lineStart(before: i, in: bytes)..<(i - 1)].allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 }
    }

    static func lineStart(before i: Int, in bytes: SourceBytes) -> Int {
        var s = i - 1
        while s > 0 && bytes[s - 1] != 10 { s -= 1 }
        return s
    }
}
