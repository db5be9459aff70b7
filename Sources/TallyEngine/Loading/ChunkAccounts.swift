import TallySyntax

/// The account names of one chunk's transactions, interned by the worker
/// that parsed the chunk: a chunk-local id per posting, in file order. The
/// builder maps each local id to the journal's account once per chunk
/// instead of looking every posting's name up in the journal's table.
///
/// The mapping holds only while no alias or `apply account` prefix is in
/// force (the builder checks at each posting, so a directive in the middle
/// of the chunk is honoured from that posting on), and only for names that
/// resolved without a diagnostic, which must be reported at every use.
struct ChunkAccounts: Sendable {
    /// One local id per posting of the chunk's transactions, in order.
    private var local: [Int32] = []
    /// Journal account index per local id; -1 until first resolved.
    private var global: [Int32] = []
    /// The next posting's position in `local`.
    private var cursor = 0

    /// No names: every posting is looked up in the journal.
    static let none = ChunkAccounts()

    private init() {}

    /// Interns the account name of every posting of the transactions in `entries`.
    init(_ entries: [Entry], in file: SourceFile) {
        var names = NameTable()
        for entry in entries {
            guard case .transaction(let t) = entry else { continue }
            for p in t.postings { local.append(names.intern(file.bytes, p.account.range)) }
        }
        global = [Int32](repeating: -1, count: names.count)
    }

    /// Takes the next posting's local id; `nil` past the end (a transaction
    /// not from this chunk).
    mutating func next() -> Int? {
        guard cursor < local.count else { return nil }
        defer { cursor += 1 }
        return Int(local[cursor])
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
    mutating func account(_ range: TextRange, in file: SourceFile, chunk: inout ChunkAccounts) -> AccountID {
        guard let local = chunk.next(), !ledger.rewritesNames else { return account(range, in: file) }
        if let known = chunk.account(local) { return known }
        let reported = diagnostics.count
        let id = account(range, in: file)
        if diagnostics.count == reported { chunk.remember(local, id) }
        return id
    }
}
