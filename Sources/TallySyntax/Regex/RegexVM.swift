/// Runs a `RegexProgram` over a text as a Pike VM: the threads alive at a
/// position are kept in priority order, each at a different instruction,
/// and all of them read the character there before any reads the next.
/// So no instruction runs twice at one position, and a search costs at
/// most the program's size times the text's length, with memory
/// proportional to the program. The closure over branches uses an
/// explicit stack, never recursion.
struct RegexVM {
    private let program: RegexProgram
    private let instructions: [RegexProgram.Instruction]
    private let firstBytes: [Bool]?
    private let anchored: Bool
    /// Capture slots each thread carries; 0 when only whether it matches counts.
    private let slotCount: Int
    private var current: ThreadList
    private var following: ThreadList
    private var scratch: [Int]
    private var stack: [Frame] = []

    private enum Frame {
        case explore(Int)
        case restore(slot: Int, value: Int)
    }

    /// The instructions reached at one position, in priority order, with
    /// the slots of each thread waiting on a character.
    private final class ThreadList {
        var sparse: [Int32]
        var dense: [Int32]
        var count = 0
        var slots: [Int]

        init(size: Int, slotCount: Int) {
            sparse = Array(repeating: 0, count: size)
            dense = Array(repeating: 0, count: size)
            slots = Array(repeating: -1, count: size * slotCount)
        }

        @inline(__always) func contains(_ pc: Int) -> Bool {
            let i = Int(sparse[pc])
            return i < count && Int(dense[i]) == pc
        }

        @inline(__always) func insert(_ pc: Int) {
            sparse[pc] = Int32(count)
            dense[count] = Int32(pc)
            count += 1
        }
    }

    init(regex: Regex, slotCount: Int) {
        program = regex.program
        instructions = regex.program.instructions
        firstBytes = regex.firstBytes
        anchored = regex.anchored
        self.slotCount = slotCount
        current = ThreadList(size: instructions.count, slotCount: slotCount)
        following = ThreadList(size: instructions.count, slotCount: slotCount)
        scratch = Array(repeating: -1, count: slotCount)
    }

    /// The slots of the leftmost-first match starting at or after `from`;
    /// with `earliest`, the first match found at all (for a yes or no).
    mutating func search(_ s: [UInt8], from: Int, earliest: Bool) -> [Int]? {
        let n = s.count
        var best: [Int]?
        var pos = from
        current.count = 0
        while true {
            // A new thread starts at each position until a match is found.
            if best == nil && !(anchored && pos > 0) {
                if current.count == 0, let first = firstBytes {
                    while pos < n && !first[Int(s[pos])] { pos += 1 }
                    if pos >= n { break }
                }
                for k in 0..<slotCount { scratch[k] = -1 }
                addThread(to: current, 0, at: pos, length: n)
            }
            if current.count == 0 { break }
            let (v, width) = pos < n ? scalar(s, pos) : (UInt32.max, 0)
            following.count = 0
            var i = 0
            while i < current.count {
                let pc = Int(current.dense[i])
                i += 1
                let inst = instructions[pc]
                let hit: Bool
                switch inst.op {
                case .char: hit = v == UInt32(inst.x)
                case .charFold: hit = v < 128 && v | 0x20 == UInt32(inst.x)
                case .any: hit = pos < n
                case .set: hit = pos < n && program.sets[Int(inst.x)].contains(v)
                case .match:
                    best = Array(current.slots[pc * slotCount..<(pc + 1) * slotCount])
                    if earliest { return best }
                    // Threads of less priority than this match are dropped.
                    i = current.count
                    continue
                default: hit = false
                }
                guard hit else { continue }
                for k in 0..<slotCount { scratch[k] = current.slots[pc * slotCount + k] }
                addThread(to: following, pc + 1, at: pos + width, length: n)
            }
            if pos >= n { break }
            swap(&current, &following)
            pos += width
        }
        return best
    }

    /// Adds the thread at `start` and every instruction it reaches without
    /// reading a character, depth first in priority order; `scratch` holds
    /// its slots and is left as it was.
    private mutating func addThread(to list: ThreadList, _ start: Int, at pos: Int, length n: Int) {
        // Most threads stop at an instruction that reads a character: no branches to follow.
        switch instructions[start].op {
        case .char, .charFold, .any, .set, .match:
            if !list.contains(start) {
                list.insert(start)
                for k in 0..<slotCount { list.slots[start * slotCount + k] = scratch[k] }
            }
            return
        default: break
        }
        stack.append(.explore(start))
        while let frame = stack.popLast() {
            switch frame {
            case .restore(let slot, let value):
                scratch[slot] = value
            case .explore(var pc):
                walk: while !list.contains(pc) {
                    list.insert(pc)
                    let inst = instructions[pc]
                    switch inst.op {
                    case .jump: pc = Int(inst.x)
                    case .split:
                        stack.append(.explore(Int(inst.y)))
                        pc = Int(inst.x)
                    case .save:
                        let k = Int(inst.x)
                        if k < slotCount {
                            stack.append(.restore(slot: k, value: scratch[k]))
                            scratch[k] = pos
                        }
                        pc += 1
                    case .lineStart:
                        guard pos == 0 else { break walk }
                        pc += 1
                    case .lineEnd:
                        guard pos == n else { break walk }
                        pc += 1
                    default:
                        for k in 0..<slotCount { list.slots[pc * slotCount + k] = scratch[k] }
                        break walk
                    }
                }
            }
        }
    }
}
