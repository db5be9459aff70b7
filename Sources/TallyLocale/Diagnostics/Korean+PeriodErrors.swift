/// Why a period (`-p`, `-b`, `-e`, `date:`) cannot be read, in Korean.
extension KoreanErrors {
    static func periodError(_ key: ErrorKey) -> String {
        switch key {
        case .periodIncomplete: return "'{1}'이(가) 완성되지 않았습니다: {2}"
        case .periodCannotReadSaying: return "'{1}'을(를) 기간으로 읽을 수 없습니다: {2}"
        case .periodCannotReadIn: return "'{2}'의 '{1}'을(를) 읽을 수 없습니다: {3}"
        case .periodEmpty: return "기간이 비어 있습니다. 2026, 2026-03, 2026Q1, 이번 달, 작년 또는 `from 2026-01 to 2026-04`처럼 써 보세요"
        case .periodEndsBeforeStart: return "'{1}'은(는) 시작보다 먼저 끝납니다"
        case .periodRepeating: return "'{1}'은(는) 반복되는 기간입니다. 여기에는 날짜나 날짜 범위가 필요합니다"
        case .periodNothingMore: return "기간 뒤에는 더 올 것이 없습니다"
        case .periodDayOfMonth: return "월의 날짜는 1일부터 31일까지입니다"
        case .periodOfMonth: return "'of month'가 필요합니다"
        case .periodIntervalCount: return "주기의 횟수는 1부터 10000까지의 정수입니다"
        case .periodUnitsPlural: return "`days`, `weeks`, `months`, `quarters` 또는 `years`가 필요합니다"
        case .periodUnitsSingular: return "`day`, `week`, `month`, `quarter` 또는 `year`가 필요합니다"
        case .periodDateMissing: return "끝에 날짜가 빠졌습니다"
        case .periodHoldsNoDay: return "하루도 포함하지 않습니다: A..B는 B가 시작하는 곳에서 끝나며 B는 포함되지 않습니다. 그 기간만이라면 {1}(이)라고 쓰세요"
        case .periodHoldsNoDayOr: return "하루도 포함하지 않습니다: A..B는 B가 시작하는 곳에서 끝나며 B는 포함되지 않습니다. 그 기간만이라면 {1} 또는 {2}(이)라고 쓰세요"
        case .periodNoMonth: return "그런 달은 없습니다"
        case .periodCountFrom: return "{1}부터 100000까지의 수가 필요합니다"
        case .periodAfterWhich: return "'{1}' 뒤에는 `day`, `week`, `month`, `quarter`, `year`, 요일 또는 달이 필요합니다"
        case .periodDateExpected: return "2026, 2026-03, 2026-03-15, 2026Q1, 2026-W24, 3월, 오늘, 지난달 같은 날짜가 필요합니다"
        case .periodPhraseHint: return "'{1}'{2}"
        case .periodOneDayAgo: return "'{1}'은(는) {2} 전의 하루입니다. 지난 {2} 동안이라면 '{3}'(이)라고 쓰세요"
        case .periodOneDayAhead: return "'{1}'은(는) {2} 뒤의 하루입니다. 앞으로 {2} 동안이라면 '{3}'(이)라고 쓰세요"
        case .periodExpectedAfter: return "'{2}' 뒤에는 {1}이(가) 필요합니다"
        case .periodThangSau: return "은(는) 성조 부호 없이 쓰면 6월(tháng sáu)이기도 하고 다음 달(tháng sau)이기도 합니다. 6월은 tháng 6, 다음 달은 tháng tới라고 쓰세요"
        default: return ""
        }
    }
}
