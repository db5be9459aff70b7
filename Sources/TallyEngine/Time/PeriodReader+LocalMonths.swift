import TallyValues

/// Month names in the languages Tally speaks besides English, as users type
/// them after `-p`, `-b`, `-e` and `date:` (grammar.md §19, `local-month`):
///
/// - Italian `marzo`, `mar 2026`; Polish `marzec`, `marca`, `w marcu`, with
///   or without diacritics (`pazdziernik`);
/// - Vietnamese `tháng 3`, `tháng ba`, `tháng 3 năm 2026`, `tháng 3/2026`
///   (also `thang`, `thg`);
/// - Korean `3월`, `2026년 3월`, `2026년3월`; Chinese `3月`, `三月`,
///   `十一月`, `2026年3月`, `2026年 三月`.
///
/// Words arrive lowercased (`PeriodWords`); String comparison is by
/// canonical equivalence, so a decomposed `tháng` is the same word.
extension PeriodReader {
    /// One-word month names: Italian, then Polish (nominative, genitive,
    /// locative, each also without diacritics), and short forms.
    static let localMonths: [String: Int] = {
        var table: [String: Int] = [:]
        let lists: [[String]] = [
            ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
            ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
            ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"],
            ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
            ["styczniu", "lutym", "marcu", "kwietniu", "maju", "czerwcu", "lipcu", "sierpniu", "wrześniu", "październiku", "listopadzie", "grudniu"],
            ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
        ]
        for list in lists {
            for (k, name) in list.enumerated() {
                table[name] = k + 1
                let plain = asciiFolded(name)
                if plain != name { table[plain] = k + 1 }
            }
        }
        return table
    }()

    /// Polish letters without their marks, as typed on a keyboard without them.
    static func asciiFolded(_ word: String) -> String {
        let folds: [Character: Character] = ["ą": "a", "ć": "c", "ę": "e", "ł": "l", "ń": "n", "ó": "o", "ś": "s", "ź": "z", "ż": "z"]
        return String(word.map { folds[$0] ?? $0 })
    }

    /// Vietnamese numbers after `tháng`, one word each; `mười một` and
    /// `mười hai` are read as two words.
    static let vietnameseNumbers: [String: Int] = [
        "một": 1, "giêng": 1, "hai": 2, "ba": 3, "tư": 4, "bốn": 4, "năm": 5, "sáu": 6, "bảy": 7, "tám": 8, "chín": 9,
        "mười": 10, "chạp": 12,
        "mot": 1, "bon": 4, "nam": 5, "sau": 6, "bay": 7, "tam": 8, "chin": 9, "muoi": 10,
    ]

    /// A month in one of the local forms, starting at the current word:
    /// its number and the year when the words give one. Consumes the words
    /// it reads; `nil` (consuming nothing) when the word is no local month.
    mutating func readLocalMonth() -> (month: Int, year: Int?)? {
        guard let w = peek else { return nil }
        if let m = Self.localMonths[w] {
            i += 1
            return (m, nil)
        }
        if w == "tháng" || w == "thang" || w == "thg" { return readVietnameseMonth() }
        if let found = Self.cjkMonth(w) {
            i += 1
            return found
        }
        // `2026年 3月`, `2026년 3월`: the year and the month as two words.
        if let year = Self.cjkYear(w), i + 1 < words.items.count, let found = Self.cjkMonth(words.items[i + 1].word), found.year == nil {
            i += 2
            return (found.month, year)
        }
        return nil
    }

    /// `tháng 3`, `tháng ba`, `tháng mười một`, `tháng 3/2026`, and a year
    /// after it: `tháng 3 năm 2026`, `tháng 3 2026` (the caller reads the latter).
    private mutating func readVietnameseMonth() -> (month: Int, year: Int?)? {
        guard i + 1 < words.items.count else { return nil }
        let word = words.items[i + 1].word
        var month: Int?
        var year: Int?
        var used = 2
        if let slash = word.firstIndex(of: "/") {
            month = Int(word[..<slash])
            year = Int(word[word.index(after: slash)...])
            if year == nil || word.utf8.count - word[..<slash].utf8.count != 5 { return nil }
        } else if let n = Int(word) {
            month = n
        } else if let n = Self.vietnameseNumbers[word] {
            month = n
            if n == 10, i + 2 < words.items.count, let unit = Self.vietnameseNumbers[words.items[i + 2].word], unit == 1 || unit == 2 {
                month = 10 + unit
                used = 3
            }
        }
        guard let m = month, (1...12).contains(m) else { return nil }
        i += used
        if year == nil, let n = peek, n == "năm" || n == "nam", i + 1 < words.items.count,
           let y = Self.fourDigitYear(words.items[i + 1].word) {
            year = y
            i += 2
        }
        return (m, year)
    }

    static func fourDigitYear(_ w: String) -> Int? {
        guard w.utf8.count == 4, let n = Int(w), (1...9999).contains(n) else { return nil }
        return n
    }

    /// `2026年` or `2026년`: a year in Chinese or Korean.
    static func cjkYear(_ w: String) -> Int? {
        let scalars = Array(w.unicodeScalars)
        guard scalars.count == 5, scalars[4] == "年" || scalars[4] == "년" else { return nil }
        return fourDigitYear(String(String.UnicodeScalarView(scalars[..<4])))
    }

    /// `3月`, `三月`, `十二月`, `3월`, `2026年3月`, `2026년3월`.
    static func cjkMonth(_ w: String) -> (month: Int, year: Int?)? {
        var scalars = Array(w.unicodeScalars)
        guard let last = scalars.last, last == "月" || last == "월" else { return nil }
        scalars.removeLast()
        var year: Int?
        if let mark = scalars.firstIndex(where: { $0 == "年" || $0 == "년" }) {
            guard let y = cjkYear(String(String.UnicodeScalarView(scalars[...mark]))) else { return nil }
            year = y
            scalars.removeSubrange(...mark)
        }
        let number = String(String.UnicodeScalarView(scalars))
        let numerals: [String: Int] = ["一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
                                       "十": 10, "十一": 11, "十二": 12, "正": 1, "腊": 12]
        guard let month = numerals[number] ?? (number.utf8.count <= 2 ? Int(number) : nil), (1...12).contains(month) else { return nil }
        return (month, year)
    }

    /// A year alone in Chinese or Korean (`2026年`), as the whole year.
    mutating func readLocalYear() -> DateSpan? {
        guard let w = peek, let year = Self.cjkYear(w), let jan1 = Day(year: year, month: 1, day: 1) else { return nil }
        i += 1
        return DateSpan(start: jan1, end: jan1.adding(months: 12))
    }
}
