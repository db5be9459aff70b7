import TallyEngine
import TallyLocale
import TallyValues

/// The line under a converted report's title that says how it was
/// valued: flows at the rates of their days (or their period's end, or
/// one date), balances at the rates of the day they are shown for.
package struct ValuationNote: Sendable {
    package var currency: CommodityID
    package var timing: Exchange.Timing
    /// The day the report's balances are shown for (summary's "Balances
    /// on …"), valued at that day's rates whatever `timing` says.
    package var balancesOn: Day?

    package init(currency: CommodityID, timing: Exchange.Timing, balancesOn: Day? = nil) {
        self.currency = currency
        self.timing = timing
        self.balancesOn = balancesOn
    }

    /// The note of `exchange`, when a report converted.
    package init?(_ exchange: Exchange?, balancesOn: Day? = nil) {
        guard let exchange else { return nil }
        self.init(currency: exchange.target, timing: exchange.timing, balancesOn: balancesOn)
    }

    package func text(_ journal: Journal, _ m: Messages) -> String {
        let symbol = journal.commodities.symbol(currency)
        let flows: String
        switch timing {
        case .then: flows = m.text(.valuedAtEachDay, symbol)
        case .end: flows = m.text(.valuedAtPeriodEnd, symbol)
        case .on(let day): flows = m.text(.valuedOnDay, symbol, day.description)
        }
        guard let day = balancesOn else { return flows }
        return flows + m.text(.valuedBalancesOn, day.description)
    }
}
