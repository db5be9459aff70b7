/// Month and weekday names of each language, each full and short (`Jan`,
/// `thg 1`, `1월`, `1月`, `gen`, `sty`), and how a month of a year is
/// written (`{1}` the month's name, `{2}` the year, `{3}` the month's number).
extension Messages {
    /// January to December, (full, short). Vietnamese and Korean number
    /// their months.
    static let monthNames = PerLanguage<[(String, String)]>(
        en: [("January", "Jan"), ("February", "Feb"), ("March", "Mar"), ("April", "Apr"), ("May", "May"), ("June", "Jun"),
             ("July", "Jul"), ("August", "Aug"), ("September", "Sep"), ("October", "Oct"), ("November", "Nov"), ("December", "Dec")],
        vi: (1...12).map { ("tháng \($0)", "thg \($0)") },
        ko: (1...12).map { ("\($0)월", "\($0)월") },
        zhHans: [("一月", "1月"), ("二月", "2月"), ("三月", "3月"), ("四月", "4月"), ("五月", "5月"), ("六月", "6月"),
                 ("七月", "7月"), ("八月", "8月"), ("九月", "9月"), ("十月", "10月"), ("十一月", "11月"), ("十二月", "12月")],
        it: [("gennaio", "gen"), ("febbraio", "feb"), ("marzo", "mar"), ("aprile", "apr"), ("maggio", "mag"), ("giugno", "giu"),
             ("luglio", "lug"), ("agosto", "ago"), ("settembre", "set"), ("ottobre", "ott"), ("novembre", "nov"), ("dicembre", "dic")],
        pl: [("styczeń", "sty"), ("luty", "lut"), ("marzec", "mar"), ("kwiecień", "kwi"), ("maj", "maj"), ("czerwiec", "cze"),
             ("lipiec", "lip"), ("sierpień", "sie"), ("wrzesień", "wrz"), ("październik", "paź"), ("listopad", "lis"), ("grudzień", "gru")])

    /// Monday to Sunday (ISO 8601), (full, short).
    static let weekdayNames = PerLanguage<[(String, String)]>(
        en: [("Monday", "Mon"), ("Tuesday", "Tue"), ("Wednesday", "Wed"), ("Thursday", "Thu"), ("Friday", "Fri"), ("Saturday", "Sat"), ("Sunday", "Sun")],
        vi: [("Thứ Hai", "T2"), ("Thứ Ba", "T3"), ("Thứ Tư", "T4"), ("Thứ Năm", "T5"), ("Thứ Sáu", "T6"), ("Thứ Bảy", "T7"), ("Chủ Nhật", "CN")],
        ko: [("월요일", "월"), ("화요일", "화"), ("수요일", "수"), ("목요일", "목"), ("금요일", "금"), ("토요일", "토"), ("일요일", "일")],
        zhHans: [("星期一", "周一"), ("星期二", "周二"), ("星期三", "周三"), ("星期四", "周四"), ("星期五", "周五"), ("星期六", "周六"), ("星期日", "周日")],
        it: [("lunedì", "lun"), ("martedì", "mar"), ("mercoledì", "mer"), ("giovedì", "gio"), ("venerdì", "ven"), ("sabato", "sab"), ("domenica", "dom")],
        pl: [("poniedziałek", "pon"), ("wtorek", "wt"), ("środa", "śr"), ("czwartek", "czw"), ("piątek", "pt"), ("sobota", "sob"), ("niedziela", "niedz")])

    /// A month of a year, for headings.
    static let monthOfYearForm = PerLanguage(en: "{1} {2}", vi: "{1} năm {2}", ko: "{2}년 {1}", zhHans: "{2}年{3}月", it: "{1} {2}", pl: "{1} {2}")

    /// A month of a year as a row of a table: short where the heading's
    /// form is long (`Tháng 9/2026`); English keeps ISO `2026-09`.
    static let monthRowForm = PerLanguage(en: "{2}-{4}", vi: "Tháng {3}/{2}", ko: "{2}년 {3}월", zhHans: "{2}年{3}月", it: "{1} {2}", pl: "{1} {2}")

    /// A quarter of a year (`{1}` the year, `{2}` the quarter, `{3}` it in
    /// Roman numerals): `2026Q1`, `Quý 1/2026`, `I kw. 2026`.
    static let quarterForm = PerLanguage(en: "{1}Q{2}", vi: "Quý {2}/{1}", ko: "{1}년 {2}분기", zhHans: "{1}年第{2}季度",
                                         it: "{2}º trim. {1}", pl: "{3} kw. {1}")
}
