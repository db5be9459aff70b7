/// How each language counts: which form of a counted word a number takes
/// (CLDR's cardinal rules). Each language's PO file gives the forms of
/// every counted word.
extension Messages {
    enum PluralCategory { case one, few, many }

    /// CLDR's cardinal rules, as far as these languages need them.
    static func pluralCategory(_ n: Int, _ language: Language) -> PluralCategory {
        switch language {
        case .vi, .ko, .zhHans: return .many
        case .en, .it: return n == 1 ? .one : .many
        case .pl:
            if n == 1 { return .one }
            let ten = n % 10, hundred = n % 100
            return (2...4).contains(ten) && !(12...14).contains(hundred) ? .few : .many
        }
    }
}

extension PluralForms {
    /// `n` with the form the number takes in `language`.
    func text(_ n: Int, _ language: Language) -> String {
        let form: String
        switch Messages.pluralCategory(n, language) {
        case .one: form = one
        case .few: form = few
        case .many: form = many
        }
        return form.replacing("{n}", with: String(n))
    }
}
