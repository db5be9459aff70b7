import TallyLocale
import TallyValues

/// A date read from a statement cell with a `date-format` (a strftime
/// subset), or without one as `2024-03-15`, `2024/3/15` or `2024.03.15`.
package enum StatementDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]

    /// The day `text` holds, or why not.
    package static func parse(_ text: String, format: String?) -> Result<Day, StatementAmount.Failure> {
        let t = Array(text.utf8)
        guard let format else {
            for sep in [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")] {
                let f = "%Y" + String(UnicodeScalar(sep)) + "%m" + String(UnicodeScalar(sep)) + "%d"
                if let d = match(t, Array(f.utf8)) { return .success(d) }
            }
            return .failure(.init(LocalText(.importDateUnreadable, text), hint: LocalText(.hintImportDate)))
        }
        if let d = match(t, Array(format.utf8)) { return .success(d) }
        return .failure(.init(LocalText(.importDateFormat, text, format), hint: LocalText(.hintImportDateFormat)))
    }

    /// Matches the whole text against the format.
    static func match(_ t: [UInt8], _ f: [UInt8]) -> Day? {
        var i = 0, j = 0
        var year: Int?, month: Int?, day: Int?
        func number(_ minDigits: Int, _ maxDigits: Int) -> Int? {
            var k = i, v = 0
            while k < t.count && k - i < maxDigits && t[k] >= 48 && t[k] <= 57 { v = v * 10 + Int(t[k] - 48); k += 1 }
            guard k - i >= minDigits else { return nil }
            i = k
            return v
        }
        func skipBlanks() { while i < t.count && (t[i] == 32 || t[i] == 9) { i += 1 } }
        while j < f.count {
            let c = f[j]
            if c == 32 || c == 9 { skipBlanks(); j += 1; continue }
            guard c == UInt8(ascii: "%"), j + 1 < f.count else {
                guard i < t.count, t[i] == c else { return nil }
                i += 1; j += 1; continue
            }
            j += 1
            var spec = f[j]
            if spec == UInt8(ascii: "-") || spec == UInt8(ascii: "_") || spec == UInt8(ascii: "0") {
                j += 1
                guard j < f.count else { return nil }
                spec = f[j]
                if spec != UInt8(ascii: "-") { skipBlanks() }
            }
            j += 1
            switch Character(Unicode.Scalar(spec)) {
            case "Y": guard let v = number(4, 4) else { return nil }; year = v
            case "y":
                guard let v = number(2, 2) else { return nil }
                year = v < 69 ? 2000 + v : 1900 + v
            case "m": guard let v = number(1, 2) else { return nil }; month = v
            case "d", "e": skipBlanks(); guard let v = number(1, 2) else { return nil }; day = v
            case "H", "M", "S", "I", "k", "l": guard number(1, 2) != nil else { return nil }
            case "f", "q", "s": guard number(1, 18) != nil else { return nil }
            case "F":
                guard let y = number(4, 4), i < t.count, t[i] == 45 else { return nil }
                i += 1
                guard let m = number(1, 2), i < t.count, t[i] == 45 else { return nil }
                i += 1
                guard let d = number(1, 2) else { return nil }
                year = y; month = m; day = d
            case "b", "B", "h":
                var k = i
                while k < t.count && ((t[k] | 0x20) >= 97 && (t[k] | 0x20) <= 122) { k += 1 }
                let word = String(decoding: t[i..<k], as: UTF8.self).lowercased()
                guard let m = months.firstIndex(of: word) ?? monthNames.firstIndex(of: word) else { return nil }
                month = m + 1
                i = k
            case "a", "A":
                while i < t.count && ((t[i] | 0x20) >= 97 && (t[i] | 0x20) <= 122) { i += 1 }
            case "p", "P":
                guard i + 1 < t.count else { return nil }
                let w = String(decoding: t[i..<i + 2], as: UTF8.self).lowercased()
                guard w == "am" || w == "pm" else { return nil }
                i += 2
            case "z":
                if i < t.count && (t[i] == 43 || t[i] == 45) { i += 1 }
                guard number(2, 4) != nil else { return nil }
                if i < t.count && t[i] == 58 { i += 1; guard number(2, 2) != nil else { return nil } }
            case "Z":
                while i < t.count && ((t[i] | 0x20) >= 97 && (t[i] | 0x20) <= 122) { i += 1 }
            case "T":
                guard number(1, 2) != nil, i < t.count, t[i] == 58 else { return nil }
                i += 1
                guard number(1, 2) != nil, i < t.count, t[i] == 58 else { return nil }
                i += 1
                guard number(1, 2) != nil else { return nil }
            case "%":
                guard i < t.count, t[i] == 37 else { return nil }
                i += 1
            default:
                return nil
            }
        }
        skipBlanks()
        guard i == t.count, let y = year, let m = month, let d = day else { return nil }
        return Day(year: y, month: m, day: d)
    }

    /// Whether a format names a year, a month and a day (else no date can match it).
    package static func isComplete(_ format: String) -> Bool {
        var specs = Set<Character>()
        var chars = Substring(format)
        while let p = chars.firstIndex(of: "%") {
            chars = chars[chars.index(after: p)...]
            if let f = chars.first, f == "-" || f == "_" || f == "0" { chars = chars.dropFirst() }
            if let spec = chars.first { specs.insert(spec); chars = chars.dropFirst() }
        }
        let year = !specs.isDisjoint(with: ["Y", "y", "F"])
        let month = !specs.isDisjoint(with: ["m", "b", "B", "h", "F"])
        let day = !specs.isDisjoint(with: ["d", "e", "F"])
        return year && month && day
    }
}
