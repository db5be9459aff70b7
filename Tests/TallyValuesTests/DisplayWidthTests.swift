import Testing
import TallyTestSupport
import TallyValues

@Suite struct DisplayWidthTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var columns: Int
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(name: "empty", text: "", columns: 0),
        Case(name: "ASCII", text: "Expenses:Food", columns: 13),
        Case(name: "ASCII with spaces", text: "  $1,234.56", columns: 11),
        // Precomposed: Ă U+0102, ố U+1ED1.
        Case(name: "Vietnamese precomposed", text: "\u{0102}n u\u{1ED1}ng", columns: 7),
        // Decomposed: A + breve, o + circumflex + acute; combining marks take no column.
        Case(name: "Vietnamese decomposed", text: "A\u{0306}n uo\u{0302}\u{0301}ng", columns: 7),
        Case(name: "Latin-1", text: "Caf\u{E9}", columns: 4),
        Case(name: "CJK", text: "餐饮", columns: 4),
        Case(name: "CJK account", text: "支出:餐饮", columns: 9),
        Case(name: "Japanese kana", text: "しょくひ", columns: 8),
        Case(name: "Korean syllables", text: "식비", columns: 4),
        // Conjoining jamo: the leading consonant is wide, vowel and final take no column.
        Case(name: "Korean jamo", text: "\u{1109}\u{1175}\u{11A8}", columns: 2),
        Case(name: "fullwidth Latin", text: "\u{FF21}\u{FF22}", columns: 4),
        Case(name: "halfwidth katakana", text: "\u{FF76}", columns: 1),
        Case(name: "yen sign", text: "\u{A5}268.50", columns: 7),
        Case(name: "emoji", text: "🍕", columns: 2),
        Case(name: "money bag emoji", text: "💰 savings", columns: 10),
        Case(name: "hot beverage", text: "Caf\u{E9} \u{2615}", columns: 7),
        Case(name: "zero-width space", text: "a\u{200B}b", columns: 2),
        Case(name: "byte-order mark", text: "\u{FEFF}x", columns: 1),
    ])
    func width(_ c: Case) {
        #expect(DisplayWidth.of(c.text) == c.columns)
        // The byte-wise and string forms agree.
        #expect(DisplayWidth.of(Array(c.text.utf8)) == c.columns)
        #expect(DisplayWidth.of(c.text.utf8) == c.columns)
    }

    @Test func invalidUTF8TakesOneColumnPerError() {
        #expect(DisplayWidth.of([UInt8(ascii: "a"), 0xFF, UInt8(ascii: "b")]) == 3)
    }

    /// Bytes read in place (Unsafe/DisplayWidth+Buffer.swift), an array and
    /// a slice count what decoding every byte counts, for generated text.
    @Test func inPlaceArrayAndDecodedAgree() {
        var strings = GeneratedBytes(seed: 51)
        while let bytes = strings.next() {
            let expected = DisplayWidth.of(AnyCollection(bytes))
            #expect(DisplayWidth.of(bytes) == expected, "\(bytes)")
            #expect(DisplayWidth.of(([9] + bytes)[1...]) == expected, "\(bytes)")
            #expect(bytes.withUnsafeBufferPointer { DisplayWidth.of($0) } == expected, "\(bytes)")
        }
    }
}
