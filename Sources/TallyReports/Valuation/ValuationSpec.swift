import TallyEngine
import TallySyntax
import TallyValues

/// How a run values amounts, resolved once from its options (`-X`,
/// `--value`, `-B`, `-V`, `--lots`, `--pivot`): the one description that
/// every report reads, whether it converts a copy of the journal (print,
/// register, export, the flows of summary) or lets the period engine value
/// its sums (balance, trend, breakdown). `converted` and `forEngine`
/// (ValuationSpec+Apply.swift) are the two ways of applying it.
///
/// - `currency`: `-X CUR` (or `--value WHEN,CUR`): every amount converted
///   into it, at rates the price table finds (`Exchange`), directly,
///   inverted or through a third currency.
/// - Without one, a report of flows (given scopes) converts into the
///   journal's reporting currency when what it adds up mixes currencies
///   (`ReportCurrency.reporting`).
/// - `market`: `-V`, or `--value WHEN` without a currency: each commodity
///   valued in the commodity of its latest `P` price (hledger's default
///   valuation commodity), when no currency applies; when, is its timing.
/// - `atCost`: `-B` (`--value cost`): an amount with a cost counts as that
///   cost, before any valuation (`-B -V` is at cost, then at market).
/// - `timing`: when a conversion into `currency` values amounts: each
///   posting's date, the report's (or each period's) end, or one day.
package struct ValuationSpec: Sendable {
    package var currency: CommodityID?
    package var timing: Exchange.Timing
    package var market: Exchange.Timing?
    package var atCost: Bool
    /// `--lots` and its narrower forms: lots kept apart as commodities of their own.
    package var lots: LotView.Parts
    /// `--pivot TAG`, or `Pivot.allAccounts` (`--depth 0`): the accounts
    /// replaced before anything is summed or valued.
    package var pivot: String?
    /// With a `currency`, an amount no rate converts is shown as written
    /// (`Exchange.keepsUnpriced`): the reports that show several
    /// commodities anyway (balance and register), as ledger and hledger.
    package var keepsUnpriced = false
    /// ledger's `-X A,B`: the commodities (B) whose amounts stay as they
    /// are while the others convert into `currency` (A).
    package var keptAsWritten: Set<CommodityID> = []

    package init(currency: CommodityID? = nil, timing: Exchange.Timing = .then, market: Exchange.Timing? = nil,
                 atCost: Bool = false, lots: LotView.Parts = [], pivot: String? = nil) {
        self.currency = currency
        self.timing = timing
        self.market = market
        self.atCost = atCost
        self.lots = lots
        self.pivot = pivot
    }

    /// Amounts as written.
    package static let asWritten = ValuationSpec()

    /// Whether anything converts amounts (a currency, market values or cost).
    package var converts: Bool { currency != nil || market != nil || atCost }
}

extension ReportCurrency {
    /// The currency a report without `-X` converts into, and who chose it:
    ///
    /// - the journal's `reporting-currency` directive, always;
    /// - else the first commodity the journal declares with `default`;
    /// - else, when the postings the report adds up (`scopes`) hold more
    ///   than one currency, the currency most of the journal's postings use;
    /// - else none: a report in one currency stays as it is, in that currency.
    package static func reporting(_ journal: Journal, query: ReportQuery, scopes: [Scope]) -> (CommodityID, Exchange.Origin)? {
        if let declared = journal.reportingCurrency ?? journal.defaultCurrency { return (declared.commodity, .directive) }
        guard case .failure = find(journal, query: query, scopes: scopes) else { return nil }
        return (mostUsed(journal, preferSymbol: true), .mostPostings)
    }
}
