import TallyLocale
import TallyEngine

/// Names in a query that must exist in the journal: a category or an
/// `--account` that names nothing is a typo, not an empty report.
package enum QueryCheck {
    /// The first name that matches nothing, as an error with a suggestion.
    package static func problem(_ query: ReportQuery, accountOptions: [String], journal: Journal) -> QueryTerm.ParseError? {
        let tree = CategoryTree(journal: journal)
        for term in query.terms {
            var t = term
            if case .not(let inner) = t { t = inner }
            guard case .category(let name) = t else { continue }
            if tree.accounts(named: name).isEmpty {
                let close = Suggestions.closest(to: name, among: tree.knownNames)
                let known = tree.knownNames
                return QueryTerm.ParseError(LocalText(.noCategoryNamed, name),
                                            hint: close.map { LocalText(.didYouMean, $0) }
                                                ?? (known.isEmpty ? LocalText(.hintNoIncomeExpenseAccounts)
                                                    : LocalText(.hintCategoriesAre, known.prefix(12).joined(separator: ", "))))
            }
        }
        for pattern in accountOptions {
            let p = NamePattern(pattern)
            let hit = journal.accounts.all.contains { p.matches(journal.accounts.name($0)) }
            if !hit {
                let names = journal.accounts.all.flatMap { [journal.accounts.name($0), journal.accounts.leafName($0)] }
                let close = Suggestions.closest(to: pattern, among: names)
                return QueryTerm.ParseError(LocalText(.noAccountContains, pattern),
                                            hint: close.map { LocalText(.didYouMean, $0) } ?? LocalText(.hintSeeAccounts))
            }
        }
        return nil
    }
}
