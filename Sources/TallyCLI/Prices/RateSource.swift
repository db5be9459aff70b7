import TallyImport
import TallyLocale
import TallyEditing
import TallyEngine
import TallyLSP
import TallySyntax
import TallyValues

/// Where `prices --fetch` reads rates from, and the two formats it reads.
///
/// A source is an http(s) URL (downloaded by curl), a `file://PATH` URL or a
/// plain path (read from disk, for offline use). Its bytes are the ECB's
/// rates XML (any of its three files), or else `P DATE EUR RATE CUR` lines
/// (one euro is worth RATE of CUR, as the bank writes its rates), read with
/// Tally's own journal parser: the way to give rates the bank has not (VND).
enum RateSource {
    /// The bank's three files: today's rates, the last 90 days', every day's since 1999.
    static let daily = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
    static let ninetyDays = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml"
    static let history = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.xml"

    /// The currencies the bank gives rates for (its daily file), to choose
    /// which of its files to download before any is read.
    static let bankCurrencies: Set<String> = [
        "USD", "JPY", "BGN", "CZK", "DKK", "GBP", "HUF", "PLN", "RON", "SEK", "CHF", "ISK", "NOK", "TRY", "AUD",
        "BRL", "CAD", "CNY", "HKD", "IDR", "ILS", "INR", "KRW", "MXN", "MYR", "NZD", "PHP", "SGD", "THB", "ZAR",
    ]

    /// A local path for `file://PATH` or a plain path; nil for an http(s) URL.
    /// Any other scheme is an error.
    static func localPath(_ source: String) -> Result<String?, FetchProblem> {
        let lower = source.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return .success(nil) }
        if lower.hasPrefix("file://") {
            // The language server's reading of file URIs: file:///path, file://localhost/path, %XX decoded.
            guard let path = FileURI.path("file://" + source.dropFirst(7)), path.hasPrefix("/") else {
                return .failure(FetchProblem(.fetchNotFileURL, source))
            }
            return .success(path)
        }
        // `scheme://…` of another kind: ftp, s3, …
        if let colon = source.firstIndex(of: ":"), source[colon...].hasPrefix("://"),
           source[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }), !source[..<colon].isEmpty {
            return .failure(FetchProblem(.fetchNotSource, source))
        }
        return .success(source)
    }

    /// The source's bytes: downloaded, or read from disk through the
    /// session's file system, at most `CurlDownload.limit` bytes either way.
    static func bytes(_ source: String, _ session: Session) -> Result<[UInt8], FetchProblem> {
        let path: String?
        switch localPath(source) {
        case .success(let p): path = p
        case .failure(let why): return .failure(why)
        }
        guard let path else { return CurlDownload.fetch(source, environment: session.context.environment) }
        switch session.context.fileSystem.read(path, limit: CurlDownload.limit) {
        case .success(let bytes):
            if bytes.count > CurlDownload.limit { return .failure(FetchProblem(tooLarge: source, limit: CurlDownload.limit)) }
            return .success(bytes)
        case .failure(let error):
            if case .tooLarge(let limit) = error.refusal { return .failure(FetchProblem(tooLarge: source, limit: limit)) }
            var why = FetchProblem(stringLiteral: error.message)
            why.unreadable = true
            return .failure(why)
        }
    }

    /// The rates in a source's bytes: the bank's XML when it holds a
    /// `<Cube`, else `P` lines.
    static func rates(_ bytes: [UInt8], name: String, _ session: Session) -> Result<ECBRates, FetchProblem> {
        let first = bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
        if first == UInt8(ascii: "<") {
            return ECBRates.parse(bytes).mapError { why in FetchProblem(LocalText(.fetchNotECB, name), reason: why.local) }
        }
        return priceLines(bytes, name: name, session)
    }

    /// `P DATE EUR RATE CUR` lines (the euro as `EUR` or `€`; any other
    /// base is left out), read as a journal.
    static func priceLines(_ bytes: [UInt8], name: String, _ session: Session) -> Result<ECBRates, FetchProblem> {
        let result = JournalLoader(fileSystem: session.context.fileSystem, today: session.today).load([.bytes(name: name, bytes)])
        if result.hasErrors {
            session.printDiagnostics(result)
            return .failure(FetchProblem(.fetchNeitherFormat, name))
        }
        let j = result.journal
        func code(_ symbol: String) -> String? {
            if symbol.utf8.count == 3 && symbol.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }) { return symbol }
            let codes = CurrencyNames.codes(symbol)
            return codes.count == 1 ? codes[0] : nil
        }
        var byDay: [Day: [(currency: String, rate: Quantity, text: String)]] = [:]
        for p in j.prices {
            guard code(j.commodities.symbol(p.commodity)) == "EUR", let currency = code(j.commodities.symbol(p.price.commodity)),
                  currency != "EUR", p.price.quantity > .zero else { continue }
            // A later line for the same day and currency wins, as in a journal.
            var rates = byDay[p.date] ?? []
            rates.removeAll { $0.currency == currency }
            rates.append((currency, p.price.quantity, p.price.quantity.description))
            byDay[p.date] = rates
        }
        guard !byDay.isEmpty else { return .failure(FetchProblem(.fetchNoPLines, name)) }
        return .success(ECBRates(days: byDay.sorted { $0.key < $1.key }.map { ECBRates.DayRates(day: $0.key, rates: $0.value) }))
    }
}
