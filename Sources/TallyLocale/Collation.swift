/// The order in which a language's speakers expect names listed: account,
/// category and payee lists in text output.
///
/// Vietnamese, Polish and Italian sort alphabetically by their own
/// alphabets: `Ă`, `Â`, `Đ`, `Ê`, `Ô`, `Ơ`, `Ư` follow their base letters
/// (`Ăn uống` after `An`, before `Bánh`), as do Polish `Ą`, `Ć`, `Ę`, `Ł`,
/// `Ń`, `Ó`, `Ś`, `Ź`, `Ż`; tones and accents that are not letters of their
/// own (`à`, `é`, Vietnamese `á`, `ả`) and then case only break ties.
/// English, Korean and Chinese keep code point order, which for Hangul is
/// the dictionary order of syllables and for Chinese groups characters by
/// radical and stroke (pinyin order would need a table of every
/// character's reading); CSV and JSON keep byte order in every language,
/// for scripts.
package struct Collation: Sendable {
    /// A letter's place: its base letter in the alphabet, and its accent or tone.
    struct Weight: Sendable {
        var primary: UInt32
        var secondary: UInt32
    }

    /// Lowercase letters of the alphabet and their accented forms; empty for byte order.
    private let weights: [Character: Weight]

    /// Byte order (which for UTF-8 is code point order).
    package static let bytes = Collation(weights: [:])

    private init(weights: [Character: Weight]) { self.weights = weights }

    /// Whether this is plain byte order.
    package var isBytes: Bool { weights.isEmpty }

    /// The order of `language`'s lists.
    package init(_ language: Language) {
        switch language {
        case .vi: self.init(alphabet: "aăâbcdđeêfghijklmnoôơpqrstuưvwxyz", marked: Self.vietnameseTones)
        case .pl: self.init(alphabet: "aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż", marked: [])
        case .it: self.init(alphabet: "abcdefghijklmnopqrstuvwxyz", marked: [])
        case .en, .ko, .zhHans: self = .bytes
        }
    }

    /// `alphabet` in order; each string of `marked` is a letter followed by
    /// its marked forms in their order, and the accented Latin letters
    /// (`é`, `ü`, `ñ`) that are no letter of the alphabet follow their base.
    private init(alphabet: String, marked: [String]) {
        var weights: [Character: Weight] = [:]
        for (i, c) in alphabet.enumerated() { weights[c] = Weight(primary: Self.letterBase + UInt32(i), secondary: 0) }
        for series in marked + Self.latinAccents {
            guard let base = series.first, let w = weights[base] else { continue }
            for (k, c) in series.dropFirst().enumerated() where weights[c] == nil {
                weights[c] = Weight(primary: w.primary, secondary: UInt32(k + 1))
            }
        }
        self.init(weights: weights)
    }

    /// Above every code point, so letters sort after digits and signs.
    static let letterBase: UInt32 = 0x20_0000

    /// Vietnamese vowels with their tones, in the dictionaries' order:
    /// level, grave (huyền), hook (hỏi), tilde (ngã), acute (sắc), dot (nặng).
    static let vietnameseTones = ["aàảãáạ", "ăằẳẵắặ", "âầẩẫấậ", "eèẻẽéẹ", "êềểễếệ", "iìỉĩíị",
                                  "oòỏõóọ", "ôồổỗốộ", "ơờởỡớợ", "uùủũúụ", "ưừửữứự", "yỳỷỹýỵ"]

    /// Accented Latin letters by base letter, for names from other languages.
    static let latinAccents = ["aàáâãäåāąă", "cçćč", "dđď", "eèéêëēęě", "iìíîïī", "lł", "nñńň", "oòóôõöøōơ",
                               "rř", "sśšș", "tțť", "uùúûüūůư", "yýÿ", "zźżž"]

    /// Whether `a` comes before `b`.
    package func less(_ a: String, _ b: String) -> Bool {
        if weights.isEmpty { return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) }
        return key(a).lexicographicallyPrecedes(key(b))
    }

    /// What `less` compares: the base letters, then accents and tones, then
    /// case, then the code points, each level ended by 0. A `:` weighs
    /// least, so an account's children follow it before any longer name.
    package func key(_ s: String) -> [UInt32] {
        if weights.isEmpty { return s.utf8.map(UInt32.init) }
        var primary: [UInt32] = [], secondary: [UInt32] = [], tertiary: [UInt32] = [], exact: [UInt32] = []
        for c in s {
            let lower = c.lowercased().first ?? c
            if let w = weights[lower] {
                primary.append(w.primary)
                secondary.append(w.secondary)
            } else if c == ":" {
                primary.append(1)
                secondary.append(0)
            } else {
                let scalar = c.unicodeScalars.first.map { $0.value } ?? 0
                // Letters of other scripts after the alphabet, in code point order; signs and digits before it.
                primary.append(c.isLetter ? Self.letterBase + 0x100 + scalar : scalar + 2)
                secondary.append(0)
            }
            tertiary.append(lower == c ? 0 : 1)
            exact += c.unicodeScalars.map { $0.value + 1 }
        }
        return primary + [0] + secondary + [0] + tertiary + [0] + exact
    }

    /// `items` in this order of `name(item)`, each key made once.
    package func sorted<T>(_ items: [T], by name: (T) -> String) -> [T] {
        if weights.isEmpty { return items.sorted { Array(name($0).utf8).lexicographicallyPrecedes(Array(name($1).utf8)) } }
        return items.map { (key: key(name($0)), item: $0) }.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.item)
    }
}
