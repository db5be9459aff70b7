import TallySyntax

/// An account's dense id; ids follow first appearance.
package struct AccountID: Sendable, Hashable, Comparable {
    package var index: Int32
    package init(_ index: Int32) { self.index = index }
    package static func < (a: AccountID, b: AccountID) -> Bool { a.index < b.index }
}

/// What kind of account: decides where it shows in summaries and which
/// accounts are categories.
package enum AccountType: String, Sendable, Hashable {
    case asset, liability, equity, income, expense

    /// The types hledger's `type:` letters name (A, L, E, R, X, in any
    /// order and case), or the first letter that names none. hledger's
    /// Cash and Conversion subtypes (C, V) are refused: Tally's accounts
    /// have no such types, and reading them as assets or equity would
    /// match other accounts than meant.
    package static func letters(_ spec: some StringProtocol) -> Result<Set<AccountType>, LetterError> {
        var types: Set<AccountType> = []
        for c in spec.uppercased() {
            switch c {
            case "A": types.insert(.asset)
            case "L": types.insert(.liability)
            case "E": types.insert(.equity)
            case "R": types.insert(.income)
            case "X": types.insert(.expense)
            default: return .failure(LetterError(letter: c))
            }
        }
        return .success(types)
    }

    package struct LetterError: Error { package var letter: Character }
}

/// Interned account names forming a tree by `:`.
///
/// Interning `a:b:c` also interns `a:b` and `a`, so every account's parent
/// exists and has a smaller id.
package struct AccountTable: Sendable {
    private var names = NameTable()
    package private(set) var parent: [Int32] = []
    /// Depth in the tree: 1 for top-level accounts.
    package private(set) var depth: [Int32] = []
    /// Offset of the last component in the full name.
    private var leafStart: [Int32] = []

    package init() {}

    package var count: Int { parent.count }
    package var all: [AccountID] { (0..<Int32(count)).map(AccountID.init) }

    /// The id of the account named `bytes[range]`, adding it and its parents when new.
    package mutating func intern(_ bytes: some RawBytes, _ range: Range<Int>) -> AccountID {
        if let id = names.lookup(bytes, range) { return AccountID(id) }
        // Walk up to the nearest ancestor already known (no recursion, so a
        // name of thousands of components cannot exhaust the stack), then
        // add the missing ones from the top down.
        var missing: [Int] = [range.upperBound]
        var parentID: Int32 = -1
        var end = range.upperBound
        while true {
            var colon = end - 1
            while colon > range.lowerBound && bytes.byte(at: colon) != UInt8(ascii: ":") { colon -= 1 }
            guard colon > range.lowerBound else { break }
            if let known = names.lookup(bytes, range.lowerBound..<colon) {
                parentID = known
                break
            }
            missing.append(colon)
            end = colon
        }
        var id: Int32 = parentID
        for end in missing.reversed() {
            let parentDepth = id >= 0 ? depth[Int(id)] : 0
            let newID = names.intern(bytes, range.lowerBound..<end)
            var leaf = 0
            if id >= 0 { leaf = names.bytes(id).count + 1 }
            parent.append(id)
            depth.append(parentDepth == Int32.max ? parentDepth : parentDepth + 1)
            leafStart.append(Int32(leaf))
            id = newID
        }
        return AccountID(id)
    }

    /// The most levels an account name may have: each level is an account of
    /// its own, so thousands would make the table grow with the square of
    /// the name's length.
    package static let maximumDepth = 100

    /// Like `intern`, but a new name of more than `maximumDepth` levels is
    /// cut after that many; `cut` is then the offset where it was cut.
    package mutating func internLimited(_ bytes: some RawBytes, _ range: Range<Int>) -> (AccountID, cut: Int?) {
        if let id = names.lookup(bytes, range) { return (AccountID(id), nil) }
        var levels = 1
        var k = range.lowerBound
        while k < range.upperBound {
            if bytes.byte(at: k) == UInt8(ascii: ":") {
                levels += 1
                if levels > Self.maximumDepth { return (intern(bytes, range.lowerBound..<k), k) }
            }
            k += 1
        }
        return (intern(bytes, range), nil)
    }

    package mutating func intern(_ name: String) -> AccountID {
        let bytes = Array(name.utf8)
        return intern(bytes, 0..<bytes.count)
    }

    package func lookup(_ name: String) -> AccountID? {
        names.lookup(name).map(AccountID.init)
    }

    package func lookup(_ bytes: some RawBytes, _ range: Range<Int>) -> AccountID? {
        names.lookup(bytes, range).map(AccountID.init)
    }

    package func name(_ id: AccountID) -> String { names.name(id.index) }
    package func nameBytes(_ id: AccountID) -> ArraySlice<UInt8> { names.bytes(id.index) }

    /// The last component of the name (`c` for `a:b:c`).
    package func leafName(_ id: AccountID) -> String {
        let b = names.bytes(id.index)
        return String(decoding: b[(b.startIndex + Int(leafStart[Int(id.index)]))...], as: UTF8.self)
    }

    package func parent(of id: AccountID) -> AccountID? {
        let p = parent[Int(id.index)]
        return p >= 0 ? AccountID(p) : nil
    }

    package func depth(of id: AccountID) -> Int { Int(depth[Int(id.index)]) }

    /// The top-level ancestor (itself for a top-level account).
    package func root(of id: AccountID) -> AccountID {
        var a = id
        while let p = parent(of: a) { a = p }
        return a
    }

    /// The ancestor at `depth` (itself when already at or above it).
    package func ancestor(of id: AccountID, atDepth d: Int) -> AccountID {
        var a = id
        while self.depth(of: a) > d, let p = parent(of: a) { a = p }
        return a
    }

    /// Whether `id` is `ancestor` or below it.
    package func isWithin(_ id: AccountID, _ ancestor: AccountID) -> Bool {
        var a: AccountID? = id
        while let x = a {
            if x == ancestor { return true }
            if x.index < ancestor.index { return false }
            a = parent(of: x)
        }
        return false
    }
}
