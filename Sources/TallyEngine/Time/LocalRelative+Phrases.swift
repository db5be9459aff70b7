import TallyLocale
/// Vietnamese, Polish and Italian relative periods (grammar.md §19,
/// `local-relative`); Chinese and Korean are in LocalRelative+CJK.swift.
/// Each form is written as people write it; the table adds each word also
/// without its diacritics (`thang truoc`, `zeszly miesiac`).
extension LocalRelative {
    /// `tháng này`, `tháng trước`, `tháng sau`, `năm ngoái`, `hôm qua`,
    /// `30 ngày qua`, `3 tháng tới`. `3 tháng trước` is a day three months
    /// ago and is refused, as is `thang sau` (June or next month).
    static let vietnamese: Language = {
        let periods: [(String, Unit)] = [("tuần", .week), ("tháng", .month), ("quý", .quarter), ("năm", .year)]
        let all: [(String, Unit)] = [("ngày", .day)] + periods
        var forms = [
            Form("_ này", 0, periods), Form("năm nay", 0, .year),
            Form("_ trước", -1, periods), Form("năm ngoái", -1, .year),
            Form("_ sau", 1, periods), Form("_ tới", 1, periods),
            Form("hôm nay", 0, .day), Form("ngày hôm nay", 0, .day),
            Form("hôm qua", -1, .day), Form("ngày hôm qua", -1, .day), Form("ngày mai", 1, .day),
            Form("# _ trước", -1, all, instead: "# _ qua"), Form("# _ sau", 1, all, instead: "# _ tới"),
        ]
        for last in ["qua", "vừa qua", "gần đây", "gần nhất"] { forms.append(Form("# _ " + last, -1, all)) }
        for next in ["tới", "sắp tới", "tiếp theo"] { forms.append(Form("# _ " + next, 1, all)) }
        return Language(forms: forms,
                        ambiguous: ["thang sau": .periodThangSau],
                        fold: vietnameseFolded, alsoAfter: ["tháng": "1–12"])
    }()

    /// Vietnamese letters without their marks, as typed on a keyboard without them.
    @Sendable static func vietnameseFolded(_ word: String) -> String {
        String(word.map { vietnameseFolds[$0] ?? $0 })
    }

    static let vietnameseFolds: [Character: Character] = {
        var folds: [Character: Character] = [:]
        let groups: [(Character, String)] = [
            ("a", "áàảãạăắằẳẵặâấầẩẫậ"), ("e", "éèẻẽẹêếềểễệ"), ("i", "íìỉĩị"), ("o", "óòỏõọôốồổỗộơớờởỡợ"),
            ("u", "úùủũụưứừửữự"), ("y", "ýỳỷỹỵ"), ("d", "đ"),
        ]
        for (plain, marked) in groups { for c in marked { folds[c] = plain } }
        return folds
    }()

    /// `ten miesiąc`, `zeszły rok`, `w zeszłym roku` (`w` is `in`),
    /// `ostatnie 30 dni`, `ostatnich 6 miesięcy`, `następne 2 tygodnie`.
    /// All four units are masculine: one adjective form serves them all.
    static let polish: Language = {
        let nominative: [(String, Unit)] = [("tydzień", .week), ("miesiąc", .month), ("kwartał", .quarter), ("rok", .year)]
        let locative: [(String, Unit)] = [("tygodniu", .week), ("miesiącu", .month), ("kwartale", .quarter), ("roku", .year)]
        // After a count: the plural (2 to 4) and the genitive plural (5 and more), either.
        let counted: [(String, Unit)] = [("dni", .day), ("tygodnie", .week), ("tygodni", .week), ("miesiące", .month), ("miesięcy", .month),
                                         ("kwartały", .quarter), ("kwartałów", .quarter), ("lata", .year), ("lat", .year)]
        let adjectives: [(String, String, Int)] = [
            ("ten", "tym", 0), ("bieżący", "bieżącym", 0), ("obecny", "obecnym", 0),
            ("zeszły", "zeszłym", -1), ("poprzedni", "poprzednim", -1), ("ubiegły", "ubiegłym", -1), ("miniony", "minionym", -1),
            ("przyszły", "przyszłym", 1), ("następny", "następnym", 1),
        ]
        var forms = [
            Form("dziś", 0, .day), Form("dzisiaj", 0, .day), Form("wczoraj", -1, .day), Form("jutro", 1, .day),
            Form("# _ temu", -1, counted, instead: "ostatnie # _"),
        ]
        for (nominal, located, offset) in adjectives {
            forms += [Form(nominal + " _", offset, nominative), Form(located + " _", offset, locative)]
        }
        for last in ["ostatnie", "ostatnich", "poprzednie", "poprzednich", "minione", "minionych"] { forms.append(Form(last + " # _", -1, counted)) }
        for next in ["następne", "następnych", "kolejne", "kolejnych", "najbliższe", "najbliższych"] { forms.append(Form(next + " # _", 1, counted)) }
        return Language(forms: forms, fold: { PeriodReader.asciiFolded($0) })
    }()

    /// `questo mese`, `il mese scorso`, `la settimana prossima`,
    /// `quest'anno`, `l'anno scorso`, `ultimi 30 giorni`, `prossime 2
    /// settimane`. `settimana` is feminine, the other units masculine.
    static let italian: Language = {
        let masculine: [(String, Unit)] = [("mese", .month), ("trimestre", .quarter), ("anno", .year)]
        let withArticle: [(String, Unit)] = [("il mese", .month), ("il trimestre", .quarter), ("l'anno", .year)]
        let week: [(String, Unit)] = [("settimana", .week)], theWeek: [(String, Unit)] = [("la settimana", .week)]
        let plural: [(String, Unit)] = [("giorni", .day), ("mesi", .month), ("trimestri", .quarter), ("anni", .year)]
        let weeks: [(String, Unit)] = [("settimane", .week)]
        var forms = [
            Form("oggi", 0, .day), Form("ieri", -1, .day), Form("domani", 1, .day),
            Form("questo _", 0, masculine), Form("questa _", 0, week), Form("quest'anno", 0, .year),
            Form("# _ fa", -1, plural, instead: "ultimi # _"), Form("# _ fa", -1, weeks, instead: "ultime # _"),
        ]
        for now in ["corrente", "in corso"] { forms.append(Form("_ " + now, 0, masculine + withArticle + week + theWeek)) }
        for (he, she, offset) in [("scorso", "scorsa", -1), ("passato", "passata", -1), ("prossimo", "prossima", 1)] {
            forms += [Form("_ " + he, offset, masculine + withArticle), Form("_ " + she, offset, week + theWeek)]
        }
        for (he, she, offset) in [("scorso", "scorsa", -1), ("lo scorso", "la scorsa", -1), ("prossimo", "prossima", 1), ("il prossimo", "la prossima", 1)] {
            forms += [Form(he + " _", offset, masculine), Form(she + " _", offset, week)]
        }
        for (he, she, offset) in [("ultimi", "ultime", -1), ("gli ultimi", "le ultime", -1), ("negli ultimi", "nelle ultime", -1),
                                  ("prossimi", "prossime", 1), ("i prossimi", "le prossime", 1), ("nei prossimi", "nelle prossime", 1)] {
            forms += [Form(he + " # _", offset, plural), Form(she + " # _", offset, weeks)]
        }
        return Language(forms: forms)
    }()
}
