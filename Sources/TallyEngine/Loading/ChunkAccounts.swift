import TallySyntax

/// What the worker that parsed a chunk learned about its transactions'
/// postings, in file order: each account name interned to a chunk-local
/// id, and whether the posting has a cost, a lot or a balance assertion.
/// The builder maps each local id to the journal's account once per chunk
/// instead of looking every posting's name up in the journal's table, and
/// reads the flags instead of the syntax's boxed parts.
///
/// The mapping holds only while no alias or `apply account` prefix is in
/// force (the builder checks at each posting, so a directive in the middle
/// of the chunk is honoured from that posting on), and only for names that
/// resolved without a diagnostic, which must be reported at every use.
struct ChunkAccounts: Sendable {
    /// One local id per posting of the chunk's transactions, in order.
    private var local: [Int32] = []
    /// Per posting: `PostingSyntax.partBits`.
    private var parts: [UInt8] = []
    /// The bits of `parts`, read once per chunk rather than per posting.
    private let costOrLot = PostingSyntax.costOrLotBit, assertion = PostingSyntax.assertionBit
    /// Journal account index per local id; -1 until first resolved.
    private var global: [Int32] = []
    /// The next posting's position in `local`.
    private var cursor = 0

    /// One posting as the worker saw it.
    struct Seen {
        var local: Int
        var hasCostOrLot: Bool
        var hasAssertion: Bool
    }

    /// No names: every posting is looked up in the journal.
    static let none = ChunkAccounts()

    private init() {}

    /// Names of a chunk being parsed, interned as its transactions come.
    struct Interning {
        private var names = NameTable()
        fileprivate var local: [Int32] = []
        fileprivate var parts: [UInt8] = []

        init() {}

        /// Interns the account name of every posting of `t`.
        mutating func add(_ t: TransactionSyntax, in bytes: SourceBytes) {
            // Stored fields, read where each posting lies: copying a whole
            // posting out of the array costs more than interning its name.
            let ps = t.postings.span
            for k in ps.indices {
                local.append(names.intern(bytes, ps[k].account.range))
                parts.append(ps[k].partBits)
            }
        }

        var count: Int { names.count }
    }

    /// The names a worker interned, ready for the builder.
    init(_ interned: Interning) {
        local = interned.local
        parts = interned.parts
        global = [Int32](repeating: -1, count: interned.count)
    }

    /// Takes the next posting; `nil` past the end (a transaction not from this chunk).
    mutating func next() -> Seen? {
        guard cursor < local.count else { return nil }
        defer { cursor += 1 }
        return Seen(local: Int(local[cursor]), hasCostOrLot: parts[cursor] & costOrLot != 0,
                    hasAssertion: parts[cursor] & assertion != 0)
    }

    func account(_ id: Int) -> AccountID? {
        global[id] >= 0 ? AccountID(global[id]) : nil
    }

    mutating func remember(_ id: Int, _ account: AccountID) {
        global[id] = account.index
    }
}

extension JournalBuilder {
    /// A posting's account: through the chunk's mapping when it holds (see
    /// `ChunkAccounts`), else interned as `account(_:in:)` does. The result
    /// and diagnostics are the same either way.
    mutating func account(_ range: TextRange, in file: SourceFile, seen: ChunkAccounts.Seen?, chunk: inout ChunkAccounts) -> AccountID {
        guard let local = seen?.local, !ledger.rewritesNames else { return account(range, in: file) }
        if let known = chunk.account(local) { return known }
        let reported = diagnostics.count
        let id = account(range, in: file)
        if diagnostics.count == reported { chunk.remember(local, id) }
        return id
    }
}
