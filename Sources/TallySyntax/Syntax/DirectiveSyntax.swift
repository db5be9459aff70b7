import TallyValues

/// A column-0 directive line (and its indented sub-lines).
public enum DirectiveSyntax: Sendable {
    case account(AccountDirective)
    case commodity(CommodityDirective)
    case include(IncludeDirective)
    case price(PriceDirective)
    /// `Y 2026` / `year 2026`: the year of later year-less dates.
    case defaultYear(range: TextRange, year: Int)
    /// `decimal-mark ,`
    case decimalMark(range: TextRange, mark: UInt8)
    /// `D $1,000.00`: the default commodity and its style.
    case defaultCommodity(range: TextRange, amount: AmountSyntax)
    /// A directive Tally reads and keeps but that changes nothing it
    /// reports (`payee`, `tag`, `N`, `assert`-free informational lines).
    case informational(range: TextRange, keyword: TextRange)
    case category(CategoryDirective)
    case budget(BudgetDirective)
    case recurring(RecurringDirective)
    case goal(GoalDirective)
    /// `reporting-currency EUR`: the currency reports add amounts up in.
    case reportingCurrency(range: TextRange, symbol: TextRange)
    /// ledger/hledger directives that change how later entries read:
    /// aliases, `apply account`, automated transactions, timeclock lines.
    case ledger(range: TextRange, LedgerDirective)

    public var range: TextRange {
        switch self {
        case .account(let d): return d.range
        case .commodity(let d): return d.range
        case .include(let d): return d.range
        case .price(let d): return d.range
        case .defaultYear(let r, _), .decimalMark(let r, _), .defaultCommodity(let r, _), .informational(let r, _),
             .reportingCurrency(let r, _): return r
        case .category(let d): return d.range
        case .budget(let d): return d.range
        case .recurring(let d): return d.range
        case .goal(let d): return d.range
        case .ledger(let r, _): return r
        }
    }
}

/// `account NAME  [; comment]` with optional indented sub-lines.
public struct AccountDirective: Sendable {
    public var range: TextRange
    public var name: TextRange
    /// Comment texts (where `type:` tags live).
    public var comments: [TextRange]
}

/// `commodity SYMBOL`, `commodity 1.000,00 EUR`, with an optional
/// indented `format AMOUNT` sub-line.
public struct CommodityDirective: Sendable {
    public var range: TextRange
    public var symbol: TextRange
    /// The sample amount that declares the display style.
    public var format: AmountSyntax?
    /// ledger's `alias SYMBOL` sub-directives: other symbols read as this commodity.
    public var aliases: [TextRange] = []
}

/// `include PATH` (relative to the including file; `*` and `?` glob).
public struct IncludeDirective: Sendable {
    public var range: TextRange
    public var path: TextRange
}

/// `P DATE COMMODITY PRICE`.
public struct PriceDirective: Sendable {
    public var range: TextRange
    public var date: Day
    public var commodity: TextRange
    public var price: AmountSyntax
}

/// Whether a category collects income or expenses.
public enum CategoryType: String, Sendable {
    case expense, income
}

/// `category ACCOUNT  [expense|income] [name:"…"] [color:#RRGGBB] [icon:X]`.
public struct CategoryDirective: Sendable {
    public var range: TextRange
    public var account: TextRange
    public var type: CategoryType?
    public var name: TextRange?
    public var color: TextRange?
    public var icon: TextRange?
}

/// What a budget limits.
public enum BudgetTarget: Sendable {
    /// `all`: every expense category.
    case allExpenses
    /// One category or several, comma-separated; subcategories included.
    case accounts([TextRange])
}

/// How unspent or overspent budget moves into the next period.
public enum Rollover: String, Sendable {
    case none
    /// Unspent budget carries forward; overspending does not.
    case surplus
    /// Both unspent and overspent amounts carry forward.
    case surplusAndDeficit = "surplus-and-deficit"
}

/// A warning threshold such as `80%`.
public struct ThresholdSyntax: Sendable {
    public var percent: Quantity
    public var range: TextRange
}

/// `budget TARGET  AMOUNT PERIOD [from DATE] [until DATE] [warn N%…] [rollover [MODE]]`.
public struct BudgetDirective: Sendable {
    public var range: TextRange
    public var target: BudgetTarget
    public var targetRange: TextRange
    public var amount: AmountSyntax
    public var interval: Interval
    public var intervalRange: TextRange
    public var start: Day?
    /// Inclusive last day.
    public var end: Day?
    /// Empty when none were written (the defaults, 80% and 100%, apply).
    public var thresholds: [ThresholdSyntax]
    public var rollover: Rollover
}

/// Which day of its period a recurring rule falls on.
public enum ScheduleDay: Sendable, Hashable {
    /// The start date's own day (the default).
    case anchor
    /// ISO weekday, 1 = Monday.
    case weekday(Int)
    /// Day of the month; a day past the month's end falls on its last day.
    case dayOfMonth(Int)
    case lastDayOfMonth
    /// Month and day, for yearly rules.
    case monthDay(month: Int, day: Int)
}

/// When a recurring rule falls due.
public struct ScheduleSyntax: Sendable {
    public var interval: Interval
    public var day: ScheduleDay
    public var range: TextRange
}

/// `recurring "NAME"  SCHEDULE  from DATE [until DATE | count N] [remind Nd] [paused]`
/// followed by indented template postings.
public struct RecurringDirective: Sendable {
    public var range: TextRange
    public var name: TextRange
    public var schedule: ScheduleSyntax
    public var start: Day?
    /// Inclusive last day.
    public var end: Day?
    public var count: Int?
    public var isPaused: Bool
    /// Days before the due date to start reminding.
    public var remindDays: Int?
    /// The header line, for diagnostics about the rule as a whole.
    public var headerRange: TextRange
    public var comments: [TextRange]
    public var postings: [PostingSyntax]
}

/// `goal "NAME"  AMOUNT  [by DATE]  account ACCOUNT`.
public struct GoalDirective: Sendable {
    public var range: TextRange
    public var name: TextRange
    public var target: AmountSyntax
    public var deadline: Day?
    public var account: TextRange?
}
