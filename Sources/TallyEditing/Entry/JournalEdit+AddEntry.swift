import TallyLocale
import TallyEngine
import TallySyntax
import TallySystem
import TallyValues

extension JournalEdit {
    /// Appends the new transaction `intended` to `current`, the bytes the
    /// file at `path` holds now, and checks the result before it is written:
    /// the whole journal must read back without errors, the new transaction
    /// must read as intended, and every other transaction must read as it
    /// did in `before`, the journal as loaded before asking, whose first
    /// file is `path` as `scan` found it.
    ///
    /// Returns the new bytes, the offset the transaction starts at, and its text.
    package func adding(_ intended: ResolvedEntry, to current: [UInt8], at path: String, before: Journal,
                        scan beforeScan: FileLayout.Scan) -> Result<([UInt8], Int, [UInt8]), SafeFileWriter.Failure> {
        // Another writer may have changed the file since it was read: work on
        // what it holds now.
        var old = before
        var scan = beforeScan
        if before.files[0].bytes != current {
            scan = FileLayout.scan(SourceFile(id: FileID(0), path: path, bytes: current), year: intended.transaction.date.year)
            let reloaded = load(replacing: path, with: current)
            if reloaded.hasErrors {
                return .failure(SafeFileWriter.Failure(LocalText(.changedWithErrors, path)))
            }
            old = reloaded.journal
        }
        let layout = scan.layout
        let text = intended.transaction.text(layout: layout)
        let (bytes, offset) = TextInsertion.inserting(text, into: current, at: scan.appendOffset, lineEnding: layout.lineEnding)

        let after: Journal
        switch verify(replacing: path, with: bytes) {
        case .success(let r): after = r.journal
        case .failure(let f): return .failure(f)
        }
        guard let added = after.transactions.first(where: { $0.file == FileID(0) && $0.dateRange.lowerBound == offset }) else {
            return .failure(SafeFileWriter.Failure(LocalText(.newNotTransaction)))
        }
        let description = after.description(of: added)
        let readBack = added.postingIndices.map { i in
            let p = after.postings[i]
            return IntendedPosting(account: after.accounts.name(p.account), commodity: after.commodities.symbol(p.commodity), quantity: p.quantity)
        }
        guard added.date == intended.transaction.date, description == intended.transaction.description,
              readBack == intended.intended else {
            let shown = readBack.map { "\($0.account) \($0.quantity) \($0.commodity)" }.joined(separator: ", ")
            return .failure(SafeFileWriter.Failure(LocalText(.newReadsAs, "\(added.date) \(description)", shown)))
        }
        let comparison = JournalComparison(old: old, new: after)
        if let difference = comparison.firstDifference(old: { _ in true }, new: { !($0.file == FileID(0) && $0.dateRange.lowerBound == offset) }) {
            return .failure(SafeFileWriter.Failure(LocalText(.addChangesAnother, saying: difference)))
        }
        return .success((bytes, offset, text))
    }
}
