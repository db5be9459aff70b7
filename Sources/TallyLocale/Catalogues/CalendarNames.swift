/// Month and weekday names of each language, and how a month of a year is
/// written (`{1}` the month's name, `{2}` the year, `{3}` the month's number).
struct CalendarNames: Sendable {
    var months: [String]
    var shortMonths: [String]
    var weekdays: [String]
    var shortWeekdays: [String]
    var monthOfYear: String

    static func of(_ language: Language) -> CalendarNames { all[language] }

    private static let all = PerLanguage(en: en, vi: vi, ko: ko, zhHans: zhHans, it: it, pl: pl)

    private static let en = CalendarNames(
        months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
        shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        shortWeekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
        monthOfYear: "{1} {2}")

    private static let vi = CalendarNames(
        months: ["tháng 1", "tháng 2", "tháng 3", "tháng 4", "tháng 5", "tháng 6",
                 "tháng 7", "tháng 8", "tháng 9", "tháng 10", "tháng 11", "tháng 12"],
        shortMonths: ["thg 1", "thg 2", "thg 3", "thg 4", "thg 5", "thg 6", "thg 7", "thg 8", "thg 9", "thg 10", "thg 11", "thg 12"],
        weekdays: ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"],
        shortWeekdays: ["T2", "T3", "T4", "T5", "T6", "T7", "CN"],
        monthOfYear: "{1} năm {2}")

    private static let ko = CalendarNames(
        months: ["1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월", "12월"],
        shortMonths: ["1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월", "12월"],
        weekdays: ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"],
        shortWeekdays: ["월", "화", "수", "목", "금", "토", "일"],
        monthOfYear: "{2}년 {1}")

    private static let zhHans = CalendarNames(
        months: ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"],
        shortMonths: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        weekdays: ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"],
        shortWeekdays: ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
        monthOfYear: "{2}年{3}月")

    private static let it = CalendarNames(
        months: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
        shortMonths: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
        weekdays: ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
        shortWeekdays: ["lun", "mar", "mer", "gio", "ven", "sab", "dom"],
        monthOfYear: "{1} {2}")

    private static let pl = CalendarNames(
        months: ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"],
        shortMonths: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
        weekdays: ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"],
        shortWeekdays: ["pon", "wt", "śr", "czw", "pt", "sob", "niedz"],
        monthOfYear: "{1} {2}")
}
