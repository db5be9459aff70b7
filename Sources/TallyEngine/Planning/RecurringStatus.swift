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
/// An occurrence still unpaid after that is paid by an untagged real
/// transaction that has the rule's postings — each of the rule's real
/// accounts in its commodity, with the rule's amount where the rule writes
/// one (exactly, or within the rule's `~N%`) — dated at most
/// `RecurringRule.untaggedWindow` days from the due date: the nearest one
/// (the earlier on a tie), each transaction paying one occurrence at most.
/// So a bill typed by hand, or imported from a statement, counts as paid.
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
        package func lowerBound(_ day: Day) -> Int {
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
        var claimed = Set<Int>()
        // A transaction tagged `recurring:` (even with a name no rule has)
        // pays by its tag or not at all.
        for list in tagged { for p in list { claimed.insert(p.transaction) } }
        for s in strays { claimed.insert(s.transaction) }
        matchUntagged(journal, claimed: claimed)
    }

    /// Pays the unpaid occurrences of each active rule with untagged
    /// transactions that have its postings (see the type's comment). One
    /// pass over the postings finds the transactions touching a rule's
    /// first account; each rule then looks only at those.
    ///
    /// - Complexity: O(postings + candidates × log candidates).
    private mutating func matchUntagged(_ journal: Journal, claimed initial: Set<Int>) {
        var keyRules: [AccountID: [Int]] = [:]
        for (k, rule) in journal.recurringRules.enumerated() where !rule.isPaused && !rules[k].paidBy.allSatisfy({ $0 >= 0 }) {
            guard let key = rule.lines.first(where: { $0.kind == .real && !$0.isInferred }) else { continue }
            keyRules[key.account, default: []].append(k)
        }
        guard !keyRules.isEmpty else { return }
        var candidates = [[Int]](repeating: [], count: journal.recurringRules.count)
        for (ti, t) in journal.transactions.enumerated() where !initial.contains(ti) && !journal.isForecast(t) {
            var seen: [Int] = []
            for pi in t.postingIndices {
                guard let ks = keyRules[journal.postings.account(at: pi)] else { continue }
                for k in ks where !seen.contains(k) {
                    seen.append(k)
                    candidates[k].append(ti)
                }
            }
        }
        var claimed = initial
        for (k, rule) in journal.recurringRules.enumerated() where !candidates[k].isEmpty {
            let window = rule.untaggedWindow
            var dated: [(index: Int, date: Day)] = []
            for ti in candidates[k] where Self.pays(journal.transactions[ti], rule, in: journal) {
                dated.append((ti, journal.transactions.date(at: ti)))
            }
            dated.sort { a, b in a.date != b.date ? a.date < b.date : a.index < b.index }
            guard !dated.isEmpty else { continue }
            for (i, day) in rules[k].occurrences.enumerated() where rules[k].paidBy[i] < 0 {
                // The nearest unclaimed payment within the window; the earlier on a tie.
                var lo = 0, hi = dated.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if dated[mid].date < day.adding(days: -window) { lo = mid + 1 } else { hi = mid }
                }
                var best: Int?
                var bestDistance = Int.max
                var j = lo
                while j < dated.count, dated[j].date - day <= window {
                    let distance: Int = abs(dated[j].date - day)
                    if !claimed.contains(dated[j].index), best == nil || distance < bestDistance {
                        best = j
                        bestDistance = distance
                    }
                    j += 1
                }
                if let best {
                    rules[k].paidBy[i] = Int32(dated[best].index)
                    claimed.insert(dated[best].index)
                }
            }
        }
    }

    /// The rule and due date a new transaction with `postings` (account
    /// and commodity names, amounts) dated `date` would pay, as the
    /// untagged matching above would find it: the first active rule, in
    /// order, with an unpaid occurrence in its window.
    package static func billPaid(by postings: [(account: String, commodity: String, quantity: Quantity)], on date: Day,
                                 in journal: Journal) -> (rule: Int, due: Day)? {
        guard !journal.recurringRules.isEmpty else { return nil }
        var status: RecurringStatus?
        for (k, rule) in journal.recurringRules.enumerated() where !rule.isPaused {
            let pays = rule.lines.filter { $0.kind == .real }.allSatisfy { line in
                postings.contains { p in
                    p.account == journal.accounts.name(line.account) && p.commodity == journal.commodities.symbol(line.amount.commodity)
                        && (line.isInferred || within(p.quantity, of: line.amount.quantity, basisPoints: rule.toleranceBasisPoints))
                }
            }
            guard pays else { continue }
            let known = status ?? RecurringStatus(journal: journal, through: date.adding(days: 7))
            status = known
            let window = rule.untaggedWindow
            if let due = known.unpaid(rule: k, from: date.adding(days: -window), through: date.adding(days: window)).min(by: { abs($0 - date) < abs($1 - date) }) {
                return (k, due)
            }
        }
        return nil
    }

    /// Whether `t` has the rule's postings: every real line's account in
    /// its commodity, with the line's amount (within the rule's tolerance)
    /// unless the rule leaves that amount to be inferred.
    static func pays(_ t: Transaction, _ rule: RecurringRule, in journal: Journal) -> Bool {
        for line in rule.lines where line.kind == .real {
            let found = t.postingIndices.contains { pi in
                let (account, amount) = journal.postings.accountAndAmount(at: pi)
                guard account == line.account, amount.commodity == line.amount.commodity else { return false }
                return line.isInferred || Self.within(amount.quantity, of: line.amount.quantity, basisPoints: rule.toleranceBasisPoints)
            }
            if !found { return false }
        }
        return true
    }

    /// `|actual − expected| ≤ basisPoints / 10,000 × |expected|`, exactly;
    /// an amount too large to compare does not match.
    static func within(_ actual: Quantity, of expected: Quantity, basisPoints: Int) -> Bool {
        if actual == expected { return true }
        guard basisPoints > 0, actual.signum == expected.signum, let difference = actual.subtracting(expected),
              let scaled = difference.magnitude.multiplied(by: Quantity(10_000)),
              let allowed = expected.magnitude.multiplied(by: Quantity(basisPoints)) else { return false }
        return !(allowed < scaled)
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
                case "due" where due == nil: due = Day(isoText: tag.value, separators: "-/.")
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

}
