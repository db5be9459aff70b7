import TallyLocale
import TallyEditing
import TallyEngine
import TallyReports
import TallySystem

/// `tally export`: every matching posting as CSV, TSV, JSON or an Excel workbook.
enum ExportCommand: Command {
    static let name = "export"
    static let readsQuery = true
    static let mapsJournal = true
    static var options: [OptionSpec] {
        CommonOptions.input + CommonOptions.filters + [
            OptionSpec(.outputFormat, short: "O", value: "FORMAT", help: "csv (default), tsv, json, xlsx or journal", choices: ["csv", "tsv", "json", "xlsx", "journal"]),
            OptionSpec(.outputFile, short: "o", value: "FILE", help: "write to this file instead of standard output (.xlsx: a workbook)"),
            OptionSpec(.bom, help: "start CSV or TSV with a UTF-8 byte-order mark, so Excel reads accents and CJK text right"),
            OptionSpec(.excel, help: "CSV for a spreadsheet: a byte-order mark, and ';' with a decimal comma where the language writes one (vi, it, pl)"),
            CommonOptions.force,
        ] + CommonOptions.exchange + CommonOptions.output
    }

    static func run(_ session: inout Session) throws(CLIError) -> Int32 {
        let file = session.arguments.value(.outputFile)
        let impliedFormat = file.map { $0.lowercased().hasSuffix(".xlsx") ? "xlsx" : "csv" } ?? "csv"
        let format = (session.arguments.value(.outputFormat) ?? impliedFormat).lowercased()
        guard ["csv", "tsv", "json", "xlsx", "journal"].contains(format) else {
            let m = session.messagesBeforeLoading()
            throw .usage(m.error(.exportFormat, format), hint: m.error(.hintUse, m.orList(["csv", "tsv", "json", "xlsx", "journal"].map { "-O " + $0 })))
        }
        let excel = session.arguments.has(.excel)
        if excel && format != "csv" { throw session.usageError(LocalText(.excelOnlyCSV, format)) }
        let bom = session.arguments.has(.bom) || excel
        if bom && format != "csv" && format != "tsv" { throw session.usageError(LocalText(.bomOnlyCSV, format)) }
        // A spreadsheet reads CSV in its own locale's way: where numbers are
        // written 1.234,56 the field separator is ';'. The locale is the
        // user's (--lang, else LANG), not the journal's.
        let spreadsheet: (separator: CSVWriter.Separator, decimalComma: Bool)? = excel
            ? (Messages(session.userLanguage).decimalMark == "," ? (.semicolon, true) : (.comma, false)) : nil
        if format == "xlsx" && file == nil && session.stdout.isTerminal {
            throw session.usageError(LocalText(.workbookNotTerminal), hint: LocalText(.hintWorkbookFile))
        }
        let (query, loaded) = try session.queryAndJournal()
        // Every posting is written with its converted amount: a converted copy, not the engine's sums.
        let (journal, exchange) = try session.converting(loaded, query: query, periodEnd: session.valuationEnd(query, loaded))
        let report = ExportReport(journal: journal, query: query)
        let other = exchange == nil ? nil : journal
        // Excel takes a CSV file without a byte-order mark for the system's code page, not UTF-8.
        var written: [UInt8] = bom ? [0xEF, 0xBB, 0xBF] : []
        let out = session.stdout
        if bom && file == nil { out.write(written) }
        let sink: ([UInt8]) -> Void = file == nil ? { out.write($0) } : { written += $0 }
        if format == "journal" {
            PlainJournalWriter().write(journal, query: query, to: sink)
        } else if format == "xlsx" {
            do {
                sink(try report.workbook(original: loaded, converted: other).bytes())
            } catch {
                let m = session.messages(journal)
                session.stderr.write(m.usageError("tally export", m.error(.workbookTooLarge), hint: m.error(.hintWorkbookTooLarge)))
                return ExitStatus.failure
            }
        } else {
            report.write(format == "json" ? .json : (format == "tsv" ? .tsv : .csv), original: loaded, converted: other, spreadsheet: spreadsheet, to: sink)
        }
        if let file {
            let m = session.messages(journal)
            if case .failure(let f) = OutputFileWriter.write(written, to: file, force: session.arguments.has(.force)) {
                session.stderr.write(m.usageError("tally export", f.text(m)))
                return ExitStatus.failure
            }
            session.stdout.write(m.text(.exportWrote, m.count(report.postings.count, .postings), file) + "\n")
        }
        session.explain(exchange, journal, text: false)
        return ExitStatus.success
    }
}
