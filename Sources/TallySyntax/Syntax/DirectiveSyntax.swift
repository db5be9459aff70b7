import TallyValues

/// A column-0 directive line (and its indented sub-lines).
package enum DirectiveSyntax: Sendable {
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

    package var range: TextRange {
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
package struct AccountDirective: Sendable {
    package var range: TextRange
    package var name: TextRange
    /// Comment texts (where `type:` tags live).
    package var comments: [TextRange]
}

/// `commodity SYMBOL`, `commodity 1.000,00 EUR`, with an optional
/// indented `format AMOUNT` sub-line.
package struct CommodityDirective: Sendable {
    package var range: TextRange
    package var symbol: TextRange
    /// The sample amount that declares the display style.
    package var format: AmountSyntax?
    /// ledger's `alias SYMBOL` sub-directives: other symbols read as this commodity.
    package var aliases: [TextRange] = []
    /// ledger's `default` sub-directive, where it stands: the journal's
    /// reporting currency when no `reporting-currency` line names one.
    package var defaultMark: TextRange?
    /// ledger's `value AMOUNT` sub-directive: what one unit is worth, on
    /// every date, and the line that says so.
    package var value: (amount: AmountSyntax, line: TextRange)?
    /// The text after `;` on the directive's line and on its indented
    /// comment lines, where a `spellings:` tag names how people type it.
    package var comments: [TextRange] = []
}

/// `include PATH` (relative to the including file; `*` and `?` glob).
package struct IncludeDirective: Sendable {
    package var range: TextRange
    package var path: TextRange
}

/// `P DATE COMMODITY PRICE`.
package struct PriceDirective: Sendable {
    package var range: TextRange
    package var date: Day
    package var commodity: TextRange
    package var price: AmountSyntax
}

/// Whether a category collects income or expenses.
package enum CategoryType: String, Sendable {
    case expense, income
}

/// `category ACCOUNT  [expense|income] [name:"…"] [color:#RRGGBB] [icon:X]`.
package struct CategoryDirective: Sendable {
    package var range: TextRange
    package var account: TextRange
    package var type: CategoryType?
    package var name: TextRange?
    package var color: TextRange?
    package var icon: TextRange?
}

/// What a budget limits.
package enum BudgetTarget: Sendable {
    /// `all`: every expense category.
    case allExpenses
    /// One category or several, comma-separated; subcategories included.
    case accounts([TextRange])
}

/// How unspent or overspent budget moves into the next period.
package enum Rollover: String, Sendable {
    case none
    /// Unspent budget carries forward; overspending does not.
    case surplus
    /// Both unspent and overspent amounts carry forward.
    case surplusAndDeficit = "surplus-and-deficit"
}

/// A warning threshold such as `80%`.
package struct ThresholdSyntax: Sendable {
    package var percent: Quantity
    package var range: TextRange
}

/// `budget TARGET  AMOUNT PERIOD [from DATE] [until DATE] [warn N%…] [rollover [MODE]]`.
package struct BudgetDirective: Sendable {
    package var range: TextRange
    package var target: BudgetTarget
    package var targetRange: TextRange
    package var amount: AmountSyntax
    package var interval: Interval
    package var intervalRange: TextRange
    package var start: Day?
    /// Inclusive last day.
    package var end: Day?
    /// Empty when none were written (the defaults, 80% and 100%, apply).
    package var thresholds: [ThresholdSyntax]
    package var rollover: Rollover
}

/// Which day of its period a recurring rule falls on.
package enum ScheduleDay: Sendable, Hashable {
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
package struct ScheduleSyntax: Sendable {
    package var interval: Interval
    package var day: ScheduleDay
    package var range: TextRange
}

/// `recurring "NAME"  SCHEDULE  from DATE [until DATE | count N] [remind Nd] [~N%] [paused]`
/// followed by indented template postings.
package struct RecurringDirective: Sendable {
    package var range: TextRange
    package var name: TextRange
    package var schedule: ScheduleSyntax
    package var start: Day?
    /// Inclusive last day.
    package var end: Day?
    package var count: Int?
    package var isPaused: Bool
    /// Days before the due date to start reminding.
    package var remindDays: Int?
    /// How far an untagged payment's amount may be from the rule's, in
    /// hundredths of a percent (`~10%` is 1000); 0 asks for the exact amount.
    package var toleranceBasisPoints: Int = 0
    /// The header line, for diagnostics about the rule as a whole.
    package var headerRange: TextRange
    package var comments: [TextRange]
    package var postings: [PostingSyntax]
}

/// `goal "NAME"  AMOUNT  [by DATE]  account ACCOUNT`.
package struct GoalDirective: Sendable {
    package var range: TextRange
    package var name: TextRange
    package var target: AmountSyntax
    package var deadline: Day?
    package var account: TextRange?
}
