import TallyLocale
import TallyEngine
import TallySyntax
import TallyValues

extension SumOverflow {
    /// The error a report gives instead of its numbers: what overflowed
    /// (account and commodity when known), at the posting that took the sum
    /// past what a quantity holds, with the largest other postings involved as notes.
    package func diagnostic(_ journal: Journal) -> Diagnostic {
        var what = LocalText(subject ?? .overflowInReport)
        if let a = account { what = LocalText(.overflowTotalOf, journal.accounts.name(a)) }
        if let c = commodity {
            let symbol = journal.commodities.symbol(c)
            what = symbol.isEmpty ? LocalText(.overflowInNoCommodity, saying: what) : LocalText(.overflowIn, symbol, saying: what)
        }
        var location: SourceLocation?
        if let pi = posting { location = Self.location(of: pi, journal) }
        var notes: [Diagnostic.Note] = []
        for pi in largestPostings(journal, limit: 3) where pi != posting {
            let p = journal.postings[pi]
            let symbol = journal.commodities.symbol(p.commodity)
            notes.append(Diagnostic.Note(LocalText(.noteWithPosting, "\(p.quantity)\(symbol.isEmpty ? "" : " " + symbol)"), at: Self.location(of: pi, journal)))
        }
        return Diagnostic(.error, "amount-too-large", LocalText(.tooLargeExactly, saying: what),
                          at: location, label: location == nil ? nil : LocalText(.labelTotalPastDecimals),
                          hint: LocalText(.hintNarrowReport), notes: notes)
    }

    private static func location(of pi: Int, _ journal: Journal) -> SourceLocation {
        let p = journal.postings[pi]
        return SourceLocation(file: journal.transactions[Int(p.transaction)].file, range: p.range)
    }

    /// The postings of the account (and its subaccounts) in the commodity
    /// with the largest amounts, largest first: the ones a sum overflows on.
    func largestPostings(_ journal: Journal, limit: Int) -> [Int] {
        var found: [(Int, Quantity)] = []
        for (pi, p) in journal.postings.enumerated() {
            if let c = commodity, p.commodity != c { continue }
            if let a = account, !journal.accounts.isWithin(p.account, a) { continue }
            let m = p.quantity.magnitude
            if found.count == limit, let smallest = found.last, m <= smallest.1 { continue }
            found.append((pi, m))
            found.sort { $0.1 > $1.1 }
            if found.count > limit { found.removeLast() }
        }
        return found.map(\.0)
    }
}
