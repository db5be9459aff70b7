/// Why a period (`-p`, `-b`, `-e`, `date:`) cannot be read, in Italian.
extension ItalianErrors {
    static func periodError(_ key: ErrorKey) -> String {
        switch key {
        case .periodIncomplete: return "'{1}' è incompleto: {2}"
        case .periodCannotReadSaying: return "impossibile leggere '{1}' come periodo: {2}"
        case .periodCannotReadIn: return "impossibile leggere '{1}' in '{2}': {3}"
        case .periodEmpty: return "il periodo è vuoto; prova 2026, 2026-03, 2026Q1, questo mese, l'anno scorso o `from 2026-01 to 2026-04`"
        case .periodEndsBeforeStart: return "'{1}' finisce prima di cominciare"
        case .periodRepeating: return "'{1}' è un periodo che si ripete; qui serve una data o un intervallo di date"
        case .periodNothingMore: return "dopo il periodo non era atteso altro"
        case .periodDayOfMonth: return "il giorno del mese va da 1 a 31"
        case .periodOfMonth: return "atteso 'of month'"
        case .periodIntervalCount: return "il numero di un intervallo è un intero da 1 a 10000"
        case .periodUnitsPlural: return "attesi `days`, `weeks`, `months`, `quarters` o `years`"
        case .periodUnitsSingular: return "atteso `day`, `week`, `month`, `quarter` o `year`"
        case .periodDateMissing: return "manca una data alla fine"
        case .periodHoldsNoDay: return "non contiene alcun giorno: A..B finisce dove inizia B, B escluso; scrivi {1} per quel periodo da solo"
        case .periodHoldsNoDayOr: return "non contiene alcun giorno: A..B finisce dove inizia B, B escluso; scrivi {1} per quel periodo da solo, oppure {2}"
        case .periodNoMonth: return "mese inesistente"
        case .periodCountFrom: return "atteso un numero da {1} a 100000"
        case .periodAfterWhich: return "dopo '{1}' è atteso `day`, `week`, `month`, `quarter` o `year`, un giorno della settimana o un mese"
        case .periodDateExpected: return "attesa una data come 2026, 2026-03, 2026-03-15, 2026Q1, 2026-W24, marzo, oggi o il mese scorso"
        case .periodPhraseHint: return "'{1}': {2}"
        case .periodOneDayAgo: return "'{1}' è un solo giorno, {2} fa; per gli ultimi {2} scrivi '{3}'"
        case .periodOneDayAhead: return "'{1}' è un solo giorno, tra {2}; per i prossimi {2} scrivi '{3}'"
        case .periodExpectedAfter: return "dopo '{2}' è atteso {1}"
        case .periodThangSau: return "senza accenti è sia giugno (tháng sáu) sia il mese prossimo (tháng sau); scrivi tháng 6 per giugno, tháng tới per il mese prossimo"
        default: return ""
        }
    }
}
