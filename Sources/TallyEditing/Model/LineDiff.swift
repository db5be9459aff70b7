/// A line diff in unified format (`tally fmt --diff`).
///
/// Lines that occur once in each text anchor the alignment (patience
/// diff); between anchors, small regions get an exact longest common
/// subsequence and large ones are shown as replaced. Fast on the diffs
/// formatting makes, where most lines either stay or change in place.
package enum LineDiff {
    package enum Op: Equatable {
        case same(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    package typealias Line = ArraySlice<UInt8>

    /// The lines of a text, without their line endings.
    package static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 10 {
            let end = i > start && bytes[i - 1] == 13 ? i - 1 : i
            result.append(bytes[start..<end])
            start = i + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    /// The edit from `a` to `b`, in order.
    package static func ops(_ a: [Line], _ b: [Line]) -> [Op] {
        var out: [Op] = []
        diff(a, 0..<a.count, b, 0..<b.count, into: &out)
        return out
    }

    private static func diff(_ a: [Line], _ ar: Range<Int>, _ b: [Line], _ br: Range<Int>, into out: inout [Op]) {
        var lo1 = ar.lowerBound, lo2 = br.lowerBound, hi1 = ar.upperBound, hi2 = br.upperBound
        while lo1 < hi1 && lo2 < hi2 && a[lo1] == b[lo2] { out.append(.same(lo1, lo2)); lo1 += 1; lo2 += 1 }
        var tail: [Op] = []
        while hi1 > lo1 && hi2 > lo2 && a[hi1 - 1] == b[hi2 - 1] { hi1 -= 1; hi2 -= 1; tail.append(.same(hi1, hi2)) }
        defer { out.append(contentsOf: tail.reversed()) }
        if lo1 == hi1 || lo2 == hi2 {
            for i in lo1..<hi1 { out.append(.delete(i)) }
            for j in lo2..<hi2 { out.append(.insert(j)) }
            return
        }
        let anchors = uniqueAnchors(a, lo1..<hi1, b, lo2..<hi2)
        if anchors.isEmpty {
            if (hi1 - lo1) * (hi2 - lo2) <= 250_000 {
                lcs(a, lo1..<hi1, b, lo2..<hi2, into: &out)
            } else {
                for i in lo1..<hi1 { out.append(.delete(i)) }
                for j in lo2..<hi2 { out.append(.insert(j)) }
            }
            return
        }
        var p1 = lo1, p2 = lo2
        for (i, j) in anchors {
            diff(a, p1..<i, b, p2..<j, into: &out)
            out.append(.same(i, j))
            p1 = i + 1
            p2 = j + 1
        }
        diff(a, p1..<hi1, b, p2..<hi2, into: &out)
    }

    /// Lines found exactly once in each range, paired, keeping the longest
    /// chain that is in order in both.
    private static func uniqueAnchors(_ a: [Line], _ ar: Range<Int>, _ b: [Line], _ br: Range<Int>) -> [(Int, Int)] {
        var counts: [Line: (a: Int, b: Int, ai: Int, bi: Int)] = [:]
        for i in ar { counts[a[i], default: (0, 0, 0, 0)].a += 1; counts[a[i]]!.ai = i }
        for j in br { if counts[b[j]] != nil { counts[b[j]]!.b += 1; counts[b[j]]!.bi = j } }
        let pairs = counts.values.filter { $0.a == 1 && $0.b == 1 }.map { ($0.ai, $0.bi) }.sorted { $0.0 < $1.0 }
        guard !pairs.isEmpty else { return [] }
        // Longest increasing subsequence of the b indices (patience sorting).
        var tails: [Int] = []            // index into pairs of the smallest tail of each length
        var previous = [Int](repeating: -1, count: pairs.count)
        for (k, pair) in pairs.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if pairs[tails[mid]].1 < pair.1 { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[k] = tails[lo - 1] }
            if lo == tails.count { tails.append(k) } else { tails[lo] = k }
        }
        var chain: [(Int, Int)] = []
        var k = tails.last ?? -1
        while k >= 0 {
            chain.append(pairs[k])
            k = previous[k]
        }
        return chain.reversed()
    }

    /// An exact longest common subsequence, for small regions.
    private static func lcs(_ a: [Line], _ ar: Range<Int>, _ b: [Line], _ br: Range<Int>, into out: inout [Op]) {
        let n = ar.count, m = br.count
        var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = a[ar.lowerBound + i] == b[br.lowerBound + j]
                    ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var i = 0, j = 0
        while i < n && j < m {
            if a[ar.lowerBound + i] == b[br.lowerBound + j] {
                out.append(.same(ar.lowerBound + i, br.lowerBound + j)); i += 1; j += 1
            } else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                out.append(.delete(ar.lowerBound + i)); i += 1
            } else {
                out.append(.insert(br.lowerBound + j)); j += 1
            }
        }
        while i < n { out.append(.delete(ar.lowerBound + i)); i += 1 }
        while j < m { out.append(.insert(br.lowerBound + j)); j += 1 }
    }

    /// The unified diff from `old` to `new`, with `context` unchanged lines
    /// around each change; empty when they are the same.
    package static func unified(_ old: [UInt8], _ new: [UInt8], oldName: String, newName: String, context: Int = 3) -> [UInt8] {
        let a = lines(old), b = lines(new)
        let ops = ops(a, b)
        var changed: [Int] = []
        for (k, op) in ops.enumerated() { if case .same = op { continue }; changed.append(k) }
        guard !changed.isEmpty else { return [] }
        // The line of each text before each op.
        var before: [(a: Int, b: Int)] = []
        before.reserveCapacity(ops.count + 1)
        var ai = 0, bi = 0
        for op in ops {
            before.append((ai, bi))
            switch op {
            case .same: ai += 1; bi += 1
            case .delete: ai += 1
            case .insert: bi += 1
            }
        }
        before.append((ai, bi))
        var out: [UInt8] = Array("--- \(oldName)\n+++ \(newName)\n".utf8)
        var k = 0
        while k < changed.count {
            // A hunk: changes closer than 2 × context lines go together.
            var last = k
            while last + 1 < changed.count && changed[last + 1] - changed[last] <= 2 * context { last += 1 }
            let start = max(0, changed[k] - context), end = min(ops.count, changed[last] + context + 1)
            let aStart = before[start].a, bStart = before[start].b
            var aCount = 0, bCount = 0
            var body: [UInt8] = []
            for op in ops[start..<end] {
                switch op {
                case .same(let i, _): body.append(32); body.append(contentsOf: a[i]); aCount += 1; bCount += 1
                case .delete(let i): body.append(UInt8(ascii: "-")); body.append(contentsOf: a[i]); aCount += 1
                case .insert(let j): body.append(UInt8(ascii: "+")); body.append(contentsOf: b[j]); bCount += 1
                }
                body.append(10)
            }
            func range(_ s: Int, _ c: Int) -> String { c == 1 ? "\(s + 1)" : "\(c == 0 ? s : s + 1),\(c)" }
            out.append(contentsOf: "@@ -\(range(aStart, aCount)) +\(range(bStart, bCount)) @@\n".utf8)
            out.append(contentsOf: body)
            k = last + 1
        }
        return out
    }
}
