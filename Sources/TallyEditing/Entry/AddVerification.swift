import TallyEngine
import TallySyntax
import TallyValues

/// Appends a new transaction to the current bytes of a file and checks the
/// result before it is written: the whole journal must read back without
/// errors, the new transaction must read as intended, and every other
/// transaction must read as it did.
package struct AddVerification {
    package init(edit: JournalEdit, path: String, before: Journal, beforeBytes: [UInt8], beforeScan: FileLayout.Scan, intended: ResolvedEntry) {
        self.edit = edit
        self.path = path
        self.before = before
        self.beforeBytes = beforeBytes
        self.beforeScan = beforeScan
        self.intended = intended
    }

    package let edit: JournalEdit
    package let path: String
    /// The journal as loaded before asking, and its first file's bytes then.
    package let before: Journal
    package let beforeBytes: [UInt8]
    package let beforeScan: FileLayout.Scan
    package let intended: ResolvedEntry

    /// The new bytes, the offset the transaction starts at, and its text.
    package func appended(to current: [UInt8]) -> Result<([UInt8], Int, [UInt8]), SafeFileWriter.Failure> {
        // Another writer may have changed the file since it was read: work on
        // what it holds now.
        var old = before
        var scan = beforeScan
        if current != beforeBytes {
            scan = FileLayout.scan(SourceFile(id: FileID(0), path: path, bytes: current), year: intended.transaction.date.year)
            let reloaded = edit.load(replacing: path, with: current)
            if reloaded.hasErrors {
                return .failure(SafeFileWriter.Failure("'\(path)' changed while the transaction was prepared and now has errors; nothing was written"))
            }
            old = reloaded.journal
        }
        let layout = scan.layout
        let text = intended.transaction.text(layout: layout)
        let (bytes, offset) = TextInsertion.inserting(text, into: current, at: scan.appendOffset, lineEnding: layout.lineEnding)

        let after: Journal
        switch edit.verify(replacing: path, with: bytes) {
        case .success(let r): after = r.journal
        case .failure(let f): return .failure(f)
        }
        guard let added = after.transactions.first(where: { $0.file == FileID(0) && $0.dateRange.lowerBound == offset }) else {
            return .failure(SafeFileWriter.Failure("the new transaction did not read back as a transaction; nothing was written"))
        }
        let meaning = TransactionMeaning(added, in: after)
        let readBack = meaning.postings.map { IntendedPosting(account: $0.account, commodity: $0.commodity, quantity: $0.quantity) }
        guard meaning.date == intended.transaction.date, meaning.description == intended.transaction.description,
              readBack == intended.intended else {
            let shown = readBack.map { "\($0.account) \($0.quantity) \($0.commodity)" }.joined(separator: ", ")
            return .failure(SafeFileWriter.Failure("the new transaction would read back as \(meaning.date) \(meaning.description): \(shown); nothing was written"))
        }
        let comparison = JournalComparison(old: old, new: after)
        if let difference = comparison.firstDifference(old: { _ in true }, new: { !($0.file == FileID(0) && $0.dateRange.lowerBound == offset) }) {
            return .failure(SafeFileWriter.Failure("adding the transaction would change another one: \(difference); nothing was written"))
        }
        return .success((bytes, offset, text))
    }
}
