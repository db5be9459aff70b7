import TallySyntax
import TallyValues

/// Where a lot annotation was written: the posting line's start in its file.
package struct LotKey: Sendable, Hashable {
    package var file: FileID
    package var start: Int32
}

/// A posting's lot annotation as written: `{UNIT}`, `{{TOTAL}}`, `{=FIXED}`,
/// `[DATE]`, `(NOTE)`, `((VALUE))` (ledger's value expression, when it is
/// one amount: the value of one unit).
package struct PostingLot: Sendable {
    package var cost: Amount?
    package var isTotal: Bool
    package var isFixed: Bool
    package var date: Day?
    package var note: String?
    package var value: Amount?

    package init(cost: Amount?, isTotal: Bool, isFixed: Bool, date: Day?, note: String?, value: Amount? = nil) {
        self.cost = cost
        self.isTotal = isTotal
        self.isFixed = isFixed
        self.date = date
        self.note = note
        self.value = value
    }
}

extension Journal {
    /// The lot annotation written on a posting of `t`, if any.
    package func lot(of p: Posting, in t: Transaction) -> PostingLot? {
        lots.isEmpty ? nil : lots[LotKey(file: t.file, start: p.range.start)]
    }
}
