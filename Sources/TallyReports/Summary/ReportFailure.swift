import TallyEngine
import TallySyntax
import TallyValues

/// Why a report could not be built, as data: the caller says it (in the
/// user's language, at the place in the journal) and fails.
package enum ReportFailure: Error {
    /// A conversion found no rate for a posting, or a value too large.
    case missingRate(Exchange.MissingRate)
    /// The postings the report adds up hold several currencies, and
    /// nothing converts them into one.
    case mixedCurrencies(ReportCurrency.Mixed)
    /// A sum left the range of exact amounts.
    case overflow(SumOverflow)
    /// A span cut into more periods than a report lays out (`ReportPeriods.maximum`).
    case tooManyPeriods(Int, DateSpan)
    /// Errors in the journal's plans that the report cannot show around
    /// (a budget's total too large to hold).
    case diagnostics([Diagnostic])
}
