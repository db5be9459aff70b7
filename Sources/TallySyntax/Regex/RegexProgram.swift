/// A pattern compiled to instructions for `RegexVM`, as in Thompson's
/// construction: each instruction reads one character, or branches,
/// jumps, records a position in a capture slot, or tests an anchor.
/// Repetitions are counted out (`a{2,3}` is `a a a?`); an empty iteration
/// of a loop ends it, because the VM never enters one instruction twice
/// at one position.
struct RegexProgram: Sendable {
    enum Op: UInt8, Sendable {
        /// One character equal to `x`; `charFold`: an ASCII letter `x` (lower case) in either case.
        case char, charFold
        case any
        /// One character in `sets[x]`.
        case set
        /// Continue at `x`, and with less priority at `y`.
        case split
        case jump
        /// Record the position in slot `x`.
        case save
        case lineStart, lineEnd
        case match
    }

    struct Instruction: Sendable {
        var op: Op
        var x: Int32
        var y: Int32 = 0
    }

    /// A class: ASCII as a bitmap (case folded, negation applied), the rest as ranges.
    struct Set: Sendable {
        var low: UInt64 = 0, high: UInt64 = 0
        var ranges: [ClosedRange<UInt32>]
        var negated: Bool

        @inline(__always) func contains(_ v: UInt32) -> Bool {
            if v < 64 { return low >> UInt64(v) & 1 == 1 }
            if v < 128 { return high >> UInt64(v - 64) & 1 == 1 }
            for r in ranges where r.contains(v) { return !negated }
            return negated
        }
    }

    private(set) var instructions: [Instruction] = []
    private(set) var sets: [Set] = []
    /// Two slots for the whole match, then two for each group.
    let slotCount: Int
    private let ignoringCase: Bool

    init(_ root: Regex.Node, groups: Int, ignoringCase: Bool) {
        slotCount = 2 * (groups + 1)
        self.ignoringCase = ignoringCase
        instructions.reserveCapacity(Self.size(of: root) + 3)
        emit(.save, 0)
        compile(root)
        emit(.save, 1)
        emit(.match, 0)
    }

    /// How many instructions `node` compiles to (at most; saturating above
    /// the size limit, so counting never overflows).
    static func size(of node: Regex.Node) -> Int {
        let cap = Regex.maxProgramSize + 1
        switch node {
        case .char, .any, .set, .lineStart, .lineEnd: return 1
        case .group(let index, let inner): return min(cap, size(of: inner) + (index == nil ? 0 : 2))
        case .concat(let nodes): return nodes.reduce(0) { min(cap, $0 + size(of: $1)) }
        case .alternation(let options): return min(cap, options.reduce(0) { min(cap, $0 + size(of: $1)) } + 2 * (options.count - 1))
        case .repeated(let inner, let lo, let hi, _):
            let s = size(of: inner)
            if let hi { return min(cap, lo * s + (hi - lo) * (s + 1)) }
            return min(cap, lo * s + s + 2)
        }
    }

    private mutating func emit(_ op: Op, _ x: Int, _ y: Int = 0) {
        instructions.append(Instruction(op: op, x: Int32(x), y: Int32(y)))
    }

    private var next: Int { instructions.count }

    private mutating func patch(_ at: Int, x: Int? = nil, y: Int? = nil) {
        if let x { instructions[at].x = Int32(x) }
        if let y { instructions[at].y = Int32(y) }
    }

    /// Recursion follows the nesting of the pattern, which the compiler bounds.
    private mutating func compile(_ node: Regex.Node) {
        switch node {
        case .char(let v):
            if ignoringCase && v < 128 && ByteClass.isLetter(UInt8(v)) {
                emit(.charFold, Int(v | 0x20))
            } else {
                emit(.char, Int(v))
            }
        case .any: emit(.any, 0)
        case .set(let cs): emit(.set, sets.count); sets.append(compiled(cs))
        case .lineStart: emit(.lineStart, 0)
        case .lineEnd: emit(.lineEnd, 0)
        case .group(let index, let inner):
            guard let index else { compile(inner); return }
            emit(.save, 2 * index + 2)
            compile(inner)
            emit(.save, 2 * index + 3)
        case .concat(let nodes):
            for n in nodes { compile(n) }
        case .alternation(let options):
            var jumps: [Int] = []
            for (k, o) in options.enumerated() {
                if k == options.count - 1 { compile(o); break }
                let split = next
                emit(.split, split + 1)
                compile(o)
                jumps.append(next)
                emit(.jump, 0)
                patch(split, y: next)
            }
            for j in jumps { patch(j, x: next) }
        case .repeated(let inner, let lo, let hi, let greedy):
            for _ in 0..<lo { compile(inner) }
            if let hi {
                // Each optional copy may be skipped, and skipping one skips the rest.
                var skips: [Int] = []
                for _ in lo..<hi {
                    skips.append(next)
                    emit(.split, 0)
                    compile(inner)
                }
                for s in skips { patch(s, x: greedy ? s + 1 : next, y: greedy ? next : s + 1) }
            } else {
                let loop = next
                emit(.split, 0)
                compile(inner)
                emit(.jump, loop)
                patch(loop, x: greedy ? loop + 1 : next, y: greedy ? next : loop + 1)
            }
        }
    }

    private func compiled(_ cs: Regex.CharSet) -> Set {
        var set = Set(ranges: cs.ranges.filter { $0.upperBound >= 128 }, negated: cs.negated)
        for v in UInt32(0)..<128 where cs.contains(v, ignoringCase: ignoringCase) {
            if v < 64 { set.low |= 1 << UInt64(v) } else { set.high |= 1 << UInt64(v - 64) }
        }
        return set
    }
}
