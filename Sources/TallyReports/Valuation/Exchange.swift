import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

/// Converts reports into one currency (`-X CUR`, `--value end`).
///
/// The one place where amounts change commodity: a report asks for a
/// converted journal, in which every posting it will look at holds its
/// amount in the target currency, and then runs as usual. Each posting is
/// converted at the rate on or before its date (or the period's end with
/// `--value end`), from `P` prices and the prices implied by costs, using
/// the inverse of a rate written the other way round when that is the
/// latest, or a path through other currencies when no direct one is
/// known. Converted amounts keep their digits (`keptScale`): sums are
/// exact and rounded once, when shown, as hledger rounds them.
package final class Exchange {
    package enum Timing: Sendable, Equatable {
        /// The rate of each posting's date: flows (spending, income) at
        /// the rates of their days, the default of summaries and trends.
        case then
        /// The rate of the last day of the report period, or of each
        /// column's period: balances as they stand then, the default of
        /// `balance -X` and `register -X`, as hledger's `-X`.
        case end
        /// The rate of one day, whatever the period (`--value 2026-06-30`).
        case on(Day)
    }

    /// Who chose the target currency, which says how to choose another.
    package enum Origin: Sendable {
        /// `-X CUR` on the command line.
        case option
        /// The journal: its `reporting-currency` directive, or the first
        /// commodity it declares with `default`.
        case directive
        /// No choice was made, and the report's postings mix currencies:
        /// the currency most of the journal's postings use.
        case mostPostings

        /// missing-rate's hint: a price line to add, and what else the user can do.
        var hint: ErrorKey {
            switch self {
            case .option: return .hintRateLeaveOutX
            case .directive: return .hintRateOtherCurrency
            case .mostPostings: return .hintRateChooseCurrency
            }
        }
    }

    /// No rate is known for a posting, or its value does not fit.
    package struct MissingRate: Error, Sendable {
        package var commodity: String
        package var target: String
        package var date: Day
        package var location: SourceLocation?
        /// The rate is known, but the converted amount is too large to
        /// represent exactly (past 255 decimals).
        package var tooLarge = false
        package var origin = Origin.option
        /// The amount was kept as written (`Exchange.keepsUnpriced`): a
        /// warning, not an error.
        package var kept = false

        /// The error for people, pointing at the posting.
        package func diagnostic() -> Diagnostic {
            if tooLarge {
                return Diagnostic(.error, "amount-too-large", LocalText(.valueTooLarge, commodity, target), at: location,
                                  label: LocalText(.convertedOn, "\(date)"), hint: LocalText(.hintExactDecimals))
            }
            return Diagnostic(kept ? .warning : .error, "missing-rate", LocalText(.missingRate, commodity, target, "\(date)"), at: location,
                              label: LocalText(.convertedOn, "\(date)"),
                              hint: LocalText(kept ? .hintRateKept : origin.hint, "\(date)", Self.quoted(commodity), Self.quoted(target)))
        }

        static func quoted(_ symbol: String) -> String {
            ByteClassPublic.symbolNeedsQuotes(symbol.utf8) ? "\"\(symbol)\"" : symbol
        }
    }

    package let target: CommodityID
    package let timing: Timing
    package let origin: Origin
    package let prices: PriceTable
    /// Digits kept in converted amounts.
    package let scale: UInt8
    /// An amount no rate converts keeps its own commodity, as ledger and
    /// hledger show it, rather than failing the report; each commodity so
    /// kept is named once in `kept` (for a warning).
    package let keepsUnpriced: Bool
    /// The first posting of each commodity kept as written, in the order met.
    package private(set) var kept: [MissingRate] = []
    /// The commodities `kept` names: a report may meet thousands of
    /// postings of one of them, and each is looked up here, not by symbol.
    private var keptCommodities = Set<CommodityID>()
    private var used = Set<PriceTable.Rate>()

    /// `prices`: the run's price table of `journal`, when one is built already.
    package init(journal: Journal, target: CommodityID, timing: Timing, origin: Origin = .option, prices: PriceTable? = nil,
                 keepsUnpriced: Bool = false) {
        self.target = target
        self.timing = timing
        self.origin = origin
        self.keepsUnpriced = keepsUnpriced
        self.prices = prices ?? PriceTable(journal: journal)
        scale = Self.scale(of: target, in: journal)
    }

    /// The digits converted amounts keep: the currency's display precision,
    /// or at least cents for a currency seen only in prices, which has no
    /// display precision of its own yet.
    package static func scale(of target: CommodityID, in journal: Journal) -> UInt8 {
        let precision = journal.commodities.style(target).precision
        let posted = journal.postings.contains { $0.commodity == target }
        return posted ? precision : max(precision, 2)
    }

    /// The day a posting is valued on: its own date, or with `--value end`
    /// the last day of the period (`periodEnd`, exclusive).
    package func valueDay(_ date: Day, periodEnd: Day?) -> Day {
        Self.valueDay(date, periodEnd: periodEnd, timing: timing)
    }

    /// The day a posting of `date` is valued on with `timing`.
    package static func valueDay(_ date: Day, periodEnd: Day?, timing: Timing) -> Day {
        switch timing {
        case .then: return date
        case .end: return periodEnd.map { $0.adding(days: -1) } ?? date
        case .on(let day): return day
        }
    }

    /// `q` of `c` in the target currency on `day`, exact to `keptScale`
    /// digits (far below what is shown: sums of converted amounts are
    /// rounded once, for display); `nil` when no rate is known, an
    /// overflowed total when the value does not fit. Records the rates for `--explain`.
    package func convert(_ q: Quantity, _ c: CommodityID, on day: Day) -> Total? {
        if c == target { return Total(q) }
        guard let chain = rates(from: c, on: day) else { return nil }
        for rate in chain { used.insert(rate) }
        guard let value = PriceTable.value(q, through: chain, keep: keptScale, minimumScale: scale) else {
            return Total(nil, orOverflow: SumOverflow(commodity: target))
        }
        return Total(value)
    }

    /// The digits a converted amount keeps: the target's displayed ones
    /// and as many again as a computed rate has, so that a sum of a
    /// million converted postings still rounds to the right displayed digit.
    package var keptScale: UInt8 { scale + PriceTable.rateScale }

    private var chains: [Key: [PriceTable.Rate]?] = [:]
    private struct Key: Hashable { var from: CommodityID; var day: Day }

    /// The rates from `c` to the target on `day`: direct (or inverse), else
    /// the shortest path through other commodities (JPY to EUR to USD, PLN
    /// to EUR to USD to CNY), as hledger finds it; among paths of one
    /// length, the one whose oldest rate is the most recent, then the one
    /// through the commodities read first.
    func rates(from c: CommodityID, on day: Day) -> [PriceTable.Rate]? {
        if let known = chains[Key(from: c, day: day)] { return known }
        let found = prices.chain(from: c, to: target, on: day)
        chains[Key(from: c, day: day)] = found
        return found
    }

    /// `journal` with the postings that `include` selects converted into
    /// the target currency, each valued on `valueDay(transaction)`. The
    /// others keep their amounts: a report must only look at what it
    /// included.
    package func converted(_ journal: Journal, include: (Posting, Transaction) -> Bool,
                          valueDay: (Transaction) -> Day) -> Result<Journal, MissingRate> {
        var result = JournalRewrite(journal)
        for t in journal.transactions {
            var day: Day?
            for pi in t.postingIndices {
                let p = journal.postings[pi]
                guard p.commodity != target, include(p, t) else { continue }
                let d = day ?? valueDay(t)
                day = d
                let converted = convert(p.quantity, p.commodity, on: d)
                if converted == nil, keepsUnpriced {
                    noteKept(posting: pi, day: d, in: journal)
                    continue
                }
                guard let q = converted?.exact else {
                    return .failure(missingRate(posting: pi, day: d, tooLarge: converted != nil, in: journal))
                }
                result.revalue(posting: pi, as: Amount(q, target))
            }
        }
        return .success(result.journal)
    }

    /// Names a posting kept in its own commodity, when its commodity is not named yet.
    package func noteKept(posting pi: Int, day: Day, in journal: Journal) {
        guard keptCommodities.insert(journal.postings.commodity(at: pi)).inserted else { return }
        var missing = missingRate(posting: pi, day: day, tooLarge: false, in: journal)
        missing.kept = true
        kept.append(missing)
    }

    /// The error for a posting that could not be converted on `day`.
    package func missingRate(posting pi: Int, day: Day, tooLarge: Bool, in journal: Journal) -> MissingRate {
        let p = journal.postings[pi]
        let t = journal.transactions[Int(p.transaction)]
        return MissingRate(commodity: journal.commodities.symbol(p.commodity), target: journal.commodities.symbol(target),
                           date: day, location: SourceLocation(file: t.file, range: p.range), tooLarge: tooLarge, origin: origin)
    }

    /// The period engine's conversion into the target currency, valued as
    /// `timing` says, of the postings `convertible` selects. `periodEnd`
    /// (exclusive): with `.end`, the one day every posting is valued on
    /// (a report of one period), rather than the end of each period.
    package func valuation(convertible: @escaping (Posting, Transaction) -> Bool, periodEnd: Day? = nil) -> PeriodSums.Valuation {
        PeriodSums.Valuation(target: target, when: Self.when(timing, periodEnd: periodEnd), rates: self, keepsUnpriced: keepsUnpriced,
                             convertible: convertible)
    }

    /// The engine's valuation days for `timing`; `periodEnd` as in `valuation`.
    package static func when(_ timing: Timing, periodEnd: Day?) -> PeriodSums.Valuation.When {
        switch timing {
        case .then: return .transactionDate
        case .end: return periodEnd.map { .on($0.adding(days: -1)) } ?? .periodEnd
        case .on(let day): return .on(day)
        }
    }

    /// Every rate used so far, by date, then commodity, then where it was written.
    package var ratesUsed: [PriceTable.Rate] {
        used.sorted { a, b in
            if a.date != b.date { return a.date < b.date }
            if a.from != b.from { return a.from < b.from }
            if a.to != b.to { return a.to < b.to }
            if a.isInverse != b.isInverse { return !a.isInverse }
            let la = a.location.map { ($0.file.index, $0.range.start) } ?? (-1, -1)
            let lb = b.location.map { ($0.file.index, $0.range.start) } ?? (-1, -1)
            return la < lb
        }
    }
}
extension Exchange: RateSource {}

extension Exchange {
    /// With `--value end`, each posting valued on the last day of the
    /// period of `interval` that holds it.
    package static func periodEndDay(_ interval: Interval, _ anchor: Day?) -> (Transaction, Exchange.Timing) -> Day {
        { t, timing in valueDay(t.date, periodEnd: CalendarPeriods.period(containing: t.date, interval: interval, anchor: anchor).end, timing: timing) }
    }
}
