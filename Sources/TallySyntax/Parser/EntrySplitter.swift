/// Cuts a file into chunks that parse independently: each chunk but the
/// first starts at a transaction's first line (a digit in column 0) outside
/// a `comment … end comment` or `test … end test` block, which is where the
/// parser starts a new entry whatever came before. The loader parses the
/// chunks of a large file in parallel.
///
/// - Complexity: O(n) over all calls; eight bytes at a time between lines.
package struct EntrySplitter: Sendable {
    let bytes: SourceBytes
    /// Where the next chunk starts.
    package private(set) var position = 0
    /// The keyword of the open comment block (`comment` or `test`), if any.
    private var openBlock: [UInt8]?

    package init(bytes: SourceBytes) {
        self.bytes = bytes
    }

    package init(bytes: [UInt8]) {
        self.init(bytes: SourceBytes(bytes))
    }

    /// The next chunk: from `position` to the first transaction line at
    /// least `size` bytes further, or to the end of the file; `nil` at the end.
    package mutating func next(size: Int) -> Range<Int>? {
        let n = bytes.count
        guard position < n else { return nil }
        let start = position
        let target = start + max(1, size)
        var p = start
        while p < n {
            if openBlock == nil {
                p = Self.skipPlainLines(in: bytes, from: p, start: start, target: target)
                guard p < n else { break }
            }
            if p >= target && p > start && openBlock == nil && ByteClass.isDigit(bytes[p]) { break }
            let newline = Self.newline(in: bytes, from: p)
            // Only a line starting with `c` or `t`, or any line inside a block, can open or close one.
            if openBlock != nil || bytes[p] == UInt8(ascii: "c") || bytes[p] == UInt8(ascii: "t") {
                noteLine(p, contentEnd: newline > p && bytes[newline - 1] == ByteClass.carriageReturn ? newline - 1 : newline)
            }
            p = newline + 1
        }
        position = min(p, n)
        return start..<position
    }

    /// Opens or closes a comment block as `Parser.parseCommentBlock` does.
    private mutating func noteLine(_ start: Int, contentEnd: Int) {
        let bytes = self.bytes
        ByteView.with(bytes) { noteLine(start, contentEnd: contentEnd, in: $0) }
    }

    private mutating func noteLine(_ start: Int, contentEnd: Int, in base: ByteView) {
        var c = Cursor(bytes: base, pos: start, end: contentEnd)
        if let keyword = openBlock {
            guard c.atKeyword("end") else { return }
            c.advance(3)
            c.skipBlanks()
            let rest = c.restTrimmed(from: c.pos)
            if rest.isEmpty || bytes[rest.range].elementsEqual(keyword) { openBlock = nil }
            return
        }
        let first = bytes[start]
        guard first == UInt8(ascii: "c") || first == UInt8(ascii: "t") else { return }
        let word = c.scanWord()
        if bytes[word.range].elementsEqual("comment".utf8) || bytes[word.range].elementsEqual("test".utf8) {
            openBlock = Array(bytes[word.range])
        }
    }

    /// Outside a comment block: the start of the first line from `p` on that
    /// may open one (it starts with `c` or `t`) or where the chunk may end
    /// (a digit at or after `target`); the end of the file when there is none.
    static func skipPlainLines(in bytes: SourceBytes, from p: Int, start: Int, target: Int) -> Int {
        ByteView.with(bytes) { raw in
            let n = raw.count
            var p = p
            while p < n {
                let b = raw[p]
                if b == UInt8(ascii: "c") || b == UInt8(ascii: "t") { return p }
                if p >= target && p > start && ByteClass.isDigit(b) { return p }
                p = raw.first(ByteClass.newline, from: p) + 1
            }
            return n
        }
    }

    /// The offset of the next line feed at or after `p`, or the end of the file.
    static func newline(in bytes: SourceBytes, from p: Int) -> Int {
        ByteLanes.first(ByteClass.newline, in: bytes, from: p)
    }
}
