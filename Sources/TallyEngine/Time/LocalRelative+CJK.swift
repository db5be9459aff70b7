/// Chinese and Korean relative periods (grammar.md §19, `local-relative`).
/// Spaces do not count in either: `上个月`, `过去 3 个月`, `이번 달` and
/// `이번달` are all read.
extension LocalRelative {
    /// `本月`, `上个月`, `下周`, `上季度`, `去年`, `昨天`, `最近30天`,
    /// `过去 3 个月`, `未来两周`. `3个月前` is a day three months ago and is refused.
    static let chinese: Language = {
        let month: (String, Unit) = ("月", .month), quarter: (String, Unit) = ("季度", .quarter)
        let weeks: [(String, Unit)] = [("星期", .week), ("礼拜", .week)]
        // 上个月 and 上月, 上周 but not 上个周.
        let counted = [month] + weeks + [quarter]
        let bare = [month, ("周", .week)] + weeks + [quarter, ("季", .quarter)]
        var forms = [
            Form("今天", 0, .day), Form("今日", 0, .day), Form("昨天", -1, .day), Form("昨日", -1, .day),
            Form("明天", 1, .day), Form("明日", 1, .day),
            Form("今年", 0, .year), Form("本年", 0, .year), Form("去年", -1, .year), Form("明年", 1, .year),
            Form("本_", 0, bare), Form("这_", 0, bare.filter { $0.0 != "季" }), Form("这个_", 0, counted),
            Form("上_", -1, bare), Form("上个_", -1, counted), Form("下_", 1, bare), Form("下个_", 1, counted),
        ]
        let units: [(String, Unit)] = [("天", .day), ("日", .day), ("周", .week), ("个星期", .week), ("个礼拜", .week),
                                       ("个月", .month), ("个季度", .quarter), ("季度", .quarter), ("年", .year)]
        for last in ["最近", "过去", "近"] { forms.append(Form(last + "#_", -1, units)) }
        for next in ["未来", "接下来"] { forms.append(Form(next + "#_", 1, units)) }
        forms += [Form("#_前", -1, units, instead: "最近#_"), Form("#_后", 1, units, instead: "未来#_")]
        return Language(forms: forms, solid: true)
    }()

    /// `이번 달`, `지난달`, `다음 주`, `지난 분기`, `올해`, `작년`, `어제`,
    /// `최근 30일`, `지난 3개월`, `향후 2주`. `3개월 전` is a day three
    /// months ago and is refused.
    static let korean: Language = {
        let periods: [(String, Unit)] = [("달", .month), ("주", .week), ("분기", .quarter)]
        var forms = [
            Form("오늘", 0, .day), Form("어제", -1, .day), Form("내일", 1, .day),
            Form("이달", 0, .month), Form("올해", 0, .year), Form("금년", 0, .year),
            Form("작년", -1, .year), Form("지난해", -1, .year), Form("내년", 1, .year), Form("다음 해", 1, .year),
            Form("이번 _", 0, periods), Form("지난 _", -1, periods), Form("저번 _", -1, periods), Form("다음 _", 1, periods),
        ]
        let units: [(String, Unit)] = [("일", .day), ("주", .week), ("주일", .week), ("개월", .month), ("달", .month),
                                       ("분기", .quarter), ("년", .year)]
        for (lead, offset) in [("최근", -1), ("지난", -1), ("향후", 1), ("앞으로", 1), ("다음", 1)] {
            // `최근 30일간`: during the last 30 days.
            forms += [Form(lead + " #_", offset, units), Form(lead + " #_간", offset, units)]
        }
        forms += [Form("#_ 전", -1, units, instead: "최근 #_"), Form("#_ 후", 1, units, instead: "향후 #_")]
        return Language(forms: forms, solid: true)
    }()
}
