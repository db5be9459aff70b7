import Testing
import TallyEngine
import TallySyntax
import TallyTestSupport
import TallyValues

/// Amounts in scientific notation, as hledger reads them (grammar.md §8).
@Suite struct ScientificNotationTests {
    @Test func exponentsScaleTheNumber() {
        // hledger's journal/scientific.test, cases 2 and 4.
        let r = load("2018/1/1\n   a  $1.05e2\n   b  $31415926e-7\n   c  $1E+3\n   d  2.5e1 EUR\n   e  1.05e2\n   f\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("a", "$") == dec("105"))
        #expect(r.balance("b", "$") == dec("3.1415926"))
        #expect(r.balance("c", "$") == dec("1000"))
        #expect(r.balance("d", "EUR") == dec("25"))
        #expect(r.balance("e", "") == dec("105"))
        #expect(r.balance("f", "$") == dec("-1108.1415926"))
    }

    @Test func aLetterEWithoutDigitsIsStillACommodity() {
        let r = load("2018/1/1\n   a  5 e\n   b  5e\n   c\n")
        #expect(r.ids.isEmpty)
        #expect(r.balance("a", "e") == dec("5"))
        #expect(r.balance("b", "e") == dec("5"))
    }

    @Test(arguments: ["1,000.5e-1", "$1,000e1", "1.000,5e2 EUR"])
    func digitGroupsWithAnExponentAreErrors(amount: String) {
        // hledger's journal/scientific.test, case 6.
        let r = load("2018/1/1\n   (a)  \(amount)\n")
        #expect(r.ids == ["invalid-number"])
    }

    @Test(arguments: [("1e-40", "0.0000000000000000000000000000000000000001"), ("1e39", "1" + String(repeating: "0", count: 39)),
                      ("99999999999999999999e30", "99999999999999999999" + String(repeating: "0", count: 30))])
    func exponentsPast38DigitsAreExact(amount: String, value: String) {
        let r = load("2018/1/1\n   a  \(amount)\n   b\n")
        #expect(r.diagnostics.isEmpty)
        #expect(r.balance("a", "") == dec(value))
    }

    /// As hledger, at most 255 decimal places.
    @Test func exponentsPast255DecimalsAreErrors() {
        let r = load("2018/1/1\n   a  1e-256\n   b\n")
        #expect(r.ids == ["amount-too-large"])
    }
}
