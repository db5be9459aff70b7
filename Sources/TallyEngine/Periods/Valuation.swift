import TallyValues

/// Where a valuation gets its rates: `q` of `c` in the valuation's target
/// currency on `day`, rounded as the source rounds; `nil` when no rate is
/// known, an overflowed total when the value cannot be represented (past 255 decimals).
package protocol RateSource {
    func convert(_ q: Quantity, _ c: CommodityID, on day: Day) -> Total?
}

extension PeriodSums {
    /// How the period engine converts postings into one currency.
    package struct Valuation {
        /// The day each posting is valued on.
        package enum When: Sendable {
            /// Its transaction's date (`-X`, `--value then`).
            case transactionDate
            /// The last day of the period holding it (`--value end`); the
            /// day before the first period for what comes before it.
            case periodEnd
            /// One day for every posting: a report of one period whose end
            /// is open values at today (`--value end` without an end date).
            case on(Day)
        }

        /// The one currency every posting is converted into (`-X`); unused
        /// when `market` is given.
        package var target: CommodityID
        /// hledger's `-V` (and `--value` without a currency): the commodity
        /// each commodity is valued in on a day (that of its latest `P`
        /// price then, its default valuation commodity), `nil` when it has
        /// none then and keeps its amount. `rates` converts into it.
        package var market: ((CommodityID, Day) -> CommodityID?)?
        package var when: When
        package var rates: any RateSource
        /// Which postings are converted (before the engine's posting
        /// filter, which sees converted amounts); the others keep theirs.
        package var convertible: (Posting, Transaction) -> Bool
        /// Only postings the engine counts are converted (a budget's);
        /// otherwise every one `convertible` selects is, so that a missing
        /// rate or `--explain` says what a converted journal would.
        package var countedOnly: Bool
        /// A posting no rate converts keeps its amount, in its own
        /// commodity, and is still named in `unconverted` (`-X` in the
        /// reports that show several commodities, as ledger and hledger
        /// do); otherwise it is left out of the sums.
        package var keepsUnpriced: Bool
        /// Commodities whose amounts stay as they are (ledger's `-X A,B`:
        /// B), when sums are converted at the end; per posting,
        /// `convertible` leaves them out.
        package var kept: Set<CommodityID> = []

        package init(target: CommodityID, when: When, rates: any RateSource, countedOnly: Bool = false, keepsUnpriced: Bool = false,
                     convertible: @escaping (Posting, Transaction) -> Bool = { _, _ in true },
                     market: ((CommodityID, Day) -> CommodityID?)? = nil) {
            self.target = target
            self.market = market
            self.when = when
            self.rates = rates
            self.countedOnly = countedOnly
            self.keepsUnpriced = keepsUnpriced
            self.convertible = convertible
        }

        /// The commodity an amount of `c` valued on `day` converts into,
        /// `nil` when it keeps its own.
        package func into(_ c: CommodityID, on day: Day) -> CommodityID? {
            guard let market else { return c == target ? nil : target }
            guard let t = market(c, day), t != c else { return nil }
            return t
        }

        /// The day a posting of `date` counted in `slot` is valued on.
        func day(of date: Day, slot: Int, _ periods: [DateSpan]) -> Day {
            switch when {
            case .transactionDate: return date
            case .periodEnd:
                if slot == 0 { return periods[0].start.map { $0.adding(days: -1) } ?? date }
                return periods[slot - 1].end.map { $0.adding(days: -1) } ?? date
            case .on(let day): return day
            }
        }
    }
}
