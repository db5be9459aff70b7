import TallyEditing
import TallyEngine
import TallyImport
import TallySyntax
import TallyValues

/// Statement rows that are payments already in the journal under another
/// description: typed by hand, or imported from the other side of a
/// transfer. One payment is one transaction, however it reached the journal.
///
/// A row matches a transaction dated at most `window` days from it that has
/// a posting on the row's account (its first posting) with the row's
/// amount, in the same commodity, not yet matched to a statement row (no
/// `import:` tag on that posting, and not taken by another row of this
/// statement). A posting to the unknown account with the row's amount
/// matches too when the transaction's other postings are on other
/// accounts: it is the other side of a transfer imported from the other
/// statement, and becomes the row's account. Among several, the nearest in
/// date wins, then the one whose description shares the most words with
/// the row's; when two are alike on both, the row is ambiguous and is left
/// out.
package struct EntryMatching {
    package let journal: Journal
    package let window: Int

    package init(journal: Journal, window: Int) {
        self.journal = journal
        self.window = window
    }

    package static let defaultWindow = 3

    /// A row and the posting it matched.
    package struct Match {
        package var row: ImportedTransaction
        /// Index into `Journal.transactions`.
        package var transaction: Int
        /// Index into `Journal.postings`.
        package var posting: Int
        /// The posting was on the unknown account: it becomes the row's account.
        package var account: String?
    }

    package struct Ambiguous {
        package var row: ImportedTransaction
        package var transactions: [Int]
    }

    package struct Outcome {
        package var fresh: [ImportedTransaction] = []
        package var matched: [Match] = []
        package var ambiguous: [Ambiguous] = []
    }

    /// The identity a statement row leaves on the posting it matched, so a
    /// second import of the statement finds it: a hash of the row's
    /// account, date, amount, folded description and code.
    package static func key(_ row: ImportedTransaction) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let first = row.postings.first { $0.amount != nil }
        let parts = [ImportMatching.plainAccount(first?.account ?? ""), row.date.description,
                     first?.amount.map { $0.quantity.normalized().plainText(minimumScale: 0) + " " + $0.commodity } ?? "",
                     ImportMatching.foldedText(row.description), row.code]
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The `import:` keys on the journal's postings, by posting.
    package static func keys(in journal: Journal) -> [String: Int] {
        var found: [String: Int] = [:]
        for t in journal.transactions {
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard p.commentCount > 0 else { continue }
                let bytes = journal.file(t.file).bytes
                for k in 0..<Int(p.commentCount) {
                    let range = journal.postingComments[Int(p.commentStart) + k]
                    guard mentionsImport(bytes, range) else { continue }
                    for tag in Tags.parse(bytes, range) where tag.name == "import" && !tag.value.isEmpty { found[tag.value] = pi }
                }
            }
        }
        return found
    }

    private static func mentionsImport(_ bytes: SourceBytes, _ range: TextRange) -> Bool {
        let needle = Array("import:".utf8)
        var i = range.lowerBound
        while i + needle.count <= range.upperBound {
            var k = 0
            while k < needle.count && bytes[i + k] == needle[k] { k += 1 }
            if k == needle.count { return true }
            i += 1
        }
        return false
    }

    /// Splits the rows not already in the journal into those to add, those
    /// that match a transaction, and the ambiguous ones.
    /// - Parameter choose: asks which of the candidates (one, or the
    ///   ambiguous ones) the row is; `nil` from it adds the row as new.
    /// - Parameter excluding: transactions other rows of the statement are
    ///   already (the exact duplicates), which no row may match again.
    package func match(_ rows: [ImportedTransaction], excluding: Set<Int> = [], choose: ((ImportedTransaction, [Int]) -> Int?)? = nil) -> Outcome {
        var outcome = Outcome()
        guard window > 0 else {
            outcome.fresh = rows
            return outcome
        }
        var byDate: [Day: [Int]] = [:]
        for (i, t) in journal.transactions.enumerated() where !journal.isForecast(t) { byDate[t.date, default: []].append(i) }
        let tagged = Set(Self.keys(in: journal).values)
        var taken = Set<Int>()
        for row in rows {
            guard let first = row.postings.first(where: { $0.amount != nil }), let amount = first.amount else {
                outcome.fresh.append(row)
                continue
            }
            let account = ImportMatching.plainAccount(first.account)
            var candidates: [(transaction: Int, posting: Int, unknown: Bool, distance: Int, words: Int)] = []
            for d in -window...window {
                for ti in byDate[row.date.adding(days: d)] ?? [] where !excluding.contains(ti) {
                    let t = journal.transactions[ti]
                    for pi in t.postingIndices where !taken.contains(pi) && !tagged.contains(pi) {
                        let p = journal.postings[pi]
                        guard p.kind == .real, p.quantity == amount.quantity, journal.commodities.symbol(p.commodity) == amount.commodity else { continue }
                        let name = journal.accounts.name(p.account)
                        let unknown = ImportedTransaction.isUnknown(name)
                            && !t.postingIndices.contains { journal.accounts.name(journal.postings[$0].account) == account }
                        guard name == account || unknown else { continue }
                        candidates.append((ti, pi, unknown, abs(d), Self.sharedWords(row.description, journal.description(of: t))))
                        break
                    }
                }
            }
            candidates.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.words > $1.words }
            guard let best = candidates.first else {
                outcome.fresh.append(row)
                continue
            }
            var chosen = best
            if candidates.count > 1, candidates[1].distance == best.distance, candidates[1].words == best.words {
                let alike = candidates.filter { $0.distance == best.distance && $0.words == best.words }
                guard let choose else {
                    outcome.ambiguous.append(Ambiguous(row: row, transactions: alike.map(\.transaction)))
                    continue
                }
                guard let ti = choose(row, alike.map(\.transaction)), let c = alike.first(where: { $0.transaction == ti }) else {
                    outcome.fresh.append(row)
                    continue
                }
                chosen = c
            } else if let choose, choose(row, [best.transaction]) == nil {
                outcome.fresh.append(row)
                continue
            }
            taken.insert(chosen.posting)
            outcome.matched.append(Match(row: row, transaction: chosen.transaction, posting: chosen.posting, account: chosen.unknown ? account : nil))
        }
        return outcome
    }

    /// How many words of three or more letters the two descriptions share,
    /// compared folded (case and accents ignored).
    package static func sharedWords(_ a: String, _ b: String) -> Int {
        func words(_ s: String) -> Set<String> {
            Set(ImportMatching.foldedText(s).split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count >= 3 })
        }
        return words(a).intersection(words(b)).count
    }
}
