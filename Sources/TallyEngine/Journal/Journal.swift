import TallyLocale
import TallySyntax
import TallyValues

/// An amount of one commodity. The quantity comes first: after it the
/// commodity fills what would be padding (32 bytes, where the other order
/// takes 48), and balancing moves many amounts.
package struct Amount: Sendable, Hashable {
    package var quantity: Quantity
    package var commodity: CommodityID
    package init(_ quantity: Quantity, _ commodity: CommodityID) { (self.quantity, self.commodity) = (quantity, commodity) }
}

/// One posting, resolved: what code reads. `Journal.postings` stores it
/// packed (see PostingTable.swift) and gives back this whole value.
package struct Posting: Sendable {
    package var quantity: Quantity
    package var status: Status
    package var kind: PostingKind
    /// The amount was inferred (elided in the file, or set by a balance assignment).
    package var isInferred: Bool
    package var account: AccountID
    package var commodity: CommodityID
    /// Index of the transaction in `Journal.transactions`.
    package var transaction: Int32
    /// Index into `Journal.costs`, or -1.
    package var costIndex: Int32
    /// Index into `Journal.postingComments` of the first comment, and how many.
    package var commentStart: Int32
    package var commentCount: Int16
    /// The posting line.
    package var range: TextRange
    /// Its row in `Journal.postings`, or -1 for one not read from there.
    package var index: Int32 = -1

    package var scale: UInt8 { quantity.scale }

    package var amount: Amount { Amount(quantity, commodity) }

    package init(account: AccountID, amount: Amount, status: Status, kind: PostingKind, transaction: Int32, range: TextRange) {
        quantity = amount.quantity
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
    }
}

/// The total cost of a posting in another commodity (`@`/`@@`, or implied
/// by a two-commodity transaction).
package struct PostingCost: Sendable {
    package var total: Amount
    /// The price per unit as written with `@`; `nil` for `@@` totals and implied costs.
    package var unitPrice: Amount?
}

/// One transaction, resolved: what code reads. Texts stay in the source
/// bytes as ranges. `Journal.transactions` stores it packed (see
/// TransactionTable.swift) and gives back this whole value.
package struct Transaction: Sendable, Equatable {
    package var date: Day
    var secondaryDays: Int32
    package var status: Status
    var dateOffset: UInt8
    var dateLength: UInt8
    /// How many comments, from `commentStart` in `Journal.transactionComments`.
    package var commentCount: Int16
    package var file: FileID
    /// The whole entry in the file.
    package var range: TextRange
    var codeRange: TextRange
    package var description: TextRange
    var payeeEnd: Int32
    var noteStart: Int32
    /// `Journal.postings[postingStart ..< postingStart + postingCount]`.
    package var postingStart: Int32
    package var postingCount: Int32
    /// Meaningful only when `commentCount` is not zero (0 otherwise).
    package var commentStart: Int32

    package init(date: Day, secondaryDate: Day?, status: Status, file: FileID, range: TextRange, dateRange: TextRange,
                code: TextRange?, description: TextRange, payee: TextRange?, note: TextRange?,
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
        self.postingStart = postingStart
        self.postingCount = postingCount
        self.commentStart = commentCount > 0 ? commentStart : 0
    }

    /// A transaction from its stored fields, as `TransactionTable` keeps them.
    init(date: Day, secondaryDays: Int32, status: Status, dateOffset: UInt8, dateLength: UInt8, commentCount: Int16, file: FileID,
         range: TextRange, codeRange: TextRange, description: TextRange, payeeEnd: Int32, noteStart: Int32,
         postingStart: Int32, postingCount: Int32, commentStart: Int32) {
        self.date = date
        self.secondaryDays = secondaryDays
        self.status = status
        self.dateOffset = dateOffset
        self.dateLength = dateLength
        self.commentCount = commentCount
        self.file = file
        self.range = range
        self.codeRange = codeRange
        self.description = description
        self.payeeEnd = payeeEnd
        self.noteStart = noteStart
        self.postingStart = postingStart
        self.postingCount = postingCount
        self.commentStart = commentStart
    }

    package var secondaryDate: Day? { secondaryDays == Int32.min ? nil : Day(daysSinceEpoch: secondaryDays) }
    package var dateRange: TextRange { TextRange(Int(range.start) + Int(dateOffset), Int(range.start) + Int(dateOffset) + Int(dateLength)) }
    /// The code between parentheses, without them.
    package var code: TextRange? { codeRange.start < 0 ? nil : codeRange }
    /// The payee, when the description is written `payee | note`.
    package var payee: TextRange? { payeeEnd < 0 ? nil : TextRange(Int(description.start), Int(payeeEnd)) }
    /// The note, when the description is written `payee | note`.
    package var note: TextRange? { noteStart < 0 ? nil : TextRange(Int(noteStart), Int(description.end)) }
    package var postingIndices: Range<Int> { Int(postingStart)..<Int(postingStart + postingCount) }
}

/// A market price: one unit of `commodity` is worth `price` on `date`.
package struct MarketPrice: Sendable {
    package var date: Day
    package var commodity: CommodityID
    package var price: Amount
    package var location: SourceLocation
    /// ledger's `value AMOUNT` under `commodity`: the commodity's one rate,
    /// on every date; its `P` lines and costs give none (`PriceTable`).
    package var isFixedValue = false
}

/// A `~ PERIOD` periodic transaction, kept but never counted.
package struct PeriodicTransaction: Sendable {
    package var file: FileID
    package var syntax: PeriodicTransactionSyntax
}

/// An `account` directive's declaration.
package struct AccountDeclaration: Sendable {
    package var account: AccountID
    package var type: AccountType?
    package var location: SourceLocation
}

/// A loaded, resolved, checked journal. Read-only outside TallyEngine: only
/// `JournalBuilder` fills it, and code that needs a changed copy (a
/// valuation, a pivot) makes one through `JournalRewrite`.
public struct Journal: Sendable {
    package internal(set) var files: [SourceFile] = []
    package internal(set) var accounts = AccountTable()
    package internal(set) var commodities = CommodityTable()

    /// Amounts of `c` shown with `scale` digits in text (exact output,
    /// CSV and JSON, shows every digit): the currency a report converts into.
    package mutating func showValued(_ c: CommodityID, scale: UInt8) {
        commodities.showValued(c, scale: scale)
    }
    /// In date order; equal dates keep file order.
    package internal(set) var transactions = TransactionTable()
    /// Grouped by transaction, in the order read.
    package internal(set) var postings = PostingTable()
    package internal(set) var costs: [PostingCost] = []
    /// Lot annotations as written (`{…}`, `[DATE]`, `(NOTE)`), by posting line.
    package internal(set) var lots: [LotKey: PostingLot] = [:]
    package internal(set) var transactionComments: [TextRange] = []
    package internal(set) var postingComments: [TextRange] = []
    /// The balance assertion (or assignment) written on a posting, by index
    /// into `postings`: kept from the one parse, so no later pass (the
    /// assertion check, `print`) reads the posting's text again.
    package internal(set) var assertions: [Int32: AssertionSyntax] = [:]
    /// The rows of `postings` an automated transaction added, in order.
    package internal(set) var automatedPostings: [Int32] = []

    /// Whether an automated transaction added the posting at row `i`.
    package func isAutomated(posting i: Int) -> Bool {
        guard let last = automatedPostings.last, Int32(i) <= last else { return false }
        var (lo, hi) = (0, automatedPostings.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if automatedPostings[mid] < Int32(i) { lo = mid + 1 } else { hi = mid }
        }
        return automatedPostings[lo] == Int32(i)
    }
    package internal(set) var prices: [MarketPrice] = []
    package internal(set) var periodicTransactions: [PeriodicTransaction] = []
    package internal(set) var declarations: [AccountDeclaration] = []
    package internal(set) var categories: [Category] = []
    package internal(set) var budgets: [Budget] = []
    package internal(set) var recurringRules: [RecurringRule] = []
    package internal(set) var goals: [Goal] = []
    /// The `reporting-currency` directive's commodity and where it stands:
    /// the currency reports add amounts up in when no -X is given.
    package internal(set) var reportingCurrency: (commodity: CommodityID, location: SourceLocation)?
    /// The first commodity declared with ledger's `default` sub-directive,
    /// and where: the reporting currency when no `reporting-currency`
    /// directive names one (the directive wins, wherever it stands).
    package internal(set) var defaultCurrency: (commodity: CommodityID, location: SourceLocation)?
    /// The generated file holding forecast transactions, when the journal
    /// was extended with `addingForecast` (see Planning/Forecast.swift).
    package internal(set) var forecastFile: FileID?
    /// Accounts named in postings or declared, by `AccountID.index`.
    package internal(set) var isUsed: [Bool] = []
    /// Declared or inferred account types, by `AccountID.index`.
    package internal(set) var accountTypes: [AccountType?] = []
    /// The tag whose values stand for the accounts, when the journal is a
    /// `--pivot` view (see JournalRewrite.pivoted(by:)).
    package internal(set) var pivotTag: String?
    /// Under `--pivot`, each posting's account before it was pivoted (by
    /// row), which an account query matches as well, as in hledger.
    package internal(set) var accountsBeforePivot: [AccountID] = []
    /// The tags written on `account` declarations (`account a  ; type:A,
    /// client:x`), by account index (an array: the same in every load).
    package internal(set) var accountTags: [[Tag]] = []

    /// The tags of `account`'s declaration and its parents', the nearest first:
    /// a subaccount has its parents' tags, as in hledger.
    package func declaredTags(of account: AccountID) -> [Tag] {
        guard !accountTags.isEmpty else { return [] }
        var tags: [Tag] = []
        var a: AccountID? = account
        while let x = a {
            if Int(x.index) < accountTags.count { tags += accountTags[Int(x.index)] }
            a = accounts.parent(of: x)
        }
        return tags
    }

    /// The account of posting `p` before `--pivot`, if it was pivoted.
    package func accountBeforePivot(_ p: Posting) -> AccountID? {
        p.index >= 0 && Int(p.index) < accountsBeforePivot.count ? accountsBeforePivot[Int(p.index)] : nil
    }
    /// The language of the journal's `lang` directive: reports speak it
    /// unless `--lang` says otherwise.
    package internal(set) var language: Language?

    package init() {}

    package func file(_ id: FileID) -> SourceFile { files[Int(id.index)] }

    /// The text of a range in a file.
    package func text(_ range: TextRange, in file: FileID) -> String {
        files[Int(file.index)].text(range)
    }

    package func description(of t: Transaction) -> String { text(t.description, in: t.file) }

    package func cost(of p: Posting) -> PostingCost? { p.costIndex >= 0 ? costs[Int(p.costIndex)] : nil }

    package func comments(of t: Transaction) -> [String] {
        (0..<Int(t.commentCount)).map { text(transactionComments[Int(t.commentStart) + $0], in: t.file) }
    }

    package func comments(of p: Posting) -> [String] {
        let t = transactions[Int(p.transaction)]
        return (0..<Int(p.commentCount)).map { text(postingComments[Int(p.commentStart) + $0], in: t.file) }
    }

    /// The type of an account: declared on it or an ancestor, else guessed from
    /// its top-level name (Assets, Liabilities, Equity, Income/Revenue, Expenses).
    package func type(of account: AccountID) -> AccountType? {
        var a: AccountID? = account
        while let x = a {
            if let t = accountTypes[Int(x.index)] { return t }
            a = accounts.parent(of: x)
        }
        return nil
    }
}
