/// Why a period (`-p`, `-b`, `-e`, `date:`) cannot be read, in Chinese.
extension ChineseErrors {
    static func periodError(_ key: ErrorKey) -> String {
        switch key {
        case .periodIncomplete: return "“{1}”不完整：{2}"
        case .periodCannotReadSaying: return "无法把“{1}”读作期间：{2}"
        case .periodCannotReadIn: return "无法读取“{2}”中的“{1}”：{3}"
        case .periodEmpty: return "期间为空；请试试 2026、2026-03、2026Q1、本月、去年或 `from 2026-01 to 2026-04`"
        case .periodEndsBeforeStart: return "“{1}”在开始之前就结束了"
        case .periodRepeating: return "“{1}”是重复的期间；这里需要一个日期或日期范围"
        case .periodNothingMore: return "期间后面不应再有内容"
        case .periodDayOfMonth: return "每月的日期是 1 日到 31 日"
        case .periodOfMonth: return "应为 'of month'"
        case .periodIntervalCount: return "周期的次数是 1 到 10000 的整数"
        case .periodUnitsPlural: return "应为 `days`、`weeks`、`months`、`quarters` 或 `years`"
        case .periodUnitsSingular: return "应为 `day`、`week`、`month`、`quarter` 或 `year`"
        case .periodDateMissing: return "末尾缺少日期"
        case .periodHoldsNoDay: return "不包含任何一天：A..B 在 B 开始处结束，不含 B；单独这一段请写 {1}"
        case .periodHoldsNoDayOr: return "不包含任何一天：A..B 在 B 开始处结束，不含 B；单独这一段请写 {1}，或写 {2}"
        case .periodNoMonth: return "没有这个月"
        case .periodCountFrom: return "应为 {1} 到 100000 的数"
        case .periodAfterWhich: return "“{1}”后面应为 `day`、`week`、`month`、`quarter`、`year`、星期几或月份"
        case .periodDateExpected: return "应为日期，例如 2026、2026-03、2026-03-15、2026Q1、2026-W24、3月、今天或上个月"
        case .periodPhraseHint: return "“{1}”：{2}"
        case .periodOneDayAgo: return "“{1}”是 {2}前的某一天；要表示最近 {2}，请写“{3}”"
        case .periodOneDayAhead: return "“{1}”是 {2}后的某一天；要表示接下来 {2}，请写“{3}”"
        case .periodExpectedAfter: return "“{2}”后面应为 {1}"
        case .periodThangSau: return "不带声调书写时既可能是六月（tháng sáu）也可能是下个月（tháng sau）；六月请写 tháng 6，下个月请写 tháng tới"
        default: return ""
        }
    }
}
