extension Regex {
    /// The bytes a match can start with, when every match consumes at
    /// least one byte: a search then tries only the positions holding one
    /// of them (`Coffee|Phuc Long` tries `C`, `c`, `P` and `p`). `nil` when
    /// the pattern can match the empty text or start with any byte.
    static func firstBytes(of root: Node, ignoringCase: Bool) -> [Bool]? {
        var set = [Bool](repeating: false, count: 256)
        guard let nullable = collect(root, into: &set, ignoringCase: ignoringCase), !nullable else { return nil }
        return set
    }

    /// Whether a match must start where the subject starts (`^…`).
    static func isAnchored(_ node: Node) -> Bool {
        switch node {
        case .lineStart: return true
        case .group(_, let inner): return isAnchored(inner)
        case .concat(let nodes): return nodes.first.map(isAnchored) ?? false
        case .alternation(let options): return !options.isEmpty && options.allSatisfy(isAnchored)
        default: return false
        }
    }

    /// Adds the bytes `node` can start with to `set`; returns whether it
    /// can match without consuming a byte, or nil when it can start with
    /// any byte.
    private static func collect(_ node: Node, into set: inout [Bool], ignoringCase: Bool) -> Bool? {
        switch node {
        case .char(let v):
            // A scalar starts with its first UTF-8 byte; a byte that is no scalar is itself.
            let b = UInt8(truncatingIfNeeded: v >= invalidBase ? v - invalidBase : v < 0x80 ? v : v < 0x800 ? 0xC0 | v >> 6
                          : v < 0x1_0000 ? 0xE0 | v >> 12 : 0xF0 | v >> 18)
            set[Int(b)] = true
            if ignoringCase && ByteClass.isLetter(b) { set[Int(b ^ 0x20)] = true }
            return false
        case .any:
            return nil
        case .set(let cs):
            if cs.negated { return nil }
            for r in cs.ranges {
                if r.upperBound >= 0x80 {
                    // Any scalar beyond ASCII starts with a lead byte.
                    for b in 0xC0...0xFF { set[b] = true }
                }
                guard r.lowerBound < 0x80 else { continue }
                for s in r.lowerBound...min(r.upperBound, 0x7F) {
                    set[Int(s)] = true
                    let b = UInt8(s)
                    if ignoringCase && ByteClass.isLetter(b) { set[Int(b ^ 0x20)] = true }
                }
            }
            return false
        case .lineStart, .lineEnd:
            return true
        case .group(_, let inner):
            return collect(inner, into: &set, ignoringCase: ignoringCase)
        case .concat(let nodes):
            for n in nodes {
                guard let nullable = collect(n, into: &set, ignoringCase: ignoringCase) else { return nil }
                if !nullable { return false }
            }
            return true
        case .alternation(let options):
            var nullable = false
            for o in options {
                guard let n = collect(o, into: &set, ignoringCase: ignoringCase) else { return nil }
                nullable = nullable || n
            }
            return nullable
        case .repeated(let inner, let min, _, _):
            guard let nullable = collect(inner, into: &set, ignoringCase: ignoringCase) else { return nil }
            return nullable || min == 0
        }
    }
}
