import Testing
import TallyEngine
import TallyTestSupport
import TallyValues

/// ledger's `C` lines as the loader applies them (grammar.md §14.17): amounts
/// kept in the smallest commodity of a chain, shown in the largest one they
/// are at least one of. Journals from ledger's regressions 512, 2057 and
/// 1E192DF6, and its coverage tests of the time units.
@Suite struct CommodityConversionTests {
    static let bitcoin = LedgerJournals.bitcoin

    @Test func amountsOfALargerCommodityAreKeptInTheSmallerOne() {
        let r = load(Self.bitcoin)
        #expect(r.ids.isEmpty)
        #expect(r.balance("Crypto:BTC", "bit") == dec("2000000"))
        #expect(r.balance("Crypto:BTC", "BTC") == dec("0"))
        #expect(r.balance("Exchange", "USD") == dec("-20000"))
    }

    @Test func aSumIsShownInTheLargestUnitItIsAtLeastOneOf() {
        let r = load(Self.bitcoin)
        let f = AmountFormatter(r.journal.commodities)
        let bit = r.journal.commodities.lookup("bit")!
        // BTC's precision is its posting's (1.5), its placement the posting's, not the C line's `BTC 1`.
        #expect(f.string(dec("2000000"), bit) == "2.0 BTC")
        #expect(f.string(dec("500000"), bit) == "500,000.00 bit")
        #expect(f.string(dec("-2000000"), bit) == "-2.0 BTC")
        // What print writes (exact) stays as kept.
        var out: [UInt8] = []
        f.append(dec("2000000"), bit, to: &out, exact: true)
        #expect(String(decoding: out, as: UTF8.self) == "2,000,000.00 bit")
    }

    @Test func chainsOfTimeUnitsReduceToSeconds() {
        let r = load("C 1.00h = 60m\nC 1.00m = 60s\n\n2024-01-01 Time Entry\n    Expenses:Time    7200s\n    Income:Work\n2024-01-02 More\n    Expenses:Time    1.5h\n    Income:Work\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Expenses:Time", "s") == dec("12600"))
        let f = AmountFormatter(r.journal.commodities)
        #expect(f.string(dec("7200"), r.journal.commodities.lookup("s")!) == "2.00 h")
        #expect(f.string(dec("90"), r.journal.commodities.lookup("s")!) == "1.50 m")
        #expect(f.string(dec("30"), r.journal.commodities.lookup("s")!) == "30 s")
    }

    @Test func aTimeclockSessionIsKeptInTheSmallestUnitOfHours() {
        let r = load("C 1.00h = 60m\nC 1.00m = 60s\n\ni 2024/01/01 09:00:00 Work\no 2024/01/01 09:16:40\n\n2024-01-02 x\n    Work    1800s\n    Equity\n")
        #expect(r.ids.isEmpty)
        // 1,000 seconds exactly, not 0.2778 h.
        #expect(r.balance("Work", "s") == dec("2800"))
        #expect(r.balance("Work", "h") == dec("0"))
    }

    @Test func dollarsShownAsTheBareNumber() {
        // ledger's regression 2057: `""` is the commodity of a bare number.
        let r = load("C 1 \"\" = 1 $\n\n2021-01-01 Test\n    A               $10\n    B\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("A", "$") == dec("10"))
        #expect(r.balance("B", "$") == dec("-10"))
        let f = AmountFormatter(r.journal.commodities)
        #expect(f.string(dec("10"), r.journal.commodities.lookup("$")!) == "10")
        #expect(f.string(dec("-10"), r.journal.commodities.lookup("$")!) == "-10")
    }

    @Test func aCostInAConvertedCommodityIsKeptInTheSmallerOne() {
        // ledger's regression 1E192DF6: PLN is kept as the bare number, the default commodity aside.
        let r = load("D 1000,00 PLN\nC 1,00 PLN = 1,00\n\n2010-05-19 * x\n    Assets:GBP    200,00 GBP @ 4,8799 PLN\n    Assets:PLN   -975,98 PLN\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("Assets:PLN", "") == dec("-975.98"))
    }

    @Test func aUnitPriceFollowsTheAmountIntoTheSmallerCommodity() throws {
        let r = load("C 1 BTC = 1000000.00 bit\n\n2018-01-23 Buy\n    Crypto    0.5 BTC @ 10000 USD\n    Exchange\n")
        #expect(r.ids.isEmpty)
        let p = try #require(r.postings("Crypto").first)
        let cost = r.journal.costs[Int(p.costIndex)]
        #expect(cost.unitPrice?.quantity == dec("0.01"))
        #expect(cost.total.quantity == dec("5000"))
        #expect(r.balance("Exchange", "USD") == dec("-5000"))
    }

    @Test func anAssertionInTheLargerCommodityChecksTheSumKeptInTheSmaller() {
        let r = load(Self.bitcoin + "2018-01-24 Check\n    Crypto:BTC    0 BTC = 2 BTC\n    Exchange\n")
        #expect(r.ids.isEmpty)
        let wrong = load(Self.bitcoin + "2018-01-24 Check\n    Crypto:BTC    0 BTC = 3 BTC\n    Exchange\n")
        #expect(wrong.ids == ["assertion-failed"])
    }

    @Test func aJournalWithoutCLinesKeepsEveryCommodity() {
        let r = load("2024-01-01 x\n    a    7200s\n    a    1.5h\n    b\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("a", "s") == dec("7200"))
        #expect(r.balance("a", "h") == dec("1.5"))
        #expect(r.journal.commodities.conversions.isEmpty)
    }

    @Test func aLoopIsAnErrorAtItsLine() throws {
        let r = load("C 1 box = 10 egg\nC 1 egg = 10 box\n2024-01-01 x\n    a    1 box\n    b\n")
        #expect(r.ids == ["invalid-directive"])
        #expect(r.place(of: try #require(r.diagnostics.first))?.line == 2)
        // The first line still applies.
        #expect(r.balance("a", "egg") == dec("10"))
        #expect(load("C 1 box = 2 box\n").ids == ["invalid-directive"])
    }

    @Test func aRateThatIsNotAnExactDecimalIsAnError() throws {
        // ledger's regression 1065 writes `C 3600s = 1h`: one second is 1/3600 h.
        let r = load("C 3600s = 1h\n")
        #expect(r.ids == ["invalid-directive"])
        #expect(r.text(at: try #require(r.diagnostics.first)) == "C 3600s = 1h")
        #expect(load("C 0 h = 60 m\n").ids == ["invalid-directive"])
        // Not one unit on the left is read per unit, as ledger's regression 1793: 100 apple = 48 kcal.
        let apples = load("C 100 apple = 48 kcal\n2019-05-19 Food\n    Food:Fruits  225 apple\n    Source:Pantry\n")
        #expect(apples.ids.isEmpty)
        #expect(apples.balance("Food:Fruits", "kcal") == dec("108"))
    }

    @Test func aMalformedLineIsAnErrorAtItsText() throws {
        let r = load("C 1.00 Kb 1024 b\nC 1.00 Kb = 1024 b and more\nC 1.00 Kb =\n")
        #expect(r.ids == ["invalid-directive", "invalid-directive", "invalid-amount"])
        #expect(r.diagnostics.map { r.place(of: $0)?.line } == [1, 2, 3])
    }

    /// `apply fixed` in a converted unit: the fixed lot price is per that
    /// unit, so the posting keeps it, as a written lot does.
    @Test func aFixedLotPriceKeepsItsUnit() {
        let r = load("C 1.00 h = 60 m\napply fixed h $50\n2024-01-01 x\n    a  2 h\n    b  -100 $\nend apply fixed\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("a", "h") == dec("2"))
    }

    /// An automated posting in a converted unit is kept in the smallest
    /// one, so it adds up with the account's other postings.
    @Test func automatedPostingsAreKeptInTheSmallestUnit() {
        let r = load("C 1.00 h = 60 m\n= work\n    (budget)   -1 h\n2024-01-01 x\n    work  30 m\n    b\n2024-01-02 y\n    budget  90 m\n    b\n")
        #expect(r.ids.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.balance("budget", "m") == dec("30"))
        #expect(r.balance("budget", "h") == .zero)
    }

    /// Rates whose product passes the digits an amount keeps are an error
    /// at the line that makes the chain, never an amount rounded to zero.
    @Test func aChainOfRatesThatCannotStayExactIsAnError() {
        let tiny = "0.00000000000000000000000000000000001"
        let units = Array("ABCDEFGHI")
        let lines = (0..<8).map { "C 1 \(units[$0]) = \(tiny) \(units[$0 + 1])\n" }.joined()
        let r = load(lines + "2024-01-01 x\n    a  1 A\n    b\n")
        #expect(r.ids.contains("invalid-directive"), "\(r.diagnostics.map(\.message))")
        #expect(r.diagnostics.first { $0.id == "invalid-directive" }?.location?.range.lowerBound == lines.utf8.count - 48)
    }
}
