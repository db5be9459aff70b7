/// The lexer's byte scans, eight bytes a step: the one place in
/// TallySyntax (with `SourceBytes`, which owns the memory) that reads a
/// file through a pointer. Everything here has a plain reference
/// implementation in `ByteScanningTests`, which compares the two on
/// generated text.
///
/// `ByteView` is how the parser and its cursors see a file. It holds a
/// pointer past the call that made it, so it has an owner: a view made by
/// `init(pinning:)` is valid while the `SourceBytes` it was made from (any
/// copy of them) lives, since their memory never moves; whoever makes one
/// keeps those bytes alive in a stored property or with
/// `withExtendedLifetime` across every use (`Parser` holds `bytes`,
/// `TimedotParser.parse` its file's). `with(_:_:)` gives a view only
/// inside a closure.
struct ByteView: RandomAccessCollection {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    private init(buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    /// A view of `bytes`, valid while they live (see the type's comment).
    init(pinning bytes: SourceBytes) {
        buffer = UnsafeBufferPointer(start: bytes.base, count: bytes.count)
    }

    /// Calls `body` with a view of `bytes`, valid only inside it.
    static func with<R>(_ bytes: SourceBytes, _ body: (ByteView) -> R) -> R {
        bytes.withUnsafeBufferPointer { body(ByteView(buffer: $0)) }
    }

    /// Calls `body` with a view of `bytes`, valid only inside it.
    static func with<R>(_ bytes: [UInt8], _ body: (ByteView) -> R) -> R {
        bytes.withUnsafeBufferPointer { body(ByteView(buffer: $0)) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }
    @inline(__always) func index(after i: Int) -> Int { i + 1 }
    @inline(__always) func index(before i: Int) -> Int { i - 1 }

    /// The byte at `i`, which callers keep inside the bytes (a cursor
    /// never reads past its line's end).
    @inline(__always) subscript(i: Int) -> UInt8 { buffer[i] }

    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try body(buffer)
    }

    @inline(__always) private func word(_ i: Int) -> UInt64 {
        UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: i, as: UInt64.self)
    }

    /// The offset of the first byte `b` at or after `p`, or `count`.
    func first(_ b: UInt8, from p: Int) -> Int {
        ByteLanes.first(b, in: UnsafeRawBufferPointer(buffer), from: p)
    }

    /// The first offset from `start` (before `end`) that is not a space or a tab.
    @inline(__always) func skipBlanks(from start: Int, to end: Int) -> Int {
        var i = start
        // Runs of spaces (the padding before an amount) eight at a time.
        while i + 8 <= end && word(i) == 0x2020_2020_2020_2020 { i += 8 }
        while i < end && ByteClass.isBlank(buffer[i]) { i += 1 }
        return i
    }

    /// Where the field from `start` stops (a tab, two spaces, a space and
    /// a tab, or `end`), and where it ends without its trailing blanks.
    func fieldEnd(from start: Int, to end: Int) -> (stop: Int, trimmed: Int) {
        var i = start
        while i < end {
            // Eight bytes without a space or a tab are all in the field.
            if i + 8 <= end && !ByteClass.mayHaveBlank(word(i)) {
                i += 8
                continue
            }
            let b = buffer[i]
            if b == ByteClass.tab { break }
            if b == ByteClass.space && i + 1 < end && (buffer[i + 1] == ByteClass.space || buffer[i + 1] == ByteClass.tab) { break }
            i += 1
        }
        var e = i
        while e > start && ByteClass.isBlank(buffer[e - 1]) { e -= 1 }
        return (i, e)
    }

    /// Where a description from `start` stops (its first `;`, or `end`),
    /// and its first `|` before that.
    func descriptionEnd(from start: Int, to end: Int) -> (stop: Int, firstBar: Int?) {
        var i = start
        var bar: Int?
        while i < end {
            // Eight bytes without a `;` or a `|` are all description.
            if i + 8 <= end {
                let w = word(i)
                if ByteLanes.equal(w, ByteClass.semicolon) | ByteLanes.equal(w, ByteClass.pipe) == 0 {
                    i += 8
                    continue
                }
            }
            let b = buffer[i]
            if b == ByteClass.semicolon { break }
            if b == ByteClass.pipe && bar == nil { bar = i }
            i += 1
        }
        return (i, bar)
    }

    /// The line starting at `p`: where its text ends (before a CR LF or an
    /// LF), where the next line starts (`count` after the last), and
    /// whether its text holds a byte of 0x80 or above.
    func line(at p: Int) -> (contentEnd: Int, next: Int, hasHighBytes: Bool) {
        let n = buffer.count
        var i = p
        var words: UInt64 = 0
        var found = false
        // Eight bytes at a time: the first zero byte of `w ^ 0x0A…` is the
        // newline; the high bits of the bytes before it say whether the
        // line holds non-ASCII.
        while i + 8 <= n {
            let w = word(i)
            let newlines = ByteLanes.equal(w, ByteClass.newline)
            if newlines != 0 {
                let offset = newlines.trailingZeroBitCount >> 3
                words |= w & ((1 &<< UInt64(8 * offset)) &- 1)
                i += offset
                found = true
                break
            }
            words |= w
            i += 8
        }
        if !found {
            while i < n {
                let b = buffer[i]
                if b == 10 { found = true; break }
                words |= UInt64(b)
                i += 1
            }
        }
        let next = found ? i + 1 : n
        var contentEnd = i
        if contentEnd > p && buffer[contentEnd - 1] == 13 { contentEnd -= 1 }
        return (contentEnd, next, words & 0x8080_8080_8080_8080 != 0)
    }
}

/// Eight bytes read as one little-endian word and tested at once, for the
/// scans that skip runs of ordinary bytes (line ends, descriptions, JSON
/// strings, display widths). Each test gives the high bit of every byte
/// that passes: the lowest bit set is exact, a bit above it may be set by
/// the borrow, so callers ask whether any is set or where the first is.
/// Public, so that it inlines in the other modules' loops.
public enum ByteLanes {
    /// The bytes of `w` equal to `b`.
    @inlinable @inline(__always) public static func equal(_ w: UInt64, _ b: UInt8) -> UInt64 {
        let x = w ^ (UInt64(b) &* 0x0101_0101_0101_0101)
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// The bytes of `w` below `b` (`b` at most 0x80).
    @inlinable @inline(__always) public static func below(_ w: UInt64, _ b: UInt8) -> UInt64 {
        (w &- UInt64(b) &* 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
    }

    /// The offset of the first byte `b` at or after `p`, or the end of the
    /// bytes; eight bytes a step.
    @inlinable public static func first(_ b: UInt8, in raw: UnsafeRawBufferPointer, from p: Int) -> Int {
        let n = raw.count
        var i = Swift.max(p, 0)
        while i + 8 <= n {
            let found = equal(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self), b)
            if found != 0 { return i + found.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < n && raw[i] != b { i += 1 }
        return Swift.min(i, n)
    }

    /// The offset of the first byte `b` at or after `p` in `bytes`, or their end.
    @inlinable public static func first(_ b: UInt8, in bytes: some RawBytes, from p: Int) -> Int {
        bytes.withRawBytes { first(b, in: $0, from: p) }
    }

    /// The `count` bytes at `a` and at `b` are the same; eight bytes a step.
    @inlinable public static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var i = 0
        while i + 8 <= count {
            if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
            i += 8
        }
        while i < count {
            if a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) { return false }
            i += 1
        }
        return true
    }
}
