import TallyValues

/// The European Central Bank's daily reference rates, read from its XML
/// (`<Cube time='2026-11-20'>` holding `<Cube currency='USD' rate='1.0823'/>`
/// elements): one euro is worth `rate` of each currency. Read by hand, bytes
/// only: the file is small and its shape fixed.
struct ECBRates {
    var day: Day
    /// Currency code and rate, in the file's order.
    var rates: [(currency: String, rate: Quantity, text: String)]

    /// The rates, or why the bytes are not an ECB rates file.
    static func parse(_ bytes: [UInt8]) -> Result<ECBRates, FetchProblem> {
        var day: Day?
        var rates: [(String, Quantity, String)] = []
        var i = 0
        let cube = Array("<Cube".utf8)
        while let start = find(cube, in: bytes, from: i) {
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return .failure("an element is not closed") }
            let tag = Array(bytes[start..<close])
            i = close
            if let time = attribute("time", in: tag) {
                guard day == nil else { return .failure("it holds more than one day's rates") }
                guard let d = parseDay(time) else { return .failure("'\(time)' is not a date") }
                day = d
            }
            if let currency = attribute("currency", in: tag) {
                guard let text = attribute("rate", in: tag) else { return .failure("\(currency) has no rate") }
                guard currency.utf8.count == 3, currency.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }) else {
                    return .failure("'\(currency)' is not a currency code")
                }
                guard let rate = parseRate(text) else { return .failure("\(currency)'s rate '\(text)' is not a positive number") }
                rates.append((currency, rate, text))
            }
        }
        guard let day else { return .failure("it has no <Cube time='…'> date") }
        guard !rates.isEmpty else { return .failure("it has no rates") }
        return .success(ECBRates(day: day, rates: rates))
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var i = from
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && Array(bytes[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }

    /// The value of `name='…'` or `name="…"` in a start tag.
    static func attribute(_ name: String, in tag: [UInt8]) -> String? {
        let key = Array(" \(name)=".utf8)
        guard let at = find(key, in: tag, from: 0), at + key.count < tag.count else { return nil }
        let quote = tag[at + key.count]
        guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return nil }
        let valueStart = at + key.count + 1
        guard let end = tag[valueStart...].firstIndex(of: quote) else { return nil }
        return String(decoding: tag[valueStart..<end], as: UTF8.self)
    }

    static func parseDay(_ text: String) -> Day? {
        let parts = text.split(separator: "-")
        guard parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), parts[0].count == 4 else { return nil }
        return Day(year: y, month: m, day: d)
    }

    /// `1.0823`: digits with at most one '.', more than zero.
    static func parseRate(_ text: String) -> Quantity? {
        var units: Int128 = 0
        var scale: UInt8 = 0
        var point = false
        var digits = 0
        for b in text.utf8 {
            if b == UInt8(ascii: ".") && !point { point = true; continue }
            guard b >= 48 && b <= 57, digits < 30 else { return nil }
            units = units * 10 + Int128(b - 48)
            digits += 1
            if point { scale += 1 }
        }
        guard digits > 0, units > 0 else { return nil }
        return Quantity(units: units, scale: scale)
    }
}

/// Why fetching rates failed, as a sentence.
struct FetchProblem: Error, ExpressibleByStringInterpolation {
    var message: String
    /// The answer passed the download limit, of this many bytes.
    var limit: Int?
    init(stringLiteral value: String) { message = value }
    init(tooLarge url: String, limit: Int) {
        message = "the answer from \(url) is larger than \(limit >> 20) MiB"
        self.limit = limit
    }
}
