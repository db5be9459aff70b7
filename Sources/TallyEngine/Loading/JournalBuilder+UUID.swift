import TallyLocale
import TallySyntax
import TallyValues

extension JournalBuilder {
    /// ledger's `UUID` tag: one transaction, however many times it reached
    /// the journal. A transaction whose UUID an earlier one has is left out
    /// when its postings are the earlier one's (the same accounts and
    /// amounts, in any order, automated postings included), and is an error
    /// naming the first otherwise. Returns whether to keep the transaction.
    mutating func keepsByUUID(_ pending: [PendingPosting], _ t: TransactionSyntax, index: Int32, in file: SourceFile,
                              header: SourceLocation) -> Bool {
        guard !t.comments.isEmpty, let uuid = Self.uuid(of: t, in: file) else { return true }
        guard let first = ledger.uuids[uuid] else {
            ledger.uuids[uuid] = (index, header)
            return true
        }
        let earlier = journal.transactions[Int(first.transaction)].postingIndices
        // The same postings in any order, as ledger compares them.
        var left = earlier.map { journal.postings[$0] }
        let same = earlier.count == pending.count && pending.allSatisfy { pp in
            guard let amount = pp.amount,
                  let k = left.firstIndex(where: { $0.account == pp.account && $0.commodity == amount.commodity && $0.quantity == amount.quantity })
            else { return false }
            left.remove(at: k)
            return true
        }
        if same { return false }
        report(Diagnostic(.error, "duplicate-uuid", LocalText(.uuidPostingsDiffer, uuid), at: header, hint: LocalText(.hintUuidDiffer),
                          notes: [.init(LocalText(.noteUuidFirst), at: first.location)]))
        return true
    }

    /// The value of the transaction's `UUID` tag, in its comment lines.
    static func uuid(of t: TransactionSyntax, in file: SourceFile) -> String? {
        for range in t.comments where Self.mentionsUUID(file, range) {
            if let tag = Tags.parse(file.bytes, range).first(where: { $0.name == "UUID" }), !tag.value.isEmpty { return tag.value }
        }
        return nil
    }

    /// Whether a comment holds `UUID:` at all: most comments do not, and
    /// are then not read for tags.
    static func mentionsUUID(_ file: SourceFile, _ range: TextRange) -> Bool {
        let bytes = file.bytes
        var i = range.lowerBound
        let end = range.upperBound - 4
        while i < end {
            if bytes[i] == UInt8(ascii: "U"), bytes[i + 1] == UInt8(ascii: "U"), bytes[i + 2] == UInt8(ascii: "I"),
               bytes[i + 3] == UInt8(ascii: "D"), bytes[i + 4] == UInt8(ascii: ":") { return true }
            i += 1
        }
        return false
    }
}
