import TallyValues

/// One top-level item of a journal file.
///
/// The entries of a file cover every byte of it, in order, each range ending
/// after its last line terminator; a writer can therefore reproduce the file
/// exactly, or change one entry and keep every other byte.
package enum Entry: Sendable {
    case transaction(TransactionSyntax)
    // Boxed: rare, and larger than a transaction; keeps `Entry` small to copy.
    indirect case periodic(PeriodicTransactionSyntax)
    indirect case directive(DirectiveSyntax)
    /// Comment lines, a `comment … end comment` block, or blank lines.
    case trivia(TriviaSyntax)
    /// Lines skipped after a syntax error.
    case invalid(TextRange)

    /// The bytes this entry spans, including its final line terminator.
    package var range: TextRange {
        switch self {
        case .transaction(let t): return t.range
        case .periodic(let p): return p.range
        case .directive(let d): return d.range
        case .trivia(let t): return t.range
        case .invalid(let r): return r
        }
    }
}

/// Comment lines, comment blocks and blank lines between entries.
package struct TriviaSyntax: Sendable {
    package enum Kind: Sendable { case blank, comment, commentBlock }
    package var kind: Kind
    package var range: TextRange
}

/// `*` cleared, `!` pending, or unmarked. Public, as `PostingKind`, so
/// that comparing two inlines in the modules that read many.
public enum Status: UInt8, Sendable, Hashable {
    case unmarked = 0, pending = 1, cleared = 2
}

/// A transaction: header line and indented postings.
package struct TransactionSyntax: Sendable {
    /// From the date to the end of the last posting or comment line.
    package var range: TextRange
    package var date: Day
    package var dateRange: TextRange
    package var secondaryDate: Day?
    package var status: Status
    /// The code between parentheses, without them.
    package var code: TextRange?
    /// The whole description (payee and note).
    package var description: TextRange
    /// When the description holds `payee | note`, the payee part.
    package var payee: TextRange?
    /// When the description holds `payee | note`, the note part.
    package var note: TextRange?
    /// Comment texts after `;` on the header and on indented lines before
    /// the first posting (without the `;`).
    package var comments: [TextRange]
    package var postings: [PostingSyntax]
    /// ledger's `assert`, `check`, `expr` and `eval` lines among the postings.
    package var checks: [TransactionCheckSyntax] = []
}

/// A line `assert EXPR`, `check EXPR`, `expr EXPR` or `eval EXPR` in a
/// transaction (ledger's), with the number of postings written above it:
/// the expression reads the last of them.
package struct TransactionCheckSyntax: Sendable {
    /// The line without its indent.
    package var line: TextRange
    package var postingsBefore: Int32
}

/// `~ PERIOD  [description]` with template postings. Read and kept, never
/// counted as a real transaction.
package struct PeriodicTransactionSyntax: Sendable {
    package var range: TextRange
    package var period: TextRange
    package var description: TextRange
    package var postings: [PostingSyntax]
}

/// How a posting takes part in balancing.
public enum PostingKind: UInt8, Sendable {
    /// An ordinary posting.
    case real
    /// `(account)`: not required to balance.
    case virtual
    /// `[account]`: balances with the other bracketed postings.
    case balancedVirtual
}

/// One indented posting line.
package struct PostingSyntax: Sendable {
    /// The line, from the first non-blank byte to the end of its text.
    package var range: TextRange
    package var status: Status
    package var kind: PostingKind
    /// The account name, without `()` or `[]`.
    package var account: TextRange
    package var amount: AmountSyntax?
    /// In an automated transaction, `*N`: the amount multiplies the matched posting's amount.
    package var isMultiplier = false
    /// Comments, cost, lot and assertion: most postings have none, so they
    /// share one box and a posting holds at most one reference.
    private var details: Box<PostingDetails>?
    /// Whether the posting has a cost or lot (`costOrLotBit`), an
    /// assertion (`assertionBit`) and comments (`commentsBit`): a stored
    /// field, which a reader of many postings takes where they lie,
    /// without copying one.
    package private(set) var partBits: UInt8 = 0
    package static let costOrLotBit: UInt8 = 1
    package static let assertionBit: UInt8 = 2
    package static let commentsBit: UInt8 = 4

    /// Comment texts: after `;` on the posting line and on the indented comment lines below it.
    package var comments: [TextRange] {
        get { details?.value.comments ?? [] }
        set { update { $0.comments = newValue } }
    }

    /// A lot annotation: `{UNIT}`, `{{TOTAL}}`, `{=FIXED}`, `[DATE]`, `(NOTE)`.
    package var lot: LotSyntax? {
        get { details?.value.lot }
        set { update { $0.lot = newValue } }
    }

    package var cost: CostSyntax? {
        get { details?.value.cost }
        set { update { $0.cost = newValue } }
    }

    package var hasAssertion: Bool { details?.value.assertion != nil }

    /// In an automated transaction, an amount expression that reads the
    /// match (`tag(…)`, `P(…)`, `market(…)`): evaluated for each matched
    /// posting; `amount` then holds no value.
    package var matchAmount: MatchExpression? {
        get { details?.value.matchAmount }
        set { update { $0.matchAmount = newValue } }
    }

    package var assertion: AssertionSyntax? {
        get { details?.value.assertion }
        set { update { $0.assertion = newValue } }
    }

    /// A posting line as far as its account and amount: its comments, cost,
    /// lot and assertion are added as they are read.
    package init(range: TextRange, status: Status, kind: PostingKind, account: TextRange, amount: AmountSyntax?) {
        self.range = range
        self.status = status
        self.kind = kind
        self.account = account
        self.amount = amount
    }

    /// Replaces the details box with a changed copy (none when all are empty).
    private mutating func update(_ change: (inout PostingDetails) -> Void) {
        var d = details?.value ?? PostingDetails()
        change(&d)
        details = d.isEmpty ? nil : Box(d)
        partBits = (d.cost != nil || d.lot != nil ? Self.costOrLotBit : 0) | (d.assertion != nil ? Self.assertionBit : 0)
            | (d.comments.isEmpty ? 0 : Self.commentsBit)
    }
}

/// The rarer parts of a posting line.
struct PostingDetails: Sendable {
    var comments: [TextRange] = []
    var cost: CostSyntax?
    var assertion: AssertionSyntax?
    var lot: LotSyntax?
    var matchAmount: MatchExpression?

    var isEmpty: Bool { comments.isEmpty && cost == nil && assertion == nil && lot == nil && matchAmount == nil }
}

/// An immutable heap box for rarely present values.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// `@ UNIT` or `@@ TOTAL`.
package struct CostSyntax: Sendable {
    package var isTotal: Bool
    package var amount: AmountSyntax
    package var range: TextRange

    package init(isTotal: Bool, amount: AmountSyntax, range: TextRange) {
        self.isTotal = isTotal
        self.amount = amount
        self.range = range
    }
}

/// A lot annotation after a posting's amount.
package struct LotSyntax: Sendable {
    /// `{UNIT}` or `{{TOTAL}}` (`isTotal`), `{=UNIT}` fixed (`isFixed`).
    package var cost: AmountSyntax?
    package var isTotal = false
    package var isFixed = false
    /// `[DATE]`: the lot's acquisition date.
    package var date: Day?
    /// `(NOTE)`, without the parentheses.
    package var note: TextRange?
    /// `((AMOUNT))`: ledger's value expression, read when it is one
    /// amount, the value of one unit.
    package var value: AmountSyntax?
    /// From the first annotation to the end of the last.
    package var range: TextRange

    package init(range: TextRange) { self.range = range }
}

/// `= AMOUNT`, `== AMOUNT` (the only commodity), with `*` including subaccounts.
package struct AssertionSyntax: Sendable {
    package var amount: AmountSyntax
    /// `==`: the account holds nothing else.
    package var isSole: Bool
    /// `=*` or `==*`: subaccounts included.
    package var includesSubaccounts: Bool
    package var range: TextRange
}
