/// Runs a `RegexProgram` over a text as a Pike VM: the threads alive at a
/// position are kept in priority order, each at a different instruction,
/// and all of them read the character there before any reads the next.
/// So no instruction runs twice at one position, and a search costs at
/// most the program's size times the text's length, with memory
/// proportional to the program. The closure over branches uses an
/// explicit stack, never recursion.
enum RegexVM {
    private enum Frame {
        case explore(Int)
        case restore(slot: Int, value: Int)
    }

    /// The instructions reached at one position, in priority order, with
    /// the slots of each thread waiting on a character.
    private struct ThreadList {
        var sparse: [Int32]
        var dense: [Int32]
        var count = 0
        var slots: [Int]

        init(size: Int, slotCount: Int) {
            sparse = Array(repeating: 0, count: size)
            dense = Array(repeating: 0, count: size)
            slots = slotCount == 0 ? [] : Array(repeating: -1, count: size * slotCount)
        }

        @inline(__always) func contains(_ pc: Int) -> Bool {
            let i = Int(sparse[pc])
            return i < count && Int(dense[i]) == pc
        }

        @inline(__always) mutating func insert(_ pc: Int) {
            sparse[pc] = Int32(count)
            dense[count] = Int32(pc)
            count += 1
        }
    }

    /// The state of one search that the closure reads and writes.
    private struct Walk {
        let instructions: [RegexProgram.Instruction]
        let slotCount: Int
        let length: Int
        var scratch: [Int]
        var stack: [Frame] = []
    }

    /// The slots of the leftmost-first match starting at or after `from`
    /// (`slotCount` of them: 0 when only whether there is a match counts);
    /// with `earliest`, the first match found at all.
    static func search(_ regex: Regex, _ s: [UInt8], from: Int, slotCount: Int, earliest: Bool) -> [Int]? {
        let program = regex.program
        let instructions = program.instructions
        let sets = program.sets
        let firstBytes = regex.firstBytes
        let anchored = regex.anchored
        let n = s.count
        var current = ThreadList(size: instructions.count, slotCount: slotCount)
        var following = ThreadList(size: instructions.count, slotCount: slotCount)
        var walk = Walk(instructions: instructions, slotCount: slotCount, length: n, scratch: Array(repeating: -1, count: slotCount))
        var best: [Int]?
        var pos = from
        while true {
            // A new thread starts at each position until a match is found.
            if best == nil && !(anchored && pos > 0) {
                if current.count == 0, let first = firstBytes {
                    while pos < n && !first[Int(s[pos])] { pos += 1 }
                    if pos >= n { break }
                }
                for k in 0..<slotCount { walk.scratch[k] = -1 }
                addThread(&current, 0, at: pos, &walk)
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
                case .set: hit = pos < n && sets[Int(inst.x)].contains(v)
                case .match:
                    best = Array(current.slots[pc * slotCount..<(pc + 1) * slotCount])
                    if earliest { return best }
                    // Threads of less priority than this match are dropped.
                    i = current.count
                    continue
                default: hit = false
                }
                guard hit else { continue }
                for k in 0..<slotCount { walk.scratch[k] = current.slots[pc * slotCount + k] }
                addThread(&following, pc + 1, at: pos + width, &walk)
            }
            if pos >= n { break }
            swap(&current, &following)
            pos += width
        }
        return best
    }

    /// Adds the thread at `start` and every instruction it reaches without
    /// reading a character, depth first in priority order; `walk.scratch`
    /// holds its slots and is left as it was.
    private static func addThread(_ list: inout ThreadList, _ start: Int, at pos: Int, _ walk: inout Walk) {
        let slotCount = walk.slotCount
        // Most threads stop at an instruction that reads a character: no branches to follow.
        switch walk.instructions[start].op {
        case .char, .charFold, .any, .set, .match:
            if !list.contains(start) {
                list.insert(start)
                for k in 0..<slotCount { list.slots[start * slotCount + k] = walk.scratch[k] }
            }
            return
        default: break
        }
        walk.stack.append(.explore(start))
        while let frame = walk.stack.popLast() {
            switch frame {
            case .restore(let slot, let value):
                walk.scratch[slot] = value
            case .explore(var pc):
                follow: while !list.contains(pc) {
                    list.insert(pc)
                    let inst = walk.instructions[pc]
                    switch inst.op {
                    case .jump: pc = Int(inst.x)
                    case .split:
                        walk.stack.append(.explore(Int(inst.y)))
                        pc = Int(inst.x)
                    case .save:
                        let k = Int(inst.x)
                        if k < slotCount {
                            walk.stack.append(.restore(slot: k, value: walk.scratch[k]))
                            walk.scratch[k] = pos
                        }
                        pc += 1
                    case .lineStart:
                        guard pos == 0 else { break follow }
                        pc += 1
                    case .lineEnd:
                        guard pos == walk.length else { break follow }
                        pc += 1
                    default:
                        for k in 0..<slotCount { list.slots[pc * slotCount + k] = walk.scratch[k] }
                        break follow
                    }
                }
            }
        }
    }
}
