import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

/// The packed transaction table gives back every transaction exactly as
/// added: those with comments, codes, payees, secondary dates, and those
/// that do not fit a row and are kept whole.
@Suite struct TransactionTableTests {
    static func transaction(_ n: Int32, start: Int = 100, length: Int = 60, dateLength: Int = 10, descriptionOffset: Int = 13,
                            descriptionLength: Int = 20, secondary: Day? = nil, code: TextRange? = nil, payeeNote: Bool = false,
                            postings: Int32 = 2, comments: Int16 = 0, file: Int = 1, status: Status = .cleared) -> Transaction {
        let description = TextRange(start + descriptionOffset, start + descriptionOffset + descriptionLength)
        let first = start + descriptionOffset
        let payee = payeeNote ? TextRange(first, first + 3) : nil
        let note = payeeNote ? TextRange(first + 6, first + descriptionLength) : nil
        return Transaction(date: Day(daysSinceEpoch: 20_000 + n), secondaryDate: secondary, status: status, file: FileID(file),
                           range: TextRange(start, start + length), dateRange: TextRange(start, start + dateLength), code: code,
                           description: description, payee: payee, note: note, postingStart: n * 3,
                           postingCount: postings, commentStart: n * 2, commentCount: comments)
    }

    @Test func aTransactionTakes24Bytes() {
        #expect(TransactionTable.bytesPerRow == 24)
    }

    @Test func everyFieldComesBackExactly() {
        let written = [
            Self.transaction(0),
            Self.transaction(1, comments: 2, status: .pending),
            Self.transaction(2, code: TextRange(112, 116)),
            Self.transaction(3, payeeNote: true, comments: 1),
            Self.transaction(4, dateLength: 21, secondary: Day(daysSinceEpoch: 19_000)),
            Self.transaction(5, length: 70_000),
            Self.transaction(6, descriptionOffset: 300),
            Self.transaction(7, descriptionLength: 256),
            Self.transaction(8, postings: 255),
            Self.transaction(9, postings: 254, file: 65_535),
            Self.transaction(10, start: 0, length: 0, dateLength: 0, descriptionOffset: 0, descriptionLength: 0, postings: 0, file: 0,
                             status: .unmarked),
            Self.transaction(11, comments: 1, file: 70_000),
        ]
        var table = TransactionTable()
        for t in written { table.append(t) }
        #expect(table.count == written.count)
        for (k, t) in written.enumerated() {
            #expect(table[k] == t, "transaction \(k) differs: \(table[k]) against \(t)")
            #expect(table.date(at: k) == t.date)
        }
        table.reorder(Array(written.indices.reversed()))
        for (k, t) in written.reversed().enumerated() { #expect(table[k] == t) }
    }

    /// Random fields, many of them out of a row's reach (inverted or long
    /// ranges, far descriptions, many postings, large files): each comes
    /// back exactly, whether it fit a row or was kept whole.
    @Test func randomTransactionsComeBackExactly() {
        var rng = JournalGenerator.Random(state: 0x7A11)
        func pick(_ choices: [Int]) -> Int { choices[Int(rng.next() % UInt64(choices.count))] }
        var written: [Transaction] = []
        for n in 0..<2_000 {
            let start = pick([0, 1, 100, 65_000, 2_000_000])
            let t = Self.transaction(Int32(n), start: start, length: pick([-5, 0, 60, 65_534, 65_535, 70_000]),
                                     dateLength: pick([0, 10, 15, 16, 21]), descriptionOffset: pick([-1, 0, 13, 255, 256, 300]),
                                     descriptionLength: pick([-3, 0, 20, 255, 256]),
                                     secondary: pick([0, 1]) == 1 ? Day(daysSinceEpoch: 19_000) : nil,
                                     code: pick([0, 1]) == 1 ? TextRange(start + 12, start + 16) : nil, payeeNote: pick([0, 1]) == 1,
                                     postings: Int32(pick([0, 2, 254, 255, 256])), comments: Int16(pick([0, 1, 3])),
                                     file: pick([0, 1, 65_534, 65_535, 70_000]),
                                     status: [Status.unmarked, .pending, .cleared][pick([0, 1, 2])])
            written.append(t)
        }
        var table = TransactionTable()
        for t in written { table.append(t) }
        for (k, t) in written.enumerated() {
            #expect(table[k] == t, "transaction \(k) differs: \(table[k]) against \(t)")
            #expect(table.date(at: k) == t.date)
            #expect(table.postingIndices(at: k) == t.postingIndices)
        }
    }

    @Test func aLoadedJournalReadsItsTransactionsBack() {
        let j = load("""
            2026-01-05=2026-01-07 * (42) Shop | weekly food  ; a comment
                ; another
                Expenses:Food    10.00 EUR
                Assets:Cash

            2026-01-04 Baker
                Expenses:Food    2.00 EUR
                Assets:Cash

            """).journal
        #expect(j.transactions.count == 2)
        #expect(j.description(of: j.transactions[0]) == "Baker")
        let t = j.transactions[1]
        #expect(t.secondaryDate == Day(year: 2026, month: 1, day: 7))
        #expect(t.code.map { j.text($0, in: t.file) } == "42")
        #expect(t.payee.map { j.text($0, in: t.file) } == "Shop")
        #expect(t.note.map { j.text($0, in: t.file) } == "weekly food")
        #expect(j.comments(of: t).count == 2)
        #expect(t.postingCount == 2 && t.postingStart == 0)
    }
}
