/// Why a period (`-p`, `-b`, `-e`, `date:`) cannot be read, in Vietnamese.
extension VietnameseErrors {
    static func periodError(_ key: ErrorKey) -> String {
        switch key {
        case .periodIncomplete: return "'{1}' chưa đủ: {2}"
        case .periodCannotReadSaying: return "không đọc được '{1}' thành một kỳ: {2}"
        case .periodCannotReadIn: return "không đọc được '{1}' trong '{2}': {3}"
        case .periodEmpty: return "kỳ trống; hãy thử 2026, 2026-03, 2026Q1, tháng này, năm ngoái hoặc `from 2026-01 to 2026-04`"
        case .periodEndsBeforeStart: return "'{1}' kết thúc trước khi bắt đầu"
        case .periodRepeating: return "'{1}' là kỳ lặp lại; ở đây cần một ngày hoặc một khoảng ngày"
        case .periodNothingMore: return "sau kỳ không được có gì thêm"
        case .periodDayOfMonth: return "ngày trong tháng là từ 1 đến 31"
        case .periodOfMonth: return "cần 'of month'"
        case .periodIntervalCount: return "số của chu kỳ là số nguyên từ 1 đến 10000"
        case .periodUnitsPlural: return "cần `days`, `weeks`, `months`, `quarters` hoặc `years`"
        case .periodUnitsSingular: return "cần `day`, `week`, `month`, `quarter` hoặc `year`"
        case .periodDateMissing: return "thiếu ngày ở cuối"
        case .periodHoldsNoDay: return "khoảng này không có ngày nào: A..B kết thúc ở chỗ B bắt đầu, không tính B; hãy viết {1} cho riêng nó"
        case .periodHoldsNoDayOr: return "khoảng này không có ngày nào: A..B kết thúc ở chỗ B bắt đầu, không tính B; hãy viết {1} cho riêng nó, hoặc {2}"
        case .periodNoMonth: return "không có tháng này"
        case .periodCountFrom: return "cần một số từ {1} đến 100000"
        case .periodAfterWhich: return "sau '{1}' cần `day`, `week`, `month`, `quarter` hoặc `year`, một thứ trong tuần hoặc một tháng"
        case .periodDateExpected: return "cần một ngày như 2026, 2026-03, 2026-03-15, 2026Q1, 2026-W24, tháng 3, hôm nay hoặc tháng trước"
        case .periodPhraseHint: return "'{1}': {2}"
        case .periodOneDayAgo: return "'{1}' là một ngày, cách đây {2}; để lấy {2} vừa qua hãy viết '{3}'"
        case .periodOneDayAhead: return "'{1}' là một ngày, {2} nữa; để lấy {2} tới hãy viết '{3}'"
        case .periodExpectedAfter: return "sau '{2}' cần {1}"
        case .periodThangSau: return "là tháng sáu hoặc tháng sau khi viết không dấu; hãy viết tháng 6 cho tháng sáu, tháng tới cho tháng sau"
        default: return ""
        }
    }
}
