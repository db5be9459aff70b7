import TallyLocale
import TallyValues

/// Exchange rates of one or more days: one euro is worth `rate` of each
/// currency, as the European Central Bank publishes them.
///
/// Read from the bank's XML, whose three files share one shape: the daily
/// file holds one `<Cube time='2026-11-20'>` group of
/// `<Cube currency='USD' rate='1.0823'/>` elements, the 90-day file and the
/// full history one such group per working day, newest first. Read by hand,
/// bytes only, in one pass: the history is about 7 MiB.
package struct ECBRates {
    /// One day's rates: currency code, rate, and the rate as the file writes it.
    package struct DayRates {
        package var day: Day
        package var rates: [(currency: String, rate: Quantity, text: String)]

        package init(day: Day, rates: [(currency: String, rate: Quantity, text: String)]) {
            self.day = day
            self.rates = rates
        }
    }

    /// Oldest first, one entry a day.
    package var days: [DayRates]

    package init(days: [DayRates]) { self.days = days }

    /// The latest day the rates are for.
    package var last: Day { days[days.count - 1].day }
    package var first: Day { days[0].day }

    /// Every currency with a rate on some day.
    package var currencies: Set<String> {
        var all = Set<String>()
        for d in days { for r in d.rates { all.insert(r.currency) } }
        return all
    }

    /// The index of the latest day on or before `day`, if any (the bank
    /// publishes no rates on weekends and holidays).
    package func latest(onOrBefore day: Day) -> Int? {
        var low = 0, high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid].day <= day { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }

    /// Several sources' rates as one: a day both give keeps the first's
    /// rates, and takes from the second only the currencies the first lacks.
    package static func merged(_ all: [ECBRates]) -> ECBRates {
        var byDay: [Day: Int] = [:]
        var days: [DayRates] = []
        for source in all {
            for d in source.days {
                if let i = byDay[d.day] {
                    let have = Set(days[i].rates.map(\.currency))
                    days[i].rates += d.rates.filter { !have.contains($0.currency) }
                } else {
                    byDay[d.day] = days.count
                    days.append(d)
                }
            }
        }
        days.sort { $0.day < $1.day }
        return ECBRates(days: days)
    }

    /// The rates, or why the bytes are not an ECB rates file.
    package static func parse(_ bytes: [UInt8]) -> Result<ECBRates, FetchProblem> {
        var days: [DayRates] = []
        var seen = Set<Day>()
        var i = 0
        let n = bytes.count
        while i < n {
            // The next `<Cube` start tag (`</Cube>` closes a group and is skipped).
            guard bytes[i] == UInt8(ascii: "<"), i + 5 <= n, bytes[i + 1] == UInt8(ascii: "C"), bytes[i + 2] == UInt8(ascii: "u"),
                  bytes[i + 3] == UInt8(ascii: "b"), bytes[i + 4] == UInt8(ascii: "e") else { i += 1; continue }
            var close = i + 5
            while close < n && bytes[close] != UInt8(ascii: ">") { close += 1 }
            guard close < n else { return .failure(FetchProblem(.ecbNotClosed)) }
            let tag = i..<close
            i = close + 1
            if let time = attribute("time", in: bytes, tag) {
                guard let d = Day(isoText: time) else { return .failure(FetchProblem(.ecbNotADate, time)) }
                guard seen.insert(d).inserted else { return .failure(FetchProblem(.ecbDayTwice, d.description)) }
                days.append(DayRates(day: d, rates: []))
            }
            if let currency = attribute("currency", in: bytes, tag) {
                guard !days.isEmpty else { return .failure(FetchProblem(.ecbRateNoDate, currency)) }
                guard let text = attribute("rate", in: bytes, tag) else { return .failure(FetchProblem(.ecbNoRate, currency)) }
                guard currency.utf8.count == 3, currency.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }) else {
                    return .failure(FetchProblem(.ecbNotCode, currency))
                }
                guard let rate = parseRate(text) else { return .failure(FetchProblem(.ecbNotPositive, currency, text)) }
                days[days.count - 1].rates.append((currency, rate, text))
            }
        }
        guard !days.isEmpty else { return .failure(FetchProblem(.ecbNoDate)) }
        days.removeAll { $0.rates.isEmpty }
        guard !days.isEmpty else { return .failure(FetchProblem(.ecbNoRates)) }
        // The bank writes the newest day first; ascending order is wanted.
        if days.count > 1 {
            if days[0].day > days[1].day { days.reverse() }
            if zip(days, days.dropFirst()).contains(where: { $0.day > $1.day }) { days.sort { $0.day < $1.day } }
        }
        return .success(ECBRates(days: days))
    }

    /// The value of `name='…'` or `name="…"` in the start tag `bytes[tag]`.
    package static func attribute(_ name: String, in bytes: [UInt8], _ tag: Range<Int>) -> String? {
        let key = Array(name.utf8)
        var i = tag.lowerBound
        while i + key.count + 2 < tag.upperBound {
            // ` name=` then a quote.
            if bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || bytes[i] == UInt8(ascii: "\n") {
                var j = 0
                while j < key.count && bytes[i + 1 + j] == key[j] { j += 1 }
                let eq = i + 1 + key.count
                if j == key.count && bytes[eq] == UInt8(ascii: "=") {
                    let quote = bytes[eq + 1]
                    guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return nil }
                    var end = eq + 2
                    while end < tag.upperBound && bytes[end] != quote { end += 1 }
                    guard end < tag.upperBound else { return nil }
                    return String(decoding: bytes[(eq + 2)..<end], as: UTF8.self)
                }
            }
            i += 1
        }
        return nil
    }

    /// `1.0823`: digits with at most one '.', more than zero.
    package static func parseRate(_ text: String) -> Quantity? {
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

/// Why fetching rates failed, as a sentence in every language, or in the
/// words of the system or of curl, which are shown as they are.
package struct FetchProblem: Error, ExpressibleByStringInterpolation {
    /// The sentence, when Tally says it.
    package var local: LocalText?
    /// Filled in as the sentence's last argument: why the bytes are not the bank's XML.
    package var reason: LocalText?
    /// The words of the system or of curl.
    package var words = ""
    /// The answer passed the download limit, of this many bytes.
    package var limit: Int?
    /// A local source could not be read (missing, a folder, too large).
    package var unreadable = false
    package init(stringLiteral value: String) { words = value }
    package init(_ local: LocalText, reason: LocalText? = nil) {
        self.local = local
        self.reason = reason
    }
    package init(_ key: ErrorKey, _ arguments: String...) {
        local = LocalText(key, arguments)
    }
    package init(tooLarge url: String, limit: Int) {
        words = "the answer from \(url) is larger than \(limit >> 20) MiB"
        self.limit = limit
    }

    /// The sentence as `messages` say it; the system's reason a file could not be read in the language too.
    package func text(_ m: Messages) -> String {
        guard var local else { return m.systemReason(words) }
        if let reason { local.arguments.append(m.text(reason)) }
        return m.text(local)
    }

    /// The English sentence.
    package var message: String { text(.english) }
}
