import TallyLocale
import TallySyntax
import TallyValues

/// An amount of one commodity.
public struct Amount: Sendable, Hashable {
    public var commodity: CommodityID
    public var quantity: Quantity
    public init(_ quantity: Quantity, _ commodity: CommodityID) {
        self.quantity = quantity
        self.commodity = commodity
    }
}

/// One posting, resolved. Kept small: a journal of a million transactions
/// holds millions of these.
public struct Posting: Sendable {
    // The quantity as two words so the struct needs no 16-byte alignment.
    private var unitsLow: UInt64
    private var unitsHigh: Int64
    public var scale: UInt8
    public var status: Status
    public var kind: PostingKind
    /// The amount was inferred (elided in the file, or set by a balance assignment).
    public var isInferred: Bool
    public var account: AccountID
    public var commodity: CommodityID
    /// Index of the transaction in `Journal.transactions`.
    public var transaction: Int32
    /// Index into `Journal.costs`, or -1.
    public var costIndex: Int32
    /// Index into `Journal.postingComments` of the first comment, and how many.
    public var commentStart: Int32
    public var commentCount: Int16
    /// The posting line.
    public var range: TextRange

    public var quantity: Quantity {
        get { Quantity(units: Int128(unitsHigh) << 64 | Int128(unitsLow), scale: scale) }
        set {
            unitsLow = UInt64(truncatingIfNeeded: newValue.units)
            unitsHigh = Int64(truncatingIfNeeded: newValue.units >> 64)
            scale = newValue.scale
        }
    }

    public var amount: Amount { Amount(quantity, commodity) }

    public init(account: AccountID, amount: Amount, status: Status, kind: PostingKind, transaction: Int32, range: TextRange) {
        unitsLow = 0
        unitsHigh = 0
        scale = 0
        self.status = status
        self.kind = kind
        isInferred = false
        self.account = account
        self.commodity = amount.commodity
        self.transaction = transaction
        costIndex = -1
        commentStart = 0
        commentCount = 0
        self.range = range
        self.quantity = amount.quantity
    }
}

/// The total cost of a posting in another commodity (`@`/`@@`, or implied
/// by a two-commodity transaction).
public struct PostingCost: Sendable {
    public var total: Amount
    /// The price per unit as written with `@`; `nil` for `@@` totals and implied costs.
    public var unitPrice: Amount?
}

/// One transaction, resolved. Texts stay in the source bytes as ranges.
/// Packed to 64 bytes: a journal of a million transactions holds a million.
public struct Transaction: Sendable {
    public var date: Day
    private var secondaryDays: Int32
    public var status: Status
    private var dateOffset: UInt8
    private var dateLength: UInt8
    /// How many comments, from `commentStart` in `Journal.transactionComments`.
    public var commentCount: Int16
    public var file: FileID
    /// The whole entry in the file.
    public var range: TextRange
    private var codeRange: TextRange
    public var description: TextRange
    private var payeeEnd: Int32
    private var noteStart: Int32
    /// Position in the files as read: ties on date keep this order.
    public var sequence: Int32
    /// `Journal.postings[postingStart ..< postingStart + postingCount]`.
    public var postingStart: Int32
    public var postingCount: Int32
    public var commentStart: Int32

    public init(date: Day, secondaryDate: Day?, status: Status, file: FileID, range: TextRange, dateRange: TextRange,
                code: TextRange?, description: TextRange, payee: TextRange?, note: TextRange?, sequence: Int32,
                postingStart: Int32, postingCount: Int32, commentStart: Int32, commentCount: Int16) {
        self.date = date
        self.secondaryDays = secondaryDate?.daysSinceEpoch ?? Int32.min
        self.status = status
        self.dateOffset = UInt8(clamping: dateRange.start - range.start)
        self.dateLength = UInt8(clamping: dateRange.count)
        self.commentCount = commentCount
        self.file = file
        self.range = range
        self.codeRange = code ?? TextRange(-1, -1)
        self.description = description
        self.payeeEnd = payee.map { $0.end } ?? -1
        self.noteStart = note.map { $0.start } ?? -1
        self.sequence = sequence
        self.postingStart = postingStart
        self.postingCount = postingCount
        self.commentStart = commentStart
    }

    public var secondaryDate: Day? { secondaryDays == Int32.min ? nil : Day(daysSinceEpoch: secondaryDays) }
    public var dateRange: TextRange { TextRange(Int(range.start) + Int(dateOffset), Int(range.start) + Int(dateOffset) + Int(dateLength)) }
    /// The code between parentheses, without them.
    public var code: TextRange? { codeRange.start < 0 ? nil : codeRange }
    /// The payee, when the description is written `payee | note`.
    public var payee: TextRange? { payeeEnd < 0 ? nil : TextRange(Int(description.start), Int(payeeEnd)) }
    /// The note, when the description is written `payee | note`.
    public var note: TextRange? { noteStart < 0 ? nil : TextRange(Int(noteStart), Int(description.end)) }
    public var postingIndices: Range<Int> { Int(postingStart)..<Int(postingStart + postingCount) }
}

/// A market price: one unit of `commodity` is worth `price` on `date`.
public struct MarketPrice: Sendable {
    public var date: Day
    public var commodity: CommodityID
    public var price: Amount
    public var location: SourceLocation
}

/// A `~ PERIOD` periodic transaction, kept but never counted.
public struct PeriodicTransaction: Sendable {
    public var file: FileID
    public var syntax: PeriodicTransactionSyntax
}

/// An `account` directive's declaration.
public struct AccountDeclaration: Sendable {
    public var account: AccountID
    public var type: AccountType?
    public var location: SourceLocation
}

/// A loaded, resolved, checked journal.
public struct Journal: Sendable {
    public var files: [SourceFile] = []
    public var accounts = AccountTable()
    public var commodities = CommodityTable()
    /// In date order; equal dates keep file order.
    public var transactions: [Transaction] = []
    /// Grouped by transaction, in the order read.
    public var postings: [Posting] = []
    public var costs: [PostingCost] = []
    /// Lot annotations as written (`{…}`, `[DATE]`, `(NOTE)`), by posting line.
    public var lots: [LotKey: PostingLot] = [:]
    public var transactionComments: [TextRange] = []
    public var postingComments: [TextRange] = []
    /// The balance assertion (or assignment) written on a posting, by index
    /// into `postings`: kept from the one parse, so no later pass (the
    /// assertion check, `print`) reads the posting's text again.
    public var assertions: [Int32: AssertionSyntax] = [:]
    public var prices: [MarketPrice] = []
    public var periodicTransactions: [PeriodicTransaction] = []
    public var declarations: [AccountDeclaration] = []
    public var categories: [Category] = []
    public var budgets: [Budget] = []
    public var recurringRules: [RecurringRule] = []
    public var goals: [Goal] = []
    /// The `reporting-currency` directive's commodity and where it stands:
    /// the currency reports add amounts up in when no -X is given.
    public var reportingCurrency: (commodity: CommodityID, location: SourceLocation)?
    /// The generated file holding forecast transactions, when the journal
    /// was extended with `addingForecast` (see Planning/Forecast.swift).
    public var forecastFile: FileID?
    /// Accounts named in postings or declared, by `AccountID.index`.
    public var isUsed: [Bool] = []
    /// Declared or inferred account types, by `AccountID.index`.
    public var accountTypes: [AccountType?] = []
    /// The language of the journal's `lang` directive: reports speak it
    /// unless `--lang` says otherwise.
    public var language: Language?

    public init() {}

    public func file(_ id: FileID) -> SourceFile { files[Int(id.index)] }

    /// The text of a range in a file.
    public func text(_ range: TextRange, in file: FileID) -> String {
        files[Int(file.index)].text(range)
    }

    public func description(of t: Transaction) -> String { text(t.description, in: t.file) }

    public func cost(of p: Posting) -> PostingCost? { p.costIndex >= 0 ? costs[Int(p.costIndex)] : nil }

    public func comments(of t: Transaction) -> [String] {
        (0..<Int(t.commentCount)).map { text(transactionComments[Int(t.commentStart) + $0], in: t.file) }
    }

    public func comments(of p: Posting) -> [String] {
        let t = transactions[Int(p.transaction)]
        return (0..<Int(p.commentCount)).map { text(postingComments[Int(p.commentStart) + $0], in: t.file) }
    }

    /// The type of an account: declared on it or an ancestor, else guessed from
    /// its top-level name (Assets, Liabilities, Equity, Income/Revenue, Expenses).
    public func type(of account: AccountID) -> AccountType? {
        var a: AccountID? = account
        while let x = a {
            if let t = accountTypes[Int(x.index)] { return t }
            a = accounts.parent(of: x)
        }
        return nil
    }
}
