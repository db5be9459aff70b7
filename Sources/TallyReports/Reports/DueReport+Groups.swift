/// Repeated occurrences of one rule in one section of `tally due`'s text
/// shown as one line with a count, so a daily rule two years behind is one
/// line, not seven hundred.
extension DueReport {
    package struct Group: Sendable {
        package var first: Item
        package var last: Item
        package var count: Int
    }

    /// The items by rule, in the order each rule first appears.
    package static func grouped(_ items: [Item]) -> [Group] {
        var groups: [Group] = []
        var index: [Int: Int] = [:]
        for i in items {
            if let k = index[i.rule] {
                groups[k].last = i
                groups[k].count += 1
            } else {
                index[i.rule] = groups.count
                groups.append(Group(first: i, last: i, count: 1))
            }
        }
        return groups
    }

    /// `20 days ago`; for a group, `3 times through 2026-11-01 (first 81 days ago)`.
    package static func note(_ g: Group) -> String {
        g.count == 1 ? relative(g.first.days) : "\(g.count) times through \(g.last.date) (first \(relative(g.first.days)))"
    }
}
