import TallyEngine
import TallySyntax
import TallyValues

/// What recurring rules want paid: overdue and upcoming occurrences, and the
/// next due date of every rule.
package struct DueReport: Sendable {
    package enum State: String, Sendable {
        /// Before today and not paid.
        case overdue
        /// Today.
        case due
        /// After today, within the reminder time.
        case upcoming
        /// Paid (by a tagged or an untagged transaction), due in the last
        /// `DueReport.paidLookback` days or within the reminder time.
        case paid
    }

    /// How far back `due` lists occurrences already paid.
    package static let paidLookback = 31

    /// One unpaid occurrence.
    package struct Item: Sendable {
        /// Index in `Journal.recurringRules`.
        package var rule: Int
        package var name: String
        package var date: Day
        package var state: State
        /// Days from today: negative when overdue.
        package var days: Int
        package var amounts: [Amount]
        /// The transaction that paid it (`paid` only): its date, file and line.
        package var payment: (date: Day, file: FileID, line: Int)? = nil
    }

    /// A rule and when it is next due.
    package struct Rule: Sendable {
        package var rule: Int
        package var name: String
        /// The first unpaid occurrence from today on; `nil` when paused.
        package var next: Day?
        package var isPaused: Bool
        package var schedule: String
        package var amounts: [Amount]
    }

    package var today: Day
    /// The reminder time asked for; `nil` means each rule's own `remind`.
    package var within: Int?
    /// Overdue occurrences, then due and upcoming ones, by date and name.
    package var items: [Item]
    /// Active rules by next due date and name, then paused rules by name.
    /// Rules that have ended are left out.
    package var rules: [Rule]
    /// Tagged transactions that pay no occurrence.
    package var strays: [RecurringStatus.Stray]

    /// A rule whose amounts add up past what a quantity holds: the report must not be shown.
    package var overflow: SumOverflow?

    package var hasOverdue: Bool { items.contains { $0.state == .overdue } }
    /// Something unpaid falls due today or within the reminder time.
    package var hasUpcoming: Bool { items.contains { $0.state == .due || $0.state == .upcoming } }
    /// The unpaid occurrences: overdue, due and upcoming.
    package var unpaid: [Item] { items.filter { $0.state != .paid } }

    /// - Parameter within: days ahead to list; `nil` uses each rule's reminder time.
    package init(journal: Journal, today: Day, within: Int? = nil) {
        self.today = today
        self.within = within
        let lead = within ?? journal.recurringRules.map(\.remindDays).max() ?? 0
        let status = RecurringStatus(journal: journal, through: today.adding(days: lead))
        var items: [Item] = []
        var active: [Rule] = []
        var paused: [Rule] = []
        var lineTables: [FileID: LineTable] = [:]
        for (k, rule) in journal.recurringRules.enumerated() {
            let amounts: [Amount]
            switch rule.flow {
            case .success(let a): amounts = a
            case .failure(let o):
                overflow.note(o)
                amounts = []
            }
            if rule.isPaused {
                paused.append(Rule(rule: k, name: rule.name, next: nil, isPaused: true, schedule: rule.scheduleDescription, amounts: amounts))
                continue
            }
            let horizon = today.adding(days: within ?? rule.remindDays)
            for d in status.unpaid(rule: k, through: horizon) {
                let state: State = d < today ? .overdue : (d == today ? .due : .upcoming)
                items.append(Item(rule: k, name: rule.name, date: d, state: state, days: d - today, amounts: amounts))
            }
            let occurrences = status.rules[k].occurrences
            var i = status.rules[k].lowerBound(today.adding(days: -Self.paidLookback))
            while i < occurrences.count, occurrences[i] <= horizon {
                if let t = status.payment(rule: k, on: occurrences[i]) {
                    let paying = journal.transactions[t]
                    var item = Item(rule: k, name: rule.name, date: occurrences[i], state: .paid, days: occurrences[i] - today, amounts: amounts)
                    let table = lineTables[paying.file] ?? LineTable(journal.file(paying.file).bytes)
                    lineTables[paying.file] = table
                    item.payment = (paying.date, paying.file, table.line(of: paying.range.lowerBound))
                    items.append(item)
                }
                i += 1
            }
            if let next = Self.nextUnpaid(rule, k, status, from: today) {
                active.append(Rule(rule: k, name: rule.name, next: next, isPaused: false, schedule: rule.scheduleDescription, amounts: amounts))
            }
        }
        func byName(_ a: String, _ b: String) -> Bool { Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) }
        items.sort { $0.date != $1.date ? $0.date < $1.date : byName($0.name, $1.name) }
        active.sort { $0.next! != $1.next! ? $0.next! < $1.next! : byName($0.name, $1.name) }
        paused.sort { byName($0.name, $1.name) }
        self.items = items
        self.rules = active + paused
        self.strays = status.strays
    }

    /// The first occurrence on or after `day` that is not paid; occurrences
    /// past those the status matched can have no payment.
    static func nextUnpaid(_ rule: RecurringRule, _ k: Int, _ status: RecurringStatus, from day: Day) -> Day? {
        let schedule = rule.schedule
        var n = schedule.firstIndex(onOrAfter: day)
        let known = status.rules[k].occurrences.last
        while let d = schedule.occurrence(n) {
            if let known, d <= known, status.isPaid(rule: k, on: d) {
                n += 1
                continue
            }
            return d
        }
        return nil
    }
}
