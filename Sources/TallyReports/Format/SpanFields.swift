import TallyEngine
import TallyValues

/// How the CSV and JSON writers give a span of days: its first day and its
/// last day (inclusive), empty or null where the span is open.
extension CSVWriter {
    package static func days(_ span: DateSpan) -> [String] {
        [span.start?.description ?? "", span.lastDay?.description ?? ""]
    }
}

extension JSONWriter {
    /// `"start"` and `"end"`: the span's first and last day.
    package mutating func days(_ span: DateSpan) {
        string("start", span.start?.description)
        string("end", span.lastDay?.description)
    }
}

/// A CSV of figures in one currency (summary, trend): rows carry the
/// currency's symbol and amounts as exact plain decimals, the conventions
/// of `balance -O csv`.
struct CurrencyCSV {
    private(set) var writer: CSVWriter
    private let formatter: AmountFormatter
    private let currency: CommodityID
    let symbol: String

    init(_ journal: Journal, currency: CommodityID, separator: CSVWriter.Separator) {
        writer = CSVWriter(separator: separator)
        formatter = AmountFormatter(journal.commodities)
        self.currency = currency
        symbol = journal.commodities.symbol(currency)
    }

    /// `q` in the currency, every digit shown.
    func plain(_ q: Quantity) -> String { formatter.plain(q, currency, exact: true) }

    mutating func row(_ fields: [String]) { writer.row(fields) }

    var bytes: [UInt8] { writer.bytes }
}
