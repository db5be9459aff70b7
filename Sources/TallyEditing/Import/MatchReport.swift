import TallyEngine
import TallyImport
import TallyLocale
import TallySyntax

/// What `import` says of the rows it matched to transactions already in
/// the journal and of those it left out as ambiguous, on standard error
/// beside its summary.
package struct MatchReport {
    package let outcome: EntryMatching.Outcome
    package let journal: Journal
    package let statementPath: String

    package init(outcome: EntryMatching.Outcome, journal: Journal, statementPath: String) {
        self.outcome = outcome
        self.journal = journal
        self.statementPath = statementPath
    }

    package func text(_ m: Messages) -> String {
        var lines: [String] = []
        var tables: [FileID: LineTable] = [:]
        func place(_ ti: Int) -> String {
            let t = journal.transactions[ti]
            let file = journal.file(t.file)
            let table = tables[t.file] ?? LineTable(file.bytes)
            tables[t.file] = table
            let line = table.line(of: t.range.lowerBound)
            let at = t.file == FileID(0) ? m.text(.lineNumber, String(line)) : "\(PathFolder.name(of: file.path)):\(line)"
            return "\(t.date) \(journal.description(of: t)) (\(at))"
        }
        if !outcome.matched.isEmpty {
            lines.append("  " + m.text(.importMatched, m.count(outcome.matched.count, .rows)))
            for match in outcome.matched {
                var line = "    \(match.row.date) \(match.row.description) → \(place(match.transaction))"
                if let account = match.account { line += " [\(account)]" }
                lines.append(line)
            }
        }
        if !outcome.ambiguous.isEmpty {
            lines.append("  " + m.text(.importAmbiguous, m.count(outcome.ambiguous.count, .rows)))
            for a in outcome.ambiguous {
                lines.append("    \(a.row.date) \(a.row.description) → " + a.transactions.map(place).joined(separator: "; "))
            }
            lines.append("  " + m.text(.importAmbiguousHint, "tally import \(statementPath) --match-days 0"))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
