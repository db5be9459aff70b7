import TallySyntax
import TallyValues

/// Which occurrences of each recurring rule are paid.
///
/// A real (not forecast) transaction whose comment carries the tag
/// `recurring:NAME` (the rule's name, in any case) pays one occurrence of
/// that rule:
///
/// 1. with a `due:DATE` tag too, the occurrence on that date (this is what
///    `tally post-due` writes);
/// 2. otherwise the unpaid occurrence nearest to the transaction's date
///    (the earlier one on a tie), if it is at most `RecurringRule.matchWindow`
///    days away.
///
/// A tagged transaction that pays nothing is a `Stray`.
package struct RecurringStatus: Sendable {
    package struct RuleState: Sendable {
        /// Occurrence dates from the rule's start, in order.
        package var occurrences: [Day] = []
        /// For each occurrence, the index in `Journal.transactions` of the
        /// transaction that paid it, or -1.
        package var paidBy: [Int32] = []

        /// The index of the first occurrence on or after `day`.
        func lowerBound(_ day: Day) -> Int {
            var lo = 0, hi = occurrences.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if occurrences[mid] < day { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
    }

    /// A transaction tagged `recurring:NAME` that pays no occurrence.
    package struct Stray: Sendable {
        package var transaction: Int
        /// The tag's value as written.
        package var name: String
        /// The rule it names, if any.
        package var rule: Int?
    }

    /// By index in `Journal.recurringRules`.
    package var rules: [RuleState]
    package var strays: [Stray] = []

    /// Matches payments to the occurrences on or before `through` (and any
    /// later ones a payment may be for).
    package init(journal: Journal, through: Day) {
        var byName: [String: Int] = [:]
        for (k, r) in journal.recurringRules.enumerated() { byName[r.name.lowercased()] = k }
        var tagged = [[(transaction: Int, date: Day, explicit: Bool)]](repeating: [], count: journal.recurringRules.count)
        var strays: [Stray] = []
        for (ti, t) in journal.transactions.enumerated() where t.commentCount > 0 && !journal.isForecast(t) {
            guard let (name, due) = Self.tags(of: t, in: journal) else { continue }
            guard let rule = byName[name.lowercased()] else {
                strays.append(Stray(transaction: ti, name: name, rule: nil))
                continue
            }
            tagged[rule].append((ti, due ?? t.date, due != nil))
        }
        rules = []
        for (k, rule) in journal.recurringRules.enumerated() {
            let window = rule.matchWindow
            var horizon = through
            for p in tagged[k] where p.date.adding(days: window) > horizon { horizon = p.date.adding(days: window) }
            var state = RuleState()
            state.occurrences = rule.schedule.occurrences(through: horizon)
            state.paidBy = [Int32](repeating: -1, count: state.occurrences.count)
            var rest: [(transaction: Int, date: Day, explicit: Bool)] = []
            for p in tagged[k] {
                let i = state.lowerBound(p.date)
                if p.explicit, i < state.occurrences.count, state.occurrences[i] == p.date, state.paidBy[i] < 0 {
                    state.paidBy[i] = Int32(p.transaction)
                } else {
                    rest.append(p)
                }
            }
            for p in rest {
                // The nearest unpaid occurrence within the window; the earlier one on a tie.
                let i = state.lowerBound(p.date)
                var best: Int?
                var bestDistance = window + 1
                var j = i - 1
                while j >= 0, p.date - state.occurrences[j] <= window {
                    if state.paidBy[j] < 0 { best = j; bestDistance = p.date - state.occurrences[j]; break }
                    j -= 1
                }
                j = i
                while j < state.occurrences.count, state.occurrences[j] - p.date <= window {
                    if state.paidBy[j] < 0 {
                        if state.occurrences[j] - p.date < bestDistance { best = j }
                        break
                    }
                    j += 1
                }
                if let best {
                    state.paidBy[best] = Int32(p.transaction)
                } else {
                    strays.append(Stray(transaction: p.transaction, name: rule.name, rule: k))
                }
            }
            rules.append(state)
        }
        strays.sort { $0.transaction < $1.transaction }
        self.strays = strays
    }

    package func isPaid(rule: Int, on day: Day) -> Bool {
        let s = rules[rule]
        let i = s.lowerBound(day)
        return i < s.occurrences.count && s.occurrences[i] == day && s.paidBy[i] >= 0
    }

    /// The transaction that paid the occurrence on `day`, if any.
    package func payment(rule: Int, on day: Day) -> Int? {
        let s = rules[rule]
        let i = s.lowerBound(day)
        guard i < s.occurrences.count, s.occurrences[i] == day, s.paidBy[i] >= 0 else { return nil }
        return Int(s.paidBy[i])
    }

    /// The unpaid occurrences in `from...through` (from the start when
    /// `from` is nil), in order; none later than the `through` given to `init`.
    package func unpaid(rule: Int, from: Day? = nil, through: Day) -> [Day] {
        let s = rules[rule]
        var i = from.map { s.lowerBound($0) } ?? 0
        var result: [Day] = []
        while i < s.occurrences.count, s.occurrences[i] <= through {
            if s.paidBy[i] < 0 { result.append(s.occurrences[i]) }
            i += 1
        }
        return result
    }

    /// The `recurring:` tag's value and the `due:` date of a transaction, if
    /// it is tagged. Comments are only parsed when their bytes mention the tag.
    static func tags(of t: Transaction, in journal: Journal) -> (String, Day?)? {
        let bytes = journal.file(t.file).bytes
        var name: String?
        var due: Day?
        for k in 0..<Int(t.commentCount) {
            let range = journal.transactionComments[Int(t.commentStart) + k]
            guard mentionsTag(bytes, range) else { continue }
            for tag in Tags.parse(bytes, range) {
                switch tag.name.lowercased() {
                case "recurring" where name == nil && !tag.value.isEmpty: name = tag.value
                case "due" where due == nil: due = parseDay(tag.value)
                default: break
                }
            }
        }
        return name.map { ($0, due) }
    }

    /// Whether the bytes contain `recurring:` in any case.
    static func mentionsTag(_ bytes: SourceBytes, _ range: TextRange) -> Bool {
        let needle = Array("recurring:".utf8)
        var i = range.lowerBound
        while i + needle.count <= range.upperBound {
            var k = 0
            while k < needle.count && bytes[i + k] | 0x20 == needle[k] | 0x20 { k += 1 }
            if k == needle.count { return true }
            i += 1
        }
        return false
    }

    /// `2026-11-01` (or with `/` or `.`).
    static func parseDay(_ text: String) -> Day? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." })
        guard parts.count == 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        return Day(year: y, month: m, day: d)
    }
}
