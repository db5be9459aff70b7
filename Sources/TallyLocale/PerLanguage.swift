/// One value for each language, looked up by language, for the few values
/// that are code rather than text (a starter ledger's currency, the
/// glossary the tests hold messages to). Text is in the PO catalogues.
struct PerLanguage<Value> {
    var en: Value
    var vi: Value
    var ko: Value
    var zhHans: Value
    var it: Value
    var pl: Value

    subscript(_ language: Language) -> Value {
        switch language {
        case .en: return en
        case .vi: return vi
        case .ko: return ko
        case .zhHans: return zhHans
        case .it: return it
        case .pl: return pl
        }
    }
}

extension PerLanguage: Sendable where Value: Sendable {}
