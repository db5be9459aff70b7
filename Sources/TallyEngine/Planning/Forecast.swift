import TallySyntax
import TallyValues

/// Forecasts: the future occurrences of recurring rules as transactions.
///
/// Only recurring rules forecast. Budgets are limits, not expected
/// transactions, so nothing of a budget ever appears in a forecast.
extension Journal {
    /// Whether a transaction was added by `addingForecast`.
    package func isForecast(_ t: Transaction) -> Bool {
        forecastFile == t.file
    }

    /// This journal with a forecast transaction for every unpaid occurrence
    /// of every active (not paused) rule due on or after `from` and before
    /// `until`.
    ///
    /// The transactions are read as `OccurrenceText` writes them, in a
    /// generated file named `<forecast>` (`forecastFile`), so every report
    /// can tell them apart with `isForecast`. They are merged into date order
    /// after the real transactions of the same day.
    ///
    /// - Complexity: O(transactions + postings + occurrences).
    package func addingForecast(from: Day, until: Day) -> Journal {
        var result = self
        result.addForecast(from: from, until: until)
        return result
    }

    /// Adds the forecast transactions in place (see `addingForecast`); a
    /// journal no one else holds is extended without copying its arrays.
    package mutating func addForecast(from: Day, until: Day) {
        let fileID = FileID(files.count)
        forecastFile = fileID
        guard from < until, !recurringRules.isEmpty else {
            files.append(SourceFile(id: fileID, path: "<forecast>", bytes: []))
            return
        }
        let last = until.adding(days: -1)
        let status = RecurringStatus(journal: self, through: last)
        var due: [(date: Day, rule: Int)] = []
        for (k, rule) in recurringRules.enumerated() where !rule.isPaused {
            for d in status.unpaid(rule: k, from: from, through: last) { due.append((d, k)) }
        }
        due.sort { $0.date != $1.date ? $0.date < $1.date : $0.rule < $1.rule }

        var text: [UInt8] = []
        var added: [Transaction] = []
        added.reserveCapacity(due.count)
        let firstNew = transactions.count
        for (n, occurrence) in due.enumerated() {
            let rule = recurringRules[occurrence.rule]
            let ranges = OccurrenceText.append(rule, due: occurrence.date, in: self, to: &text)
            let index = Int32(firstNew + n)
            let commentStart = Int32(transactionComments.count)
            transactionComments.append(ranges.comment)
            let postingStart = Int32(postings.count)
            for line in rule.lines {
                var p = Posting(account: line.account, amount: line.amount, status: line.status, kind: line.kind,
                                transaction: index, range: ranges.postings[line.template].line)
                p.isInferred = line.isInferred
                if let cost = line.cost {
                    p.costIndex = Int32(costs.count)
                    costs.append(cost)
                }
                let comments = ranges.postings[line.template].comments
                if !comments.isEmpty {
                    p.commentStart = Int32(postingComments.count)
                    p.commentCount = Int16(clamping: comments.count)
                    postingComments.append(contentsOf: comments)
                }
                postings.append(p)
            }
            added.append(Transaction(
                date: occurrence.date, secondaryDate: nil, status: .unmarked, file: fileID, range: ranges.entry,
                dateRange: ranges.date, code: nil, description: ranges.description, payee: nil, note: nil,
                postingStart: postingStart, postingCount: Int32(postings.count) - postingStart,
                commentStart: commentStart, commentCount: 1))
        }
        files.append(SourceFile(id: fileID, path: "<forecast>", bytes: text))
        let merges = transactions.last.map { lastReal in added.first.map { $0.date < lastReal.date } ?? false } ?? false
        for t in added { transactions.append(t) }
        if merges { Self.merge(&transactions, firstNew: firstNew, postings: &postings) }
    }

    /// Merges the date-ordered transactions before `firstNew` with the
    /// date-ordered ones from there (old first on equal dates) and points
    /// every posting at its transaction's new index.
    private static func merge(_ transactions: inout TransactionTable, firstNew: Int, postings: inout PostingTable) {
        var order: [Int] = []
        order.reserveCapacity(transactions.count)
        var newIndex = [Int32](repeating: 0, count: transactions.count)
        var i = 0, j = firstNew
        while i < firstNew || j < transactions.count {
            let k: Int
            if j == transactions.count || (i < firstNew && transactions.date(at: i) <= transactions.date(at: j)) {
                k = i
                i += 1
            } else {
                k = j
                j += 1
            }
            newIndex[k] = Int32(order.count)
            order.append(k)
        }
        transactions.reorder(order)
        postings.renumberTransactions(newIndex)
    }
}
