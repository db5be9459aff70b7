import TallyLocale
import TallyEngine
import TallyReports

/// `tally categories`: the category tree with type, name, color and icon.
enum CategoriesCommand: Command {
    static let name = "categories"
    static let mapsJournal = true
    static var options: [OptionSpec] { CommonOptions.input + CommonOptions.format + CommonOptions.output }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let (format, _, journal) = try session.prepare(filters: false).parts
        // The tree in the language's alphabetical order; CSV and JSON in byte order, for scripts.
        let report = CategoriesReport(journal: journal, collation: format == .text ? Collation(session.messages(journal).language) : .bytes)
        session.printReportDiagnostics(report.diagnostics, journal: journal)
        session.write(format, text: report.text(journal, style: session.textStyle, messages: session.messages(journal)), csv: report.csv(journal), json: report.json(journal), fit: true)
        return ExitStatus.success
    }
}
