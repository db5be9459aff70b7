/// A pattern of plain ASCII text, searched for byte by byte (ignoring
/// ASCII case when the pattern does): the usual rules pattern (`AMAZON`,
/// `Grab`) needs no VM to say whether it occurs.
struct RegexLiteral: Sendable {
    /// The text, letters in lower case when case is ignored.
    let bytes: [UInt8]
    let ignoringCase: Bool

    init?(_ root: Regex.Node, ignoringCase: Bool) {
        var out: [UInt8] = []
        switch root {
        case .char(let v):
            guard v < 128 else { return nil }
            out = [UInt8(v)]
        case .concat(let nodes):
            for n in nodes {
                guard case .char(let v) = n, v < 128 else { return nil }
                out.append(UInt8(v))
            }
        default: return nil
        }
        // An empty pattern occurs everywhere: the VM says so.
        guard !out.isEmpty else { return nil }
        self.ignoringCase = ignoringCase
        bytes = ignoringCase ? out.map { ByteClass.isLetter($0) ? $0 | 0x20 : $0 } : out
    }

    func occurs(in subject: [UInt8]) -> Bool {
        let m = bytes.count
        guard m > 0 else { return true }
        guard m <= subject.count else { return false }
        let first = bytes[0]
        var i = 0
        while i + m <= subject.count {
            if fold(subject[i]) == first {
                var k = 1
                while k < m && fold(subject[i + k]) == bytes[k] { k += 1 }
                if k == m { return true }
            }
            i += 1
        }
        return false
    }

    @inline(__always) private func fold(_ b: UInt8) -> UInt8 {
        ignoringCase && ByteClass.isLetter(b) ? b | 0x20 : b
    }
}
