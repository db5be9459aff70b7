/// Why a period (`-p`, `-b`, `-e`, `date:`) cannot be read, in Polish.
extension PolishErrors {
    static func periodError(_ key: ErrorKey) -> String {
        switch key {
        case .periodIncomplete: return "'{1}' jest niepełne: {2}"
        case .periodCannotReadSaying: return "nie można odczytać '{1}' jako okresu: {2}"
        case .periodCannotReadIn: return "nie można odczytać '{1}' w '{2}': {3}"
        case .periodEmpty: return "okres jest pusty; spróbuj 2026, 2026-03, 2026Q1, ten miesiąc, zeszły rok lub `from 2026-01 to 2026-04`"
        case .periodEndsBeforeStart: return "'{1}' kończy się, zanim się zaczyna"
        case .periodRepeating: return "'{1}' to okres powtarzający się; tu potrzebna jest data lub zakres dat"
        case .periodNothingMore: return "po okresie nie powinno być nic więcej"
        case .periodDayOfMonth: return "dzień miesiąca to liczba od 1 do 31"
        case .periodOfMonth: return "oczekiwano 'of month'"
        case .periodIntervalCount: return "liczba w interwale to liczba całkowita od 1 do 10000"
        case .periodUnitsPlural: return "oczekiwano `days`, `weeks`, `months`, `quarters` lub `years`"
        case .periodUnitsSingular: return "oczekiwano `day`, `week`, `month`, `quarter` lub `year`"
        case .periodDateMissing: return "na końcu brakuje daty"
        case .periodHoldsNoDay: return "nie obejmuje żadnego dnia: A..B kończy się tam, gdzie zaczyna się B, bez B; napisz {1}, by wskazać tylko ten okres"
        case .periodHoldsNoDayOr: return "nie obejmuje żadnego dnia: A..B kończy się tam, gdzie zaczyna się B, bez B; napisz {1}, by wskazać tylko ten okres, albo {2}"
        case .periodNoMonth: return "nie ma takiego miesiąca"
        case .periodCountFrom: return "oczekiwano liczby od {1} do 100000"
        case .periodAfterWhich: return "po '{1}' oczekiwano `day`, `week`, `month`, `quarter` lub `year`, dnia tygodnia albo miesiąca"
        case .periodDateExpected: return "oczekiwano daty, np. 2026, 2026-03, 2026-03-15, 2026Q1, 2026-W24, marzec, dziś lub zeszły miesiąc"
        case .periodPhraseHint: return "'{1}': {2}"
        case .periodOneDayAgo: return "'{1}' to jeden dzień, {2} temu; na ostatnie {2} napisz '{3}'"
        case .periodOneDayAhead: return "'{1}' to jeden dzień, za {2}; na następne {2} napisz '{3}'"
        case .periodExpectedAfter: return "po '{2}' oczekiwano {1}"
        case .periodThangSau: return "bez znaków diakrytycznych to zarówno czerwiec (tháng sáu), jak i przyszły miesiąc (tháng sau); napisz tháng 6 dla czerwca, tháng tới dla przyszłego miesiąca"
        default: return ""
        }
    }
}
