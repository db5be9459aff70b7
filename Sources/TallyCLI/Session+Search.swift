import TallyEngine
import TallyReports

extension CommonOptions {
    /// Search options shared by every report (with the query words: see
    /// `QueryTerm`).
    static let searchFilters: [OptionSpec] = [
        OptionSpec(names: ["--category"], takesValue: true, help: "only postings in this category (its name or account; repeatable)", valueName: "NAME"),
        OptionSpec(names: ["--account"], takesValue: true, help: "only postings to accounts whose name contains this (repeatable)", valueName: "NAME"),
        OptionSpec(names: ["--income"], takesValue: false, help: "only income postings"),
        OptionSpec(names: ["--expenses"], takesValue: false, help: "only expense postings"),
        OptionSpec(names: ["--transfers"], takesValue: false, help: "only transactions that move money between assets and liabilities"),
    ]
}

extension Session {
    /// Adds the query words and search options to `q`: bare words search
    /// accounts and text, `acct:` and `--account` match account names,
    /// `desc:` descriptions, and the rest are `QueryTerm`s.
    func addSearchTerms(to q: inout ReportQuery) -> Result<Void, UsageError> {
        for word in arguments.positional {
            switch QueryTerm.parse(word) {
            case .failure(let e): return .failure(UsageError(message: e.message, hint: e.hint))
            case .success(.account(let pattern)): q.accountPatterns.append(pattern)
            case .success(.description(let text)): q.descriptionPatterns.append(text)
            case .success(let term): q.terms.append(term)
            }
        }
        for name in arguments.all("--category") {
            guard !name.isEmpty else { return .failure(UsageError(message: "--category needs a name")) }
            q.terms.append(.category(name))
        }
        for name in arguments.all("--account") {
            guard !name.isEmpty else { return .failure(UsageError(message: "--account needs a name")) }
            q.accountPatterns.append(name)
        }
        let types: [(String, QueryTerm.TypeFilter)] = [("--income", .income), ("--expenses", .expenses), ("--transfers", .transfers)]
        for (option, filter) in types where arguments.has(option) { q.terms.append(.type(filter)) }
        return .success(())
    }

    /// A category or `--account` that names nothing in the journal.
    func queryProblem(_ journal: Journal) -> QueryTerm.ParseError? {
        guard case .success(let q) = query() else { return nil }
        return QueryCheck.problem(q, accountOptions: arguments.all("--account"), journal: journal)
    }
}
