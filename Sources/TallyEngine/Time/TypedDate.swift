import TallyValues

/// A day as people type it to `add`, in any of the six languages:
/// `2026-11-28`, `28/11`, `28/11/2026`, `28.11.2026`, `28-11-2026` (the day
/// first: the order of Vietnam, Poland, Italy and most of the world, and
/// month first in a Korean or Chinese journal; a date whose second number
/// is past 12 is refused, never turned round),
/// `2026年11月27日`, `11月27日`, `11월 27일`, `2026. 11. 27.`, and the words
/// for today, yesterday and the day before. grammar.md §18.4 lists them.
///
/// A date without a year is in this year, or last year when that would be
/// more than a month ahead (`28/12` typed on 3 January is last December).
package enum TypedDate {
    /// The words for today (0), yesterday (1) and the day before (2).
    static let words: [String: Int] = [
        "today": 0, "yesterday": 1,
        "hôm nay": 0, "hôm qua": 1, "hôm kia": 2, "hom nay": 0, "hom qua": 1, "hom kia": 2,
        "dziś": 0, "dzisiaj": 0, "wczoraj": 1, "przedwczoraj": 2,
        "oggi": 0, "ieri": 1, "l'altro ieri": 2, "l’altro ieri": 2, "altroieri": 2, "l'altroieri": 2,
        "今天": 0, "昨天": 1, "前天": 2, "今日": 0, "昨日": 1,
        "오늘": 0, "어제": 1, "그제": 2, "그저께": 2,
    ]

    /// What reading the first words gave.
    package enum Reading: Equatable {
        /// The day, and how many words it took.
        case day(Day, words: Int)
        /// Shaped like a date but not one (`31/02/2026`, `28.13`).
        case invalid
        /// Not a date: the description starts here.
        case none
    }

    /// The date at the start of `words`. `monthFirst` reads `11/27` and
    /// `11/27/2026` month first, as Korean and Chinese journals (`lang ko`,
    /// `lang zh`) write them; otherwise the day comes first.
    package static func read(_ words: [String], today: Day, monthFirst: Bool = false) -> Reading {
        guard let first = words.first else { return .none }
        // Words, one or two of them (`hôm qua`, `l'altro ieri`).
        if words.count >= 2, let back = self.words[(first + " " + words[1]).lowercased()] { return .day(today.adding(days: -back), words: 2) }
        if let back = self.words[first.lowercased()] { return .day(today.adding(days: -back), words: 1) }
        // A date of several words given as one quoted argument: `"11월 27일"`, `"2026. 11. 27."`.
        if first.contains(" ") {
            let parts = first.split(separator: " ").map(String.init)
            switch read(parts, today: today, monthFirst: monthFirst) {
            case .day(let d, let n) where n == parts.count: return .day(d, words: 1)
            case .invalid: return .invalid
            default: break
            }
        }
        // `11월 27일`, `2026년 11월 27일`, `2026年 11月 27日`.
        var korean = first
        var used = 1
        while used < words.count, korean.hasSuffix("년") || korean.hasSuffix("월") || korean.hasSuffix("年") || korean.hasSuffix("月"),
              words[used].last == "월" || words[used].last == "일" || words[used].last == "月" || words[used].last == "日" {
            korean += words[used]
            used += 1
        }
        if korean.contains("월") || korean.contains("年") || korean.contains("月") {
            return cjk(korean, today: today).map { .day($0, words: used) } ?? (korean.contains(where: \.isNumber) ? .invalid : .none)
        }
        // `2026. 11. 27.`
        if first.hasSuffix("."), first.dropLast().count == 4, first.dropLast().allSatisfy(\.isNumber), words.count >= 3,
           words[1].hasSuffix("."), words[2].allSatisfy({ $0.isNumber || $0 == "." }) {
            let parts = [first, words[1], words[2]].map { Int($0.filter(\.isNumber)) }
            guard let y = parts[0], let m = parts[1], let d = parts[2], let day = Day(year: y, month: m, day: d) else { return .invalid }
            return .day(day, words: 3)
        }
        return numeric(first, today: today, monthFirst: monthFirst).map { .day($0, words: 1) } ?? (looksLikeDate(first) ? .invalid : .none)
    }

    /// `2026-11-28`, `2026/11/28`, `2026.11.28`; `28/11`, `28.11`, `28-11`,
    /// with a year of two or four digits after them.
    static func numeric(_ word: String, today: Day, monthFirst: Bool = false) -> Day? {
        guard let sep = word.first(where: { $0 == "-" || $0 == "/" || $0 == "." }) else { return nil }
        var text = Substring(word)
        if sep == ".", text.hasSuffix(".") { text = text.dropLast() }
        let parts = text.split(separator: sep, omittingEmptySubsequences: false)
        // `28/11` and `28.11`, but not `7-11` (a shop's name more often than a day).
        guard parts.count == 3 || (parts.count == 2 && sep != "-"), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return nil }
        if parts[0].count == 4 {
            guard parts.count == 3 else { return nil }
            return Day(year: numbers[0], month: numbers[1], day: numbers[2])
        }
        guard parts[0].count <= 2, parts[1].count <= 2 else { return nil }
        let (month, day) = monthFirst ? (numbers[0], numbers[1]) : (numbers[1], numbers[0])
        if parts.count == 3 {
            guard parts[2].count == 4 || parts[2].count == 2 else { return nil }
            let year = parts[2].count == 2 ? 2000 + numbers[2] : numbers[2]
            return Day(year: year, month: month, day: day)
        }
        return withoutYear(month: month, day: day, today: today)
    }

    /// `2026年11月27日`, `11月27日`, `2026년11월27일`, `11월27일`.
    static func cjk(_ word: String, today: Day) -> Day? {
        var numbers: [Int] = []
        var markers: [Character] = []
        var digits = ""
        for c in word {
            if c.isNumber, let v = c.wholeNumberValue, v <= 9 { digits.append(String(v)) }
            else if "年月日년월일".contains(c) {
                guard let n = Int(digits) else { return nil }
                numbers.append(n)
                markers.append(c)
                digits = ""
            } else if c == " " || c == "号" { continue }
            else { return nil }
        }
        guard digits.isEmpty else { return nil }
        switch markers.map({ "年년".contains($0) ? "y" : "月월".contains($0) ? "m" : "d" }).joined() {
        case "ymd": return Day(year: numbers[0], month: numbers[1], day: numbers[2])
        case "md": return withoutYear(month: numbers[0], day: numbers[1], today: today)
        default: return nil
        }
    }

    /// This year's day, or last year's when this year's is more than a month ahead.
    static func withoutYear(month: Int, day: Int, today: Day) -> Day? {
        guard let this = Day(year: today.year, month: month, day: day) else {
            // 29 February of a common year: the last leap year's, if that is meant.
            return nil
        }
        if this - today > 31, let last = Day(year: today.year - 1, month: month, day: day) { return last }
        return this
    }

    /// Digits with `-`, `/` or `.` between them, or digits with 年 月 日 월
    /// 일: shaped like a date, so never read as the start of a description.
    package static func looksLikeDate(_ word: String) -> Bool {
        if word.contains(where: { "年月日년월일".contains($0) }) && word.contains(where: \.isNumber) { return true }
        let bytes = Array(word.utf8)
        let separators = [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")]
        guard let sep = bytes.first(where: { separators.contains($0) }),
              bytes.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == sep }), bytes.first.map({ $0 >= 48 && $0 <= 57 }) == true else { return false }
        let parts = bytes.split(separator: sep, omittingEmptySubsequences: true)
        return (parts.count == 3 || (parts.count == 2 && sep != UInt8(ascii: "-"))) && parts.allSatisfy { !$0.isEmpty && $0.count <= 4 } && parts.dropFirst().allSatisfy { $0.count <= 2 || $0.count == 4 }
    }
}
