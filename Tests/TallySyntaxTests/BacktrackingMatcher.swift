@testable import TallySyntax

/// A tiny backtracking matcher over `Regex.Node`, the obvious reading of
/// the pattern, for checking `RegexVM` against on small texts. It recurses
/// once per character matched and can take exponential time, so it is
/// only ever run on a few characters.
final class BacktrackingMatcher {
    let regex: Regex
    let subject: [UInt8]
    var captures: [Range<Int>?]
    var result: [Range<Int>?] = []

    init(regex: Regex, subject: [UInt8]) {
        self.regex = regex
        self.subject = subject
        self.captures = Array(repeating: nil, count: regex.groupCount)
    }

    /// The first match found by trying every scalar boundary from `from` in turn.
    func firstMatch(from: Int = 0) -> Regex.Match? {
        var start = from
        while start <= subject.count {
            if let end = match(at: start) { return Regex.Match(range: start..<end, groups: result) }
            start += start < subject.count ? scalar(subject, start).1 : 1
        }
        return nil
    }

    /// The end of the match starting at `start`, leaving its groups in `result`.
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
        switch node {
        case .char(let c):
            guard p < subject.count else { return false }
            let (v, n) = scalar(subject, p)
            let folded = regex.ignoresCase && c < 128 && ByteClass.isLetter(UInt8(c)) && v == c ^ 0x20
            guard v == c || folded else { return false }
            return k(p + n)
        case .any:
            guard p < subject.count else { return false }
            return k(p + scalar(subject, p).1)
        case .set(let set):
            guard p < subject.count else { return false }
            let (v, n) = scalar(subject, p)
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
