import TallyEngine
import TallyReports
import TallySyntax
import TallyValues

package let reportToday = Day(year: 2026, month: 11, day: 21)!

/// Loads a journal from text; the test fails on load errors.
package func loadJournal(_ text: String) -> Journal {
    let result = JournalLoader(fileSystem: MemoryFileSystem(["main.journal": text]), today: reportToday).load([.path("main.journal")])
    precondition(!result.hasErrors, "test journal has errors: \(result.diagnostics.map(\.message))")
    return result.journal
}

/// `d("-42.10")`: an exact decimal from its plain text.
package func d(_ text: String) -> Quantity {
    guard let q = Quantity(plainDecimal: text.hasPrefix("+") ? String(text.dropFirst()) : text) else { preconditionFailure("not a plain decimal: \(text)") }
    return q
}

/// The postings a query selects, as "description / account" lines.
package func selected(_ journal: Journal, _ words: [String], configure: (inout ReportQuery) -> Void = { _ in }) -> [String] {
    var q = ReportQuery(today: reportToday)
    for w in words {
        switch QueryTerm.parse(w, today: Day(year: 2026, month: 11, day: 21)!) {
        case .success(.account(let p)): q.accountPatterns.append(p)
        case .success(.description(let t)): q.descriptionPatterns.append(t)
        case .success(let t): q.terms.append(t)
        case .failure(let e): preconditionFailure(e.message)
        }
    }
    configure(&q)
    let m = ReportQuery.Matcher(q, journal)
    var out: [String] = []
    for t in journal.transactions where m.matches(transaction: t) {
        for pi in t.postingIndices where m.matches(posting: journal.postings[pi], in: t) {
            out.append(journal.description(of: t) + " / " + journal.accounts.name(journal.postings[pi].account))
        }
    }
    return out
}
