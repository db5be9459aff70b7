import TallyEngine
import TallyReports
import TallyValues

extension Session {
    /// The currency a report without -X converts into, and who chose it:
    ///
    /// - the journal's `reporting-currency` directive, always;
    /// - else the first commodity the journal declares with `default`;
    /// - else, when the postings the report adds up (`scopes`) hold more
    ///   than one currency, the currency most of the journal's postings use;
    /// - else none: a report in one currency stays as it is, in that currency.
    func reportingCurrency(_ journal: Journal, query: ReportQuery, scopes: [ReportCurrency.Scope]) -> (CommodityID, Exchange.Origin)? {
        if let declared = journal.reportingCurrency ?? journal.defaultCurrency { return (declared.commodity, .directive) }
        guard case .failure = ReportCurrency.find(journal, query: query, scopes: scopes) else { return nil }
        return (ReportCurrency.mostUsed(journal, preferSymbol: true), .mostPostings)
    }
}
