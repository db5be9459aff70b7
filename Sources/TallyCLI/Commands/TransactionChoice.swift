import TallyEngine
import TallyReports
import TallySyntax

/// The transactions a query picks, for the commands that act on whole
/// transactions (`edit`, `delete`): those with a posting the query matches.
struct TransactionChoice {
    let journal: Journal
    /// Indices into `journal.transactions`, in date order (then file order).
    let transactions: [Int]
    /// Line starts of each file that holds a chosen transaction, built once
    /// (a table per listing made `delete` quadratic in the matches).
    private let lines: [FileID: LineTable]

    init(journal: Journal, query: ReportQuery) {
        self.journal = journal
        var seen = Set<Int32>()
        var picked: [Int] = []
        for pi in RegisterReport(journal: journal, query: query).postings {
            let t = journal.postings[Int(pi)].transaction
            if seen.insert(t).inserted { picked.append(Int(t)) }
        }
        transactions = picked.sorted { a, b in
            let x = journal.transactions[a], y = journal.transactions[b]
            return x.date != y.date ? x.date < y.date : a < b
        }
        var lines: [FileID: LineTable] = [:]
        for ti in transactions {
            let file = journal.transactions.file(at: ti)
            if lines[file] == nil { lines[file] = LineTable(journal.files[Int(file.index)].bytes) }
        }
        self.lines = lines
    }

    /// `file:line`, the line of the transaction's date.
    func location(_ ti: Int) -> (path: String, line: Int) {
        let t = journal.transactions[ti]
        let file = journal.files[Int(t.file.index)]
        return (file.path, (lines[t.file] ?? LineTable(file.bytes)).line(of: t.range.lowerBound))
    }

    /// The transaction as written, with where it is.
    func listing(_ ti: Int) -> String {
        let t = journal.transactions[ti]
        let file = journal.files[Int(t.file.index)]
        let (path, line) = location(ti)
        var text = String(decoding: file.bytes[t.range.range], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }.joined(separator: "\n")
        while text.hasSuffix("\n") { text.removeLast() }
        return "\(path):\(line)\n\(text)\n"
    }
}
