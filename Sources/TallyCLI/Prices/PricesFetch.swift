import TallyEditing
import TallyEngine
import TallyLocale
import TallySyntax
import TallyValues

/// `tally prices --fetch`: appends the European Central Bank's reference
/// rates of the day as `P DATE EUR RATE CUR` lines (one euro is worth RATE
/// of CUR, as the bank publishes them, so no division rounds a rate), for
/// the currencies the journal uses, once per day.
enum PricesFetch {
    static let defaultSource = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"

    static func run(_ session: Session) throws(CLIError) -> Int32 {
        let inputs = try session.inputs()
        guard case .path(let path) = inputs[0] else {
            throw .usage("prices --fetch appends to a journal file, and standard input is none", hint: "give the file with -f FILE")
        }
        // Only checked: the journal is read again just before it is appended to.
        let m = session.messages(try session.prepare(filters: false).journal)
        let source = session.arguments.value("--source") ?? defaultSource
        let body: [UInt8]
        switch CurlDownload.fetch(source, environment: session.context.environment) {
        case .success(let b): body = b
        case .failure(let why):
            if let limit = why.limit {
                session.stderr.write("tally prices: \(m.frame(.error)): \(m.text(.pricesAnswerTooLarge, source, String(limit >> 20)))\n")
            } else {
                session.stderr.write("tally prices: error: \(why.message); the journal is unchanged\n")
            }
            return ExitStatus.failure
        }
        let rates: ECBRates
        switch ECBRates.parse(body) {
        case .success(let r): rates = r
        case .failure(let why):
            session.stderr.write("tally prices: error: \(source) is not the ECB's daily rates XML: \(why.message); the journal is unchanged\n")
            return ExitStatus.failure
        }
        let edit = JournalEdit(inputs: inputs, fileSystem: session.context.fileSystem, today: session.today)
        let result: Result<[Line]?, SafeFileWriter.Failure> = edit.append(to: path, force: session.arguments.has("--force")) { current, original, newline in
            let decimalMark = FileLayout.scan(SourceFile(id: FileID(0), path: path, bytes: original), year: rates.day.year).layout.decimalMark
            let lines = newLines(rates, current, decimalMark: decimalMark)
            if lines.isEmpty { return nil }
            return (lines.flatMap { Array($0.text.utf8) + newline }, lines)
        } check: { after, lines, _ in
            // Every appended line must read back as the bank's rate, exactly.
            for l in lines where !after.prices.contains(where: { p in
                p.date == rates.day && after.commodities.symbol(p.commodity) == l.euro
                    && after.commodities.symbol(p.price.commodity) == l.symbol && p.price.quantity == l.rate }) {
                return "'\(l.text)' would not read back as \(l.currency) \(l.rateText)"
            }
            return nil
        }
        switch result {
        case .failure(let f):
            session.stderr.write("tally prices: error: \(f.description)\n")
            return ExitStatus.failure
        case .success(let lines):
            let added = (lines ?? []).map(\.text)
            if added.isEmpty {
                session.stderr.write(m.text(.pricesNothingToAdd, rates.day.description) + "\n")
            } else {
                session.stdout.write(added.joined(separator: "\n") + "\n")
                session.stderr.write(m.text(.pricesAppended, m.count(added.count, .prices), rates.day.description, path) + "\n")
            }
            return ExitStatus.success
        }
    }

    struct Line {
        var text: String
        var currency: String
        /// How the journal writes the euro and this currency (`€`, `zł`; else the ISO codes).
        var euro: String
        var symbol: String
        var rate: Quantity
        var rateText: String
    }

    /// The lines to append: currencies the journal uses, other than the
    /// euro, with no euro price in them on the bank's day yet. A currency is
    /// found by its code or as the journal spells it (`zł` for PLN, `€` for
    /// the euro: its `commodity` lines' spellings, then the table of
    /// currency names), and written that way.
    static func newLines(_ rates: ECBRates, _ journal: Journal, decimalMark: UInt8) -> [Line] {
        func spelling(_ code: String) -> String? {
            if case .commodity(let symbol) = journal.currency(typed: code), !symbol.isEmpty { return symbol }
            return nil
        }
        let euro = spelling("EUR") ?? "EUR"
        var lines: [Line] = []
        for (currency, rate, text) in rates.rates where currency != "EUR" {
            // `¥` could be the yuan or the yen: a symbol of two currencies gets neither rate.
            guard let symbol = spelling(currency), symbol != euro, symbol == currency || CurrencyNames.codes(symbol).count < 2,
                  let id = journal.commodities.lookup(symbol) else { continue }
            let present = journal.prices.contains { p in
                p.date == rates.day && journal.commodities.symbol(p.commodity) == euro && p.price.commodity == id
            }
            if present { continue }
            // The rate is an amount of that currency: written with its decimal mark, else the file's.
            let known = journal.commodities.decimalMarks[Int(id.index)]
            let written = (known != 0 ? known : decimalMark) == UInt8(ascii: ",") ? String(text.map { $0 == "." ? "," : $0 }) : text
            lines.append(Line(text: "P \(rates.day) \(euro) \(written) \(symbol)", currency: currency, euro: euro, symbol: symbol, rate: rate, rateText: text))
        }
        return lines
    }
}
