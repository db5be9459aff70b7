/// Values for a few of many rows, by row: sorted keys, found by binary search.
/// Rows are mostly set in increasing order, which appends.
///
/// While keys are only appended, `blocks` says where each run of 64
/// possible keys starts among the keys, so a lookup searches a few keys
/// instead of all (4 bytes per 64 rows up to the last key).
struct SparseColumn<Value: Sendable>: Sendable {
    private var keys: [Int32] = []
    private var values: [Value] = []
    /// `blocks[b]`: the position of the first key of `b << blockShift` or
    /// more. Empty once a key was inserted or removed out of order.
    private var blocks: [Int32] = []
    private var blocksHold = true
    private static var blockShift: Int32 { 6 }

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }
    var lastKey: Int32? { keys.last }

    /// Every key and its value, in key order.
    func forEach(_ body: (Int32, Value) -> Void) {
        for k in keys.indices { body(keys[k], values[k]) }
    }

    private func position(_ key: Int32) -> Int {
        var low = 0, high = keys.count
        if blocksHold && key >= 0 {
            let b = Int(key >> Self.blockShift)
            if b >= blocks.count { return keys.count }
            low = Int(blocks[b])
            if b + 1 < blocks.count { high = Int(blocks[b + 1]) }
        }
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    subscript(key: Int32) -> Value? {
        get {
            let i = position(key)
            return i < keys.count && keys[i] == key ? values[i] : nil
        }
        set {
            if let v = newValue, keys.last.map({ $0 < key }) ?? true {
                if blocksHold {
                    if key < 0 {
                        blocks = []
                        blocksHold = false
                    } else {
                        let b = Int(key >> Self.blockShift)
                        while blocks.count <= b { blocks.append(Int32(keys.count)) }
                    }
                }
                keys.append(key)
                values.append(v)
                return
            }
            let i = position(key)
            let found = i < keys.count && keys[i] == key
            switch (found, newValue) {
            case (true, let v?): values[i] = v
            case (true, nil): keys.remove(at: i); values.remove(at: i); forgetBlocks()
            case (false, let v?): keys.insert(key, at: i); values.insert(v, at: i); forgetBlocks()
            case (false, nil): break
            }
        }
    }

    private mutating func forgetBlocks() {
        blocks = []
        blocksHold = false
    }
}
