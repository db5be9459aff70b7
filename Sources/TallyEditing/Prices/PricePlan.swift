import TallyEngine
import TallyImport
import TallyLocale
import TallySyntax
import TallyValues

/// What `prices --fetch` writes into a journal: the days with postings in
/// a currency the bank's rates cover, which of the bank's days give their
/// rates, and the `P` lines for them in the journal's spellings and number
/// style, leaving out those the journal has already.
package enum PricePlan {
    package struct PriceKey: Hashable {
        package var date: Day
        package var base: String
        package var quote: String
        package var rate: Quantity

        package init(date: Day, base: String, quote: String, rate: Quantity) {
            self.date = date
            self.base = base
            self.quote = quote
            self.rate = rate
        }
    }

    package struct Line {
        package var date: Day
        package var text: String
        package var currency: String
        /// How the journal writes the euro and this currency (`€`, `zł`; else the ISO codes).
        package var euro: String
        package var symbol: String
        package var rate: Quantity
        package var rateText: String
    }

    /// The currencies of a list the journal uses, and how it spells them: by
    /// code or as the journal spells it (`zł` for PLN, `€` for the euro: its
    /// `commodity` lines' spellings, then the table of currency names).
    package struct Currencies {
        package var euro: String
        package var euroID: CommodityID?
        /// Code → the journal's spelling and commodity.
        package var used: [String: (symbol: String, id: CommodityID)] = [:]
        /// Commodities whose postings need a rate: the currencies used, and
        /// the euro when the reporting currency is another.
        package var foreign = Set<CommodityID>()

        /// `extra`: codes asked for by name (`prices --fetch USD`), written
        /// even when the journal has no amount in them yet, so that `-X USD`
        /// finds a path from the currencies it has.
        package init(_ journal: Journal, codes: some Sequence<String>, extra: [String] = []) {
            func spelling(_ code: String) -> String? {
                if case .commodity(let symbol) = journal.currency(typed: code), !symbol.isEmpty { return symbol }
                return nil
            }
            euro = spelling("EUR") ?? "EUR"
            euroID = journal.commodities.lookup(euro)
            for code in codes where code != "EUR" {
                // `¥` could be the yuan or the yen: a symbol of two currencies gets neither rate.
                guard let symbol = spelling(code), symbol != euro, symbol == code || CurrencyNames.codes(symbol).count < 2,
                      let id = journal.commodities.lookup(symbol), id != .none else { continue }
                used[code] = (symbol, id)
                foreign.insert(id)
            }
            for (k, code) in extra.enumerated() where code != "EUR" && used[code] == nil && codes.contains(code) {
                let symbol = spelling(code) ?? code
                // Not in the journal yet: an id no price of it can have.
                let id = journal.commodities.lookup(symbol) ?? CommodityID(Int32.max - Int32(k))
                used[code] = (symbol, id)
            }
            // Postings in the reporting currency need no rate; the euro's do when another currency is reported in.
            let reporting = (journal.reportingCurrency ?? journal.defaultCurrency)?.commodity
            if let reporting { foreign.remove(reporting) }
            if let euroID, let reporting, reporting != euroID { foreign.insert(euroID) }
        }
    }

    /// The days, ascending and each once, with a posting in one of `foreign`, from `since` on.
    package static func postingDays(_ journal: Journal, _ foreign: Set<CommodityID>, since: Day?) -> [Day] {
        guard !foreign.isEmpty else { return [] }
        var days = Set<Day>()
        for t in journal.transactions {
            if let since, t.date < since { continue }
            if days.contains(t.date) { continue }
            if t.postingIndices.contains(where: { foreign.contains(journal.postings[$0].commodity) }) { days.insert(t.date) }
        }
        return days.sorted()
    }

    /// The bank days whose rates are written (indices into `rates.days`,
    /// ascending), and whether postings came before the first day read.
    package static func targets(_ journal: Journal, _ rates: ECBRates, since: Day?, monthly: Bool, extra: [String] = []) -> (days: [Int], uncovered: Bool) {
        let currencies = Currencies(journal, codes: rates.currencies, extra: extra)
        let days = postingDays(journal, currencies.foreign, since: since)
        var chosen = Set<Int>()
        var uncovered = false
        var lastMonth: Day?
        for d in days {
            var day = d
            if monthly {
                let month = d.startOfMonth
                if month == lastMonth { continue }
                lastMonth = month
                day = month.adding(months: 1).adding(days: -1)
            }
            if let i = rates.latest(onOrBefore: day) { chosen.insert(i) } else { uncovered = true }
        }
        // The latest rates, as for a daily fetch, unless by month.
        if !monthly && since.map({ rates.last >= $0 }) ?? true { chosen.insert(rates.days.count - 1) }
        return (chosen.sorted(), uncovered)
    }

    /// The lines to append, in date order: for each bank day, the rates of
    /// the currencies the journal uses, other than the euro, that it has no
    /// euro price of on that day yet, written as the journal spells them.
    package static func newLines(_ rates: ECBRates, days: [Int], _ journal: Journal, decimalMark: UInt8, extra: [String] = []) -> [Line] {
        let currencies = Currencies(journal, codes: rates.currencies, extra: extra)
        let euro = currencies.euro
        // The (day, currency) pairs with a euro price already.
        var present = Set<Pair>()
        for p in journal.prices where journal.commodities.symbol(p.commodity) == euro {
            present.insert(Pair(day: p.date, quote: p.price.commodity))
        }
        var lines: [Line] = []
        for i in days {
            let day = rates.days[i]
            for (currency, rate, text) in day.rates {
                guard let (symbol, id) = currencies.used[currency], !present.contains(Pair(day: day.day, quote: id)) else { continue }
                // The rate is an amount of that currency: written with its decimal mark, else the file's.
                let marks = journal.commodities.decimalMarks
                let known = marks.indices.contains(Int(id.index)) ? marks[Int(id.index)] : 0
                let written = (known != 0 ? known : decimalMark) == UInt8(ascii: ",") ? String(text.map { $0 == "." ? "," : $0 }) : text
                lines.append(Line(date: day.day, text: "P \(day.day) \(euro) \(written) \(symbol)", currency: currency,
                                  euro: euro, symbol: symbol, rate: rate, rateText: text))
            }
        }
        return lines
    }

    package struct Pair: Hashable {
        package var day: Day
        package var quote: CommodityID
    }

    /// Currencies the journal has postings in (known to Tally's table of
    /// currency names, by code or symbol) that `covered` has no rate for.
    package static func lacking(_ journal: Journal, _ covered: Set<String>) -> [String] {
        var posted = Set<CommodityID>()
        for p in journal.postings { posted.insert(p.commodity) }
        var missing = Set<String>()
        for id in posted where id != .none {
            let codes = CurrencyNames.codes(journal.commodities.symbol(id))
            if codes.count == 1, codes[0] != "EUR", !covered.contains(codes[0]) { missing.insert(codes[0]) }
        }
        return missing.sorted()
    }
}
