import TallyEditing
import TallyEngine
import TallyReports
import TallySystem

/// `tally export`: every matching posting as CSV, TSV, JSON or an Excel workbook.
enum ExportCommand: Command {
    static let name = "export"
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + [
            OptionSpec(names: ["-O", "--output-format"], takesValue: true, help: "csv (default), tsv, json, xlsx or journal", valueName: "FORMAT",
                       choices: ["csv", "tsv", "json", "xlsx", "journal"]),
            OptionSpec(names: ["-o", "--output-file"], takesValue: true, help: "write to this file instead of standard output (.xlsx: a workbook)", valueName: "FILE"),
            CommonOptions.force,
        ] + CommonOptions.exchange + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let file = session.arguments.value("--output-file")
        let impliedFormat = file.map { $0.lowercased().hasSuffix(".xlsx") ? "xlsx" : "csv" } ?? "csv"
        let format = (session.arguments.value("--output-format") ?? impliedFormat).lowercased()
        guard ["csv", "tsv", "json", "xlsx", "journal"].contains(format) else {
            throw .usage("export writes csv, tsv, json, xlsx or journal, not '\(format)'", hint: "use -O csv, -O tsv, -O json, -O xlsx or -O journal")
        }
        if format == "xlsx" && file == nil && session.stdout.isTerminal {
            throw .usage("a workbook is not for the terminal", hint: "name a file: tally export -o postings.xlsx")
        }
        let (query, loaded) = try session.queryAndJournal()
        // Every posting is written with its converted amount: a converted copy, not the engine's sums.
        let (journal, exchange) = try session.converting(loaded, query: query, periodEnd: session.valuationEnd(query))
        let report = ExportReport(journal: journal, query: query)
        let other = exchange == nil ? nil : journal
        var written: [UInt8] = []
        let out = session.stdout
        let sink: ([UInt8]) -> Void = file == nil ? { out.write($0) } : { written += $0 }
        if format == "journal" {
            PlainJournalWriter().write(journal, query: query, to: sink)
        } else if format == "xlsx" {
            do {
                sink(try report.workbook(original: loaded, converted: other).bytes())
            } catch {
                session.stderr.write("tally export: error: the workbook would be larger than 4 GiB, which .xlsx files cannot be\n"
                                     + "  hint: export a shorter period with -p, or use -O csv\n")
                return ExitStatus.failure
            }
        } else {
            report.write(format == "json" ? .json : (format == "tsv" ? .tsv : .csv), original: loaded, converted: other, to: sink)
        }
        if let file, case .failure(let f) = OutputFileWriter.write(written, to: file, force: session.arguments.has("--force")) {
            session.stderr.write("tally export: error: \(f.description)\n")
            return ExitStatus.failure
        }
        session.explain(exchange, journal, text: false)
        return ExitStatus.success
    }
}
