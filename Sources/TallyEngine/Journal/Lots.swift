import TallySyntax
import TallyValues

/// Where a lot annotation was written: the posting line's start in its file.
public struct LotKey: Sendable, Hashable {
    public var file: FileID
    public var start: Int32
}

/// A posting's lot annotation as written: `{UNIT}`, `{{TOTAL}}`, `{=FIXED}`,
/// `[DATE]`, `(NOTE)`.
public struct PostingLot: Sendable {
    public var cost: Amount?
    public var isTotal: Bool
    public var isFixed: Bool
    public var date: Day?
    public var note: String?
}

extension Journal {
    /// The lot annotation written on a posting of `t`, if any.
    public func lot(of p: Posting, in t: Transaction) -> PostingLot? {
        lots.isEmpty ? nil : lots[LotKey(file: t.file, start: p.range.start)]
    }
}
