/// How each language counts: which form of a counted word a number takes
/// (CLDR's cardinal rules) and the forms of every counted word.
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

extension English {
    static func plural(_ noun: CountedNoun) -> PluralForms {
        switch noun {
        case .days: return PluralForms("{n} day", "{n} days")
        case .daysAgo: return PluralForms("{n} day ago", "{n} days ago")
        case .inDays: return PluralForms("in {n} day", "in {n} days")
        case .months: return PluralForms("{n} month", "{n} months")
        case .occurrences: return PluralForms("{n} occurrence", "{n} occurrences")
        case .times: return PluralForms("{n} time", "{n} times")
        case .everyDays: return PluralForms("every {n} day", "every {n} days")
        case .everyWeeks: return PluralForms("every {n} week", "every {n} weeks")
        case .everyMonths: return PluralForms("every {n} month", "every {n} months")
        case .everyYears: return PluralForms("every {n} year", "every {n} years")
        case .transactions: return PluralForms("{n} transaction", "{n} transactions")
        case .accounts: return PluralForms("{n} account", "{n} accounts")
        case .categories: return PluralForms("{n} category", "{n} categories")
        case .budgets: return PluralForms("{n} budget", "{n} budgets")
        case .recurringRules: return PluralForms("{n} recurring rule", "{n} recurring rules")
        case .goals: return PluralForms("{n} goal", "{n} goals")
        case .warnings: return PluralForms("{n} warning", "{n} warnings")
        case .errors: return PluralForms("{n} error", "{n} errors")
        case .rows: return PluralForms("{n} row", "{n} rows")
        case .prices: return PluralForms("{n} price", "{n} prices")
        case .files: return PluralForms("{n} file", "{n} files")
        }
    }
}

extension Vietnamese {
    static func plural(_ noun: CountedNoun) -> PluralForms {
        switch noun {
        case .days: return PluralForms("{n} ngày")
        case .daysAgo: return PluralForms("{n} ngày trước")
        case .inDays: return PluralForms("trong {n} ngày nữa")
        case .months: return PluralForms("{n} tháng")
        case .occurrences: return PluralForms("{n} lần")
        case .times: return PluralForms("{n} lần")
        case .everyDays: return PluralForms("{n} ngày một lần")
        case .everyWeeks: return PluralForms("{n} tuần một lần")
        case .everyMonths: return PluralForms("{n} tháng một lần")
        case .everyYears: return PluralForms("{n} năm một lần")
        case .transactions: return PluralForms("{n} giao dịch")
        case .accounts: return PluralForms("{n} tài khoản")
        case .categories: return PluralForms("{n} danh mục")
        case .budgets: return PluralForms("{n} ngân sách")
        case .recurringRules: return PluralForms("{n} khoản định kỳ")
        case .goals: return PluralForms("{n} mục tiêu")
        case .warnings: return PluralForms("{n} cảnh báo")
        case .errors: return PluralForms("{n} lỗi")
        case .rows: return PluralForms("{n} dòng")
        case .prices: return PluralForms("{n} tỷ giá")
        case .files: return PluralForms("{n} tệp")
        }
    }
}

extension Korean {
    static func plural(_ noun: CountedNoun) -> PluralForms {
        switch noun {
        case .days: return PluralForms("{n}일")
        case .daysAgo: return PluralForms("{n}일 전")
        case .inDays: return PluralForms("{n}일 후")
        case .months: return PluralForms("{n}개월")
        case .occurrences: return PluralForms("{n}건")
        case .times: return PluralForms("{n}회")
        case .everyDays: return PluralForms("{n}일마다")
        case .everyWeeks: return PluralForms("{n}주마다")
        case .everyMonths: return PluralForms("{n}개월마다")
        case .everyYears: return PluralForms("{n}년마다")
        case .transactions: return PluralForms("거래 {n}건")
        case .accounts: return PluralForms("계정 {n}개")
        case .categories: return PluralForms("카테고리 {n}개")
        case .budgets: return PluralForms("예산 {n}개")
        case .recurringRules: return PluralForms("반복 규칙 {n}개")
        case .goals: return PluralForms("목표 {n}개")
        case .warnings: return PluralForms("경고 {n}건")
        case .errors: return PluralForms("오류 {n}개")
        case .rows: return PluralForms("{n}행")
        case .prices: return PluralForms("환율 {n}개")
        case .files: return PluralForms("파일 {n}개")
        }
    }
}

extension Chinese {
    static func plural(_ noun: CountedNoun) -> PluralForms {
        switch noun {
        case .days: return PluralForms("{n} 天")
        case .daysAgo: return PluralForms("{n} 天前")
        case .inDays: return PluralForms("{n} 天后")
        case .months: return PluralForms("{n} 个月")
        case .occurrences: return PluralForms("{n} 次")
        case .times: return PluralForms("{n} 次")
        case .everyDays: return PluralForms("每 {n} 天")
        case .everyWeeks: return PluralForms("每 {n} 周")
        case .everyMonths: return PluralForms("每 {n} 个月")
        case .everyYears: return PluralForms("每 {n} 年")
        case .transactions: return PluralForms("{n} 笔交易")
        case .accounts: return PluralForms("{n} 个账户")
        case .categories: return PluralForms("{n} 个类别")
        case .budgets: return PluralForms("{n} 个预算")
        case .recurringRules: return PluralForms("{n} 条定期规则")
        case .goals: return PluralForms("{n} 个目标")
        case .warnings: return PluralForms("{n} 条警告")
        case .errors: return PluralForms("{n} 个错误")
        case .rows: return PluralForms("{n} 行")
        case .prices: return PluralForms("{n} 条汇率")
        case .files: return PluralForms("{n} 个文件")
        }
    }
}

extension Italian {
    static func plural(_ noun: CountedNoun) -> PluralForms {
        switch noun {
        case .days: return PluralForms("{n} giorno", "{n} giorni")
        case .daysAgo: return PluralForms("{n} giorno fa", "{n} giorni fa")
        case .inDays: return PluralForms("tra {n} giorno", "tra {n} giorni")
        case .months: return PluralForms("{n} mese", "{n} mesi")
        case .occurrences: return PluralForms("{n} occorrenza", "{n} occorrenze")
        case .times: return PluralForms("{n} volta", "{n} volte")
        case .everyDays: return PluralForms("ogni {n} giorno", "ogni {n} giorni")
        case .everyWeeks: return PluralForms("ogni {n} settimana", "ogni {n} settimane")
        case .everyMonths: return PluralForms("ogni {n} mese", "ogni {n} mesi")
        case .everyYears: return PluralForms("ogni {n} anno", "ogni {n} anni")
        case .transactions: return PluralForms("{n} transazione", "{n} transazioni")
        case .accounts: return PluralForms("{n} conto", "{n} conti")
        case .categories: return PluralForms("{n} categoria", "{n} categorie")
        case .budgets: return PluralForms("{n} budget", "{n} budget")
        case .recurringRules: return PluralForms("{n} regola ricorrente", "{n} regole ricorrenti")
        case .goals: return PluralForms("{n} obiettivo", "{n} obiettivi")
        case .warnings: return PluralForms("{n} avviso", "{n} avvisi")
        case .errors: return PluralForms("{n} errore", "{n} errori")
        case .rows: return PluralForms("{n} riga", "{n} righe")
        case .prices: return PluralForms("{n} cambio", "{n} cambi")
        case .files: return PluralForms("{n} file", "{n} file")
        }
    }
}

extension Polish {
    /// Polish counts take three forms: 1 dzień, 2-4 (and 22-24, …) dni, 5+ dni;
    /// 1 miesiąc, 2 miesiące, 5 miesięcy.
    static func plural(_ noun: CountedNoun) -> PluralForms {
        switch noun {
        case .days: return PluralForms("{n} dzień", "{n} dni", "{n} dni")
        case .daysAgo: return PluralForms("{n} dzień temu", "{n} dni temu", "{n} dni temu")
        case .inDays: return PluralForms("za {n} dzień", "za {n} dni", "za {n} dni")
        case .months: return PluralForms("{n} miesiąc", "{n} miesiące", "{n} miesięcy")
        case .occurrences: return PluralForms("{n} wystąpienie", "{n} wystąpienia", "{n} wystąpień")
        case .times: return PluralForms("{n} raz", "{n} razy", "{n} razy")
        case .everyDays: return PluralForms("co {n} dzień", "co {n} dni", "co {n} dni")
        case .everyWeeks: return PluralForms("co {n} tydzień", "co {n} tygodnie", "co {n} tygodni")
        case .everyMonths: return PluralForms("co {n} miesiąc", "co {n} miesiące", "co {n} miesięcy")
        case .everyYears: return PluralForms("co {n} rok", "co {n} lata", "co {n} lat")
        case .transactions: return PluralForms("{n} transakcja", "{n} transakcje", "{n} transakcji")
        case .accounts: return PluralForms("{n} konto", "{n} konta", "{n} kont")
        case .categories: return PluralForms("{n} kategoria", "{n} kategorie", "{n} kategorii")
        case .budgets: return PluralForms("{n} budżet", "{n} budżety", "{n} budżetów")
        case .recurringRules: return PluralForms("{n} reguła cykliczna", "{n} reguły cykliczne", "{n} reguł cyklicznych")
        case .goals: return PluralForms("{n} cel", "{n} cele", "{n} celów")
        case .warnings: return PluralForms("{n} ostrzeżenie", "{n} ostrzeżenia", "{n} ostrzeżeń")
        case .errors: return PluralForms("{n} błąd", "{n} błędy", "{n} błędów")
        case .rows: return PluralForms("{n} wiersz", "{n} wiersze", "{n} wierszy")
        case .prices: return PluralForms("{n} kurs", "{n} kursy", "{n} kursów")
        case .files: return PluralForms("{n} plik", "{n} pliki", "{n} plików")
        }
    }
}
