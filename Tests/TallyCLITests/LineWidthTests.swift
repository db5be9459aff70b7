import Testing
import TallyEditing
import TallySyntax
import TallyTestSupport
import TallyValues

/// The width of a line's start (TallyEditing's Unsafe/LineWidth.swift,
/// eight ASCII bytes a step) is what a plain loop counts, for generated
/// text of every length, from an array or a file's bytes.
@Suite struct LineWidthTests {
    /// Tabs to the next multiple of 8, printable ASCII one column, a run
    /// of other text up to a tab decoded scalar by scalar.
    static func width(_ bytes: [UInt8]) -> Int {
        var column = 0, i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 9 {
                column = (column / 8 + 1) * 8
                i += 1
            } else if b < 0x80 {
                if b >= 0x20 && b != 0x7F { column += 1 }
                i += 1
            } else {
                var j = i
                while j < bytes.count && bytes[j] != 9 { j += 1 }
                column += DisplayWidth.of(AnyCollection(bytes[i..<j]))
                i = j
            }
        }
        return column
    }

    @Test func widthsOfGeneratedText() {
        var strings = GeneratedBytes(seed: 31)
        while let bytes = strings.next() {
            let expected = Self.width(bytes)
            #expect(FileLayout.width(bytes) == expected, "\(bytes)")
            let source = SourceBytes([65] + bytes)
            #expect(FileLayout.width(source[1...]) == expected, "\(bytes)")
        }
        #expect(FileLayout.width(Array("\tTiền ăn 日本".utf8)) == 8 + 7 + 1 + 4)
    }
}
