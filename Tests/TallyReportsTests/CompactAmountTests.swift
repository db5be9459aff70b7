import Testing
import TallyEngine
import TallyLocale
import TallyReports
import TallyTestSupport
import TallyValues

/// Compact amounts for chart axes and the donut's centre: the language's
/// words, the commodity's decimal mark, exact rounding half away from zero.
@Suite("compact amounts")
struct CompactAmountTests {
    static let journal = loadJournal("""
    decimal-mark ,
    commodity 1.000.000 VND
    commodity 1.000,00 PLN
    commodity 1.000,00 EUR
    commodity 1,000.00 USD
    commodity 1,000 KRW
    commodity 1,000.00 CNY
    commodity 1.000,00 ZAR

    """)

    func text(_ units: Int128, _ symbol: String, _ language: Language) throws -> String {
        let j = Self.journal
        let c = try #require(j.commodities.lookup(symbol))
        return CompactAmount(language).text(Quantity(units: units), c, j.commodities)
    }

    @Test("each language's words and the commodity's own decimal mark")
    func languages() throws {
        #expect(try text(12_500_000, "VND", .vi) == "12,5 tr ₫")
        #expect(try text(1_234_567, "USD", .en) == "$1.2M")
        #expect(try text(3_400_000, "PLN", .pl) == "3,4 mln zł")
        #expect(try text(1_200_000, "EUR", .it) == "1,2 mln €")
        #expect(try text(1_200_000, "KRW", .ko) == "120만 원")
        #expect(try text(12_000, "CNY", .zhHans) == "1.2万 元")
        #expect(try text(45_000, "PLN", .pl) == "45 tys. zł")
        #expect(try text(2_000_000_000, "VND", .vi) == "2 tỷ ₫")
        // A symbol without a known sign stays as written, where the journal puts it.
        #expect(try text(1_500_000, "ZAR", .en) == "1,5M ZAR")
        #expect(CompactAmount(.en).text(Quantity(1_200_000), decimalMark: UInt8(ascii: "."), symbol: "", symbolOnLeft: false) == "1.2M")
        #expect(CompactAmount(.ko).text(Quantity(12_000), decimalMark: UInt8(ascii: "."), symbol: "", symbolOnLeft: false) == "1.2만")
        #expect(CompactAmount(.zhHans).text(Quantity(12_000), decimalMark: UInt8(ascii: "."), symbol: "", symbolOnLeft: false) == "1.2万")
    }

    @Test("rounding is exact, half away from zero, and moves to the next word when it reaches it")
    func rounding() throws {
        // 1.25 M is 1.3 M (a binary float holds 1.25 exactly but 1.35 not; no float is used).
        #expect(try text(1_250_000, "USD", .en) == "$1.3M")
        #expect(try text(1_350_000, "USD", .en) == "$1.4M")
        #expect(try text(-1_250_000, "USD", .en) == "-$1.3M")
        #expect(try text(999_960, "USD", .en) == "$1M")
        #expect(try text(99_960, "USD", .en) == "$100K")
        #expect(try text(999, "USD", .en) == "$999")
        #expect(try text(0, "USD", .en) == "$0")
        #expect(try text(9_999_999, "KRW", .ko) == "1000만 원")
        #expect(try text(99_999_999, "KRW", .ko) == "1억 원")
        #expect(CompactAmount(.en).text(Quantity(units: 25, scale: 1), decimalMark: UInt8(ascii: "."), symbol: "", symbolOnLeft: false) == "2.5")
    }

    @Test("the largest amounts keep their digits")
    func large() throws {
        let huge = Quantity.powerOfTen(37)
        #expect(try text(huge, "USD", .en) == "$" + "10000000000000000000000000T")
    }
}
