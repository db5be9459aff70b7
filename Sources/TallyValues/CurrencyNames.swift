/// Currency symbols and local names, as people type them, and the ISO
/// codes they stand for: the one table every reader of typed or imported
/// amounts uses (`add`, `reconcile --balance`, `import`'s cells). grammar.md §18.4 lists it.
///
/// Spellings of letters compare without regard to case (`vnd`, `VND`,
/// `Vnđ`); a symbol that names two currencies (`¥`: yuan or yen) gives both.
package enum CurrencyNames {
    /// Spelling → ISO codes; the first is the usual reading.
    static let table: [String: [String]] = [
        "đ": ["VND"], "₫": ["VND"], "vnđ": ["VND"], "vnd": ["VND"], "đồng": ["VND"], "dong": ["VND"],
        "zł": ["PLN"], "zl": ["PLN"], "pln": ["PLN"], "złotych": ["PLN"],
        "€": ["EUR"], "eur": ["EUR"], "euro": ["EUR"],
        "₩": ["KRW"], "￦": ["KRW"], "원": ["KRW"], "krw": ["KRW"],
        "元": ["CNY"], "￥": ["CNY"], "cn¥": ["CNY"], "rmb": ["CNY"], "cny": ["CNY"], "块": ["CNY"],
        "¥": ["CNY", "JPY"], "円": ["JPY"], "jpy": ["JPY"],
        "$": ["USD"], "us$": ["USD"], "usd": ["USD"],
        "£": ["GBP"], "gbp": ["GBP"],
    ]

    /// The ISO codes `spelling` stands for; empty when the table does not know it.
    package static func codes(_ spelling: String) -> [String] {
        if let found = table[spelling] { return found }
        return table[spelling.lowercased()] ?? []
    }

    /// The other spellings of an ISO code, as a `commodity` line's
    /// `spellings:` tag lists them: signs first, then words, each once
    /// without regard to case, the code itself left out (`VND` → `₫ đ vnđ dong
    /// đồng`).
    package static func spellings(of code: String) -> [String] {
        let all = table.filter { $0.value.count == 1 && $0.value[0] == code && $0.key.lowercased() != code.lowercased() }.map(\.key)
        func isWord(_ s: String) -> Bool { s.unicodeScalars.contains { $0.properties.isAlphabetic } }
        return all.sorted { a, b in
            if isWord(a) != isWord(b) { return !isWord(a) }
            return a.count != b.count ? a.count < b.count : a.utf8.lexicographicallyPrecedes(b.utf8)
        }
    }

    /// Currencies whose amounts have no minor unit in everyday use: a
    /// single `.` or `,` before three digits groups thousands (`45.000đ`).
    package static func hasNoMinorUnit(_ code: String) -> Bool {
        code == "VND" || code == "KRW" || code == "JPY"
    }

    /// Every spelling, longest first (so `vnđ` is found before `đ`).
    package static let spellings: [String] = table.keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }

    /// The spelling at the start or end of `text` (the longest, among the
    /// table's and the journal's own `extra` ones), and the
    /// rest with blanks trimmed: `20.000đ` → (`20.000`, `đ`), `€12,50` →
    /// (`12,50`, `€`), `25000vnd` → (`25000`, `vnd`).
    package static func split(_ text: String, also extra: [String] = []) -> (rest: String, spelling: String)? {
        let lower = text.lowercased()
        let all = extra.isEmpty ? spellings : (extra.map { $0.lowercased() } + spellings).sorted { $0.count > $1.count }
        for s in all {
            if lower.hasSuffix(s), lower.count > s.count {
                let rest = String(text.dropLast(s.count))
                // `5 eur` and `5eur`, but not the end of a word (`1tr` has no `r`).
                // `3천원`, `1万元`: a unit of the number may stand right before it.
                if s.first?.isLetter == true, let last = rest.last, last.isLetter, !"千万亿천만억".contains(last) { continue }
                return (trimmed(rest), String(text.suffix(s.count)))
            }
            if lower.hasPrefix(s), lower.count > s.count {
                let rest = String(text.dropFirst(s.count))
                if s.last?.isLetter == true, let first = rest.first, first.isLetter { continue }
                return (trimmed(rest), String(text.prefix(s.count)))
            }
        }
        return nil
    }

    private static func trimmed(_ s: String) -> String {
        var t = Substring(s)
        while t.first == " " { t = t.dropFirst() }
        while t.last == " " { t = t.dropLast() }
        return String(t)
    }
}
