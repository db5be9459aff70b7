import Testing
@testable import TallySyntax

@Suite struct ByteClassTests {
    /// The commodity masks hold exactly the ASCII letters and the currency
    /// signs of the grammar; every byte from 0x80 up belongs to a symbol.
    @Test func commodityBytes() {
        let signs = Set("$_'`^&%?\\".utf8)
        for b in 0...255 {
            let u = UInt8(b)
            let expected = u >= 0x80 || ByteClass.isLetter(u) || signs.contains(u)
            #expect(ByteClass.isCommodity(u) == expected, "byte \(b)")
        }
    }

    /// `mayHaveBlank` finds a space or a tab in any of the eight positions.
    @Test func blanksInAWord() {
        let plain = Array("Expenses".utf8)
        #expect(!ByteClass.mayHaveBlank(word(plain)))
        for k in 0..<8 {
            for blank in [ByteClass.space, ByteClass.tab] {
                var w = plain
                w[k] = blank
                #expect(ByteClass.mayHaveBlank(word(w)), "blank at \(k)")
            }
        }
    }

    private func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }
}
