/// A small backtracking regular expression over UTF-8 bytes, for the
/// patterns journals use in regex aliases and automated-transaction
/// queries: literals, `.`, classes (`[a-z]`, `[^:]`, `\d \w \s`), anchors
/// `^ $`, quantifiers `* + ? {m} {m,} {m,n}` (greedy, or lazy with a
/// trailing `?`), capturing groups, `(?:…)`, and alternation `|`.
/// Matching can ignore ASCII case. Back-references inside a pattern and
/// look-around are not supported (a clear compile error says so).
///
/// Matching is bounded: a pattern that would backtrack more than
/// `stepLimit` steps on one subject reports `.tooComplex` instead of hanging.
package struct Regex: Sendable {
    indirect enum Node: Sendable {
        case byte(UInt8)
        case any
        case set(CharSet)
        case lineStart, lineEnd
        case group(Int?, Node)
        case concat([Node])
        case alternation([Node])
        case repeated(Node, min: Int, max: Int?, greedy: Bool)
    }

    struct CharSet: Sendable {
        var ranges: [ClosedRange<UInt32>] = []
        var negated = false

        func contains(_ scalar: UInt32, ignoringCase: Bool) -> Bool {
            var hit = ranges.contains { $0.contains(scalar) }
            if !hit && ignoringCase && scalar < 128, let b = Optional(UInt8(scalar)), ByteClass.isLetter(b) {
                let other = UInt32(b ^ 0x20)
                hit = ranges.contains { $0.contains(other) }
            }
            return hit != negated
        }
    }

    let root: Node
    /// The number of capturing groups.
    package let groupCount: Int
    package let ignoresCase: Bool
    /// Where a match may start: see `firstBytes(of:ignoringCase:)`.
    let firstBytes: [Bool]?
    let anchored: Bool
    static let stepLimit = 200_000

    /// Why a pattern could not be compiled: a message and the byte offset in the pattern.
    package struct CompileError: Error, Sendable {
        package var message: String
        package var offset: Int
    }

    package enum MatchFailure: Error, Sendable { case tooComplex }

    package init(_ pattern: [UInt8], ignoringCase: Bool = true) throws(CompileError) {
        var p = RegexCompiler(pattern: pattern)
        root = try p.compile()
        groupCount = p.groups
        ignoresCase = ignoringCase
        firstBytes = Self.firstBytes(of: root, ignoringCase: ignoringCase)
        anchored = Self.isAnchored(root)
    }

    /// A match: the whole match and each group's range (nil when the group took no part).
    package struct Match: Sendable {
        package var range: Range<Int>
        package var groups: [Range<Int>?]
    }

    /// The first match at or after `from`.
    package func firstMatch(in subject: [UInt8], from: Int = 0) throws(MatchFailure) -> Match? {
        let m = RegexMatcher(regex: self, subject: subject)
        var start = from
        let last = anchored ? min(0, subject.count) : subject.count
        while start <= last {
            // Only where a match can start: the other positions fail at once.
            if let first = firstBytes {
                while start < subject.count && !first[Int(subject[start])] { start += 1 }
                if start >= subject.count || start > last { break }
            }
            if let end = m.match(at: start) { return Match(range: start..<end, groups: m.result) }
            if m.steps > Regex.stepLimit { throw .tooComplex }
            start += 1
            // Start only at scalar boundaries.
            while start < subject.count && subject[start] & 0xC0 == 0x80 { start += 1 }
        }
        if m.steps > Regex.stepLimit { throw .tooComplex }
        return nil
    }

    package func matches(_ subject: [UInt8]) throws(MatchFailure) -> Bool {
        try firstMatch(in: subject) != nil
    }

    /// Every non-overlapping match replaced by `replacement`, where `\1`…`\9`
    /// stand for the groups (`\\` for a backslash).
    package func replacingMatches(in subject: [UInt8], with replacement: [UInt8]) throws(MatchFailure) -> [UInt8] {
        var out: [UInt8] = []
        var pos = 0
        var copied = 0
        while pos <= subject.count, let m = try firstMatch(in: subject, from: pos) {
            out.append(contentsOf: subject[copied..<m.range.lowerBound])
            var k = 0
            while k < replacement.count {
                let b = replacement[k]
                if b == UInt8(ascii: "\\") && k + 1 < replacement.count {
                    let n = replacement[k + 1]
                    if ByteClass.isDigit(n) {
                        let g = Int(n - 48)
                        if g == 0 { out.append(contentsOf: subject[m.range]) } else if g <= m.groups.count, let r = m.groups[g - 1] {
                            out.append(contentsOf: subject[r])
                        }
                        k += 2
                        continue
                    }
                    if n == UInt8(ascii: "\\") { out.append(n); k += 2; continue }
                }
                out.append(b)
                k += 1
            }
            copied = m.range.upperBound
            pos = m.range.isEmpty ? m.range.upperBound + 1 : m.range.upperBound
        }
        if copied < subject.count { out.append(contentsOf: subject[copied...]) }
        return out
    }
}

/// Decodes the UTF-8 scalar at `i`: its value and length (invalid bytes count as one).
@inline(__always) func decodeScalar(_ s: [UInt8], _ i: Int) -> (UInt32, Int) {
    let b = s[i]
    if b < 0x80 { return (UInt32(b), 1) }
    let n = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
    guard n > 1, i + n <= s.count else { return (UInt32(b), 1) }
    var v = UInt32(b) & (0xFF >> (n + 1))
    for k in 1..<n { v = v << 6 | UInt32(s[i + k] & 0x3F) }
    return (v, n)
}

/// The backtracking matcher for one subject.
final class RegexMatcher {
    let regex: Regex
    let subject: [UInt8]
    var captures: [Range<Int>?]
    var result: [Range<Int>?] = []
    var steps = 0

    init(regex: Regex, subject: [UInt8]) {
        self.regex = regex
        self.subject = subject
        self.captures = Array(repeating: nil, count: regex.groupCount)
    }

    func match(at start: Int) -> Int? {
        for k in captures.indices { captures[k] = nil }
        var end: Int?
        _ = run(regex.root, start) { p in
            end = p
            self.result = self.captures
            return true
        }
        return end
    }

    /// Matches `node` at `p`, then the continuation `k` at the end of it.
    func run(_ node: Regex.Node, _ p: Int, _ k: (Int) -> Bool) -> Bool {
        steps += 1
        if steps > Regex.stepLimit { return false }
        switch node {
        case .byte(let b):
            guard p < subject.count else { return false }
            let s = subject[p]
            guard s == b || (regex.ignoresCase && ByteClass.isLetter(b) && s == b ^ 0x20) else { return false }
            return k(p + 1)
        case .any:
            guard p < subject.count else { return false }
            return k(p + decodeScalar(subject, p).1)
        case .set(let set):
            guard p < subject.count else { return false }
            let (v, n) = decodeScalar(subject, p)
            guard set.contains(v, ignoringCase: regex.ignoresCase) else { return false }
            return k(p + n)
        case .lineStart:
            return p == 0 ? k(p) : false
        case .lineEnd:
            return p == subject.count ? k(p) : false
        case .group(let index, let inner):
            guard let index else { return run(inner, p, k) }
            let saved = captures[index]
            if run(inner, p, { e in
                let before = self.captures[index]
                self.captures[index] = p..<e
                if k(e) { return true }
                self.captures[index] = before
                return false
            }) { return true }
            captures[index] = saved
            return false
        case .concat(let nodes):
            return sequence(nodes, 0, p, k)
        case .alternation(let options):
            for o in options where run(o, p, k) { return true }
            return false
        case .repeated(let inner, let min, let max, let greedy):
            return repeatMatch(inner, min: min, max: max, greedy: greedy, count: 0, p, k)
        }
    }

    private func sequence(_ nodes: [Regex.Node], _ i: Int, _ p: Int, _ k: (Int) -> Bool) -> Bool {
        if i == nodes.count { return k(p) }
        return run(nodes[i], p) { q in self.sequence(nodes, i + 1, q, k) }
    }

    private func repeatMatch(_ inner: Regex.Node, min: Int, max: Int?, greedy: Bool, count: Int, _ p: Int, _ k: (Int) -> Bool) -> Bool {
        if steps > Regex.stepLimit { return false }
        let canStop = count >= min
        let canGo = max.map { count < $0 } ?? true
        func more() -> Bool {
            guard canGo else { return false }
            // An iteration that consumes nothing ends the repetition.
            return run(inner, p) { q in q == p && count >= min ? false
                : self.repeatMatch(inner, min: min, max: max, greedy: greedy, count: count + 1, q, k) }
        }
        if greedy {
            if more() { return true }
            return canStop && k(p)
        }
        if canStop && k(p) { return true }
        return more()
    }
}
