@_spi(_Unicode) import Swift
import Testing
import TallyTestSupport
import TallyValues

@Suite struct TextFoldTests {
    @Test("plain keys take diacritics off Latin letters; exact keys keep them", arguments: [
        // Vietnamese
        ("Bún chả Hương Liên", "bun cha huong lien", "bún chả hương liên"),
        ("ĐIỆN LỰC", "dien luc", "điện lực"),
        ("Cà phê sữa đá", "ca phe sua da", "cà phê sữa đá"),
        // Polish
        ("Żółty ŁÓDŹ", "zolty lodz", "żółty łódź"),
        ("Gęś", "ges", "gęś"),
        // Italian, French, German, Nordic
        ("Café Perché", "cafe perche", "café perché"),
        ("Straße", "straße", "straße"),
        ("STRAẞE", "straße", "straße"),
        ("Øresund Ærø", "oresund æro", "øresund ærø"),
        // Other scripts: lower case only
        ("김밥천국", "김밥천국", "김밥천국"),
        ("金龍飯店", "金龍飯店", "金龍飯店"),
        ("ΑΘΉΝΑ", "αθήνα", "αθήνα"),
        ("Plain ASCII", "plain ascii", "plain ascii"),
    ])
    func keys(_ text: String, _ plain: String, _ exact: String) {
        #expect(TextFold.plain(text) == plain)
        #expect(TextFold.exact(text) == exact)
    }

    @Test("decomposed text has the keys of its composed form")
    func decomposed() {
        #expect(TextFold.plain("Bu\u{301}n cha\u{309}") == "bun cha")
        #expect(TextFold.exact("Bu\u{301}n cha\u{309}") == "bún chả")
        #expect(TextFold.exact("Bu\u{301}n cha\u{309}") == TextFold.exact("Bún chả"))
        #expect(TextFold.exact("Z\u{307}o\u{301}\u{142}ty") == "żółty")
        #expect(Array(TextFold.exact("E\u{301}").unicodeScalars) == ["é"])
        // Hangul typed as jamo is its syllables; both keys.
        #expect(TextFold.exact("\u{1100}\u{1175}\u{11B7}\u{1107}\u{1161}\u{11B8}") == "김밥")
        #expect(TextFold.plain("\u{1100}\u{1175}\u{11B7}\u{1107}\u{1161}\u{11B8}") == "김밥")
        // `=` with a long solidus is `≠`, which is no letter with a mark.
        #expect(TextFold.plain("=\u{338}") == "≠")
    }

    @Test("a pattern is plain when it has no letter with a diacritic", arguments: [
        ("bun cha", true), ("BUN", true), ("zolty", true), ("김밥", true), ("金龍", true), ("straße", true), ("", true),
        ("bún", false), ("Bu\u{301}n", false), ("żółty", false), ("đ", false), ("ø", false), ("café", false),
    ])
    func plainness(_ pattern: String, _ plain: Bool) {
        #expect(TextFold.isPlain(pattern) == plain)
    }

    @Test("a plain pattern ignores diacritics; one with diacritics matches them exactly")
    func patterns() {
        func found(_ pattern: String, _ text: String) -> Bool { TextPattern(pattern).isFound(in: text) }
        #expect(found("bun cha", "Bún chả Hương Liên"))
        #expect(found("BUN CHA", "bún chả"))
        #expect(found("zolty", "Żółty ser"))
        #expect(found("dien", "Tiền điện"))
        #expect(found("cafe", "Café"))
        #expect(found("bún", "BÚN CHẢ"))
        #expect(!found("bún", "bun cha"))
        #expect(!found("bún", "bùn"))
        #expect(!found("bùn", "bún"))
        #expect(!found("é", "ế"))
        #expect(!found("żółty", "zolty"))
        #expect(!found("żólty", "żółty"))
        // NFD on either side, in both kinds of pattern.
        #expect(found("Bu\u{301}n", "bún chả"))
        #expect(found("bún", "Bu\u{301}n cha\u{309}"))
        #expect(found("bun", "Bu\u{301}n cha\u{309}"))
        #expect(!found("Bu\u{300}n", "bún"))
        #expect(found("김밥", "\u{1100}\u{1175}\u{11B7}\u{1107}\u{1161}\u{11B8}천국"))
        #expect(found("\u{1100}\u{1175}\u{11B7}", "김밥천국"))
        #expect(found("飯店", "金龍飯店"))
        #expect(!found("饭店", "金龍飯店"))
    }

    @Test("ASCII text is searched where it lies, as its key would be")
    func asciiInPlace() {
        for (pattern, text) in [("coffee", "Blue Bottle COFFEE"), ("ffee", "Coffee"), ("xyz", "Coffee"), ("café", "cafe"), ("", "x")] {
            let p = TextPattern(pattern)
            #expect(p.isFound(in: text) == p.isFound(inKey: p.key(of: text)), "\(pattern) in \(text)")
            let any = Array(text.utf8).withUnsafeBufferPointer { TextPattern.anyFound([p], inText: $0) }
            #expect(any == p.isFound(in: text))
        }
    }

    /// The table written out in TextFold.swift is the rule its comment
    /// states, derived again from the Unicode names.
    @Test("the table is what the letters' names say")
    func tableFromNames() {
        let table = TextFold.table
        let scalars = TextFold.Table.blocks.flatMap { $0.compactMap(Unicode.Scalar.init) }
        #expect(table.lower.count == scalars.count)
        #expect(table.plain.count == scalars.count)
        let prefix = "LATIN SMALL LETTER "
        var byName: [String: Unicode.Scalar] = [:]
        for s in scalars {
            if let name = s.properties.name, name.hasPrefix(prefix) { byName[String(name.dropFirst(prefix.count))] = s }
        }
        func covered(_ s: Unicode.Scalar) -> Bool { s.isASCII || TextFold.Table.blocks.contains { $0.contains(s.value) } }
        var wrong: [String] = []
        for (i, s) in scalars.enumerated() {
            let mapping = s.properties.lowercaseMapping.unicodeScalars
            var lower: UInt32 = 0, plain: UInt32 = 0
            if mapping.count == 1, let l = mapping.first, covered(l) {
                lower = l.value
                plain = l.value
                // "LATIN SMALL LETTER O WITH CIRCUMFLEX AND ACUTE" → o; "… AE WITH ACUTE" → æ.
                if let name = l.properties.name, name.hasPrefix(prefix), let with = name.firstRange(of: " WITH ") {
                    let letter = String(name[name.index(name.startIndex, offsetBy: prefix.count)..<with.lowerBound])
                    if letter.count == 1, let c = letter.unicodeScalars.first, c.isASCII {
                        plain = c.value | 0x20
                    } else if let base = byName[letter] {
                        plain = base.value
                    }
                }
            }
            if table.lower[i] != lower || table.plain[i] != plain {
                wrong.append("U+\(String(s.value, radix: 16, uppercase: true)) lower \(table.lower[i])/\(lower) plain \(table.plain[i])/\(plain)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    /// The plain letter of a letter that decomposes is the plain letter of
    /// its first scalar: folding the composed and the decomposed form agree.
    @Test("the table agrees with NFD")
    func tableAgreesWithDecomposition() {
        guard #available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *) else {
            Issue.record("needs the Unicode normalization of macOS 13 or later; nothing was checked")
            return
        }
        var wrong: [String] = []
        for range in TextFold.Table.blocks {
            for v in range {
                guard let s = Unicode.Scalar(v) else { continue }
                let decomposed = Array(String(s)._nfd)
                guard decomposed.count > 1 else { continue }
                if TextFold.plain(String(s)) != TextFold.plain(String(decomposed[0])) {
                    wrong.append("U+\(String(v, radix: 16, uppercase: true))")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// Text the table covers is folded scalar by scalar; the standard
    /// library's lowering and NFC must give the same key for it, including
    /// a letter followed by one or two marks that may compose with it.
    @Test("folding scalar by scalar agrees with lowering and composing")
    func scalarwiseAgreesWithNormalizing() {
        func check(_ scalars: [UInt32], _ wrong: inout [String]) {
            var text = String.UnicodeScalarView()
            for v in scalars { text.append(Unicode.Scalar(v)!) }
            let bytes = Array(String(text).utf8)
            for plain in [true, false] {
                let fast = TextFold.key(bytes, plain: plain)
                let slow = bytes.withUnsafeBufferPointer { TextFold.normalizing($0, plain: plain) }
                if fast != slow { wrong.append(scalars.map { String($0, radix: 16) }.joined(separator: " ") + (plain ? " plain" : " exact")) }
            }
        }
        var wrong: [String] = []
        var bases: [UInt32] = Array(0x20..<0x7F)
        for range in TextFold.Table.blocks { bases += Array(range) }
        let unchanged = [0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x3000...0x303F, 0x2010...0x2027, 0x2030...0x205E,
                         0x20A0...0x20C0] as [ClosedRange<UInt32>]
        for range in unchanged {
            for v in range {
                #expect(TextFold.isUnchanged(v))
                if Unicode.Scalar(v) != nil { check([v], &wrong) }
            }
            bases += [range.lowerBound, range.upperBound]
        }
        for b in bases {
            check([b], &wrong)
            for m in UInt32(0x300)...0x36F { check([b, m], &wrong) }
        }
        // Two marks: Vietnamese stacks a tone on a vowel's own mark.
        for b in Array("aeiouyAEIOUY".unicodeScalars.map(\.value)) + [0xE2, 0xEA, 0xF4, 0x1A1, 0x1B0, 0x103, 0xC2] {
            for m in UInt32(0x300)...0x36F {
                check([b, m, 0x301], &wrong)
                check([b, 0x323, m], &wrong)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    /// For random text of many scripts: folding twice is folding once, and
    /// the decomposed and composed forms of a text have the same keys.
    @Test("folding is idempotent and blind to NFD or NFC")
    func properties() {
        guard #available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *) else {
            Issue.record("needs the Unicode normalization of macOS 13 or later; nothing was checked")
            return
        }
        let pool: [String] = ["a", "Z", " ", ":", "1", "é", "É", "ả", "Ẫ", "ơ", "Ư", "đ", "Đ", "ł", "Ł", "ż", "Ź", "ø", "ß", "ẞ", "æ",
                              "İ", "ı", "Ⱥ", "ǅ", "ǰ", "ẛ", "\u{301}", "\u{309}", "\u{323}", "\u{338}", "\u{302}", "\u{31B}",
                              "김", "\u{1100}", "\u{1161}", "\u{11A8}", "金", "飯", "、", "Σ", "ά", "й", "\u{306}", "か", "\u{3099}",
                              "–", "€", "₫", "😀", "Å", "\u{212B}", "\u{2126}", "ﬁ", "Ａ", "\u{300}", "=", "<"]
        var rng = JournalGenerator.Random(state: 2026)
        var wrong: [String] = []
        for _ in 0..<3000 {
            let s = (0..<(1 + rng.int(0...7))).map { _ in pool[rng.int(0...pool.count - 1)] }.joined()
            let nfd = String(String.UnicodeScalarView(s._nfd))
            let nfc = String(decoding: s._nfcCodeUnits, as: UTF8.self)
            for (name, fold) in [("plain", TextFold.plain), ("exact", TextFold.exact)] as [(String, (String) -> String)] {
                let once = fold(s)
                if fold(once) != once { wrong.append("\(name) not idempotent: \(s.unicodeScalars.map(\.value))") }
                if fold(nfd) != fold(nfc) || fold(nfc) != once { wrong.append("\(name) NFD/NFC: \(s.unicodeScalars.map(\.value))") }
            }
            // The plain key of a plain pattern's text is where the pattern is looked for.
            if TextFold.isPlain(s) != (TextFold.plain(s) == TextFold.exact(s)) { wrong.append("isPlain: \(s.unicodeScalars.map(\.value))") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }
}
