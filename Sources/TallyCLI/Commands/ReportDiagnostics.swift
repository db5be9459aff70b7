import TallyLocale
import TallyEngine
import TallyLocale
import TallyReports
import TallySyntax

extension Session {
    /// Prints diagnostics on standard error, each with its source line,
    /// in color when standard error is a terminal and color is allowed:
    /// the one way the command line shows them.
    func printDiagnostics(_ diagnostics: [Diagnostic], files: [SourceFile], journalLanguage: Language? = nil) {
        guard !diagnostics.isEmpty else { return }
        var renderer = DiagnosticRenderer(files: files, useColor: context.useColor(for: context.stderr, mode: colorMode),
                                          messages: messages(journalLanguage: journalLanguage))
        var out = ""
        for d in diagnostics { out += renderer.render(d) }
        stderr.write(out)
        stderr.flush()
    }

    /// Prints problems a report found while computing (a missing price, an
    /// account a budget cannot see) in the same format as the journal's.
    func printReportDiagnostics(_ diagnostics: [Diagnostic], journal: Journal) {
        printDiagnostics(diagnostics, files: journal.files, journalLanguage: journal.language)
    }

    /// Warns about top-level accounts with postings but no type: reports
    /// of income and spending cannot count them, and must say so rather
    /// than leave them out silently.
    func warnUntypedAccounts(_ journal: Journal) {
        let warnings = UntypedAccounts.warnings(journal)
        if !warnings.isEmpty { printReportDiagnostics(warnings, journal: journal) }
    }

    /// The report dates from -p, -b and -e; nil when none was given.
    func reportWindow() throws(CLIError) -> DateSpan? {
        guard hasPeriodOption else { return nil }
        return try query().span
    }
}
