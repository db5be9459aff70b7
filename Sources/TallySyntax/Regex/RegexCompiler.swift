import TallyLocale

/// Parses a pattern into `Regex.Node`s, counting the size of the program
/// each part compiles to (`RegexProgram.size(of:)`) and how deep
/// parentheses nest, so a pattern beyond `Regex.maxProgramSize` or
/// `Regex.maxNesting` is refused where it goes beyond. Recursion follows
/// the nesting of parentheses only, so it is bounded too.
///
/// regex       = alternative { "|" alternative }
/// alternative = { atom [quantifier] }
/// atom        = "(" ["?:"] regex ")" | "[" class "]" | "." | "^" | "$" | "\" escape | character
/// quantifier  = ("*" | "+" | "?" | "{" m ["," [n]] "}") ["?"]
struct RegexCompiler {
    let pattern: [UInt8]
    var pos = 0
    var groups = 0
    var depth = 0

    init(pattern: [UInt8]) { self.pattern = pattern }

    mutating func compile() throws(Regex.CompileError) -> Regex.Node {
        let node = try alternation()
        if pos < pattern.count { throw fail(.regexUnmatchedClose) }
        return node
    }

    /// Refuses a part whose program would be larger than the limit.
    private func checkSize(_ size: Int) throws(Regex.CompileError) {
        guard size > Regex.maxProgramSize else { return }
        let limit = String(Regex.maxProgramSize)
        throw Regex.CompileError(local: LocalText(.regexTooLarge, limit), offset: min(pos, pattern.count),
                                 limit: LocalText(.regexTooLarge, limit))
    }

    private func fail(_ key: ErrorKey, _ arguments: String...) -> Regex.CompileError {
        Regex.CompileError(local: LocalText(key, arguments), offset: min(pos, pattern.count))
    }

    private var peek: UInt8? { pos < pattern.count ? pattern[pos] : nil }

    private mutating func alternation() throws(Regex.CompileError) -> Regex.Node {
        var options = [try sequence()]
        var size = RegexProgram.size(of: options[0])
        while peek == UInt8(ascii: "|") {
            pos += 1
            options.append(try sequence())
            size += RegexProgram.size(of: options[options.count - 1]) + 2
            try checkSize(size)
        }
        return options.count == 1 ? options[0] : .alternation(options)
    }

    private mutating func sequence() throws(Regex.CompileError) -> Regex.Node {
        var nodes: [Regex.Node] = []
        var size = 0
        while let b = peek, b != UInt8(ascii: "|"), b != UInt8(ascii: ")") {
            var atom = try self.atom()
            if let q = try quantifier() {
                if case .lineStart = atom { throw fail(.regexNothingToRepeat) }
                atom = .repeated(atom, min: q.min, max: q.max, greedy: q.greedy)
            }
            nodes.append(atom)
            size += RegexProgram.size(of: atom)
            try checkSize(size)
        }
        return nodes.count == 1 ? nodes[0] : .concat(nodes)
    }

    private mutating func quantifier() throws(Regex.CompileError) -> (min: Int, max: Int?, greedy: Bool)? {
        guard let b = peek else { return nil }
        var q: (min: Int, max: Int?)
        switch b {
        case UInt8(ascii: "*"): q = (0, nil); pos += 1
        case UInt8(ascii: "+"): q = (1, nil); pos += 1
        case UInt8(ascii: "?"): q = (0, 1); pos += 1
        case UInt8(ascii: "{"):
            let save = pos
            pos += 1
            guard let m = number() else { pos = save; return nil }
            var n: Int? = m
            if peek == UInt8(ascii: ",") {
                pos += 1
                n = number()
            }
            guard peek == UInt8(ascii: "}") else { pos = save; return nil }
            pos += 1
            if let n, n < m { throw fail(.regexRangeBackwards, String(m), String(n)) }
            if m > 1000 || (n ?? 0) > 1000 { throw fail(.regexRepeatTooMany) }
            q = (m, n)
        default: return nil
        }
        var greedy = true
        if peek == UInt8(ascii: "?") { greedy = false; pos += 1 }
        if let n = peek, n == UInt8(ascii: "*") || n == UInt8(ascii: "+") { throw fail(.regexQuantifierTwice) }
        return (q.min, q.max, greedy)
    }

    private mutating func number() -> Int? {
        var v = 0
        var any = false
        while let b = peek, ByteClass.isDigit(b), v < 100_000 {
            v = v * 10 + Int(b - 48)
            any = true
            pos += 1
        }
        return any ? v : nil
    }

    private mutating func atom() throws(Regex.CompileError) -> Regex.Node {
        let b = pattern[pos]
        pos += 1
        switch b {
        case UInt8(ascii: "."): return .any
        case UInt8(ascii: "^"): return .lineStart
        case UInt8(ascii: "$"): return .lineEnd
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"): pos -= 1; throw fail(.regexNothingToRepeat)
        case UInt8(ascii: "("):
            if depth == Regex.maxNesting {
                pos -= 1
                let limit = String(Regex.maxNesting)
                throw Regex.CompileError(local: LocalText(.regexTooDeep, limit), offset: pos, limit: LocalText(.regexTooDeep, limit))
            }
            depth += 1
            defer { depth -= 1 }
            var index: Int? = groups
            if peek == UInt8(ascii: "?") {
                guard pos + 1 < pattern.count, pattern[pos + 1] == UInt8(ascii: ":") else {
                    throw fail(.regexGroupUnsupported)
                }
                pos += 2
                index = nil
            } else {
                groups += 1
            }
            let inner = try alternation()
            guard peek == UInt8(ascii: ")") else { throw fail(.regexOpenParen) }
            pos += 1
            return .group(index, inner)
        case UInt8(ascii: "["): return .set(try charSet())
        case UInt8(ascii: "\\"): return try escape(inClass: false).node
        default:
            pos -= 1
            let (v, n) = scalar(pattern, pos)
            pos += n
            return .char(v)
        }
    }

    /// An escape after `\`: a class (`\d \w \s` and their negations) or a literal character.
    private mutating func escape(inClass: Bool) throws(Regex.CompileError) -> (node: Regex.Node, set: Regex.CharSet?, char: UInt32?) {
        guard let e = peek else { throw fail(.regexEndsBackslash) }
        pos += 1
        var set = Regex.CharSet()
        switch e {
        case UInt8(ascii: "d"), UInt8(ascii: "D"): set.ranges = [48...57]
        case UInt8(ascii: "w"), UInt8(ascii: "W"): set.ranges = [48...57, 65...90, 97...122, 95...95]
        case UInt8(ascii: "s"), UInt8(ascii: "S"): set.ranges = [9...13, 32...32]
        case UInt8(ascii: "t"): return (.char(9), nil, 9)
        case UInt8(ascii: "n"): return (.char(10), nil, 10)
        case _ where ByteClass.isDigit(e) && !inClass: pos -= 1; throw fail(.regexBackReference)
        case _ where ByteClass.isLetter(e): pos -= 1; throw fail(.regexUnknownEscape, String(Character(Unicode.Scalar(e))))
        default:
            pos -= 1
            let (v, n) = scalar(pattern, pos)
            pos += n
            return (.char(v), nil, v)
        }
        set.negated = e < 97
        return (.set(set), set, nil)
    }

    /// class = ["^"] { item } "]" ; item = scalar ["-" scalar] | escape
    private mutating func charSet() throws(Regex.CompileError) -> Regex.CharSet {
        var set = Regex.CharSet()
        if peek == UInt8(ascii: "^") { set.negated = true; pos += 1 }
        var first = true
        while true {
            guard let b = peek else { throw fail(.regexOpenBracket) }
            if b == UInt8(ascii: "]") && !first { pos += 1; break }
            first = false
            var low: UInt32
            if b == UInt8(ascii: "\\") {
                pos += 1
                let e = try escape(inClass: true)
                if let s = e.set {
                    // `[^\d]`-style negated escapes inside a class are rare; take their complement ranges.
                    set.ranges += s.negated ? complement(s.ranges) : s.ranges
                    continue
                }
                low = e.char ?? 0
            } else {
                let (v, n) = scalar(pattern, pos)
                low = v
                pos += n
            }
            var high = low
            if peek == UInt8(ascii: "-"), pos + 1 < pattern.count, pattern[pos + 1] != UInt8(ascii: "]") {
                pos += 1
                let (v, n) = scalar(pattern, pos)
                pos += n
                high = v
                if high < low { throw fail(.regexRangeOrder) }
            }
            set.ranges.append(low...high)
        }
        return set
    }

    private func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var out: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if r.lowerBound > next { out.append(next...(r.lowerBound - 1)) }
            next = max(next, r.upperBound + 1)
        }
        out.append(next...0x10FFFF)
        return out
    }
}
