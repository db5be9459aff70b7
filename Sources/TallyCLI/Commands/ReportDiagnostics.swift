import TallyEngine
import TallySyntax

extension Session {
    /// Prints problems a report found while computing (a missing price, an
    /// account a budget cannot see) in the same format as the journal's.
    func printReportDiagnostics(_ diagnostics: [Diagnostic], journal: Journal) {
        guard !diagnostics.isEmpty else { return }
        var renderer = DiagnosticRenderer(files: journal.files, useColor: context.useColor(for: context.stderr, mode: colorMode))
        var out = ""
        for d in diagnostics { out += renderer.render(d) }
        stderr.write(out)
        stderr.flush()
    }

    /// The report dates from -p, -b and -e; nil when none was given.
    func reportWindow() -> Result<DateSpan?, UsageError> {
        guard arguments.value("--period") != nil || arguments.value("--begin") != nil || arguments.value("--end") != nil else {
            return .success(nil)
        }
        return query().map { $0.span }
    }
}
