import TallyLocale
import TallyEngine
import TallyReports

extension CommonOptions {
    /// Search options shared by every report (with the query words: see
    /// `QueryTerm`).
    static let searchFilters: [OptionSpec] = [
        OptionSpec(.category, value: "NAME", help: "only postings in this category (its name or account; repeatable)"),
        OptionSpec(.account, value: "NAME", help: "only postings to accounts whose name contains this (repeatable)"),
        OptionSpec(.income, help: "only income postings"),
        OptionSpec(.expenses, help: "only expense postings"),
        OptionSpec(.transfers, help: "only transactions that move money between assets and liabilities"),
    ]
}

extension Session {
    /// Adds the query words and search options to `q`: bare words search
    /// accounts and text, `acct:` and `--account` match account names,
    /// `desc:` descriptions, and the rest are `QueryTerm`s.
    func addSearchTerms(to q: inout ReportQuery) throws(CLIError) {
        for word in arguments.positional {
            switch QueryTerm.parse(word, today: today) {
            case .failure(let e):
                let m = messagesBeforeLoading()
                guard m.language != .en, let local = e.local else { throw .usage(e.message, hint: e.hint) }
                throw .usage(m.text(local.message), hint: local.hint.map { m.text($0) })
            case .success(.account(let pattern)): q.accountPatterns.append(pattern)
            case .success(.description(let text)): q.descriptionPatterns.append(text)
            // Several date: terms and -p all apply: the report covers their overlap.
            case .success(.date(let span)):
                q.span = q.span.intersection(span)
                q.datesFromQuery = true
            case .success(.status(let s)): q.statuses.insert(s)
            case .success(.depth(let n)):
                guard acceptsDepth else {
                    throw usageError(LocalText(.depthNoTree, word), hint: LocalText(.hintDepthWhere))
                }
                q.depth = min(q.depth ?? n, n)
            case .success(let term): q.terms.append(term)
            }
        }
        for name in arguments.allIfDeclared(.category) {
            guard !name.isEmpty else { throw usageError(LocalText(.optionNeedsName, Repeatable.category.name)) }
            q.terms.append(.category(name))
        }
        for name in arguments.allIfDeclared(.account) {
            guard !name.isEmpty else { throw usageError(LocalText(.optionNeedsName, Repeatable.account.name)) }
            q.accountPatterns.append(name)
        }
        let types: [(Flag, QueryTerm.TypeFilter)] = [(.income, .income), (.expenses, .expenses), (.transfers, .transfers)]
        for (option, filter) in types where arguments.hasIfDeclared(option) { q.terms.append(.type(filter)) }
    }

    /// A category or `--account` that names nothing in the journal, or a
    /// `word:` that is no query term.
    func queryProblem(_ journal: Journal) -> QueryTerm.ParseError? {
        guard takesQuery, let q = try? query() else { return nil }
        if let unknown = QueryNotes.unknownTerm(arguments.positional, journal: journal) { return unknown }
        return QueryCheck.problem(q, accountOptions: arguments.allIfDeclared(.account), journal: journal)
    }

    /// Notes for query words that match no posting at all, and for words
    /// that each match but together match nothing.
    func queryNotes(_ journal: Journal) -> [LocalText] {
        guard takesQuery, let whole = try? query() else { return [] }
        var notes: [LocalText] = []
        var filters = 0
        for word in arguments.positional {
            guard case .success(let term) = QueryTerm.parse(word, today: today) else { continue }
            var q = ReportQuery(today: today)
            switch term {
            case .not, .depth: continue
            case .account(let p): q.accountPatterns = [p]
            case .description(let d): q.descriptionPatterns = [d]
            case .date(let s): q.span = s
            case .status(let s): q.statuses = [s]
            default: q.terms = [term]
            }
            filters += 1
            if !QueryNotes.anyPosting(q, journal) { notes.append(QueryNotes.note(for: word, term, journal)) }
        }
        if notes.isEmpty, filters >= 2 {
            var q = whole
            q.span = .unbounded
            if !QueryNotes.anyPosting(q, journal) {
                notes.append(LocalText(.queryNoneTogether, arguments.positional.joined(separator: " ")))
            }
        }
        return notes
    }
}
