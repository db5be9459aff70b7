/// The forms text is compared in when searching: every search of Tally
/// (query words, `desc:`, `payee:`, account patterns, `add`'s name
/// matching) goes through here, so a word finds the same text everywhere.
///
/// Two keys of a text, both in lower case and in Unicode's composed form
/// (NFC, so text typed decomposed, as macOS produces it, is the same as
/// text typed composed):
///
/// - the *exact* key keeps every mark: `Bún chả` → `bún chả`;
/// - the *plain* key takes the diacritics off Latin letters: `Bún chả` →
///   `bun cha`, `Żółty` → `zolty`, `Điện` → `dien`. A letter with a stroke
///   or a hook is its base letter (`đ` → `d`, `ł` → `l`, `ø` → `o`); a
///   letter of its own stays (`ß`, `æ`, `œ`, `ı`, `þ`); combining marks
///   left over after composing are dropped. Other scripts are only put in
///   lower case and composed: Hangul typed as jamo is the same as its
///   syllables, Chinese is unchanged.
///
/// A search pattern is *plain* when its two keys agree (it has no letter
/// with a diacritic); a plain pattern looks for its plain key in the plain
/// key of the text, any other pattern for its exact key in the exact key of
/// the text — as smartcase does for capitals: `bun cha` finds `Bún chả`,
/// `bún` finds `Bún` but neither `bun` nor `bùn`.
///
/// Folding works on UTF-8 bytes. Text without a byte at or above 0x80 is
/// only lowered, byte by byte; text of ASCII, Latin letters (U+00C0–U+02AF,
/// U+1E00–U+1EFF), combining marks, CJK ideographs, Hangul syllables and
/// common punctuation is folded scalar by scalar from a table built once;
/// any other text goes through the standard library's lowering and NFC.
package enum TextFold {
    /// The plain key of `text` (lower case, NFC, no diacritics on Latin letters).
    package static func plain(_ text: String) -> String {
        var text = text
        return text.withUTF8 { String(decoding: key($0, plain: true), as: UTF8.self) }
    }

    /// The exact key of `text` (lower case, NFC).
    package static func exact(_ text: String) -> String {
        var text = text
        return text.withUTF8 { String(decoding: key($0, plain: false), as: UTF8.self) }
    }

    /// Whether `pattern` has no letter with a diacritic, and so is looked
    /// for in the plain key of a text.
    package static func isPlain(_ pattern: String) -> Bool {
        var pattern = pattern
        return pattern.withUTF8 { b in
            if isASCII(b) { return true }
            return key(b, plain: true) == key(b, plain: false)
        }
    }

    /// The plain or the exact key of UTF-8 `bytes`.
    package static func key(_ bytes: [UInt8], plain: Bool) -> [UInt8] {
        bytes.withUnsafeBufferPointer { key($0, plain: plain) }
    }

    package static func key(_ bytes: ArraySlice<UInt8>, plain: Bool) -> [UInt8] {
        bytes.withUnsafeBufferPointer { key($0, plain: plain) }
    }

    package static func key(_ bytes: UnsafeBufferPointer<UInt8>, plain: Bool) -> [UInt8] {
        if isASCII(bytes) { return lowerASCII(bytes) }
        return scalarwise(bytes, plain: plain) ?? normalizing(bytes, plain: plain)
    }

    /// The key through the standard library's lowering and NFC, whatever
    /// the text: what the table gives for the text it covers.
    package static func normalizing(_ bytes: UnsafeBufferPointer<UInt8>, plain: Bool) -> [UInt8] {
        let composed = String(decoding: bytes, as: UTF8.self).lowercased()._nfcCodeUnits
        guard plain else { return composed }
        // Lower case and composed: take the marks off.
        var out: [UInt8] = []
        out.reserveCapacity(composed.count)
        var i = 0
        while i < composed.count {
            let (v, length) = decode(composed, at: i)
            let run = composed[i..<(i + length)]
            i += length
            if isCombiningMark(v) { continue }
            if v >= 0xC0, let t = table.index(v), table.plain[t] != 0 {
                append(table.plain[t], to: &out)
            } else {
                out.append(contentsOf: run)
            }
        }
        return out
    }

    /// Marks plain keys drop: the combining diacritical mark blocks.
    package static func isCombiningMark(_ v: UInt32) -> Bool {
        (0x300...0x36F).contains(v) || (0x1AB0...0x1AFF).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    /// Scalars that are their own key in both forms and compose with no
    /// mark: copied as they are.
    package static func isUnchanged(_ v: UInt32) -> Bool {
        (0xAC00...0xD7A3).contains(v) || (0x4E00...0x9FFF).contains(v) || (0x3400...0x4DBF).contains(v)
            || (0x3000...0x303F).contains(v) || (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v)
            || (0x20A0...0x20C0).contains(v)
    }

    // MARK: - Scalar by scalar

    /// Whether `bytes` has no byte at or above 0x80: its keys are its bytes in lower case.
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for b in bytes { any |= b }
        return any < 0x80
    }

    private static func lowerASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { out, count in
            for (i, b) in bytes.enumerated() { out[i] = b &- 65 < 26 ? b | 0x20 : b }
            count = bytes.count
        }
    }

    /// The key from the table, or nil when the text has a scalar the table
    /// does not cover (or a mark that may compose, for an exact key).
    private static func scalarwise(_ bytes: UnsafeBufferPointer<UInt8>, plain: Bool) -> [UInt8]? {
        let table = Self.table
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        let n = bytes.count
        while i < n {
            let b0 = bytes[i]
            if b0 < 0x80 {
                out.append(b0 &- 65 < 26 ? b0 | 0x20 : b0)
                i += 1
                continue
            }
            // Well-formed sequences only; anything else is left to the standard library.
            var v: UInt32
            var length: Int
            if b0 & 0xE0 == 0xC0 {
                guard b0 >= 0xC2, i + 1 < n, bytes[i + 1] & 0xC0 == 0x80 else { return nil }
                v = UInt32(b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                length = 2
            } else if b0 & 0xF0 == 0xE0 {
                guard i + 2 < n, bytes[i + 1] & 0xC0 == 0x80, bytes[i + 2] & 0xC0 == 0x80 else { return nil }
                v = UInt32(b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                length = 3
                if v < 0x800 || (0xD800...0xDFFF).contains(v) { return nil }
            } else {
                // Four-byte scalars (emoji, rare ideographs) are left to the standard library.
                return nil
            }
            if let t = table.index(v) {
                let mapped = plain ? table.plain[t] : table.lower[t]
                if mapped == 0 { return nil }
                append(mapped, to: &out)
            } else if (0x300...0x36F).contains(v) {
                // A mark may compose with the letter before it: an exact key needs NFC.
                if !plain || table.composesAway(v) { return nil }
            } else if isUnchanged(v) {
                for k in 0..<length { out.append(bytes[i + k]) }
            } else {
                return nil
            }
            i += length
        }
        return out
    }

    private static func append(_ v: UInt32, to out: inout [UInt8]) {
        if v < 0x80 {
            out.append(UInt8(v))
        } else if v < 0x800 {
            out.append(0xC0 | UInt8(v >> 6))
            out.append(0x80 | UInt8(v & 0x3F))
        } else {
            out.append(0xE0 | UInt8(v >> 12))
            out.append(0x80 | UInt8((v >> 6) & 0x3F))
            out.append(0x80 | UInt8(v & 0x3F))
        }
    }

    /// The scalar at `i` of well-formed UTF-8 and its length.
    private static func decode(_ bytes: [UInt8], at i: Int) -> (UInt32, Int) {
        let b0 = bytes[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        if b0 < 0xE0 { return (UInt32(b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
        if b0 < 0xF0 {
            return (UInt32(b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
        }
        return (UInt32(b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                    | UInt32(bytes[i + 3] & 0x3F), 4)
    }

    // MARK: - The table

    /// Per Latin letter of U+00C0–U+02AF and U+1E00–U+1EFF: its lower case
    /// and its plain letter, or 0 where the standard library must decide
    /// (`İ`, whose lower case is two scalars; `Ⱥ` and `Ⱦ`, whose lower case
    /// lies outside these blocks).
    ///
    /// The plain letter is what the letter's Unicode name says it is made
    /// from: "LATIN SMALL LETTER O WITH CIRCUMFLEX AND ACUTE" → `o`,
    /// "… D WITH STROKE" → `d`, "… AE WITH ACUTE" → `æ`; a letter whose
    /// name has no "WITH" is its own plain letter (`ß`, `æ`, `ð`, `ŋ`). The
    /// letters below are that rule written out, one line per 64 scalars
    /// (`?` where the standard library decides); TextFoldTests derives them
    /// again from the names and from NFD.
    package struct Table: Sendable {
        package static let blocks: [ClosedRange<UInt32>] = [0xC0...0x2AF, 0x1E00...0x1EFF]
        package let lower: [UInt32]
        package let plain: [UInt32]

        @inline(__always) package func index(_ v: UInt32) -> Int? {
            if v >= 0xC0 && v <= 0x2AF { return Int(v - 0xC0) }
            if v >= 0x1E00 && v <= 0x1EFF { return Int(v - 0x1E00) + (0x2B0 - 0xC0) }
            return nil
        }

        /// Marks that compose with a letter into a symbol the table does
        /// not cover (`=` and U+0338 make `≠`): dropping them is not what
        /// composing and folding would give.
        @inline(__always) func composesAway(_ v: UInt32) -> Bool { v == 0x338 }

        init() {
            func scalars(_ lines: [String]) -> [UInt32] {
                lines.joined().unicodeScalars.map { $0 == "?" ? 0 : $0.value }
            }
            lower = scalars(Self.lowerLetters)
            plain = scalars(Self.plainLetters)
        }

        static let lowerLetters = [
            "àáâãäåæçèéêëìíîïðñòóôõö×øùúûüýþßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ", // U+C0
            "āāăăąąććĉĉċċččďďđđēēĕĕėėęęěěĝĝğğġġģģĥĥħħĩĩīīĭĭįį?ıĳĳĵĵķķĸĺĺļļľľŀ", // U+100
            "ŀłłńńņņňňŉŋŋōōŏŏőőœœŕŕŗŗřřśśŝŝşşššţţťťŧŧũũūūŭŭůůűűųųŵŵŷŷÿźźżżžžſ", // U+140
            "ƀɓƃƃƅƅɔƈƈɖɗƌƌƍǝəɛƒƒɠɣƕɩɨƙƙƚƛɯɲƞɵơơƣƣƥƥʀƨƨʃƪƫƭƭʈưưʊʋƴƴƶƶʒƹƹƺƻƽƽƾƿ", // U+180
            "ǀǁǂǃǆǆǆǉǉǉǌǌǌǎǎǐǐǒǒǔǔǖǖǘǘǚǚǜǜǝǟǟǡǡǣǣǥǥǧǧǩǩǫǫǭǭǯǯǰǳǳǳǵǵƕƿǹǹǻǻǽǽǿǿ", // U+1C0
            "ȁȁȃȃȅȅȇȇȉȉȋȋȍȍȏȏȑȑȓȓȕȕȗȗșșțțȝȝȟȟƞȡȣȣȥȥȧȧȩȩȫȫȭȭȯȯȱȱȳȳȴȵȶȷȸȹ?ȼȼƚ?ȿ", // U+200
            "ɀɂɂƀʉʌɇɇɉɉɋɋɍɍɏɏɐɑɒɓɔɕɖɗɘəɚɛɜɝɞɟɠɡɢɣɤɥɦɧɨɩɪɫɬɭɮɯɰɱɲɳɴɵɶɷɸɹɺɻɼɽɾɿ", // U+240
            "ʀʁʂʃʄʅʆʇʈʉʊʋʌʍʎʏʐʑʒʓʔʕʖʗʘʙʚʛʜʝʞʟʠʡʢʣʤʥʦʧʨʩʪʫʬʭʮʯ", // U+280
            "ḁḁḃḃḅḅḇḇḉḉḋḋḍḍḏḏḑḑḓḓḕḕḗḗḙḙḛḛḝḝḟḟḡḡḣḣḥḥḧḧḩḩḫḫḭḭḯḯḱḱḳḳḵḵḷḷḹḹḻḻḽḽḿḿ", // U+1E00
            "ṁṁṃṃṅṅṇṇṉṉṋṋṍṍṏṏṑṑṓṓṕṕṗṗṙṙṛṛṝṝṟṟṡṡṣṣṥṥṧṧṩṩṫṫṭṭṯṯṱṱṳṳṵṵṷṷṹṹṻṻṽṽṿṿ", // U+1E40
            "ẁẁẃẃẅẅẇẇẉẉẋẋẍẍẏẏẑẑẓẓẕẕẖẗẘẙẚẛẜẝßẟạạảảấấầầẩẩẫẫậậắắằằẳẳẵẵặặẹẹẻẻẽẽếế", // U+1E80
            "ềềểểễễệệỉỉịịọọỏỏốốồồổổỗỗộộớớờờởởỡỡợợụụủủứứừừửửữữựựỳỳỵỵỷỷỹỹỻỻỽỽỿỿ", // U+1EC0
        ]
        static let plainLetters = [
            "aaaaaaæceeeeiiiiðnooooo×ouuuuyþßaaaaaaæceeeeiiiiðnooooo÷ouuuuyþy", // U+C0
            "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiii?ıĳĳjjkkĸlllllll", // U+100
            "lllnnnnnnŉŋŋooooooœœrrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzſ", // U+140
            "bbbbƅƅɔccddddƍǝəɛffgɣƕɩikklƛɯnnɵooƣƣppʀƨƨʃƪttttuuʊvyyzzʒƹƹʒƻƽƽƾƿ", // U+180
            "ǀǁǂǃǳǳǳǉǉǉǌǌǌaaiioouuuuuuuuuuǝaaaaææggggkkooooʒʒjǳǳǳggƕƿnnaaææoo", // U+1C0
            "aaaaeeeeiiiioooorrrruuuussttȝȝhhndȣȣzzaaeeooooooooyylntȷȸȹ?ccl?s", // U+200
            "zɂɂbʉʌeejjqqrryyɐɑɒbɔcddɘəəɛɜɜɞȷgɡɢɣɤɥhɧiɩɪlllɮɯɯmnnɴɵɶɷɸɹɹɹrrrɿ", // U+240
            "ʀʁsʃȷʅʃʇtʉʊvʌʍʎʏzzʒʒʔʕʖʗʘʙʚʛʜjʞʟqʡʢʣʤʣʦʧʨʩʪʫʬʭɥɥ", // U+280
            "aabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmm", // U+1E00
            "mmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvv", // U+1E40
            "wwwwwwwwwwxxxxyyzzzzzzhtwyaſſſßẟaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeee", // U+1E80
            "eeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyỻỻỽỽyy", // U+1EC0
        ]
    }

    package static let table = Table()
}

/// A search word and the key it is looked for in: the plain key of a text
/// when the word is plain, else the exact key (see `TextFold`).
package struct TextPattern: Sendable, Hashable {
    /// The word's own key.
    package let key: [UInt8]
    /// The word has no letter with a diacritic: it is looked for in plain keys.
    package let isPlain: Bool

    package init(_ written: String) {
        isPlain = TextFold.isPlain(written)
        key = TextFold.key(Array(written.utf8), plain: isPlain)
    }

    /// The key of `text` this pattern is looked for in.
    package func key(of text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { TextFold.key($0, plain: isPlain) }
    }

    package func key(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] { TextFold.key(bytes, plain: isPlain) }

    /// Whether the pattern is in `text`.
    package func isFound(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { isFound(inText: $0) }
    }

    /// Whether the pattern is in the UTF-8 `text`; ASCII text is searched
    /// where it lies, ignoring case, without a copy.
    package func isFound(inText text: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for b in text { any |= b }
        if any < 0x80 { return TextFold.containsIgnoringASCIICase(text, key) }
        return TextFold.contains(key(of: text), key)
    }

    /// Whether the pattern is in `key`, a key of this pattern's kind.
    package func isFound(inKey key: [UInt8]) -> Bool { TextFold.contains(key, self.key) }
}

extension TextFold {
    /// Whether `needle` occurs in `hay`, byte for byte.
    package static func contains(_ hay: [UInt8], _ needle: [UInt8]) -> Bool {
        hay.withUnsafeBufferPointer { h in needle.withUnsafeBufferPointer { contains(h, $0, lowering: false) } }
    }

    /// Whether `needle` (a key) occurs in ASCII `hay` taken in lower case.
    package static func containsIgnoringASCIICase(_ hay: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { contains(hay, $0, lowering: true) }
    }

    @inline(__always)
    private static func contains(_ hay: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>, lowering: Bool) -> Bool {
        let m = needle.count, n = hay.count
        if m == 0 { return true }
        if m > n { return false }
        let first = needle[0]
        var i = 0
        while i <= n - m {
            var b = hay[i]
            if lowering && b &- 65 < 26 { b |= 0x20 }
            if b == first {
                var k = 1
                while k < m {
                    var c = hay[i + k]
                    if lowering && c &- 65 < 26 { c |= 0x20 }
                    if c != needle[k] { break }
                    k += 1
                }
                if k == m { return true }
            }
            i += 1
        }
        return false
    }
}

extension TextPattern {
    /// Whether any of `patterns` is in the UTF-8 `text`: each key of the
    /// text is made once, and ASCII text is searched where it lies.
    package static func anyFound(_ patterns: [TextPattern], inText text: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for b in text { any |= b }
        if any < 0x80 { return patterns.contains { TextFold.containsIgnoringASCIICase(text, $0.key) } }
        var plainKey: [UInt8]?, exactKey: [UInt8]?
        for p in patterns {
            let key: [UInt8]
            if p.isPlain {
                key = plainKey ?? TextFold.key(text, plain: true)
                plainKey = key
            } else {
                key = exactKey ?? TextFold.key(text, plain: false)
                exactKey = key
            }
            if TextFold.contains(key, p.key) { return true }
        }
        return false
    }
}

extension TextFold {
    /// `text` composed (NFC), its case kept: what a regular expression,
    /// which compares scalars, reads.
    package static func composed(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { b in
            var any: UInt8 = 0
            for x in b { any |= x }
            return any < 0x80 ? Array(b) : String(decoding: b, as: UTF8.self)._nfcCodeUnits
        }
    }
}
