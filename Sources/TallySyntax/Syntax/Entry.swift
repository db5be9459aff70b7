import TallyValues

/// One top-level item of a journal file.
///
/// The entries of a file cover every byte of it, in order, each range ending
/// after its last line terminator; a writer can therefore reproduce the file
/// exactly, or change one entry and keep every other byte.
public enum Entry: Sendable {
    case transaction(TransactionSyntax)
    // Boxed: rare, and larger than a transaction; keeps `Entry` small to copy.
    indirect case periodic(PeriodicTransactionSyntax)
    indirect case directive(DirectiveSyntax)
    /// Comment lines, a `comment … end comment` block, or blank lines.
    case trivia(TriviaSyntax)
    /// Lines skipped after a syntax error.
    case invalid(TextRange)

    /// The bytes this entry spans, including its final line terminator.
    public var range: TextRange {
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
public struct TriviaSyntax: Sendable {
    public enum Kind: Sendable { case blank, comment, commentBlock }
    public var kind: Kind
    public var range: TextRange
}

/// `*` cleared, `!` pending, or unmarked.
public enum Status: UInt8, Sendable, Hashable {
    case unmarked = 0, pending = 1, cleared = 2
}

/// A transaction: header line and indented postings.
public struct TransactionSyntax: Sendable {
    /// From the date to the end of the last posting or comment line.
    public var range: TextRange
    public var date: Day
    public var dateRange: TextRange
    public var secondaryDate: Day?
    public var status: Status
    /// The code between parentheses, without them.
    public var code: TextRange?
    /// The whole description (payee and note).
    public var description: TextRange
    /// When the description holds `payee | note`, the payee part.
    public var payee: TextRange?
    /// When the description holds `payee | note`, the note part.
    public var note: TextRange?
    /// Comment texts after `;` on the header and on indented lines before
    /// the first posting (without the `;`).
    public var comments: [TextRange]
    public var postings: [PostingSyntax]
}

/// `~ PERIOD  [description]` with template postings. Read and kept, never
/// counted as a real transaction.
public struct PeriodicTransactionSyntax: Sendable {
    public var range: TextRange
    public var period: TextRange
    public var description: TextRange
    public var postings: [PostingSyntax]
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
public struct PostingSyntax: Sendable {
    /// The line, from the first non-blank byte to the end of its text.
    public var range: TextRange
    public var status: Status
    public var kind: PostingKind
    /// The account name, without `()` or `[]`.
    public var account: TextRange
    public var amount: AmountSyntax?
    /// Comment texts: after `;` on the posting line and on the indented comment lines below it.
    public var comments: [TextRange]
    /// In an automated transaction, `*N`: the amount multiplies the matched posting's amount.
    public var isMultiplier = false
    // Costs, lots and assertions are rare; boxing them keeps the common posting small.
    private var costBox: Box<CostSyntax>?
    private var assertionBox: Box<AssertionSyntax>?
    private var lotBox: Box<LotSyntax>?

    /// A lot annotation: `{UNIT}`, `{{TOTAL}}`, `{=FIXED}`, `[DATE]`, `(NOTE)`.
    public var lot: LotSyntax? {
        get { lotBox?.value }
        set { lotBox = newValue.map(Box.init) }
    }

    public var cost: CostSyntax? {
        get { costBox?.value }
        set { costBox = newValue.map(Box.init) }
    }

    public var hasAssertion: Bool { assertionBox != nil }

    public var assertion: AssertionSyntax? {
        get { assertionBox?.value }
        set { assertionBox = newValue.map(Box.init) }
    }

    public init(range: TextRange, status: Status, kind: PostingKind, account: TextRange, amount: AmountSyntax?,
                cost: CostSyntax? = nil, assertion: AssertionSyntax? = nil, comments: [TextRange] = []) {
        self.range = range
        self.status = status
        self.kind = kind
        self.account = account
        self.amount = amount
        self.comments = comments
        self.cost = cost
        self.assertion = assertion
    }
}

/// An immutable heap box for rarely present values.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// `@ UNIT` or `@@ TOTAL`.
public struct CostSyntax: Sendable {
    public var isTotal: Bool
    public var amount: AmountSyntax
    public var range: TextRange

    public init(isTotal: Bool, amount: AmountSyntax, range: TextRange) {
        self.isTotal = isTotal
        self.amount = amount
        self.range = range
    }
}

/// A lot annotation after a posting's amount.
public struct LotSyntax: Sendable {
    /// `{UNIT}` or `{{TOTAL}}` (`isTotal`), `{=UNIT}` fixed (`isFixed`).
    public var cost: AmountSyntax?
    public var isTotal = false
    public var isFixed = false
    /// `[DATE]`: the lot's acquisition date.
    public var date: Day?
    /// `(NOTE)`, without the parentheses.
    public var note: TextRange?
    /// From the first annotation to the end of the last.
    public var range: TextRange

    public init(range: TextRange) { self.range = range }
}

/// `= AMOUNT`, `== AMOUNT` (the only commodity), with `*` including subaccounts.
public struct AssertionSyntax: Sendable {
    public var amount: AmountSyntax
    /// `==`: the account holds nothing else.
    public var isSole: Bool
    /// `=*` or `==*`: subaccounts included.
    public var includesSubaccounts: Bool
    public var range: TextRange
}
