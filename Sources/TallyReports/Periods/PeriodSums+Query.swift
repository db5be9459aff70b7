import TallyLocale
import TallyEngine
import TallyValues

/// The period engine driven by a report's query.
extension PeriodSums {
    /// Sums the postings of `journal` that `query` matches, dates included,
    /// into `periods` (a period may reach outside the query's dates).
    ///
    /// - Parameters:
    ///   - opening: also sum what comes before the first period, whatever
    ///     the query's start date.
    ///   - include: a further posting filter (a report's accounts or
    ///     currency), which like the query sees converted amounts.
    ///   - valuation: conversion into one currency (see `Exchange.valuation`).
    ///   The other parameters are the engine's own.
    package init(journal: Journal, query: ReportQuery, periods: [DateSpan], opening: Bool = false,
                 account: (AccountID) -> AccountID? = { $0 }, groups: [ErrorKey] = [], group: (AccountID) -> Int? = { _ in nil },
                 include: ((Posting) -> Bool)? = nil, valuation: Valuation? = nil) {
        var unbounded = query
        unbounded.span = .unbounded
        let matcher = ReportQuery.Matcher(unbounded, journal)
        let everyPosting = matcher.selectsEveryPosting
        self.init(journal: journal, periods: periods, span: query.span, opening: opening,
                  transactions: matcher.selectsEveryTransaction ? nil : { matcher.matches(transaction: $0) },
                  postings: everyPosting && include == nil ? nil : { p, t in
                      (include?(p) ?? true) && (everyPosting || matcher.matches(posting: p, in: t))
                  },
                  account: account, groups: groups, group: group, valuation: valuation)
    }

    /// The first and last day with a posting `query` matches (its dates
    /// included), for reports whose columns follow the data; `nil` when none.
    package static func dataSpan(journal: Journal, query: ReportQuery) -> DateSpan? {
        let matcher = ReportQuery.Matcher(query, journal)
        var first: Day?, last: Day?
        for t in journal.transactions where matcher.matches(transaction: t) {
            guard t.postingIndices.contains(where: { matcher.matches(posting: journal.postings[$0], in: t) }) else { continue }
            if first.map({ t.date < $0 }) ?? true { first = t.date }
            if last.map({ t.date > $0 }) ?? true { last = t.date }
        }
        guard let first, let last else { return nil }
        return DateSpan(start: first, end: last.adding(days: 1))
    }
}
