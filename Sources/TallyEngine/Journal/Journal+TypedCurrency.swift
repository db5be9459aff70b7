import TallyValues

/// What a currency a person typed (`đ`, `zł`, `€`, `¥`, `VND`) stands for
/// in one journal.
package enum TypedCurrency: Equatable, Sendable {
    /// The journal's own symbol for it (`VND` for a typed `đ`; `$` where
    /// the journal writes `$`).
    case commodity(String)
    /// An ISO code the table knows that the journal does not use yet.
    case newCode(String)
    /// A symbol that stands for more than one currency (`¥`: yuan or yen),
    /// with the codes it could be; `inJournal` when the journal uses more
    /// than one of them, rather than none.
    case ambiguous([String], inJournal: Bool)
    /// Neither the journal nor the table knows it.
    case unknown
}

extension Journal {
    /// `typed` read as the journal writes it: its own symbol, then a
    /// spelling its `commodity` directives declare, then the table of
    /// currency names (CurrencyNames, grammar.md §18.4) against the
    /// currencies the journal uses.
    package func currency(typed: String) -> TypedCurrency {
        if typed.isEmpty { return .commodity("") }
        if let id = commodities.lookup(typed), id != .none { return .commodity(typed) }
        if let id = commodities.declaredSpelling(typed) { return .commodity(commodities.symbol(id)) }
        let codes = CurrencyNames.codes(typed)
        guard !codes.isEmpty else { return .unknown }
        var found: [(code: String, symbol: String)] = []
        for c in 1..<max(1, commodities.count) {
            let symbol = commodities.symbol(CommodityID(Int32(c)))
            guard !symbol.isEmpty else { continue }
            let theirs = codes.contains(symbol.uppercased()) ? [symbol.uppercased()] : CurrencyNames.codes(symbol)
            for code in codes where theirs.contains(code) { found.append((code, symbol)) }
        }
        let distinct = Array(Set(found.map(\.code))).sorted()
        if distinct.count == 1 {
            // The ISO code itself when the journal writes both `VND` and `đ`.
            let code = distinct[0]
            return .commodity(found.first { $0.symbol.uppercased() == code }?.symbol ?? found[0].symbol)
        }
        if codes.count == 1 && distinct.isEmpty { return .newCode(codes[0]) }
        return distinct.count > 1 ? .ambiguous(distinct, inJournal: true) : .ambiguous(codes, inJournal: false)
    }
}
