import TallyEngine
import TallySyntax
import TallyValues

extension SumOverflow {
    /// The error a report gives instead of its numbers: what overflowed
    /// (account and commodity when known), at the posting that took the sum
    /// past 38 digits, with the largest other postings involved as notes.
    package func diagnostic(_ journal: Journal) -> Diagnostic {
        var what = subject.map { "the \($0)" } ?? "a sum in this report"
        if let a = account { what = "the total of '\(journal.accounts.name(a))'" }
        if let c = commodity {
            let symbol = journal.commodities.symbol(c)
            what += " in " + (symbol.isEmpty ? "amounts without a commodity" : symbol)
        }
        var location: SourceLocation?
        if let pi = posting { location = Self.location(of: pi, journal) }
        var notes: [Diagnostic.Note] = []
        for pi in largestPostings(journal, limit: 3) where pi != posting {
            let p = journal.postings[pi]
            let symbol = journal.commodities.symbol(p.commodity)
            notes.append(Diagnostic.Note("with this posting of \(p.quantity)\(symbol.isEmpty ? "" : " " + symbol)", at: Self.location(of: pi, journal)))
        }
        return Diagnostic(.error, "amount-too-large", "\(what) is too large to represent exactly (more than 38 digits)",
                          at: location, label: location == nil ? nil : "this amount takes the total past 38 digits",
                          hint: "check these amounts for digits typed by mistake, or narrow the report with -p or an account pattern",
                          notes: notes)
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
